// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { Canvas, type DrawnText, type Role } from './draw.js';
import type { PartyFacts, SwellFacts } from './facts.js';
import { type LayoutSpec, MONO } from './specs.js';
import { plain } from './text.js';

export interface Drawing {
  svg: string;
  texts: DrawnText[];
  font: string;
  /** Pixels. */
  width: number;
  height: number;
  /** The lowest text's bottom, in pixels. */
  bottom: number;
}

interface Labels {
  name: string;
  cpf: string;
  cnpj: string;
  bank: string;
  agency: string;
  account: string;
  key: string;
  description: string;
  date: string;
  scheduledDate: string;
  e2e: string;
  auth: string;
}

const DEFAULT_LABELS: Labels = {
  name: 'Nome',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  bank: 'Instituição',
  agency: 'Agência',
  account: 'Conta',
  key: 'Chave Pix',
  description: 'Descrição',
  date: 'Data',
  scheduledDate: 'Data do agendamento',
  e2e: 'ID da transação',
  auth: 'Código de autenticação',
};

const M = 60;
const RIGHT = 1020;
const LABEL = 26;
const BODY = 28;
const SMALL = 24;

/** A sheet: a canvas with a cursor, drawing the blocks of one receipt in the layout's family. */
class Sheet {
  readonly c: Canvas;
  y = 0;
  /** The descent of the last line drawn below the cursor. */
  below = 0;
  readonly labels: Labels;

  constructor(
    readonly spec: LayoutSpec,
    readonly f: SwellFacts,
    labels: Partial<Labels> = {},
    readonly besideStyle: 'right' | 'after' = 'right',
  ) {
    this.c = new Canvas(spec.width, spec.font, spec.palette.bg);
    this.labels = { ...DEFAULT_LABELS, ...labels };
  }

  get p() {
    return this.spec.palette;
  }

  /** Institution names as the layout prints them (voucher-like layouts upper-case without accents). */
  upper(text: string): string {
    return this.spec.upperNames && this.spec.font === MONO ? plain(text) : text;
  }

  gap(units: number): this {
    this.y += units;
    return this;
  }

  label(text: string): string {
    return this.spec.colon ? `${text}:` : text;
  }

  /** Moves the cursor to the next baseline for a line whose tallest text has this size. */
  advance(size: number): void {
    this.y += Math.round(this.below + size * 1.18);
    this.below = size * 0.32;
  }

  /** Moves the cursor to the next baseline for text of this size and draws. */
  put(
    value: string,
    x: number,
    size: number,
    role: Role,
    fill: string,
    weight: 400 | 700 = 400,
    anchor: 'start' | 'middle' | 'end' = 'start',
  ) {
    this.advance(size);
    return this.c.text(value, x, this.y, { size, role, fill, weight, anchor });
  }

  divider(): this {
    this.y += 26;
    this.c.line(M, this.y, RIGHT, this.p.line);
    this.y += 8;
    this.below = 0;
    return this;
  }

  checkIcon(cx: number, size = 46): this {
    if (this.f.scheduled) return this.clockIcon(cx, size);
    const cy = this.y + size + 10;
    this.c.circle(cx, cy, size, this.p.accent);
    this.c.stroke(
      [
        [cx - size * 0.42, cy + size * 0.02],
        [cx - size * 0.1, cy + size * 0.34],
        [cx + size * 0.45, cy - size * 0.3],
      ],
      this.p.onAccent,
      size * 0.16,
    );
    this.y = cy + size;
    this.below = 0;
    return this;
  }

  clockIcon(cx: number, size = 46): this {
    const cy = this.y + size + 10;
    this.c.circle(cx, cy, size, this.p.accent);
    this.c.circle(cx, cy, size * 0.72, this.p.bg);
    this.c.stroke(
      [
        [cx, cy - size * 0.45],
        [cx, cy],
        [cx + size * 0.32, cy + size * 0.2],
      ],
      this.p.accent,
      size * 0.12,
    );
    this.y = cy + size;
    this.below = 0;
    return this;
  }

  /** A coloured bar across the top with the institution's name in it. */
  brandBar(brand: string, height = 150, size = 40): this {
    this.c.rect(0, 0, 1080, height, this.p.accent);
    this.c.text(brand, M, height / 2 + size * 0.35, { size, role: 'other', fill: this.p.onAccent, weight: 700 });
    this.y = height;
    this.below = 0;
    return this;
  }

