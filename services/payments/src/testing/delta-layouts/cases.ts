// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CASE_IDS, type CaseFacts, type CaseId, caseFacts, storeOf } from './facts.js';
import { drawReceipt } from './layouts.js';
import {
  DELTA_FONT_FAMILIES,
  DELTA_FONT_PACKAGES,
  type Family,
  LAYOUTS,
  type LayoutSpec,
  type Theme,
} from './specs.js';
import { priceString } from './text.js';

export { DELTA_FONT_PACKAGES } from './specs.js';

export interface DeltaLayoutCase {
  /** 'delta/<layout>/<caseId>'. */
  name: string;
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
  truth: 'correct' | 'wrong recipient' | 'wrong amount' | 'paid before the order' | 'scheduled' | 'reused';
  /** The order price, a decimal string with a dot ('147.90'). */
  price: string;
  /**
   * The store's configuration as the product saves it: the document as digits only, the PIX key raw as
   * the store typed it. For key-2 the key that receipt shows; for every other case, the layout's key-1 key.
   */
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  /** The JPEG, rendered once and cached. */
  content: () => Promise<Buffer>;
  /** Only on reused-file: the name of the same layout's correct-1. */
  after?: string;
  endToEndId: string;
}

const caseName = (layout: string, caseId: CaseId): string => `delta/${layout}/${caseId}`;

/** The SVG of one case (no rasterising): for checks that every receipt fits its screen. */
export function deltaLayoutSvg(layout: string, caseId: CaseId): string {
  const spec = LAYOUTS.find((l) => l.key === layout);
  if (!spec) throw new Error(`unknown layout ${layout}`);
  return drawReceipt(spec, caseFacts(spec, caseId));
}

/** The facts one case's receipt was drawn from (what it shows, and the truth behind it). */
export function deltaLayoutFacts(layout: string, caseId: CaseId): CaseFacts {
  const spec = LAYOUTS.find((l) => l.key === layout);
  if (!spec) throw new Error(`unknown layout ${layout}`);
  return caseFacts(spec, caseId);
}

/** The size of the JPEG a layout delivers (after a chat app's re-scaling, when forwarded). */
export function deltaLayoutImageSize(spec: LayoutSpec): { width: number; height: number } {
  const scale = spec.forwarded?.scale ?? 1;
  return { width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) };
}

async function render(spec: LayoutSpec, facts: CaseFacts): Promise<Buffer> {
  const svg = drawReceipt(spec, facts);
  const shot = await sharp(Buffer.from(svg))
    .flatten({ background: spec.palette.bg })
    .jpeg({ quality: spec.jpegQuality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!spec.forwarded) return shot;
  const size = deltaLayoutImageSize(spec);
  return sharp(shot)
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: spec.forwarded.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

const jpegCache = new Map<string, Promise<Buffer>>();

function cachedJpeg(spec: LayoutSpec, caseId: CaseId): Promise<Buffer> {
  // reused-file is correct-1's file, byte for byte.
  const source: CaseId = caseId === 'reused-file' ? 'correct-1' : caseId;
  const key = caseName(spec.key, source);
  let jpeg = jpegCache.get(key);
  if (!jpeg) {
    jpeg = render(spec, caseFacts(spec, source));
    jpeg.catch(() => jpegCache.delete(key));
    jpegCache.set(key, jpeg);
  }
  return jpeg;
}

let cases: DeltaLayoutCase[] | undefined;

/** 16 layouts × 17 cases, in layout order then case order. */
export function deltaLayoutCases(): DeltaLayoutCase[] {
  if (cases) return cases;
  cases = LAYOUTS.flatMap((spec) => {
    const store = storeOf(spec.key);
    return CASE_IDS.map((caseId): DeltaLayoutCase => {
      const facts = caseFacts(spec, caseId);
      const pixKey = caseId === 'key-2' ? store.keyNotDocument.raw : store.key.raw;
      return {
        name: caseName(spec.key, caseId),
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: spec.font,
        group: facts.group,
        truth: facts.truth,
        price: priceString(store.priceCents),
        payee: { pixKey, recipientName: store.name, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: () => cachedJpeg(spec, caseId),
        ...(caseId === 'reused-file' ? { after: caseName(spec.key, 'correct-1') } : {}),
        endToEndId: facts.endToEndId,
      };
    });
  });
  return cases;
}

const run = promisify(execFile);

/** Throws, naming the apt packages to install, when fontconfig does not know both font families. */
export async function assertDeltaLayoutFontsAvailable(
  listFonts: () => Promise<string> = async () => (await run('fc-list', [':', 'family'])).stdout,
): Promise<void> {
  const known = new Set(
    (await listFonts())
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = DELTA_FONT_FAMILIES.filter((family) => !known.has(family.toLowerCase()));
  if (missing.length > 0) {
    throw new Error(
      `The delta-layouts corpus draws with ${missing.join(' and ')}, which fontconfig does not know: ` +
        `apt-get install -y ${DELTA_FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
}
