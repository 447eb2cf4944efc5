import { editDistance } from './edit-distance.js';
import { findEndToEndId } from './end-to-end-id.js';

/** What a receipt says, whoever read it (the PDF text layer, OCR or a vision model). */
export interface ReceiptFields {
  /** Whether the document presents itself as a PIX receipt at all. */
  mentionsPix: boolean;
  /** A scheduled PIX ("agendado") is a promise, not a payment. */
  scheduled: boolean;
  /** Decimal with two places, e.g. "1234.56". */
  amount: string | null;
  /** Wall-clock time as printed, in the store's time zone: "2026-03-10T12:05:33", or a date "2026-03-10". */
  paidAt: string | null;
  recipientName: string | null;
  /** The PIX key shown for the recipient (e-mail, phone, random key, CPF/CNPJ), possibly masked. */
  recipientKey: string | null;
  /** The recipient's CPF or CNPJ, usually masked ("***.456.789-**"). */
  recipientDocument: string | null;
  /**
   * The recipient's section as read, heading to next heading, where the holder is looked for whatever the layout
   * (see namesWithDocuments); absent when a reader gives the fields only.
   */
  recipientLines?: string[];
  institution: string | null;
  /** E + 8-digit ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics, as read (see end-to-end-id.ts). */
  endToEndId: string | null;
}

export const NO_FIELDS: ReceiptFields = {
  mentionsPix: false,
  scheduled: false,
  amount: null,
  paidAt: null,
  recipientName: null,
  recipientKey: null,
  recipientDocument: null,
  institution: null,
  endToEndId: null,
};

/** Lower case, no accents, single spaces: the form labels are matched in. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
// Letters OCR reads for a month's letter in thin fonts ("nou" for "nov", "dcz" for "dez"), each for one it may be.
const MONTH_LOOKALIKES: Record<string, string> = { u: 'v', y: 'v', c: 'e', l: 'i', i: 'l' };

/** A month's number (1–12) from its name or abbreviation, one letter OCR read as a lookalike forgiven; 0 if none. */
export function monthNumber(text: string): number {
  const abbreviation = fold(text).replaceAll('0', 'o').slice(0, 3);
  const exact = MONTHS.indexOf(abbreviation);
  if (exact >= 0) return exact + 1;
  const near = MONTHS.flatMap((month, index) =>
    [...abbreviation].some(
      (letter, at) =>
        MONTH_LOOKALIKES[letter] === month[at] &&
        abbreviation.slice(0, at) + month[at] + abbreviation.slice(at + 1) === month,
    )
      ? [index + 1]
      : [],
  );
  return near.length === 1 ? near[0]! : 0;
}

// Labels as they appear on Brazilian bank receipts, matched on folded text at the start of a line.
// OCR may end a label with a stray bracket or bar ("CPF/CNPJ)").
const label = (pattern: string) => new RegExp(`^(${pattern})[)\\]|]?(?=[\\s:.]|$)`);
const LABEL = {
  amount: label('valor( (pago|total|da transferencia|do pix|do pagamento|enviado|transferido))?|total( pago)?|quantia'),
  date: label(
    'data e hora|data/hora|data da (transferencia|transacao|operacao)|data do pagamento|realizad[oa] em|efetuad[oa] em|feit[oa] em|pag[oa] em|enviad[oa] em|quando|data',
  ),
  time: label('hora|horario'),
  name: label(
    'nome( completo| do (recebedor|favorecido|destinatario))?( ?/ ?razao social)?|razao social( ?/ ?nome)?|titular|recebedor|favorecido|destinatario',
  ),
  // OCR often reads the J of CNPJ as a parenthesis, or drops it, and the slash of "CPF/CNPJ" as a stroke, an I or
  // nothing, its F as an E ("CPEICNPI").
  document: label('cp[fe] ?[/|il1]? ?cnp\\S?|cnp\\S? ?/ ?cpf|cpf|cnp\\S?|documento'),
  // A code reading drops the space ("ChavePix").
  key: label('chave( ?pix)?'),
  institution: label('instituicao( financeira)?'),
};
const LABELS = Object.values(LABEL);
const SECTION_LABELS = { name: LABEL.name, key: LABEL.key, document: LABEL.document, institution: LABEL.institution };
const RECIPIENT_HEADING =
  /^(dados de quem recebeu|quem (recebeu|vai receber|recebe)|pr[ao] quem|para quem|dados do (recebedor|favorecido|destinatario|beneficiario)|dados (d[aeo]|da conta de) destino|destino|destinatario|recebedor|favorecido|beneficiario|para|conta (de )?destino|pago para|enviado para|pix enviado para|transferido para)$/;
