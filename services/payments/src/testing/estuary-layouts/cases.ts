// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { Canvas, type DrawnText } from './draw.js';
import {
  buildFacts,
  CASE_IDS,
  type CaseFacts,
  type CaseId,
  caseName,
  type EstuaryGroup,
  type EstuaryTruth,
} from './facts.js';
import { BUILDERS, paletteFor } from './layouts.js';
import { ESTUARY_FONT_PACKAGES, LAYOUTS, type LayoutSpec, MONO_FONT, SANS_FONT } from './specs.js';

export type { EstuaryGroup, EstuaryTruth } from './facts.js';
export { ESTUARY_FONT_PACKAGES } from './specs.js';

export interface EstuaryLayoutCase {
  name: string;
  layout: string;
  family: 'label beside' | 'label above' | 'no label';
  theme: 'light' | 'dark';
  font: string;
  group: EstuaryGroup;
  truth: EstuaryTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export const ESTUARY_ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const ESTUARY_JUDGED_AT = '2026-11-23T18:00:00Z';

export interface EstuaryDrawing {
  svg: string;
  texts: DrawnText[];
  font: string;
  width: number;
  height: number;
  /** Where the content ends; it must fit on the screen. */
  bottom: number;
}

export interface EstuaryReceipt {
  name: string;
  layout: LayoutSpec;
  caseId: CaseId;
  facts: CaseFacts;
  drawing: EstuaryDrawing;
  /** The JPEG's size as delivered (smaller when forwarded through a chat app). */
  size: { width: number; height: number };
}

function parseName(name: string): { layout: LayoutSpec; caseId: CaseId } {
  const match = /^estuary\/([^/]+)\/([^/]+)$/.exec(name);
  const layout = LAYOUTS.find((l) => l.key === match?.[1]);
  const caseId = CASE_IDS.find((id) => id === match?.[2]);
  if (!layout || !caseId) throw new Error(`no estuary case named ${name}`);
  return { layout, caseId };
}

const receipts = new Map<string, EstuaryReceipt>();

export function estuaryLayoutReceipt(name: string): EstuaryReceipt {
  const known = receipts.get(name);
  if (known) return known;
  const { layout, caseId } = parseName(name);
  const facts = buildFacts(layout, caseId);
  const canvas = new Canvas(layout.width, layout.height, layout.font, paletteFor(layout));
  const build = BUILDERS[layout.key];
  if (!build) throw new Error(`no drawing for ${layout.key}`);
  build(canvas, facts, layout);
  const scale = layout.forwarded?.scale ?? 1;
  const receipt: EstuaryReceipt = {
    name,
    layout,
    caseId,
    facts,
    drawing: {
      svg: canvas.toSvg(),
      texts: canvas.texts,
      font: layout.font,
      width: layout.width,
      height: layout.height,
      bottom: canvas.y,
    },
    size: { width: Math.round(layout.width * scale), height: Math.round(layout.height * scale) },
  };
  receipts.set(name, receipt);
  return receipt;
}

const images = new Map<string, Promise<Buffer>>();

async function render(name: string): Promise<Buffer> {
  const receipt = estuaryLayoutReceipt(name);
  const { layout, drawing, size } = receipt;
  const shot = await sharp(Buffer.from(drawing.svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: layout.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!layout.forwarded) return shot;
  return sharp(shot)
    .resize(size.width, size.height, { fit: 'fill' })
    .jpeg({ quality: layout.forwarded.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The JPEG of one case, drawn once; the reused file is the very same bytes as correct-1. */
export function estuaryLayoutImage(name: string): Promise<Buffer> {
  const { layout, caseId } = parseName(name);
  const source = caseId === 'reused-file' ? caseName(layout, 'correct-1') : name;
  let image = images.get(source);
  if (!image) {
    image = render(source);
    images.set(source, image);
  }
  return image;
}

export function estuaryLayoutCases(): EstuaryLayoutCase[] {
  return LAYOUTS.flatMap((layout) =>
    CASE_IDS.map((caseId): EstuaryLayoutCase => {
      const name = caseName(layout, caseId);
      const { facts } = estuaryLayoutReceipt(name);
      const { store } = facts;
      return {
        name,
        layout: layout.key,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group: facts.group,
        truth: facts.truth,
        price: store.price,
        payee: { pixKey: store.pixKey, recipientName: store.holderName, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: () => estuaryLayoutImage(name),
        ...(caseId === 'reused-file' ? { after: caseName(layout, 'correct-1') } : {}),
        endToEndId: facts.endToEndId,
      };
    }),
  );
}

const run = promisify(execFile);

/** Throws, naming the apt packages to install, when fontconfig lacks either family the receipts are drawn in. */
export async function assertEstuaryLayoutFontsAvailable(
  listFonts: () => Promise<string> = async () => (await run('fc-list', [':', 'family'])).stdout,
): Promise<void> {
  let listing = '';
  try {
    listing = await listFonts();
  } catch {
    listing = '';
  }
  const families = new Set(
    listing
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = [SANS_FONT, MONO_FONT].filter((family) => !families.has(family.toLowerCase()));
  if (missing.length > 0) {
    throw new Error(
      `The estuary receipts are drawn in ${missing.join(' and ')}, which fontconfig does not list: install them with \`apt-get install -y ${ESTUARY_FONT_PACKAGES.join(' ')}\` (then \`fc-cache -f\`).`,
    );
  }
}
