import { getPixKeyInfo, type PixKeyInfo } from '@brazilian-utils/brazilian-utils';
import type { VerificationStatus } from '../domain/verifier.js';
import { editDistance } from './edit-distance.js';
import { endToEndInstant } from './end-to-end-id.js';
import { fold, type ReceiptFields } from './receipt-fields.js';
import { instantOf, wallClock } from './store-time.js';

export type CheckName = 'receipt' | 'recipient' | 'amount' | 'paid_after_order' | 'transaction_id';
export type Outcome = 'pass' | 'fail' | 'unknown';
export interface CheckResult {
  outcome: Outcome;
  /** pt-BR reason, given when the check fails. */
  reason?: string;
  /** A failure for want of evidence (nothing PIX-like was read), which another reading may make up for. */
  forWantOfEvidence?: boolean;
}
export type Checks = Record<CheckName, CheckResult>;

export interface ReceiptContext {
  orderPrice: string;
  orderCreatedAt: Date;
  pixKey: string;
  siteName: string;
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

// Clocks of bank and store differ, and receipts often print minutes only.
const TIME_TOLERANCE_MS = 10 * 60_000;
// The id is stamped when the payment starts; the receipt shows when it settled.
const ID_TIME_TOLERANCE_MS = 15 * 60_000;
// Below this many visible characters a masked document says too little to match.
const MIN_VISIBLE_DOCUMENT = 6;
const MIN_VISIBLE_PHONE = 4;
const MIN_NAME_PREFIX = 8;

const pass: CheckResult = { outcome: 'pass' };
const unknown: CheckResult = { outcome: 'unknown' };
const fail = (reason: string): CheckResult => ({ outcome: 'fail', reason });

const brl = (amount: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Number(amount)).replace(/\s/g, ' ');
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Each rule of the receipt check on one reading of the receipt. */
export function evaluate(fields: ReceiptFields, context: ReceiptContext): Checks {
  return {
    receipt: receiptCheck(fields),
    recipient: recipientCheck(fields, context),
    amount: amountCheck(fields, context),
    paid_after_order: timeCheck(fields, context),
    transaction_id: transactionIdCheck(fields, context),
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
    if (a.outcome === b.outcome || b.outcome === 'unknown' || b.forWantOfEvidence) merged[name] = a;
    else if (a.outcome === 'unknown' || a.forWantOfEvidence) merged[name] = b;
    else merged[name] = unknown;
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
  if (idInstant && idInstant.getTime() + 60_000 <= earliest) {
    return paidBeforeOrder(wallClock(idInstant, context.timeZone));
  }
  if (!fields.paidAt) return unknown;
  if (!fields.paidAt.includes('T')) {
    const orderDay = wallClock(context.orderCreatedAt, context.timeZone).slice(0, 10);
    if (fields.paidAt < orderDay) return paidBeforeOrder(fields.paidAt);
    return fields.paidAt > orderDay ? pass : unknown;
  }
  const paid = instantOf(fields.paidAt, context.timeZone).getTime();
  if (paid < earliest) return paidBeforeOrder(fields.paidAt);
  return paid > context.now.getTime() + TIME_TOLERANCE_MS ? unknown : pass;
}

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

function recipientCheck(fields: ReceiptFields, context: ReceiptContext): CheckResult {
  const key = getPixKeyInfo(context.pixKey);
  const shown = [fields.recipientKey, fields.recipientDocument].filter((value): value is string => Boolean(value));
  const byKey = key ? strongest(shown.map((value) => compareKey(key, value))) : 'unknown';
  const byName = compareName(fields.recipientName, context.siteName);
  if (byKey === 'pass') return pass;
  if (byKey === 'fail') return byName === 'pass' ? unknown : fail(RECIPIENT_DIFFERS);
  // A name alone that differs may be the account holder's: only a matching one decides.
  return byName === 'pass' ? pass : unknown;
}

function strongest(outcomes: Outcome[]): Outcome {
  if (outcomes.includes('pass')) return 'pass';
  return outcomes.includes('fail') ? 'fail' : 'unknown';
}

// What banks mask e-mails and phones with (documents: any character that is no digit or letter).
const MASK = /[*•●·]/;

/**
 * Whether what the receipt shows for the recipient is the store's key, compared on what is visible. A near miss
 * (one or two characters off, as OCR slips) is doubt, never a match: only the recipient's name can settle it.
 */
export function compareKey(key: PixKeyInfo, shown: string): Outcome {
  // OCR reads "@" as "&" often enough to undo it.
  const value = shown.replace(/\s+/g, '').replace(/&/g, '@');
  switch (key.type) {
    case 'email':
      if (!value.includes('@')) return 'unknown';
      return compareEmail(key.value, value.toLowerCase());
    case 'evp': {
      const uuid = /[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}/i.exec(value)?.[0];
      return uuid ? byDistance(editDistance(uuid.toLowerCase(), key.value), 2) : 'unknown';
    }
    case 'phone':
      return comparePhone(key.value, value);
    case 'cpf':
    case 'cnpj':
      return compareDocument(key.value, value);
  }
}

const byDistance = (distance: number, nearMiss: number): Outcome =>
  distance === 0 ? 'pass' : distance <= nearMiss ? 'unknown' : 'fail';

/** "loja@exemplo.com.br" or a masked "lo***@exemplo.com.br", with at least four visible characters. */
function compareEmail(key: string, shown: string): Outcome {
  if (!MASK.test(shown)) return byDistance(editDistance(shown, key), 2);
  const parts = shown.split(new RegExp(`${MASK.source}+`));
  if (parts.join('').length < 4) return 'unknown';
  const pattern = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
  return new RegExp(`^${pattern}$`).test(key) ? 'pass' : 'fail';
}

function comparePhone(key: string, shown: string): Outcome {
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

/** CPF or CNPJ, whole or masked ("***.456.789-**"): every visible character must be the store's, in place. */
function compareDocument(key: string, shown: string): Outcome {
  if (shown.includes('@') || /[0-9a-f]{8}-[0-9a-f]{4}/i.test(shown)) return 'unknown';
  const compact = shown.toUpperCase().replace(/[.\-/\s]/g, '');
  // A CPF has digits only, so a letter there is a mask or an OCR slip; a CNPJ may hold letters.
  const hidden = /^\d+$/.test(key) ? /\D/ : /[^0-9A-Z]/;
  if (compact.length === key.length) {
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
  if (compact.length === 11 || compact.length === 14) return 'unknown';
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

const hammingDistance = (a: string, b: string) => [...a].filter((char, at) => char !== b[at]).length;

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
