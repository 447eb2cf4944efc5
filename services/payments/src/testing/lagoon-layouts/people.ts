// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** Deterministic pseudo-random numbers (mulberry32 seeded by an FNV-1a hash of a string). */
export class Rng {
  private state: number;
  constructor(seed: string) {
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    this.state = h;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(this.int(0, 9));
    return out;
  }
  alnum(n: number): string {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz';
    let out = '';
    for (let i = 0; i < n; i++) out += chars[this.int(0, chars.length - 1)];
    return out;
  }
  uuid(): string {
    const hex = () => this.int(0, 15).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[this.int(0, 3)]}${part(3)}-${part(12)}`;
  }
}

export type DocumentKind = 'CPF' | 'CNPJ';

function checkDigit(base: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (weights[i] as number);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CPF (11 digits) from its 9-digit base, with both check digits. */
export function cpfFromBase(base: string): string {
  const d1 = checkDigit(base, CPF_W1);
  return base + d1 + checkDigit(base + d1, CPF_W2);
}

/** A CNPJ (14 digits) from its 12-digit base (8 root + 4 branch), with both check digits. */
export function cnpjFromBase(base: string): string {
  const d1 = checkDigit(base, CNPJ_W1);
  return base + d1 + checkDigit(base + d1, CNPJ_W2);
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && cpfFromBase(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && cnpjFromBase(digits.slice(0, 12)) === digits;
}

export function randomCpf(rng: Rng): string {
  for (;;) {
    const cpf = cpfFromBase(rng.digits(9));
    if (isValidCpf(cpf)) return cpf;
  }
}

export function randomCnpj(rng: Rng): string {
  for (;;) {
    const cnpj = cnpjFromBase(`${rng.digits(8)}000${rng.int(1, 3)}`);
    if (isValidCnpj(cnpj)) return cnpj;
  }
}

export function documentKind(digits: string): DocumentKind {
  return digits.length === 14 ? 'CNPJ' : 'CPF';
}

/** How a layout masks a CPF. */
export type CpfMask = 'stars' | 'bullets';
/** How a layout masks a CNPJ: shown whole, middle hidden, or root edges and check digits hidden. */
export type CnpjMask = 'full' | 'middle' | 'outer' | 'outer-bullets';

export function formatCpf(d: string): string {
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

export function formatCnpj(d: string): string {
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12, 14)}`;
}

export function maskCpf(d: string, mask: CpfMask): string {
  const h = mask === 'stars' ? '*' : '•';
  return `${h.repeat(3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${h.repeat(2)}`;
}

export function maskCnpj(d: string, mask: CnpjMask): string {
  switch (mask) {
    case 'full':
      return formatCnpj(d);
    case 'middle':
      return `${d.slice(0, 2)}.***.***/${d.slice(8, 12)}-**`;
    case 'outer':
      return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
    case 'outer-bullets':
      return `••.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-••`;
  }
}

export function maskDocument(d: string, cpf: CpfMask, cnpj: CnpjMask): string {
  return d.length === 14 ? maskCnpj(d, cnpj) : maskCpf(d, cpf);
}

/** The visible digits of a printed (possibly masked) document: position among the 11/14 digits -> digit. */
export function visibleDigits(printed: string): Map<number, string> {
  const out = new Map<number, string>();
  let position = 0;
  for (const ch of printed) {
    if (/\d/.test(ch)) out.set(position++, ch);
    else if (ch === '*' || ch === '•') position++;
  }
  return out;
}

/** How many visible positions of `printed` disagree with the full document `digits`. */
export function visibleDifferences(printed: string, digits: string): { visible: number; differing: number } {
  const seen = visibleDigits(printed);
  let differing = 0;
  for (const [position, digit] of seen) if (digits[position] !== digit) differing++;
  return { visible: seen.size, differing };
}

/** Upper case without accents, as many banks print names. */
export function plainUpper(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Words of a name or message, upper case without accents. */
export function wordsOf(s: string): string[] {
  return plainUpper(s)
    .split(/[^A-Z0-9/]+/)
    .filter((w) => w.length > 0);
}

export type TruncationMarker = '...' | '…' | 'cut';
export interface Truncation {
  /** The most characters the name may take, marker included. */
  at: number;
  marker: TruncationMarker;
}

/** A name cut the way a layout cuts long holder names; a name that fits is returned whole. */
export function truncateName(name: string, t: Truncation): string {
  if (name.length <= t.at) return name;
  if (t.marker === 'cut') return name.slice(0, t.at);
  return name.slice(0, t.at - t.marker.length).trimEnd() + t.marker;
}

export function formatBrl(value: string): string {
  const [whole = '0', cents = '00'] = value.split('.');
  return `R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

export function formatPhoneKey(key: string): string {
  const d = key.replace(/^\+55/, '');
  return `+55 (${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** The Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

/** Invented payers and third parties (people and small businesses), none of them a store. */
export const PEOPLE: readonly string[] = [
  'Joselita Camurupim Andiroba',
  'Deusdedit Anísio Carapeba',
  'Marinês Auxiliadora Piancó',
  'Ivonilde Tamborim Jenipapo',
  'Rosicler Morais Umbuzeiro',
  'Crisóstomo Mucugê Barbalha',
  'Ednalva Juazeiro Aracati',
  'Durval Epaminondas Itapipoca',
  'Gerlane Carrilho Cacimba',
  'Carmelita Lindinalva Serrote',
  'Edivan Cajazeiras Marimbondo',
  'Francinete Severo Piancó',
  'Erivaldo Jenipapo Morais',
  'Cleonilde Barbalha Aracati',
  'Eurípedes Camurupim Serrote',
  'Valdênia Itapipoca Tamborim',
];

export const OTHER_BUSINESSES: readonly string[] = [
  'Cajazeiras Bicicletas Ltda',
  'Tamborim Cadernetas Escolares ME',
  'Jenipapo Mobiliário Rústico Ltda',
  'Umbuzeiro Geleias e Compotas ME',
];
