// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A small seeded generator (mulberry32) so that every drawing is the same on every run. */
export function seeded(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function integer(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

export function randomText(
  random: () => number,
  length: number,
  alphabet: 'alnum' | 'ALNUM' | 'hex' | 'HEX' | 'digits',
): string {
  const chars =
    alphabet === 'alnum'
      ? ALNUM
      : alphabet === 'ALNUM'
        ? UPPER_ALNUM
        : alphabet === 'hex'
          ? HEX
          : alphabet === 'HEX'
            ? HEX.toUpperCase()
            : '0123456789';
  let out = '';
  for (let i = 0; i < length; i++) out += chars[Math.floor(random() * chars.length)];
  return out;
}

export function uuidV4(random: () => number): string {
  const hex = randomText(random, 32, 'hex').split('');
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const LOWER_PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

/** "OCRE BRAVIO COMERCIO DE PATINETES LTDA" → "Ocre Bravio Comercio de Patinetes Ltda". */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && LOWER_PARTICLES.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Cents to "1.234,56". */
export function brl(cents: number): string {
  const whole = Math.floor(cents / 100);
  const frac = String(cents % 100).padStart(2, '0');
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

export function priceToCents(price: string): number {
  const [whole, frac = '0'] = price.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

export function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** São Paulo has kept UTC−3 all year since 2019. */
export const SAO_PAULO_OFFSET_MINUTES = -180;

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function saoPaulo(instant: Date): LocalTime {
  const local = new Date(instant.getTime() + SAO_PAULO_OFFSET_MINUTES * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** A São Paulo wall-clock time to the UTC instant. */
export function fromSaoPaulo(year: number, month: number, day: number, hour: number, minute: number, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - SAO_PAULO_OFFSET_MINUTES * 60_000);
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
export const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

export const p2 = (n: number): string => String(n).padStart(2, '0');

export function utcStamp(instant: Date): string {
  return `${instant.getUTCFullYear()}${p2(instant.getUTCMonth() + 1)}${p2(instant.getUTCDate())}${p2(instant.getUTCHours())}${p2(instant.getUTCMinutes())}`;
}
