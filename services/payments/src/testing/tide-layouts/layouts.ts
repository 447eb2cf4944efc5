// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { Canvas, type Role } from './draw.js';
import type { CaseFacts, Party } from './facts.js';
import { institution } from './people.js';
import { formatDate, type LayoutSpec } from './specs.js';
import { brl } from './text.js';

interface Palette {
  bg: string;
  text: string;
  muted: string;
  accent: string;
  line: string;
  card: string;
}

const LIGHT: Omit<Palette, 'accent'> = {
  bg: '#FFFFFF',
  text: '#1C1C1E',
  muted: '#62666D',
  line: '#E2E3E6',
  card: '#F4F5F7',
};
const DARK: Omit<Palette, 'accent'> = {
  bg: '#121317',
  text: '#F2F2F4',
  muted: '#A4A8B0',
  line: '#2C2E35',
  card: '#1D1F25',
};

const LEFT = 64;
const RIGHT = 1016;

/** A cursor down the page with the row helpers every layout family uses. */
class Sheet {
  y = 0;

  constructor(
    readonly c: Canvas,
    readonly spec: LayoutSpec,
    readonly pal: Palette,
  ) {}

  gap(h: number): void {
    this.y += h;
  }

  wrap(text: string, width: number, size: number, weight: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (this.c.measure(next, size, weight) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.c.measure(line, size, weight) > width) {
        let cut = line.length - 1;
        while (cut > 1 && this.c.measure(line.slice(0, cut), size, weight) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Text lines from the cursor down; returns nothing, advances the cursor. */
  lines(
    values: string[],
    role: Role,
    o: {
      size?: number;
      weight?: number;
      fill?: string;
      anchor?: 'start' | 'middle' | 'end';
      x?: number;
      width?: number;
      step?: number;
    } = {},
  ): void {
    const size = o.size ?? 30;
    const weight = o.weight ?? 400;
    const anchor = o.anchor ?? 'start';
    const x = o.x ?? (anchor === 'end' ? RIGHT : anchor === 'middle' ? 540 : LEFT);
    const width = o.width ?? RIGHT - LEFT;
    const step = o.step ?? Math.round(size * 1.45);
    for (const value of values) {
      for (const line of this.wrap(value, width, size, weight)) {
        this.y += step;
        this.c.text(line, x, this.y, { size, role, weight, anchor, fill: o.fill ?? this.pal.text });
      }
    }
  }

  heading(text: string, o: { size?: number; fill?: string; anchor?: 'start' | 'middle'; weight?: number } = {}): void {
    this.lines([text], 'heading', {
      size: o.size ?? 32,
      weight: o.weight ?? 700,
      fill: o.fill ?? this.pal.text,
      anchor: o.anchor ?? 'start',
    });
  }

  /** Label on the left, value right-aligned (or at a column); the value goes below when both do not fit. */
  beside(
    label: string,
    values: string[],
    role: Role,
    o: { size?: number; labelSize?: number; weight?: number; column?: number; colon?: boolean; step?: number } = {},
  ): void {
    const size = o.size ?? 30;
    const labelSize = o.labelSize ?? 28;
    const weight = o.weight ?? 600;
    const step = o.step ?? 64;
    const labelText = o.colon ? `${label}:` : label;
    const labelWidth = this.c.measure(labelText, labelSize);
    this.y += step;
    this.c.text(labelText, LEFT, this.y, { size: labelSize, role: 'label', fill: this.pal.muted });
    const first = values[0] ?? '';
    const rest = values.slice(1);
    const column = o.column;
    const room = column !== undefined ? RIGHT - column : RIGHT - LEFT - labelWidth - 28;
    const fitsBeside =
      (column === undefined || column > LEFT + labelWidth + 20) && this.c.measure(first, size, weight) <= room;
    const place = (text: string): void => {
      if (column !== undefined) this.c.text(text, column, this.y, { size, role, weight, fill: this.pal.text });
      else this.c.text(text, RIGHT, this.y, { size, role, weight, anchor: 'end', fill: this.pal.text });
    };
    const width = column !== undefined ? RIGHT - column : RIGHT - LEFT;
    let pending: string[];
    if (fitsBeside) {
      place(first);
      pending = rest.flatMap((value) => this.wrap(value, width, size, weight));
    } else if (column !== undefined && column > LEFT + labelWidth + 20) {
      // A value column: the wrapped value starts on the label's line.
      const wrapped = values.flatMap((value) => this.wrap(value, width, size, weight));
      place(wrapped[0] ?? '');
      pending = wrapped.slice(1);
    } else {
      pending = values.flatMap((value) => this.wrap(value, width, size, weight));
    }
    for (const line of pending) {
      this.y += Math.round(size * 1.4);
      place(line);
    }
  }

  /** Small grey label, value on the line below. */
  above(
    label: string,
    values: string[],
    role: Role,
    o: { size?: number; labelSize?: number; weight?: number; x?: number } = {},
  ): void {
    const x = o.x ?? LEFT;
    this.y += 58;
    this.c.text(label, x, this.y, { size: o.labelSize ?? 26, role: 'label', fill: this.pal.muted });
    const size = o.size ?? 31;
    this.lines(values, role, {
      size,
      weight: o.weight ?? 600,
      x,
      width: RIGHT - x,
      step: Math.max(46, Math.round(size * 1.3)),
    });
  }

  divider(pad = 24): void {
    this.y += pad;
    this.c.line(LEFT, this.y, RIGHT, this.y, this.pal.line, 2);
    this.y += 4;
  }
}

function palette(spec: LayoutSpec): Palette {
  return { ...(spec.theme === 'dark' ? DARK : LIGHT), accent: spec.accent };
}

function checkIcon(c: Canvas, cx: number, cy: number, r: number, fill: string, mark: string): void {
  c.circle(cx, cy, r, fill);
  c.path(
    `M ${cx - r * 0.45} ${cy + r * 0.02} L ${cx - r * 0.1} ${cy + r * 0.36} L ${cx + r * 0.48} ${cy - r * 0.34}`,
    mark,
    r * 0.16,
  );
}

function shareButton(sh: Sheet, label: string, o: { filled: boolean; y?: number }): void {
  const top = o.y ?? sh.y + 40;
  const { c, pal } = sh;
  if (o.filled) c.rect(LEFT, top, RIGHT - LEFT, 96, pal.accent, { rx: 48 });
  else c.rect(LEFT, top, RIGHT - LEFT, 96, 'none', { rx: 48, stroke: pal.accent });
  const fill = o.filled ? (sh.spec.theme === 'dark' ? '#111111' : '#FFFFFF') : pal.accent;
  c.text(label, 540, top + 60, { size: 30, role: 'other', anchor: 'middle', weight: 700, fill });
  sh.y = top + 96;
}

/** The date lines of a case: the payment instant, or for a scheduled Pix the day it will run. */
function dateLines(f: CaseFacts, spec: LayoutSpec): string[] {
  return f.scheduledFor ? formatDate(spec.dateStyle, f.scheduledFor, true) : formatDate(spec.dateStyle, f.paidAt);
}

function requestedLines(f: CaseFacts, spec: LayoutSpec): string[] {
  return formatDate(spec.dateStyle, f.paidAt);
}

function docLabel(kind: 'cpf' | 'cnpj', style: 'split' | 'joint' | 'doc'): string {
  if (style === 'joint') return 'CPF/CNPJ';
  if (style === 'doc') return 'Documento';
  return kind === 'cpf' ? 'CPF' : 'CNPJ';
}

interface PartyLabels {
  name: string;
  doc: 'split' | 'joint' | 'doc';
  bank: string;
  agency?: string;
  account?: string;
  key?: string;
  keyFirst?: boolean;
  colon?: boolean;
  column?: number;
}

interface Who {
  party: Party;
  shownName: string;
  shownDoc: string | null;
  nameRole: Role;
  docRole: Role;
  key?: string;
}

function recipientOf(f: CaseFacts): Who {
  return {
    party: f.recipient,
    shownName: f.recipientShown,
    shownDoc: f.showRecipientDocument ? f.recipientDocumentShown : null,
    nameRole: 'recipient-name',
    docRole: 'recipient-document',
    ...(f.key ? { key: f.key.printed } : {}),
  };
}

function payerOf(f: CaseFacts): Who {
  return {
    party: f.payer,
    shownName: f.payerShown,
    shownDoc: f.payerDocumentShown,
    nameRole: 'payer-name',
    docRole: 'payer-document',
  };
}

function bankName(party: Party, upper: boolean): string {
  const name = institution(party.institution).name;
  return upper ? name.toUpperCase() : name;
}

function besideParty(sh: Sheet, who: Who, l: PartyLabels, upperBank = false): void {
  const o = { colon: l.colon, ...(l.column !== undefined ? { column: l.column } : {}) };
  sh.beside(l.name, [who.shownName], who.nameRole, o);
  const keyRow = (): void => {
    if (who.key) sh.beside(l.key ?? 'Chave Pix', [who.key], 'key', o);
  };
  if (l.keyFirst) keyRow();
  if (who.shownDoc) sh.beside(docLabel(who.party.kind, l.doc), [who.shownDoc], who.docRole, o);
  sh.beside(l.bank, [bankName(who.party, upperBank)], 'other', { ...o, weight: 400 });
  if (l.agency) sh.beside(l.agency, [who.party.agency], 'other', { ...o, weight: 400 });
  if (l.account) sh.beside(l.account, [who.party.account], 'other', { ...o, weight: 400 });
  if (!l.keyFirst) keyRow();
}

function aboveParty(sh: Sheet, who: Who, l: PartyLabels): void {
  sh.above(l.name, [who.shownName], who.nameRole);
  const keyRow = (): void => {
    if (who.key) sh.above(l.key ?? 'Chave Pix', [who.key], 'key');
  };
  if (l.keyFirst) keyRow();
  if (who.shownDoc) sh.above(docLabel(who.party.kind, l.doc), [who.shownDoc], who.docRole);
  sh.above(l.bank, [bankName(who.party, false)], 'other', { weight: 400 });
  if (l.agency && l.account) {
    sh.above(`${l.agency} / ${l.account}`, [`${who.party.agency} / ${who.party.account}`], 'other', { weight: 400 });
  }
  if (!l.keyFirst) keyRow();
}

/** Name, then the document alone, then the bank and account: no labels at all. */
function bareParty(
  sh: Sheet,
  who: Who,
  o: { nameSize?: number; accountLine?: (p: Party) => string; keyBeforeDoc?: boolean } = {},
): void {
  const { pal } = sh;
  sh.lines([who.shownName], who.nameRole, { size: o.nameSize ?? 34, weight: 700, step: 52 });
  const keyLine = (): void => {
    if (who.key) sh.lines([who.key], 'key', { size: 30, step: 46 });
  };
  if (o.keyBeforeDoc) keyLine();
  if (who.shownDoc) sh.lines([who.shownDoc], who.docRole, { size: 30, step: 46 });
  sh.lines([bankName(who.party, false)], 'other', { size: 27, fill: pal.muted, step: 44 });
  if (o.accountLine) sh.lines([o.accountLine(who.party)], 'other', { size: 27, fill: pal.muted, step: 42 });
  if (!o.keyBeforeDoc) keyLine();
}

function footer(sh: Sheet, lines: string[], o: { anchor?: 'start' | 'middle'; gap?: number } = {}): void {
  sh.gap(o.gap ?? 30);
  sh.lines(lines, 'other', { size: 26, fill: sh.pal.muted, anchor: o.anchor ?? 'middle', step: 40 });
}

export interface Drawing {
  svg: string;
  texts: Canvas['texts'];
  font: string;
  width: number;
  height: number;
  bottom: number;
}

type Drawer = (sh: Sheet, f: CaseFacts) => void;

const scheduled = (f: CaseFacts): boolean => f.scheduledFor !== undefined;

// ---------------------------------------------------------------- label beside

const nubank: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('nu', LEFT, 120, { size: 56, role: 'other', weight: 700, fill: pal.accent });
  c.text('Fechar', RIGHT, 112, { size: 28, role: 'other', anchor: 'end', fill: pal.muted });
  sh.y = 170;
  sh.heading(scheduled(f) ? 'Comprovante de agendamento' : 'Comprovante de transferência', { size: 38 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, fill: pal.muted, step: 48 });
  sh.gap(20);
  sh.beside('Valor', [brl(f.amountCents)], 'amount', { size: 34, weight: 700 });
  sh.beside('Tipo de transferência', ['Pix'], 'other');
  if (scheduled(f)) sh.beside('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  if (f.description) sh.beside('Descrição', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'split',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave Pix',
  };
  sh.gap(16);
  sh.heading('Destino', { size: 34 });
  besideParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(16);
  sh.heading('Origem', { size: 34 });
  besideParty(sh, payerOf(f), l);
  sh.divider(30);
  if (f.endToEndPrinted) {
    sh.gap(10);
    sh.lines(['ID da transação:'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 27, step: 42 });
  } else {
    sh.beside('Código do agendamento', [f.authentication.slice(0, 12)], 'id', { weight: 400 });
  }
  footer(sh, ['Nu Pagamentos S.A. - Instituição de Pagamento', 'CNPJ 18.236.120/0001-58', 'Ouvidoria: 0800 887 0463'], {
    gap: 40,
  });
  shareButton(sh, 'Compartilhar comprovante', { filled: true, y: sh.y + 50 });
};

const bradesco: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 200, pal.accent);
  c.text('Bradesco', 540, 120, { size: 48, role: 'other', weight: 700, anchor: 'middle', fill: '#FFFFFF' });
  sh.y = 220;
  checkIcon(c, 540, 310, 60, '#1E9E4A', '#FFFFFF');
  sh.y = 380;
  sh.heading(scheduled(f) ? 'Pix agendado com sucesso' : 'Transferência realizada', { anchor: 'middle', size: 36 });
  sh.lines(['Comprovante de transferência Pix'], 'other', { size: 28, anchor: 'middle', fill: pal.muted });
  sh.divider(30);
  sh.beside(scheduled(f) ? 'Data agendada' : 'Data e hora', dateLines(f, spec), 'date', { colon: true });
  if (scheduled(f)) sh.beside('Solicitação', requestedLines(f, spec), 'other', { colon: true, weight: 400 });
  sh.beside('Valor', [brl(f.amountCents)], 'amount', { colon: true, size: 34, weight: 700 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'split',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave',
    colon: true,
  };
  sh.gap(10);
  sh.heading('Dados de quem recebeu', { size: 30 });
  besideParty(sh, recipientOf(f), l, true);
  sh.divider(30);
  sh.gap(10);
  sh.heading('Dados de quem pagou', { size: 30 });
  besideParty(sh, payerOf(f), { ...l, agency: 'Agência', account: 'Conta' }, true);
  if (f.description) sh.beside('Descrição', [f.description], 'description', { colon: true, weight: 400 });
  sh.divider(30);
  if (f.endToEndPrinted) {
    sh.lines(['ID da transação:'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 28, step: 42 });
  }
  sh.lines(['Autenticação:'], 'label', { size: 26, fill: pal.muted });
  sh.lines([f.authentication.replace(/(.{4})/g, '$1 ').trim()], 'id', { size: 28, step: 42 });
  footer(sh, ['Fone Fácil Bradesco 0800 570 3022', 'SAC 0800 704 8383 - Ouvidoria 0800 727 9933'], { gap: 40 });
};

const bb: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 170, '#FCF800');
  c.text('BB', LEFT, 112, { size: 56, role: 'other', weight: 700, fill: '#465EFF' });
  c.text('Comprovante', RIGHT, 108, { size: 32, role: 'other', weight: 700, anchor: 'end', fill: '#465EFF' });
  sh.y = 190;
  sh.heading(scheduled(f) ? 'COMPROVANTE DE AGENDAMENTO PIX' : 'COMPROVANTE PIX', { anchor: 'middle', size: 32 });
  sh.lines(['SISBB - SISTEMA DE INFORMACOES BANCO DO BRASIL'], 'other', {
    size: 26,
    anchor: 'middle',
    fill: pal.muted,
  });
  sh.divider(24);
  const col = 430;
  const o = { column: col, colon: true, weight: 700 };
  const [day, time] = dateLines(f, spec);
  sh.beside(scheduled(f) ? 'AGENDADO PARA' : 'DATA', [day ?? ''], 'date', o);
  if (time) sh.beside('HORA', [time], 'date', o);
  if (scheduled(f)) sh.beside('SOLICITADO EM', requestedLines(f, spec), 'other', { ...o, weight: 400 });
  sh.beside('VALOR', [brl(f.amountCents)], 'amount', o);
  sh.divider(24);
  const l: PartyLabels = {
    name: 'NOME',
    doc: 'split',
    bank: 'INSTITUICAO',
    agency: 'AGENCIA',
    account: 'CONTA',
    key: 'CHAVE PIX',
    column: col,
    colon: true,
  };
  sh.gap(8);
  sh.heading('PAGO PARA', { size: 30 });
  besideParty(sh, recipientOf(f), { ...l, name: 'NOME', doc: 'split' }, true);
  sh.divider(24);
  sh.gap(8);
  sh.heading('PAGADOR', { size: 30 });
  besideParty(sh, payerOf(f), l, true);
  if (f.description) sh.beside('TEXTO', [f.description.toUpperCase()], 'description', { ...o, weight: 400 });
  sh.divider(24);
  if (f.endToEndPrinted) {
    sh.lines(['ID:'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 28, step: 42 });
  }
  sh.lines(['DOCUMENTO:'], 'label', { size: 26, fill: pal.muted });
  sh.lines([f.authentication.slice(0, 6)], 'id', { size: 28, step: 42 });
  sh.lines(['AUTENTICACAO SISBB:'], 'label', { size: 26, fill: pal.muted });
  sh.lines([f.authentication.replace(/(.{4})/g, '$1.').slice(0, 24)], 'id', { size: 28, step: 42 });
  footer(sh, ['Central de Atendimento BB 4004 0001', 'SAC 0800 729 0722  Ouvidoria 0800 729 5678'], { gap: 36 });
};