const PAYER_HEADING =
  /^(dados de quem pagou|quem (pagou|enviou|envia|paga)|de quem|dados do (pagador|remetente)|dados (d[aeo]|da conta de) origem|origem|pagador|remetente|de|conta (de )?origem|pago por|enviado por)$/;
// What follows the parties: the transaction's own data, where a bank's CNPJ may be printed too.
const OTHER_HEADING =
  /^(detalhes( da transacao| do pagamento| da transferencia)?|(dados da )?transacao|id (da|de) transacao|id\/transacao|(codigo|numero) (da|de) (transacao|operacao)( pix)?|numero de controle|identificador|autenticacao|codigo de autenticacao|informacoes adicionais|descricao|mensagem)$/;
// The same headings written with their value on the line ("Recebedor: Fulano", "De: Beltrano").
const RECIPIENT_WORDS = 'recebedor|favorecido|destinatario|beneficiario|pago para|enviado para|para';
const RECIPIENT_INLINE = new RegExp(`^(${RECIPIENT_WORDS})\\s*:\\s*(.+)$`);
const PAYER_INLINE = /^(pagador|remetente|origem|pago por|enviado por|de)\s*:\s*(.+)$/;
// A layout that prints each heading beside its party's name, with no colon ("Para Fulano LTDA", "Recebedor FULANO"):
// only a name may follow. Its payer's heading ("De Beltrano") ends the recipient's only in such a layout, where a
// line starting "de" is no wrapped name's end.
const NAME_AFTER_HEADING = String.raw`\s+(\p{L}[\p{L} .'&-]{2,})$`;
const RECIPIENT_BESIDE = new RegExp(`^(${RECIPIENT_WORDS})${NAME_AFTER_HEADING}`, 'u');
const PAYER_BESIDE = new RegExp(`^(pagador|remetente|pago por|enviado por|de)${NAME_AFTER_HEADING}`, 'u');
// Other values banks print under the recipient, which stand between a name and its document.
// "Banco" is a label only alone or before a colon: "Banco do Brasil" is a value.
const OTHER_FIELD = label(
  'agencia|conta( corrente| de pagamento| poupanca)?|tipo de conta|banco(?=:|$)|instituicao( financeira)?|chave( pix)?',
);

// Such a label alone on its line, or two joined ("Agência e conta", "Agência/Conta"), whose value is on the next:
// never a holder's name ("Conta Simples Ltda" is one).
const OTHER_LABEL_ALONE =
  /^(agencia|conta|tipo de conta|instituicao( financeira)?|chave( pix)?)(( e |\s?[/-]\s?)(agencia|conta|digito))?:?$/;

// An id OCR ran into its label, its E read in either case ("ID da transaçãe3187249520261123…"): E and 20 digits
// after a letter.
const ID_GLUED_TO_LABEL = /(?<=\p{L})[Ee](?=\d{20})/gu;

interface Line {
  raw: string;
  folded: string;
}

/** Reads the receipt fields out of plain text (a PDF's text layer or OCR output). */
export function fieldsFromText(text: string): ReceiptFields {
  const lines: Line[] = text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((raw) => ({ raw, folded: fold(raw) }));
  const folded = lines.map((line) => line.folded).join('\n');
  const recipient = recipientSection(lines);
  return {
    mentionsPix: /\bpix\b/.test(folded),
    scheduled: /\bagendad[oa]\b|\bagendamento\b/.test(folded),
    amount: findAmount(lines),
    paidAt: findPaidAt(lines),
    recipientName: recipient.name,
    recipientKey: recipient.key,
    recipientDocument: recipient.document,
    ...(recipient.lines.length > 0 ? { recipientLines: recipient.lines } : {}),
    institution: recipient.institution,
    endToEndId: findEndToEndId(text) ?? findEndToEndId(text.replace(ID_GLUED_TO_LABEL, ' E')),
  };
}

/**
 * "R$ 1.234,56" (or an OCR'd "RS 1.234,56", "R$1234.56", "R$.1234,56": a dollar sign's stroke read as a point, "r$ 441,49"
 * or "ns 842,26", "rs 297,00": a small sign's R read as lower case, or as an n; "R$ 1,423,00": a thousands point read as
 * a comma) as
 * "1234.56"; null when the text holds no amount.
 */
