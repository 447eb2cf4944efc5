// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A small seeded generator (mulberry32 over an FNV-1a hash) so every case draws the same receipt on every run. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chars(count: number, alphabet: string): string;
}

export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRng(seed: string): Rng {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chars: (count, alphabet) => {
      let out = '';
      for (let i = 0; i < count; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Completes nine CPF digits with their two check digits. */
export function cpfFrom(nine: string): string {
  if (!/^\d{9}$/.test(nine)) throw new Error(`CPF base must be nine digits: ${nine}`);
  const ten = nine + checkDigit(nine, CPF_WEIGHTS_1);
  return ten + checkDigit(ten, CPF_WEIGHTS_2);
}

/** Completes twelve CNPJ digits (root + branch) with their two check digits. */
export function cnpjFrom(twelve: string): string {
  if (!/^\d{12}$/.test(twelve)) throw new Error(`CNPJ base must be twelve digits: ${twelve}`);
  const thirteen = twelve + checkDigit(twelve, CNPJ_WEIGHTS_1);
  return thirteen + checkDigit(thirteen, CNPJ_WEIGHTS_2);
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfFrom(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjFrom(digits.slice(0, 12)) === digits;
}

export type DocumentKind = 'CPF' | 'CNPJ';

export function documentKind(digits: string): DocumentKind {
  return digits.length === 14 ? 'CNPJ' : 'CPF';
}

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

export type CpfMask = 'star' | 'dot';
export type CnpjMask = 'masked' | 'full';

/** The CPF as Brazilian apps print it under the LGPD rule: only the six middle digits visible. */
export function maskCpf(digits: string, style: CpfMask): string {
  const hide = style === 'star' ? '*' : '•';
  return `${hide.repeat(3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${hide.repeat(2)}`;
}

export function maskCnpj(digits: string, style: CnpjMask): string {
  if (style === 'full') return formatCnpj(digits);
  return `${digits.slice(0, 2)}.***.***/${digits.slice(8, 12)}-**`;
}

export function maskDocument(digits: string, cpf: CpfMask, cnpj: CnpjMask): string {
  return documentKind(digits) === 'CPF' ? maskCpf(digits, cpf) : maskCnpj(digits, cnpj);
}

/** The digits a masked print leaves visible, in order. */
export function visibleDigits(digits: string): string {
  return documentKind(digits) === 'CPF' ? digits.slice(3, 9) : digits.slice(0, 2) + digits.slice(8, 12);
}

export function randomCpf(rng: Rng): string {
  for (;;) {
    const cpf = cpfFrom(rng.chars(9, '0123456789'));
    if (isValidCpf(cpf)) return cpf;
  }
}

export function randomCnpj(rng: Rng): string {
  for (;;) {
    const cnpj = cnpjFrom(`${rng.chars(8, '0123456789')}0001`);
    if (isValidCnpj(cnpj)) return cnpj;
  }
}

/** Another document whose masked print is identical to `digits`' (a different holder behind the same mask). */
export function lookalikeDocument(digits: string, rng: Rng): string {
  for (;;) {
    const other =
      documentKind(digits) === 'CPF'
        ? cpfFrom(rng.chars(3, '0123456789') + digits.slice(3, 9))
        : cnpjFrom(digits.slice(0, 2) + rng.chars(6, '0123456789') + digits.slice(8, 12));
    if (other !== digits && (isValidCpf(other) || isValidCnpj(other))) return other;
  }
}

/** Another document of the same kind whose masked print shows different digits. */
export function otherDigitsDocument(digits: string, rng: Rng): string {
  for (;;) {
    const other = documentKind(digits) === 'CPF' ? randomCpf(rng) : randomCnpj(rng);
    if (visibleDigits(other) !== visibleDigits(digits)) return other;
  }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The end-to-end id of the Pix rules: E + payer ISPB + yyyyMMddHHmm in UTC + eleven characters. */
export function endToEndId(ispb: string, paidAt: Date, suffix: string): string {
  const stamp =
    `${paidAt.getUTCFullYear()}${pad(paidAt.getUTCMonth() + 1)}${pad(paidAt.getUTCDate())}` +
    `${pad(paidAt.getUTCHours())}${pad(paidAt.getUTCMinutes())}`;
  const id = `E${ispb}${stamp}${suffix}`;
  if (!/^E\d{8}\d{12}[A-Za-z0-9]{11}$/.test(id)) throw new Error(`malformed end-to-end id ${id}`);
  return id;
}

export function formatBrl(cents: number): string {
  const reais = Math.floor(cents / 100);
  const grouped = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${pad(cents % 100)}`;
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
