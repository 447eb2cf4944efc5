// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { aboveRow, besideRow, type Canvas, type Palette, type Role, type RowStyle } from './draw.js';
import type { CaseFacts } from './facts.js';
import type { LayoutSpec } from './specs.js';
import { brl, MONTHS, p2, saoPaulo, WEEKDAYS } from './text.js';

export interface Row {
  label: string;
  value: string;
  role?: Role;
}

export const money = (cents: number, tight = false): string => `R$${tight ? '' : ' '}${brl(cents)}`;

const local = saoPaulo;
export const dmy = (d: Date): string => {
  const t = local(d);
  return `${p2(t.day)}/${p2(t.month)}/${t.year}`;
};
export const hm = (d: Date): string => {
  const t = local(d);
  return `${p2(t.hour)}:${p2(t.minute)}`;
};
export const hms = (d: Date): string => `${hm(d)}:${p2(local(d).second)}`;
const monthShort = (d: Date): string => (MONTHS[local(d).month - 1] as string).slice(0, 3);
const longDate = (d: Date): string => {
  const t = local(d);
  return `${t.day} de ${MONTHS[t.month - 1]} de ${t.year}`;
};
const weekday = (d: Date): string => WEEKDAYS[local(d).weekday] as string;
const hhmm = (d: Date): string => {
  const t = local(d);
  return `${p2(t.hour)}h${p2(t.minute)}`;
};
const plusMinutes = (d: Date, minutes: number): Date => new Date(d.getTime() + minutes * 60_000);

function rowsOf(c: Canvas, kind: 'beside' | 'above', rows: Row[], style: RowStyle, divider?: string): void {
  rows.forEach((row, i) => {
    (kind === 'beside' ? besideRow : aboveRow)(c, row.label, row.value, style, row.role);
    if (divider && i < rows.length - 1) {
      c.line(style.left, c.y - style.after / 2, style.right, c.y - style.after / 2, divider, 1);
    }
  });
}

const docLabel = (kind: 'CPF' | 'CNPJ'): string => kind;

interface PartyText {
  name: string;
  doc: (kind: 'CPF' | 'CNPJ') => string;
  bank: string;
  bankValue?: 'name' | 'short' | 'code';
  agency?: string;
  account?: string;
  key?: string;
}

function bankValue(bank: { name: string; short: string; code: string }, style: PartyText['bankValue']): string {
  return style === 'short' ? bank.short : style === 'code' ? `${bank.code} - ${bank.name}` : bank.name;
}

function recipientRows(f: CaseFacts, t: PartyText): Row[] {
  const rows: Row[] = [{ label: t.name, value: f.nameShown, role: 'recipientName' }];
  if (f.documentShown) rows.push({ label: t.doc(f.recipient.kind), value: f.documentShown, role: 'recipientDocument' });
  rows.push({ label: t.bank, value: bankValue(f.recipient.bank, t.bankValue), role: 'recipientBank' });
  if (t.agency) rows.push({ label: t.agency, value: f.recipient.agency });
  if (t.account) rows.push({ label: t.account, value: f.recipient.account });
  if (f.keyShown) rows.push({ label: t.key ?? 'Chave Pix', value: f.keyShown, role: 'pixKey' });
  return rows;
}

function payerRows(f: CaseFacts, t: PartyText): Row[] {
  const rows: Row[] = [
    { label: t.name, value: f.payerNameShown, role: 'payerName' },
    { label: t.doc(f.payer.kind), value: f.payerDocumentShown, role: 'payerDocument' },
    { label: t.bank, value: bankValue(f.payer.bank, t.bankValue), role: 'payerBank' },
  ];
  if (t.agency) rows.push({ label: t.agency, value: f.payer.agency });
  if (t.account) rows.push({ label: t.account, value: f.payer.account });
  return rows;
}

function heading(c: Canvas, text: string, x: number, size: number, color: string, after: number, weight = 700): void {
  c.text(text, x, c.y + size * 0.82, size, { weight, color });
  c.y += size + after;
}

type Builder = (c: Canvas, f: CaseFacts, L: LayoutSpec) => void;

const palettes: Record<string, Palette> = {
  sicredi: {
    background: '#ffffff',
    text: '#1f2a1c',
    muted: '#6b7567',
    accent: '#3fa110',
    line: '#e3e8e0',
    card: '#f4f7f2',
    onAccent: '#ffffff',
  },
  banrisul: {
    background: '#f5f6f8',
    text: '#14213d',
    muted: '#5c667a',
    accent: '#0a4a9c',
    line: '#cfd6e2',
    card: '#ffffff',
    onAccent: '#ffffff',
  },
  btg: {
    background: '#0c1627',
    text: '#f2f5fa',
    muted: '#8c9ab3',
    accent: '#1b4fd8',
    line: '#233250',
    card: '#13213a',
    onAccent: '#ffffff',
  },
  xp: {
    background: '#0d0d0d',
    text: '#f5f5f5',
    muted: '#9a9a9a',
    accent: '#fecb2f',
    line: '#2a2a2a',
    card: '#181818',
    onAccent: '#111111',
  },
  safra: {
    background: '#111a24',
    text: '#eef1f4',
    muted: '#9aa6b2',
    accent: '#c7a158',
    line: '#2b3947',
    card: '#182431',
    onAccent: '#111a24',
  },
  original: {
    background: '#ffffff',
    text: '#222222',
    muted: '#737373',
    accent: '#00a857',
    line: '#e6e6e6',
    card: '#f2fbf6',
    onAccent: '#ffffff',
  },
  agibank: {
    background: '#eef2f9',
    text: '#0f1d40',
    muted: '#66708a',
    accent: '#0037a6',
    line: '#d5dcea',
    card: '#ffffff',
    onAccent: '#ffffff',
  },
  brb: {
    background: '#ffffff',
    text: '#10243f',
    muted: '#5a6b80',
    accent: '#0047ab',
    line: '#c9d3df',
    card: '#f3f6fa',
    onAccent: '#ffffff',
  },
  unicred: {
    background: '#fbfaf7',
    text: '#1c2b27',
    muted: '#6d7a75',
    accent: '#005c4b',
    line: '#e2e6e3',
    card: '#ffffff',
    onAccent: '#ffffff',
  },
  will: {
    background: '#1b1b1f',
    text: '#fafafa',
    muted: '#a3a3ab',
    accent: '#ffd600',
    line: '#33333a',
    card: '#25252b',
    onAccent: '#1b1b1f',
  },
  efi: {
    background: '#ffffff',
    text: '#2b2b2b',
    muted: '#7a7a7a',
    accent: '#f26b1d',
    line: '#dddddd',
    card: '#fff6f0',
    onAccent: '#ffffff',
  },
  infinitepay: {
    background: '#050505',
    text: '#ffffff',
    muted: '#8f8f8f',
    accent: '#21d07a',
    line: '#262626',
    card: '#121212',
    onAccent: '#050505',
  },
  iti: {
    background: '#ffffff',
    text: '#2d1f2b',
    muted: '#85727f',
    accent: '#ff1f6d',
    line: '#f0dde6',
    card: '#fff4f8',
    onAccent: '#ffffff',
  },
  nubank: {
    background: '#111111',
    text: '#f0f0f0',
    muted: '#a0a0a0',
    accent: '#9b4dd8',
    line: '#2b2b2b',
    card: '#1c1c1c',
    onAccent: '#ffffff',
  },
  inter: {
    background: '#ffffff',
    text: '#161616',
    muted: '#6a6a6a',
    accent: '#ff7a00',
    line: '#ebebeb',
    card: '#f7f7f7',
    onAccent: '#ffffff',
  },
  mercadopago: {
    background: '#ededed',
    text: '#333333',
    muted: '#737373',
    accent: '#009ee3',
    line: '#dcdcdc',
    card: '#ffffff',
    onAccent: '#ffffff',
  },
};

