// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/**
 * The cove corpus: phone screenshots of Pix receipts from 16 bank apps, 17 cases each, drawn from SVG with sharp.
 * A held-out measure only: nothing here was tuned against the verifier, and nothing here may be tuned to it.
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { displayKey, type PartyShown, type ReceiptFacts, utcOf } from './facts';
import { BANKS, LAYOUTS, type LayoutSpec, type Truncation } from './layouts';
import {
  DESCRIPTIONS,
  type DocKind,
  maskDocument,
  nearDocument,
  OTHER_COMPANIES,
  otherDocument,
  PAYER_FIRST,
  PAYER_LAST,
  type Party,
  pick,
  randomCnpj,
  randomCpf,
  rngFor,
  STORE_SEEDS,
  type StoreSeed,
  visiblePositions,
} from './people';
import { Canvas, FONT_FAMILY, FONT_PACKAGE } from './text';

export type { ReceiptFacts } from './facts';

export type CoveGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type CoveTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface CoveLayoutCase {
  name: string;
  layout: string;
  family: string;
  theme: 'light' | 'dark';
  font: string;
  group: CoveGroup;
  truth: CoveTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export interface CoveStore {
  layout: string;
  tradeName: string;
  holderName: string;
  kind: DocKind;
  document: string;
  pixKey: string;
  keyKind: StoreSeed['keyKind'];
  institution: string;
  agency: string;
  account: string;
}

export const COVE_ORDER_PLACED_AT = '2026-11-23T12:00:00Z'; // 09:00 in São Paulo
export const COVE_JUDGED_AT = '2026-11-23T18:00:00Z';

export const CASE_IDS = [
  'correct-1',
  'correct-2',
  'correct-3',
  'correct-4',
  'correct-5',
  'correct-6',
  'key-1',
  'key-2',
  'lookalike-holder',
  'same-name-other-digits',
  'store-as-payer',
  'wrong-amount',
  'paid-before-order',
  'scheduled',
  'description-names-store',
  'near-namesake',
  'reused-file',
] as const;
export type CaseId = (typeof CASE_IDS)[number];

const TRUTH: Record<CaseId, CoveTruth> = {
  'correct-1': 'correct',
  'correct-2': 'correct',
  'correct-3': 'correct',
  'correct-4': 'correct',
  'correct-5': 'correct',
  'correct-6': 'correct',
  'key-1': 'correct',
  'key-2': 'correct',
  'lookalike-holder': 'wrong recipient',
  'same-name-other-digits': 'wrong recipient',
  'store-as-payer': 'wrong recipient',
  'wrong-amount': 'wrong amount',
  'paid-before-order': 'paid before the order',
  scheduled: 'scheduled',
  'description-names-store': 'wrong recipient',
  'near-namesake': 'wrong recipient',
  'reused-file': 'reused',
};

export interface CoveReceipt {
  name: string;
  caseId: CaseId;
  layout: LayoutSpec;
  store: CoveStore;
  price: string;
  facts: ReceiptFacts;
  /** The truncation the app applied to the recipient's name (truncated-name cases only). */
  truncation?: Truncation;
  /** Declared pixel size of the JPEG. */
  width: number;
  height: number;
  svg: string;
  /** Text that would leave the screen or overlap other text (should be empty). */
  textProblems: string[];
}

// ------------------------------------------------------------------------------------------- names as banks show them

export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function caseName(name: string, style: LayoutSpec['nameCase']): string {
  if (style === 'upper-plain') return stripAccents(name).toUpperCase();
  if (style === 'upper') return name.toUpperCase();
  return name;
}

const PARTICLES = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);

export function truncateName(shown: string, party: Party, t: Truncation): string {
  const words = shown.split(' ');
  if (party.kind === 'CPF' && t.kind === 'first-last') return `${words[0]} ${words[words.length - 1]}`;
  if (party.kind === 'CPF' && t.kind === 'initials') {
    const mid = words
      .slice(1, -1)
      .filter((w) => !PARTICLES.has(w.toLowerCase()))
      .map((w) => `${w[0]}.`);
    return [words[0], ...mid, words[words.length - 1]].join(' ');
  }
  if (t.kind === 'chars') return shown.slice(0, t.n).trimEnd();
  const n = t.kind === 'ellipsis' ? t.n : 26;
  const tail = t.kind === 'ellipsis' ? t.tail : '...';
  return `${shown.slice(0, n).trimEnd()}${tail}`;
}

