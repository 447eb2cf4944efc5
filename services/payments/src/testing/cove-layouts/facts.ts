// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/** What a cove receipt shows, and the Portuguese formats the layouts draw it in. */
import type { DocKind } from './people';

export interface PartyShown {
  /** The registered full name of this party. */
  name: string;
  /** The name as drawn, or null when the receipt leaves it out. */
  shownName: string | null;
  kind: DocKind;
  /** Full document, digits only. */
  document: string;
  /** The document as drawn (masked as the bank masks it), or null when left out. */
  shownDocument: string | null;
  institution: string;
  agency: string;
  account: string;
  accountType: string;
  /** The Pix key as drawn (recipient only, on the key-shown cases). */
  shownKey?: string;
}

export interface ReceiptFacts {
  status: 'done' | 'scheduled';
  /** Amount transferred, e.g. '1234.56'. */
  amount: string;
  /** When the payment was made (for a scheduled Pix: when it was scheduled), São Paulo time, ISO with offset. */
  paidAt: string;
  /** The day a scheduled Pix will be paid, yyyy-mm-dd. */
  scheduledFor?: string;
  /** The status bar clock, HH:mm. */
  clock: string;
  battery: number;
  recipient: PartyShown;
  payer: PartyShown;
  description?: string;
  endToEndId: string;
  /** The bank's own authentication / control code. */
  authentication: string;
}

export function brl(amount: string): string {
  const [int, cents] = amount.split('.') as [string, string];
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

export interface LocalTime {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

export function parseLocal(iso: string): LocalTime {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(iso)!;
  return { y: +m[1]!, mo: +m[2]!, d: +m[3]!, h: +m[4]!, mi: +m[5]!, s: +m[6]! };
}

const p2 = (n: number) => String(n).padStart(2, '0');

export type DateStyle =
  | 'slash-as' // 23/11/2026 às 10:32
  | 'slash-dash-seconds' // 23/11/2026 - 10:32:11
  | 'upper-month' // 23 NOV 2026 - 10:32:11
  | 'long' // Segunda-feira, 23 de novembro de 2026 às 10:32
  | 'short-year' // 23/11/26 10:32
  | 'month-comma' // 23 nov. 2026, 10:32
  | 'long-no-weekday' // 23 de novembro de 2026, às 10:32:11
  | 'slash-seconds'; // 23/11/2026 10:32:11

export function formatDate(iso: string, style: DateStyle): string {
  const t = parseLocal(iso);
  const date = `${p2(t.d)}/${p2(t.mo)}/${t.y}`;
  const hm = `${p2(t.h)}:${p2(t.mi)}`;
  const hms = `${hm}:${p2(t.s)}`;
  const month = MONTHS[t.mo - 1]!;
  switch (style) {
    case 'slash-as':
      return `${date} às ${hm}`;
    case 'slash-dash-seconds':
      return `${date} - ${hms}`;
    case 'upper-month':
      return `${p2(t.d)} ${month.slice(0, 3).toUpperCase()} ${t.y} - ${hms}`;
    case 'long':
      return `${weekday(t)}, ${t.d} de ${month} de ${t.y} às ${hm}`;
    case 'short-year':
      return `${p2(t.d)}/${p2(t.mo)}/${String(t.y).slice(2)} ${hm}`;
    case 'month-comma':
      return `${p2(t.d)} ${month.slice(0, 3)}. ${t.y}, ${hm}`;
    case 'long-no-weekday':
      return `${t.d} de ${month} de ${t.y}, às ${hms}`;
    case 'slash-seconds':
      return `${date} ${hms}`;
  }
}

export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export function weekday(t: LocalTime): string {
  return WEEKDAYS[new Date(Date.UTC(t.y, t.mo - 1, t.d)).getUTCDay()]!;
}

/** The UTC instant of a São Paulo local ISO time (UTC-3 all year since 2019). */
export function utcOf(iso: string): Date {
  const t = parseLocal(iso);
  return new Date(Date.UTC(t.y, t.mo - 1, t.d, t.h + 3, t.mi, t.s));
}

export function displayKey(key: string, kind: 'email' | 'phone' | 'document' | 'evp', docMasked: string): string {
  if (kind === 'phone') return `+55 ${key.slice(3, 5)} ${key.slice(5, 10)}-${key.slice(10)}`;
  if (kind === 'document') return docMasked;
  return key;
}
