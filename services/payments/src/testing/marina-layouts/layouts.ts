// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { formatCnpj, maskCpf, showCnpj } from './documents.js';
import { type Drawing, type Palette, Sheet, type TextStyle } from './drawing.js';
import { brl, type LocalTime, pad2, type ReceiptFacts, saoPaulo } from './facts.js';
import type { Face } from './fonts.js';
import type { LayoutKey, Party } from './people.js';

type NameCase = 'as-is' | 'upper' | 'upper-plain';

interface LayoutSpec {
  bank: string;
  theme: 'light' | 'dark';
  face: Face;
  width: number;
  minHeight: number;
  quality: number;
  margin: number;
  palette: Palette;
  cnpj: 'full' | 'masked';
  mask: string;
  nameCase: NameCase;
  /** How the bank cuts a long recipient name. */
  cut: { kind: 'ellipsis'; keep: number } | { kind: 'first-last'; keep: number };
  draw: (sheet: Sheet, v: View) => void;
}

export interface PartyView {
  name: string;
  docLabel: 'CPF' | 'CNPJ';
  doc: string;
  institution: string;
  agency: string;
  account: string;
}

export interface View {
  scheduled: boolean;
  amount: string;
  amountInt: string;
  amountCents: string;
  t: LocalTime;
  clock: string;
  due?: string;
  to: PartyView;
  from: PartyView;
  key?: string;
  description?: string;
  e2e: string;
  auth: string;
  operation: string;
  spec: LayoutSpec;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const dmy = (t: LocalTime) => `${pad2(t.day)}/${pad2(t.month)}/${t.year}`;
const hm = (t: LocalTime) => `${pad2(t.hour)}:${pad2(t.minute)}`;
const hms = (t: LocalTime) => `${hm(t)}:${pad2(t.second)}`;
const monthAbbr = (t: LocalTime) => (MONTHS[t.month - 1] ?? '').slice(0, 3);
const longDate = (t: LocalTime) =>
  `${WEEKDAYS[t.weekday] ?? ''}, ${t.day} de ${MONTHS[t.month - 1] ?? ''} de ${t.year}`;

function plain(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function applyCase(text: string, nameCase: NameCase): string {
  if (nameCase === 'upper') return text.toUpperCase();
  if (nameCase === 'upper-plain') return plain(text).toUpperCase();
  return text;
}

/** The recipient's name as the bank cuts it. */
export function cutName(name: string, document: string, cut: LayoutSpec['cut']): string {
  const words = name.split(' ');
  if (cut.kind === 'first-last' && document.length === 11 && words.length >= 3) {
    return `${words[0]} ${words[words.length - 1]}`;
  }
  const keep = Math.min(cut.keep, name.length - 4);
  return `${name.slice(0, keep).trimEnd()}...`;
}

function docView(document: string, spec: LayoutSpec): { docLabel: 'CPF' | 'CNPJ'; doc: string } {
  if (document.length === 11) return { docLabel: 'CPF', doc: maskCpf(document, spec.mask) };
  return { docLabel: 'CNPJ', doc: showCnpj(document, spec.cnpj, spec.mask) };
}

function partyView(party: Party, spec: LayoutSpec, name: string): PartyView {
  return {
    name: applyCase(name, spec.nameCase),
    ...docView(party.document, spec),
    institution: spec.nameCase === 'upper-plain' ? plain(party.institution.name) : party.institution.name,
    agency: party.agency,
    account: party.account,
  };
}

function keyView(key: string, spec: LayoutSpec): string {
  if (/^\+55\d{11}$/.test(key)) return `+55 ${key.slice(3, 5)} ${key.slice(5, 10)}-${key.slice(10)}`;
  if (/^\d{11}$/.test(key)) return maskCpf(key, spec.mask);
  if (/^\d{14}$/.test(key)) return formatCnpj(key);
  return key;
}

export function viewOf(facts: ReceiptFacts): View {
  const spec = LAYOUTS[facts.layout];
  const t = saoPaulo(facts.at);
  const shot = saoPaulo(new Date(Date.parse(facts.at) + 60_000 * 2).toISOString());
  const toName = facts.truncatedName
    ? cutName(facts.recipient.name, facts.recipient.document, spec.cut)
    : facts.recipient.name;
  const amount = brl(facts.amountCents);
  const view: View = {
    scheduled: facts.scheduledFor !== undefined,
    amount,
    amountInt: amount.slice(0, -3),
    amountCents: amount.slice(-2),
    t,
    clock: hm(shot),
    to: partyView(facts.recipient, spec, toName),
    from: partyView(facts.payer, spec, facts.payer.name),
    e2e: facts.endToEndId,
    auth: facts.authentication,
    operation: facts.operation,
    spec,
  };
  if (facts.scheduledFor) {
    const [y, m, d] = facts.scheduledFor.split('-');
    view.due = `${d}/${m}/${y}`;
  }
  if (facts.recipientKey) view.key = keyView(facts.recipientKey, spec);
  if (facts.description) view.description = facts.description;
  return view;
}

export function layoutReceipt(facts: ReceiptFacts): Drawing {
  const view = viewOf(facts);
  const spec = view.spec;
  const sheet = new Sheet(spec.width, spec.margin, spec.face, spec.palette);
  spec.draw(sheet, view);
  return sheet.finish(spec.minHeight, spec.margin, spec.quality);
}

export function layoutSpec(layout: LayoutKey): { theme: 'light' | 'dark'; face: Face; width: number; bank: string } {
  const spec = LAYOUTS[layout];
  return { theme: spec.theme, face: spec.face, width: spec.width, bank: spec.bank };
}

// ---------- shared pieces ----------

const z = (sheet: Sheet, px: number) => Math.round((px * sheet.width) / 720);

function groups(code: string, size: number, sep: string): string {
  const out: string[] = [];
  for (let i = 0; i < code.length; i += size) out.push(code.slice(i, i + size));
  return out.join(sep);
}

/** Side-by-side rows of one party. */
function partyRows(sheet: Sheet, v: View, who: 'to' | 'from', label: TextStyle, value: TextStyle, gap: number): void {
  const p = v[who];
  const rows: [string, string][] = [
    ['Nome', p.name],
    [p.docLabel, p.doc],
  ];
  if (who === 'to' && v.key) rows.push(['Chave Pix', v.key]);
  rows.push(['Instituição', p.institution], ['Agência', p.agency], ['Conta', p.account]);
  rows.forEach(([l, val], i) => {
    if (i > 0) sheet.gap(gap);
    sheet.row(l, val, label, value);
  });
}

/** Stacked label/value pairs of one party. */
function partyStacked(
  sheet: Sheet,
  v: View,
  who: 'to' | 'from',
  label: TextStyle,
  value: TextStyle,
  gap: number,
  labels: { name: string; institution: string; account: string; key: string },
): void {
  const p = v[who];
  sheet.stacked(labels.name, p.name, label, { ...value, bold: true });
  sheet.gap(gap);
  sheet.stacked(p.docLabel, p.doc, label, value);
  if (who === 'to' && v.key) {
    sheet.gap(gap);
    sheet.stacked(labels.key, v.key, label, value);
  }
  sheet.gap(gap);
  sheet.stacked(labels.institution, p.institution, label, value);
  sheet.gap(gap);
  sheet.stacked(labels.account, `Agência ${p.agency} • Conta ${p.account}`, label, value);
}

/** "R$" small and raised, the number big; cents small and raised when asked. */
function amountRaised(
  sheet: Sheet,
  v: View,
  size: number,
  fill: string,
  align: 'left' | 'center',
  raisedCents: boolean,
): void {
  const small = { size: Math.round(size * 0.42), bold: true, fill };
  const big = { size, bold: true, fill };
  const symbol = 'R$';
  const main = raisedCents ? v.amountInt : v.amount;
  const cents = raisedCents ? `,${v.amountCents}` : '';
  const gap = Math.round(size * 0.12);
  const w =
    sheet.measure(symbol, small) + gap + sheet.measure(main, big) + (cents ? gap / 2 + sheet.measure(cents, small) : 0);
  let x = align === 'center' ? (sheet.width - w) / 2 : sheet.margin;
  const baseline = sheet.y + sheet.ascent(big);
  const raised = baseline - size * 0.38;
  sheet.text(x, raised, symbol, small);
  x += sheet.measure(symbol, small) + gap;
  sheet.text(x, baseline, main, big);
  x += sheet.measure(main, big) + gap / 2;
  if (cents) sheet.text(x, raised, cents, small);
  sheet.y = baseline + sheet.descent(big);
}

function checkBadge(sheet: Sheet, cx: number, cy: number, r: number, fill: string, mark: string): void {
  sheet.circle(cx, cy, r, fill);
  const style = { size: Math.round(r * 1.1), bold: true, fill: mark, face: 'sans' as Face };
  sheet.text(cx, cy + (sheet.ascent(style) - sheet.descent(style)) / 2, '✓', style, 'middle');
}

function band(sheet: Sheet, height: number, fill: string): number {
  const top = sheet.y;
  sheet.rect(0, top, sheet.width, height, fill);
  return top;
}

// ---------- the sixteen banks ----------

function drawNubank(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 22);
  s.gap(20);
  checkBadge(s, s.margin + 30, s.y + 30, 30, p.accent, '#FFFFFF');
  s.gap(84);
  s.para(v.scheduled ? 'Comprovante de agendamento' : 'Comprovante de transferência', { size: 34, bold: true });
  s.gap(10);
  s.para(`${pad2(v.t.day)} ${monthAbbr(v.t).toUpperCase()} ${v.t.year} - ${hms(v.t)}`, { size: 22, fill: p.muted });
  s.gap(34);
  const label = { size: 22 };
  const value = { size: 22, bold: true };
  s.row('Valor', `R$ ${v.amount}`, { size: 24 }, { size: 26, bold: true });
  s.gap(16);
  s.row('Tipo de transferência', 'Pix', label, value);
  if (v.scheduled && v.due) {
    s.gap(16);
    s.row('Data do pagamento', v.due, label, value);
    s.gap(16);
    s.row('Situação', 'Agendado', label, value);
  }
  s.gap(28);
  s.rule();
  s.gap(28);
  s.para('Destino', { size: 26, bold: true });
  s.gap(18);
  partyRows(s, v, 'to', label, value, 16);
  s.gap(28);
  s.rule();
  s.gap(28);
  s.para('Origem', { size: 26, bold: true });
  s.gap(18);
  partyRows(s, v, 'from', label, value, 16);
  if (v.description) {
    s.gap(28);
    s.rule();
    s.gap(28);
    s.row('Descrição', v.description, label, value);
  }
  s.gap(28);
  s.rule();
  s.gap(28);
  s.stacked('ID da transação:', v.e2e, label, { size: 22 });
  s.gap(40);
  s.para('Nu Pagamentos S.A. - Instituição de Pagamento', { size: 18, fill: p.muted }, 'center');
  s.gap(6);
  s.para('CNPJ 18.236.120/0001-58', { size: 18, fill: p.muted }, 'center');
  s.gap(36);
  s.button('Compartilhar', p.accent, '#FFFFFF', 24, 72);
}

function drawItau(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 230, p.accent);
  s.circle(s.right - 60, top + 115, 60, 'none', '#FFFFFF');
  s.circle(s.right - 60, top + 115, 22, '#FFFFFF');
  s.gap(70);
  s.para('Comprovante', { size: 56, bold: true, fill: '#FFFFFF' }, 'left', s.margin, s.contentWidth - 160);
  s.gap(8);
  s.para(v.scheduled ? 'agendamento de Pix' : 'transferência Pix', { size: 34, fill: '#FFFFFF' });
  s.y = top + 230 + 60;
  const label = { size: 30, fill: p.muted };
  const value = { size: 34 };
  s.para('valor', label);
  s.gap(10);
  s.para(`R$ ${v.amount}`, { size: 78, bold: true });
  s.gap(16);
  s.para(v.scheduled && v.due ? `agendado para ${v.due}` : `pago em ${dmy(v.t)} às ${hms(v.t)}`, {
    size: 30,
    fill: p.muted,
  });
  s.gap(50);
  s.rule('solid', p.line, 3);
  s.gap(44);
  s.para('dados do recebedor', { size: 36, bold: true, fill: p.accent });
  s.gap(28);
  const labels = { name: 'nome', institution: 'instituição', account: 'agência e conta', key: 'chave Pix' };
  partyStacked(s, v, 'to', label, value, 26, labels);
  s.gap(44);
  s.rule('solid', p.line, 3);
  s.gap(44);
  s.para('dados do pagador', { size: 36, bold: true, fill: p.accent });
  s.gap(28);
  partyStacked(s, v, 'from', label, value, 26, labels);
  if (v.description) {
    s.gap(26);
    s.stacked('mensagem', v.description, label, value);
  }
  s.gap(44);
  s.rule('solid', p.line, 3);
  s.gap(44);
  s.para('ID da transação', label);
  s.gap(10);
  s.para(v.e2e.slice(0, 16), value);
  s.gap(8);
  s.para(v.e2e.slice(16), value);
  s.gap(26);
  s.stacked('autenticação', groups(v.auth, 8, ' '), label, value);
  s.gap(60);
  s.button('compartilhar comprovante', p.accent, '#FFFFFF', 34, 104);
}