const pagbank: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('PagBank', LEFT, 120, { size: 48, role: 'other', weight: 700, fill: pal.accent });
  c.circle(980, 104, 30, pal.card);
  sh.y = 170;
  checkIcon(c, 540, 270, 64, pal.accent, '#FFFFFF');
  sh.y = 350;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix enviado', { anchor: 'middle', size: 38 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 56, weight: 700, anchor: 'middle', step: 80 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, anchor: 'middle', fill: pal.muted, step: 46 });
  if (scheduled(f))
    sh.lines([`Solicitado em ${requestedLines(f, spec).join(' ')}`], 'other', {
      size: 26,
      anchor: 'middle',
      fill: pal.muted,
      step: 40,
    });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'joint',
    bank: 'Banco',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave',
    keyFirst: true,
  };
  sh.gap(10);
  sh.heading('Pagador', { size: 32 });
  besideParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  sh.divider(30);
  sh.gap(10);
  sh.heading('Recebedor', { size: 32 });
  besideParty(sh, recipientOf(f), l);
  sh.divider(30);
  if (f.description) sh.beside('Mensagem', [f.description], 'description', { weight: 400 });
  if (f.endToEndPrinted) {
    sh.lines(['Código da transação'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 27, step: 42 });
  } else {
    sh.beside('Código do agendamento', [f.authentication.slice(0, 12)], 'id', { weight: 400 });
  }
  shareButton(sh, 'Compartilhar', { filled: false, y: sh.y + 50 });
  footer(sh, ['Ouvidoria PagBank 0800 703 8891'], { gap: 30 });
};