export function parseAmount(text: string, requireCurrency: boolean): string | null {
  const sign = '(?:[Rr]\\s?\\$\\.?|RS|(?<![A-Za-z])[nr]s|BRL)\\s?';
  const currency = requireCurrency ? sign : `(?:${sign})?`;
  const match = new RegExp(`(?<![\\d.,])${currency}(\\d{1,3}(?:[.,]\\d{3})+|\\d+)[,.]\\s?(\\d{2})(?![\\d])`).exec(text);
  if (!match) return null;
  const units = match[1]!.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  return `${units}.${match[2]}`;
}

/** The value that follows a label: on the same line after it, or alone on the next line. */
function labelledValue(lines: Line[], index: number, label: RegExp): { value: string; onNextLine: boolean } {
  const line = lines[index]!;
  const sameLine = afterLabel(line, label);
  if (sameLine) return { value: sameLine, onNextLine: false };
  const next = lines[index + 1];
  const usable = next && !isLabel(next.folded) && !isHeading(next.folded);
  return { value: usable ? next.raw : '', onNextLine: Boolean(usable) };
}

/** What a line holds after its label (and a colon or dash). */
function afterLabel(line: Line, label: RegExp): string {
  const labelLength = label.exec(line.folded)?.[0].length ?? 0;
  const rest = line.raw.slice(rawIndexOf(line.raw, labelLength));
  // Specks OCR reads after a label alone on its line ("Nome do favorecido. .") are no value.
  if (LABEL_SPECKS.test(rest)) return '';
  return rest.replace(/^\s*[:\-–]?\s*/, '').trim();
}