  /** A status bar and the app's top line with a back arrow, as a screenshot shows. */
  statusBar(title: string): this {
    this.c.text('10:52', M, 54, { size: SMALL, role: 'other', fill: this.p.muted });
    this.c.rect(RIGHT - 60, 34, 50, 24, 'none', 5, this.p.muted);
    this.c.stroke(
      [
        [M + 18, 110],
        [M, 128],
        [M + 18, 146],
      ],
      this.p.fg,
      5,
    );
    this.c.text(title, 540, 140, { size: 30, role: 'heading', fill: this.p.fg, weight: 700, anchor: 'middle' });
    this.y = 170;
    this.below = 0;
    return this;
  }

  title(text: string, size = 36, anchor: 'start' | 'middle' = 'start', fill?: string): this {
    this.put(text, anchor === 'middle' ? 540 : M, size, 'heading', fill ?? this.p.fg, 700, anchor);
    return this;
  }

  note(text: string, size = LABEL, anchor: 'start' | 'middle' = 'start', role: Role = 'other'): this {
    this.put(text, anchor === 'middle' ? 540 : M, size, role, this.p.muted, 400, anchor);
    return this;
  }

  heading(text: string, fill?: string): this {
    if (!text) return this;
    this.gap(18);
    this.put(text, M, 30, 'heading', fill ?? this.p.fg, 700);
    this.gap(6);
    return this;
  }

  /** A row in the layout's family: label beside, label above, or the value alone. */
  row(label: string | null, value: string, role: Role, options: { bold?: boolean; size?: number } = {}): this {
    const size = options.size ?? BODY;
    const weight = options.bold ? 700 : 400;
    const family = this.spec.family;
    if (family === 'no label' || label === null) {
      this.put(value, M, size, role, this.p.fg, weight);
      return this;
    }
    if (family === 'label above') {
      this.gap(10);
      this.put(label, M, LABEL, 'label', this.p.muted);
      this.put(value, M, size + 2, role, this.p.fg, weight);
      return this;
    }
    const text = this.label(label);
    const labelWidth = this.c.measure(text, LABEL);
    const valueWidth = this.c.measure(value, size);
    this.gap(8);
    const column = this.besideStyle === 'after' ? Math.max(M + labelWidth + 20, M + 230) : RIGHT;
    const fits =
      this.besideStyle === 'after' ? column + valueWidth <= RIGHT : M + labelWidth + 30 + valueWidth <= RIGHT;
    const anchor = this.besideStyle === 'after' ? 'start' : 'end';
    if (fits) {
      this.advance(Math.max(LABEL, size));
      this.c.text(text, M, this.y, { size: LABEL, role: 'label', fill: this.p.muted });
      this.c.text(value, column, this.y, { size, role, fill: this.p.fg, weight, anchor });
      return this;
    }
    this.put(text, M, LABEL, 'label', this.p.muted);
    const x = this.besideStyle === 'after' ? (M + 230 + valueWidth <= RIGHT ? M + 230 : M) : RIGHT;
    this.put(value, x, size, role, this.p.fg, weight, anchor);
    return this;
  }

  /** A free text, wrapped by words to fit. */
  text(label: string | null, value: string, role: Role): this {
    const family = this.spec.family;
    const beside = family === 'label beside' && label !== null;
    const labelWidth = label === null ? 0 : this.c.measure(this.label(label), LABEL);
    const column = Math.max(M + labelWidth + 20, M + 230);
    const size = family === 'label above' ? BODY + 2 : BODY;
    const room = !beside ? RIGHT - M : this.besideStyle === 'after' ? RIGHT - column : RIGHT - M - labelWidth - 30;
    const lines: string[] = [];
    for (const word of value.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && this.c.measure(`${last} ${word}`, size) <= room)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    lines.forEach((line, i) => {
      if (i === 0) this.row(label, line, role);
      else if (beside && this.besideStyle === 'right') this.put(line, RIGHT, BODY, role, this.p.fg, 400, 'end');
      else if (beside) this.put(line, column, BODY, role, this.p.fg);
      else this.put(line, M, size, role, this.p.fg);
    });
    return this;
  }

  /** The amount's label; a scheduled Pix is not paid yet. */
  get amountLabel(): string | null {
    const label = this.spec.amountLabel;
    return label && this.f.scheduled && /pag/i.test(label) ? 'Valor' : label;
  }

