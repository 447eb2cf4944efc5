// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { DrawnText } from './draw.js';
import { CASE_IDS, type CaseFacts, type CaseId, caseFacts, type ReefGroup, type ReefTruth } from './facts.js';
import { LAYOUT_DRAWERS } from './layouts.js';
import { FONT_PACKAGES, fontOf, MONO_FONT, SANS_FONT, SPECS, specOf } from './specs.js';

export type { ReefGroup, ReefTruth } from './facts.js';

export interface ReefLayoutCase {
  name: string;
  layout: string;
  family: 'label beside' | 'label above' | 'no label';
  theme: 'light' | 'dark';
  font: string;
  group: ReefGroup;
  truth: ReefTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export interface ReefDrawing {
  svg: string;
  texts: readonly DrawnText[];
  font: string;
  width: number;
  height: number;
  /** The lowest point anything was drawn at. */
  bottom: number;
}

export interface ReefReceipt {
  facts: CaseFacts;
  drawing: ReefDrawing;
  /** The size of the JPEG the store receives (forwarded layouts are scaled down). */
  delivered: { width: number; height: number };
}

export const REEF_ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const REEF_JUDGED_AT = '2026-11-23T18:00:00Z';
export const REEF_FONT_PACKAGES: readonly string[] = FONT_PACKAGES;

function parseName(name: string): { layout: string; caseId: CaseId } {
  const match = /^reef\/([a-z0-9]+)\/([a-z0-9-]+)$/.exec(name);
  const caseId = match?.[2] as CaseId | undefined;
  if (!match || !caseId || !CASE_IDS.includes(caseId)) throw new Error(`not a reef layout case: ${name}`);
  specOf(match[1] as string);
  return { layout: match[1] as string, caseId };
}

export function reefLayoutCases(): ReefLayoutCase[] {
  const cases: ReefLayoutCase[] = [];
  for (const spec of SPECS) {
    for (const caseId of CASE_IDS) {
      const f = caseFacts(spec.key, caseId);
      const name = f.name;
      cases.push({
        name,
        layout: spec.key,
        family: spec.family,
        theme: spec.theme,
        font: fontOf(spec),
        group: f.group,
        truth: f.truth,
        price: f.store.price,
        payee: { pixKey: f.store.pixKey, recipientName: f.store.holderName, recipientDocument: f.store.document },
        contentType: 'image/jpeg',
        content: () => reefLayoutImage(name),
        ...(caseId === 'reused-file' ? { after: `reef/${spec.key}/correct-1` } : {}),
        endToEndId: f.endToEndId,
      });
    }
  }
  return cases;
}

const receipts = new Map<string, ReefReceipt>();

export function reefLayoutReceipt(name: string): ReefReceipt {
  const hit = receipts.get(name);
  if (hit) return hit;
  const { layout, caseId } = parseName(name);
  const facts = caseFacts(layout, caseId);
  const draw = LAYOUT_DRAWERS[layout];
  if (!draw) throw new Error(`no drawing for reef layout ${layout}`);
  const canvas = draw(facts);
  const spec = facts.spec;
  const scale = spec.forwarded ? (spec.forwardScale ?? 1) : 1;
  const receipt: ReefReceipt = {
    facts,
    drawing: {
      svg: canvas.svg(),
      texts: canvas.texts,
      font: canvas.font,
      width: canvas.width,
      height: canvas.height,
      bottom: canvas.bottom,
    },
    delivered: { width: Math.round(canvas.width * scale), height: Math.round(canvas.height * scale) },
  };
  receipts.set(name, receipt);
  return receipt;
}

const images = new Map<string, Promise<Buffer>>();

async function render(name: string): Promise<Buffer> {
  const { facts, drawing, delivered } = reefLayoutReceipt(name);
  const spec = facts.spec;
  const first = await sharp(Buffer.from(drawing.svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: spec.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!spec.forwarded) return first;
  // A chat app forwards the screenshot: scaled down and compressed again.
  return sharp(first)
    .resize(delivered.width, delivered.height)
    .jpeg({ quality: spec.forwardQuality ?? 60, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export function reefLayoutImage(name: string): Promise<Buffer> {
  const { layout, caseId } = parseName(name);
  // The reused file is the very same bytes as the layout's correct-1.
  const key = caseId === 'reused-file' ? `reef/${layout}/correct-1` : name;
  let image = images.get(key);
  if (!image) {
    image = render(key);
    images.set(key, image);
  }
  return image;
}

const run = promisify(execFile);

export async function assertReefLayoutFontsAvailable(
  listFonts: () => Promise<string> = async () => (await run('fc-list', [':', 'family'])).stdout,
): Promise<void> {
  const listed = new Set(
    (await listFonts())
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim())
      .filter((family) => family.length > 0),
  );
  const missing = [SANS_FONT, MONO_FONT].filter((family) => !listed.has(family));
  if (missing.length > 0) {
    throw new Error(
      `The reef receipts need the font families ${missing.join(' and ')}, which fontconfig does not list. ` +
        `Install them with \`apt-get install -y ${REEF_FONT_PACKAGES.join(' ')}\` then \`fc-cache -f\`.`,
    );
  }
}
