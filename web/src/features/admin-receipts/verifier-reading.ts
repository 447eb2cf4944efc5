import type { Receipt } from '@ritual/contracts/http';
import { formatMoney } from '../../lib/format';

export type Mark = 'confirmed' | 'unread' | 'different';

export const MARK_LABELS: Record<Mark, { label: string; tone: string }> = {
  confirmed: { label: 'Confirmado', tone: 'success' },
  unread: { label: 'Não lido', tone: 'neutral' },
  different: { label: 'Diferente', tone: 'danger' },
};

export interface ReadingRow {
  label: string;
  value: string;
  mark: Mark;
}

type ReviewKey = 'amount' | 'recipient' | 'paid_at' | 'end_to_end_id';

/** Each row: its label, the check it shows in `extracted.checks`, and the fields an older reading kept its value in. */
const ROWS: Array<{ key: ReviewKey; label: string; check: string; fields: string[] }> = [
  { key: 'amount', label: 'Valor', check: 'amount', fields: ['amount'] },
  {
    key: 'recipient',
    label: 'Recebedor',
    check: 'recipient',
    fields: ['recipient_key', 'recipient_name', 'recipient_document'],
  },
  { key: 'paid_at', label: 'Data e hora', check: 'paid_after_order', fields: ['paid_at'] },
  { key: 'end_to_end_id', label: 'ID da transação (E2E)', check: 'transaction_id', fields: ['end_to_end_id'] },
];

/** `extracted` is what the verifier wrote, and its shape grows with the verifier: every part may be missing. */
const partOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const markOf = (outcome: unknown): Mark =>
  outcome === 'pass' ? 'confirmed' : outcome === 'fail' ? 'different' : 'unread';

function display(key: ReviewKey, value: string): string {
  if (key === 'amount' && /^\d+(\.\d+)?$/.test(value)) return formatMoney(Number(value));
  if (key === 'paid_at') {
    const match = value.match(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?/);
    if (match) return `${match[3]}/${match[2]}/${match[1]}${match[4] ? ` ${match[4]}` : ''}`;
  }
  return value;
}

/**
 * What the verifier read, one row per check a reviewer compares with the order. Reads `extracted.review` (outcome and
 * value per check) and falls back on the older `checks` plus plain fields, so any stored attempt can be shown.
 */
export function verifierReading(extracted: Receipt['extracted'] | null | undefined): ReadingRow[] {
  const source = extracted ?? {};
  return ROWS.map(({ key, label, check, fields }) => {
    const reviewed = partOf(partOf(source.review)[key]);
    const fallback = fields.map((field) => source[field]).find((value) => typeof value === 'string' && value !== '');
    const raw =
      typeof reviewed.value === 'string' && reviewed.value ? reviewed.value : (fallback as string | undefined);
    return {
      label,
      value: raw ? display(key, raw) : '—',
      mark: markOf(reviewed.outcome ?? partOf(source.checks)[check]),
    };
  });
}
