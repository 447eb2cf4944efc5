// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CASE_IDS, type CaseFacts, type CaseId, caseFacts, type Group, storePayee, type Truth } from './facts.js';
import { type Drawing, drawReceipt } from './layouts.js';
import { type Family, FONT_PACKAGES, FONTS, LAYOUTS, type LayoutSpec, type Theme } from './specs.js';
import { decimalPrice } from './text.js';

export interface ShoalLayoutCase {
  name: string;
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: Group;
  truth: Truth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export interface ShoalLayoutReceipt {
  facts: CaseFacts;
  drawing: Drawing;
  /** The size of the delivered JPEG (smaller than the drawing when forwarded). */
  delivered: { width: number; height: number };
}

/** The apt packages holding the two font families the layouts draw with. */
export const SHOAL_FONT_PACKAGES: readonly string[] = FONT_PACKAGES.map((font) => font.aptPackage);

const caseName = (layout: string, caseId: CaseId): string => `shoal/${layout}/${caseId}`;

function parseName(name: string): { spec: LayoutSpec; index: number; caseId: CaseId } {
  const match = /^shoal\/([a-z0-9]+)\/([a-z0-9-]+)$/.exec(name);
  const index = match ? LAYOUTS.findIndex((layout) => layout.key === match[1]) : -1;
  const caseId = CASE_IDS.find((id) => id === match?.[2]);
  const spec = LAYOUTS[index];
  if (!spec || !caseId) throw new Error(`no shoal layout case ${name}`);
  return { spec, index, caseId };
}

/** Every case: layout order, then case order. */
export function shoalLayoutCases(): ShoalLayoutCase[] {
  return LAYOUTS.flatMap((spec, index) =>
    CASE_IDS.map((caseId): ShoalLayoutCase => {
      const facts = caseFacts(index, caseId);
      const name = caseName(spec.key, caseId);
      return {
        name,
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: FONTS[spec.font].family,
        group: facts.group,
        truth: facts.truth,
        price: decimalPrice(facts.priceCents),
        payee: storePayee(facts.store),
        contentType: 'image/jpeg',
        content: () => shoalLayoutImage(name),
        ...(caseId === 'reused-file' ? { after: caseName(spec.key, 'correct-1') } : {}),
        endToEndId: facts.endToEndId,
      };
    }),
  );
}

const receipts = new Map<string, ShoalLayoutReceipt>();

/** A case's facts and drawing (reused-file: correct-1's drawing, the same file sent again). */
export function shoalLayoutReceipt(name: string): ShoalLayoutReceipt {
  const cached = receipts.get(name);
  if (cached) return cached;
  const { spec, index, caseId } = parseName(name);
  const facts = caseFacts(index, caseId);
  const drawing =
    caseId === 'reused-file' ? shoalLayoutReceipt(caseName(spec.key, 'correct-1')).drawing : drawReceipt(spec, facts);
  const scale = spec.forwarded?.scale ?? 1;
  const receipt: ShoalLayoutReceipt = {
    facts,
    drawing,
    delivered: { width: Math.round(drawing.width * scale), height: Math.round(drawing.height * scale) },
  };
  receipts.set(name, receipt);
  return receipt;
}

const images = new Map<string, Promise<Buffer>>();

async function render(spec: LayoutSpec, receipt: ShoalLayoutReceipt): Promise<Buffer> {
  const first = await sharp(Buffer.from(receipt.drawing.svg))
    .jpeg({ quality: spec.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!spec.forwarded) return first;
  // Forwarded through a chat app: scaled down and compressed again.
  return sharp(first)
    .resize(receipt.delivered.width, receipt.delivered.height, { fit: 'fill' })
    .jpeg({ quality: spec.forwarded.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** A case's JPEG, rendered once (reused-file: the very bytes of the layout's correct-1). */
export function shoalLayoutImage(name: string): Promise<Buffer> {
  const cached = images.get(name);
  if (cached) return cached;
  const { spec, caseId } = parseName(name);
  const image =
    caseId === 'reused-file'
      ? shoalLayoutImage(caseName(spec.key, 'correct-1'))
      : render(spec, shoalLayoutReceipt(name));
  images.set(name, image);
  image.catch(() => images.delete(name));
  return image;
}

const run = promisify(execFile);

async function fcListFamilies(): Promise<string> {
  const { stdout } = await run('fc-list', [':', 'family']);
  return stdout;
}

/** Throws, naming the apt packages, when fontconfig lacks a family the layouts draw with. */
export async function assertShoalLayoutFontsAvailable(
  listFonts: () => Promise<string> = fcListFamilies,
): Promise<void> {
  let listing: string;
  try {
    listing = await listFonts();
  } catch (error) {
    throw new Error(
      `cannot list fonts with fc-list (${(error as Error).message}); install fontconfig and ${SHOAL_FONT_PACKAGES.join(' ')}: apt-get install -y fontconfig ${SHOAL_FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
  const families = new Set(
    listing
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter((family) => family.length > 0),
  );
  const missing = FONT_PACKAGES.filter((font) => !families.has(font.family.toLowerCase()));
  if (missing.length > 0) {
    throw new Error(
      `shoal layouts need the font families ${missing.map((font) => `"${font.family}"`).join(', ')}, which fontconfig does not know: apt-get install -y ${missing.map((font) => font.aptPackage).join(' ')} && fc-cache -f`,
    );
  }
}
