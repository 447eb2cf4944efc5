// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  backIcon,
  Canvas,
  calendarIcon,
  checkIcon,
  closeIcon,
  type PlacedText,
  pixIcon,
  shareIcon,
  statusBar,
} from './draw.js';
import type { Party, ReceiptFacts } from './facts.js';
import { MONO_FONT } from './metrics.js';
import { BANKS } from './people.js';
import type { LayoutSpec, SectionKind } from './specs.js';
import { formatBrl, formatDateOnly, formatDateTime, formatTimeOnly } from './text.js';

export interface DrawnReceipt {
  svg: string;
  width: number;
  height: number;
  texts: PlacedText[];
  /** Lowest point any content reaches. */
  contentBottom: number;
  /** Where the flowing content (down to the footer) ends, above the pinned buttons. */
  flowBottom: number;
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
  /** Drawn beside the previous row on label-above layouts (agência | conta). */
  pair?: boolean;
  /** Long codes: a little smaller. */
  code?: boolean;
}

export function institution(spec: LayoutSpec, party: Party): string {
  const bank = BANKS[party.bank];
  switch (spec.inst) {
    case 'short':
      return bank.short;
    case 'official':
      return bank.official;
    case 'compact':
      return bank.compact;
    case 'code-official':
      return `${bank.code} - ${bank.official}`;
  }
}

function docLabel(spec: LayoutSpec, party: Party): string {
  if (spec.labels.doc !== 'kind') return spec.labels.doc;
  return party.kind === 'cpf' ? 'CPF' : 'CNPJ';
}

function sectionRows(spec: LayoutSpec, f: ReceiptFacts, kind: SectionKind): Row[] {
  const L = spec.labels;
  const rows: Row[] = [];
  const quote = (s: string): string => (spec.font === MONO_FONT ? `"${s}"` : `“${s}”`);
  switch (kind) {
    case 'recipient':
      rows.push({ label: L.name, value: f.recipientName, strong: true });
      if (f.recipientDoc) rows.push({ label: docLabel(spec, f.recipient), value: f.recipientDoc });
      if (f.key) rows.push({ label: L.key, value: f.key.printed });
      rows.push({ label: L.inst, value: institution(spec, f.recipient) });
      if (spec.show.recipientAccount && spec.family !== 'no label') {
        rows.push({ label: L.agency, value: f.recipient.agency });
        rows.push({ label: L.account, value: f.recipient.account, pair: true });
        if (spec.show.accountType) rows.push({ label: 'Tipo de conta', value: spec.show.accountType });
      }
      break;
    case 'payer':
      rows.push({ label: L.name, value: f.payerName, strong: true });
      if (f.payerDoc) rows.push({ label: docLabel(spec, f.payer), value: f.payerDoc });
      rows.push({ label: L.inst, value: institution(spec, f.payer) });
      if (spec.show.payerAccount && spec.family !== 'no label') {
        rows.push({ label: L.agency, value: f.payer.agency });
        rows.push({ label: L.account, value: f.payer.account, pair: true });
      }
      break;
    case 'details':
      rows.push({ label: L.type, value: L.typeValue });
      if (f.scheduledFor !== undefined && spec.family !== 'no label') {
        rows.push({ label: L.scheduledOn, value: formatDateOnly(f.instant) });
        rows.push({ label: L.scheduledFor, value: formatDateOnly(f.scheduledFor), pair: true });
      }
      if (f.description)
        rows.push({ label: L.desc, value: spec.family === 'no label' ? quote(f.description) : f.description });
      break;
    case 'ids':
      rows.push({ label: L.e2e, value: f.endToEndId, code: true });
      if (f.auth) rows.push({ label: L.auth, value: f.auth, code: true });
      break;
  }
  return rows;
}