export function paletteFor(L: LayoutSpec): Palette {
  return palettes[PALETTE_OF[L.key] as string] as Palette;
}

const PALETTE_OF: Record<string, string> = {
  sicredi: 'sicredi',
  banrisul: 'banrisul',
  'btg-pactual': 'btg',
  xp: 'xp',
  safra: 'safra',
  original: 'original',
  agibank: 'agibank',
  brb: 'brb',
  unicred: 'unicred',
  'will-bank': 'will',
  efi: 'efi',
  infinitepay: 'infinitepay',
  iti: 'iti',
  nubank: 'nubank',
  inter: 'inter',
  'mercado-pago': 'mercadopago',
};

/** Sicredi: green band, bold status, label beside value in grouped sections. */
const sicredi: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 64;
  const sched = f.scheduledFor !== null;
  c.rect(0, 0, W, 420, p.accent);
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.onAccent, 84);
  c.text('sicredi', m, 190, 64, { weight: 700, color: p.onAccent });
  c.text('Comprovante de Pix', W - m, 186, 40, { anchor: 'end', color: p.onAccent });
  c.tick(W / 2, 330, 56, p.onAccent, p.accent);
  c.y = 460;
  c.text(sched ? 'Pix agendado com sucesso' : 'Pix realizado com sucesso', W / 2, c.y + 44, 48, {
    anchor: 'middle',
    weight: 700,
    role: 'status',
  });
  c.y += 120;
  const st: RowStyle = { left: m, right: W - m, labelSize: 34, valueSize: 36, valueWeight: 700, after: 30 };
  const section = (title: string, rows: Row[]) => {
    c.line(m, c.y, W - m, c.y, p.line, 2);
    c.y += 36;
    heading(c, title, m, 38, p.accent, 32);
    rowsOf(c, 'beside', rows, st);
  };
  const txRows: Row[] = [{ label: 'Valor', value: money(f.amountCents), role: 'amount' }];
  if (sched && f.scheduledFor) {
    txRows.push({ label: 'Agendado em', value: `${dmy(f.paidAt)} - ${hms(f.paidAt)}`, role: 'date' });
    txRows.push({ label: 'Data do débito', value: dmy(f.scheduledFor), role: 'scheduled' });
  } else txRows.push({ label: 'Data e hora', value: `${dmy(f.paidAt)} - ${hms(f.paidAt)}`, role: 'date' });
  txRows.push({ label: 'Tipo', value: 'Pix' });
  section('Dados da transação', txRows);
  section(
    'Destino',
    recipientRows(f, { name: 'Nome', doc: () => 'CPF/CNPJ', bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  section(
    'Origem',
    payerRows(f, { name: 'Nome', doc: () => 'CPF/CNPJ', bank: 'Instituição', agency: 'Cooperativa', account: 'Conta' }),
  );
  if (f.description)
    section('Informações adicionais', [{ label: 'Mensagem', value: f.description, role: 'description' }]);
  c.line(m, c.y, W - m, c.y, p.line, 2);
  c.y += 40;
  c.text('ID da transação', m, c.y + 28, 30, { color: p.muted });
  c.y += 48;
  c.text(f.endToEndId, m, c.y + 30, 34, { role: 'e2e' });
  c.y += 70;
  c.text(`Autenticação: ${f.authentication}`, m, c.y + 26, 26, { color: p.muted });
  c.y += 56;
  c.text('SAC Sicredi 0800 724 7220 · Ouvidoria 0800 646 2519', W / 2, c.y + 26, 26, {
    anchor: 'middle',
    color: p.muted,
  });
  c.y += 40;
};

/** Banrisul: monospace, blue band, the payer first, each label above its value. */
const banrisul: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 36;
  const sched = f.scheduledFor !== null;
  c.rect(0, 0, W, 190, p.accent);
  c.statusBar(hm(plusMinutes(f.paidAt, 2)), p.onAccent, 52);
  c.text('BANRISUL', m, 112, 34, { weight: 700, color: p.onAccent });
  c.text(sched ? 'Comprovante de Agendamento Pix' : 'Comprovante de Transferência Pix', m, 160, 22, {
    color: p.onAccent,
    role: 'status',
  });
  c.y = 220;
  const st: RowStyle = { left: m + 20, right: W - m - 20, labelSize: 17, valueSize: 21, after: 16 };
  const card = (title: string, rows: Row[]) => {
    const top = c.y;
    const start = c.shapes.length;
    c.y += 22;
    heading(c, title, m + 20, 22, p.accent, 16);
    rowsOf(c, 'above', rows, st);
    c.shapes.splice(
      start,
      0,
      `<rect x="${m}" y="${top}" width="${W - 2 * m}" height="${c.y - top + 6}" rx="10" fill="${p.card}" stroke="${p.line}" stroke-width="2"/>`,
    );
    c.y += 24;
  };
  card(
    'Dados do pagador',
    payerRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      bankValue: 'code',
      agency: 'Agência',
      account: 'Conta corrente',
    }),
  );
  card(
    'Dados do recebedor',
    recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', bankValue: 'code', key: 'Chave Pix' }),
  );
  const tx: Row[] = [{ label: 'Valor', value: money(f.amountCents), role: 'amount' }];
  if (f.scheduledFor) {
    tx.push({ label: 'Data do agendamento', value: `${dmy(f.paidAt)} ${hms(f.paidAt)}`, role: 'date' });
    tx.push({ label: 'Data prevista para o pagamento', value: dmy(f.scheduledFor), role: 'scheduled' });
  } else tx.push({ label: 'Data/Hora', value: `${dmy(f.paidAt)} ${hms(f.paidAt)}`, role: 'date' });
  if (f.description) tx.push({ label: 'Informação ao recebedor', value: f.description, role: 'description' });
  tx.push({ label: 'ID da Transação (E2E)', value: f.endToEndId, role: 'e2e' });
  tx.push({ label: 'Código de Autenticação', value: f.authentication });
  card('Dados da transferência', tx);
  c.text('SAC 0800 646 1515 - Ouvidoria 0800 644 2200', W / 2, c.y + 18, 16, { anchor: 'middle', color: p.muted });
  c.y += 30;
};

