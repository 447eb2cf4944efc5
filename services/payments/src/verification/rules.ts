import { getPixKeyInfo, type PixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { instantOf, wallClock } from '@ritual/contracts/store-time';
import type { CheckOutcome, VerificationReview, VerificationStatus } from '../domain/verifier.js';
import { editDistance } from './edit-distance.js';
import { endToEndInstant } from './end-to-end-id.js';
import { fold, hasDocumentShape, namesWithDocuments, type ReceiptFields } from './receipt-fields.js';

export type CheckName = 'receipt' | 'recipient' | 'amount' | 'paid_after_order' | 'transaction_id';
export type Outcome = CheckOutcome;
export interface CheckResult {
  outcome: Outcome;
  /** What the reading showed for this check, for the reviewer. */
  value?: string | null;
  /** pt-BR reason, given when the check fails. */
  reason?: string;
  /** A failure for want of evidence (nothing PIX-like was read), which another reading may make up for. */
  forWantOfEvidence?: boolean;
  /**
   * The recipient in doubt only for its holder's name, read a letter or two off the holder's beside a document that
   * agrees: an OCR slip or another person's name, which the name's line read again may tell apart.
   */
  holderNameInDoubt?: boolean;
}
export type Checks = Record<CheckName, CheckResult>;

export interface ReceiptContext {
  orderPrice: string;
  orderCreatedAt: Date;
  pixKey: string;
  siteName: string;
  /** The account holder as the PIX config names it ('' when not configured). */
  recipientName: string;
  /** The holder's CPF or CNPJ, letters and digits only ('' when not configured). */
  recipientDocument: string;
  timeZone: string;
  now: Date;
}

/** In the order a rejection names them: the first failed check is the reason. */
const CHECK_ORDER: CheckName[] = ['receipt', 'recipient', 'amount', 'paid_after_order', 'transaction_id'];
const CHECK_LABEL: Record<CheckName, string> = {
  receipt: 'tipo de documento',
  recipient: 'recebedor',
  amount: 'valor',
  paid_after_order: 'data e hora',
  transaction_id: 'ID da transação',
};

export const APPROVED_REASON = 'Pagamento aprovado automaticamente.';
export const PENDING_REVIEW_REASON = 'Comprovante recebido. Aguardando verificação manual do pagamento.';
export const NOT_A_RECEIPT = 'Não parece um comprovante PIX: envie o comprovante do pagamento (PDF ou imagem nítida).';
export const SCHEDULED_RECEIPT =
  'Não parece um comprovante PIX concluído: é um agendamento, e o pagamento ainda não foi feito.';
export const RECIPIENT_DIFFERS = 'Recebedor diferente: o pagamento não foi feito para a chave PIX desta loja.';
export const ALREADY_USED = 'Comprovante já utilizado em outro pedido.';

// A payment cannot precede its order (the charge did not exist yet): a receipt timed earlier than the bank's and the
// store's clocks can differ, once the seconds a time printed to the minute leaves out are allowed, is no approval.
const CLOCK_SKEW_MS = 60_000;
// Further back than this, it is no clock's error: the receipt is another payment's.
const TIME_TOLERANCE_MS = 10 * 60_000;
// The id is stamped when the payment starts; the receipt shows when it settled.
const ID_TIME_TOLERANCE_MS = 15 * 60_000;
// Below this many visible characters a masked document says too little to match.
const MIN_VISIBLE_DOCUMENT = 6;
const MIN_VISIBLE_PHONE = 4;
const MIN_NAME_PREFIX = 8;
// A holder's name cut by the bank is the holder's only when this much of it is printed.
const MIN_CUT_NAME = 20;
// At most this many characters of a label OCR ran into a holder's name are left out.
const MAX_GLUED_LABEL = 5;

const pass: CheckResult = { outcome: 'pass' };
const unknown: CheckResult = { outcome: 'unknown' };
const holderNameInDoubt: CheckResult = { outcome: 'unknown', holderNameInDoubt: true };
const fail = (reason: string): CheckResult => ({ outcome: 'fail', reason });
// E-mail keys of at least this many characters may differ from the store's by one OCR slip and still match.
const EMAIL_SLIP_MIN_LENGTH = 12;
// A holder name read at most one character in this many off the configured one is near it (an OCR slip, or another
// person's name), never the holder's by itself.
const NAME_CHARS_PER_SLIP = 8;

const brl = (amount: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(amount)).replace(/\s/g, ' ');
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Each rule of the receipt check on one reading of the receipt. */
export function evaluate(fields: ReceiptFields, context: ReceiptContext): Checks {
  const recipient = [fields.recipientName, fields.recipientKey, fields.recipientDocument].filter(Boolean).join(' · ');
  return {
    receipt: receiptCheck(fields),
    recipient: { ...recipientCheck(fields, context), value: recipient || null },
    amount: { ...amountCheck(fields, context), value: fields.amount },
    paid_after_order: { ...timeCheck(fields, context), value: fields.paidAt },
    transaction_id: { ...transactionIdCheck(fields, context), value: fields.endToEndId },
  };
}

/** The checks a reviewer compares with the order, each with its outcome and the value read. */
export function review(checks: Checks): VerificationReview {
  const reviewed = ({ outcome, value }: CheckResult) => ({ outcome, value: value ?? null });
  return {
    amount: reviewed(checks.amount),
    recipient: reviewed(checks.recipient),
    paid_at: reviewed(checks.paid_after_order),
    end_to_end_id: reviewed(checks.transaction_id),
  };
}

/**
 * Two readings of the same file: agreement or one-sided knowledge counts, a contradiction is doubt. Finding
 * nothing is no contradiction: a reading that saw a receipt where the other saw no text at all stands.
 */
export function combine(first: Checks, second: Checks): Checks {
  const merged = {} as Checks;
  for (const name of CHECK_ORDER) {
    const [a, b] = [first[name], second[name]];
    const value = a.value ?? b.value;
    if (a.outcome === b.outcome || b.outcome === 'unknown' || b.forWantOfEvidence) merged[name] = { ...a, value };
    else if (a.outcome === 'unknown' || a.forWantOfEvidence) merged[name] = { ...b, value: b.value ?? a.value };
    else merged[name] = { ...unknown, value };
  }
  return merged;
}

/** Approved only when every check passed; rejected on the first clear failure; otherwise the operator decides. */
export function decide(checks: Checks): { status: VerificationStatus; reason: string } {
  const failed = CHECK_ORDER.find((name) => checks[name].outcome === 'fail');
  if (failed) return { status: 'rejected', reason: checks[failed].reason! };
  const doubtful = CHECK_ORDER.filter((name) => checks[name].outcome !== 'pass');
  if (doubtful.length === 0) return { status: 'approved', reason: APPROVED_REASON };
  const unread = doubtful.map((name) => CHECK_LABEL[name]).join(', ');
  return { status: 'pending_review', reason: `${PENDING_REVIEW_REASON} Não foi possível confirmar: ${unread}.` };
}

function receiptCheck(fields: ReceiptFields): CheckResult {
  if (fields.scheduled) return fail(SCHEDULED_RECEIPT);
  // Only PIX transfers carry an end-to-end id, so it is evidence on its own.
  if (!fields.mentionsPix && !fields.endToEndId) return { ...fail(NOT_A_RECEIPT), forWantOfEvidence: true };
  return fields.amount || fields.endToEndId ? pass : unknown;
}

function amountCheck(fields: ReceiptFields, context: ReceiptContext): CheckResult {
  if (!fields.amount) return unknown;
  if (cents(fields.amount) === cents(context.orderPrice)) return pass;
  return fail(
    `Valor diferente do pedido: o comprovante mostra ${brl(fields.amount)} e o pedido é de ${brl(context.orderPrice)}.`,
  );
}

function timeCheck(fields: ReceiptFields, context: ReceiptContext): CheckResult {
  const created = context.orderCreatedAt.getTime();
  const earliest = created - TIME_TOLERANCE_MS;
  const idInstant = fields.endToEndId ? endToEndInstant(fields.endToEndId) : null;
  // The id holds whole minutes: it is early only when even the end of its minute is.
  const idLatest = idInstant ? idInstant.getTime() + 60_000 : null;
  if (idLatest !== null && idLatest <= earliest) return paidBeforeOrder(wallClock(idInstant!, context.timeZone));
  if (!fields.paidAt) return unknown;
  // A printed date before the order beside an id stamped after it is a misread ("23/11" read "23/01") or an edit that
  // gains nothing: doubt, never a rejection the client did not earn.
  const early = (printed: string) => (idInstant ? unknown : paidBeforeOrder(printed));
  if (!fields.paidAt.includes('T')) {
    const orderDay = wallClock(context.orderCreatedAt, context.timeZone).slice(0, 10);
    if (fields.paidAt < orderDay) return early(fields.paidAt);
    return fields.paidAt > orderDay ? pass : unknown;
  }
  const paid = instantOf(fields.paidAt, context.timeZone).getTime();
  if (paid < earliest) return early(fields.paidAt);
  const paidLatest = paid + (SECONDS_SHOWN.test(fields.paidAt) ? 0 : 60_000);
  if (Math.min(paidLatest, idLatest ?? paidLatest) < created - CLOCK_SKEW_MS) return unknown;
  return paid > context.now.getTime() + TIME_TOLERANCE_MS ? unknown : pass;
}

const SECONDS_SHOWN = /T\d{2}:\d{2}:\d{2}/;

function paidBeforeOrder(local: string): CheckResult {
  const [date, time] = local.split('T');
  const [year, month, day] = date!.split('-');
  const when = `${day}/${month}/${year}${time ? ` às ${time.slice(0, 5)}` : ''}`;
  return fail(`Pagamento anterior ao pedido: o comprovante é de ${when}, antes de o pedido ser feito.`);
}

function transactionIdCheck(fields: ReceiptFields, context: ReceiptContext): CheckResult {
  return endToEndIdAgrees(fields, context.timeZone) ? pass : unknown;
}

/**
 * Whether the receipt holds an end-to-end id stamped when the receipt says the payment was made. An id stamped at
 * another time is a sign of an edited receipt, or of a misread.
 */
export function endToEndIdAgrees(fields: ReceiptFields, timeZone: string): boolean {
  const idInstant = fields.endToEndId ? endToEndInstant(fields.endToEndId) : null;
  if (!idInstant) return false;
  if (!fields.paidAt?.includes('T')) return true;
  const paid = instantOf(fields.paidAt, timeZone).getTime();
  return Math.abs(paid - idInstant.getTime()) <= ID_TIME_TOLERANCE_MS;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether the id was stamped at the time of day the receipt shows, whatever its date: OCR that drops a digit of the
 * date ("23/1/2026") leaves its time, and the id read this way lets the date be read again against it.
 */
export function endToEndIdAgreesOnTime(fields: ReceiptFields, timeZone: string): boolean {
  const idInstant = fields.endToEndId ? endToEndInstant(fields.endToEndId) : null;
  if (!idInstant || !fields.paidAt?.includes('T')) return false;
  const apart = Math.abs(instantOf(fields.paidAt, timeZone).getTime() - idInstant.getTime()) % DAY_MS;
  return Math.min(apart, DAY_MS - apart) <= ID_TIME_TOLERANCE_MS;
}

/**
 * The store was paid when the receipt shows its PIX key, or the account holder's name together with a document
 * that agrees with the holder's on every visible character. A different key or document clearly shown is another
 * recipient, unless the name is the store's (then an OCR slip is as likely, and the operator decides). A name
 * alone proves nothing: anyone can name an account after a store.
 */
function recipientCheck(fields: ReceiptFields, context: ReceiptContext): CheckResult {
  const key = getPixKeyInfo(context.pixKey);
  // The recipient's document is compared with the key only when the key is a document too.
  const keyIsDocument = key?.type === 'cpf' || key?.type === 'cnpj';
  const shown = [fields.recipientKey, keyIsDocument ? fields.recipientDocument : null].filter(
    (value): value is string => Boolean(value),
  );
  // A CPF or CNPJ key shown masked ("12.***.***/0001-**") is shared by every account with those visible digits: like
  // the holder's document, it confirms the store only beside the holder's name. Whole, it names one account.
  // Whole, it counts only when its every digit is the key's but for one OCR slip: zeros where the key has other digits
  // are a mask OCR read as zeros (then it confirms no more than a masked key) or another account's check digits.
  const keyMatch = (value: string): Match => {
    const match = matchKey(key!, value);
    if (!keyIsDocument || match === 'fail') return match;
    const whole = isWholeDocument(value, key!.value);
    return whole && hammingDistance(compactDocument(value), key!.value.toUpperCase()) <= 1 ? match : 'unknown';
  };
  const byKey = key ? strongest([...shown.map(keyMatch), emailKeyInSection(key, fields)]) : 'unknown';
  // Only what has a CPF's or CNPJ's shape is a document: a bank's own document number or an authentication
  // code beside the recipient never decides it.
  const documents = [
    fields.recipientDocument && hasDocumentShape(fields.recipientDocument) ? fields.recipientDocument : null,
    fields.recipientKey && looksLikeDocument(fields.recipientKey) ? fields.recipientKey : null,
  ].filter((value): value is string => Boolean(value));
  const byDocument = context.recipientDocument
    ? settled(strongest(documents.map((value) => compareDocument(context.recipientDocument.toUpperCase(), value))))
    : 'unknown';
  const byHolderName = compareHolderName(fields.recipientName, context.recipientName);
  const { outcome: holder, nameNear } = holderInSection(fields.recipientLines ?? [], context);
  const nameMatches =
    byHolderName === 'pass' ||
    byHolderName === 'near' ||
    holder !== 'unknown' ||
    nameNear ||
    compareName(fields.recipientName, context.siteName) === 'pass';
  if (byKey === 'pass') return byDocument === 'fail' || holder === 'fail' ? unknown : pass;
  // A key one or two characters off, as OCR slips, with the store's name beside it.
  if (byKey === 'near' && nameMatches) return byDocument === 'fail' || holder === 'fail' ? unknown : pass;
  if (byKey !== 'fail' && byDocument === 'pass' && byHolderName === 'pass' && holder !== 'fail') return pass;
  if (byKey !== 'fail' && byDocument !== 'fail' && holder === 'pass') return pass;
  // The store's document beside a name a letter or two off the holder's: read right, a person tells them apart.
  if (byKey !== 'fail' && byDocument === 'pass' && byHolderName === 'near' && holder !== 'fail')
    return holderNameInDoubt;
  if (byKey !== 'fail' && byDocument !== 'fail' && nameNear) return holderNameInDoubt;
  if (byKey === 'fail' || byDocument === 'fail') {
    return nameMatches || byDocument === 'pass' ? unknown : fail(RECIPIENT_DIFFERS);
  }
  return unknown;
}

/**
 * The store's e-mail key printed with no label, its "@" read as a letter no reader takes for one
 * ("calcedonia.fiandeiraWpalhaevime.com.br"): no key's shape to the reader, but a line of the recipient's section that
 * is the whole key but for that one character is it. Only ever a pass: a line that is not the key names no other key.
 */
function emailKeyInSection(key: PixKeyInfo, fields: ReceiptFields): Match {
  if (key.type !== 'email' || fields.recipientKey || key.value.length < EMAIL_SLIP_MIN_LENGTH) return 'unknown';
  const folded = foldEmail(key.value.toLowerCase());
  const isKeyButItsAt = (line: string) => {
    const compact = line.replace(/\s+/g, '').toLowerCase();
    return !compact.includes('@') && editDistance(foldEmail(compact), folded) === 1;
  };
  return (fields.recipientLines ?? []).some(isKeyButItsAt) ? 'pass' : 'unknown';
}

// Apps draw the holder's initials in a circle before the name, which OCR reads as a word of one or two characters
// ("JC Jara Conceição" as "ig Jara Conceicao"); a name's first word is longer.
const AVATAR_INITIALS = /^\S{1,2}\s+(?=\S+\s+\S)/;

/**
 * The holder looked for in the recipient's section whatever its layout: 'pass' when the section's first name with a
 * document is the holder's and that document agrees with the holder's on every visible character, 'fail' when it is
 * the holder's name beside another document, 'unknown' otherwise. Only the recipient's section is searched: the
 * payer's own name and document, under their own heading, never are.
 */
function holderInSection(lines: string[], context: ReceiptContext): { outcome: Outcome; nameNear: boolean } {
  const unsure = { outcome: 'unknown' as const, nameNear: false };
  if (!context.recipientName || !context.recipientDocument) return unsure;
  const nameMatch = (name: string) =>
    strongest([
      compareHolderName(name, context.recipientName),
      compareHolderName(name.replace(AVATAR_INITIALS, ''), context.recipientName),
    ]);
  // The section's first name is its holder, confirmed only by a document of its own: a name further down is another
  // party's, under a heading OCR could not read (the payer's block run into the recipient's), even when the first
  // name's document was misread past recognition.
  const holder = namesWithDocuments(lines)[0];
  if (!holder?.document) return unsure;
  const key = context.recipientDocument.toUpperCase();
  // A whole document, every character the holder's, names one holder: the name beside it need only begin as the
  // holder's, however short the app cut it ("CARDUME VELOZ COME").
  if (compactDocument(holder.document) === key && cutShortOf(holder.name, context.recipientName))
    return { outcome: 'pass', nameNear: false };
  const name = nameMatch(holder.name);
  if (name !== 'pass' && name !== 'near') return unsure;
  const document = settled(compareDocument(key, holder.document));
  if (name === 'near') return { outcome: document === 'fail' ? 'fail' : 'unknown', nameNear: document === 'pass' };
  return { outcome: document, nameNear: false };
}

const compactDocument = (shown: string) => shown.toUpperCase().replace(/[.,\-/\s]/g, '');

// Beside a whole document, a name cut this short still names its first words.
const MIN_CUT_BESIDE_WHOLE_DOCUMENT = 12;

/** The holder's name cut by the app to fewer letters than MIN_CUT_NAME, but at least two words' worth. */
function cutShortOf(shown: string, holder: string): boolean {
  const cut = letterName(shown.replace(/[.…]+\s*$/, ''));
  return cut.length >= MIN_CUT_BESIDE_WHOLE_DOCUMENT && cut.includes(' ') && letterName(holder).startsWith(cut);
}

/** Every character of the document shows: no mask, as many digits (and letters, for a CNPJ that has them) as the key. */
function isWholeDocument(shown: string, key: string): boolean {
  const compact = compactDocument(shown);
  return compact.length === key.length && (/^\d+$/.test(key) ? /^\d+$/ : /^[0-9A-Z]+$/).test(compact);
}

// OCR reads a document's dot before a digit as a colon, semicolon or comma ("•••.424.761-••" as "www 424:761-wk",
// "***.216.734-**" as "*4%,216.734-xx").
const MISREAD_DOT = /[:;,](?=\d)/g;
const withDocumentDots = (text: string) => text.replace(MISREAD_DOT, '.');

/**
 * A CPF or CNPJ as banks print it, whole or masked, rather than an e-mail, phone or random key; a dot OCR dropped
 * or read as a colon leaves its groups in place ("www 424:761-wk"), and a run of mask glyphs read as one ("X.459.375-X",
 * small bullets redrawn as one X) stands for its group.
 */
function looksLikeDocument(value: string): boolean {
  const compact = withDocumentDots(value).replace(/\s+/g, '');
  if (compact.includes('@') || /[0-9a-f]{8}-[0-9a-f]{4}/i.test(compact)) return false;
  return /^[0-9A-Z]{11}$|^[0-9A-Z]{14}$/i.test(compact) || /^\S{1,3}\.?\S{3}\.?\S{3}(\/\S{4})?-\S{1,2}$/.test(compact);
}

/** An outcome, or a near miss: one or two characters off, as OCR slips. */
type Match = Outcome | 'near';

function strongest(outcomes: Match[]): Match {
  return (['pass', 'near', 'fail'] as const).find((outcome) => outcomes.includes(outcome)) ?? 'unknown';
}

const settled = (match: Match): Outcome => (match === 'near' ? 'unknown' : match);

// What banks mask e-mails and phones with (documents: any character that is no digit or letter).
const MASK = /[*•●·]/;

/**
 * Whether what the receipt shows for the recipient is the store's key, compared on what is visible. A near miss
 * (one or two characters off, as OCR slips) is doubt, never a match: only the recipient's name can settle it.
 */
export function compareKey(key: PixKeyInfo, shown: string): Outcome {
  return settled(matchKey(key, shown));
}

function matchKey(key: PixKeyInfo, shown: string): Match {
  const value = shown.replace(/\s+/g, '');
  switch (key.type) {
    case 'email':
      return compareEmail(key.value.toLowerCase(), value.toLowerCase());
    case 'evp':
      return compareRandomKey(key.value.toLowerCase(), value);
    case 'phone':
      return comparePhone(key.value, value);
    case 'cpf':
    case 'cnpj':
      // A space may stand where OCR lost a separator ("00 063.182-00", its bullets read as zeros): kept, it places
      // the groups.
      return compareDocument(key.value, shown.trim());
  }
}

// What OCR reads for the hex digits of a random key: 0 as o or O, 1 as l or i, b as "lh", 5 as s…
const HEX_LOOKALIKES: Array<[RegExp, string]> = [
  [/lh|Ih/g, 'b'],
  [/[oOQD]/g, '0'],
  [/[lIij|]/g, '1'],
  [/[sS]/g, '5'],
  [/[gq]/g, '9'],
  [/[zZ]/g, '2'],
];
// A random key is 32 random hex digits: another one differs in about 30 places, so a few slips are still this one.
const RANDOM_KEY_SLIPS = 3;
const CUT_MARK = /(\.{2,}|…)$/;
// A random key cut short still names one account when this many of its characters (dashes included) show.
const MIN_CUT_RANDOM_KEY = 13;

/** A random key (UUID) read with OCR's usual slips, compared with room for a few. */
function compareRandomKey(key: string, read: string): Match {
  if (!/[0-9a-z]{6,}-[0-9a-z]{3,}-/i.test(read)) return 'unknown';
  // Apps that lack the room print the key's start and "..." (or "…").
  const cut = CUT_MARK.exec(read);
  const visible = cut ? read.slice(0, cut.index) : read;
  const folded = HEX_LOOKALIKES.reduce((value, [pattern, hex]) => value.replace(pattern, hex), visible).toLowerCase();
  if (cut) {
    if (folded.length < MIN_CUT_RANDOM_KEY) return 'unknown';
    const distance = editDistance(folded, key.slice(0, folded.length));
    return distance <= 1 ? 'pass' : distance <= 2 ? 'near' : clearlyOther(distance, folded);
  }
  const distance = editDistance(folded, key);
  if (distance <= RANDOM_KEY_SLIPS) return 'pass';
  return distance <= 2 * RANDOM_KEY_SLIPS ? 'near' : clearlyOther(distance, key);
}

// Another key differs from the store's in most places; a reading this close is the store's key garbled by OCR,
// which proves nothing either way.
const GARBLED_SHARE = 0.4;
const clearlyOther = (distance: number, key: string): Match =>
  distance > key.length * GARBLED_SHARE ? 'fail' : 'unknown';

const byDistance = (distance: number, nearMiss: number): Match =>
  distance === 0 ? 'pass' : distance <= nearMiss ? 'near' : 'fail';

// What OCR reads for the "@" of an e-mail.
const AT_LOOKALIKES = /[&©®oqegG0(]/;

// Characters OCR reads for one another in an e-mail (already lower case): two keys that differ only in these are
// the same key as far as a screenshot can tell.
const EMAIL_LOOKALIKES: Array<[RegExp, string]> = [
  [/0/g, 'o'],
  [/[1i|!]/g, 'l'],
  [/5/g, 's'],
  [/2/g, 'z'],
];
const foldEmail = (email: string) =>
  EMAIL_LOOKALIKES.reduce((value, [pattern, to]) => value.replace(pattern, to), email);

/**
 * "loja@exemplo.com.br" or a masked "lo***@exemplo.com.br", with at least four visible characters. OCR's reading
 * of the "@" as "O", "&", "©" or "Q" is undone, letters and digits it confuses (o/0, l/1/i, s/5, z/2) count as
 * the same, and a long key may differ by one more slip elsewhere. A reading that close to the whole key is the
 * key even when one of the slips looks like a mask.
 */
function compareEmail(key: string, read: string): Match {
  if (looksLikeDocument(read)) return 'unknown';
  const shown = read.includes('@') ? read : withAtRestored(read, key);
  if (!shown) return 'unknown';
  const masked = MASK.test(shown) ? compareMaskedEmail(key, shown) : null;
  if (masked === 'pass') return 'pass';
  const slips = key.length >= EMAIL_SLIP_MIN_LENGTH ? 1 : 0;
  const distance = editDistance(foldEmail(shown), foldEmail(key));
  if (distance <= slips) return 'pass';
  if (distance <= slips + 2) return 'near';
  if (masked) return masked;
  // Another mailbox or another domain is another key; the store's own, garbled, proves nothing.
  const [local = '', domain = ''] = splitEmail(shown);
  const [keyLocal = '', keyDomain = ''] = splitEmail(key);
  const other = clearlyOther(editDistance(local, keyLocal), keyLocal) === 'fail';
  return other || clearlyOther(editDistance(domain, keyDomain), keyDomain) === 'fail' ? 'fail' : 'unknown';
}

// In a monospaced font OCR reads some of a mask's stars as x ("fixx**@" for "fi****@"): an x touching the stars is
// taken as one of them, leaving fewer characters visible.
const EMAIL_MASK_RUN = new RegExp(`[xX]*${MASK.source}[xX${MASK.source.slice(1, -1)}]*`);

function compareMaskedEmail(key: string, shown: string): Outcome {
  const parts = shown.split(EMAIL_MASK_RUN);
  if (parts.join('').length < 4) return 'unknown';
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
  return new RegExp(`^${pattern}$`).test(key) ? 'pass' : 'fail';
}

const splitEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
};

/** The reading with the lookalike OCR put for the "@" turned back into one: the choice closest to the key. */
function withAtRestored(read: string, key: string): string | null {
  const candidates = [...read].flatMap((char, at) =>
    AT_LOOKALIKES.test(char) && at > 0 && read.slice(at + 1).includes('.')
      ? [`${read.slice(0, at)}@${read.slice(at + 1)}`]
      : [],
  );
  if (candidates.length === 0) return null;
  return candidates.sort((a, b) => editDistance(a, key) - editDistance(b, key))[0]!;
}

function comparePhone(key: string, shown: string): Match {
  if (shown.includes('@') || /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(shown)) return 'unknown';
  const keyDigits = key.replace(/\D/g, '');
  const digits = shown.replace(/\D/g, '');
  if (digits.length >= 10 && digits.length <= 13 && !MASK.test(shown)) {
    const withCountry = digits.length <= 11 ? `55${digits}` : digits;
    return byDistance(editDistance(withCountry, keyDigits), 1);
  }
  const lastVisible = /(\d+)\D*$/.exec(shown)?.[1] ?? '';
  if (lastVisible.length < MIN_VISIBLE_PHONE) return 'unknown';
  return keyDigits.endsWith(lastVisible) ? 'pass' : 'fail';
}

// A group of a document holds two digits at least: two lone digits side by side are one group OCR read a space into
// ("9 6.***.***/0001-**").
const SPLIT_GROUP = /(?<![\p{L}\d])(\d) (?=\d(?![\p{L}\d]))/gu;

// A font's short raised slash, redrawn as X with the stars around it ("87.XXX.XXXX0001-XX"): a fourth mask character
// of the third group, right before the branch, is the slash. No digit is moved.
const SLASH_READ_AS_MASK = /(?<=[.,\s][X*•●·+]{3})[X*•●·+](?=[0-9A-Z]{4}\s?-)/;

/** CPF or CNPJ, whole or masked ("***.456.789-**"): every visible character must be the store's, in place. */
function compareDocument(key: string, printed: string): Match {
  if (printed.includes('@') || /[0-9a-f]{8}-[0-9a-f]{4}/i.test(printed)) return 'unknown';
  const dotted = withDocumentDots(printed).replace(SPLIT_GROUP, '$1');
  const shown = key.length === 14 && !dotted.includes('/') ? dotted.replace(SLASH_READ_AS_MASK, '/') : dotted;
  const compact = shown.toUpperCase().replace(/[.,\-/\s]/g, '');
  // A CPF has digits only, so a letter there is a mask or an OCR slip; a CNPJ may hold letters.
  const hidden = /^\d+$/.test(key) ? /\D/ : /[^0-9A-Z]/;
  const byGroups = compareGroups(key, shown, hidden);
  if (byGroups) return byGroups;
  // Compared in place only when nothing separates the characters: a garbled mask that happens to leave as many
  // characters as the document has is no sign they stand where the document's do.
  if (compact.length === key.length && !/[.,\-/]/.test(shown)) {
    let visible = 0;
    let differing = 0;
    for (const [at, char] of [...compact].entries()) {
      if (hidden.test(char)) continue;
      visible++;
      if (char !== key[at]) differing++;
    }
    if (visible < MIN_VISIBLE_DOCUMENT) return 'unknown';
    return byDistance(differing, 1);
  }
  // The other kind of document (a CPF against a CNPJ key) says nothing about this key.
  if (compact.length !== key.length && (compact.length === 11 || compact.length === 14)) return 'unknown';
  // Masks that OCR turned into other symbols change the length: fall back to the longest visible run.
  const longestRun = compact
    .split(new RegExp(`${hidden.source}+`))
    .reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  if (longestRun.length < MIN_VISIBLE_DOCUMENT || longestRun.length > key.length) return 'unknown';
  const closest = Math.min(
    ...Array.from({ length: key.length - longestRun.length + 1 }, (_, at) =>
      hammingDistance(longestRun, key.slice(at, at + longestRun.length)),
    ),
  );
  return byDistance(closest, 1);
}

// The groups a CPF ("123.456.789-09") and a CNPJ ("11.222.333/0001-81") are printed in.
const DOCUMENT_GROUPS: Record<number, number[]> = { 11: [3, 3, 3, 2], 14: [2, 3, 3, 4, 2] };

/**
 * A document compared group by group, as printed between its dots, slash and dash: OCR that drops or adds a mask
 * character leaves the visible groups in place. Groups are placed from the left and from the right while their
 * lengths are the printed ones; what lies between must be all mask (a CNPJ masked in the middle whose stars OCR
 * ran together still has its first two digits first and its branch and check groups last). Null when the visible
 * groups cannot be placed.
 */
function compareGroups(key: string, shown: string, hidden: RegExp): Match | null {
  const fromBothEnds = placeGroups(key, shown, hidden);
  // A mask OCR read as dots ("•••.456" as "...456") is taken for separators, shifting the groups after it: placed
  // back from the dash before the check digits, they stand where they are printed.
  if (fromBothEnds === 'pass') return 'pass';
  const anchored = [
    placeFromDash(key, shown, hidden),
    placeAroundSlash(key, shown, hidden),
    placeCpfMiddle(key, shown, hidden),
  ];
  return anchored.includes('pass') ? 'pass' : fromBothEnds;
}

/**
 * A CNPJ whose masks OCR dropped ("45/0001" for a CNPJ masked in the middle): its first group where it starts, the branch
 * after the slash, the check digits after the dash; anything else must be mask.
 */
function placeAroundSlash(key: string, shown: string, hidden: RegExp): Match | null {
  const slash = shown.indexOf('/');
  if (key.length !== 14 || slash < 0) return null;
  // The first group ends at a separator or where the mask starts ("45*" is "45" and a mask).
  const head = shown
    .slice(0, slash)
    .toUpperCase()
    .replace(new RegExp(`^([0-9A-Z]{2})(?=${hidden.source})`), '$1.')
    .split(/[.,\s]+/)
    .filter(Boolean);
  let [branch = '', ...tail] = shown
    .slice(slash + 1)
    .toUpperCase()
    .split(/[-\s]+/)
    .filter(Boolean);
  // The dash OCR dropped ("0001**"): the branch is the first four characters, the check digits the rest.
  if (tail.length === 0 && /^[0-9A-Z]{4}[0-9A-Z*•+]{2}$/.test(branch))
    [branch, tail] = [branch.slice(0, 4), [branch.slice(4)]];
  const checkDigits = tail.join('');
  const placed: Array<[group: string, start: number]> = [];
  if (head[0]?.length === 2) placed.push([head.shift()!, 0]);
  if (branch.length === 4) placed.push([branch, 8]);
  else if ([...branch].some((char) => !hidden.test(char))) return null;
  if (checkDigits.length === 2) placed.push([checkDigits, 12]);
  else if ([...checkDigits].some((char) => !hidden.test(char)) && !bulletsAt(key, checkDigits, 14 - checkDigits.length))
    return null;
  // The masked middle of a CNPJ ("***.***") OCR garbled into symbols and a few digits, or dropped but for one stray
  // character, is no group of digits to compare: what a person sees there is the mask.
  const middle = head.join('');
  const masks = [...middle].filter((char) => hidden.test(char)).length;
  const garbled = masks >= 2 && masks * 2 >= middle.length - masks;
  if (masks < middle.length && !maskWithStray(middle, hidden, 0) && !garbled) return null;
  return compareVisible(key, placed, hidden);
}

// The six middle digits banks leave visible in a CPF ("***.456.789-**"), with the mask on both sides.
const CPF_MIDDLE = /^(.*?)(?<!\d)(\d{3})[.,]\s?(\d{3})(?!\d)(.*)$/;
const MIN_BULLETS_AS_MARKS = 3;
// Bullets OCR read as digits beside the mask ("*+%4,259"): at most this many in the masked head.
const MAX_STRAY_DIGITS = 2;

/**
 * A masked CPF whose separators and mask OCR garbled ("*+%4,259,814%"): its two middle groups, with mask before and
 * after them and no digits after, are the fourth to ninth digits, where the mask leaves them.
 */
function placeCpfMiddle(key: string, shown: string, hidden: RegExp): Match | null {
  const found = key.length === 11 ? CPF_MIDDLE.exec(shown.toUpperCase()) : null;
  if (!found) return null;
  const [, head = '', first = '', second = '', tail = ''] = found;
  // Small bullets OCR reads as dots and dashes ("•••.824.176-••" as "-.-.824.176---") are mask too, three marks at
  // least with no digit among them.
  const hasMask = (part: string) =>
    [...part].some((char) => hidden.test(char) && !/[.,\-\s]/.test(char)) ||
    (/^[.,\-\s]*$/.test(part) && part.replace(/\s/g, '').length >= MIN_BULLETS_AS_MARKS);
  const strayDigits = head.match(/\d/g)?.length ?? 0;
  if (!hasMask(head) || !hasMask(tail) || /\d/.test(tail) || strayDigits > MAX_STRAY_DIGITS) return null;
  return compareVisible(
    key,
    [
      [first, 3],
      [second, 6],
    ],
    hidden,
  );
}

/** The groups placed leftwards from the dash before a CPF's or CNPJ's check digits (OCR adds others after it). */
function placeFromDash(key: string, shown: string, hidden: RegExp): Match | null {
  const lengths = DOCUMENT_GROUPS[key.length];
  const dash = shown.indexOf('-');
  if (!lengths || dash < 0) return null;
  const starts = lengths.map((_, index) => lengths.slice(0, index).reduce((sum, length) => sum + length, 0));
  const before = shown
    .slice(0, dash)
    .toUpperCase()
    .split(/[.,/\s]+/)
    .filter(Boolean);
  const after = shown
    .slice(dash + 1)
    .toUpperCase()
    .replace(/[.,\-/\s]/g, '');
  const placed: Array<[group: string, start: number]> = [];
  let at = before.length - 1;
  for (let group = lengths.length - 2; at >= 0 && group >= 0; at--, group--) {
    const chunk = before[at]!;
    const length = lengths[group]!;
    const visible = (part: string) => [...part].every((char) => !hidden.test(char));
    if (chunk.length === length) {
      placed.push([chunk, starts[group]!]);
    } else if (group > 0 && chunk.length === length + lengths[group - 1]! && visible(chunk)) {
      // Two groups whose separator OCR dropped ("920158"): each in its place.
      placed.push([chunk.slice(-length), starts[group]!], [chunk.slice(0, -length), starts[group - 1]!]);
      group--;
    } else if (
      at === 0 &&
      chunk.length > length &&
      !visible(chunk.slice(0, -length)) &&
      visible(chunk.slice(-length))
    ) {
      // The mask run into the first group shown ("*+4259" for "•••.259"): the group is its end, the rest is mask.
      placed.push([chunk.slice(-length), starts[group]!]);
      at--;
      break;
    } else {
      break;
    }
  }
  const unplaced = before.slice(0, at + 1).join('');
  if ([...unplaced].some((char) => !hidden.test(char)) && !bulletsAt(key, unplaced, 0)) {
    if (!maskWithStray(unplaced, hidden)) return null;
  }
  if (after.length === lengths.at(-1)) placed.push([after, starts.at(-1)!]);
  else if ([...after].some((char) => !hidden.test(char)) && !bulletsAt(key, after, key.length - after.length))
    return null;
  return compareVisible(key, placed, hidden);
}

// Bullets ("•••.456.789-••") that OCR read as zeros: no digit but 0 where banks print the mask.
const BULLETS_READ_AS_ZEROS = /^[^1-9]+$/;

/**
 * A group at the start or the end of a document (where banks print the mask) that holds no digit but zeros, and is
 * not what the document has there: its bullets read as zeros, not digits to compare.
 */
const bulletsAt = (key: string, group: string, start: number) =>
  (start === 0 || start + group.length === key.length) &&
  BULLETS_READ_AS_ZEROS.test(group) &&
  key.slice(start, start + group.length) !== group;

/**
 * Mask with one stray character OCR made of an asterisk ("***." read as "*4,"): at least `masks` mask characters
 * and a single other one. It is left out, never compared: the evidence stays the groups placed around it.
 */
// Masks enough beside a stray character for the group to be a mask wherever it stands.
const MASKS_AROUND_STRAY = 3;
const maskWithStray = (chunk: string, hidden: RegExp, masks = 1) => {
  const shown = [...chunk].filter((char) => !hidden.test(char)).length;
  return shown <= 1 && chunk.length - shown >= masks;
};

/**
 * A group where banks print the mask (the document's first or last) that holds a mask character: all of it is mask,
 * its other characters bullets OCR read as digits ("•••" as "*44"). Left out, it can only lower the evidence.
 */
const maskedEdge = (key: string, group: string, start: number, hidden: RegExp) =>
  (start === 0 || start + group.length === key.length) && [...group].some((char) => hidden.test(char));

// A CPF masked in the middle ("738.***.***-92") shows five digits, not six: its first three and its two check digits,
// which hang on all nine others. Beside the holder's name (a CPF's holder is the one the Receita names) they leave
// about one CPF in 100,000, a namesake's chance too small to matter.
const CPF_ENDS = [0, 1, 2, 9, 10];

function compareVisible(key: string, placed: Array<[group: string, start: number]>, hidden: RegExp): Match {
  const positions: number[] = [];
  let differing = 0;
  for (const [group, start] of placed) {
    if (bulletsAt(key, group, start) || maskedEdge(key, group, start, hidden)) continue;
    for (const [at, char] of [...group].entries()) {
      if (hidden.test(char)) continue;
      positions.push(start + at);
      if (char !== key[start + at]) differing++;
    }
  }
  const cpfEnds = key.length === 11 && positions.join() === CPF_ENDS.join();
  if (positions.length < MIN_VISIBLE_DOCUMENT && !cpfEnds) return 'unknown';
  return byDistance(differing, 1);
}

function placeGroups(key: string, shown: string, hidden: RegExp): Match | null {
  const groups = shown
    .toUpperCase()
    .split(/[.,\-/\s]+/)
    .filter(Boolean);
  const lengths = DOCUMENT_GROUPS[key.length];
  if (!lengths) return null;
  const starts = lengths.map((_, index) => lengths.slice(0, index).reduce((sum, length) => sum + length, 0));
  const placed: Array<[group: string, start: number]> = [];
  let left = 0;
  while (left < groups.length && left < lengths.length && groups[left]!.length === lengths[left]) {
    placed.push([groups[left]!, starts[left]!]);
    left++;
  }
  let right = 0;
  while (
    right < groups.length - left &&
    right < lengths.length - left &&
    groups.at(-1 - right)!.length === lengths.at(-1 - right)
  ) {
    placed.push([groups.at(-1 - right)!, starts.at(-1 - right)!]);
    right++;
  }
  const between = groups.slice(left, groups.length - right);
  // A masked group between placed ones may hold one stray character OCR made of a star ("134.***.***-54" read
  // "134,*5** ***-54"); it is left out, never compared.
  const mask = (group: string, at: number) =>
    [...group].every((char) => hidden.test(char)) ||
    maskWithStray(group, hidden, MASKS_AROUND_STRAY) ||
    (left === 0 && at === 0 && (bulletsAt(key, group, 0) || maskWithStray(group, hidden)));
  if (!between.every(mask)) return null;
  return compareVisible(key, placed, hidden);
}

const hammingDistance = (a: string, b: string) => [...a].filter((char, at) => char !== b[at]).length;

/**
 * The holder's name as the receipt prints it, accents, case, spacing and company suffixes (LTDA, ME, EPP, EIRELI,
 * S.A.) aside, letter for letter (a small l where a capital I must stand counted as the I), whole or cut short by
 * the bank's field width (BR Code and many apps cut at 25) when at least MIN_CUT_NAME characters of it are printed,
 * passes; about one slip in eight characters off is near.
 */
function compareHolderName(shown: string | null, holder: string): Match {
  const outcome = compareHolderNameAsRead(shown, holder);
  const asCapital =
    outcome === 'pass' || shown === null || capitalIsRead(shown) === shown
      ? outcome
      : compareHolderNameAsRead(capitalIsRead(shown), holder) === 'pass'
        ? 'pass'
        : outcome;
  // "X ME" is not "X LTDA": another company may bear the name under another suffix, which a bank never swaps.
  return asCapital === 'pass' && shown !== null && suffixesDiffer(shown, holder) ? 'near' : asCapital;
}

function compareHolderNameAsRead(shown: string | null, holder: string): Match {
  const a = coreName(shown ?? '');
  const b = coreName(holder);
  if (!a || !b) return 'unknown';
  const slips = (length: number) => Math.floor(length / NAME_CHARS_PER_SLIP);
  // The name read letter for letter, whole or cut by the bank (its last word cut anywhere), is the holder's.
  const [shownWhole, holderWhole] = [letterName(shown ?? ''), letterName(holder)];
  const cut = letterName((shown ?? '').replace(/[.…]+\s*$/, ''));
  const isCut = cut.length >= MIN_CUT_NAME && cut.length < holderWhole.length;
  if (a === b || shownWhole === holderWhole || (isCut && holderWhole.startsWith(cut))) return 'pass';
  // OCR runs a short word into the one before it ("Copal e M..." read "Copale M..."): the same letters are the name.
  const [shownLetters, holderLetters, cutLetters] = [shownWhole, holderWhole, cut].map((name) =>
    name.replaceAll(' ', ''),
  );
  if (shownLetters === holderLetters || (isCut && holderLetters!.startsWith(cutLetters!))) return 'pass';
  if (isShortenedName(shown ?? '', holder)) return 'pass';
  // A label OCR ran into the name's first word ("Nome:" and "OLHO" read "NonfBLHO"), a few characters of it at most.
  const firstWord = shownWhole.indexOf(' ');
  const mostGlued = firstWord > 0 ? Math.min(MAX_GLUED_LABEL, firstWord - 1) : 0;
  let glued: Match = 'fail';
  for (let count = 1; count <= mostGlued; count++) {
    // What is left of the first word is the holder's first word, but for one slip in the whole name.
    const rest = shownWhole.slice(count);
    if (Math.abs(rest.indexOf(' ') - holderWhole.indexOf(' ')) > 1) continue;
    if (rest === holderWhole) return 'pass';
    if (editDistance(rest, holderWhole) <= 1) glued = 'near';
  }
  // A letter or two off, whole or cut, is near: an OCR slip as likely as another person's name.
  if (
    glued === 'near' ||
    editDistance(a, b) <= slips(b.length) ||
    editDistance(shownWhole, holderWhole) <= slips(holderWhole.length) ||
    (isCut && editDistance(cut, holderWhole.slice(0, cut.length)) <= slips(cut.length))
  ) {
    return 'near';
  }
  return 'fail';
}

const NAME_CUT_MARK = /\s*(\.{2,}|…)\s*$/;

/**
 * Apps short of room print the holder's first words and a cut mark ("RAIZ DE GUINÉ BENZ...", its last letters as
 * likely misread as any), or the first and last names with the middle ones left out or shown as initials ("Dagmar
 * Vilaça", "Dagmar P. Vilaça", "Umbelina F. D. Hasegawa"). Either is the holder's name, and compared only beside the
 * holder's document, as every name is.
 */
function isShortenedName(shown: string, holder: string): boolean {
  if (NAME_CUT_MARK.test(shown)) {
    const words = letterName(shown.replace(NAME_CUT_MARK, '')).split(' ');
    const holderWords = letterName(holder).split(' ');
    const cutWord = words.pop() ?? '';
    const next = holderWords[words.length] ?? '';
    const cutWordFits = [-1, 0, 1].some(
      (extra) => editDistance(cutWord, next.slice(0, cutWord.length + extra)) <= (cutWord.length > 1 ? 1 : 0),
    );
    return (
      words.length >= 1 &&
      [...words, cutWord].join('').length >= MIN_NAME_PREFIX &&
      words.every((word, at) => word === holderWords[at]) &&
      cutWordFits
    );
  }
  const words = coreName(shown).split(' ');
  const holderWords = coreName(holder).split(' ');
  if (words.length < 2 || words.length > holderWords.length) return false;
  if (words[0] !== holderWords[0] || words.at(-1) !== holderWords.at(-1)) return false;
  let at = 1;
  for (const word of words.slice(1, -1)) {
    while (
      at < holderWords.length - 1 &&
      !(holderWords[at] === word || (word.length === 1 && holderWords[at]!.startsWith(word)))
    )
      at++;
    if (at >= holderWords.length - 1) return false;
    at++;
  }
  return true;
}

/**
 * A capital I and a small l are one glyph in most sans-serif fonts, so OCR reads "Iara" as "lara"; where the case
 * around it demands a capital (a name's word in Title Case, an upper-case word, the two letters an upper-case name's
 * last word was cut to: "INTERIOR El"), a small l can only be an I. A capital L read stays an L ("ROSINELDE" is never
 * "ROSINEIDE").
 */
const capitalIsRead = (name: string) =>
  name.replace(/(?<!\p{L})l(?=\p{Ll}{2}|\p{Lu})|(?<=\p{Lu})l(?=\p{Lu})|(?<=\p{Lu}{2} \p{Lu})l(?!\p{L})/gu, 'I');

const COMPANY_SUFFIX = /( (ltda|me|epp|eireli|s ?a|cia|mei))+$/;
const SUFFIXES = new Set(['ltda', 'me', 'epp', 'eireli', 'sa', 'cia', 'mei']);
/**
 * A company suffix OCR misread by a letter is no part of the name either: a long one anywhere ("LTDA" read "LIDA"),
 * a short one after another suffix ("LTDA EPF"); alone, a short word a letter off a suffix may be a name's ("MEL").
 */
function isMisreadSuffix(word: string, before: string | undefined): boolean {
  const near = (suffix: string) => editDistance(suffix, word) <= 1;
  return (
    ['ltda', 'eireli'].some(near) || (before !== undefined && SUFFIXES.has(before) && ['epp', 'cia', 'mei'].some(near))
  );
}
/** The company suffixes a name ends with, a misread one as the suffix it is a letter off ("LIDA" as ltda). */
function companySuffixes(name: string): Set<string> {
  const words = plainName(name.replace(/[.…]+\s*$/, '')).split(' ');
  const found = new Set<string>();
  while (words.length > 1) {
    const [before, word] = [words.at(-2)!, words.at(-1)!];
    if (before === 's' && word === 'a' && words.length > 2) {
      found.add('sa');
      words.splice(-2);
      continue;
    }
    const suffix = SUFFIXES.has(word)
      ? word
      : isMisreadSuffix(word, before)
        ? MISREAD_SUFFIXES.find((candidate) => editDistance(candidate, word) <= 1)
        : undefined;
    if (!suffix) break;
    found.add(suffix);
    words.pop();
  }
  return found;
}
const MISREAD_SUFFIXES = ['ltda', 'eireli', 'epp', 'cia', 'mei'];
/** Both names end with company suffixes and none is common to them. A bank that drops the suffix is no difference. */
function suffixesDiffer(shown: string, holder: string): boolean {
  const [printed, registered] = [companySuffixes(shown), companySuffixes(holder)];
  return printed.size > 0 && registered.size > 0 && ![...printed].some((suffix) => registered.has(suffix));
}
function coreName(name: string): string {
  const words = plainName(name.replace(/[.…]+\s*$/, '')).split(' ');
  while (words.length > 1 && (SUFFIXES.has(words.at(-1)!) || isMisreadSuffix(words.at(-1)!, words.at(-2)))) words.pop();
  return asRead(words.join(' ').replace(COMPANY_SUFFIX, '').trim());
}

function compareName(shown: string | null, siteName: string): Outcome {
  const a = plainName(shown ?? '');
  const b = plainName(siteName);
  if (!a || !b) return 'unknown';
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter === longer || (shorter.length >= MIN_NAME_PREFIX && longer.startsWith(shorter))) return 'pass';
  return 'fail';
}

const plainName = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
// A zero in a name is an O: no holder's name has digits.
const asRead = (name: string) => name.replace(/0/g, 'o');
const letterName = (name: string) => asRead(plainName(name));