const sicredi: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 180, pal.accent);
  c.text('Sicredi', LEFT, 118, { size: 50, role: 'other', weight: 700, fill: '#FFFFFF' });
  sh.y = 200;
  sh.heading(scheduled(f) ? 'Comprovante de Pix agendado' : 'Comprovante de Pix', { size: 34 });
  sh.beside(scheduled(f) ? 'Agendado para' : 'Data', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.beside('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  sh.beside('Valor', [brl(f.amountCents)], 'amount', { size: 34, weight: 700 });
  if (f.description) sh.beside('Descrição', [f.description], 'description', { weight: 400 });
  sh.divider(28);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'joint',
    bank: 'Instituição',
    agency: 'Cooperativa',
    account: 'Conta',
    key: 'Chave',
  };
  sh.gap(8);
  sh.heading('Favorecido', { size: 30, fill: pal.accent });
  besideParty(sh, recipientOf(f), l, true);
  sh.divider(28);
  sh.gap(8);
  sh.heading('Pagador', { size: 30, fill: pal.accent });
  besideParty(sh, payerOf(f), l, true);
  sh.divider(28);
  if (f.endToEndPrinted) {
    sh.lines(['Identificação do pagamento'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 28, step: 42 });
  }
  sh.beside('Controle', [f.authentication.slice(0, 10)], 'id', { weight: 400 });
  footer(sh, ['SAC 0800 724 7220', 'Ouvidoria 0800 646 2519'], { gap: 40 });
};