/** BTG Pactual: dark navy, big amount up top, "Para" and "De" sections, label beside value. */
const btg: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 72;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 96);
  c.text('btg pactual', m, 190, 46, { weight: 700 });
  c.text('Comprovante', W - m, 190, 36, { anchor: 'end', color: p.muted });
  c.y = 260;
  if (sched) c.clock(m + 44, c.y + 44, 44, p.accent, p.onAccent);
  else c.tick(m + 44, c.y + 44, 44, p.accent, p.onAccent);
  c.text(sched ? 'Pix agendado' : 'Pix enviado', m + 116, c.y + 58, 46, { weight: 700, role: 'status' });
  c.y += 140;
  c.text(money(f.amountCents), m, c.y + 96, 112, { weight: 700, role: 'amount' });
  c.y += 150;
  const t = local(f.paidAt);
  c.text(
    `${sched ? 'Agendado em ' : ''}${p2(t.day)} ${monthShort(f.paidAt)} ${t.year} - ${hm(f.paidAt)}`,
    m,
    c.y + 36,
    38,
    { color: p.muted, role: 'date' },
  );
  c.y += 60;
  if (f.scheduledFor) {
    const s = local(f.scheduledFor);
    c.text(`Data do pagamento: ${p2(s.day)} ${monthShort(f.scheduledFor)} ${s.year}`, m, c.y + 36, 38, {
      color: p.accent,
      role: 'scheduled',
    });
    c.y += 60;
  }
  c.y += 40;
  const st: RowStyle = { left: m, right: W - m, labelSize: 36, valueSize: 38, after: 34 };
  const card = (title: string, rows: Row[]) => {
    const top = c.y;
    const start = c.shapes.length;
    c.y += 40;
    heading(c, title, m + 36, 40, p.text, 34);
    rowsOf(c, 'beside', rows, { ...st, left: m + 36, right: W - m - 36 });
    c.shapes.splice(
      start,
      0,
      `<rect x="${m}" y="${top}" width="${W - 2 * m}" height="${c.y - top + 6}" rx="28" fill="${p.card}"/>`,
    );
    c.y += 44;
  };
  card(
    'Para',
    recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', bankValue: 'short', key: 'Chave Pix' }),
  );
  card(
    'De',
    payerRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      bankValue: 'short',
      agency: 'Agência',
      account: 'Conta',
    }),
  );
  const det: Row[] = [{ label: 'Tipo de transferência', value: 'Pix' }];
  if (f.description) det.push({ label: 'Descrição', value: f.description, role: 'description' });
  det.push({ label: 'ID da transação', value: f.endToEndId, role: 'e2e' });
  card('Detalhes', det);
  c.text('Banco BTG Pactual S.A. · CNPJ 30.306.294/0001-45', W / 2, c.y + 30, 28, { anchor: 'middle', color: p.muted });
  c.y += 50;
};

