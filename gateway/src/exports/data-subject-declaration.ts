import type { DataSubjectExport, DataSubjectOrder, MessageEntry } from '@ritual/contracts/http';
import type { PrivacyNotice, RetentionSettings } from '@ritual/proto/ritual/v1/privacy';
import PDFDocument from 'pdfkit';

// LGPD art. 19 II: the "declaração clara e completa" of one person's data: where it came from (the orders), what is
// held, why, since when, with whom it is shared, how long it is kept and the person's rights, signed by the
// controller named in the current privacy notice. pt-BR, in the PDF's built-in Helvetica (WinAnsi: every Portuguese
// accent; anything beyond it, e.g. an emoji typed in a form, is shown as "?").

export interface DeclarationInput {
  data: DataSubjectExport;
  notice: PrivacyNotice;
  /** The store's retention settings; undefined when they could not be read (the notice's own text still says it). */
  retention: RetentionSettings | undefined;
  /** The store's time zone, for every date shown. */
  timeZone: string;
  now: Date;
}

export interface DeclarationOptions {
  /** Deflate the page contents (the default); tests may turn it off to read the raw text operators. */
  compress?: boolean;
}

/** The paragraph of the notice that answers each question, found by how it starts; a fixed text when none does. */
const NOTICE_SECTIONS = {
  purposes: {
    start: /^(por que|para que|finalidade)/,
    fallback:
      'Realizar o ritual pedido, falar com o titular pelo WhatsApp sobre esse pedido e confirmar o pagamento, com o ' +
      'consentimento específico dado no formulário (LGPD art. 11 I).',
  },
  messages: { start: /^mensagens/, fallback: '' },
  sharing: {
    start: /^(com quem|compartilh)/,
    fallback: 'A loja não vende dados pessoais; eles passam apenas pelos operadores abaixo, para as finalidades acima.',
  },
  retention: {
    start: /^(por quanto tempo|retenc|prazo|guarda)/,
    fallback:
      'Os dados pessoais são guardados enquanto servem à finalidade; o valor, a data, o ritual e a identificação do ' +
      'pagamento ficam pelo prazo fiscal de 5 anos (CTN art. 173; LGPD art. 16 I), sem dados pessoais.',
  },
  rights: { start: /^(seus direitos|direitos)/, fallback: '' },
} as const;

/** Who receives the data to do the store's work (LGPD art. 18 VII), whatever the notice's wording. */
const RECIPIENTS = [
  'A empresa que hospeda a loja virtual e guarda os seus arquivos (fotos e comprovantes).',
  'O WhatsApp (Meta Platforms), por onde a loja envia as mensagens do pedido: o número e o conteúdo de cada mensagem.',
  'O banco de quem paga e o banco da loja, que processam o PIX (valor, data e identificação da transação).',
];

const RIGHTS = [
  'Confirmação da existência de tratamento e acesso aos dados (art. 18 I e II).',
  'Correção de dados incompletos, inexatos ou desatualizados (art. 18 III).',
  'Anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos (art. 18 IV).',
  'Portabilidade dos dados (art. 18 V) e informação sobre com quem foram compartilhados (art. 18 VII).',
  'Eliminação dos dados tratados com o consentimento e revogação do consentimento (art. 18 VI e IX; art. 8 § 5º).',
  'Reclamação à Autoridade Nacional de Proteção de Dados (ANPD) (art. 18 § 1º).',
];

const STATUS_LABELS: Record<string, string> = { pending: 'Pendente', paid: 'Pago', cancelled: 'Cancelado' };
const RECEIPT_LABELS: Record<string, string> = {
  approved: 'aprovado',
  rejected: 'recusado',
  pending_review: 'aguardando conferência',
};
const MESSAGE_KIND_LABELS: Record<string, string> = {
  pedido_recebido: 'Pedido recebido',
  pix_lembrete: 'Lembrete de PIX',
  pagamento_aprovado: 'Pagamento aprovado',
  video_pronto: 'Vídeo pronto',
};
const MESSAGE_STATE_LABELS: Record<string, string> = {
  scheduled: 'agendada',
  sending: 'enviando',
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
  cancelled: 'não enviada',
};
const FIELD_LABELS: Record<string, string> = {
  nome_completo_fixo: 'Nome completo',
  whatsapp_contato: 'WhatsApp',
  whatsapp: 'WhatsApp',
};

// WinAnsiEncoding beyond Latin-1: what Helvetica can show of the 0x80–0x9F range.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as Helvetica can draw it: composed accents, and "?" for anything WinAnsi lacks. */
export function winAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      if (char === '\t') return ' ';
      return WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The notice's paragraphs (blank-line separated) that start as `section` does. */
