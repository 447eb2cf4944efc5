// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Upper case without accents, for comparisons (the forbidden-word rule, name equality). */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** The words of a text after stripping accents and upper-casing, split on anything not alphanumeric. */
export function wordsOf(text: string): string[] {
  return plain(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
}

/** pt-BR money: 124900 → "R$ 1.249,00" (space configurable: some apps print "R$1.249,00"). */
export function money(cents: number, symbolGap = ' '): string {
  return `R$${symbolGap}${moneyNumber(cents)}`;
}

/** 124900 → "1.249,00". */
export function moneyNumber(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`bad cents ${cents}`);
  const reais = Math.floor(cents / 100).toString();
  const grouped = reais.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${(cents % 100).toString().padStart(2, '0')}`;
}

/** 14790 → "147.90", the order price as the store configures it. */
export function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Nine base digits → the eleven digits of a valid CPF. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`bad CPF base ${base}`);
  const digits = [...base].map(Number);
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** Twelve base digits (root + branch) → the fourteen digits of a valid CNPJ. */
export function cnpjFromBase(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`bad CNPJ base ${base}`);
  const digits = [...base].map(Number);
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...digits, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfFromBase(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjFromBase(digits.slice(0, 12)) === digits;
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

export type DocKind = 'cpf' | 'cnpj';

export function formatDoc(kind: DocKind, digits: string): string {
  return kind === 'cpf' ? formatCpf(digits) : formatCnpj(digits);
}

export function isValidDoc(kind: DocKind, digits: string): boolean {
  return kind === 'cpf' ? isValidCpf(digits) : isValidCnpj(digits);
}

/** A mask: which digit positions (0-based over the document's digits) stay visible, and what hides the others. */
export interface DocMask {
  kind: DocKind;
  /** A short name for the mask's shape, e.g. '***.456.789-**'. */
  shape: string;
  visible: readonly number[];
  hide: '*' | '•';
}

/** The document formatted, its hidden digits replaced by the mask's character. */
export function applyMask(mask: DocMask, digits: string): string {
  const formatted = formatDoc(mask.kind, digits);
  let index = -1;
  return [...formatted]
    .map((char) => {
      if (!/\d/.test(char)) return char;
      index++;
      return mask.visible.includes(index) ? char : mask.hide;
    })
    .join('');
}

/** The digits a mask lets through, in order. */
export function visibleDigits(mask: DocMask, digits: string): string {
  return mask.visible.map((position) => digits[position] ?? '').join('');
}

/** FNV-1a over a string: the seed of every case's randomness. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A small seeded PRNG (mulberry32): deterministic, never Math.random. */
export class Prng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += this.int(0, 9).toString();
    return out;
  }

  chars(count: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }

  uuid(): string {
    const hex = this.chars(32, '0123456789abcdef').split('');
    hex[12] = '4';
    hex[16] = '89ab'[this.int(0, 3)] ?? '8';
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}

/** A random valid document of a kind. */
export function randomDoc(kind: DocKind, prng: Prng): string {
  if (kind === 'cpf') {
    for (;;) {
      const doc = cpfFromBase(prng.digits(9));
      if (isValidCpf(doc)) return doc;
    }
  }
  for (;;) {
    const branch = prng.next() < 0.85 ? '0001' : `000${prng.int(2, 9)}`;
    const doc = cnpjFromBase(`${prng.digits(8)}${branch}`);
    if (isValidCnpj(doc)) return doc;
  }
}

/** A valid document other than `other` whose digits under `mask` are the same as `other`'s (a lookalike holder). */
export function docWithSameVisibleDigits(mask: DocMask, other: string, prng: Prng): string {
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const candidate = randomDoc(mask.kind, prng);
    const merged = [...candidate.slice(0, mask.kind === 'cpf' ? 9 : 12)]
      .map((digit, position) => (mask.visible.includes(position) ? (other[position] ?? digit) : digit))
      .join('');
    const doc = mask.kind === 'cpf' ? cpfFromBase(merged) : cnpjFromBase(merged);
    if (doc !== other && isValidDoc(mask.kind, doc) && visibleDigits(mask, doc) === visibleDigits(mask, other)) {
      return doc;
    }
  }
  throw new Error(`no lookalike for ${mask.shape}`);
}

/** A valid document whose visible digits under `mask` differ from `other`'s. */
export function docWithOtherVisibleDigits(mask: DocMask, other: string, prng: Prng): string {
  for (;;) {
    const doc = randomDoc(mask.kind, prng);
    if (visibleDigits(mask, doc) !== visibleDigits(mask, other)) return doc;
  }
}

/** Escapes text for an SVG text node. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
