// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/** Drawing pieces the cove layouts share: status bars, app bars, icons, rows of labels and values, amounts. */
import { brl, type PartyShown } from './facts';
import { type Canvas, type Face, measure, wrap } from './text';

export interface Colors {
  bg: string;
  text: string;
  muted: string;
  accent: string;
  divider: string;
  surface: string;
}

export function statusBar(c: Canvas, clock: string, battery: number, fg: string, ios: boolean): void {
  const W = c.width;
  if (ios) {
    c.text(W < 400 ? 52 : 58, 32, clock, { size: 16, bold: true, fill: fg, anchor: 'middle', face: 'sans' });
    const bx = W - 38;
    for (let i = 0; i < 4; i++) c.rect(bx - 52 + i * 5, 28 - (i + 1) * 2.6, 3.2, (i + 1) * 2.6, fg, 0.8);
    c.path(`M ${bx - 27} 21 Q ${bx - 20} 15 ${bx - 13} 21`, fg, 1.8);
    c.path(`M ${bx - 24} 24 Q ${bx - 20} 21 ${bx - 16} 24`, fg, 1.8);
    c.circle(bx - 20, 27, 1.4, fg);
    c.rect(bx, 18, 25, 12, 'none', 3.5, ` stroke="${fg}" stroke-opacity="0.45" stroke-width="1"`);
    c.rect(bx + 2, 20, 21 * (battery / 100), 8, fg, 2);
    c.rect(bx + 26, 22, 1.6, 4, fg, 0.8, ' fill-opacity="0.45"');
    c.y = 50;
  } else {
    c.text(16, 19, clock, { size: 12.5, fill: fg, face: 'sans' });
    const pct = `${battery}%`;
    const tw = measure(pct, 'sans', 12, false);
    c.text(W - 14, 19, pct, { size: 12, fill: fg, anchor: 'end', face: 'sans' });
    const bx = W - 14 - tw - 12;
    c.rect(bx, 9, 7, 12, 'none', 1.2, ` stroke="${fg}" stroke-width="1.1"`);
    c.rect(bx + 1.5, 9 + 10.5 * (1 - battery / 100) + 0.8, 4, 10.5 * (battery / 100) - 0.8, fg);
    c.path(`M ${bx - 20} 20 L ${bx - 8} 8 L ${bx - 8} 20 Z`, fg, 1, fg);
    c.path(`M ${bx - 38} 11 Q ${bx - 31} 5 ${bx - 24} 11 L ${bx - 31} 20 Z`, fg, 1, fg);
    c.y = 28;
  }
}

export type Icon = 'close' | 'back' | 'share-ios' | 'share-android' | 'download' | 'dots' | 'help' | 'none';

export function icon(c: Canvas, kind: Icon, cx: number, cy: number, fg: string, s = 1): void {
  const k = (n: number) => n * s;
  switch (kind) {
    case 'close':
      c.path(
        `M ${cx - k(7)} ${cy - k(7)} L ${cx + k(7)} ${cy + k(7)} M ${cx + k(7)} ${cy - k(7)} L ${cx - k(7)} ${cy + k(7)}`,
        fg,
        2,
      );
      break;
    case 'back':
      c.path(
        `M ${cx + k(8)} ${cy} L ${cx - k(8)} ${cy} M ${cx - k(2)} ${cy - k(6)} L ${cx - k(8)} ${cy} L ${cx - k(2)} ${cy + k(6)}`,
        fg,
        2,
      );
      break;
    case 'share-ios':
      c.path(
        `M ${cx - k(6)} ${cy - k(2)} L ${cx - k(8)} ${cy - k(2)} L ${cx - k(8)} ${cy + k(10)} L ${cx + k(8)} ${cy + k(10)} L ${cx + k(8)} ${cy - k(2)} L ${cx + k(6)} ${cy - k(2)}`,
        fg,
        1.8,
      );
      c.path(
        `M ${cx} ${cy + k(4)} L ${cx} ${cy - k(10)} M ${cx - k(4)} ${cy - k(6)} L ${cx} ${cy - k(10)} L ${cx + k(4)} ${cy - k(6)}`,
        fg,
        1.8,
      );
      break;
    case 'share-android':
      c.path(`M ${cx + k(6)} ${cy - k(7)} L ${cx - k(6)} ${cy} L ${cx + k(6)} ${cy + k(7)}`, fg, 1.6);
      c.circle(cx + k(6), cy - k(7), k(3.2), fg);
      c.circle(cx - k(6), cy, k(3.2), fg);
      c.circle(cx + k(6), cy + k(7), k(3.2), fg);
      break;
    case 'download':
      c.path(
        `M ${cx} ${cy - k(9)} L ${cx} ${cy + k(4)} M ${cx - k(5)} ${cy - k(1)} L ${cx} ${cy + k(4)} L ${cx + k(5)} ${cy - k(1)} M ${cx - k(8)} ${cy + k(9)} L ${cx + k(8)} ${cy + k(9)}`,
        fg,
        2,
      );
      break;
    case 'dots':
      for (const d of [-6, 0, 6]) c.circle(cx, cy + k(d), k(2), fg);
      break;
    case 'help':
      c.circle(cx, cy, k(10), 'none', ` stroke="${fg}" stroke-width="1.8"`);
      c.path(
        `M ${cx - k(3.5)} ${cy - k(3)} Q ${cx - k(3.5)} ${cy - k(7)} ${cx} ${cy - k(7)} Q ${cx + k(4)} ${cy - k(7)} ${cx + k(3.5)} ${cy - k(3)} Q ${cx + k(3)} ${cy} ${cx} ${cy + k(1)} L ${cx} ${cy + k(3)}`,
        fg,
        1.8,
      );
      c.circle(cx, cy + k(6.2), k(1.3), fg);
      break;
    case 'none':
      break;
  }
}