export function noticeSection(noticeText: string, section: keyof typeof NOTICE_SECTIONS): string[] {
  return noticeText
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && NOTICE_SECTIONS[section].start.test(plain(paragraph)));
}

const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return FIELD_LABELS[key] ?? (words ? words[0]!.toUpperCase() + words.slice(1) : key);
};

const brl = (value: string) =>
  Number(value || 0)
    .toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })
    .replace(/\u00a0/g, ' ');

function dateTimeIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone });
  return {
    at: (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? format.format(new Date(iso)) : ''),
    day: (iso: string) => day.format(new Date(iso)),
  };
}

function retentionLines(settings: RetentionSettings | undefined): string[] {
  if (!settings) return [];
  const kept = 'guardados sem prazo definido nas configurações da loja';
  const value = (number: number | undefined, unit: string, text: (n: string) => string, otherwise: string) =>
    number === undefined ? otherwise : text(`${number} ${unit}`);
  return [
    value(
      settings.unpaid_order_days,
      'dias',
      (n) => `Pedidos não pagos (cancelados ou expirados): dados pessoais apagados ${n} depois.`,
      `Pedidos não pagos: ${kept}.`,
    ),
    value(
      settings.paid_order_months,
      'meses',
      (n) => `Pedidos pagos: dados pessoais anonimizados ${n} depois do pagamento.`,
      `Pedidos pagos: dados pessoais ${kept}.`,
    ),
    value(
      settings.receipt_file_days,
      'dias',
      (n) => `Arquivos dos comprovantes: apagados ${n} depois do pagamento (fica o que foi lido para conferir o PIX).`,
      `Arquivos dos comprovantes: ${kept}.`,
    ),
  ];
}