/** XP: black, yellow accents, "Quem recebeu" / "Quem pagou", small labels above values. */
const xp: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 60;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 3)), p.text, 90);
  c.rect(m, 150, 96, 96, p.accent, 14);
  c.text('XP', m + 48, 214, 50, { anchor: 'middle', weight: 700, color: p.onAccent });
  c.text(sched ? 'Transferência agendada' : 'Transferência realizada', m, 330, 54, { weight: 700, role: 'status' });
  c.y = 380;
  const st: RowStyle = { left: m, right: W - m, labelSize: 30, valueSize: 40, after: 34 };
  aboveRow(
    c,
    'Valor',
    money(f.amountCents),
    { ...st, valueSize: 72, valueWeight: 700, valueColor: p.accent },
    'amount',
  );
  if (f.scheduledFor) {
    aboveRow(c, 'Agendada em', `${dmy(f.paidAt)} às ${hms(f.paidAt)}`, st, 'date');
    aboveRow(c, 'Data de agendamento', dmy(f.scheduledFor), st, 'scheduled');
  } else aboveRow(c, 'Data', `${dmy(f.paidAt)} às ${hms(f.paidAt)}`, st, 'date');
  const section = (title: string, rows: Row[]) => {
    c.line(m, c.y, W - m, c.y, p.line, 2);
    c.y += 40;
    heading(c, title, m, 40, p.accent, 30);
    rowsOf(c, 'above', rows, st);
  };
  section('Quem recebeu', recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', key: 'Chave' }));
  section(
    'Quem pagou',
    payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  const more: Row[] = [];
  if (f.description) more.push({ label: 'Mensagem', value: f.description, role: 'description' });
  more.push({ label: 'ID da transação', value: f.endToEndId, role: 'e2e' });
  section('Informações', more);
  c.y += 20;
  c.rect(m, c.y, W - 2 * m, 110, p.accent, 55);
  c.text('Compartilhar comprovante', W / 2, c.y + 70, 40, { anchor: 'middle', weight: 700, color: p.onAccent });
  c.y += 130;
};

/** Safra: dark with gold, monospace, no labels: the names stand as headings. */
const safra: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 70;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 88);
  c.text('S A F R A', W / 2, 200, 44, { anchor: 'middle', weight: 700, color: p.accent });
  c.line(W / 2 - 140, 230, W / 2 + 140, 230, p.accent, 2);
  c.y = 290;
  c.text(sched ? 'Pix agendado' : 'Pix enviado', W / 2, c.y + 40, 40, { anchor: 'middle', role: 'status' });
  c.y += 80;
  c.text(money(f.amountCents), W / 2, c.y + 80, 88, { anchor: 'middle', weight: 700, role: 'amount' });
  c.y += 130;
  c.text(`${weekday(f.paidAt)}, ${longDate(f.paidAt)} às ${hhmm(f.paidAt)}`, W / 2, c.y + 30, 30, {
    anchor: 'middle',
    color: p.muted,
    role: 'date',
  });
  c.y += 52;
  if (f.scheduledFor) {
    c.text(`agendado para ${dmy(f.scheduledFor)}`, W / 2, c.y + 30, 30, {
      anchor: 'middle',
      color: p.accent,
      role: 'scheduled',
    });
    c.y += 52;
  }
  c.y += 40;
  const block = (small: string, lines: Array<[string, number, number, string, Role | undefined]>) => {
    c.line(m, c.y, W - m, c.y, p.line, 2);
    c.y += 36;
    c.text(small, m, c.y + 26, 28, { color: p.accent });
    c.y += 50;
    for (const [text, size, weight, color, role] of lines) {
      c.lines(text, m, size, W - 2 * m, { weight, color, ...(role ? { role } : {}) });
      c.y += 16;
    }
    c.y += 20;
  };
  const r = f.recipient;
  block('para', [
    [f.nameShown, 42, 700, p.text, 'recipientName'],
    ...(f.documentShown
      ? [[f.documentShown, 32, 400, p.muted, 'recipientDocument'] as [string, number, number, string, Role]]
      : []),
    [`${r.bank.short} · ag ${r.agency} · cc ${r.account}`, 30, 400, p.muted, 'recipientBank'],
    ...(f.keyShown
      ? [[`chave ${f.keyShown}`, 30, 400, p.muted, 'pixKey'] as [string, number, number, string, Role]]
      : []),
  ]);
  block('de', [
    [f.payerNameShown, 36, 700, p.text, 'payerName'],
    [f.payerDocumentShown, 30, 400, p.muted, 'payerDocument'],
    [`${f.payer.bank.short} · ag ${f.payer.agency} · cc ${f.payer.account}`, 30, 400, p.muted, 'payerBank'],
  ]);
  if (f.description) block('mensagem', [[`"${f.description}"`, 32, 400, p.text, 'description']]);
  c.line(m, c.y, W - m, c.y, p.line, 2);
  c.y += 40;
  c.text('id', m, c.y + 26, 26, { color: p.muted });
  c.text(f.endToEndId, W - m, c.y + 26, 28, { anchor: 'end', role: 'e2e' });
  c.y += 50;
  c.text('autenticação', m, c.y + 26, 26, { color: p.muted });
  c.text(f.authentication.slice(0, 24), W - m, c.y + 26, 26, { anchor: 'end', color: p.muted });
  c.y += 50;
};

/** Banco Original: white with a green header, "Dados do favorecido" first, then the payer. */
const original: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 60;
  const sched = f.scheduledFor !== null;
  c.rect(0, 0, W, 330, p.accent);
  c.statusBar(hm(plusMinutes(f.paidAt, 2)), p.onAccent, 90);
  c.text('original', W / 2, 190, 58, { anchor: 'middle', weight: 700, color: p.onAccent });
  c.text('Comprovante de Pix', W / 2, 268, 40, { anchor: 'middle', color: p.onAccent });
  c.y = 380;
  c.text(sched ? 'Agendamento realizado' : 'Transferência realizada', m, c.y + 44, 50, {
    weight: 700,
    color: p.accent,
    role: 'status',
  });
  c.y += 90;
  const st: RowStyle = { left: m, right: W - m, labelSize: 34, valueSize: 36, after: 28, valueWeight: 700 };
  const tx: Row[] = [{ label: 'Valor', value: money(f.amountCents), role: 'amount' }];
  if (f.scheduledFor) {
    tx.push({ label: 'Agendado em', value: `${dmy(f.paidAt)} às ${hm(f.paidAt)}`, role: 'date' });
    tx.push({ label: 'Data do pagamento', value: dmy(f.scheduledFor), role: 'scheduled' });
  } else tx.push({ label: 'Data', value: `${dmy(f.paidAt)} às ${hm(f.paidAt)}`, role: 'date' });
  rowsOf(c, 'beside', tx, st);
  const section = (title: string, rows: Row[]) => {
    c.y += 10;
    c.rect(0, c.y, W, 74, p.card);
    c.text(title, m, c.y + 50, 36, { weight: 700, color: p.accent });
    c.y += 110;
    rowsOf(c, 'beside', rows, st, p.line);
  };
  section(
    'Dados do favorecido',
    recipientRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Banco',
      bankValue: 'code',
      agency: 'Agência',
      account: 'Conta',
    }),
  );
  section('Dados do pagador', payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Banco', bankValue: 'code' }));
  const more: Row[] = [];
  if (f.description) more.push({ label: 'Descrição', value: f.description, role: 'description' });
  more.push({ label: 'Identificador', value: f.endToEndId, role: 'e2e' });
  more.push({ label: 'Protocolo', value: f.transactionId.slice(0, 14) });
  section('Outras informações', more);
  c.text('Central de Atendimento 0800 775 7777', W / 2, c.y + 30, 28, { anchor: 'middle', color: p.muted });
  c.y += 50;
};