/** The name one letter off: one letter of a longer word swapped for a look-alike letter. */
export function nearName(name: string, rnd: () => number): string {
  const swap: Record<string, string> = {
    a: 'e',
    e: 'a',
    i: 'e',
    o: 'u',
    u: 'o',
    n: 'm',
    m: 'n',
    r: 'l',
    l: 'r',
    t: 'd',
    d: 't',
    s: 'z',
    z: 's',
  };
  const words = name.split(' ');
  const candidates = words.flatMap((w, i) => (w.length >= 6 && i > 0 ? [i] : []));
  const wi = pick(rnd, candidates.length ? candidates : [0]);
  const w = words[wi]!;
  const spots = [...w].flatMap((ch, j) => (j > 0 && j < w.length - 1 && swap[ch.toLowerCase()] ? [j] : []));
  const j = pick(rnd, spots);
  const ch = w[j]!;
  const to = swap[ch.toLowerCase()]!;
  words[wi] = w.slice(0, j) + (ch === ch.toUpperCase() ? to.toUpperCase() : to) + w.slice(j + 1);
  return words.join(' ');
}

// ------------------------------------------------------------------------------------------------ stores and people

const digits = (rnd: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');

function account(rnd: () => number): { agency: string; account: string } {
  return { agency: digits(rnd, 4), account: `${digits(rnd, 5 + Math.floor(rnd() * 3))}-${digits(rnd, 1)}` };
}

function pixKeyOf(seed: StoreSeed): string {
  if (seed.keyKind === 'document') return seed.holder.document;
  if (seed.keyKind === 'phone') return `+55${seed.key!.replace(/\D/g, '').slice(2)}`;
  return seed.key!;
}

export function coveStore(layout: string): CoveStore {
  const seed = STORE_SEEDS.find((s) => s.layout === layout);
  if (!seed) throw new Error(`no cove layout ${layout}`);
  const rnd = rngFor(`store/${layout}`);
  const acc = account(rnd);
  return {
    layout,
    tradeName: seed.tradeName,
    holderName: seed.holder.name,
    kind: seed.holder.kind,
    document: seed.holder.document,
    pixKey: pixKeyOf(seed),
    keyKind: seed.keyKind,
    institution: BANKS[seed.storeBank]!.institution,
    ...acc,
  };
}

function person(rnd: () => number): Party {
  let a = pick(rnd, PAYER_LAST);
  let b = pick(rnd, PAYER_LAST);
  while (b === a) b = pick(rnd, PAYER_LAST);
  if (rnd() < 0.3) [a, b] = [b, a];
  return { name: `${pick(rnd, PAYER_FIRST)} ${a} ${b}`, kind: 'CPF', document: randomCpf(rnd) };
}

function company(rnd: () => number): Party {
  return { name: pick(rnd, OTHER_COMPANIES), kind: 'CNPJ', document: randomCnpj(rnd) };
}

// --------------------------------------------------------------------------------------------------- amounts, times

function randomPrice(rnd: () => number): string {
  const r = rnd();
  const v =
    r < 0.3 ? 9.9 + rnd() * 90 : r < 0.65 ? 100 + rnd() * 900 : r < 0.88 ? 1000 + rnd() * 4000 : 5000 + rnd() * 9999;
  const cents = pick(rnd, ['90', '00', '50', '99', null, null]);
  const int = Math.min(Math.floor(v), 14999);
  const c = int === 14999 ? '00' : (cents ?? digits(rnd, 2));
  return `${int}.${c}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

function localIso(day: string, minutes: number, seconds: number): string {
  return `${day}T${p2(Math.floor(minutes / 60))}:${p2(minutes % 60)}:${p2(seconds)}-03:00`;
}

/** A time on 2026-11-23 between 09:05 and 14:55, São Paulo: after the order, before it is judged (15:00). */
function businessTime(rnd: () => number): string {
  return localIso(
    '2026-11-23',
    9 * 60 + 5 + Math.floor(rnd() * (14 * 60 + 55 - (9 * 60 + 5) + 1)),
    Math.floor(rnd() * 60),
  );
}

function beforeOrderTime(rnd: () => number, i: number): string {
  if (i % 3 === 0) return localIso('2026-11-23', 6 * 60 + 10 + Math.floor(rnd() * 170), Math.floor(rnd() * 60));
  if (i % 3 === 1) return localIso('2026-11-22', 18 * 60 + Math.floor(rnd() * 300), Math.floor(rnd() * 60));
  const day = pick(rnd, ['2026-11-20', '2026-11-17', '2026-11-09', '2026-10-30']);
  return localIso(day, 9 * 60 + Math.floor(rnd() * 600), Math.floor(rnd() * 60));
}

const ALNUM_UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALNUM_LOW = 'abcdefghijklmnopqrstuvwxyz0123456789';

function endToEnd(rnd: () => number, ispb: string, paidAt: string, lower: boolean): string {
  const u = utcOf(paidAt);
  const stamp = `${u.getUTCFullYear()}${p2(u.getUTCMonth() + 1)}${p2(u.getUTCDate())}${p2(u.getUTCHours())}${p2(u.getUTCMinutes())}`;
  const set = lower ? ALNUM_LOW : ALNUM_UP;
  let tail = '';
  for (let i = 0; i < 11; i++) tail += set[Math.floor(rnd() * set.length)];
  return `E${ispb}${stamp}${tail}`;
}

function authCode(rnd: () => number): string {
  let s = '';
  for (let i = 0; i < 20; i++) s += '0123456789ABCDEF'[Math.floor(rnd() * 16)];
  return s;
}

function clockAfter(iso: string, rnd: () => number): string {
  const m = /T(\d{2}):(\d{2})/.exec(iso)!;
  const t = Math.min(+m[1]! * 60 + +m[2]! + Math.floor(rnd() * 4), 23 * 60 + 59);
  return `${p2(Math.floor(t / 60))}:${p2(t % 60)}`;
}

function storeMessage(store: CoveStore, rnd: () => number): string {
  const short = store.tradeName;
  return pick(rnd, [`Pedido ${short}`, `Compra na ${short}`, `pedido ${digits(rnd, 4)} - ${short}`, `Para ${short}`]);
}

// ------------------------------------------------------------------------------------------------------- the corpus

function shownParty(
  spec: LayoutSpec,
  party: Party,
  bank: { institution: string; agency: string; account: string; accountType: string },
): PartyShown {
  return {
    name: party.name,
    shownName: caseName(party.name, spec.nameCase),
    kind: party.kind,
    document: party.document,
    shownDocument: maskDocument(party.document, party.kind === 'CPF' ? spec.cpfMask : spec.cnpjMask),
    ...bank,
  };
}

function buildReceipts(): CoveReceipt[] {
  const out: CoveReceipt[] = [];
  LAYOUTS.forEach((spec, li) => {
    const store = coveStore(spec.key);
    const seed = STORE_SEEDS.find((s) => s.layout === spec.key)!;
    const storeParty: Party = seed.holder;
    const rnd = rngFor(`cove/${spec.key}`);
    const ownBank = BANKS[spec.key]!;
    const mask = storeParty.kind === 'CPF' ? spec.cpfMask : spec.cnpjMask;
    const storeBank = {
      institution: store.institution,
      agency: store.agency,
      account: store.account,
      accountType: storeParty.kind === 'CNPJ' ? 'Conta corrente PJ' : 'Conta de pagamento',
    };
    const payerBank = () => ({
      institution: ownBank.institution,
      ...account(rnd),
      accountType: rnd() < 0.6 ? 'Conta corrente' : 'Conta de pagamento',
    });
    const otherBank = () => {
      const key = pick(rnd, Object.keys(BANKS));
      return { institution: BANKS[key]!.institution, ...account(rnd), accountType: 'Conta corrente' };
    };
    let correct1: CoveReceipt | undefined;
    for (const caseId of CASE_IDS) {
      const name = `cove/${spec.key}/${caseId}`;
      if (caseId === 'reused-file') {
        const c1 = correct1!;
        out.push({ ...c1, name, caseId });
        continue;
      }
      let price = randomPrice(rnd);
      if (spec.key === 'nubank' && caseId === 'correct-2') price = '9.90';
      if (spec.key === 'itau' && caseId === 'correct-3') price = '14999.00';
      if (spec.key === 'cora' && caseId === 'correct-4') price = '1250.00';
      let amount = price;
      let paidAt = businessTime(rnd);
      let status: ReceiptFacts['status'] = 'done';
      let scheduledFor: string | undefined;
      let truncation: Truncation | undefined;
      let description: string | undefined = rnd() < 0.45 ? pick(rnd, DESCRIPTIONS) : undefined;
      const payerParty = rnd() < 0.85 ? person(rnd) : company(rnd);
      let payer = shownParty(spec, payerParty, payerBank());
      let recipient = shownParty(spec, storeParty, storeBank);
      const other = (p: Party) => shownParty(spec, p, otherBank());
      switch (caseId) {
        case 'correct-5':
        case 'correct-6':
          truncation = spec.truncate;
          recipient.shownName = truncateName(recipient.shownName!, storeParty, spec.truncate);
          break;
        case 'key-1':
          recipient.shownKey = displayKey(store.pixKey, store.keyKind, recipient.shownDocument!);
          break;
        case 'key-2':
          recipient.shownKey = displayKey(store.pixKey, store.keyKind, recipient.shownDocument!);
          recipient.shownDocument = null;
          if (li % 2 === 1) recipient.shownName = null;
          break;
        case 'lookalike-holder': {
          const visible = visiblePositions(storeParty.document, mask);
          const doc = otherDocument(rnd, storeParty.kind, storeParty.document, visible, Math.ceil(visible.length / 2));
          recipient = other({ name: seed.lookalike, kind: storeParty.kind, document: doc });
          break;
        }
        case 'same-name-other-digits': {
          const visible = visiblePositions(storeParty.document, mask);
          // Half the layouts: most visible digits differ; the other half: only two or three do.
          const doc =
            li % 2 === 0
              ? otherDocument(rnd, storeParty.kind, storeParty.document, visible, Math.ceil(visible.length / 2))
              : nearDocument(rnd, storeParty.kind, storeParty.document, visible);
          recipient = shownParty(spec, { ...storeParty, document: doc }, otherBank());
          break;
        }
        case 'store-as-payer':
          payer = shownParty(spec, storeParty, payerBank());
          recipient = other(rnd() < 0.7 ? person(rnd) : company(rnd));
          break;
        case 'wrong-amount': {
          const cents = Math.round(Number(price) * 100);
          const mode = li % 4;
          const wrong =
            mode === 0
              ? cents - 1 - Math.floor(rnd() * 9)
              : mode === 1
                ? Math.round(cents / 10)
                : mode === 2
                  ? cents + 1000 + Math.floor(rnd() * 5000)
                  : cents - 100;
          amount = `${Math.floor(Math.max(wrong, 101) / 100)}.${p2(Math.max(wrong, 101) % 100)}`;
          if (amount === price) amount = `${Math.floor(cents / 100) + 1}.${p2(cents % 100)}`;
          break;
        }
        case 'paid-before-order':
          paidAt = beforeOrderTime(rnd, li);
          break;
        case 'scheduled':
          status = 'scheduled';
          scheduledFor = '2026-11-25';
          break;
        case 'description-names-store':
          recipient = other(rnd() < 0.75 ? person(rnd) : company(rnd));
          description = storeMessage(store, rnd);
          break;
        case 'near-namesake': {
          const visible = visiblePositions(storeParty.document, mask);
          const doc = otherDocument(rnd, storeParty.kind, storeParty.document, visible, Math.ceil(visible.length / 2));
          recipient = shownParty(
            spec,
            { ...storeParty, name: nearName(storeParty.name, rnd), document: doc },
            otherBank(),
          );
          break;
        }
      }
      const facts: ReceiptFacts = {
        status,
        amount,
        paidAt,
        scheduledFor,
        clock: clockAfter(paidAt, rnd),
        battery: 18 + Math.floor(rnd() * 80),
        recipient,
        payer,
        description,
        endToEndId: endToEnd(rnd, ownBank.ispb, paidAt, spec.key === 'nubank' || spec.key === 'picpay'),
        authentication: authCode(rnd),
      };
      const drawn = draw(spec, facts);
      const receipt: CoveReceipt = { name, caseId, layout: spec, store, price, facts, truncation, ...drawn };
      if (caseId === 'correct-1') correct1 = receipt;
      out.push(receipt);
    }
  });
  return out;
}

function draw(
  spec: LayoutSpec,
  facts: ReceiptFacts,
): { width: number; height: number; svg: string; textProblems: string[] } {
  const c = new Canvas(spec.logical, spec.face);
  spec.draw(c, facts, spec);
  const logicalHeight = Math.max(spec.phoneHeight, Math.ceil(c.y + 12));
  const pxHeight = Math.round((logicalHeight * spec.px) / spec.logical);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.px}" height="${pxHeight}" viewBox="0 0 ${spec.logical} ${logicalHeight}"><rect width="100%" height="100%" fill="${spec.colors.bg}"/>${c.parts.join('')}</svg>`;
  const width = spec.forwardTo ?? spec.px;
  const height = spec.forwardTo ? Math.round((pxHeight * spec.forwardTo) / spec.px) : pxHeight;
  return { width, height, svg, textProblems: c.problems(logicalHeight) };
}

let receipts: CoveReceipt[] | undefined;
function all(): CoveReceipt[] {
  receipts ??= buildReceipts();
  return receipts;
}

const rendered = new Map<string, Promise<Buffer>>();

async function render(r: CoveReceipt): Promise<Buffer> {
  let img = sharp(Buffer.from(r.svg));
  if (r.layout.forwardTo) {
    // A screenshot forwarded through a chat app: decoded, scaled down, encoded again.
    const png = await img.png().toBuffer();
    img = sharp(png).resize(r.width, r.height, { kernel: 'lanczos3' });
  }
  return img.flatten({ background: r.layout.colors.bg }).jpeg({ quality: r.layout.quality }).toBuffer();
}

function contentOf(r: CoveReceipt): () => Promise<Buffer> {
  const source = r.caseId === 'reused-file' ? `cove/${r.layout.key}/correct-1` : r.name;
  return () => {
    let p = rendered.get(source);
    if (!p) {
      p = render(r);
      rendered.set(source, p);
    }
    return p.then((b) => Buffer.from(b));
  };
}

function groupOf(r: CoveReceipt): CoveGroup {
  if (r.caseId === 'correct-5' || r.caseId === 'correct-6') return 'truncated name';
  if (r.caseId === 'key-1' || r.caseId === 'key-2') return 'key shown';
  if (r.caseId.startsWith('correct-')) return r.store.kind === 'CNPJ' ? 'name + masked CNPJ' : 'name + masked CPF';
  return 'negative';
}

export function coveLayoutCases(): CoveLayoutCase[] {
  return all().map((r) => ({
    name: r.name,
    layout: r.layout.key,
    family: r.layout.family,
    theme: r.layout.theme,
    font: FONT_FAMILY[r.layout.face],
    group: groupOf(r),
    truth: TRUTH[r.caseId],
    price: r.price,
    payee: { pixKey: r.store.pixKey, recipientName: r.store.holderName, recipientDocument: r.store.document },
    contentType: 'image/jpeg' as const,
    content: contentOf(r),
    ...(r.caseId === 'reused-file' ? { after: `cove/${r.layout.key}/correct-1` } : {}),
    endToEndId: r.facts.endToEndId,
  }));
}

export function coveLayoutReceipt(name: string): CoveReceipt {
  const r = all().find((x) => x.name === name);
  if (!r) throw new Error(`no cove case ${name}`);
  return r;
}

export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const s of STORE_SEEDS) {
    names.add(s.holder.name);
    names.add(s.lookalike);
    names.add(s.tradeName);
  }
  for (const c of OTHER_COMPANIES) names.add(c);
  for (const r of all()) {
    for (const p of [r.facts.payer, r.facts.recipient]) {
      names.add(p.name);
      if (p.shownName) names.add(p.shownName);
    }
  }
  return [...names].sort();
}

export function allCorpusDescriptions(): string[] {
  const set = new Set<string>(DESCRIPTIONS);
  for (const r of all()) if (r.facts.description) set.add(r.facts.description);
  return [...set].sort();
}

export const COVE_FONT_PACKAGES = Object.values(FONT_PACKAGE);

/** Throws, naming the Debian packages to install, when fontconfig lacks a family the corpus draws with. */
export async function assertCoveLayoutFontsAvailable(list?: () => string[]): Promise<void> {
  const lines = list ? list() : execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n');
  const families = new Set(lines.flatMap((l) => l.split(',').map((f) => f.trim())));
  const missing = (Object.keys(FONT_FAMILY) as (keyof typeof FONT_FAMILY)[]).filter(
    (f) => !families.has(FONT_FAMILY[f]),
  );
  if (missing.length) {
    const pkgs = missing.map((f) => FONT_PACKAGE[f]);
    throw new Error(
      `cove layouts need the font families ${missing.map((f) => FONT_FAMILY[f]).join(', ')}: apt-get install -y ${pkgs.join(' ')}`,
    );
  }
}