/** The declaration as a PDF file. */
export async function declarationPdf(input: DeclarationInput, options: DeclarationOptions = {}): Promise<Buffer> {
  const { data, notice, now } = input;
  const dates = dateTimeIn(input.timeZone);
  const controller = notice.controller_name || 'o controlador (ainda não informado no aviso de privacidade)';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: 'Declaração completa de tratamento de dados pessoais (LGPD art. 19 II)',
      Author: winAnsi(notice.controller_name),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // Every line names its x: an indented item never shifts the next paragraph.
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#3b1f5c').text(winAnsi(text), left, undefined, {
      width,
    });
    doc.moveDown(0.3).fillColor('#000000');
  };
  const bold = (text: string) =>
    doc.font('Helvetica-Bold').fontSize(10).text(winAnsi(text), left, undefined, { width }).moveDown(0.2);
  const paragraph = (text: string) =>
    doc.font('Helvetica').fontSize(10).text(winAnsi(text), left, undefined, { width }).moveDown(0.3);
  const item = (text: string, indent = 12) =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(winAnsi(`•  ${text}`), left + indent, undefined, { width: width - indent })
      .moveDown(0.1);
  const label = (name: string, value: string, indent = 12) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(winAnsi(`${name}: `), left + indent, undefined, { width: width - indent, continued: true })
      .font('Helvetica')
      .text(winAnsi(value || '—'))
      .moveDown(0.1);
  const fromNotice = (section: keyof typeof NOTICE_SECTIONS) => {
    const found = noticeSection(notice.text, section);
    for (const text of found.length ? found : [NOTICE_SECTIONS[section].fallback].filter(Boolean)) paragraph(text);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(winAnsi('Declaração completa de tratamento de dados pessoais'), left, undefined, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(winAnsi('Lei Geral de Proteção de Dados Pessoais (Lei 13.709/2018), art. 19, inciso II'), { width })
    .fillColor('#000000')
    .moveDown(0.8);
  label('Titular (WhatsApp)', data.whatsapp, 0);
  const names = [...new Set(data.orders.map((order) => order.form_data.nome_completo_fixo?.trim()).filter(Boolean))];
  if (names.length) label('Nome informado nos pedidos', names.join('; '), 0);
  label('Data desta declaração', dates.at(now.toISOString()), 0);

  heading('1. Quem trata os seus dados (controlador)');
  label('Controlador', controller);
  if (notice.controller_document) label('CNPJ/CPF', notice.controller_document);
  label('Encarregado (DPO)', [notice.dpo_name, notice.dpo_contact].filter(Boolean).join(' — ') || 'não informado');
  label(
    'Aviso de privacidade vigente',
    `versão ${notice.version}${notice.updated_at ? `, de ${dates.at(notice.updated_at)}` : ''} (texto integral no fim)`,
  );

  heading('2. Quais dados pessoais tratamos');
  if (data.orders.length === 0 && data.messages.length === 0) {
    paragraph('Não há pedidos nem mensagens de WhatsApp registrados para este número.');
  }
  for (const order of data.orders) orderSection(order);
  if (data.messages.length) {
    doc.moveDown(0.4);
    bold('Mensagens de WhatsApp enviadas pela loja');
    for (const message of data.messages) item(messageLine(message));
  }

  heading('3. Por que tratamos (finalidades)');
  fromNotice('purposes');
  for (const text of noticeSection(notice.text, 'messages')) paragraph(text);

  heading('4. Desde quando');
  const first = data.orders.map((order) => order.created_at).sort()[0];
  paragraph(
    first
      ? `Desde ${dates.day(first)}, data do primeiro pedido feito com este WhatsApp (os dados foram informados pelo ` +
          'próprio titular no formulário do pedido).'
      : 'Não há pedidos registrados para este número.',
  );

  heading('5. Com quem compartilhamos');
  fromNotice('sharing');
  for (const text of RECIPIENTS) item(text);

  heading('6. Por quanto tempo guardamos');
  fromNotice('retention');
  for (const text of retentionLines(input.retention)) item(text);

  heading('7. Os seus direitos (LGPD art. 18)');
  fromNotice('rights');
  for (const text of RIGHTS) item(text);
  doc.moveDown(0.3);
  paragraph(
    `Para exercer qualquer um deles, use o formulário da página /privacidade da loja ou fale com o encarregado` +
      `${notice.dpo_contact ? ` (${notice.dpo_contact})` : ''}.`,
  );

  heading(`Anexo: aviso de privacidade vigente (versão ${notice.version})`);
  paragraph(notice.text);

  doc.moveDown(1);
  paragraph(`${controller} declara que os dados acima são todos os dados pessoais deste titular que a loja mantém.`);
  paragraph(dates.at(now.toISOString()));
  doc.end();
  return finished;

  function orderSection(order: DataSubjectOrder) {
    doc.moveDown(0.4);
    bold(
      `Pedido ${order.id} — ${order.ritual_name} — ${dates.at(order.created_at)} — ` +
        `${STATUS_LABELS[order.payment_status] ?? order.payment_status}` +
        `${order.requires_payment ? ` — ${brl(order.ritual_price)}` : ' — cadastro sem pagamento'}`,
    );
    for (const [key, value] of Object.entries(order.form_data)) label(humanize(key), value);
    if (order.whatsapp && !Object.values(order.form_data).includes(order.whatsapp)) label('WhatsApp', order.whatsapp);
    label('Fotos enviadas', order.photos.length ? `${order.photos.length} (${order.photos.join(', ')})` : 'nenhuma');
    label(
      'Comprovantes',
      order.receipts
        .map(
          (receipt) =>
            `${receipt.original_name} (${RECEIPT_LABELS[receipt.verification_status] ?? receipt.verification_status}` +
            `, enviado em ${dates.at(receipt.created_at)}${receipt.file_url ? '' : ', arquivo já apagado'})`,
        )
        .join('; ') || 'nenhum',
    );
    const consent = order.consent;
    label(
      'Consentimento',
      consent
        ? `aviso de privacidade versão ${consent.notice_version}, aceito em ${dates.at(consent.accepted_at)} ` +
            `a partir do endereço IP ${consent.client_address || 'não registrado'}; ` +
            (consent.revoked_at ? `revogado em ${dates.at(consent.revoked_at)}` : 'em vigor')
        : 'pedido anterior ao registro do consentimento',
    );
    for (const correction of order.corrections) {
      label(
        'Correção',
        `campo ${humanize(correction.field)} corrigido em ${dates.at(correction.corrected_at)} por ${correction.actor}`,
      );
    }
  }

  function messageLine(message: MessageEntry): string {
    const kind = MESSAGE_KIND_LABELS[message.kind] ?? message.kind;
    const step = message.kind === 'pix_lembrete' && message.step > 0 ? ` ${message.step}` : '';
    const when = message.sent_at ?? message.due_at;
    const order = message.order_id ? `pedido ${message.order_id}, ` : '';
    const state = MESSAGE_STATE_LABELS[message.state] ?? message.state;
    return `${dates.at(when)} — ${kind}${step} (${order}${state}${message.error_title ? `: ${message.error_title}` : ''})`;
  }
}
