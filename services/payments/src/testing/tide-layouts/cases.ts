// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CASE_IDS, type CaseFacts, type CaseId, caseFacts, type Group, type Truth } from './facts.js';
import { type Drawing, drawReceipt } from './layouts.js';
import {
  type Family,
  LAYOUT_SPECS,
  type LayoutSpec,
  MONO_FONT,
  TIDE_FONT_PACKAGES as PACKAGES,
  SANS_FONT,
} from './specs.js';

export interface TideLayoutCase {
  name: string;
  layout: string;
  family: Family;
  theme: 'light' | 'dark';
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

export const TIDE_FONT_PACKAGES: readonly string[] = PACKAGES;
export const TIDE_FONT_FAMILIES: readonly string[] = [SANS_FONT, MONO_FONT];

function parseName(name: string): { spec: LayoutSpec; index: number; caseId: CaseId } {
  const match = /^tide\/([a-z0-9]+)\/([a-z0-9-]+)$/.exec(name);
  const index = LAYOUT_SPECS.findIndex((spec) => spec.key === match?.[1]);
  const spec = LAYOUT_SPECS[index];
  const caseId = CASE_IDS.find((id) => id === match?.[2]);
  if (!spec || !caseId) throw new Error(`unknown tide case ${name}`);
  return { spec, index, caseId };
}

/** Every case, layout order then case order. */
export function tideLayoutCases(): TideLayoutCase[] {
  return LAYOUT_SPECS.flatMap((spec, index) =>
    CASE_IDS.map((caseId): TideLayoutCase => {
      const facts = caseFacts(index, caseId);
      const name = `tide/${spec.key}/${caseId}`;
      return {
        name,
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: spec.font,
        group: facts.group,
        truth: facts.truth,
        price: facts.price,
        payee: { pixKey: facts.store.pixKey, recipientName: facts.store.name, recipientDocument: facts.store.document },
        contentType: 'image/jpeg',
        content: () => tideLayoutImage(name),
        ...(caseId === 'reused-file' ? { after: `tide/${spec.key}/correct-1` } : {}),
        endToEndId: facts.endToEndId,
      };
    }),
  );
}

/** The facts and the drawing of a case, and the size of the JPEG delivered. */
export function tideLayoutReceipt(name: string): {
  facts: CaseFacts;
  drawing: Drawing;
  delivered: { width: number; height: number };
} {
  const { spec, index, caseId } = parseName(name);
  const facts = caseFacts(index, caseId);
  const drawing = drawReceipt(spec, facts);
  const scale = spec.forwarded ? (spec.forwardScale ?? 0.7) : 1;
  return {
    facts,
    drawing,
    delivered: { width: Math.round(spec.width * scale), height: Math.round(spec.height * scale) },
  };
}

const images = new Map<string, Promise<Buffer>>();

async function render(name: string): Promise<Buffer> {
  const { spec, caseId } = parseName(name);
  // A reused file is the very same bytes as the layout's correct-1.
  if (caseId === 'reused-file') return tideLayoutImage(`tide/${spec.key}/correct-1`);
  const { drawing, delivered } = tideLayoutReceipt(name);
  const first = await sharp(Buffer.from(drawing.svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: spec.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!spec.forwarded) return first;
  // Forwarded through a chat app: scaled down and compressed again.
  return sharp(first)
    .resize(delivered.width, delivered.height)
    .jpeg({ quality: spec.forwardQuality ?? 60, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The JPEG of a case, rendered once and cached. */
export function tideLayoutImage(name: string): Promise<Buffer> {
  let image = images.get(name);
  if (!image) {
    image = render(name);
    images.set(name, image);
  }
  return image;
}

const run = promisify(execFile);

/** Throws, naming the apt packages to install, when fontconfig does not know one of the corpus's two font families. */
export async function assertTideLayoutFontsAvailable(
  listFonts: () => Promise<string> = async () => (await run('fc-list', [':', 'family'])).stdout,
): Promise<void> {
  let listing: string;
  try {
    listing = await listFonts();
  } catch (error) {
    throw new Error(
      `cannot list fonts with fc-list (${String(error)}); install fontconfig and: apt-get install -y ${TIDE_FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
  const families = new Set(listing.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())));
  const missing = TIDE_FONT_FAMILIES.filter((family) => !families.has(family));
  if (missing.length > 0) {
    throw new Error(
      `tide-layouts fonts missing: ${missing.join(', ')}; install them with: apt-get install -y ${TIDE_FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
}