function drawBradesco(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 190, p.accent);
  s.rect(0, top + 150, s.width, 40, '#A5001F');
  s.gap(58);
  s.para(v.scheduled ? 'Comprovante de Agendamento' : 'Comprovante de Transação', {
    size: 32,
    bold: true,
    fill: '#FFFFFF',
  });
  s.gap(8);
  s.para('Pix', { size: 26, fill: '#FFFFFF' });
  s.y = top + 190 + 34;
  const label = { size: 21 };
  const value = { size: 22, bold: true };
  s.row('Data e Hora:', `${dmy(v.t)} - ${hms(v.t)}`, label, value);
  s.gap(24);
  s.gap(18);
  const card = s.beginCard();
  s.row('Valor:', `R$ ${v.amount}`, { size: 26, bold: true, fill: p.accent }, { size: 30, bold: true, fill: p.accent });
  s.endCard(card, '#FCE8EC', 18, 10);
  if (v.scheduled && v.due) {
    s.gap(18);
    s.row('Data agendada:', v.due, label, value);
    s.gap(14);
    s.row('Status:', 'Agendado', label, value);
  }
  s.gap(30);
  s.para('Dados de quem recebeu', { size: 24, bold: true, fill: p.accent });
  s.gap(16);
  partyRows(s, v, 'to', label, value, 14);
  s.gap(30);
  s.rule();
  s.gap(26);
  s.para('Dados de quem pagou', { size: 24, bold: true, fill: p.accent });
  s.gap(16);
  partyRows(s, v, 'from', label, value, 14);
  if (v.description) {
    s.gap(30);
    s.rule();
    s.gap(26);
    s.stacked('Descrição:', v.description, label, { size: 22 });
  }
  s.gap(30);
  s.rule();
  s.gap(26);
  s.stacked('ID da transação:', v.e2e, label, { size: 22 });
  s.gap(18);
  s.stacked('Autenticação:', groups(v.auth, 4, '.'), label, { size: 21 });
  s.gap(40);
  s.button('Compartilhar', '#FFFFFF', p.accent, 24, 68, p.accent);
}