const original: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('original', LEFT, 118, { size: 48, role: 'other', weight: 700, fill: pal.accent });
  c.line(LEFT, 150, RIGHT, 150, pal.accent, 4);
  sh.y = 170;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix realizado', { size: 40 });
  sh.lines(['Transferência via Pix'], 'other', { size: 28, fill: pal.muted });
  sh.gap(10);
  sh.beside('Valor pago', [brl(f.amountCents)], 'amount', { size: 36, weight: 700 });
  sh.beside(scheduled(f) ? 'Data do pagamento' : 'Realizado em', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.beside('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  sh.divider(28);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'doc',
    bank: 'Banco',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave Pix',
  };
  sh.gap(8);
  sh.heading('De', { size: 32 });
  besideParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  sh.divider(28);
  sh.gap(8);
  sh.heading('Para', { size: 32 });
  besideParty(sh, recipientOf(f), l);
  if (f.description) sh.beside('Mensagem', [f.description], 'description', { weight: 400 });
  sh.divider(28);
  if (f.endToEndPrinted) {
    sh.lines(['ID da transação'], 'label', { size: 26, fill: pal.muted });
    sh.lines([f.endToEndId], 'id', { size: 28, step: 42 });
  }
  sh.beside('Autenticação', [f.authentication.slice(0, 16)], 'id', { weight: 400 });
  footer(sh, ['SAC 0800 775 0808  Ouvidoria 0800 771 6000'], { gap: 40 });
};

