// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A small deterministic random source, seeded from a string (xmur3 hash into sfc32). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  /** n characters drawn from the alphabet. */
  chars(n: number, alphabet: string): string;
}

export function rngFrom(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const hash = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = hash();
  let b = hash();
  let c = hash();
  let d = hash();
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chars: (n: number, alphabet: string): string => {
      let out = '';
      for (let i = 0; i < n; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}

export const DIGITS = '0123456789';
export const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// ---------------------------------------------------------------- money

/** '1.234,56' from 123456 cents. */
export function formatAmount(cents: number): string {
  const reais = Math.floor(cents / 100);
  const centavos = String(cents % 100).padStart(2, '0');
  const grouped = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${centavos}`;
}

/** 'R$ 1.234,56'. */
export function formatBRL(cents: number): string {
  return `R$ ${formatAmount(cents)}`;
}

/** '147.90': the order price as the product stores it. */
export function priceString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- documents

function checkDigit(digits: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The full 11-digit CPF from its first 9 digits. */
export function cpfFromBase(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must be 9 digits: ${base9}`);
  const d1 = checkDigit(base9, CPF_W1);
  return base9 + d1 + checkDigit(base9 + d1, CPF_W2);
}

/** The full 14-digit CNPJ from its first 12 digits (root + branch). */
export function cnpjFromBase(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`CNPJ base must be 12 digits: ${base12}`);
  const d1 = checkDigit(base12, CNPJ_W1);
  return base12 + d1 + checkDigit(base12 + d1, CNPJ_W2);
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfFromBase(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjFromBase(digits.slice(0, 12)) === digits;
}

/** A repeated digit ('11111111111') passes the check-digit sums but is no one's document. */
function notRepeated(doc: string): boolean {
  return !/^(\d)\1+$/.test(doc);
}

/** A valid CPF; `fixed` pins digit positions (0-based index into the 9-digit base) to given digits. */
export function makeCpf(rng: Rng, fixed: ReadonlyMap<number, string> = new Map()): string {
  for (;;) {
    let base = '';
    for (let i = 0; i < 9; i++) base += fixed.get(i) ?? rng.chars(1, i === 0 ? '123456789' : DIGITS);
    const doc = cpfFromBase(base);
    if (notRepeated(doc)) return doc;
  }
}

/** A valid CNPJ of a head office (branch 0001) unless the branch is pinned; `fixed` as for makeCpf. */
export function makeCnpj(rng: Rng, fixed: ReadonlyMap<number, string> = new Map()): string {
  for (;;) {
    let base = '';
    for (let i = 0; i < 12; i++) {
      const headOffice = '0001'[i - 8];
      base += fixed.get(i) ?? (i >= 8 ? (headOffice as string) : rng.chars(1, i === 0 ? '123456789' : DIGITS));
    }
    const doc = cnpjFromBase(base);
    if (notRepeated(doc)) return doc;
  }
}

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

/**
 * How an app masks a document: in `template`, '#' is a hidden digit, 'd' a shown digit and any other
 * character is printed as is; `hide` is what a hidden digit prints as ('*' or '•').
 */
export interface DocMask {
  template: string;
  hide: string;
}

export function applyMask(digits: string, mask: DocMask): string {
  let i = 0;
  let out = '';
  for (const ch of mask.template) {
    if (ch === '#' || ch === 'd') {
      const digit = digits[i++];
      if (digit === undefined) throw new Error(`document ${digits} is shorter than mask ${mask.template}`);
      out += ch === 'd' ? digit : mask.hide;
    } else out += ch;
  }
  if (i !== digits.length) throw new Error(`document ${digits} does not fit mask ${mask.template}`);
  return out;
}

/** Indexes into the document's digits that the mask shows. */
export function visiblePositions(mask: DocMask): number[] {
  const out: number[] = [];
  let i = 0;
  for (const ch of mask.template) {
    if (ch === 'd') out.push(i);
    if (ch === '#' || ch === 'd') i++;
  }
  return out;
}

/** Reads back a masked document as printed: index into the document's digits → the digit shown there. */
export function readMasked(shown: string, mask: DocMask): Map<number, string> {
  const chars = [...shown];
  const template = [...mask.template];
  if (chars.length !== template.length) throw new Error(`'${shown}' does not follow mask ${mask.template}`);
  const out = new Map<number, string>();
  let i = 0;
  template.forEach((t, k) => {
    const c = chars[k] as string;
    if (t === 'd') {
      if (!/\d/.test(c)) throw new Error(`'${shown}' hides a digit that ${mask.template} shows`);
      out.set(i, c);
    } else if (t === '#') {
      if (c !== mask.hide) throw new Error(`'${shown}' shows a digit that ${mask.template} hides`);
    } else if (c !== t) throw new Error(`'${shown}' does not follow mask ${mask.template}`);
    if (t === '#' || t === 'd') i++;
  });
  return out;
}

// ---------------------------------------------------------------- keys, names

/** '+55 (11) 98765-4321' from '+5511987654321'. */
export function formatPhoneKey(raw: string): string {
  const m = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(raw);
  if (!m) throw new Error(`not a mobile PIX key: ${raw}`);
  return `+55 (${m[1]}) ${m[2]}-${m[3]}`;
}

/** A random (EVP) key: a version-4 UUID. */
export function makeEvp(rng: Rng): string {
  const hex = '0123456789abcdef';
  return `${rng.chars(8, hex)}-${rng.chars(4, hex)}-4${rng.chars(3, hex)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.chars(3, hex)}-${rng.chars(12, hex)}`;
}

const LOWER_PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
const KEEP_UPPER = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'S.A.', 'SA', 'IP', 'S/A']);