function drawBb(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 132, '#FCEA2B');
  s.gap(52);
  s.para(v.scheduled ? 'Comprovante de agendamento' : 'Comprovante Pix', { size: 30, bold: true, fill: p.accent });
  s.y = top + 132 + 40;
  const mono = { size: 22 };
  s.para('SISBB - SISTEMA DE INFORMACOES BANCO DO BRASIL', { size: 20 }, 'center');
  s.gap(8);
  s.para(`${dmy(v.t)} - AUTOATENDIMENTO - ${hms(v.t)}`, { size: 20 }, 'center');
  s.gap(22);
  s.para(v.scheduled ? 'COMPROVANTE DE AGENDAMENTO PIX' : 'COMPROVANTE DE PIX', { size: 24, bold: true }, 'center');
  s.gap(6);
  s.para('SEGUNDA VIA', { size: 22 }, 'center');
  s.gap(20);
  s.rule('dashed', p.muted);
  s.gap(20);
  const line = (label: string, value: string) => {
    s.colon(label, value, mono);
    s.gap(10);
  };
  line('DATA', dmy(v.t));
  line('HORA', hms(v.t));
  if (v.scheduled && v.due) {
    line('AGENDADO PARA', v.due);
    line('SITUACAO', 'AGENDADO');
  }
  s.colon('VALOR', `R$ ${v.amount}`, { size: 24, bold: true });
  s.gap(20);
  s.rule('dashed', p.muted);
  s.gap(20);
  line('PAGO PARA', v.to.name);
  line(v.to.docLabel, v.to.doc);
  if (v.key) line('CHAVE PIX', v.key);
  line('INSTITUICAO', v.to.institution);
  line('AGENCIA', v.to.agency);
  line('CONTA', v.to.account);
  s.gap(10);
  line('PAGADOR', v.from.name);
  line(v.from.docLabel, v.from.doc);
  line('AGENCIA', v.from.agency);
  line('CONTA', v.from.account);
  if (v.description) {
    s.gap(10);
    line('INFORMACOES ADICIONAIS', plain(v.description).toUpperCase());
  }
  s.gap(10);
  line('ID', v.e2e);
  line('DOCUMENTO', v.operation.slice(0, 6));
  line('AUTENTICACAO SISBB', groups(v.auth.slice(0, 18), 3, '.'));
  s.gap(10);
  s.rule('dashed', p.muted);
  s.gap(18);
  s.para('Transação efetuada com sucesso.', { size: 20 }, 'center');
}