// ---------------------------------------------------------------- label above

const itau: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(LEFT, 70, 96, 96, pal.accent, { rx: 20 });
  c.text('itaú', LEFT + 48, 130, { size: 30, role: 'other', anchor: 'middle', weight: 700, fill: '#FFFFFF' });
  c.text('compartilhar', RIGHT, 130, { size: 28, role: 'other', anchor: 'end', fill: pal.accent });
  sh.y = 200;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix enviado', { size: 44 });
  sh.gap(6);
  sh.above('valor', [brl(f.amountCents)], 'amount', { size: 46, weight: 700 });
  sh.above(scheduled(f) ? 'data agendada' : 'data e hora', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.above('solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'nome',
    doc: 'joint',
    bank: 'instituição',
    agency: 'agência',
    account: 'conta',
    key: 'chave Pix',
  };
  sh.gap(6);
  sh.heading('para', { size: 32, fill: pal.accent });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(6);
  sh.heading('de', { size: 32, fill: pal.accent });
  aboveParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  if (f.description) sh.above('mensagem', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'ID da transação' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 27, weight: 400 },
  );
  sh.above('autenticação', [f.authentication], 'id', { size: 27, weight: 400 });
  footer(sh, ['SAC 0800 728 0728 · Ouvidoria 0800 570 0011'], { gap: 40 });
};