/** Agibank: a white card on pale blue, labels above values, recipient then payer. */
const agibank: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 40;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 74);
  c.text('agibank', m, 150, 48, { weight: 700, color: p.accent });
  c.text('Comprovante', W - m, 150, 30, { anchor: 'end', color: p.muted });
  c.y = 190;
  const top = c.y;
  const start = c.shapes.length;
  const inner = m + 36;
  c.y += 40;
  if (sched) c.clock(inner + 34, c.y + 34, 34, p.accent, p.onAccent);
  else c.tick(inner + 34, c.y + 34, 34, p.accent, p.onAccent);
  c.text(sched ? 'Pix agendado' : 'Pix realizado', inner + 92, c.y + 48, 42, { weight: 700, role: 'status' });
  c.y += 100;
  const st: RowStyle = { left: inner, right: W - inner, labelSize: 25, valueSize: 32, after: 22 };
  aboveRow(c, 'Valor do Pix', money(f.amountCents), { ...st, valueSize: 60, valueWeight: 700 }, 'amount');
  if (f.scheduledFor) {
    aboveRow(c, 'Agendado em', `${dmy(f.paidAt)} ${hms(f.paidAt)}`, st, 'date');
    aboveRow(c, 'Será pago em', dmy(f.scheduledFor), st, 'scheduled');
  } else aboveRow(c, 'Data e hora', `${dmy(f.paidAt)} ${hms(f.paidAt)}`, st, 'date');
  const section = (title: string, rows: Row[]) => {
    c.line(inner, c.y, W - inner, c.y, p.line, 2, '8 8');
    c.y += 30;
    heading(c, title, inner, 30, p.accent, 24);
    rowsOf(c, 'above', rows, st);
  };
  section(
    'Recebedor',
    recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  section('Pagador', payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição' }));
  const more: Row[] = [];
  if (f.description) more.push({ label: 'Mensagem', value: f.description, role: 'description' });
  more.push({ label: 'ID da transação', value: f.endToEndId, role: 'e2e' });
  section('Transação', more);
  c.shapes.splice(
    start,
    0,
    `<rect x="${m}" y="${top}" width="${W - 2 * m}" height="${c.y - top + 10}" rx="24" fill="${p.card}"/>`,
  );
  c.y += 40;
  c.text('SAC 0800 602 0700 · Ouvidoria 0800 604 0555', W / 2, c.y + 24, 22, { anchor: 'middle', color: p.muted });
  c.y += 40;
};

/** BRB: monospace, payer first, label beside value, a plain printed look. */
const brb: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 56;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 2)), p.text, 86);
  c.rect(0, 86, W, 150, p.accent);
  c.text('BRB', m, 182, 60, { weight: 700, color: p.onAccent });
  c.text('Comprovante Pix', W - m, 178, 34, { anchor: 'end', color: p.onAccent });
  c.y = 280;
  c.text(sched ? 'PIX AGENDADO' : 'PIX EFETIVADO', W / 2, c.y + 40, 44, {
    anchor: 'middle',
    weight: 700,
    role: 'status',
  });
  c.y += 90;
  const st: RowStyle = { left: m, right: W - m, labelSize: 26, valueSize: 28, after: 22 };
  const section = (title: string, rows: Row[]) => {
    c.line(m, c.y, W - m, c.y, p.text, 2, '6 6');
    c.y += 30;
    heading(c, title, m, 30, p.accent, 24);
    rowsOf(c, 'beside', rows, st);
    c.y += 10;
  };
  section(
    'PAGADOR',
    payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  section('RECEBEDOR', recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', key: 'Chave' }));
  const tx: Row[] = [{ label: 'Valor', value: money(f.amountCents), role: 'amount' }];
  if (f.scheduledFor) {
    tx.push({ label: 'Agendado em', value: `${dmy(f.paidAt)} ${hms(f.paidAt)}`, role: 'date' });
    tx.push({ label: 'Data agendada', value: dmy(f.scheduledFor), role: 'scheduled' });
  } else tx.push({ label: 'Data/hora', value: `${dmy(f.paidAt)} ${hms(f.paidAt)}`, role: 'date' });
  if (f.description) tx.push({ label: 'Mensagem', value: f.description, role: 'description' });
  tx.push({ label: 'ID/E2E', value: f.endToEndId, role: 'e2e' });
  tx.push({ label: 'NSU', value: f.transactionId.slice(0, 12) });
  section('TRANSAÇÃO', tx);
  c.line(m, c.y, W - m, c.y, p.text, 2, '6 6');
  c.y += 30;
  c.text('Autenticação eletrônica', m, c.y + 22, 22, { color: p.muted });
  c.y += 34;
  c.text(f.authentication, m, c.y + 22, 22, { color: p.muted });
  c.y += 40;
};

/** Unicred: no labels; a sentence, the amount, and the recipient's name as a big heading. */
const unicred: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 80;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 100);
  c.text('Unicred', m, 200, 52, { weight: 700, color: p.accent });
  c.circle(W - m - 30, 184, 30, 'none', p.accent);
  c.y = 300;
  c.tick(m + 48, c.y + 48, 48, p.accent, p.onAccent);
  c.y += 130;
  c.text(sched ? 'Pix agendado com sucesso' : 'Pix enviado com sucesso', m, c.y + 50, 58, {
    weight: 700,
    role: 'status',
  });
  c.y += 100;
  c.text(money(f.amountCents), m, c.y + 90, 110, { weight: 700, color: p.accent, role: 'amount' });
  c.y += 150;
  c.text(`${dmy(f.paidAt)}, ${hm(f.paidAt)}`, m, c.y + 36, 40, { color: p.muted, role: 'date' });
  c.y += 60;
  if (f.scheduledFor) {
    c.text(`Pagamento agendado para ${dmy(f.scheduledFor)}`, m, c.y + 36, 40, { color: p.accent, role: 'scheduled' });
    c.y += 60;
  }
  c.y += 50;
  c.line(m, c.y, W - m, c.y, p.line, 3);
  c.y += 50;
  c.text('para', m, c.y + 34, 38, { color: p.muted });
  c.y += 60;
  c.lines(f.nameShown, m, 54, W - 2 * m, { weight: 700, role: 'recipientName' });
  c.y += 20;
  if (f.documentShown) {
    c.lines(f.documentShown, m, 40, W - 2 * m, { color: p.muted, role: 'recipientDocument' });
    c.y += 14;
  }
  c.lines(f.recipient.bank.name, m, 40, W - 2 * m, { color: p.muted, role: 'recipientBank' });
  c.y += 14;
  if (f.keyShown) {
    c.lines(f.keyShown, m, 40, W - 2 * m, { color: p.muted, role: 'pixKey' });
    c.y += 14;
  }
  c.y += 40;
  c.line(m, c.y, W - m, c.y, p.line, 3);
  c.y += 50;
  c.text('de', m, c.y + 34, 38, { color: p.muted });
  c.y += 60;
  c.lines(f.payerNameShown, m, 46, W - 2 * m, { weight: 700, role: 'payerName' });
  c.y += 16;
  c.lines(f.payerDocumentShown, m, 38, W - 2 * m, { color: p.muted, role: 'payerDocument' });
  c.y += 14;
  c.lines(`${f.payer.bank.name} · Ag. ${f.payer.agency} · C/C ${f.payer.account}`, m, 38, W - 2 * m, {
    color: p.muted,
    role: 'payerBank',
  });
  c.y += 40;
  if (f.description) {
    c.line(m, c.y, W - m, c.y, p.line, 3);
    c.y += 40;
    c.lines(`“${f.description}”`, m, 40, W - 2 * m, { role: 'description' });
    c.y += 30;
  }
  c.rect(m, c.y, W - 2 * m, 150, p.card, 24, p.line);
  c.text('Identificação da transação', m + 30, c.y + 56, 32, { color: p.muted });
  c.text(f.endToEndId, m + 30, c.y + 110, 38, { role: 'e2e' });
  c.y += 180;
};

