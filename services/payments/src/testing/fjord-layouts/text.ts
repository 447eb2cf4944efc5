// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Seeded PRNG (xmur3 seed hash + mulberry32): the same seed string always draws the same corpus. */
export class Rng {
  private state: number;

  constructor(seed: string) {
    let h = 1779033703 ^ seed.length;
    for (let i = 0; i < seed.length; i++) {
      h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
      h = (h << 13) | (h >>> 19);
    }
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    this.state = (h ^ (h >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(this.int(0, 9));
    return out;
  }

  chars(n: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}

// ---------------------------------------------------------------- documents

export type DocKind = 'cpf' | 'cnpj';

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function completeCpf(base9: string): string {
  const d1 = checkDigit(base9, CPF_W1);
  const d2 = checkDigit(base9 + d1, CPF_W2);
  return `${base9}${d1}${d2}`;
}

export function completeCnpj(base12: string): string {
  const d1 = checkDigit(base12, CNPJ_W1);
  const d2 = checkDigit(base12 + d1, CNPJ_W2);
  return `${base12}${d1}${d2}`;
}

export function isValidCpf(doc: string): boolean {
  return /^\d{11}$/.test(doc) && !/^(\d)\1{10}$/.test(doc) && completeCpf(doc.slice(0, 9)) === doc;
}

export function isValidCnpj(doc: string): boolean {
  return /^\d{14}$/.test(doc) && !/^(\d)\1{13}$/.test(doc) && completeCnpj(doc.slice(0, 12)) === doc;
}

export function isValidDoc(kind: DocKind, doc: string): boolean {
  return kind === 'cpf' ? isValidCpf(doc) : isValidCnpj(doc);
}

export function makeCpf(rng: Rng): string {
  for (;;) {
    const doc = completeCpf(rng.digits(9));
    if (isValidCpf(doc)) return doc;
  }
}

/** A CNPJ of a head office (branch 0001), like almost every small shop's. */
export function makeCnpj(rng: Rng, branch = '0001'): string {
  for (;;) {
    const doc = completeCnpj(`${rng.int(1, 9)}${rng.digits(7)}${branch}`);
    if (isValidCnpj(doc)) return doc;
  }
}

export function makeDoc(kind: DocKind, rng: Rng): string {
  return kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
}

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

export function formatDoc(kind: DocKind, d: string): string {
  return kind === 'cpf' ? formatCpf(d) : formatCnpj(d);
}

// ---------------------------------------------------------------- masks

/** `***.456.789-**`, `•••.456.789-••`, `***456789**` */
export type CpfMask = 'dots-star' | 'dots-bullet' | 'plain-star';
// 12.***.***/0001-** (edges), **.345.678/0001-** (middle), 12.345.678/****-** (root), or the whole CNPJ
export type CnpjMask = 'edges' | 'middle' | 'root' | 'full';
export interface MaskStyle {
  cpf: CpfMask;
  cnpj: CnpjMask;
}

const RANGE = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** The digit positions (0-based, into the bare digits) a mask leaves visible. */
export function visiblePositions(kind: DocKind, mask: MaskStyle): number[] {
  if (kind === 'cpf') return RANGE(3, 8);
  switch (mask.cnpj) {
    case 'edges':
      return [0, 1, 8, 9, 10, 11];
    case 'middle':
      return RANGE(2, 11);
    case 'root':
      return RANGE(0, 7);
    case 'full':
      return RANGE(0, 13);
  }
}

export function maskDoc(kind: DocKind, d: string, mask: MaskStyle): string {
  if (kind === 'cpf') {
    const mid = `${d.slice(3, 6)}.${d.slice(6, 9)}`;
    switch (mask.cpf) {
      case 'dots-star':
        return `***.${mid}-**`;
      case 'dots-bullet':
        return `•••.${mid}-••`;
      case 'plain-star':
        return `***${d.slice(3, 9)}**`;
    }
  }
  switch (mask.cnpj) {
    case 'edges':
      return `${d.slice(0, 2)}.***.***/${d.slice(8, 12)}-**`;
    case 'middle':
      return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
    case 'root':
      return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/****-**`;
    case 'full':
      return formatCnpj(d);
  }
}

/** The visible digits of a masked document, in order. */
export function visibleDigits(kind: DocKind, d: string, mask: MaskStyle): string {
  return visiblePositions(kind, mask)
    .map((i) => d[i])
    .join('');
}

/** A different valid document that shows exactly the same digits through the mask. */
export function docSharingVisible(kind: DocKind, d: string, mask: MaskStyle, rng: Rng): string {
  const visible = new Set(visiblePositions(kind, mask));
  const body = kind === 'cpf' ? 9 : 12;
  for (let attempt = 0; attempt < 1000; attempt++) {
    let base = '';
    for (let i = 0; i < body; i++) base += visible.has(i) ? d[i] : String(rng.int(0, 9));
    if (kind === 'cnpj' && base[0] === '0' && !visible.has(0)) continue;
    const doc = kind === 'cpf' ? completeCpf(base) : completeCnpj(base);
    if (doc !== d && isValidDoc(kind, doc) && visibleDigits(kind, doc, mask) === visibleDigits(kind, d, mask))
      return doc;
  }
  throw new Error(`no ${kind} shares the visible digits of ${d}`);
}

/** A valid document whose visible digits differ from `d`'s in at least `minDiff` places. */
export function docDifferingVisible(kind: DocKind, d: string, mask: MaskStyle, rng: Rng, minDiff = 2): string {
  const want = visibleDigits(kind, d, mask);
  for (;;) {
    const doc = makeDoc(kind, rng);
    const got = visibleDigits(kind, doc, mask);
    let diff = 0;
    for (let i = 0; i < want.length; i++) if (want[i] !== got[i]) diff++;
    if (diff >= minDiff) return doc;
  }
}

// ---------------------------------------------------------------- names

const LOWER_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
const UPPER_SUFFIXES = new Set(['LTDA', 'ME', 'EIRELI', 'EPP', 'S.A.', 'SA', 'MEI', 'IP']);

export type NameCase = 'upper' | 'typed' | 'title';

export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => {
      if (UPPER_SUFFIXES.has(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLocaleLowerCase('pt-BR');
      if (i > 0 && LOWER_PARTICLES.has(lower)) return lower;
      return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
    })
    .join(' ');
}

export function caseName(name: string, style: NameCase): string {
  if (style === 'upper') return name.toLocaleUpperCase('pt-BR');
  if (style === 'title') return titleCase(name);
  return name;
}

/** The name as an app cuts it: about `at` characters (within 25–30), never ending on a space. */
export function cutName(name: string, at: number): string {
  for (const n of [at, at - 1, at + 1, at - 2, at + 2]) {
    if (n >= 25 && n <= 30 && name[n - 1] !== ' ' && name[n - 1] !== undefined) return name.slice(0, n);
  }
  throw new Error(`cannot cut ${name} near ${at}`);
}

// ---------------------------------------------------------------- money

export function priceCents(price: string): number {
  const [reais, cents = '00'] = price.split('.');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
}

export function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `1.234,56` (without the currency). */
export function formatMoney(cents: number): string {
  const reais = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${reais},${String(cents % 100).padStart(2, '0')}`;
}

export function formatBrl(cents: number): string {
  return `R$ ${formatMoney(cents)}`;
}

// ---------------------------------------------------------------- time (São Paulo: UTC−3, no DST)

const SP_OFFSET_MS = 3 * 3600_000;

/** The UTC instant of a São Paulo wall-clock time. */
export function spInstant(y: number, mo: number, d: number, h: number, mi: number, s = 0): number {
  return Date.UTC(y, mo - 1, d, h, mi, s) + SP_OFFSET_MS;
}

export interface WallClock {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** 0 = Sunday */
  wd: number;
}

export function spClock(instant: number): WallClock {
  const t = new Date(instant - SP_OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
    wd: t.getUTCDay(),
  };
}

export const MONTHS = [
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
export const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

export const p2 = (n: number): string => String(n).padStart(2, '0');

export type DateStyle =
  | 'nu' // 23 NOV 2026 - 10:42:13
  | 'slash-as' // 23/11/2026 às 10:42:13
  | 'slash-dash' // 23/11/2026 - 10:42:13
  | 'slash-space' // 23/11/2026 10:42:13
  | 'long-as' // 23 de novembro de 2026, às 10:42
  | 'weekday-long' // Segunda-feira, 23 de novembro de 2026 às 10:42:13
  | 'slash-h' // 23/11/2026 - 10h42
  | 'short-dot' // 23 nov 2026 · 10:42
  | 'weekday-short' // Seg, 23 nov 2026 às 10:42
  | 'slash-comma'; // 23/11/2026, 10:42:13

export function formatDateOnly(instant: number): string {
  const c = spClock(instant);
  return `${p2(c.d)}/${p2(c.mo)}/${c.y}`;
}

export function formatTimeOnly(instant: number, seconds = true): string {
  const c = spClock(instant);
  return seconds ? `${p2(c.h)}:${p2(c.mi)}:${p2(c.s)}` : `${p2(c.h)}:${p2(c.mi)}`;
}

export function formatDateTime(instant: number, style: DateStyle): string {
  const c = spClock(instant);
  const dmy = `${p2(c.d)}/${p2(c.mo)}/${c.y}`;
  const hms = `${p2(c.h)}:${p2(c.mi)}:${p2(c.s)}`;
  const hm = `${p2(c.h)}:${p2(c.mi)}`;
  const mon = (MONTHS[c.mo - 1] as string).slice(0, 3);
  const wd = WEEKDAYS[c.wd] as string;
  switch (style) {
    case 'nu':
      return `${p2(c.d)} ${mon.toUpperCase()} ${c.y} - ${hms}`;
    case 'slash-as':
      return `${dmy} às ${hms}`;
    case 'slash-dash':
      return `${dmy} - ${hms}`;
    case 'slash-space':
      return `${dmy} ${hms}`;
    case 'long-as':
      return `${c.d} de ${MONTHS[c.mo - 1]} de ${c.y}, às ${hm}`;
    case 'weekday-long':
      return `${wd.charAt(0).toUpperCase()}${wd.slice(1)}, ${c.d} de ${MONTHS[c.mo - 1]} de ${c.y} às ${hms}`;
    case 'slash-h':
      return `${dmy} - ${p2(c.h)}h${p2(c.mi)}`;
    case 'short-dot':
      return `${p2(c.d)} ${mon} ${c.y} · ${hm}`;
    case 'weekday-short':
      return `${wd.charAt(0).toUpperCase()}${wd.slice(1, 3)}, ${p2(c.d)} ${mon} ${c.y} às ${hm}`;
    case 'slash-comma':
      return `${dmy}, ${hms}`;
  }
}

// ---------------------------------------------------------------- Pix

export const E2E_PATTERN = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z0-9]{11})$/;

export type E2eCase = 'upper' | 'lower' | 'mixed';

/** `E` + the paying bank's ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics. */
export function makeEndToEndId(ispb: string, instant: number, rng: Rng, style: E2eCase): string {
  const t = new Date(instant);
  const stamp = `${t.getUTCFullYear()}${p2(t.getUTCMonth() + 1)}${p2(t.getUTCDate())}${p2(t.getUTCHours())}${p2(t.getUTCMinutes())}`;
  const alphabet =
    style === 'upper'
      ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
      : style === 'lower'
        ? 'abcdefghijklmnopqrstuvwxyz0123456789'
        : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `E${ispb}${stamp}${rng.chars(11, alphabet)}`;
}

export function uuidV4(rng: Rng): string {
  const hex = (n: number): string => rng.chars(n, '0123456789abcdef');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** `+5511987654321` → `+55 (11) 98765-4321` and the like. */
export type PhoneStyle = 'intl-paren' | 'paren' | 'intl-space' | 'masked';
export function formatPhone(raw: string, style: PhoneStyle): string {
  const ddd = raw.slice(3, 5);
  const n = raw.slice(5);
  const local = `${n.slice(0, n.length - 4)}-${n.slice(-4)}`;
  switch (style) {
    case 'intl-paren':
      return `+55 (${ddd}) ${local}`;
    case 'paren':
      return `(${ddd}) ${local}`;
    case 'intl-space':
      return `+55 ${ddd} ${local}`;
    case 'masked':
      return `(${ddd}) *****-${n.slice(-4)}`;
  }
}