const caixa: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 190, pal.accent);
  c.text('CAIXA', LEFT, 120, { size: 50, role: 'other', weight: 700, fill: '#FFFFFF' });
  c.rect(RIGHT - 150, 84, 150, 12, '#F39200');
  sh.y = 210;
  sh.heading(scheduled(f) ? 'Comprovante de agendamento de Pix' : 'Comprovante de Pix', { size: 36 });
  sh.above(scheduled(f) ? 'Data agendada' : 'Data da operação', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.above('Data da solicitação', requestedLines(f, spec), 'other', { weight: 400 });
  sh.above('Valor da transferência', [brl(f.amountCents)], 'amount', { size: 40, weight: 700 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'split',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave Pix',
    keyFirst: true,
  };
  sh.gap(6);
  sh.heading('Dados do recebedor', { size: 32, fill: pal.accent });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(6);
  sh.heading('Dados do pagador', { size: 32, fill: pal.accent });
  aboveParty(sh, payerOf(f), l);
  if (f.description) sh.above('Mensagem', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'Identificador' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 28, weight: 400 },
  );
  sh.above('Código da operação', [f.authentication.slice(0, 14)], 'id', { size: 28, weight: 400 });
  footer(sh, ['SAC CAIXA 0800 726 0101', 'Ouvidoria 0800 725 7474'], { gap: 40 });
};

const santander: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.circle(LEFT + 34, 110, 34, pal.accent);
  c.text('Santander', LEFT + 90, 124, { size: 42, role: 'other', weight: 700, fill: pal.text });
  sh.y = 180;
  checkIcon(c, 540, 280, 60, '#2BB673', '#121317');
  sh.y = 350;
  sh.heading(scheduled(f) ? 'Seu Pix foi agendado' : 'Seu Pix foi realizado', { anchor: 'middle', size: 38 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 54, weight: 700, anchor: 'middle', step: 78 });
  sh.divider(30);
  sh.above(scheduled(f) ? 'Agendado para' : 'Data', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.above('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'joint',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave',
  };
  sh.gap(20);
  sh.heading('Quem recebeu', { size: 32, fill: pal.accent });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(10);
  sh.heading('Quem pagou', { size: 32, fill: pal.accent });
  aboveParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  if (f.description) sh.above('Descrição', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'ID/Transação' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 27, weight: 400 },
  );
  footer(sh, ['Central 4004 3535 · SAC 0800 762 7777', 'Ouvidoria 0800 726 0322'], { gap: 40 });
};

const inter: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('inter', LEFT, 120, { size: 50, role: 'other', weight: 700, fill: pal.accent });
  sh.y = 150;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix enviado', { size: 40 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, fill: pal.muted, step: 46 });
  sh.above('Valor', [brl(f.amountCents)], 'amount', { size: 44, weight: 700 });
  if (scheduled(f)) sh.above('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'split',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave Pix',
  };
  sh.gap(6);
  sh.heading('Quem recebeu', { size: 32 });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(6);
  sh.heading('Quem pagou', { size: 32 });
  aboveParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  if (f.description) sh.above('Mensagem', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'ID da transação' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 27, weight: 400 },
  );
  footer(sh, ['SAC 0800 940 9999 · Ouvidoria 0800 940 7772'], { gap: 40 });
};

const c6: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('C6 BANK', LEFT, 118, { size: 44, role: 'other', weight: 700, fill: pal.text });
  c.text('X', RIGHT, 116, { size: 40, role: 'other', anchor: 'end', fill: pal.muted });
  sh.y = 170;
  sh.heading(scheduled(f) ? 'Comprovante de agendamento' : 'Comprovante de Pix', { size: 36 });
  sh.above('Valor', [brl(f.amountCents)], 'amount', { size: 44, weight: 700 });
  sh.above(scheduled(f) ? 'Agendado para' : 'Data da transferência', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.above('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  if (f.description) sh.above('Descrição', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'split',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave',
    keyFirst: true,
  };
  sh.gap(6);
  sh.heading('Destino', { size: 32 });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(6);
  sh.heading('Origem', { size: 32 });
  aboveParty(sh, payerOf(f), l);
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'ID da transação' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 28, weight: 400 },
  );
  footer(sh, ['Atendimento 24h 3003 6116', 'SAC 0800 660 6116 · Ouvidoria 0800 770 5244'], { gap: 40 });
};