/** Will Bank: dark with yellow, "Destino" / "Origem", small labels above values. */
const will: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 56;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 90);
  c.text('will bank', W / 2, 180, 48, { anchor: 'middle', weight: 700, color: p.accent });
  c.y = 240;
  c.rect(m, c.y, W - 2 * m, 290, p.accent, 36);
  c.text(sched ? 'Pix agendado!' : 'Pix enviado!', m + 40, c.y + 80, 52, {
    weight: 700,
    color: p.onAccent,
    role: 'status',
  });
  c.text(money(f.amountCents), m + 40, c.y + 190, 84, { weight: 700, color: p.onAccent, role: 'amount' });
  const t = local(f.paidAt);
  c.text(`${p2(t.day)} ${monthShort(f.paidAt)} ${t.year} - ${hm(f.paidAt)}`, m + 40, c.y + 252, 34, {
    color: p.onAccent,
    role: 'date',
  });
  c.y += 340;
  const st: RowStyle = { left: m, right: W - m, labelSize: 28, valueSize: 36, after: 28 };
  if (f.scheduledFor) {
    const s = local(f.scheduledFor);
    aboveRow(c, 'Agendamento para', `${p2(s.day)} ${monthShort(f.scheduledFor)} ${s.year}`, st, 'scheduled');
  }
  const section = (title: string, rows: Row[]) => {
    c.rect(m, c.y, 10, 44, p.accent, 4);
    heading(c, title, m + 30, 40, p.text, 30);
    rowsOf(c, 'above', rows, st);
    c.y += 10;
  };
  section(
    'Destino',
    recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', bankValue: 'short', key: 'Chave Pix' }),
  );
  section(
    'Origem',
    payerRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      bankValue: 'short',
      agency: 'Agência',
      account: 'Conta',
    }),
  );
  const more: Row[] = [];
  if (f.description) more.push({ label: 'Mensagem', value: f.description, role: 'description' });
  more.push({ label: 'ID da transação', value: f.endToEndId, role: 'e2e' });
  section('Detalhes', more);
};

/** Efí: a small older phone, monospace, orange rule, label beside value. */
const efi: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 30;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 40);
  c.rect(0, 40, W, 8, p.accent);
  c.text('efí', m, 110, 44, { weight: 700, color: p.accent });
  c.text('bank', m + 80, 110, 26, { color: p.muted });
  c.y = 140;
  c.text(sched ? 'Transferência Pix agendada' : 'Transferência Pix realizada', m, c.y + 24, 26, {
    weight: 700,
    role: 'status',
  });
  c.y += 50;
  const st: RowStyle = { left: m, right: W - m, labelSize: 18, valueSize: 19, after: 12 };
  const section = (title: string, rows: Row[]) => {
    c.rect(m, c.y, W - 2 * m, 36, p.card, 4);
    c.text(title, m + 10, c.y + 25, 20, { weight: 700, color: p.accent });
    c.y += 50;
    rowsOf(c, 'beside', rows, st);
    c.y += 6;
  };
  const tx: Row[] = [{ label: 'Valor', value: money(f.amountCents, true), role: 'amount' }];
  if (f.scheduledFor) {
    tx.push({ label: 'Agendada em', value: `${dmy(f.paidAt)} - ${hms(f.paidAt)}`, role: 'date' });
    tx.push({ label: 'Data de pagamento', value: dmy(f.scheduledFor), role: 'scheduled' });
  } else tx.push({ label: 'Data', value: `${dmy(f.paidAt)} - ${hms(f.paidAt)}`, role: 'date' });
  tx.push({ label: 'E2E ID', value: f.endToEndId, role: 'e2e' });
  section('Transação', tx);
  section(
    'Recebedor',
    recipientRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      bankValue: 'short',
      agency: 'Agência',
      account: 'Conta',
    }),
  );
  section(
    'Pagador',
    payerRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      bankValue: 'short',
      agency: 'Agência',
      account: 'Conta',
    }),
  );
  if (f.description) section('Mensagem', [{ label: 'Texto', value: f.description, role: 'description' }]);
  c.text(`Código: ${f.transactionId}`, m, c.y + 16, 16, { color: p.muted });
  c.y += 24;
  c.text('Efí S.A. - Instituição de Pagamento · CNPJ 09.089.356/0001-18', m, c.y + 16, 16, { color: p.muted });
  c.y += 24;
};

/** InfinitePay: black with green, no labels, huge amount, the name as the heading. */
const infinitepay: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 64;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 90);
  c.text('InfinitePay', m, 190, 44, { weight: 700 });
  c.circle(m + 260, 178, 10, p.accent);
  c.y = 280;
  c.text(sched ? 'Pix agendado' : 'Pix enviado', m, c.y + 42, 48, { color: p.accent, weight: 700, role: 'status' });
  c.y += 80;
  c.text(money(f.amountCents, true), m, c.y + 120, 140, { weight: 700, role: 'amount' });
  c.y += 180;
  c.text(`${longDate(f.paidAt)}, ${hm(f.paidAt)}`, m, c.y + 36, 40, { color: p.muted, role: 'date' });
  c.y += 60;
  if (f.scheduledFor) {
    c.text(`Agendado para ${longDate(f.scheduledFor)}`, m, c.y + 36, 40, { color: p.accent, role: 'scheduled' });
    c.y += 60;
  }
  c.y += 50;
  const card = (draw: () => void) => {
    const top = c.y;
    const start = c.shapes.length;
    c.y += 44;
    draw();
    c.y += 30;
    c.shapes.splice(
      start,
      0,
      `<rect x="${m - 24}" y="${top}" width="${W - 2 * m + 48}" height="${c.y - top}" rx="32" fill="${p.card}"/>`,
    );
    c.y += 36;
  };
  card(() => {
    c.lines(f.nameShown, m + 16, 56, W - 2 * m - 32, { weight: 700, role: 'recipientName' });
    c.y += 18;
    if (f.documentShown) {
      c.lines(f.documentShown, m + 16, 38, W - 2 * m, { color: p.muted, role: 'recipientDocument' });
      c.y += 12;
    }
    if (f.keyShown) {
      c.lines(f.keyShown, m + 16, 38, W - 2 * m, { color: p.muted, role: 'pixKey' });
      c.y += 12;
    }
    c.lines(f.recipient.bank.short, m + 16, 38, W - 2 * m, { color: p.muted, role: 'recipientBank' });
  });
  card(() => {
    c.text('enviado por', m + 16, c.y + 28, 32, { color: p.muted });
    c.y += 54;
    c.lines(f.payerNameShown, m + 16, 42, W - 2 * m, { weight: 700, role: 'payerName' });
    c.y += 12;
    c.lines(f.payerDocumentShown, m + 16, 36, W - 2 * m, { color: p.muted, role: 'payerDocument' });
    c.y += 12;
    c.lines(f.payer.bank.name, m + 16, 36, W - 2 * m, { color: p.muted, role: 'payerBank' });
  });
  if (f.description) card(() => c.lines(f.description as string, m + 16, 40, W - 2 * m, { role: 'description' }));
  c.text(f.endToEndId, m, c.y + 30, 34, { color: p.muted, role: 'e2e' });
  c.y += 50;
};

