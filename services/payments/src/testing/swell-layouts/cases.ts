// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildFacts, CASE_IDS, type CaseId, type Group, type SwellFacts, storeKey, type Truth } from './facts.js';
import { type Drawing, LAYOUT_DRAWERS } from './layouts.js';
import { type Family, FONT_PACKAGES, LAYOUT_SPECS, type LayoutSpec, MONO, SANS } from './specs.js';
import { decimalPrice } from './text.js';

export interface SwellLayoutCase {
  /** 'swell/<layout>/<caseId>'. */
  name: string;
  layout: string;
  family: Family;
  theme: 'light' | 'dark';
  /** The font family the layout draws with. */
  font: string;
  group: Group;
  truth: Truth;
  /** The order price, a decimal string with a dot ('147.90'). */
  price: string;
  /** The store's configuration as the product saves it: the document as digits only, the key raw. */
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  /** Only on reused-file: the name of the same layout's correct-1, delivered before it. */
  after?: string;
  endToEndId: string;
}

export interface SwellLayoutReceipt {
  facts: SwellFacts;
  drawing: Drawing;
  /** The JPEG's pixel size as delivered (smaller than the drawing when forwarded). */
  delivered: { width: number; height: number };
}

/** The apt packages that provide the two font families. */
export const SWELL_FONT_PACKAGES: readonly string[] = FONT_PACKAGES;

const execFileAsync = promisify(execFile);

async function fcListFamilies(): Promise<string> {
  const { stdout } = await execFileAsync('fc-list', [':', 'family']);
  return stdout;
}

/** Throws, naming the apt packages, when fontconfig does not know both families. */
export async function assertSwellLayoutFontsAvailable(
  listFonts: () => Promise<string> = fcListFamilies,
): Promise<void> {
  let listing: string;
  try {
    listing = await listFonts();
  } catch (error) {
    throw new Error(
      `swell-layouts: could not list fonts with fc-list (${(error as Error).message}); install fontconfig and: apt-get install -y ${FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
  const families = new Set(
    listing
      .split(/[\n,]/)
      .map((family) => family.trim())
      .filter((family) => family.length > 0),
  );
  const missing = [SANS, MONO].filter((family) => !families.has(family));
  if (missing.length > 0) {
    throw new Error(
      `swell-layouts: font famil${missing.length > 1 ? 'ies' : 'y'} ${missing.join(', ')} not found by fontconfig; install them with: apt-get install -y ${FONT_PACKAGES.join(' ')} && fc-cache -f`,
    );
  }
}

interface Entry {
  spec: LayoutSpec;
  layoutIndex: number;
  caseId: CaseId;
}

function caseName(layout: string, caseId: CaseId): string {
  return `swell/${layout}/${caseId}`;
}

let entries: Map<string, Entry> | null = null;

function allEntries(): Map<string, Entry> {
  if (!entries) {
    entries = new Map();
    LAYOUT_SPECS.forEach((spec, layoutIndex) => {
      for (const caseId of CASE_IDS) entries?.set(caseName(spec.key, caseId), { spec, layoutIndex, caseId });
    });
  }
  return entries;
}

function entryOf(name: string): Entry {
  const entry = allEntries().get(name);
  if (!entry) throw new Error(`no swell layout case ${name}`);
  return entry;
}

function deliveredSize(spec: LayoutSpec, drawing: Drawing): { width: number; height: number } {
  if (!spec.forwarded) return { width: drawing.width, height: drawing.height };
  return {
    width: Math.round(drawing.width * spec.forwarded.scale),
    height: Math.round(drawing.height * spec.forwarded.scale),
  };
}

const receipts = new Map<string, SwellLayoutReceipt>();

/** The facts and the drawing of one case (no rendering). */
export function swellLayoutReceipt(name: string): SwellLayoutReceipt {
  const cached = receipts.get(name);
  if (cached) return cached;
  const { spec, layoutIndex, caseId } = entryOf(name);
  const facts = buildFacts(spec, layoutIndex, caseId);
  const drawer = LAYOUT_DRAWERS[spec.key];
  if (!drawer) throw new Error(`no drawer for ${spec.key}`);
  const drawing = drawer(spec, facts);
  const receipt = { facts, drawing, delivered: deliveredSize(spec, drawing) };
  receipts.set(name, receipt);
  return receipt;
}

let fontsChecked: Promise<void> | null = null;
const images = new Map<string, Promise<Buffer>>();

async function render(name: string): Promise<Buffer> {
  fontsChecked ??= assertSwellLayoutFontsAvailable();
  await fontsChecked;
  const { spec } = entryOf(name);
  const { drawing, delivered } = swellLayoutReceipt(name);
  const first = await sharp(Buffer.from(drawing.svg))
    .jpeg({ quality: spec.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  if (!spec.forwarded) return first;
  return sharp(first)
    .resize({ width: delivered.width, height: delivered.height, fit: 'fill' })
    .jpeg({ quality: spec.forwarded.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The JPEG of a case, rendered once; reused-file is the very bytes of the layout's correct-1. */
export function swellLayoutImage(name: string): Promise<Buffer> {
  const { spec, caseId } = entryOf(name);
  const source = caseId === 'reused-file' ? caseName(spec.key, 'correct-1') : name;
  let image = images.get(source);
  if (!image) {
    image = render(source);
    images.set(source, image);
    image.catch(() => images.delete(source));
  }
  return image;
}

/** 16 layouts × 17 cases, in layout order, then case order. */
export function swellLayoutCases(): SwellLayoutCase[] {
  return [...allEntries().entries()].map(([name, { spec, layoutIndex, caseId }]) => {
    const { facts } = swellLayoutReceipt(name);
    const key = storeKey(spec, layoutIndex, caseId === 'key-2' ? 'key-2' : 'key-1');
    return {
      name,
      layout: spec.key,
      family: spec.family,
      theme: spec.theme,
      font: spec.font,
      group: facts.group,
      truth: facts.truth,
      price: decimalPrice(facts.priceCents),
      payee: { pixKey: key.raw, recipientName: facts.store.name, recipientDocument: facts.store.document },
      contentType: 'image/jpeg',
      content: () => swellLayoutImage(name),
      ...(caseId === 'reused-file' ? { after: caseName(spec.key, 'correct-1') } : {}),
      endToEndId: facts.endToEndId,
    };
  });
}
