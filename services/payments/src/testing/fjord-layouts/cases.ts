// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CASE_IDS, type CaseId, type ReceiptFacts, receiptFacts } from './facts.js';
import { type DrawnReceipt, drawReceipt } from './layouts.js';
import { MONO_FONT, PROPORTIONAL_FONT } from './metrics.js';
import { type Store, storeFor } from './people.js';
import { type Family, LAYOUT_SPECS, type LayoutSpec, type Theme } from './specs.js';

export type FjordGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type FjordTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface FjordLayoutCase {
  /** `fjord/<layout>/<caseId>` */
  name: string;
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: FjordGroup;
  truth: FjordTruth;
  /** Order price, decimal with a dot: '147.90'. */
  price: string;
  /** The store as configured; for key-2 `pixKey` is the key that receipt shows. */
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  /** Rendered lazily once, cached. */
  content: () => Promise<Buffer>;
  /** Only reused-file: the case whose bytes it repeats. */
  after?: string;
  endToEndId: string;
}

/** The apt packages of the two font families the layouts are drawn in. */
export const FJORD_FONT_PACKAGES: readonly string[] = ['fonts-lexi-gulim', 'fonts-ipafont-gothic'];
/** The families, as `fc-list : family` names them. */
export const FJORD_FONT_FAMILIES: readonly string[] = [PROPORTIONAL_FONT, MONO_FONT];

const execFileAsync = promisify(execFile);

async function fcListFamilies(): Promise<string> {
  const { stdout } = await execFileAsync('fc-list', [':', 'family']);
  return stdout;
}

/** Throws, naming the packages to install, when fontconfig lacks either family (librsvg would silently substitute). */
export async function assertFjordLayoutFontsAvailable(
  listFonts: () => Promise<string> = fcListFamilies,
): Promise<void> {
  const listed = new Set(
    (await listFonts())
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const missing = FJORD_FONT_FAMILIES.filter((family) => !listed.has(family));
  if (missing.length > 0) {
    throw new Error(
      `The fjord receipt layouts need the font ${missing.length > 1 ? 'families' : 'family'} ${missing.join(' and ')}: ` +
        `apt-get install -y ${FJORD_FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
}

const TRUTHS: Record<CaseId, FjordTruth> = {
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

function groupOf(caseId: CaseId, store: Store): FjordGroup {
  if (/^correct-[1-4]$/.test(caseId)) return store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF';
  if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

/** Everything behind one case, for the tests. */
export interface FjordCaseDetail {
  spec: LayoutSpec;
  store: Store;
  caseId: CaseId;
  facts: ReceiptFacts;
  drawn: DrawnReceipt;
}

let fontsChecked: Promise<void> | undefined;

/** Rasterises a drawn receipt as the phone (and, when forwarded, the chat app) saved it. */
export async function rasterise(spec: LayoutSpec, svg: string): Promise<Buffer> {
  fontsChecked ??= assertFjordLayoutFontsAvailable();
  await fontsChecked;
  const screen = sharp(Buffer.from(svg), { density: 72 });
  if (!spec.output.forwarded) {
    return screen.jpeg({ quality: spec.output.quality, chromaSubsampling: '4:2:0' }).toBuffer();
  }
  const screenshot = await screen.png().toBuffer();
  return sharp(screenshot)
    .resize({ width: Math.round(spec.width * spec.output.scale) })
    .jpeg({ quality: spec.output.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

let memo: { cases: FjordLayoutCase[]; details: Map<string, FjordCaseDetail> } | undefined;

function build(): NonNullable<typeof memo> {
  const cases: FjordLayoutCase[] = [];
  const details = new Map<string, FjordCaseDetail>();
  for (const spec of LAYOUT_SPECS) {
    const store = storeFor(spec.key);
    let firstContent: (() => Promise<Buffer>) | undefined;
    let firstName = '';
    for (const caseId of CASE_IDS) {
      const name = `fjord/${spec.key}/${caseId}`;
      const facts = receiptFacts(spec, store, caseId);
      const drawn = drawReceipt(spec, facts);
      details.set(name, { spec, store, caseId, facts, drawn });
      let content: () => Promise<Buffer>;
      if (caseId === 'reused-file' && firstContent) {
        content = firstContent;
      } else {
        let rendered: Promise<Buffer> | undefined;
        content = () => {
          rendered ??= rasterise(spec, drawn.svg);
          return rendered;
        };
      }
      if (caseId === 'correct-1') {
        firstContent = content;
        firstName = name;
      }
      cases.push({
        name,
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: spec.font,
        group: groupOf(caseId, store),
        truth: TRUTHS[caseId],
        price: store.price,
        payee: {
          pixKey: caseId === 'key-2' ? store.key2 : store.key,
          recipientName: store.name,
          recipientDocument: store.doc,
        },
        contentType: 'image/jpeg',
        content,
        ...(caseId === 'reused-file' ? { after: firstName } : {}),
        endToEndId: facts.endToEndId,
      });
    }
  }
  return { cases, details };
}

/** 16 layouts × 17 cases, layout order then case order; memoised. */
export function fjordLayoutCases(): FjordLayoutCase[] {
  memo ??= build();
  return memo.cases;
}

export function fjordCaseDetail(name: string): FjordCaseDetail {
  memo ??= build();
  const detail = memo.details.get(name);
  if (!detail) throw new Error(`no fjord case ${name}`);
  return detail;
}
