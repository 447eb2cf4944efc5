import OpenAI from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { findEndToEndId } from './end-to-end-id.js';
import { openImage } from './ocr.js';
import { parseAmount, type ReceiptFields } from './receipt-fields.js';

// Enough detail to read small print, small enough to send quickly.
const MODEL_IMAGE_MAX_SIDE = 1600;

const nullableString = { type: ['string', 'null'] };

/** The fields the model must answer, in strict mode: every property required, unknowns as null. */
export const RECEIPT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'is_pix_receipt',
    'is_scheduled',
    'amount',
    'paid_at',
    'recipient_name',
    'recipient_key',
    'recipient_document',
    'recipient_institution',
    'end_to_end_id',
  ],
  properties: {
    is_pix_receipt: { type: 'boolean', description: 'true only for a receipt of a PIX transfer made' },
    is_scheduled: { type: 'boolean', description: 'true when the PIX is scheduled (agendado), not yet made' },
    amount: { ...nullableString, description: 'amount paid as a decimal with a dot, e.g. "1234.56"' },
    paid_at: { ...nullableString, description: 'date and time as printed, "YYYY-MM-DDTHH:mm:ss" or "YYYY-MM-DD"' },
    recipient_name: { ...nullableString, description: 'name of who received the payment, as printed' },
    recipient_key: { ...nullableString, description: "recipient's PIX key, as printed (masked or not)" },
    recipient_document: { ...nullableString, description: "recipient's CPF or CNPJ, as printed (masked or not)" },
    recipient_institution: { ...nullableString, description: "recipient's bank or institution" },
    end_to_end_id: { ...nullableString, description: 'the 32-character transaction id starting with E' },
  },
} as const;

const INSTRUCTIONS =
  'Você lê comprovantes de pagamento PIX brasileiros. Responda apenas com o que está impresso no documento, ' +
  'sem deduzir nem completar: use null para o que não estiver legível. Se o documento não for um comprovante ' +
  'de PIX realizado, responda is_pix_receipt false.';

const modelAnswer = z.object({
  is_pix_receipt: z.boolean(),
  is_scheduled: z.boolean(),
  amount: z.string().nullable(),
  paid_at: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_key: z.string().nullable(),
  recipient_document: z.string().nullable(),
  recipient_institution: z.string().nullable(),
  end_to_end_id: z.string().nullable(),
});

export interface OpenAiReaderOptions {
  apiKey: string;
  model: string;
  baseURL?: string;
  timeoutMs: number;
}

/** Reads a receipt with a vision model of any server that speaks OpenAI's Chat Completions. */
export class OpenAiReceiptReader {
  readonly provider: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiReaderOptions) {
    this.provider = `openai:${options.model}`;
    // No retries: a slow or failing model falls back to the offline reading at once.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async read(file: { content: Buffer; contentType: string }): Promise<ReceiptFields> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: [{ type: 'text', text: 'Leia este comprovante.' }, await documentPart(file)] },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'pix_receipt', strict: true, schema: RECEIPT_SCHEMA },
      },
    });
    const message = completion.choices[0]?.message;
    if (!message?.content || message.refusal) throw new Error('the model gave no reading');
    return toFields(modelAnswer.parse(JSON.parse(message.content)));
  }
}

/** A PDF goes as a file; an image upright, without its metadata (location, device) and not larger than needed. */
async function documentPart(file: { content: Buffer; contentType: string }): Promise<ChatCompletionContentPart> {
  if (file.contentType === 'application/pdf') {
    const data = file.content.toString('base64');
    return { type: 'file', file: { filename: 'comprovante.pdf', file_data: `data:application/pdf;base64,${data}` } };
  }
  const jpeg = await openImage(file.content)
    .resize(MODEL_IMAGE_MAX_SIDE, MODEL_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'high' } };
}

/** The model's answer in the verifier's terms, each value held to the same formats as the offline reading. */
function toFields(answer: z.infer<typeof modelAnswer>): ReceiptFields {
  const paidAt = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2})?)?$/.exec(answer.paid_at?.trim() ?? '');
  const text = (value: string | null) => value?.trim() || null;
  return {
    mentionsPix: answer.is_pix_receipt,
    scheduled: answer.is_scheduled,
    amount: answer.amount ? decimalAmount(answer.amount) : null,
    paidAt: paidAt ? (paidAt[2] ? `${paidAt[1]}T${paidAt[2]}${paidAt[3] ?? ':00'}` : paidAt[1]!) : null,
    recipientName: text(answer.recipient_name),
    recipientKey: text(answer.recipient_key),
    recipientDocument: text(answer.recipient_document),
    institution: text(answer.recipient_institution),
    endToEndId: answer.end_to_end_id ? findEndToEndId(answer.end_to_end_id.trim()) : null,
  };
}

/** "1234.5" as asked, or "R$ 1.234,50" when the model copied the print. */
function decimalAmount(value: string): string | null {
  const decimal = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (decimal) return `${Number(decimal[1])}.${(decimal[2] ?? '').padEnd(2, '0')}`;
  return parseAmount(value, false);
}