export function drawReceipt(spec: LayoutSpec, f: ReceiptFacts): DrawnReceipt {
  const P = spec.palette;
  const W = spec.width;
  const b = spec.body;
  const pad = spec.pad;
  const c = new Canvas(W, spec.height, spec.font);
  const ios = spec.statusBar === 'ios';
  const statusH = Math.round(W * (ios ? 0.11 : 0.068));
  const barH = Math.round(b * 2.7);
  const scheduled = f.scheduledFor !== undefined;
  let bottom = 0;
  const note = (y: number): void => {
    bottom = Math.max(bottom, y);
  };

  // ------------------------------------------------------------ status bar and header
  const onBar = spec.header === 'brandbar';
  if (onBar) c.rect(0, 0, W, statusH + barH, P.brand);
  statusBar(c, spec.statusBar, formatTimeOnly(f.clock, false), onBar ? P.onBrand : P.text, statusH, spec.battery);
  const barMid = statusH + barH / 2;
  const iconS = b * 0.42;
  const logoColor = onBar ? P.onBrand : P.accent;
  if (spec.header === 'brandbar') {
    backIcon(c, pad + iconS * 0.3, barMid, iconS, P.onBrand);
    const size = b * 1.02;
    const logoW = drawLogo(c, spec, W - pad, barMid, logoColor, true, 'end');
    const room = W - 2 * (pad + Math.max(logoW, iconS * 2) + b * 0.6);
    const title = c.wrap(spec.headerTitle, room, size)[0] ?? '';
    c.text(title, W / 2, barMid + size * 0.36, { size, fill: P.onBrand, weight: 'bold', anchor: 'middle' });
  } else if (spec.header === 'appbar') {
    closeIcon(c, pad + iconS * 0.5, barMid, iconS * 0.8, P.text);
    if (spec.headerTitle) {
      c.text(spec.headerTitle, W / 2, barMid + b * 0.36, {
        size: b * 1.02,
        fill: P.text,
        weight: 'bold',
        anchor: 'middle',
      });
    }
    shareIcon(c, W - pad - iconS * 0.8, barMid, iconS * 0.9, P.text, !ios);
  } else {
    drawLogo(c, spec, pad, barMid, logoColor, false, 'start');
    closeIcon(c, W - pad - iconS * 0.5, barMid, iconS * 0.8, P.text);
  }
  let y = statusH + barH;
  if (spec.header === 'appbar') c.line(0, y, W, y, P.divider, 2);

  // ------------------------------------------------------------ hero
  const title = scheduled ? spec.scheduledTitle : spec.title;
  const amount = formatBrl(f.amountCents);
  const when = formatDateTime(f.instant, spec.dateStyle);
  const phrase =
    f.scheduledFor !== undefined ? spec.schedulePhrase.replace('{date}', formatDateOnly(f.scheduledFor)) : '';
  const inner = W - 2 * pad;
  const lines = (text: string, x: number, top: number, size: number, fill: string, o: HeroText = {}): number => {
    let yy = top;
    for (const ln of c.wrap(text, o.max ?? inner, size)) {
      yy += size * (o.lead ?? 1.28);
      c.text(ln, x, yy - size * 0.28, { size, fill, weight: o.bold ? 'bold' : 'normal', anchor: o.anchor });
    }
    note(yy);
    return yy;
  };
  const phraseLine = (x: number, top: number, anchor: 'start' | 'middle', color: string): number => {
    if (!phrase) return top;
    const size = b * 0.95;
    const icon = size * 0.9;
    const w = c.measure(phrase, size) + icon + size * 0.4;
    const left = anchor === 'middle' ? x - w / 2 : x;
    calendarIcon(c, left, top + size * 0.32, icon, color);
    return lines(phrase, left + icon + size * 0.4, top + size * 0.15, size, color, { max: inner - icon - size * 0.4 });
  };

  y += b * 1.1;
  switch (spec.hero) {
    case 'check': {
      const r = b * 1.45;
      checkIcon(c, W / 2, y + r, r, P.accent, spec.theme === 'dark' ? P.bg : '#ffffff');
      y += 2 * r + b * 0.6;
      y = lines(title, W / 2, y, b * 1.3, P.text, { bold: true, anchor: 'middle' });
      y = lines(amount, W / 2, y + b * 0.2, b * 2.1, P.text, { bold: true, anchor: 'middle' });
      y = lines(when, W / 2, y + b * 0.1, b * 0.88, P.muted, { anchor: 'middle' });
      y = phraseLine(W / 2, y + b * 0.2, 'middle', P.accent);
      break;
    }
    case 'band': {
      const mark = c.mark();
      const top = y - b * 1.1;
      const x = pad;
      let yy = top + b * 0.8;
      yy = lines(title, x, yy, b * 1.15, P.onBrand, { bold: true });
      yy = lines(amount, x, yy + b * 0.2, b * 2.2, P.onBrand, { bold: true });
      yy = lines(when, x, yy + b * 0.1, b * 0.88, P.onBrand);
      yy = phraseLine(x, yy + b * 0.2, 'start', P.onBrand);
      yy += b * 1.1;
      c.insert(mark, c.rectSvg(0, top, W, yy - top, P.brand));
      y = yy;
      break;
    }
    case 'plain': {
      if (spec.header === 'appbar') {
        drawLogo(c, spec, pad, y + b * 0.9, P.accent, false, 'start');
        y += b * 2.3;
      }
      y = lines(title, pad, y, b * 1.45, P.text, { bold: true, lead: 1.22 });
      y = lines(when, pad, y + b * 0.15, b * 0.9, P.muted);
      if (spec.amountLabel) y = lines(spec.amountLabel, pad, y + b * 0.7, b * 0.9, P.muted);
      y = lines(amount, pad, y + (spec.amountLabel ? 0 : b * 0.6), b * 2.0, P.text, { bold: true });
      y = phraseLine(pad, y + b * 0.2, 'start', P.accent);
      break;
    }
    case 'card': {
      const mark = c.mark();
      const top = y;
      const x = pad + b * 0.9;
      const max = inner - b * 1.8;
      let yy = top + b * 0.7;
      yy = lines(title, x, yy, b * 1.0, P.muted, { max });
      yy = lines(amount, x, yy + b * 0.15, b * 2.1, P.text, { bold: true, max });
      yy = lines(when, x, yy + b * 0.1, b * 0.88, P.muted, { max });
      if (phrase) yy = phraseLine(x, yy + b * 0.2, 'start', P.accent);
      yy += b * 0.9;
      c.insert(mark, c.rectSvg(pad, top, inner, yy - top, P.surface, b * 0.6));
      y = yy;
      break;
    }
    case 'pix': {
      const s = b * 0.75;
      pixIcon(c, pad + s, y + s, s, P.accent);
      lines(title, pad + 2 * s + b * 0.5, y + s - b * 0.95, b * 1.3, P.text, {
        bold: true,
        max: inner - 2 * s - b * 0.5,
      });
      y += 2 * s + b * 0.3;
      y = lines(amount, pad, y + b * 0.2, b * 2.0, P.text, { bold: true });
      y = lines(when, pad, y + b * 0.1, b * 0.9, P.muted);
      y = phraseLine(pad, y + b * 0.2, 'start', P.accent);
      break;
    }
  }
  note(y);

  // ------------------------------------------------------------ sections
  let first = true;
  for (const kind of spec.sections) {
    const rows = sectionRows(spec, f, kind);
    if (rows.length === 0) continue;
    const divider = !spec.cards && !(first && spec.hero === 'band');
    y = drawSection(c, spec, spec.headings[kind], rows, y + b * (spec.cards ? 0.9 : 1.1), divider);
    first = false;
    note(y);
  }

  // ------------------------------------------------------------ footer, buttons and the home indicator
  y += b * 1.0;
  for (const line of spec.footer) y = lines(line, W / 2, y, b * 0.72, P.muted, { anchor: 'middle', lead: 1.35 });
  const flowBottom = y;
  const btnH = b * 2.1;
  const navH = ios ? b * 1.4 : b * 1.6;
  const btnTop = Math.max(y + b * 1.0, spec.height - navH - btnH - b * 0.6);
  const gap = b * 0.5;
  const btnW = (inner - gap * (spec.buttons.length - 1)) / spec.buttons.length;
  spec.buttons.forEach((label, i) => {
    const x = pad + i * (btnW + gap);
    const primary = i === 0;
    const fill = primary ? P.brand : 'none';
    c.rect(x, btnTop, btnW, btnH, fill, btnH / 2, primary ? undefined : P.muted);
    const size = b * 0.9;
    const label1 = c.wrap(label, btnW - b, size)[0] ?? label;
    c.text(label1, x + btnW / 2, btnTop + btnH / 2 + size * 0.35, {
      size,
      fill: primary ? P.onBrand : P.text,
      weight: 'bold',
      anchor: 'middle',
    });
  });
  note(btnTop + btnH);
  if (ios) c.rect(W / 2 - W * 0.18, spec.height - b * 0.55, W * 0.36, b * 0.2, P.text, b * 0.1);
  else c.rect(W / 2 - W * 0.1, spec.height - b * 0.6, W * 0.2, b * 0.16, P.muted, b * 0.08);

  return { svg: c.toSvg(P.bg), width: W, height: spec.height, texts: c.texts, contentBottom: bottom, flowBottom };
}