const btg: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('btg pactual', LEFT, 118, { size: 42, role: 'other', weight: 700, fill: pal.accent });
  sh.y = 160;
  checkIcon(c, LEFT + 40, 230, 40, pal.accent, '#121317');
  sh.y = 190;
  sh.lines([scheduled(f) ? 'Transferência agendada' : 'Transferência realizada'], 'heading', {
    size: 34,
    weight: 700,
    x: LEFT + 100,
    width: RIGHT - LEFT - 100,
    step: 52,
  });
  sh.gap(30);
  sh.above('Valor', [brl(f.amountCents)], 'amount', { size: 44, weight: 700 });
  sh.above(scheduled(f) ? 'Data de execução' : 'Data', dateLines(f, spec), 'date');
  if (scheduled(f)) sh.above('Solicitado em', requestedLines(f, spec), 'other', { weight: 400 });
  sh.above('Tipo', ['Pix'], 'other', { weight: 400 });
  sh.divider(30);
  const l: PartyLabels = {
    name: 'Nome',
    doc: 'joint',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
    key: 'Chave Pix',
  };
  sh.gap(6);
  sh.heading('Para', { size: 32, fill: pal.accent });
  aboveParty(sh, recipientOf(f), l);
  sh.divider(30);
  sh.gap(6);
  sh.heading('De', { size: 32, fill: pal.accent });
  aboveParty(sh, payerOf(f), { ...l, agency: undefined, account: undefined });
  if (f.description) sh.above('Mensagem', [f.description], 'description', { weight: 400 });
  sh.divider(30);
  sh.above(
    f.endToEndPrinted ? 'End to End ID' : 'Código do agendamento',
    [f.endToEndPrinted ? f.endToEndId : f.authentication.slice(0, 16)],
    'id',
    { size: 28, weight: 400 },
  );
  footer(sh, ['SAC 0800 772 2827 · Ouvidoria 0800 722 0048'], { gap: 40, anchor: 'start' });
};

// ---------------------------------------------------------------- no label

const picpay: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('PicPay', 540, 120, { size: 48, role: 'other', weight: 700, anchor: 'middle', fill: pal.accent });
  sh.y = 160;
  checkIcon(c, 540, 260, 62, pal.accent, '#121317');
  sh.y = 340;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix enviado!', { anchor: 'middle', size: 38 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 58, weight: 700, anchor: 'middle', step: 82 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, anchor: 'middle', fill: pal.muted, step: 46 });
  if (scheduled(f))
    sh.lines([`Solicitado em ${requestedLines(f, spec).join(' ')}`], 'other', {
      size: 26,
      anchor: 'middle',
      fill: pal.muted,
      step: 40,
    });
  sh.divider(36);
  sh.gap(8);
  sh.heading('Para', { size: 30, fill: pal.muted, weight: 400 });
  bareParty(sh, recipientOf(f), { accountLine: (p) => `Agência ${p.agency} • Conta ${p.account}` });
  sh.divider(30);
  sh.gap(8);
  sh.heading('De', { size: 30, fill: pal.muted, weight: 400 });
  bareParty(sh, payerOf(f));
  if (f.description) {
    sh.divider(30);
    sh.lines([`"${f.description}"`], 'description', { size: 30, step: 50 });
  }
  sh.divider(30);
  sh.lines([f.endToEndPrinted ? f.endToEndId : `Código do agendamento ${f.authentication.slice(0, 12)}`], 'id', {
    size: 27,
    fill: pal.muted,
    step: 50,
  });
  footer(sh, ['Ouvidoria PicPay 0800 025 8000'], { gap: 30 });
};

const mercadopago: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 180, '#FFE600');
  c.text('mercado pago', LEFT, 118, { size: 44, role: 'other', weight: 700, fill: '#0A0080' });
  sh.y = 200;
  sh.heading(scheduled(f) ? 'Comprovante de Pix agendado' : 'Comprovante de transferência', { size: 36 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, fill: pal.muted, step: 46 });
  if (scheduled(f))
    sh.lines([`Solicitado em ${requestedLines(f, spec).join(' ')}`], 'other', { size: 26, fill: pal.muted, step: 42 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 56, weight: 700, step: 84 });
  sh.divider(30);
  sh.gap(8);
  sh.heading('De', { size: 30, fill: pal.accent });
  bareParty(sh, payerOf(f));
  sh.divider(30);
  sh.gap(8);
  sh.heading('Para', { size: 30, fill: pal.accent });
  bareParty(sh, recipientOf(f), { accountLine: (p) => `Ag. ${p.agency} · C/C ${p.account}`, keyBeforeDoc: true });
  if (f.description) {
    sh.divider(30);
    sh.lines([f.description], 'description', { size: 30, step: 48 });
  }
  sh.divider(30);
  if (f.endToEndPrinted) {
    sh.lines(['Número de identificação'], 'label', { size: 26, fill: pal.muted, step: 44 });
    sh.lines([f.endToEndId], 'id', { size: 27, step: 42 });
  } else {
    sh.lines([`Código do agendamento ${f.authentication.slice(0, 12)}`], 'id', { size: 27, step: 44 });
  }
  shareButton(sh, 'Compartilhar comprovante', { filled: true, y: sh.y + 50 });
  footer(sh, ['Ouvidoria 0800 637 7246'], { gap: 30 });
};

