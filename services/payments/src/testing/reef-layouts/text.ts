// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A small seeded generator (FNV-1a hash of the key, then mulberry32): the same key always gives the same sequence. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  alnum(length: number, alphabet?: string): string;
  digits(length: number): string;
}

export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function seeded(key: string): Random {
  let state = hashKey(key) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const alnum = (
    length: number,
    alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  ): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet.charAt(int(0, alphabet.length - 1));
    return out;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    alnum,
    digits: (length) => alnum(length, '0123456789'),
  };
}

/** Cents as pt-BR money: 123456 → "R$ 1.234,56". */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${(abs % 100).toString().padStart(2, '0')}`;
}

/** Cents as the decimal string a store configures: 14790 → "147.90". */
export function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits.charAt(i)) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Completes 9 base digits into a valid CPF. */
export function completeCpf(base9: string): string {
  const d1 = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(`${base9}${d1}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${d2}`;
}

/** Completes 12 base digits (root + branch) into a valid CNPJ. */
export function completeCnpj(base12: string): string {
  const d1 = checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(`${base12}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && completeCpf(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && completeCnpj(digits.slice(0, 12)) === digits;
}

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

export function formatDocument(d: string): string {
  return d.length === 14 ? formatCnpj(d) : formatCpf(d);
}

/** Upper case, accents removed. */
export function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Words of a text, accents removed, upper case, split on anything not a letter or digit. */
export function wordsOf(text: string): string[] {
  return plainUpper(text)
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 0);
}

const LOWER_PARTICLES = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E', 'EM']);
const UPPER_SUFFIXES = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'S/A', 'SA']);

/** "MARFIM GALPAO DE INVERNO LTDA" → "Marfim Galpao de Inverno LTDA". */
export function titleCase(upper: string): string {
  return upper
    .split(' ')
    .map((w, i) => {
      if (UPPER_SUFFIXES.has(w)) return w;
      if (i > 0 && LOWER_PARTICLES.has(w)) return w.toLowerCase();
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join(' ');
}

export function pad2(n: number): string {
  return n.toString().padStart(2, '0');
}