const LABEL_SPECKS = /^[\s.:,·'`-]*$/;

/** Folding keeps one character per character except collapsed spaces; maps a folded prefix length back to raw. */
function rawIndexOf(raw: string, foldedLength: number): number {
  let folded = 0;
  let at = 0;
  const clean = raw.replace(/\s+/g, ' ');
  while (at < clean.length && folded < foldedLength) {
    folded += fold(clean[at]!).length || (clean[at] === ' ' ? 1 : 0);
    at++;
  }
  return at;
}

const isLabel = (folded: string) => LABELS.some((label) => label.test(folded));
const DOCUMENT_LABEL_WORDS = ['cpf', 'cnpj', 'cpfcnpj', 'cnpjcpf', 'documento'];
const MAX_GARBLED_LABEL = 3;
/**
 * Whether a line between a name and its document may be the document's label OCR garbled: a few characters ("cp"),
 * or letters a slip in three off one ("CPFICNP)").
 */
export const mayBeDocumentLabel = (text: string) =>
  !/\d/.test(text) && (text.replace(/\s+/g, '').length <= MAX_GARBLED_LABEL || readsAsDocumentLabel(text));
const readsAsDocumentLabel = (text: string) => {
  const letters = fold(text).replace(/[^a-z]/g, '');
  return DOCUMENT_LABEL_WORDS.some((word) => editDistance(letters, word) <= Math.floor(word.length / 3));
};

/** Whether a line starts with a label banks print (a value's, or a field's under a recipient). */
export const isLabelLine = (text: string) => {
  const folded = fold(text);
  return isLabel(folded) || OTHER_FIELD.test(folded);
};
// Apps draw an icon (an arrow, a circle) before a section's heading, and the holder's initials in a circle before a
// labelled name, which OCR reads as a character or two, sometimes in brackets ("(2)", "(£)").
const LEADING_ICON = /^(?:\S{1,2}|[([{]\S{1,2}[)\]}])\s+/;

/** Which section a line heads, its icon aside, or null when it heads none. */
function headingOf(folded: string): 'recipient' | 'payer' | 'other' | null {
  const bare = folded.replace(/:$/, '').trim();
  for (const text of [bare, bare.replace(LEADING_ICON, '')]) {
    if (RECIPIENT_HEADING.test(text)) return 'recipient';
    if (PAYER_HEADING.test(text)) return 'payer';
    if (OTHER_HEADING.test(text)) return 'other';
  }
  return null;
}

const isHeading = (folded: string) => headingOf(folded) !== null;

function findAmount(lines: Line[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (!LABEL.amount.test(line.folded)) continue;
    if (/tarifa|saldo|limite/.test(line.folded)) continue;
    const amount = parseAmount(labelledValue(lines, index, LABEL.amount).value, false);
    if (amount && amount !== '0.00') return amount;
  }
  // Without a label, a single distinct amount in reais is the payment; several leave it unknown.
  const amounts = new Set(
    lines.map((line) => parseAmount(line.raw, true)).filter((amount): amount is string => amount !== null),
  );
  amounts.delete('0.00');
  return amounts.size === 1 ? [...amounts][0]! : null;
}

function findPaidAt(lines: Line[]): string | null {
  const labelled = lines.flatMap((line, index) =>
    LABEL.date.test(line.folded) ? [labelledValue(lines, index, LABEL.date).value] : [],
  );
  // A date whose time a narrow screen wrapped onto the next line ("23 de novembro de 2026, às" over "10:05:02")
  // is read with it.
  const withWrappedTime = lines.map((line, index) => {
    const next = lines[index + 1]?.raw ?? '';
    return WRAPPED_TIME.test(next) ? `${line.raw} ${next}` : line.raw;
  });
  const candidates = [...labelled, ...withWrappedTime];
  // A labelled date without its time ("Data 23/11/2026") takes the time printed beside the same date elsewhere.
  let dateOnly: string | null = null;
  for (const candidate of candidates) {
    const date = parseDate(candidate);
    if (!date || (dateOnly && date.iso !== dateOnly)) continue;
    const time = parseTime(candidate.slice(date.end)) ?? timeFromLabel(lines) ?? timeUnderDate(lines, date.iso);
    if (time) return `${date.iso}T${time}`;
    dateOnly ??= date.iso;
  }
  return dateOnly;
}

// Under a date alone on its line, its time's line with the label OCR garbled and the colons it lost ("Mars 140839").
const GARBLED_TIME_LINE = /^\p{L}\S{0,7}\s+([01]\d|2[0-3]):?([0-5]\d):?([0-5]\d)$/u;

function timeUnderDate(lines: Line[], iso: string): string | null {
  for (const [index, line] of lines.entries()) {
    const date = parseDate(line.raw);
    const next = lines[index + 1];
    const under = next && !isLabelLine(next.raw) ? GARBLED_TIME_LINE.exec(next.raw.trim()) : null;
    if (date?.iso === iso && under && !parseTime(line.raw.slice(date.end)))
      return `${under[1]}:${under[2]}:${under[3]}`;
  }
  return null;
}

// A line that holds a time and nothing else, maybe after the "às" or the dash that joins it to its date.
const WRAPPED_TIME = /^(?:[àa]s\s+|[-–·,]\s*)?\d{1,2}\s?[:h]\s?\d{2}(?:\s?:\s?\d{2})?$/i;

function timeFromLabel(lines: Line[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (LABEL.time.test(line.folded)) {
      const time = parseTime(labelledValue(lines, index, LABEL.time).value);
      if (time) return time;
    }
  }
  return null;
}

/**
 * "10/03/2026", "10/03/26", "10.03.2026", "10-03-2026", "10 MAR 2026", "10 de março de 2026" → "2026-03-10" and where
 * the date ends.
 */
function parseDate(text: string): { iso: string; end: number } | null {
  // A year runs into no other digits, but for a time a line read as a code ran into it ("23/11/202611:06:58").
  const slashed = /(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:(?!\d)|(?=\d{1,2}:\d{2}))/.exec(text);
  // Dots and dashes also separate the groups of amounts, documents and phones: a date written with them has its year
  // whole, and no group of digits runs on either side but a time (a code reading drops the spaces of " - ").
  const dotted = /(?<!\d[.,-]?)(\d{1,2})([.-])(\d{1,2})\2(\d{4})(?:(?![.,-]?\d)|(?=-?\d{1,2}:\d{2}))/.exec(text);
  // OCR may run the day into the month, or the month into the year, and read a month's "o" as a zero ("23nov 2026",
  // "23 n0v2026").
  const named =
    [...text.matchAll(/(?<!\d)(\d{1,2})(?:\s+de)?\s*([A-Za-zçÇ0]{3,9})\.?(?:\s+de)?\s*(\d{4})(?!\d)/g)].find(
      (match) => monthNumber(match[2]!) > 0,
    ) ?? null;
  const found = [slashed, dotted, named]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  const day = Number(found[1]);
  const [monthText, yearText] = found === dotted ? [found[3]!, found[4]!] : [found[2]!, found[3]!];
  const month = found === named ? monthNumber(monthText) : Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { iso, end: found.index + found[0].length };
}

// The letters OCR reads for the 0 and 1 of minutes after an "h" ("10ho8", "13hlImin").
const MINUTE_LOOKALIKES: Record<string, string> = { o: '0', O: '0', l: '1', I: '1', i: '1' };

/**
 * "12:05:33", "12:05", "12h05" → "12:05:33" / "12:05:00"; "12:0533", its second colon lost to OCR, and "12ho5",
 * "13hlImin", digits of minutes after an h read as letters, too.
 */
function parseTime(text: string): string | null {
  const match =
    /(?<!\d)([01]?\d|2[0-3])\s?(?::\s?([0-5]\d)|h\s?([0-5]\d|[0-5oOlIi][\doOlIi](?=min|[^\p{L}]|$)))(?:\s?:?\s?([0-5]\d))?(?!\d)/u.exec(
      text,
    );
  if (!match) return null;
  const minutes = (match[2] ?? match[3]!).replace(/[oOlIi]/g, (char) => MINUTE_LOOKALIKES[char]!);
  return `${match[1]!.padStart(2, '0')}:${minutes}:${match[4] ?? '00'}`;
}

/**
 * The lines between a recipient heading and the next heading, read for name, key, document and institution, and
 * kept for the holder to be looked for in (namesWithDocuments).
 */
interface RecipientSection {
  name: string | null;
  key: string | null;
  document: string | null;
  institution: string | null;
  lines: string[];
}

function recipientSection(lines: Line[]): RecipientSection {
  const found: RecipientSection = { name: null, key: null, document: null, institution: null, lines: [] };
  let inside = false;
  let headed = false;
  let headedBeside = false;
  // The last line a label's value took (the value under its label, and a wrapped key's end).
  let consumedUntil = -1;
  // Where the name was read: a document alone on a line just under it (or under its label there) is the name's.
  let nameAt = -1;
  const underName = (index: number) =>
    nameAt >= 0 && (index === nameAt + 1 || (index === nameAt + 2 && mayBeDocumentLabel(lines[nameAt + 1]!.raw)));
  // Under the payer's heading a recipient word beside a name is the payer's name label ("PAGO POR" over
  // "Recebedor FULANO"): only a heading of its own opens the recipient's section there.
  let underPayer = false;
  for (const [index, line] of lines.entries()) {
    const heading = headingOf(line.folded);
    if (heading) underPayer = heading === 'payer';
    const beside = heading || underPayer ? null : RECIPIENT_BESIDE.exec(line.folded);
    const inline = RECIPIENT_INLINE.exec(line.folded) ?? beside;
    if (heading === 'recipient') {
      inside = true;
      headed = true;
      continue;
    }
    if (heading || PAYER_INLINE.test(line.folded) || (headedBeside && PAYER_BESIDE.test(line.folded))) {
      if (inside && (found.name || found.key || found.document)) break;
      inside = false;
      continue;
    }
    if (inline) {
      inside = true;
      headed = true;
      headedBeside ||= beside !== null;
      const value = line.raw.slice(rawIndexOf(line.raw, line.folded.length - inline[2]!.length));
      found.lines.push(value.trim());
      found.name ??= cleanValue(value);
      continue;
    }
    if (!inside) continue;
    found.lines.push(line.raw);
    if (index <= consumedUntil) continue;
    const field = (Object.keys(SECTION_LABELS) as Array<keyof typeof SECTION_LABELS>).find((name) =>
      SECTION_LABELS[name].test(line.folded),
    );
    if (field) {
      const { value, onNextLine } = labelledValue(lines, index, SECTION_LABELS[field]);
      consumedUntil = onNextLine ? index + 1 : index;
      const end = field === 'key' ? wrappedEnd(lines, consumedUntil + 1, value) : null;
      if (end !== null) consumedUntil++;
      // A "documento" that is no CPF or CNPJ (the bank's own number) leaves room for the recipient's.
      if (field === 'document' && !hasDocumentShape(value)) continue;
      if (field === 'name' && !found.name && value) nameAt = consumedUntil;
      found[field] ??= cleanValue(value + (end ?? ''));
    } else if (
      !found.name &&
      !isLabel(line.folded) &&
      !OTHER_LABEL_ALONE.test(line.folded) &&
      /^[\p{L} .'&-]{3,}$/u.test(line.raw)
    ) {
      found.name = line.raw;
      nameAt = index;
    } else if (!found.key && isBareKey(line.raw)) {
      found.key = line.raw;
    } else if (!found.document && underName(index) && hasDocumentShape(line.raw)) {
      found.document = cleanValue(line.raw);
    }
  }
  const unheaded = headed ? null : (unheadedRecipientBlock(lines) ?? partyAfterAppsOwn(lines));
  return unheaded ? recipientSection([AS_RECIPIENT_HEADING, ...unheaded]) : found;
}

// An institution's line: its legal name, no figures (a footer's phone numbers are no party's bank).
const INSTITUTION_LINE = /\b(banco|pagamentos?|instituicao|s\.? ?a\.?|ltda)\b/;
// The app's name at the top of the page: a word or two of letters on one of its first lines.
const APP_NAME = /^\p{L}+( \p{L}+)?$/u;
const APP_NAME_LINES = 3;

/**
 * The recipient's block of a page that names neither party (the payer's name, document and bank, an arrow, then the
 * recipient's): the screenshot comes from the payer's app, so the party whose bank is the app named at the top of the
 * page is the payer, and the block after that bank's line is the recipient's. Null unless the page has no heading at
 * all, exactly one party's bank is the app's, a name and document stand above it, and the block after it names a
 * name, a document and a bank of its own.
 */
function partyAfterAppsOwn(lines: Line[]): Line[] | null {
  if (lines.some((line) => isHeading(line.folded) || PAYER_INLINE.test(line.folded))) return null;
  const appAt = lines.slice(0, APP_NAME_LINES).findIndex((line) => APP_NAME.test(line.folded));
  const app = lines[appAt]?.folded.split(' ').sort((a, b) => b.length - a.length)[0];
  if (!app || app.length < 3 || app === 'pix' || app === 'comprovante') return null;
  const isBank = (line: Line) => INSTITUTION_LINE.test(line.folded) && !/\d/.test(line.raw);
  const appsOwn = lines.flatMap((line, index) =>
    index > appAt && isBank(line) && new RegExp(`\\b${app}\\b`).test(line.folded) ? [index] : [],
  );
  if (appsOwn.length !== 1) return null;
  const at = appsOwn[0]!;
  // The payer's name and document right above its bank, however OCR garbled the document ("*** 2,11.499-**").
  const payer = lines.slice(Math.max(appAt + 1, at - PAYER_LINES), at).map((line) => line.raw);
  const payerShown = payer.some((raw) => NAME_WORDS.test(raw)) && payer.some((raw) => MAYBE_DOCUMENT.test(raw));
  const block = lines.slice(at + 1, at + 1 + UNHEADED_BLOCK_LINES);
  const recipientShown = namesWithDocuments(block.map((line) => line.raw)).some((party) => party.document !== null);
  return payerShown && recipientShown && block.some(isBank) ? block : null;
}

const PAYER_LINES = 2;
const MAYBE_DOCUMENT = /[*•]{2}|\d{3}[.,]\d{3}/;

const AS_RECIPIENT_HEADING: Line = { raw: 'Para', folded: 'para' };
// The most lines a recipient's block printed without a heading may take: a name, a document, a bank, a key, an account.
const UNHEADED_BLOCK_LINES = 6;

/**
 * The recipient's block of an app that heads only the payer's ("Pix enviado", the amount, the date, then the
 * recipient's name, document and bank with no heading, then "enviado por" and the payer's): told by its order, the
 * lines between the payment's amount or date and the payer's heading. Null unless the payer's heading is the page's
 * first heading and an amount or date stands right above those lines.
 */
function unheadedRecipientBlock(lines: Line[]): Line[] | null {
  const firstHeading = lines.findIndex((line) => headingOf(line.folded) !== null);
  if (firstHeading < 0 || headingOf(lines[firstHeading]!.folded) !== 'payer') return null;
  for (let start = firstHeading - 1; start >= Math.max(0, firstHeading - UNHEADED_BLOCK_LINES - 1); start--) {
    const line = lines[start]!;
    if (parseAmount(line.raw, true) || parseDate(line.raw))
      return start + 1 < firstHeading ? lines.slice(start + 1, firstHeading) : null;
    if (/\bpix\b/.test(line.folded) || PAYER_INLINE.test(line.folded)) return null;
  }
  return null;
}

// A key printed with no label under the holder: only a random key's, an e-mail's (its "@" maybe read as "&", "©", "®",
// "(" or a capital Q, with a space OCR put beside it) or a whole phone's (with its +55) shape says it is one.
// A phone's last group may have lost a digit to OCR ("+55 (51) 98441-092"): still a phone, never a document.
const WHOLE_PHONE = /^\+55\s?\(?\d{2}\)?\s?\d{4,5}[-\s]?\d{3,4}$/;
const BARE_KEY = /^[\p{L}\d]{7,9}-[\p{L}\d]{3,5}-[\p{L}\d]{3,5}-|^[\w.+-]+ ?[@&©®Q(] ?[\w-]+(\.[\w-]+)+$/u;
const isBareKey = (text: string) => BARE_KEY.test(text) || WHOLE_PHONE.test(text);

type EntryField = 'name' | 'document' | 'other';
const ENTRY_LABELS: Array<[EntryField, RegExp]> = [
  ['name', LABEL.name],
  ['document', LABEL.document],
  ...[...LABELS, OTHER_FIELD].map((label): [EntryField, RegExp] => ['other', label]),
];

/**
 * A line of the recipient's section: the field its label names (null without one), an icon before the label aside,
 * and the value on the line.
 */
function entryOf(raw: string): { field: EntryField | null; value: string } {
  for (const text of [raw, raw.replace(LEADING_ICON, '')]) {
    const line = { raw: text, folded: fold(text) };
    const labelled = ENTRY_LABELS.find(([, label]) => label.test(line.folded));
    if (labelled) return { field: labelled[0], value: afterLabel(line, labelled[1]) };
  }
  return { field: null, value: raw.trim() };
}

// A document printed after the name on its line ("FULANO LTDA 12.***.***/0001-**", "… · CNPJ 12.345…").
// The separator may be any symbol OCR made of a dot or dash ("·" read as "+"), and a mask star may read as "º" or a
// quote.
const DOCUMENT_TAIL =
  /\s+(?:[^\p{L}\d\s]{1,2}\s*)?(?:(?:cpf|cnp\S*)\s*:?\s*)?([0-9*•●·+º°'"‘’“”][0-9*•●·+º°'"‘’“”xX.,/ -]{9,}[0-9*•●·+º°'"‘’“”xX])$/iu;
/** A word as long as no mask or misread document holds. */
export const WORD_OF_A_NAME = /\p{L}{5}/u;
// At most this many lines under a name are looked at for its document, labels included.
const DOCUMENT_REACH = 5;

/**
 * Every value of the recipient's section that may be the holder's name (with a name label, or none), each with the
 * document printed nearest to it: on its line, or below it before any other value — a label alone on its line is
 * passed over, and so is the value of a key, account or institution label. A value with no label that is no document
 * (another name, a bank) ends the search: what stands past it is no longer this name's. Which name is the holder's
 * the rules decide.
 */
export function namesWithDocuments(lines: string[]): Array<{ name: string; document: string | null }> {
  const entries = lines.map(entryOf);
  const found: Array<{ name: string; document: string | null }> = [];
  for (const [at, entry] of entries.entries()) {
    if (entry.field === 'document' || entry.field === 'other' || !/\p{L}{3}/u.test(entry.value)) continue;
    if (at > 0 && wrapsName(entries, at - 1)) continue;
    if (wrapsName(entries, at)) {
      found.push({ name: `${entry.value} ${entries[at + 1]!.value}`, document: documentUnder(entries, at + 1) });
      continue;
    }
    const tail = DOCUMENT_TAIL.exec(entry.value);
    if (tail && hasDocumentShape(tail[1]!)) {
      found.push({ name: entry.value.slice(0, tail.index).trim(), document: tail[1]!.trim() });
      continue;
    }
    // A name with a document OCR garbled beside it is still a name: no document holds a word.
    if (hasDocumentShape(entry.value) && !WORD_OF_A_NAME.test(entry.value)) continue;
    found.push({ name: entry.value, document: documentUnder(entries, at) });
  }
  return found;
}

/**
 * Whether a name, labelled or not, runs on to the line under it ("NOME: JAQUELINE SOARES" over "MACHADO",
 * "AGROPECUARIA GRAUNA DO" over "CERRADO LTDA"): a line of words alone, with no label, that a document follows.
 */
function wrapsName(entries: Array<ReturnType<typeof entryOf>>, at: number): boolean {
  const [name, rest, after] = [entries[at], entries[at + 1], entries[at + 2]];
  if (name?.field === 'document' || name?.field === 'other' || !name?.value) return false;
  if (rest?.field !== null || !NAME_WORDS.test(rest.value) || readsAsDocumentLabel(rest.value)) return false;
  return after?.field === 'document' || (after?.field === null && hasDocumentShape(after.value));
}

// The rest of a name a narrow screen wrapped: words of letters only.
export const NAME_WORDS = /^\p{L}[\p{L}' ]*$/u;

function documentUnder(entries: Array<ReturnType<typeof entryOf>>, at: number): string | null {
  for (let next = at + 1; next < entries.length && next <= at + DOCUMENT_REACH; next++) {
    const { field, value } = entries[next]!;
    if (field === 'document') {
      const shown = value || entries[next + 1]?.value || '';
      if (hasDocumentShape(shown)) return shown;
      if (!value) next++;
      continue;
    }
    if (field === 'other') {
      // A label alone on its line: the line under it is its value.
      if (!value) next++;
      continue;
    }
    if (field === 'name') return null;
    // The document's label above it, garbled past recognition ("cp").
    if (field === null && next === at + 1 && mayBeDocumentLabel(value)) continue;
    return hasDocumentShape(value) ? value.replace(MISREAD_LABEL, '') : null;
  }
  return null;
}

// A document label OCR misread into a short word ("CPF" as "crr", "CRE") before the document: no part of it.
const MISREAD_LABEL = /^\p{L}{2,4}[):]?\s+(?=[\d*•●·+])/u;

// The characters of a key: an e-mail, a random key, a phone or a document, masked or not.
const KEY_PIECE = /^[\p{L}\d.@_+\-()*]+$/u;

/**
 * The end of a key a narrow screen wrapped onto the next line (".com.br" or a lone "r" under the rest of an
 * e-mail): one piece of key characters, standing alone between the key and the next label or heading.
 */
function wrappedEnd(lines: Line[], at: number, key: string): string | null {
  const piece = lines[at];
  const after = lines[at + 1];
  if (!piece || !key || !KEY_PIECE.test(piece.raw)) return null;
  if (isLabel(piece.folded) || isHeading(piece.folded)) return null;
  return !after || isLabel(after.folded) || isHeading(after.folded) ? piece.raw : null;
}

// The longest end of a key a narrow screen wraps onto a line of its own.
const MAX_WRAPPED_END = 16;

/** Whether an OCR line may be the end of a key wrapped onto it, however misread: one short piece, no label or heading. */
export function mayEndWrappedKey(text: string): boolean {
  const raw = text.trim();
  const folded = fold(raw);
  return /^\S+$/.test(raw) && raw.length <= MAX_WRAPPED_END && !isLabel(folded) && !isHeading(folded);
}

function cleanValue(value: string): string | null {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean || null;
}

// What banks hide a document's digits with, and what OCR reads those for.
const DOCUMENT_MASK = /[*•●·Xx+]/;
// Below this many digits a masked reading is no document (CPF masks leave six, CNPJ masks at least six).
const MIN_DOCUMENT_DIGITS = 6;
const DOCUMENT_PUNCTUATION = /\d{3}[.,]\d{3}[.,-]|\d\/\d{4}/;
const SPACED_GROUPS = /(?<!\d)\d{3} \d{3} ?[ -]\d/;

/**
 * Whether a value has a CPF's or CNPJ's shape, whole or masked: 11 or 14 characters once spaces and punctuation
 * go, or at least six digits with a mask or a document's punctuation. A bare number of another length (a bank's
 * document number, an authentication code) is none.
 */
export function hasDocumentShape(value: string): boolean {
  const compact = value.replace(/\s+/g, '');
  if (compact.includes('@') || WHOLE_PHONE.test(value.trim())) return false;
  const bare = compact.replace(/[.,\-/]/g, '');
  const whole = /^[\d*•●·Xx+]{11}$/.test(bare) || /^[\dA-Z*•●·Xx+]{12}[\d*•●·Xx+]{2}$/.test(bare);
  if (whole) return /\d/.test(bare);
  if ((compact.match(/\d/g)?.length ?? 0) < MIN_DOCUMENT_DIGITS) return false;
  // Masks OCR dropped or read as letters still leave a document's punctuation: "456.789-", "45/0001"; dots OCR read as
  // spaces leave the groups apart ("000 472 956-º").
  return DOCUMENT_MASK.test(compact) || DOCUMENT_PUNCTUATION.test(compact) || SPACED_GROUPS.test(value);
}