const neon: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.text('neon', LEFT, 118, { size: 50, role: 'other', weight: 700, fill: pal.accent });
  sh.y = 160;
  sh.lines([scheduled(f) ? 'Pix agendado' : 'Transferência concluída'], 'heading', { size: 36, weight: 700, step: 60 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 54, weight: 700, step: 80, fill: pal.accent });
  sh.lines(dateLines(f, spec), 'date', { size: 28, fill: pal.muted, step: 46 });
  if (scheduled(f))
    sh.lines([`Solicitado em ${requestedLines(f, spec).join(' ')}`], 'other', { size: 26, fill: pal.muted, step: 42 });
  sh.divider(34);
  // No headings at all: the payer's block first, then the recipient's, in the order money moves.
  sh.gap(6);
  bareParty(sh, payerOf(f), { nameSize: 32 });
  c.path(
    `M 540 ${sh.y + 26} L 540 ${sh.y + 76} M 520 ${sh.y + 56} L 540 ${sh.y + 76} L 560 ${sh.y + 56}`,
    pal.accent,
    5,
  );
  sh.gap(84);
  bareParty(sh, recipientOf(f), { nameSize: 32, accountLine: (p) => `Agência ${p.agency} · Conta ${p.account}` });
  if (f.description) {
    sh.divider(30);
    sh.lines([f.description], 'description', { size: 30, step: 48 });
  }
  sh.divider(30);
  sh.lines([f.endToEndPrinted ? f.endToEndId : `Código do agendamento ${f.authentication.slice(0, 12)}`], 'id', {
    size: 27,
    fill: pal.muted,
    step: 50,
  });
  footer(sh, ['Ouvidoria Neon 0800 591 1282'], { gap: 30, anchor: 'start' });
};

const pan: Drawer = (sh, f) => {
  const { c, pal, spec } = sh;
  c.rect(0, 0, 1080, 170, pal.accent);
  c.text('banco pan', LEFT, 112, { size: 46, role: 'other', weight: 700, fill: '#FFFFFF' });
  sh.y = 190;
  checkIcon(c, 540, 280, 56, pal.accent, '#FFFFFF');
  sh.y = 350;
  sh.heading(scheduled(f) ? 'Pix agendado' : 'Pix realizado com sucesso', { anchor: 'middle', size: 36 });
  sh.lines([brl(f.amountCents)], 'amount', { size: 54, weight: 700, anchor: 'middle', step: 80 });
  sh.lines(dateLines(f, spec), 'date', { size: 28, anchor: 'middle', fill: pal.muted, step: 46 });
  if (scheduled(f))
    sh.lines([`Solicitado em ${requestedLines(f, spec).join(' ')}`], 'other', {
      size: 26,
      anchor: 'middle',
      fill: pal.muted,
      step: 40,
    });
  sh.divider(34);
  sh.gap(8);
  sh.heading('Destino', { size: 30, fill: pal.accent });
  bareParty(sh, recipientOf(f), { accountLine: (p) => `Ag ${p.agency}  Cc ${p.account}` });
  sh.divider(30);
  sh.gap(8);
  sh.heading('Origem', { size: 30, fill: pal.accent });
  bareParty(sh, payerOf(f));
  if (f.description) {
    sh.divider(30);
    sh.lines([f.description], 'description', { size: 30, step: 48 });
  }
  sh.divider(30);
  sh.lines([f.endToEndPrinted ? f.endToEndId : `Código do agendamento ${f.authentication.slice(0, 12)}`], 'id', {
    size: 27,
    fill: pal.muted,
    step: 50,
  });
  shareButton(sh, 'Compartilhar', { filled: true, y: sh.y + 40 });
  footer(sh, ['SAC 0800 775 8686 · Ouvidoria 0800 776 9595'], { gap: 30 });
};

const DRAWERS: Readonly<Record<string, Drawer>> = {
  nubank,
  itau,
  bradesco,
  bb,
  caixa,
  santander,
  inter,
  picpay,
  mercadopago,
  c6,
  pagbank,
  sicredi,
  neon,
  btg,
  pan,
  original,
};

/** Draws a case's receipt in its layout. */
export function drawReceipt(spec: LayoutSpec, facts: CaseFacts): Drawing {
  const drawer = DRAWERS[spec.key];
  if (!drawer) throw new Error(`no drawer for ${spec.key}`);
  const pal = palette(spec);
  const canvas = new Canvas(spec.width, spec.height, spec.font, pal.bg);
  drawer(new Sheet(canvas, spec, pal), facts);
  return {
    svg: canvas.toSvg(),
    texts: canvas.texts,
    font: spec.font,
    width: spec.width,
    height: spec.height,
    bottom: canvas.bottom(),
  };
}
