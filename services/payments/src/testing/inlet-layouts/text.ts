// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The two type families of this corpus, and the Debian packages that install them. */
export const SANS_FAMILY = 'eurofurence';
export const MONO_FAMILY = 'Fantasque Sans Mono';
export const FONT_PACKAGES: Record<string, string> = {
  [SANS_FAMILY]: 'fonts-eurofurence',
  [MONO_FAMILY]: 'fonts-fantasque-sans',
};

interface Metrics {
  unitsPerEm: number;
  advance: (codePoint: number) => number;
}

/** Reads the advance widths of a TrueType/OpenType file (cmap format 4 or 12, hmtx). */
function parseMetrics(file: string): Metrics {
  const buf = readFileSync(file);
  const numTables = buf.readUInt16BE(4);
  const tables = new Map<string, number>();
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined) {
    throw new Error(`${file}: missing a metrics table`);
  }
  const unitsPerEm = buf.readUInt16BE(head + 18);
  const numberOfHMetrics = buf.readUInt16BE(hhea + 34);
  const glyphAdvance = (glyph: number) => buf.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const subtables = buf.readUInt16BE(cmap + 2);
  let lookup: ((cp: number) => number) | undefined;
  for (let i = 0; i < subtables && !lookup; i++) {
    const platform = buf.readUInt16BE(cmap + 4 + i * 8);
    const encoding = buf.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + buf.readUInt32BE(cmap + 8 + i * 8);
    const format = buf.readUInt16BE(offset);
    if (platform === 3 && encoding === 10 && format === 12) {
      const groups = buf.readUInt32BE(offset + 12);
      lookup = (cp) => {
        for (let g = 0; g < groups; g++) {
          const start = buf.readUInt32BE(offset + 16 + g * 12);
          const end = buf.readUInt32BE(offset + 20 + g * 12);
          if (cp >= start && cp <= end) return buf.readUInt32BE(offset + 24 + g * 12) + (cp - start);
        }
        return 0;
      };
    } else if ((platform === 3 || platform === 0) && format === 4) {
      const segX2 = buf.readUInt16BE(offset + 6);
      const ends = offset + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const rangeOffsets = deltas + segX2;
      lookup = (cp) => {
        for (let s = 0; s < segX2 / 2; s++) {
          if (cp > buf.readUInt16BE(ends + s * 2)) continue;
          const start = buf.readUInt16BE(starts + s * 2);
          if (cp < start) return 0;
          const delta = buf.readInt16BE(deltas + s * 2);
          const ro = buf.readUInt16BE(rangeOffsets + s * 2);
          if (ro === 0) return (cp + delta) & 0xffff;
          const at = rangeOffsets + s * 2 + ro + (cp - start) * 2;
          const glyph = buf.readUInt16BE(at);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  if (!lookup) throw new Error(`${file}: no usable cmap`);
  const find = lookup;
  return { unitsPerEm, advance: (cp) => glyphAdvance(find(cp)) };
}

const metricsCache = new Map<string, Metrics>();

/** The font file fontconfig holds for a family and weight (a TTF/OTF, for its tables). */
export function fontFile(family: string, bold: boolean): string {
  const out = execFileSync('fc-list', ['--format', '%{file}|%{weight}|%{style}\\n', family], { encoding: 'utf8' });
  const target = bold ? 200 : 80;
  const files = out
    .split('\n')
    .map((line) => line.split('|'))
    .filter(([file, , style]) => file && /\.(ttf|otf)$/i.test(file) && !/italic|oblique/i.test(style ?? ''))
    .map(([file, weight]) => ({ file: file as string, distance: Math.abs(Number(weight) - target) }))
    .sort((a, b) => a.distance - b.distance || a.file.localeCompare(b.file));
  const file = files[0]?.file;
  if (!file) throw new Error(`font family ${family} is not installed (apt-get install -y ${FONT_PACKAGES[family]})`);
  return file;
}

function metrics(family: string, bold: boolean): Metrics {
  const key = `${family}|${bold}`;
  let m = metricsCache.get(key);
  if (!m) {
    m = parseMetrics(fontFile(family, bold));
    metricsCache.set(key, m);
  }
  return m;
}

/** The advance width in pixels of a string set in one family and weight (no kerning: a slight overestimate). */
export function textWidth(text: string, family: string, size: number, bold = false): number {
  const m = metrics(family, bold);
  let units = 0;
  for (const ch of text) {
    const adv = m.advance(ch.codePointAt(0) ?? 32);
    units += adv > 0 ? adv : m.unitsPerEm * 0.6;
  }
  return (units / m.unitsPerEm) * size;
}

/** Splits text into lines no wider than maxWidth, breaking between words (a too-long word is cut by characters). */
export function wrapText(text: string, family: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, family, size, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, family, size, bold) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), family, size, bold) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Escapes text for an SVG text node. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Upper case without accents, the form the forbidden-word rule compares. */
export function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}