function drawCaixa(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 150, p.accent);
  s.rect(0, top + 150, s.width, 10, '#F39200');
  s.gap(62);
  s.para(v.scheduled ? 'Pix agendado' : 'Comprovante de Pix enviado', { size: 30, bold: true, fill: '#FFFFFF' });
  s.gap(8);
  s.para('Segunda via', { size: 22, fill: '#FFFFFF' });
  s.y = top + 160 + 36;
  const mono = { size: 22 };
  const label = { size: 22, fill: p.muted };
  const line = (l: string, value: string) => {
    s.colon(l, value, mono, p.muted);
    s.gap(12);
  };
  line('Data/Hora', `${dmy(v.t)} ${hms(v.t)}`);
  s.colon('Valor', `R$ ${v.amount}`, { size: 26, bold: true }, p.muted);
  s.gap(12);
  if (v.scheduled && v.due) {
    line('Data de débito', v.due);
    line('Situação', 'Agendado');
  }
  line('Tipo', 'Pix com chave');
  s.gap(14);
  s.rule('dotted', p.muted);
  s.gap(20);
  s.para('Dados do recebedor', { size: 24, bold: true, fill: p.accent });
  s.gap(14);
  line('Nome', v.to.name);
  line(v.to.docLabel, v.to.doc);
  if (v.key) line('Chave', v.key);
  line('Instituição', v.to.institution);
  line('Agência', v.to.agency);
  line('Conta', v.to.account);
  s.gap(10);
  s.rule('dotted', p.muted);
  s.gap(20);
  s.para('Dados do pagador', { size: 24, bold: true, fill: p.accent });
  s.gap(14);
  line('Nome', v.from.name);
  line(v.from.docLabel, v.from.doc);
  line('Instituição', v.from.institution);
  line('Agência/Conta', `${v.from.agency} / ${v.from.account}`);
  if (v.description) {
    s.gap(8);
    s.stacked('Mensagem', v.description, label, mono);
    s.gap(12);
  }
  s.gap(10);
  s.rule('dotted', p.muted);
  s.gap(20);
  s.stacked('ID transação', v.e2e, label, mono);
  s.gap(14);
  line('Código da operação', v.operation);
  s.stacked('Chave de segurança', groups(v.auth.slice(0, 20), 4, '-'), label, mono);
  s.gap(36);
  s.button('Compartilhar', '#F39200', '#FFFFFF', 24, 70);
}

function drawSantander(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, z(s, 22));
  const top = band(s, 150, p.accent);
  s.gap(60);
  s.para('Comprovante', { size: 36, bold: true, fill: '#FFFFFF' }, 'center');
  s.gap(6);
  s.para('Pix', { size: 24, fill: '#FFFFFF' }, 'center');
  s.y = top + 150 + 50;
  checkBadge(s, s.width / 2, s.y + 44, 44, v.scheduled ? '#F5A623' : '#2E9E5B', '#FFFFFF');
  s.gap(120);
  s.para(v.scheduled ? 'Transferência agendada' : 'Transferência realizada', { size: 36, bold: true }, 'center');
  s.gap(30);
  amountRaised(s, v, 76, p.fg, 'center', true);
  s.gap(22);
  s.para(`${longDate(v.t)} às ${pad2(v.t.hour)}h${pad2(v.t.minute)}`, { size: 24, fill: p.muted }, 'center');
  if (v.scheduled && v.due) {
    s.gap(10);
    s.para(`Agendado para ${v.due}`, { size: 26, bold: true, fill: '#B36B00' }, 'center');
  }
  s.gap(40);
  s.rule();
  s.gap(34);
  const label = { size: 25 };
  const value = { size: 26, bold: true };
  s.para('Para', { size: 30, bold: true, fill: p.accent });
  s.gap(20);
  partyRows(s, v, 'to', label, value, 18);
  s.gap(34);
  s.rule();
  s.gap(34);
  s.para('De', { size: 30, bold: true, fill: p.accent });
  s.gap(20);
  partyRows(s, v, 'from', label, value, 18);
  s.gap(34);
  s.rule();
  s.gap(34);
  if (v.description) {
    s.row('Descrição', v.description, label, value);
    s.gap(18);
  }
  s.stacked('ID da transação', v.e2e, label, { size: 25 });
  s.gap(18);
  s.stacked('Código de autenticação', v.auth, label, { size: 25 });
  s.gap(48);
  s.button('Compartilhar comprovante', p.accent, '#FFFFFF', 28, 84);
}

function drawInter(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 22);
  s.gap(30);
  checkBadge(s, s.margin + 36, s.y + 36, 36, p.accent, p.bg);
  s.gap(100);
  s.para(v.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 36, bold: true });
  s.gap(24);
  s.para(`R$ ${v.amount}`, { size: 60, bold: true, fill: p.accent });
  s.gap(14);
  s.para(v.scheduled && v.due ? `Agendado para ${v.due}` : `${dmy(v.t)}, às ${hm(v.t)}`, { size: 24, fill: p.muted });
  s.gap(40);
  const label = { size: 21 };
  const value = { size: 24 };
  const labels = { name: 'Nome', institution: 'Instituição', account: 'Agência e conta', key: 'Chave Pix' };
  s.gap(24);
  const to = s.beginCard();
  s.para('Quem recebeu', { size: 26, bold: true });
  s.gap(20);
  partyStacked(s, v, 'to', label, value, 18, labels);
  s.endCard(to, '#2A2A2E', 24);
  s.gap(48);
  const from = s.beginCard();
  s.para('Quem pagou', { size: 26, bold: true });
  s.gap(20);
  partyStacked(s, v, 'from', label, value, 18, labels);
  s.endCard(from, '#2A2A2E', 24);
  s.gap(30);
  if (v.description) {
    s.stacked('Mensagem', v.description, label, value);
    s.gap(20);
  }
  s.para('ID da transação', { ...label, fill: p.muted });
  s.gap(8);
  s.para(v.e2e.slice(0, 20), value);
  s.gap(6);
  s.para(v.e2e.slice(20), value);
  s.gap(44);
  s.button('Compartilhar comprovante', p.accent, '#FFFFFF', 24, 76);
}