  amountRow(label: string | null = this.amountLabel, size = BODY + 4): this {
    this.row(label, this.f.amountText, 'amount', { bold: true, size });
    return this;
  }

  bigAmount(anchor: 'start' | 'middle' = 'middle', size = 64): this {
    this.gap(10);
    this.put(this.f.amountText, anchor === 'middle' ? 540 : M, size, 'amount', this.p.fg, 700, anchor);
    return this;
  }

  dateRows(label: string | null = this.labels.date): this {
    const scheduledLabel = this.f.scheduled ? this.labels.scheduledDate : label;
    this.f.datePieces.forEach((piece, i) => {
      this.row(piece.label ?? (i === 0 ? scheduledLabel : null), piece.value, 'date');
    });
    return this;
  }

  dateLine(anchor: 'start' | 'middle' = 'start', size = LABEL): this {
    for (const piece of this.f.datePieces) {
      const text = piece.label ? `${piece.label} ${piece.value}` : piece.value;
      this.put(text, anchor === 'middle' ? 540 : M, size, 'date', this.p.muted, 400, anchor);
    }
    return this;
  }

  /** One party's block. */
  party(which: 'recipient' | 'payer', heading: string, options: { bank?: boolean; account?: boolean } = {}): this {
    const party: PartyFacts = which === 'recipient' ? this.f.recipient : this.f.payer;
    const nameRole: Role = which === 'recipient' ? 'recipient-name' : 'payer-name';
    const docRole: Role = which === 'recipient' ? 'recipient-document' : 'payer-document';
    this.heading(heading);
    const l = this.labels;
    this.row(l.name, party.shownName, nameRole, { bold: this.spec.family === 'no label' });
    if (party.shownDocument !== null) this.row(party.kind === 'cpf' ? l.cpf : l.cnpj, party.shownDocument, docRole);
    if (which === 'recipient' && this.f.key) this.row(l.key, this.f.key.shown, 'key');
    if (options.bank !== false) this.row(l.bank, this.upper(party.bank.name), 'other');
    if (options.account !== false) {
      if (this.spec.family === 'no label') this.row(null, `Agência ${party.agency} · Conta ${party.account}`, 'other');
      else {
        this.row(l.agency, party.agency, 'other');
        this.row(l.account, party.account, 'other');
      }
    }
    return this;
  }

  parties(options: { bank?: boolean; account?: boolean } = {}, between?: () => void): this {
    const order: Array<'recipient' | 'payer'> = this.spec.recipientFirst
      ? ['recipient', 'payer']
      : ['payer', 'recipient'];
    order.forEach((which, i) => {
      if (i === 1) between?.();
      this.party(which, which === 'recipient' ? this.spec.recipientHeading : this.spec.payerHeading, options);
    });
    return this;
  }

  description(): this {
    if (this.f.description) this.text(this.labels.description, this.f.description, 'description');
    return this;
  }

  ids(options: { auth?: boolean } = {}): this {
    if (!this.f.scheduled) this.row(this.labels.e2e, this.f.endToEndId, 'id', { size: 26 });
    if (options.auth !== false) this.row(this.labels.auth, this.f.authCode, 'id', { size: 26 });
    return this;
  }

  button(text: string, filled = true): this {
    this.gap(40);
    const top = this.y;
    this.c.rect(M, top, RIGHT - M, 96, filled ? this.p.accent : 'none', 48, filled ? undefined : this.p.accent);
    this.c.text(text, 540, top + 58, {
      size: 30,
      role: 'other',
      fill: filled ? this.p.onAccent : this.p.accent,
      weight: 700,
      anchor: 'middle',
    });
    this.y = top + 96;
    this.below = 0;
    return this;
  }

  footer(lines: readonly string[]): this {
    this.gap(30);
    for (const line of lines) this.put(line, 540, SMALL, 'other', this.p.muted, 400, 'middle');
    return this;
  }

  finish(minHeight: number): Drawing {
    const height = Math.max(minHeight, this.y + 70);
    const { svg, width, height: pixelHeight } = this.c.svg(height);
    const bottom = Math.max(...this.c.texts.map((t) => t.box.y1));
    return { svg, texts: this.c.texts, font: this.spec.font, width, height: pixelHeight, bottom };
  }
}