/** 'Empório Das Ervas' style title case with Portuguese particles lower-case and company suffixes upper-case. */
export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => {
      if (KEEP_UPPER.has(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLocaleLowerCase('pt-BR');
      if (i > 0 && LOWER_PARTICLES.has(lower)) return lower;
      return lower.replace(/(^|-)(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('pt-BR'));
    })
    .join(' ');
}

/** What an app prints for a name it cuts at `length` characters (trailing space dropped). */
export function cutName(name: string, length: number, ellipsis: boolean): string {
  if (name.length <= length) return name;
  const cut = name.slice(0, length).trimEnd();
  return ellipsis ? `${cut}…` : cut;
}

// ---------------------------------------------------------------- time (America/Sao_Paulo, UTC−3 all year since 2019)

const SP_OFFSET_HOURS = -3;

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** The UTC instant of a São Paulo wall-clock time. */
export function spInstant(year: number, month: number, day: number, hour: number, minute: number, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - SP_OFFSET_HOURS, minute, second));
}

export function spLocal(instant: Date): LocalTime {
  const t = new Date(instant.getTime() + SP_OFFSET_HOURS * 3_600_000);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
    weekday: t.getUTCDay(),
  };
}

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
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

const p2 = (n: number): string => String(n).padStart(2, '0');

export type DateStyle =
  | 'slash-dash-sec'
  | 'upper-mon-as'
  | 'weekday-long'
  | 'slash-as-sec'
  | 'long-dash'
  | 'slash-space'
  | 'mon-lower'
  | 'slash-short-year';

/** A São Paulo date and time as one bank app prints it. */
export function formatDateTime(instant: Date, style: DateStyle): string {
  const t = spLocal(instant);
  const date = `${p2(t.day)}/${p2(t.month)}/${t.year}`;
  const hm = `${p2(t.hour)}:${p2(t.minute)}`;
  const hms = `${hm}:${p2(t.second)}`;
  const month = MONTHS[t.month - 1] as string;
  switch (style) {
    case 'slash-dash-sec':
      return `${date} - ${hms}`;
    case 'upper-mon-as':
      return `${p2(t.day)} ${month.slice(0, 3).toUpperCase()} ${t.year} às ${hm}`;
    case 'weekday-long':
      return `${WEEKDAYS[t.weekday]}, ${t.day} de ${month} de ${t.year}, ${hm}`;
    case 'slash-as-sec':
      return `${date} às ${hms}`;
    case 'long-dash':
      return `${t.day} de ${month} de ${t.year} - ${hm}`;
    case 'slash-space':
      return `${date} ${hm}`;
    case 'mon-lower':
      return `${p2(t.day)} ${month.slice(0, 3)}. ${t.year}, ${hm}`;
    case 'slash-short-year':
      return `${p2(t.day)}/${p2(t.month)}/${String(t.year).slice(2)} ${hms}`;
  }
}

/** '23/11/2026'. */
export function formatDate(instant: Date): string {
  const t = spLocal(instant);
  return `${p2(t.day)}/${p2(t.month)}/${t.year}`;
}

/** '10:42:17'. */
export function formatTime(instant: Date, seconds = true): string {
  const t = spLocal(instant);
  return seconds ? `${p2(t.hour)}:${p2(t.minute)}:${p2(t.second)}` : `${p2(t.hour)}:${p2(t.minute)}`;
}

/** End-to-End id: 'E' + payer ISPB (8) + yyyyMMddHHmm of the UTC instant + 11 alphanumerics = 32 characters. */
export function makeEndToEndId(ispb: string, instant: Date, rng: Rng): string {
  if (!/^\d{8}$/.test(ispb)) throw new Error(`ISPB must be 8 digits: ${ispb}`);
  const i = instant;
  const stamp = `${i.getUTCFullYear()}${p2(i.getUTCMonth() + 1)}${p2(i.getUTCDate())}${p2(i.getUTCHours())}${p2(i.getUTCMinutes())}`;
  return `E${ispb}${stamp}${rng.chars(11, ALPHANUMERIC)}`;
}

export const END_TO_END_ID = /^E\d{8}\d{12}[0-9A-Za-z]{11}$/;
