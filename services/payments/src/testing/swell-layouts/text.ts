// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Accents stripped (NFD, combining marks removed). */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Upper case without accents, for comparisons. */
export function plain(text: string): string {
  return stripAccents(text).toUpperCase();
}

/** The words of a text, upper case, no accents, split on anything but letters and digits. */
export function wordsOf(text: string): string[] {
  return plain(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** 14790 -> "147,90"; 124900 -> "1.249,00". */
export function moneyNumber(cents: number): string {
  const reais = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${rest}`;
}

/** 124900 -> "R$ 1.249,00". */
export function money(cents: number): string {
  return `R$ ${moneyNumber(cents)}`;
}

/** 14790 -> "147.90" (the order price as the product stores it). */
export function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Nine base digits -> the eleven digits of a valid CPF. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`CPF base must be 9 digits: ${base}`);
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(base + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** Twelve base digits -> the fourteen digits of a valid CNPJ. */
export function cnpjFromBase(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`CNPJ base must be 12 digits: ${base}`);
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfFromBase(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return cnpjFromBase(digits.slice(0, 12)) === digits;
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/**
 * A mask is the formatted document with '#' where a digit shows and any other character printed as is,
 * e.g. '***.###.###-**' (a CPF) or '##.***.*** / ####-**' without the spaces (a CNPJ).
 * The n-th '#' or mask character stands for the n-th digit.
 */
export function applyMask(digits: string, mask: string): string {
  let index = 0;
  let out = '';
  for (const char of mask) {
    if (char === '.' || char === '/' || char === '-') {
      out += char;
      continue;
    }
    out += char === '#' ? (digits[index] ?? '?') : char;
    index++;
  }
  if (index !== digits.length) throw new Error(`mask ${mask} does not fit ${digits.length} digits`);
  return out;
}

/** The digit positions a mask shows. */
export function visiblePositions(mask: string): number[] {
  const positions: number[] = [];
  let index = 0;
  for (const char of mask) {
    if (char === '.' || char === '/' || char === '-') continue;
    if (char === '#') positions.push(index);
    index++;
  }
  return positions;
}

export function visibleDigits(digits: string, mask: string): string {
  return visiblePositions(mask)
    .map((position) => digits[position])
    .join('');
}

/** Deterministic PRNG (mulberry32) seeded from a string. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  digits(count: number): string;
  alnum(count: number): string;
  hex(count: number): string;
}

export function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function seededRng(seed: string): Rng {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const fromAlphabet = (alphabet: string, count: number): string => {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[int(0, alphabet.length - 1)];
    return out;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    digits: (count) => fromAlphabet('0123456789', count),
    alnum: (count) => fromAlphabet('abcdefghijklmnopqrstuvwxyz0123456789', count),
    hex: (count) => fromAlphabet('0123456789abcdef', count),
  };
}

/** XML-escaped text for SVG. */
export function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** "ROSICLEIDE antonela DA silva" -> "Rosicleide Antonela da Silva". */
export function titleCase(text: string): string {
  const small = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