function drawPicpay(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 33);
  s.gap(40);
  s.para(v.scheduled ? 'Pix agendado' : 'Comprovante de Pix', { size: 42, bold: true }, 'center');
  s.gap(60);
  s.para(v.scheduled ? 'Você vai pagar' : 'Você pagou', { size: 32, fill: p.muted }, 'center');
  s.gap(16);
  amountRaised(s, v, 96, p.accent, 'center', false);
  s.gap(20);
  s.para(v.scheduled && v.due ? `em ${v.due}` : `${dmy(v.t)} às ${hms(v.t)}`, { size: 32, fill: p.muted }, 'center');
  s.gap(70);
  const label = { size: 30 };
  const value = { size: 34 };
  const party = (title: string, who: 'to' | 'from') => {
    const pv = v[who];
    const card = s.beginCard();
    s.para(title, { size: 30, bold: true, fill: p.accent });
    s.gap(18);
    s.para(pv.name, { size: 40, bold: true });
    s.gap(16);
    s.row(pv.docLabel, pv.doc, label, value);
    if (who === 'to' && v.key) {
      s.gap(14);
      s.row('Chave', v.key, label, value);
    }
    s.gap(14);
    s.row('Banco', pv.institution, label, value);
    s.endCard(card, '#1E1F22', 36, 28);
  };
  party('Para', 'to');
  s.gap(80);
  party('De', 'from');
  s.gap(40);
  if (v.description) {
    s.para('Mensagem', { ...label, fill: p.muted });
    s.gap(16);
    s.gap(24);
    const bubble = s.beginCard();
    s.para(`"${v.description}"`, value, 'left', s.margin + 10, s.contentWidth - 20);
    s.endCard(bubble, '#12351F', 24, 24);
    s.gap(30);
  }
  s.stacked('Código da transação', v.e2e, label, value);
  s.gap(60);
  s.button('Compartilhar', p.accent, '#0B0B0B', 34, 110);
}

function drawMercadopago(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 170, '#FFE600');
  s.gap(64);
  s.para(v.scheduled ? 'Transferência agendada' : 'Comprovante de transferência', {
    size: 32,
    bold: true,
    fill: '#2D3277',
  });
  s.y = top + 170 + 36;
  const when = `${longDate(v.t)}, às ${hms(v.t)}`;
  s.para(when.charAt(0).toUpperCase() + when.slice(1), { size: 22, fill: p.muted });
  s.gap(26);
  amountRaised(s, v, 64, p.fg, 'left', true);
  if (v.scheduled && v.due) {
    s.gap(14);
    s.para(`Será paga em ${v.due}`, { size: 24, bold: true, fill: p.accent });
  }
  s.gap(34);
  const party = (title: string, who: 'to' | 'from') => {
    const pv = v[who];
    s.para(title, { size: 22, fill: p.muted });
    s.gap(14);
    const cy = s.y + 34;
    s.circle(s.margin + 34, cy, 34, '#E6F4FC');
    const initials = pv.name
      .split(' ')
      .filter((w) => /^[A-ZÀ-Ú]/.test(w))
      .slice(0, 2)
      .map((w) => w.charAt(0))
      .join('');
    const ini = { size: 24, bold: true, fill: p.accent };
    s.text(s.margin + 34, cy + (s.ascent(ini) - s.descent(ini)) / 2, initials, ini, 'middle');
    const x = s.margin + 90;
    const w = s.right - x;
    s.para(pv.name, { size: 26, bold: true }, 'left', x, w);
    s.gap(8);
    s.para(`${pv.docLabel}: ${pv.doc}`, { size: 22, fill: p.muted }, 'left', x, w);
    if (who === 'to' && v.key) {
      s.gap(8);
      s.para(`Chave: ${v.key}`, { size: 22, fill: p.muted }, 'left', x, w);
    }
    s.gap(8);
    s.para(pv.institution, { size: 22, fill: p.muted }, 'left', x, w);
    s.y = Math.max(s.y, cy + 34);
  };
  party('De', 'from');
  s.gap(30);
  s.rule();
  s.gap(30);
  party('Para', 'to');
  s.gap(34);
  s.rule();
  s.gap(30);
  const label = { size: 22, fill: p.muted };
  const value = { size: 24 };
  if (v.description) {
    s.stacked('Descrição', v.description, label, value);
    s.gap(22);
  }
  s.stacked('Número de operação', v.operation, label, value);
  s.gap(22);
  s.stacked('Código de identificação', v.e2e, label, value);
  s.gap(44);
  s.button('Compartilhar', p.accent, '#FFFFFF', 24, 72);
}

function drawC6(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 22);
  s.gap(24);
  s.para('Comprovante', { size: 36, bold: true });
  s.gap(8);
  s.para(v.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 24, fill: p.muted });
  s.gap(36);
  s.gap(26);
  const card = s.beginCard();
  s.para('Valor', { size: 22, fill: '#B3B3B3' });
  s.gap(10);
  s.para(`R$ ${v.amount}`, { size: 52, bold: true, fill: p.accent });
  s.endCard(card, '#242424', 26, 16);
  s.gap(30);
  const label = { size: 22 };
  const value = { size: 23, bold: true };
  s.row('Data', `${pad2(v.t.day)} ${monthAbbr(v.t).toUpperCase()} ${v.t.year}, ${hm(v.t)}`, label, value);
  if (v.scheduled && v.due) {
    s.gap(16);
    s.row('Agendado para', v.due, label, value);
  }
  s.gap(32);
  s.rule();
  s.gap(30);
  s.para('Para', { size: 26, bold: true, fill: p.accent });
  s.gap(18);
  partyRows(s, v, 'to', label, value, 16);
  s.gap(32);
  s.rule();
  s.gap(30);
  s.para('De', { size: 26, bold: true, fill: p.accent });
  s.gap(18);
  partyRows(s, v, 'from', label, value, 16);
  s.gap(32);
  s.rule();
  s.gap(30);
  if (v.description) {
    s.row('Descrição', v.description, label, value);
    s.gap(16);
  }
  s.row('ID da transação', v.e2e, label, { size: 22 });
  s.gap(16);
  s.row('Autenticação', groups(v.auth.slice(0, 24), 6, ' '), label, { size: 22 });
  s.gap(44);
  s.button('Compartilhar', p.accent, '#000000', 24, 72);
}

