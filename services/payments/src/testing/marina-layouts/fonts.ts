// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type FaceMetrics, monoBold, monoRegular, sansBold, sansRegular } from './font-metrics.js';

export type Face = 'sans' | 'mono';

export interface MarinaFont {
  /** The family's everyday name. */
  family: string;
  /** The family name fontconfig (and so librsvg) knows it by. */
  font: string;
  /** The Debian package that installs it. */
  debianPackage: string;
}

/** Most layouts: a clean proportional UI sans with a real bold and every Portuguese accent. */
export const SANS_FONT: MarinaFont = {
  family: 'BIZ UDPGothic',
  font: 'BIZ UDPGothic',
  debianPackage: 'fonts-morisawa-bizud-gothic',
};

/** The "segunda via" style layouts. */
export const MONO_FONT: MarinaFont = {
  family: 'Anonymous Pro',
  font: 'Anonymous Pro',
  debianPackage: 'fonts-anonymous-pro',
};

export function fontOf(face: Face): MarinaFont {
  return face === 'sans' ? SANS_FONT : MONO_FONT;
}

export function metricsOf(face: Face, bold: boolean): FaceMetrics {
  if (face === 'sans') return bold ? sansBold : sansRegular;
  return bold ? monoBold : monoRegular;
}

const indexCache = new Map<FaceMetrics, Map<string, number>>();

function advanceIndex(metrics: FaceMetrics): Map<string, number> {
  let index = indexCache.get(metrics);
  if (!index) {
    index = new Map([...metrics.chars].map((ch, i) => [ch, metrics.widths[i] ?? 0]));
    indexCache.set(metrics, index);
  }
  return index;
}

/** Whether every character of the text has a glyph in the face (no fallback font, no tofu box). */
export function hasGlyphs(text: string, face: Face, bold: boolean): boolean {
  const index = advanceIndex(metricsOf(face, bold));
  return [...text].every((ch) => index.has(ch));
}

/** The text's advance width in px at the given size (kerning ignored: it only ever tightens). */
export function textWidth(text: string, size: number, face: Face, bold: boolean): number {
  const metrics = metricsOf(face, bold);
  const index = advanceIndex(metrics);
  let units = 0;
  for (const ch of text) units += index.get(ch) ?? metrics.unitsPerEm;
  return (units / metrics.unitsPerEm) * size;
}

/** Ascent and descent (both positive, px) of the face at the given size. */
export function verticalExtent(size: number, face: Face, bold: boolean): { ascent: number; descent: number } {
  const metrics = metricsOf(face, bold);
  return {
    ascent: (metrics.ascender / metrics.unitsPerEm) * size,
    descent: (-metrics.descender / metrics.unitsPerEm) * size,
  };
}

async function fcListFamilies(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('fc-list', [':', 'family']);
  return stdout.split('\n');
}

/** fc-list prints "A,B" for a font with several names and escapes "-" as "\-". */
function familyNames(lines: string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    for (const part of line.split(',')) {
      const name = part.replaceAll('\\', '').trim().toLowerCase();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Rejects, naming each missing family and the Debian package that installs it, unless both fonts are installed. */
export async function assertMarinaLayoutFontsAvailable(
  list: () => string[] | Promise<string[]> = fcListFamilies,
): Promise<void> {
  const names = familyNames(await list());
  const missing = [SANS_FONT, MONO_FONT].filter((font) => !names.has(font.font.toLowerCase()));
  if (missing.length > 0) {
    const what = missing.map((font) => `"${font.font}" (install Debian package ${font.debianPackage})`).join(', ');
    throw new Error(`marina-layouts: missing font families: ${what}`);
  }
}
