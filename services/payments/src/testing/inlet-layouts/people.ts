// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** A small seeded generator (mulberry32), so the corpus is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function randomDigits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(rng() * 10));
  return s;
}

function cpfCheck(base: string): string {
  let digits = base;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    digits += String(r === 10 ? 0 : r);
  }
  return digits;
}

function cnpjCheck(base: string): string {
  let digits = base;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    let sum = 0;
    weights.forEach((w, i) => {
      sum += Number(digits[i]) * w;
    });
    const r = sum % 11;
    digits += String(r < 2 ? 0 : 11 - r);
  }
  return digits;
}

/** A CPF valid by its check digits (never all one digit). */
export function makeCpf(rng: Rng): string {
  for (;;) {
    const base = randomDigits(rng, 9);
    if (!/^(\d)\1+$/.test(base)) return cpfCheck(base);
  }
}

/** A CNPJ (head office, branch 0001) valid by its check digits. */
export function makeCnpj(rng: Rng): string {
  for (;;) {
    const base = `${randomDigits(rng, 8)}0001`;
    if (!/^0+/.test(base.slice(0, 2))) return cnpjCheck(base);
  }
}

export function isValidCpf(doc: string): boolean {
  return /^\d{11}$/.test(doc) && !/^(\d)\1+$/.test(doc) && cpfCheck(doc.slice(0, 9)) === doc;
}

export function isValidCnpj(doc: string): boolean {
  return /^\d{14}$/.test(doc) && !/^(\d)\1+$/.test(doc) && cnpjCheck(doc.slice(0, 12)) === doc;
}

export function isValidDocument(doc: string): boolean {
  return doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc);
}

// How an app prints a CPF: `***.456.789-**`, `•••.456.789-••`, `***456789**`.
export type CpfMask = 'stars' | 'bullets' | 'stars plain';
// How an app prints a CNPJ: in full, `12.***.***/0001-**`, `**.345.678/0001-**`, `12.345.***/****-90`.
export type CnpjMask = 'full' | 'head and branch' | 'middle' | 'ends';

const CPF_SHOWN = [3, 4, 5, 6, 7, 8];
const CNPJ_SHOWN: Record<CnpjMask, number[]> = {
  full: [...Array(14).keys()],
  'head and branch': [0, 1, 8, 9, 10, 11],
  middle: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  ends: [0, 1, 2, 3, 4, 12, 13],
};

/** The digit positions (0-based, of the bare digits) a mask leaves visible. */
export function shownPositions(doc: string, _cpfMask: CpfMask, cnpjMask: CnpjMask): number[] {
  return doc.length === 11 ? CPF_SHOWN : CNPJ_SHOWN[cnpjMask];
}

export function maskDocument(doc: string, cpfMask: CpfMask, cnpjMask: CnpjMask): string {
  if (doc.length === 11) {
    const m = cpfMask === 'bullets' ? '•' : '*';
    const mid = `${doc.slice(3, 6)}.${doc.slice(6, 9)}`;
    if (cpfMask === 'stars plain') return `***${doc.slice(3, 9)}**`;
    return `${m.repeat(3)}.${mid}-${m.repeat(2)}`;
  }
  const shown = new Set(CNPJ_SHOWN[cnpjMask]);
  const d = [...doc].map((c, i) => (shown.has(i) ? c : '*'));
  return `${d.slice(0, 2).join('')}.${d.slice(2, 5).join('')}.${d.slice(5, 8).join('')}/${d.slice(8, 12).join('')}-${d.slice(12).join('')}`;
}