function sentTitle(f: SwellFacts, sent: string, scheduled = 'Pix agendado'): string {
  return f.scheduled ? scheduled : sent;
}

export type Drawer = (spec: LayoutSpec, facts: SwellFacts) => Drawing;

export const LAYOUT_DRAWERS: Record<string, Drawer> = {
  nubank(spec, f) {
    const s = new Sheet(spec, f, { bank: 'Instituição', e2e: 'ID da transação' });
    s.brandBar('nu', 140, 56);
    s.gap(30).title(f.scheduled ? 'Comprovante de agendamento' : 'Comprovante de transferência', 38);
    s.dateLine('start', 28);
    s.divider();
    s.amountRow();
    s.row('Tipo de transferência', 'Pix', 'other');
    s.description();
    s.divider();
    s.parties();
    s.divider();
    s.ids({ auth: false });
    s.footer(['Nu Pagamentos S.A. - Instituição de Pagamento', 'CNPJ 18.236.120/0001-58', 'Ouvidoria: 0800 887 0463']);
    return s.finish(2150);
  },

  itau(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      bank: 'instituição',
      agency: 'agência',
      account: 'conta',
      key: 'chave Pix',
      description: 'mensagem',
      date: 'data',
      scheduledDate: 'agendado para',
      e2e: 'ID da transação',
      auth: 'autenticação',
    });
    s.statusBar('comprovante');
    s.checkIcon(540).gap(10);
    s.title(sentTitle(f, 'Pix realizado', 'Pix agendado com sucesso'), 36, 'middle');
    s.gap(20);
    s.row(s.amountLabel, f.amountText, 'amount', { bold: true, size: 40 });
    s.dateRows();
    s.row('tipo de pagamento', 'Pix', 'other');
    s.description();
    s.parties({}, () => s.divider());
    s.divider();
    s.ids();
    s.footer(['Itaú Unibanco S.A. - CNPJ 60.701.190/0001-04', 'SAC 0800 728 0728 · Ouvidoria 0800 570 0011']);
    return s.finish(2300);
  },

  bradesco(spec, f) {
    const s = new Sheet(
      spec,
      f,
      {
        name: 'Nome',
        bank: 'Instituição',
        e2e: 'ID da Transação',
        auth: 'Autenticação',
        description: 'Descrição',
        date: 'Data e Hora',
        scheduledDate: 'Data do Agendamento',
      },
      'after',
    );
    s.brandBar('Bradesco', 140, 44);
    s.gap(20).title(f.scheduled ? 'Comprovante de Agendamento Pix' : 'Comprovante de Transação Pix', 34, 'middle');
    s.divider();
    s.dateRows();
    s.amountRow();
    s.row('Tipo', 'Pix', 'other');
    s.parties();
    s.description();
    s.divider();
    s.ids();
    s.footer(['Alô Bradesco: 4002 0022 / 0800 570 0022', 'SAC 0800 704 8383 · Ouvidoria 0800 727 9933']);
    return s.finish(2000);
  },

  bb(spec, f) {
    const s = new Sheet(
      spec,
      f,
      {
        name: 'NOME',
        cpf: 'CPF',
        cnpj: 'CNPJ',
        bank: 'INSTITUICAO',
        agency: 'AGENCIA',
        account: 'CONTA',
        key: 'CHAVE PIX',
        description: 'INFORMACAO',
        e2e: 'ID',
        auth: 'AUTENTICACAO SISBB',
      },
      'after',
    );
    s.brandBar('BB', 130, 48);
    s.gap(20).title(f.scheduled ? 'AGENDAMENTO DE PIX' : 'COMPROVANTE DE PIX', 32, 'middle');
    s.note('--------------------------------', LABEL, 'middle');
    s.dateRows();
    s.amountRow(s.amountLabel, BODY);
    s.parties();
    s.description();
    s.note('--------------------------------', LABEL, 'middle');
    s.ids();
    s.footer(['SAC 0800 729 0722', 'Ouvidoria BB 0800 729 5678']);
    return s.finish(1700);
  },

  caixa(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Instituição',
      description: 'Mensagem',
      date: 'Data',
      e2e: 'Identificador',
      auth: 'Código da operação',
      scheduledDate: 'Agendado para',
    });
    s.brandBar('CAIXA', 150, 48);
    s.gap(20).checkIcon(540, 40).gap(10);
    s.title(sentTitle(f, 'Comprovante de Pix enviado', 'Comprovante de Pix agendado'), 34, 'middle');
    s.row(s.amountLabel, f.amountText, 'amount', { bold: true, size: 40 });
    s.dateRows();
    s.description();
    s.parties({}, () => s.divider());
    s.divider();
    s.ids();
    s.footer(['SAC CAIXA 0800 726 0101', 'Ouvidoria 0800 725 7474']);
    return s.finish(2350);
  },

  santander(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Banco',
      description: 'Descrição',
      date: 'Data',
      e2e: 'ID da transação',
      auth: 'Controle',
    });
    s.statusBar('Comprovante');
    s.checkIcon(120, 40);
    s.title(sentTitle(f, 'Pix enviado'), 40);
    s.row(s.amountLabel, f.amountText, 'amount', { bold: true, size: 44 });
    s.dateRows();
    s.divider();
    s.parties({}, () => s.divider());
    s.description();
    s.divider();
    s.ids();
    s.button('Compartilhar');
    s.footer(['Central de Atendimento 4004 3535', 'SAC 0800 762 7777 · Ouvidoria 0800 726 0322']);
    return s.finish(2300);
  },

  inter(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Instituição',
      description: 'Mensagem',
      e2e: 'ID da transação',
      auth: 'Código de autenticação',
      date: 'Data da transferência',
      scheduledDate: 'Data do agendamento',
    });
    s.statusBar('Comprovante');
    s.gap(10);
    s.checkIcon(540, 44).gap(10);
    s.title(sentTitle(f, 'Pix enviado'), 38, 'middle');
    s.row(s.amountLabel, f.amountText, 'amount', { bold: true, size: 46 });
    s.dateRows();
    s.divider();
    s.parties({}, () => s.divider());
    s.description();
    s.divider();
    s.ids();
    s.button('Compartilhar comprovante');
    s.footer(['SAC 0800 940 9999 · Ouvidoria 0800 940 7772']);
    return s.finish(2400);
  },

  picpay(spec, f) {
    const s = new Sheet(spec, f, { description: 'Mensagem' });
    s.statusBar('Comprovante de Pix');
    s.gap(20).checkIcon(540, 42).gap(10);
    s.title(sentTitle(f, 'Pix enviado'), 34, 'middle');
    s.bigAmount('middle', 68);
    s.dateLine('middle', 28);
    s.divider();
    s.parties({}, () => s.divider());
    s.divider();
    s.description();
    s.ids({ auth: false });
    s.button('Compartilhar', false);
    s.footer(['Ouvidoria PicPay 0800 025 8000']);
    return s.finish(2250);
  },

  mercadopago(spec, f) {
    const s = new Sheet(spec, f);
    s.brandBar('mercado pago', 150, 40);
    s.gap(24).title(sentTitle(f, 'Comprovante de transferência', 'Transferência agendada'), 36);
    s.dateLine('start', 28);
    s.bigAmount('start', 60);
    s.note('Pix', BODY);
    s.divider();
    s.parties({}, () => s.gap(10));
    s.divider();
    s.description();
    if (!f.scheduled) s.note('Código de identificação', SMALL + 2).row(null, f.endToEndId, 'id', { size: 26 });
    s.footer(['Mercado Pago Instituição de Pagamento Ltda.', 'SAC 0800 637 7246']);
    return s.finish(2150);
  },

  c6(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Banco',
      description: 'Mensagem',
      date: 'Data',
      e2e: 'ID da transação',
      auth: 'Autenticação',
    });
    s.statusBar('Comprovante');
    s.gap(10).title(sentTitle(f, 'Transferência realizada', 'Pix agendado'), 40);
    s.note('via Pix', BODY);
    s.divider();
    s.amountRow();
    s.dateRows();
    s.description();
    s.divider();
    s.parties();
    s.divider();
    s.ids();
    s.button('Compartilhar comprovante');
    s.footer(['Ouvidoria C6 Bank 0800 660 0076', 'SAC 0800 770 4060']);
    return s.finish(2300);
  },

  pagbank(spec, f) {
    const s = new Sheet(
      spec,
      f,
      {
        name: 'Nome',
        bank: 'Instituição',
        e2e: 'Cód. da transação',
        auth: 'Autenticação',
        description: 'Descrição',
        date: 'Data',
      },
      'after',
    );
    s.brandBar('PagBank', 140, 44);
    s.gap(20).title(f.scheduled ? 'Pix agendado' : 'Comprovante de Pix', 34);
    s.dateRows();
    s.divider();
    s.parties({ account: false });
    s.divider();
    s.amountRow();
    s.description();
    s.ids();
    s.footer(['PagSeguro Internet IP S.A.', 'SAC 0800 728 2174 · Ouvidoria 0800 703 8891']);
    return s.finish(1950);
  },

  sicredi(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Instituição',
      e2e: 'ID da transação',
      auth: 'Código de autenticação',
      description: 'Descrição',
      date: 'Data da transação',
      scheduledDate: 'Data agendada',
    });
    s.brandBar('Sicredi', 140, 44);
    s.gap(20).title(f.scheduled ? 'Comprovante de agendamento Pix' : 'Comprovante de Pix', 34);
    s.amountRow(s.amountLabel, 36);
    s.dateRows();
    s.description();
    s.divider();
    s.parties({}, () => s.divider());
    s.divider();
    s.ids();
    s.footer(['SAC Sicredi 0800 724 7220', 'Ouvidoria 0800 646 2519']);
    return s.finish(2350);
  },

  next(spec, f) {
    const s = new Sheet(spec, f, { description: 'Mensagem' });
    s.statusBar('next');
    s.gap(20).checkIcon(120, 40);
    s.title(sentTitle(f, 'Pix enviado!', 'Pix agendado!'), 40);
    s.bigAmount('start', 62);
    s.dateLine('start', 28);
    s.divider();
    s.parties({ account: false }, () => s.gap(10));
    if (f.description) s.divider().description();
    s.divider();
    if (!f.scheduled) s.note('ID da transação', SMALL + 2).row(null, f.endToEndId, 'id', { size: 26 });
    s.button('Compartilhar');
    s.footer(['Next é um banco digital do Bradesco', 'SAC 0800 704 8383']);
    return s.finish(2100);
  },

  stone(spec, f) {
    const s = new Sheet(
      spec,
      f,
      { name: 'Nome', bank: 'Instituição', e2e: 'ID Pix', auth: 'Protocolo', date: 'Data', description: 'Descrição' },
      'after',
    );
    s.brandBar('stone', 130, 44);
    s.gap(20).title(f.scheduled ? 'Pix agendado' : 'Comprovante de Pix', 34);
    s.gap(10).amountRow(s.amountLabel, BODY + 2);
    s.dateRows();
    s.divider();
    s.parties({}, () => s.divider());
    s.divider();
    s.description();
    s.ids();
    s.footer(['Stone Instituição de Pagamento S.A.', 'Ouvidoria 0800 025 4345']);
    return s.finish(2000);
  },

  cora(spec, f) {
    const s = new Sheet(spec, f, {
      name: 'Nome',
      bank: 'Instituição',
      description: 'Descrição',
      date: 'Data',
      e2e: 'ID da transação',
      auth: 'Autenticação',
    });
    s.statusBar('Comprovante');
    s.gap(10).checkIcon(120, 40);
    s.title(sentTitle(f, 'Transferência enviada', 'Transferência agendada'), 38);
    s.amountRow(s.amountLabel, 44);
    s.dateRows();
    s.row('Tipo', 'Pix', 'other');
    s.description();
    s.divider();
    s.parties({}, () => s.divider());
    s.divider();
    s.ids({ auth: false });
    s.footer(['Cora SCD S.A. · Ouvidoria 0800 591 2350']);
    return s.finish(2300);
  },

  sicoob(spec, f) {
    const s = new Sheet(spec, f, { description: 'Mensagem' });
    s.brandBar('SICOOB', 130, 44);
    s.gap(20);
    if (f.scheduled) s.clockIcon(540, 40);
    else s.checkIcon(540, 40);
    s.gap(10).title(f.scheduled ? 'PIX AGENDADO' : 'PIX REALIZADO', 34, 'middle');
    s.bigAmount('middle', 60);
    s.dateLine('middle', 28);
    s.divider();
    s.parties({}, () => s.divider());
    if (f.description) s.divider().description();
    s.divider();
    if (!f.scheduled) s.note('ID da transação', SMALL + 2).row(null, f.endToEndId, 'id', { size: 26 });
    s.footer(['SAC Sicoob 0800 724 4420', 'Ouvidoria 0800 725 0996']);
    return s.finish(2100);
  },
};