interface HeroText {
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  max?: number;
  lead?: number;
}

function drawLogo(
  c: Canvas,
  spec: LayoutSpec,
  x: number,
  cy: number,
  color: string,
  onBar: boolean,
  anchor: 'start' | 'end',
): number {
  const b = spec.body;
  const P = spec.palette;
  if (spec.logo.style === 'word') {
    const size = b * 1.15;
    const w = c.measure(spec.logo.text, size);
    c.text(spec.logo.text, x, cy + size * 0.36, { size, fill: color, weight: 'bold', anchor });
    return w;
  }
  const size = b * 0.95;
  const tw = c.measure(spec.logo.text, size);
  const w = spec.logo.style === 'circle' ? size * 2 : tw + size * 0.9;
  const h = size * 1.7;
  const left = anchor === 'start' ? x : x - w;
  const bg = onBar ? P.onBrand : P.brand;
  const fg = onBar ? P.brand : P.onBrand;
  c.rect(left, cy - h / 2, w, h, bg, spec.logo.style === 'circle' ? h / 2 : size * 0.35);
  c.text(spec.logo.text, left + w / 2, cy + size * 0.36, { size, fill: fg, weight: 'bold', anchor: 'middle' });
  return w;
}

function drawSection(c: Canvas, spec: LayoutSpec, heading: string, rows: Row[], top: number, divider: boolean): number {
  const P = spec.palette;
  const b = spec.body;
  const W = spec.width;
  const inset = spec.cards ? b * 0.8 : 0;
  const x0 = spec.pad + inset;
  const x1 = W - spec.pad - inset;
  const mark = c.mark();
  let y = top + (spec.cards ? b * 0.75 : 0);
  if (divider) c.line(spec.pad, top - b * 0.45, W - spec.pad, top - b * 0.45, P.divider, 2);
  if (!spec.cards) y += b * 0.15;

  if (heading) {
    const style = spec.headingStyle;
    const text = style === 'caps' ? heading.toLocaleUpperCase('pt-BR') : heading;
    const size = style === 'caps' ? b * 0.78 : b * 1.02;
    const fill = style === 'brand' ? P.accent : style === 'caps' ? P.muted : P.text;
    y += size * 1.1;
    c.text(c.wrap(text, x1 - x0, size)[0] ?? text, x0, y, { size, fill, weight: 'bold' });
    y += b * (style === 'caps' ? 0.55 : 0.65);
  }

  const muted = P.muted;
  const valueWeight = (row: Row): 'bold' | 'normal' => (row.strong || spec.boldValues ? 'bold' : 'normal');
  const width = x1 - x0;

  if (spec.family === 'label beside') {
    const ls = b * 0.9;
    rows.forEach((row, i) => {
      const vs = row.code ? b * 0.86 : b;
      const lw = c.measure(row.label, ls);
      const room = width - lw - b * 0.9;
      const lines = c.wrap(row.value, room, vs);
      const base = y + Math.max(vs, ls) * 0.95;
      c.text(row.label, x0, base, { size: ls, fill: muted });
      lines.forEach((ln, k) => {
        c.text(ln, x1, base + k * vs * 1.3, { size: vs, fill: P.text, weight: valueWeight(row), anchor: 'end' });
      });
      y = base + (lines.length - 1) * vs * 1.3 + vs * 0.3;
      if (i < rows.length - 1) {
        y += b * 0.45;
        if (spec.rowDividers) c.line(x0, y, x1, y, P.divider, 1.5);
        y += b * 0.45;
      }
    });
  } else if (spec.family === 'label above') {
    const ls = b * 0.78;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as Row;
      const next = rows[i + 1];
      const paired = next?.pair === true;
      const cols = paired ? [row, next] : [row];
      const colW = paired ? (width - b) / 2 : width;
      let deepest = y;
      cols.forEach((cell, k) => {
        const x = x0 + k * (colW + b);
        const vs = cell.code ? b * 0.88 : b;
        let yy = y + ls;
        c.text(c.wrap(cell.label, colW, ls)[0] ?? cell.label, x, yy, { size: ls, fill: muted });
        yy += ls * 0.3;
        for (const ln of c.wrap(cell.value, colW, vs)) {
          yy += vs * 1.25;
          c.text(ln, x, yy - vs * 0.25, { size: vs, fill: P.text, weight: valueWeight(cell) });
        }
        deepest = Math.max(deepest, yy);
      });
      if (paired) i++;
      y = deepest;
      if (i < rows.length - 1) {
        y += b * 0.45;
        if (spec.rowDividers) c.line(x0, y, x1, y, P.divider, 1.5);
        y += b * 0.4;
      }
    }
  } else {
    rows.forEach((row, i) => {
      const vs = row.strong ? b * 1.08 : row.code ? b * 0.86 : b * 0.95;
      const fill = row.strong ? P.text : i === 0 ? P.text : row.code ? muted : P.text;
      for (const ln of c.wrap(row.value, width, vs)) {
        y += vs * 1.42;
        c.text(ln, x0, y - vs * 0.36, {
          size: vs,
          fill,
          weight: row.strong ? 'bold' : 'normal',
          opacity: row.strong ? undefined : 0.92,
        });
      }
      if (i < rows.length - 1) y += b * 0.22;
    });
  }

  if (spec.cards) {
    y += b * 0.8;
    c.insert(mark, c.rectSvg(spec.pad, top, W - 2 * spec.pad, y - top, P.surface, b * 0.55));
  }
  return y;
}