export function check(c: Canvas, cx: number, cy: number, radius: number, bg: string, fg: string): void {
  c.circle(cx, cy, radius, bg);
  c.path(
    `M ${cx - radius * 0.42} ${cy + radius * 0.02} L ${cx - radius * 0.1} ${cy + radius * 0.34} L ${cx + radius * 0.45} ${cy - radius * 0.3}`,
    fg,
    radius * 0.16,
  );
}

export function clockIcon(c: Canvas, cx: number, cy: number, radius: number, bg: string, fg: string): void {
  c.circle(cx, cy, radius, bg);
  c.circle(cx, cy, radius * 0.55, 'none', ` stroke="${fg}" stroke-width="${radius * 0.12}"`);
  c.path(
    `M ${cx} ${cy - radius * 0.32} L ${cx} ${cy} L ${cx + radius * 0.24} ${cy + radius * 0.14}`,
    fg,
    radius * 0.11,
  );
}

export interface RowStyle {
  lx: number;
  rx: number;
  size: number;
  labelFill: string;
  valueFill: string;
  valueBold?: boolean;
  labelBold?: boolean;
  lineHeight?: number; // multiple of size
  gap?: number; // extra space after a row
  face?: Face;
  /** Put a divider line under each row. */
  divider?: string;
}

/** A label at the left and its value at the right; a value too long wraps, or drops below its label. */
export function rowBeside(c: Canvas, label: string, value: string, s: RowStyle): void {
  const face = s.face ?? c.face;
  const lh = s.size * (s.lineHeight ?? 1.45);
  const lw = label ? measure(label, face, s.size, s.labelBold) : 0;
  const room = s.rx - s.lx - lw - 14;
  const vw = measure(value, face, s.size, s.valueBold);
  c.y += s.size;
  if (label) c.text(s.lx, c.y, label, { size: s.size, fill: s.labelFill, bold: s.labelBold, face });
  if (vw <= room) {
    c.text(s.rx, c.y, value, { size: s.size, fill: s.valueFill, bold: s.valueBold, anchor: 'end', face });
  } else {
    const lines = wrap(value, face, s.size, !!s.valueBold, room);
    if (lines.every((l) => measure(l, face, s.size, s.valueBold) <= room)) {
      lines.forEach((l, i) => {
        if (i > 0) c.y += lh;
        c.text(s.rx, c.y, l, { size: s.size, fill: s.valueFill, bold: s.valueBold, anchor: 'end', face });
      });
    } else {
      for (const l of wrap(value, face, s.size, !!s.valueBold, s.rx - s.lx)) {
        c.y += lh;
        c.text(s.rx, c.y, l, { size: s.size, fill: s.valueFill, bold: s.valueBold, anchor: 'end', face });
      }
    }
  }
  c.y += lh - s.size + (s.gap ?? 0);
  if (s.divider) {
    c.line(
      s.lx,
      c.y - lh * 0.25 + (s.gap ?? 0) / 2 - (s.gap ?? 0),
      s.rx,
      c.y - lh * 0.25 + (s.gap ?? 0) / 2 - (s.gap ?? 0),
      s.divider,
      0.6,
    );
  }
}

