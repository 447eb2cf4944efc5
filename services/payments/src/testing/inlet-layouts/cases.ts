// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CASE_IDS, type CaseId, type ReceiptFacts, receiptFacts, type Store, storeOf } from './facts.js';
import { backgroundOf, type Drawing, drawReceipt, LAYOUTS, type LayoutSpec } from './layouts.js';
import { FONT_PACKAGES, MONO_FAMILY, SANS_FAMILY } from './text.js';

export type InletGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type InletTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface InletLayoutCase {
  name: string;
  layout: string;
  family: 'label beside' | 'label above' | 'no label';
  theme: 'light' | 'dark';
  font: string;
  group: InletGroup;
  truth: InletTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export const INLET_ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const INLET_JUDGED_AT = '2026-11-23T18:00:00Z';
export const INLET_FONT_PACKAGES: readonly string[] = [
  FONT_PACKAGES[SANS_FAMILY],
  FONT_PACKAGES[MONO_FAMILY],
] as string[];

const TRUTH: Record<CaseId, InletTruth> = {
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

function groupOf(caseId: CaseId, store: Store): InletGroup {
  if (TRUTH[caseId] !== 'correct') return 'negative';
  if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return store.document.length === 14 ? 'name + masked CNPJ' : 'name + masked CPF';
}

/** One receipt's facts, its drawing and its final image size, for tests. */
export interface InletReceipt {
  name: string;
  layout: LayoutSpec;
  store: Store;
  facts: ReceiptFacts;
  drawing: Drawing;
  /** The JPEG's size (after forwarding, where the layout is forwarded). */
  width: number;
  height: number;
  quality: number;
}

function parseName(name: string): { layout: LayoutSpec; index: number; caseId: CaseId } {
  const [prefix, key, caseId] = name.split('/');
  const index = LAYOUTS.findIndex((l) => l.key === key);
  const layout = LAYOUTS[index];
  if (prefix !== 'inlet' || !layout || !CASE_IDS.includes(caseId as CaseId)) throw new Error(`no inlet case ${name}`);
  return { layout, index, caseId: caseId as CaseId };
}

const receipts = new Map<string, InletReceipt>();

export function inletLayoutReceipt(name: string): InletReceipt {
  const cached = receipts.get(name);
  if (cached) return cached;
  const { layout, index, caseId } = parseName(name);
  const facts = receiptFacts(layout, index, caseId);
  const drawing = drawReceipt(layout, facts);
  const scale = layout.forwarded?.scale ?? 1;
  const receipt: InletReceipt = {
    name,
    layout,
    store: storeOf(index),
    facts,
    drawing,
    width: Math.round(drawing.width * scale),
    height: Math.round(drawing.height * scale),
    quality: layout.forwarded?.quality ?? layout.quality,
  };
  receipts.set(name, receipt);
  return receipt;
}

async function render(receipt: InletReceipt): Promise<Buffer> {
  const { layout, drawing } = receipt;
  const shot = await sharp(Buffer.from(drawing.svg))
    .flatten({ background: backgroundOf(layout) })
    .jpeg({ quality: layout.quality })
    .toBuffer();
  if (!layout.forwarded) return shot;
  return sharp(shot)
    .resize(receipt.width, receipt.height, { fit: 'fill' })
    .jpeg({ quality: layout.forwarded.quality })
    .toBuffer();
}

const images = new Map<string, Promise<Buffer>>();

function image(name: string): Promise<Buffer> {
  let p = images.get(name);
  if (!p) {
    p = render(inletLayoutReceipt(name));
    images.set(name, p);
    p.catch(() => images.delete(name));
  }
  return p;
}

/** 16 layouts × 17 cases, layout order then case order. */
export function inletLayoutCases(): InletLayoutCase[] {
  const cases: InletLayoutCase[] = [];
  LAYOUTS.forEach((layout, index) => {
    const store = storeOf(index);
    for (const caseId of CASE_IDS) {
      const name = `inlet/${layout.key}/${caseId}`;
      const source = caseId === 'reused-file' ? `inlet/${layout.key}/correct-1` : name;
      const facts = receiptFacts(layout, index, caseId);
      cases.push({
        name,
        layout: layout.key,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group: groupOf(caseId, store),
        truth: TRUTH[caseId],
        price: store.price,
        payee: { pixKey: store.pixKey, recipientName: store.holderName, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: async () => Buffer.from(await image(source)),
        ...(caseId === 'reused-file' ? { after: source } : {}),
        endToEndId: facts.endToEndId,
      });
    }
  });
  return cases;
}

const run = promisify(execFile);

/** Throws, naming the apt packages to install, when fontconfig lacks one of the corpus's families. */
export async function assertInletLayoutFontsAvailable(
  listFonts: () => Promise<string> = async () => (await run('fc-list', [':', 'family'])).stdout,
): Promise<void> {
  const listed = (await listFonts())
    .split('\n')
    .flatMap((line) => line.split(','))
    .map((f) => f.trim().toLowerCase());
  const missing = [SANS_FAMILY, MONO_FAMILY].filter((family) => !listed.includes(family.toLowerCase()));
  if (missing.length > 0) {
    const packages = missing.map((family) => FONT_PACKAGES[family]);
    throw new Error(
      `inlet-layouts: missing font famil${missing.length > 1 ? 'ies' : 'y'} ${missing.join(', ')}: apt-get install -y ${packages.join(' ')}`,
    );
  }
}