export function formatDocument(doc: string): string {
  return doc.length === 11
    ? `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`
    : `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
}

/** How many visible digits of two documents of one kind differ under a mask. */
export function visibleDifferences(a: string, b: string, cpfMask: CpfMask, cnpjMask: CnpjMask): number {
  return shownPositions(a, cpfMask, cnpjMask).filter((i) => a[i] !== b[i]).length;
}

/** Another valid document of the same kind whose visible digits differ from `doc` in [min, max] places. */
export function documentDiffering(
  rng: Rng,
  doc: string,
  cpfMask: CpfMask,
  cnpjMask: CnpjMask,
  min: number,
  max: number,
): string {
  const shown = shownPositions(doc, cpfMask, cnpjMask).filter((i) => i < doc.length - 2);
  for (let attempt = 0; attempt < 5000; attempt++) {
    const d = [...doc.slice(0, doc.length - 2)];
    const changes = min + Math.floor(rng() * Math.max(1, Math.min(max, shown.length) - min + 1));
    const positions = [...shown].sort(() => rng() - 0.5).slice(0, changes);
    for (const p of positions) {
      let digit = d[p];
      while (digit === d[p]) digit = String(Math.floor(rng() * 10));
      d[p] = digit as string;
    }
    if (attempt > 50) {
      // Vary the hidden digits too, so the check digits come out differently.
      for (let i = 0; i < d.length; i++) if (!shown.includes(i)) d[i] = randomDigits(rng, 1);
    }
    const base = d.join('');
    const candidate = doc.length === 11 ? cpfCheck(base) : cnpjCheck(base);
    const diff = visibleDifferences(doc, candidate, cpfMask, cnpjMask);
    if (candidate !== doc && diff >= min && diff <= max && isValidDocument(candidate)) return candidate;
  }
  throw new Error(`no document differing from ${doc} in ${min}-${max} visible places`);
}

/** Fresh invented names (checked against the forbidden-word list by the tests). */
export const FIRST_NAMES_F = [
  'ARLINDA',
  'FLORISA',
  'GILVANA',
  'HILDETE',
  'LEONORA',
  'NAZIRA',
  'OLINDINA',
  'SALOMÉ',
  'VICÊNCIA',
  'DAMIANA',
  'JOSEFINA',
  'INÁCIA',
] as const;
export const FIRST_NAMES_M = ['BRÁULIO', 'FLAVIANO', 'GERALDINO', 'PLÁCIDO', 'ABDIAS'] as const;
export const SURNAMES = [
  'AMARANTE',
  'OURIQUES',
  'ALCÂNTARA',
  'ANDRADA',
  'AZEVEDINHO',
  'LAGO',
  'NAZARETH',
  'OLIVEIRINHA',
  'PASSOS',
  'PESSANHA',
  'TEIXEIRINHA',
  'ITAPARICA',
] as const;
export const SHOP_WORDS = [
  'COLCHOARIA',
  'CHAPELARIA',
  'PASTIFÍCIO',
  'SERVIÇOS',
  'CORDEL',
  'COUROS',
  'SEMENTES',
  'CAFÉS',
] as const;
export const PLACE_WORDS = ['DA GRAVIOLA', 'DO UMBU', 'DA ACEROLA', 'DO LUAR', 'DA CAATINGA', 'DO MIRANTE'] as const;

export const PARTICLES = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);
export const LEGAL_SUFFIXES = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'S.A.']);

/** A person's name from the pools, avoiding the given words. */
export function personName(rng: Rng, avoid: readonly string[] = []): string {
  for (;;) {
    const first = pick(rng, rng() < 0.6 ? FIRST_NAMES_F : FIRST_NAMES_M);
    const s1 = pick(rng, SURNAMES);
    const s2 = pick(rng, SURNAMES);
    if (s1 === s2) continue;
    const name = `${first} ${s1} ${s2}`;
    if (name.split(' ').some((w) => avoid.includes(w))) continue;
    return name;
  }
}

/** Title case for apps that print names in mixed case (particles lower, legal suffixes upper). */
export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((w) => {
      if (PARTICLES.has(w)) return w.toLowerCase();
      if (LEGAL_SUFFIXES.has(w)) return w;
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join(' ');
}
