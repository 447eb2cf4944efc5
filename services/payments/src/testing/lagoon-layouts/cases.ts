// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildFacts, CASE_IDS, type CaseId, type ReceiptFacts, STORES } from './facts.js';
import { type DrawnReceipt, drawReceipt, LAYOUTS, type LagoonFamily, type LayoutSpec } from './layouts.js';
import { FONT_FAMILY } from './text.js';

export type LagoonGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type LagoonTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface LagoonLayoutCase {
  /** 'lagoon/<layout>/<case id>' */
  name: string;
  layout: string;
  family: LagoonFamily;
  theme: 'light' | 'dark';
  /** 'Tiresias Infofont' or 'Monoid'. */
  font: string;
  group: LagoonGroup;
  truth: LagoonTruth;
  /** The order's price, '149.90'. */
  price: string;
  /** The store: its key, full holder name, full document digits only. */
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  /** Renders lazily, cached; each call returns a fresh Buffer copy. */
  content: () => Promise<Buffer>;
  /** reused-file only: the case whose bytes it reuses. */
  after?: string;
  endToEndId: string;
}

/** The order was placed at 09:00 in São Paulo. */
export const LAGOON_ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
/** The receipts are judged at 15:00 in São Paulo. */
export const LAGOON_JUDGED_AT = '2026-11-23T18:00:00Z';
/** The Debian packages holding the two type families the receipts are drawn in. */
export const LAGOON_FONT_PACKAGES: readonly string[] = ['fonts-tiresias', 'fonts-monoid'];

const TRUTH: Record<CaseId, LagoonTruth> = {
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

function groupOf(caseId: CaseId, storeDocument: string): LagoonGroup {
  if (/^correct-[1-4]$/.test(caseId)) return storeDocument.length === 14 ? 'name + masked CNPJ' : 'name + masked CPF';
  if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

export interface LagoonLayoutReceipt extends DrawnReceipt {
  name: string;
  facts: ReceiptFacts;
  layout: LayoutSpec;
  /** JPEG quality of the screenshot. */
  quality: number;
  /** The size of the delivered JPEG (smaller than the drawing when forwarded through a chat app). */
  delivered: { width: number; height: number; forwardedScale?: number };
}

const receipts = new Map<string, LagoonLayoutReceipt>();
const renders = new Map<string, Promise<Buffer>>();

function parseName(name: string): { spec: LayoutSpec; caseId: CaseId } {
  const [prefix, layoutKey, caseId] = name.split('/');
  const spec = LAYOUTS.find((l) => l.key === layoutKey);
  if (prefix !== 'lagoon' || !spec || !CASE_IDS.includes(caseId as CaseId)) throw new Error(`no lagoon case ${name}`);
  return { spec, caseId: caseId as CaseId };
}

/** The facts and drawing of one receipt (reused-file is its layout's correct-1). */
export function lagoonLayoutReceipt(name: string): LagoonLayoutReceipt {
  const { spec, caseId } = parseName(name);
  const drawn = caseId === 'reused-file' ? `lagoon/${spec.key}/correct-1` : name;
  const cached = receipts.get(drawn);
  if (cached) return cached;
  const store = STORES[spec.number - 1];
  if (!store) throw new Error(`no store for layout ${spec.key}`);
  const facts = buildFacts(spec, caseId === 'reused-file' ? 'correct-1' : caseId, store);
  const drawing = drawReceipt(spec, facts);
  const scale = spec.forwardedScale;
  const receipt: LagoonLayoutReceipt = {
    name: drawn,
    ...drawing,
    facts,
    layout: spec,
    quality: spec.quality,
    delivered: scale
      ? {
          width: Math.round(drawing.width * scale),
          height: Math.round(drawing.height * scale),
          forwardedScale: scale,
        }
      : { width: drawing.width, height: drawing.height },
  };
  receipts.set(drawn, receipt);
  return receipt;
}

async function render(receipt: LagoonLayoutReceipt): Promise<Buffer> {
  const shot = await sharp(Buffer.from(receipt.svg)).flatten().jpeg({ quality: receipt.quality }).toBuffer();
  if (!receipt.delivered.forwardedScale) return shot;
  // Forwarded through a chat app: scaled down and compressed again.
  return sharp(shot)
    .resize(receipt.delivered.width, receipt.delivered.height)
    .jpeg({ quality: Math.min(receipt.quality, 72) })
    .toBuffer();
}

function contentOf(name: string): Promise<Buffer> {
  const receipt = lagoonLayoutReceipt(name);
  let pending = renders.get(receipt.name);
  if (!pending) {
    pending = render(receipt);
    renders.set(receipt.name, pending);
  }
  return pending.then((bytes) => Buffer.from(bytes));
}

/** The 16 layouts × 17 cases, in layout order then case order. */
export function lagoonLayoutCases(): LagoonLayoutCase[] {
  const out: LagoonLayoutCase[] = [];
  for (const spec of LAYOUTS) {
    const store = STORES[spec.number - 1];
    if (!store) throw new Error(`no store for layout ${spec.key}`);
    for (const caseId of CASE_IDS) {
      const name = `lagoon/${spec.key}/${caseId}`;
      const receipt = lagoonLayoutReceipt(name);
      out.push({
        name,
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: FONT_FAMILY[spec.font],
        group: groupOf(caseId, store.document),
        truth: TRUTH[caseId],
        price: receipt.facts.price,
        payee: { pixKey: store.pixKey, recipientName: store.holder, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: () => contentOf(name),
        ...(caseId === 'reused-file' ? { after: `lagoon/${spec.key}/correct-1` } : {}),
        endToEndId: receipt.facts.endToEndId,
      });
    }
  }
  return out;
}

const execFileAsync = promisify(execFile);

async function fcList(): Promise<string> {
  const { stdout } = await execFileAsync('fc-list', [':', 'family']);
  return stdout;
}

/** Throws, naming the Debian package(s) to install, unless both type families are installed. */
export async function assertLagoonLayoutFontsAvailable(listFonts: () => Promise<string> = fcList): Promise<void> {
  let listing: string;
  try {
    listing = await listFonts();
  } catch (error) {
    throw new Error(
      `fc-list failed (${(error as Error).message}); install fontconfig and the packages ${LAGOON_FONT_PACKAGES.join(', ')}`,
    );
  }
  const families = new Set(
    listing
      .split('\n')
      // `fc-list : family` lines are 'Family[,Other name]'; plain `fc-list` lines are '/path: Family:style=…'.
      .map((line) => (line.startsWith('/') ? line.slice(line.indexOf(': ') + 2) : line))
      .flatMap((line) => line.split(':')[0]?.split(',') ?? [])
      .map((family) => family.trim().toLowerCase()),
  );
  const needed: [string, string][] = [
    ['tiresias infofont', 'fonts-tiresias'],
    ['monoid', 'fonts-monoid'],
  ];
  const missing = needed.filter(([family]) => !families.has(family)).map(([, pkg]) => pkg);
  if (missing.length > 0) {
    throw new Error(
      `The lagoon-layouts receipts need fonts that are not installed: apt-get install ${missing.join(' ')}`,
    );
  }
}