export interface AboveStyle {
  x: number;
  width: number;
  labelSize: number;
  valueSize: number;
  labelFill: string;
  valueFill: string;
  valueBold?: boolean;
  gap?: number;
  face?: Face;
  upperLabel?: boolean;
}

/** A small label with its value under it. */
export function rowAbove(c: Canvas, label: string, value: string, s: AboveStyle): void {
  const face = s.face ?? c.face;
  c.y += s.labelSize;
  c.text(s.x, c.y, s.upperLabel ? label.toUpperCase() : label, { size: s.labelSize, fill: s.labelFill, face });
  for (const l of wrap(value, face, s.valueSize, !!s.valueBold, s.width)) {
    c.y += s.valueSize * 1.3;
    c.text(s.x, c.y, l, { size: s.valueSize, fill: s.valueFill, bold: s.valueBold, face });
  }
  c.y += s.gap ?? 12;
}

/** Lines of text (wrapped) at x; returns nothing, moves the cursor. */
export function lines(
  c: Canvas,
  text: string,
  x: number,
  width: number,
  o: { size: number; fill: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; lh?: number; face?: Face },
): void {
  const face = o.face ?? c.face;
  for (const l of wrap(text, face, o.size, !!o.bold, width)) {
    c.y += o.size * (o.lh ?? 1.35);
    c.text(x, c.y, l, { size: o.size, fill: o.fill, bold: o.bold, anchor: o.anchor, face });
  }
}

export type AmountStyle = 'plain' | 'small-rs' | 'raised-cents';

/** Draws an amount with its baseline at c.y (the cursor is not moved); returns the width drawn. */
export function amount(
  c: Canvas,
  x: number,
  value: string,
  style: AmountStyle,
  o: { size: number; fill: string; anchor?: 'start' | 'middle' | 'end'; rsFill?: string; face?: Face },
): number {
  const face = o.face ?? c.face;
  const figures = brl(value);
  if (style === 'plain') {
    return c.text(x, c.y, `R$ ${figures}`, { size: o.size, bold: true, fill: o.fill, anchor: o.anchor, face });
  }
  const [int, cents] = figures.split(',') as [string, string];
  const rsSize = o.size * 0.5;
  const parts: { t: string; size: number; dy: number; bold: boolean }[] =
    style === 'small-rs'
      ? [
          { t: 'R$ ', size: rsSize, dy: 0, bold: false },
          { t: figures, size: o.size, dy: 0, bold: true },
        ]
      : [
          { t: 'R$ ', size: rsSize, dy: 0, bold: true },
          { t: int, size: o.size, dy: 0, bold: true },
          { t: `,${cents}`, size: o.size * 0.5, dy: -o.size * 0.36, bold: true },
        ];
  const widths = parts.map((p) => measure(p.t, face, p.size, p.bold));
  const total = widths.reduce((a, b) => a + b, 0);
  let at = o.anchor === 'middle' ? x - total / 2 : o.anchor === 'end' ? x - total : x;
  parts.forEach((p, i) => {
    c.text(at, c.y + p.dy, p.t.trimEnd(), {
      size: p.size,
      bold: p.bold,
      fill: i === 0 && o.rsFill ? o.rsFill : o.fill,
      face,
    });
    at += widths[i]!;
  });
  return total;
}

export interface PartyLabels {
  name?: string;
  doc?: (kind: 'CPF' | 'CNPJ') => string;
  inst?: string;
  agency?: string;
  account?: string;
  type?: string;
  key?: string;
  /** Agency and account in one row under this label. */
  agencyAccount?: string;
}

/** The rows a party section shows, in the bank's labels (a row is left out when the receipt does not show it). */
export function partyRows(p: PartyShown, L: PartyLabels): [string, string][] {
  const rows: [string, string][] = [];
  if (p.shownName !== null && L.name !== undefined) rows.push([L.name, p.shownName]);
  if (p.shownDocument !== null && L.doc) rows.push([L.doc(p.kind), p.shownDocument]);
  if (p.shownKey !== undefined) rows.push([L.key ?? 'Chave Pix', p.shownKey]);
  if (L.inst) rows.push([L.inst, p.institution]);
  if (L.agencyAccount) rows.push([L.agencyAccount, `${p.agency} / ${p.account}`]);
  if (L.agency) rows.push([L.agency, p.agency]);
  if (L.account) rows.push([L.account, p.account]);
  if (L.type) rows.push([L.type, p.accountType]);
  return rows;
}

export function dashed(c: Canvas, x1: number, x2: number, stroke: string, dash = '4 3'): void {
  c.line(x1, c.y, x2, c.y, stroke, 1, dash);
}