function drawPagbank(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 250, p.accent);
  s.gap(90);
  s.para(v.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 54, bold: true, fill: '#FFFFFF' });
  s.gap(14);
  s.para('Comprovante de pagamento', { size: 34, fill: '#FFFFFF' });
  s.y = top + 250 + 70;
  const card = s.beginCard();
  s.row('Valor', `R$ ${v.amount}`, { size: 34, fill: '#5C4A00' }, { size: 54, bold: true, fill: '#3A2F00' });
  s.endCard(card, '#FFF3C4', 36, 24);
  s.gap(40);
  const label = { size: 32 };
  const value = { size: 33, bold: true };
  s.row('Data', `${dmy(v.t)} ${hm(v.t)}`, label, value);
  if (v.scheduled && v.due) {
    s.gap(20);
    s.row('Data de pagamento', v.due, label, value);
  }
  s.gap(20);
  s.row('Tipo', 'Pix', label, value);
  s.gap(44);
  s.rule('solid', p.line, 3);
  s.gap(40);
  s.para('Recebedor', { size: 38, bold: true, fill: p.accent });
  s.gap(24);
  partyRows(s, v, 'to', label, value, 20);
  s.gap(44);
  s.rule('solid', p.line, 3);
  s.gap(40);
  s.para('Pagador', { size: 38, bold: true, fill: p.accent });
  s.gap(24);
  partyRows(s, v, 'from', label, value, 20);
  s.gap(44);
  s.rule('solid', p.line, 3);
  s.gap(40);
  if (v.description) {
    s.row('Descrição', v.description, label, value);
    s.gap(20);
  }
  s.stacked('ID da transação', v.e2e, label, { size: 33 });
  s.gap(20);
  s.stacked('Código de autenticação', groups(v.auth, 4, '-'), label, { size: 32 });
  s.gap(60);
  s.button('Compartilhar', p.accent, '#FFFFFF', 34, 108);
}

function drawSicredi(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 170, p.accent);
  s.gap(70);
  s.para(v.scheduled ? 'Agendamento Pix - 2ª via' : 'Comprovante Pix - 2ª via', {
    size: 36,
    bold: true,
    fill: '#FFFFFF',
  });
  s.y = top + 170 + 44;
  const mono = { size: 27 };
  const line = (l: string, value: string, gap = 14) => {
    s.colon(l, value, mono, p.muted);
    s.gap(gap);
  };
  line('Data da transação', `${dmy(v.t)} - ${pad2(v.t.hour)}h${pad2(v.t.minute)}min`);
  s.colon('Valor', `R$ ${v.amount}`, { size: 32, bold: true }, p.muted);
  s.gap(14);
  if (v.scheduled && v.due) {
    line('Data agendada', v.due);
    line('Situação', 'Agendada');
  }
  s.gap(10);
  s.rule('dashed', p.line);
  s.gap(24);
  s.para('Recebedor', { size: 30, bold: true, fill: p.accent });
  s.gap(16);
  line('Nome', v.to.name);
  line(v.to.docLabel, v.to.doc);
  if (v.key) line('Chave', v.key);
  line('Instituição', v.to.institution);
  line('Agência', v.to.agency);
  line('Conta', v.to.account);
  s.gap(10);
  s.rule('dashed', p.line);
  s.gap(24);
  s.para('Pagador', { size: 30, bold: true, fill: p.accent });
  s.gap(16);
  line('Nome', v.from.name);
  line(v.from.docLabel, v.from.doc);
  line('Cooperativa', v.from.agency);
  line('Conta', v.from.account);
  if (v.description) line('Mensagem', v.description);
  s.gap(10);
  s.rule('dashed', p.line);
  s.gap(24);
  line('ID', v.e2e);
  line('Autenticação', groups(v.auth, 4, ' '));
  s.gap(30);
  s.para('Sicredi Fone 3003 4770', { size: 22, fill: p.muted }, 'center');
}

function drawBtg(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 33);
  s.gap(50);
  s.para(v.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 54, bold: true });
  s.gap(12);
  s.para('Comprovante', { size: 33, fill: p.muted });
  s.gap(60);
  amountRaised(s, v, 90, p.fg, 'left', false);
  s.gap(50);
  const label = { size: 31 };
  const value = { size: 33 };
  s.row('Data e hora', `${dmy(v.t)} às ${hms(v.t)}`, label, value);
  if (v.scheduled && v.due) {
    s.gap(20);
    s.row('Data agendada', v.due, label, value);
  }
  s.gap(44);
  s.rule('solid', p.line, 2);
  s.gap(40);
  s.para('Para', { size: 36, bold: true, fill: p.accent });
  s.gap(24);
  partyRows(s, v, 'to', label, value, 20);
  s.gap(44);
  s.rule('solid', p.line, 2);
  s.gap(40);
  s.para('De', { size: 36, bold: true, fill: p.accent });
  s.gap(24);
  partyRows(s, v, 'from', label, value, 20);
  s.gap(44);
  s.rule('solid', p.line, 2);
  s.gap(40);
  if (v.description) {
    s.stacked('Descrição', v.description, label, value);
    s.gap(24);
  }
  s.stacked('ID da transação (E2E)', v.e2e, label, value);
  s.gap(60);
  s.button('Compartilhar comprovante', '#FFFFFF', p.bg, 33, 110);
}