/** iti: monospace on white with a pink band, the payer first, labels above values. */
const iti: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 60;
  const sched = f.scheduledFor !== null;
  c.rect(0, 0, W, 360, p.accent);
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.onAccent, 88);
  c.circle(m + 56, 200, 56, p.onAccent);
  c.text('iti', m + 56, 216, 44, { anchor: 'middle', weight: 700, color: p.accent });
  c.text(sched ? 'pix agendado' : 'pix enviado', m + 140, 190, 44, { weight: 700, color: p.onAccent, role: 'status' });
  c.text(money(f.amountCents), m + 140, 258, 52, { weight: 700, color: p.onAccent, role: 'amount' });
  c.y = 410;
  const st: RowStyle = { left: m, right: W - m, labelSize: 26, valueSize: 32, after: 26 };
  if (f.scheduledFor) {
    aboveRow(c, 'agendado em', `${dmy(f.paidAt)} às ${hms(f.paidAt)}`, st, 'date');
    aboveRow(c, 'data do pagamento', dmy(f.scheduledFor), st, 'scheduled');
  } else aboveRow(c, 'data', `${dmy(f.paidAt)} às ${hms(f.paidAt)}`, st, 'date');
  const section = (title: string, rows: Row[]) => {
    c.line(m, c.y, W - m, c.y, p.line, 3);
    c.y += 34;
    heading(c, title, m, 34, p.accent, 26);
    rowsOf(c, 'above', rows, st);
  };
  section(
    'de',
    payerRows(f, {
      name: 'nome',
      doc: (k) => k.toLowerCase(),
      bank: 'instituição',
      agency: 'agência',
      account: 'conta',
    }),
  );
  section(
    'para',
    recipientRows(f, { name: 'nome', doc: (k) => k.toLowerCase(), bank: 'instituição', key: 'chave pix' }),
  );
  const more: Row[] = [];
  if (f.description) more.push({ label: 'mensagem', value: f.description, role: 'description' });
  more.push({ label: 'id da transação', value: f.endToEndId, role: 'e2e' });
  more.push({ label: 'autenticação', value: f.authentication });
  section('mais detalhes', more);
};

/** Nubank in dark mode: the transfer title, then "Destino" and "Origem", label beside value. */
const nubank: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 64;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.text, 90);
  c.text('nu', m, 200, 64, { weight: 700, color: p.accent });
  c.y = 260;
  c.lines(sched ? 'Comprovante de agendamento' : 'Comprovante de transferência', m, 64, W - 2 * m, {
    weight: 700,
    role: 'status',
  });
  c.y += 30;
  const t = local(f.paidAt);
  c.text(`${p2(t.day)} ${monthShort(f.paidAt).toUpperCase()} ${t.year} - ${hms(f.paidAt)}`, m, c.y + 36, 40, {
    color: p.muted,
    role: 'date',
  });
  c.y += 90;
  const st: RowStyle = {
    left: m,
    right: W - m,
    labelSize: 38,
    valueSize: 38,
    after: 30,
    labelColor: p.text,
    valueColor: p.muted,
  };
  const top: Row[] = [
    { label: 'Valor', value: money(f.amountCents), role: 'amount' },
    { label: 'Tipo de transferência', value: 'Pix' },
  ];
  if (f.scheduledFor) {
    const s = local(f.scheduledFor);
    top.push({
      label: 'Data agendada',
      value: `${p2(s.day)} ${monthShort(f.scheduledFor).toUpperCase()} ${s.year}`,
      role: 'scheduled',
    });
  }
  if (f.description) top.push({ label: 'Descrição', value: f.description, role: 'description' });
  rowsOf(c, 'beside', top, { ...st, labelColor: p.muted, valueColor: p.text });
  const section = (title: string, rows: Row[]) => {
    c.line(m, c.y, W - m, c.y, p.line, 2);
    c.y += 40;
    heading(c, title, m, 44, p.text, 36);
    rowsOf(c, 'beside', rows, st);
  };
  section(
    'Destino',
    recipientRows(f, {
      name: 'Nome',
      doc: docLabel,
      bank: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
    }),
  );
  section(
    'Origem',
    payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  c.line(m, c.y, W - m, c.y, p.line, 2);
  c.y += 40;
  c.text('ID da transação:', m, c.y + 30, 34, { color: p.muted });
  c.y += 50;
  c.text(f.endToEndId, m, c.y + 32, 38, { role: 'e2e' });
  c.y += 80;
  c.lines('Nu Pagamentos S.A. - Instituição de Pagamento CNPJ 18.236.120/0001-58', m, 28, W - 2 * m, {
    color: p.muted,
  });
  c.y += 14;
  c.text('Ouvidoria: 0800 887 0463', m, c.y + 24, 28, { color: p.muted });
  c.y += 40;
};

