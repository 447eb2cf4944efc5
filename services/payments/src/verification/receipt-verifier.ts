import type { Logger } from '@ritual/runtime';
import type { ReceiptVerifier, Verification, VerificationInput } from '../domain/verifier.js';
import { endToEndKey, maybeSamePayment } from './end-to-end-id.js';
import type { OcrEngine } from './ocr.js';
import { readOffline } from './offline-reader.js';
import type { OpenAiReceiptReader } from './openai-reader.js';
import type { ReceiptFields } from './receipt-fields.js';
import { type Checks, combine, decide, evaluate, type ReceiptContext, review } from './rules.js';

export interface AutomaticVerifierOptions {
  ocr: Pick<OcrEngine, 'read' | 'readCode'>;
  /** A vision model that reads the receipt too, when configured. */
  model?: Pick<OpenAiReceiptReader, 'provider' | 'read'>;
  timeZone: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * Reads the receipt offline (PDF text or OCR) and, when configured, with a vision model at the same time, then
 * applies the rules to each reading and combines them: a check passes when a reading confirms it and none
 * contradicts it. A model that fails or times out leaves the offline result, which never approves on doubt.
 */
export class AutomaticReceiptVerifier implements ReceiptVerifier {
  constructor(private readonly options: AutomaticVerifierOptions) {}

  async verify(input: VerificationInput): Promise<Verification> {
    const context: ReceiptContext = {
      orderPrice: input.order.price,
      orderCreatedAt: new Date(input.order.createdAt),
      pixKey: input.payee.pixKey,
      siteName: input.payee.siteName,
      recipientName: input.payee.recipientName,
      recipientDocument: input.payee.recipientDocument,
      timeZone: this.options.timeZone,
      now: (this.options.now ?? (() => new Date()))(),
    };
    const { model } = this.options;
    const [offline, modelReading] = await Promise.allSettled([
      readOffline(input.file, this.options.ocr, this.options.timeZone, (fields) => evaluate(fields, context)),
      model ? model.read(input.file) : Promise.resolve(null),
    ]);
    const recorded: Record<string, unknown> = {};
    let checks: Checks | undefined;
    let endToEndId: string | null = null;
    if (offline.status === 'fulfilled') {
      Object.assign(recorded, { source: offline.value.source }, describe(offline.value.fields));
      checks = evaluate(offline.value.fields, context);
      endToEndId = offline.value.fields.endToEndId;
    } else {
      this.options.logger.error({ err: offline.reason, order_id: input.order.id }, 'offline receipt reading failed');
      recorded.offline_error = errorName(offline.reason);
    }
    let provider = 'offline';
    if (model && modelReading.status === 'fulfilled' && modelReading.value) {
      const fields = modelReading.value;
      const modelChecks = evaluate(fields, context);
      // The model's "no receipt" judges the document; it is no mere lack of text, so OCR cannot outvote it.
      modelChecks.receipt = { ...modelChecks.receipt, forWantOfEvidence: false };
      checks = checks ? combine(modelChecks, checks) : modelChecks;
      if (endToEndId && fields.endToEndId && !maybeSamePayment(endToEndId, fields.endToEndId)) {
        checks.transaction_id = { outcome: 'unknown' };
      }
      endToEndId = fields.endToEndId ?? endToEndId;
      provider = model.provider;
      recorded.model = describe(fields);
    } else if (model && modelReading.status === 'rejected') {
      this.options.logger.warn({ err: modelReading.reason, order_id: input.order.id }, 'model reading failed');
      recorded.model_error = errorName(modelReading.reason);
    }
    if (!checks) return pendingWithoutReading(recorded);
    const verdict = decide(checks);
    recorded.checks = Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, check.outcome]));
    recorded.review = review(checks);
    return { ...verdict, provider, endToEndId: endToEndId && endToEndKey(endToEndId), fields: recorded };
  }
}

/** The fields as the admin sees them (snake_case, nulls for what was not read). */
function describe(fields: ReceiptFields) {
  return {
    amount: fields.amount,
    paid_at: fields.paidAt,
    recipient_name: fields.recipientName,
    recipient_key: fields.recipientKey,
    recipient_document: fields.recipientDocument,
    institution: fields.institution,
    end_to_end_id: fields.endToEndId,
    mentions_pix: fields.mentionsPix,
    scheduled: fields.scheduled,
  };
}

/** No reading at all (the OCR engine itself failed): the operator decides. */
function pendingWithoutReading(recorded: Record<string, unknown>): Verification {
  const checks: Checks = {
    receipt: { outcome: 'unknown' },
    recipient: { outcome: 'unknown' },
    amount: { outcome: 'unknown' },
    paid_after_order: { outcome: 'unknown' },
    transaction_id: { outcome: 'unknown' },
  };
  const fields = { ...recorded, review: review(checks) };
  return { ...decide(checks), provider: 'offline', endToEndId: null, fields };
}

/** The kind of failure and its HTTP status, never its message (it may echo part of a credential). */
function errorName(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const status = (err as { status?: unknown }).status;
  // The SDK's error classes keep the default name "Error"; their class names tell timeouts from refusals.
  const kind = err.constructor.name === 'Error' ? err.name : err.constructor.name;
  return typeof status === 'number' ? `${kind} (HTTP ${status})` : kind;
}