function drawNext(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, 22);
  s.gap(30);
  s.para(v.scheduled ? 'Transferência agendada' : 'Transferência realizada', { size: 34, bold: true });
  s.gap(12);
  s.para(`${pad2(v.t.day)}.${pad2(v.t.month)}.${v.t.year} | ${hm(v.t)}`, { size: 22, fill: p.muted });
  s.gap(40);
  s.para('Valor', { size: 22, fill: p.muted });
  s.gap(10);
  amountRaised(s, v, 62, p.accent, 'left', false);
  if (v.scheduled && v.due) {
    s.gap(16);
    s.para(`Agendada para ${v.due}`, { size: 24, bold: true, fill: p.accent });
  }
  s.gap(44);
  const label = { size: 21 };
  const value = { size: 24 };
  const labels = { name: 'Nome', institution: 'Banco', account: 'Agência e conta', key: 'Chave' };
  s.rect(s.margin, s.y, 6, 36, p.accent);
  s.text(s.margin + 20, s.y + 28, 'Quem recebeu', { size: 26, bold: true });
  s.gap(60);
  partyStacked(s, v, 'to', label, value, 18, labels);
  s.gap(44);
  s.rect(s.margin, s.y, 6, 36, p.accent);
  s.text(s.margin + 20, s.y + 28, 'Quem pagou', { size: 26, bold: true });
  s.gap(60);
  partyStacked(s, v, 'from', label, value, 18, labels);
  s.gap(40);
  s.rule();
  s.gap(30);
  if (v.description) {
    s.stacked('Descrição', v.description, label, value);
    s.gap(20);
  }
  s.stacked('Identificador', v.e2e, label, value);
  s.gap(44);
  s.button('Compartilhar', p.accent, '#0D0D0D', 24, 72);
}

function drawAgibank(s: Sheet, v: View): void {
  const p = s.palette;
  s.statusBar(v.clock, p.fg, z(s, 22));
  s.gap(30);
  checkBadge(s, s.width / 2, s.y + 50, 50, p.accent, p.bg);
  s.gap(130);
  s.para(v.scheduled ? 'Pix agendado' : 'Pix realizado', { size: 40, bold: true }, 'center');
  s.gap(14);
  s.para(`${v.t.day} de ${monthAbbr(v.t)}. de ${v.t.year} • ${hms(v.t)}`, { size: 26, fill: p.muted }, 'center');
  s.gap(64);
  const card = s.beginCard();
  s.para(`R$ ${v.amount}`, { size: 62, bold: true, fill: '#06213A' }, 'center');
  s.endCard(card, p.accent, 28, 20);
  if (v.scheduled && v.due) {
    s.gap(20);
    s.para(`Agendado para ${v.due}`, { size: 28, bold: true, fill: p.accent }, 'center');
  }
  s.gap(44);
  const label = { size: 26 };
  const value = { size: 28 };
  const labels = { name: 'Nome', institution: 'Instituição', account: 'Agência e conta', key: 'Chave Pix' };
  s.para('Destino', { size: 32, bold: true, fill: p.accent });
  s.gap(22);
  partyStacked(s, v, 'to', label, value, 20, labels);
  s.gap(40);
  s.rule();
  s.gap(36);
  s.para('Origem', { size: 32, bold: true, fill: p.accent });
  s.gap(22);
  partyStacked(s, v, 'from', label, value, 20, labels);
  s.gap(40);
  s.rule();
  s.gap(36);
  if (v.description) {
    s.stacked('Mensagem', v.description, label, value);
    s.gap(22);
  }
  s.stacked('Autenticação', v.e2e, label, value);
  s.gap(56);
  s.button('Compartilhar', p.accent, '#06213A', 30, 90);
}

function drawBanrisul(s: Sheet, v: View): void {
  const p = s.palette;
  const top = band(s, 160, p.accent);
  s.gap(56);
  s.para('BANRISUL', { size: 30, bold: true, fill: '#FFFFFF' });
  s.gap(10);
  s.para(v.scheduled ? 'Agendamento de transferência Pix' : 'Comprovante de transferência Pix', {
    size: 22,
    fill: '#FFFFFF',
  });
  s.y = top + 160 + 40;
  s.para('SEGUNDA VIA', { size: 24, bold: true }, 'center');
  s.gap(20);
  s.rule('dotted', p.muted);
  s.gap(22);
  const mono = { size: 22 };
  const line = (l: string, value: string) => {
    s.colon(l, value, mono);
    s.gap(10);
  };
  line('DATA', dmy(v.t));
  line('HORA', hm(v.t));
  if (v.scheduled && v.due) {
    line('DATA AGENDADA', v.due);
    line('SITUAÇÃO', 'AGENDADA');
  }
  s.colon('VALOR', `R$ ${v.amount}`, { size: 26, bold: true });
  s.gap(18);
  s.rule('dotted', p.muted);
  s.gap(22);
  s.para('FAVORECIDO', { size: 22, bold: true, fill: p.accent });
  s.gap(12);
  line('NOME', v.to.name);
  line(v.to.docLabel, v.to.doc);
  if (v.key) line('CHAVE', v.key);
  line('INSTITUIÇÃO', v.to.institution);
  line('AGÊNCIA', v.to.agency);
  line('CONTA', v.to.account);
  s.gap(8);
  s.para('REMETENTE', { size: 22, bold: true, fill: p.accent });
  s.gap(12);
  line('NOME', v.from.name);
  line(v.from.docLabel, v.from.doc);
  line('AGÊNCIA', v.from.agency);
  line('CONTA', v.from.account);
  if (v.description) line('MENSAGEM', v.description.toUpperCase());
  s.gap(8);
  s.rule('dotted', p.muted);
  s.gap(22);
  line('ID PIX', v.e2e);
  line('AUTENTICAÇÃO', groups(v.auth.slice(0, 24), 4, '.'));
  s.gap(18);
  s.para('SAC 0800 646 1515', { size: 20, fill: p.muted }, 'center');
}

const LIGHT = { bg: '#FFFFFF', fg: '#1F1F1F', muted: '#6B6B6B', line: '#E3E3E3' };
const DARK = { bg: '#121212', fg: '#F2F2F2', muted: '#A3A3A3', line: '#333333' };

