// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Removes diacritics (NFD, then drops the combining marks). */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Upper case without accents, the way some bank apps print registered names. */
export function plainUpper(text: string): string {
  return stripAccents(text).toUpperCase();
}

/** Words of a text after stripping accents and upper-casing, split on anything not alphanumeric. */
export function wordsOf(text: string): string[] {
  return plainUpper(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Integer cents to pt-BR money, e.g. 124900 -> "R$ 1.249,00" (space configurable). */
export function brl(cents: number, space = ' '): string {
  const reais = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${space}${grouped},${rest}`;
}

/** "147.90" -> 14790. */
export function centsOf(price: string): number {
  const [whole, fraction = '0'] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 14790 -> "147.90". */
export function priceOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Parses a printed pt-BR amount ("R$ 1.249,00", "R$1.249,00", "1.249,00") to cents, or null. */
export function parseBrl(text: string): number | null {
  const match = /(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
}

function checkDigit(digits: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Completes 9 CPF base digits with their two check digits. */
export function cpfWithCheck(base9: string): string {
  const d1 = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(`${base9}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${d2}`;
}

/** Completes 12 CNPJ base digits (root + branch) with their two check digits. */
export function cnpjWithCheck(base12: string): string {
  const d1 = checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(`${base12}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfWithCheck(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjWithCheck(digits.slice(0, 12)) === digits;
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12, 14)}`;
}

/** A seeded PRNG (mulberry32) with a few helpers; the same seed always gives the same sequence. */
export class Prng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
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
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  chars(count: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }
}

/** FNV-1a 32-bit hash of a string, used as a seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function randomCpf(rng: Prng): string {
  for (;;) {
    const cpf = cpfWithCheck(rng.digits(9));
    if (isValidCpf(cpf)) return cpf;
  }
}

export function randomCnpj(rng: Prng, branch = '0001'): string {
  for (;;) {
    const cnpj = cnpjWithCheck(`${rng.digits(8)}${branch}`);
    if (isValidCnpj(cnpj)) return cnpj;
  }
}

/** Characters every drawn text may use: printable ASCII, Latin-1 letters and signs, and • … · (both fonts cover them). */
export function isCoveredChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '•' || char === '…';
}