/** Inter: white, orange accents, "Quem recebeu" / "Quem pagou", labels above values. */
const inter: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 56;
  const sched = f.scheduledFor !== null;
  c.statusBar(hm(plusMinutes(f.paidAt, 2)), p.text, 90);
  c.text('inter', m, 190, 60, { weight: 700, color: p.accent });
  c.y = 250;
  if (sched) c.clock(W / 2, c.y + 60, 60, p.accent, p.onAccent);
  else c.tick(W / 2, c.y + 60, 60, p.accent, p.onAccent);
  c.y += 150;
  c.text(sched ? 'Pix agendado' : 'Pix enviado', W / 2, c.y + 50, 56, {
    anchor: 'middle',
    weight: 700,
    role: 'status',
  });
  c.y += 90;
  c.text(money(f.amountCents), W / 2, c.y + 80, 90, { anchor: 'middle', weight: 700, color: p.accent, role: 'amount' });
  c.y += 120;
  const d = local(f.paidAt);
  const wd = weekday(f.paidAt);
  c.text(
    `${wd.charAt(0).toUpperCase()}${wd.slice(1)}, ${p2(d.day)}/${p2(d.month)}/${d.year} às ${hm(f.paidAt)}`,
    W / 2,
    c.y + 36,
    38,
    { anchor: 'middle', color: p.muted, role: 'date' },
  );
  c.y += 80;
  const st: RowStyle = { left: m + 30, right: W - m - 30, labelSize: 30, valueSize: 38, after: 28, valueWeight: 700 };
  if (f.scheduledFor) {
    c.rect(m, c.y, W - 2 * m, 90, '#fff1e5', 16);
    c.text(`Agendamento para ${dmy(f.scheduledFor)}`, m + 30, c.y + 58, 38, { color: p.accent, role: 'scheduled' });
    c.y += 120;
  }
  const section = (title: string, rows: Row[]) => {
    const top = c.y;
    const start = c.shapes.length;
    c.y += 36;
    heading(c, title, m + 30, 40, p.text, 30);
    rowsOf(c, 'above', rows, st);
    c.shapes.splice(
      start,
      0,
      `<rect x="${m}" y="${top}" width="${W - 2 * m}" height="${c.y - top}" rx="20" fill="${p.card}"/>`,
    );
    c.y += 30;
  };
  section('Quem recebeu', recipientRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', key: 'Chave Pix' }));
  section(
    'Quem pagou',
    payerRows(f, { name: 'Nome', doc: docLabel, bank: 'Instituição', agency: 'Agência', account: 'Conta' }),
  );
  const more: Row[] = [];
  if (f.description) more.push({ label: 'Mensagem', value: f.description, role: 'description' });
  more.push({ label: 'ID da transação', value: f.endToEndId, role: 'e2e' });
  section('Dados da transação', more);
};

/** Mercado Pago: light grey, blue band, monospace, no labels: "Você transferiu", then De and Para blocks. */
const mercadopago: Builder = (c, f) => {
  const p = c.palette;
  const W = c.width;
  const m = 56;
  const sched = f.scheduledFor !== null;
  c.rect(0, 0, W, 300, p.accent);
  c.statusBar(hm(plusMinutes(f.paidAt, 1)), p.onAccent, 88);
  c.text('mercado pago', W / 2, 190, 48, { anchor: 'middle', weight: 700, color: p.onAccent });
  c.y = 250;
  const top = c.y;
  const start = c.shapes.length;
  c.y += 60;
  c.text('Comprovante de transferência', m + 40, c.y + 30, 34, { color: p.muted });
  c.y += 70;
  c.text(sched ? 'Você agendou' : 'Você transferiu', m + 40, c.y + 40, 46, { weight: 700, role: 'status' });
  c.y += 70;
  c.text(money(f.amountCents), m + 40, c.y + 72, 84, { weight: 700, role: 'amount' });
  c.y += 110;
  const wd = weekday(f.paidAt);
  c.lines(
    `${wd}-feira, ${longDate(f.paidAt)} às ${hms(f.paidAt)}`.replace(/(sábado|domingo)-feira/, '$1'),
    m + 40,
    30,
    W - 2 * m - 80,
    {
      color: p.muted,
      role: 'date',
    },
  );
  c.y += 20;
  if (f.scheduledFor) {
    c.lines(`Agendamento para ${dmy(f.scheduledFor)}`, m + 40, 30, W - 2 * m - 80, {
      color: p.accent,
      role: 'scheduled',
    });
    c.y += 20;
  }
  c.y += 30;
  const inner = W - 2 * m - 80;
  const block = (small: string, draw: () => void) => {
    c.line(m + 40, c.y, W - m - 40, c.y, p.line, 2);
    c.y += 34;
    c.text(small, m + 40, c.y + 26, 30, { color: p.muted });
    c.y += 50;
    draw();
    c.y += 34;
  };
  block('De', () => {
    c.lines(f.payerNameShown, m + 40, 36, inner, { weight: 700, role: 'payerName' });
    c.y += 10;
    c.lines(f.payerDocumentShown, m + 40, 30, inner, { color: p.muted, role: 'payerDocument' });
    c.y += 10;
    c.lines(f.payer.bank.name, m + 40, 30, inner, { color: p.muted, role: 'payerBank' });
  });
  block('Para', () => {
    c.lines(f.nameShown, m + 40, 40, inner, { weight: 700, role: 'recipientName' });
    c.y += 10;
    if (f.documentShown) {
      c.lines(f.documentShown, m + 40, 30, inner, { color: p.muted, role: 'recipientDocument' });
      c.y += 10;
    }
    c.lines(f.recipient.bank.name, m + 40, 30, inner, { color: p.muted, role: 'recipientBank' });
    if (f.keyShown) {
      c.y += 10;
      c.lines(f.keyShown, m + 40, 30, inner, { color: p.muted, role: 'pixKey' });
    }
  });
  if (f.description)
    block('Mensagem', () => c.lines(f.description as string, m + 40, 32, inner, { role: 'description' }));
  c.line(m + 40, c.y, W - m - 40, c.y, p.line, 2);
  c.y += 34;
  c.text('Número de operação', m + 40, c.y + 26, 28, { color: p.muted });
  c.y += 44;
  c.text(f.transactionId.replace(/\D/g, '').padEnd(12, '7').slice(0, 12), m + 40, c.y + 28, 30);
  c.y += 56;
  c.text('ID da transação', m + 40, c.y + 26, 28, { color: p.muted });
  c.y += 44;
  c.text(f.endToEndId, m + 40, c.y + 28, 30, { role: 'e2e' });
  c.y += 70;
  c.shapes.splice(
    start,
    0,
    `<rect x="${m}" y="${top}" width="${W - 2 * m}" height="${c.y - top}" rx="12" fill="${p.card}"/>`,
  );
  c.y += 40;
  c.lines('Mercado Pago Instituição de Pagamento Ltda. CNPJ 10.573.521/0001-91', m, 24, W - 2 * m, { color: p.muted });
};

export const BUILDERS: Record<string, Builder> = {
  sicredi,
  banrisul,
  'btg-pactual': btg,
  xp,
  safra,
  original,
  agibank,
  brb,
  unicred,
  'will-bank': will,
  efi,
  infinitepay,
  iti,
  nubank,
  inter,
  'mercado-pago': mercadopago,
};