const LAYOUTS: Record<LayoutKey, LayoutSpec> = {
  nubank: {
    bank: 'Nubank',
    theme: 'light',
    face: 'sans',
    width: 720,
    minHeight: 1560,
    quality: 86,
    margin: 40,
    palette: { ...LIGHT, accent: '#820AD1' },
    cnpj: 'full',
    mask: '•',
    nameCase: 'as-is',
    cut: { kind: 'ellipsis', keep: 18 },
    draw: drawNubank,
  },
  itau: {
    bank: 'Itaú',
    theme: 'light',
    face: 'sans',
    width: 1080,
    minHeight: 2340,
    quality: 84,
    margin: 60,
    palette: { ...LIGHT, accent: '#EC7000' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'as-is',
    cut: { kind: 'ellipsis', keep: 20 },
    draw: drawItau,
  },
  bradesco: {
    bank: 'Bradesco',
    theme: 'light',
    face: 'sans',
    width: 720,
    minHeight: 1520,
    quality: 88,
    margin: 36,
    palette: { ...LIGHT, accent: '#CC092F' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 16 },
    draw: drawBradesco,
  },
  bb: {
    bank: 'Banco do Brasil',
    theme: 'light',
    face: 'mono',
    width: 720,
    minHeight: 1480,
    quality: 82,
    margin: 34,
    palette: { ...LIGHT, fg: '#222222', accent: '#465EFF' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper-plain',
    cut: { kind: 'ellipsis', keep: 20 },
    draw: drawBb,
  },
  caixa: {
    bank: 'Caixa',
    theme: 'light',
    face: 'mono',
    width: 720,
    minHeight: 1520,
    quality: 85,
    margin: 36,
    palette: { ...LIGHT, accent: '#005CA9' },
    cnpj: 'masked',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 18 },
    draw: drawCaixa,
  },
  santander: {
    bank: 'Santander',
    theme: 'light',
    face: 'sans',
    width: 900,
    minHeight: 1950,
    quality: 90,
    margin: 48,
    palette: { ...LIGHT, accent: '#EC0000' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 22 },
    draw: drawSantander,
  },
  inter: {
    bank: 'Inter',
    theme: 'dark',
    face: 'sans',
    width: 720,
    minHeight: 1560,
    quality: 86,
    margin: 44,
    palette: { ...DARK, bg: '#1C1C1E', accent: '#FF7A00' },
    cnpj: 'masked',
    mask: '*',
    nameCase: 'as-is',
    cut: { kind: 'first-last', keep: 18 },
    draw: drawInter,
  },
  picpay: {
    bank: 'PicPay',
    theme: 'dark',
    face: 'sans',
    width: 1080,
    minHeight: 2340,
    quality: 82,
    margin: 70,
    palette: { ...DARK, bg: '#0B0B0B', accent: '#21C25E' },
    cnpj: 'full',
    mask: '•',
    nameCase: 'as-is',
    cut: { kind: 'first-last', keep: 16 },
    draw: drawPicpay,
  },
  mercadopago: {
    bank: 'Mercado Pago',
    theme: 'light',
    face: 'sans',
    width: 720,
    minHeight: 1520,
    quality: 88,
    margin: 40,
    palette: { ...LIGHT, fg: '#333333', accent: '#009EE3' },
    cnpj: 'masked',
    mask: '*',
    nameCase: 'as-is',
    cut: { kind: 'ellipsis', keep: 20 },
    draw: drawMercadopago,
  },
  c6: {
    bank: 'C6 Bank',
    theme: 'dark',
    face: 'sans',
    width: 720,
    minHeight: 1560,
    quality: 80,
    margin: 40,
    palette: { ...DARK, bg: '#000000', line: '#2B2B2B', accent: '#F2C94C' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 17 },
    draw: drawC6,
  },
  pagbank: {
    bank: 'PagBank',
    theme: 'light',
    face: 'sans',
    width: 1080,
    minHeight: 2280,
    quality: 86,
    margin: 64,
    palette: { ...LIGHT, accent: '#1BA989' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 20 },
    draw: drawPagbank,
  },
  sicredi: {
    bank: 'Sicredi',
    theme: 'light',
    face: 'mono',
    width: 900,
    minHeight: 1800,
    quality: 84,
    margin: 44,
    palette: { ...LIGHT, accent: '#3FA110' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 20 },
    draw: drawSicredi,
  },
  btg: {
    bank: 'BTG Pactual',
    theme: 'dark',
    face: 'sans',
    width: 1080,
    minHeight: 2340,
    quality: 88,
    margin: 64,
    palette: { ...DARK, bg: '#0B1B3F', fg: '#F3F5FA', muted: '#9AA6C2', line: '#22335C', accent: '#6FA8FF' },
    cnpj: 'masked',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'first-last', keep: 20 },
    draw: drawBtg,
  },
  next: {
    bank: 'next',
    theme: 'dark',
    face: 'sans',
    width: 720,
    minHeight: 1560,
    quality: 86,
    margin: 40,
    palette: { ...DARK, bg: '#0D0D0D', accent: '#00E15A' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'as-is',
    cut: { kind: 'first-last', keep: 18 },
    draw: drawNext,
  },
  agibank: {
    bank: 'Agibank',
    theme: 'dark',
    face: 'sans',
    width: 900,
    minHeight: 1950,
    quality: 84,
    margin: 52,
    palette: { ...DARK, bg: '#0A2540', fg: '#F1F6FB', muted: '#9DB3C8', line: '#1D3A5A', accent: '#00B3E6' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 18 },
    draw: drawAgibank,
  },
  banrisul: {
    bank: 'Banrisul',
    theme: 'light',
    face: 'mono',
    width: 720,
    minHeight: 1480,
    quality: 90,
    margin: 34,
    palette: { ...LIGHT, fg: '#1A1A1A', accent: '#0057A8' },
    cnpj: 'full',
    mask: '*',
    nameCase: 'upper',
    cut: { kind: 'ellipsis', keep: 19 },
    draw: drawBanrisul,
  },
};

/** Layouts whose banks cut long names often: there two of the six correct receipts show a cut name. */
export const CUTS_OFTEN: ReadonlySet<LayoutKey> = new Set([
  'inter',
  'picpay',
  'c6',
  'btg',
  'next',
  'mercadopago',
  'agibank',
]);
