// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/** The 16 bank apps' Pix receipts of the cove corpus, each drawn its own way. */
import {
  amount,
  type Colors,
  check,
  clockIcon,
  dashed,
  icon,
  lines,
  partyRows,
  rowAbove,
  rowBeside,
  statusBar,
} from './draw';
import { type DateStyle, formatDate, formatDay, type ReceiptFacts } from './facts';
import type { MaskStyle } from './people';
import { type Canvas, type Face, measure } from './text';

export type Truncation =
  | { kind: 'chars'; n: number }
  | { kind: 'ellipsis'; n: number; tail: '...' | '…' }
  | { kind: 'first-last' }
  | { kind: 'initials' };

export interface Bank {
  /** How receipts name this institution. */
  institution: string;
  ispb: string;
  compe: string;
}

export const BANKS: Record<string, Bank> = {
  nubank: { institution: 'NU PAGAMENTOS - IP', ispb: '18236120', compe: '260' },
  itau: { institution: 'ITAÚ UNIBANCO S.A.', ispb: '60701190', compe: '341' },
  bradesco: { institution: 'BCO BRADESCO S.A.', ispb: '60746948', compe: '237' },
  caixa: { institution: 'CAIXA ECONOMICA FEDERAL', ispb: '00360305', compe: '104' },
  santander: { institution: 'BCO SANTANDER (BRASIL) S.A.', ispb: '90400888', compe: '033' },
  inter: { institution: 'BANCO INTER', ispb: '00416968', compe: '077' },
  picpay: { institution: 'PICPAY', ispb: '22896431', compe: '380' },
  sicoob: { institution: 'BANCO SICOOB S.A.', ispb: '02038232', compe: '756' },
  neon: { institution: 'NEON PAGAMENTOS S.A. IP', ispb: '20855875', compe: '536' },
  stone: { institution: 'STONE IP S.A.', ispb: '16501555', compe: '197' },
  cora: { institution: 'CORA SCFI', ispb: '37880206', compe: '403' },
  pan: { institution: 'BANCO PAN', ispb: '59285411', compe: '623' },
  efi: { institution: 'EFÍ S.A. - IP', ispb: '09089356', compe: '364' },
  infinitepay: { institution: 'CLOUDWALK IP LTDA', ispb: '18189547', compe: '542' },
  unicred: { institution: 'UNICRED DO BRASIL', ispb: '00315557', compe: '136' },
  brb: { institution: 'BRB - BCO DE BRASILIA S.A.', ispb: '00000208', compe: '070' },
};

export interface LayoutSpec {
  key: string;
  family: string;
  theme: 'light' | 'dark';
  face: Face;
  /** Width in points (the SVG's logical width) and in rendered pixels. */
  logical: number;
  px: number;
  phoneHeight: number;
  ios: boolean;
  quality: number;
  /** A forwarded screenshot: the final width after the chat app scaled it. */
  forwardTo?: number;
  cpfMask: MaskStyle;
  cnpjMask: MaskStyle;
  nameCase: 'upper-plain' | 'upper' | 'title';
  truncate: Truncation;
  /** Labels beside values, above them, or values only. */
  labelStyle: 'beside' | 'above' | 'value-only' | 'mixed';
  recipientFirst: boolean;
  dateStyle: DateStyle;
  colors: Colors;
  draw(c: Canvas, f: ReceiptFacts, s: LayoutSpec): void;
}

const scheduled = (f: ReceiptFacts) => f.status === 'scheduled';
const when = (f: ReceiptFacts, s: LayoutSpec) => formatDate(f.paidAt, s.dateStyle);
const docLabel = (k: 'CPF' | 'CNPJ') => k;
const docColon = (k: 'CPF' | 'CNPJ') => `${k}:`;

/** A bottom button pinned to the bottom of the phone screen (or under the content of a long receipt). */
function bottomButton(c: Canvas, s: LayoutSpec, label: string, fill: string, fg: string, outline = false): void {
  const W = c.width;
  const y = Math.max(c.y + 20, s.phoneHeight - (s.ios ? 92 : 72));
  if (outline) c.rect(20, y, W - 40, 48, 'none', 24, ` stroke="${fill}" stroke-width="1.5"`);
  else c.rect(20, y, W - 40, 48, fill, 24);
  c.text(W / 2, y + 29.5, label, { size: 15, bold: true, fill: fg, anchor: 'middle' });
  c.y = y + 48 + (s.ios ? 34 : 14);
  if (s.ios) c.rect(W / 2 - 67, c.y - 13, 134, 5, s.colors.text, 2.5);
}

// ---------------------------------------------------------------- nubank: dark, labels beside, rows by section
const nubank: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'close', 28, c.y + 22, k.text);
  icon(c, 'share-ios', W - 30, c.y + 22, k.text);
  c.y += 58;
  c.rect(24, c.y, 44, 30, k.accent, 8);
  c.text(46, c.y + 21, 'nu', { size: 19, bold: true, fill: '#ffffff', anchor: 'middle' });
  c.y += 30;
  lines(c, scheduled(f) ? 'Comprovante de agendamento' : 'Comprovante de transferência', 24, W - 48, {
    size: 26,
    bold: true,
    fill: k.text,
    lh: 1.5,
  });
  c.y += 22;
  c.text(24, c.y, when(f, s), { size: 14, fill: k.muted });
  c.y += 22;
  const st = { lx: 24, rx: W - 24, size: 14.5, labelFill: k.muted, valueFill: k.text, lineHeight: 1.5, gap: 6 };
  rowBeside(c, 'Valor', `R$ ${brlOf(f)}`, { ...st, valueBold: true });
  rowBeside(c, 'Tipo de transferência', 'Pix', st);
  if (scheduled(f)) {
    rowBeside(c, 'Status', 'Agendado', st);
    rowBeside(c, 'Data do pagamento', formatDay(f.scheduledFor!), st);
  }
  if (f.description) rowBeside(c, 'Descrição', f.description, st);
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 14;
    c.line(24, c.y, W - 24, c.y, k.divider);
    c.y += 30;
    c.text(24, c.y, title, { size: 18, bold: true, fill: k.text });
    c.y += 4;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      inst: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      type: 'Tipo de conta',
    }))
      rowBeside(c, l, v, st);
  };
  section('Destino', f.recipient);
  section('Origem', f.payer);
  c.y += 14;
  c.line(24, c.y, W - 24, c.y, k.divider);
  c.y += 26;
  c.text(24, c.y, 'ID da transação:', { size: 14.5, fill: k.muted });
  c.y += 22;
  c.text(24, c.y, f.endToEndId, { size: 14, fill: k.text });
  c.y += 34;
  lines(c, 'Nu Pagamentos S.A. - Instituição de Pagamento', 24, W - 48, { size: 12.5, fill: k.muted });
  lines(c, 'CNPJ 18.236.120/0001-58', 24, W - 48, { size: 12.5, fill: k.muted });
  lines(c, 'Ouvidoria: 0800 887 0463 (atendimento em dias úteis, das 8h às 18h)', 24, W - 48, {
    size: 12.5,
    fill: k.muted,
  });
  bottomButton(c, s, 'Compartilhar comprovante', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- itaú: orange bar, labels above, lowercase headings
const itau: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  c.rect(0, 0, W, 84, k.accent);
  statusBar(c, f.clock, f.battery, '#ffffff', false);
  icon(c, 'back', 26, 56, '#ffffff');
  c.text(56, 62, 'comprovante', { size: 18, bold: true, fill: '#ffffff' });
  icon(c, 'share-android', W - 28, 56, '#ffffff');
  c.y = 112;
  c.rect(20, c.y, 46, 46, k.accent, 10);
  c.text(43, c.y + 29, 'itaú', { size: 15, bold: true, fill: '#ffffff', anchor: 'middle' });
  c.text(80, c.y + 20, scheduled(f) ? 'Pix agendado' : 'Pix enviado', { size: 19, bold: true, fill: k.text });
  c.text(80, c.y + 40, scheduled(f) ? 'aguardando a data do pagamento' : 'transferência realizada com sucesso', {
    size: 13,
    fill: k.muted,
  });
  c.y += 94;
  c.text(20, c.y - 30, 'valor', { size: 13, fill: k.muted });
  amount(c, 20, brlAmount(f), 'plain', { size: 30, fill: k.text });
  c.y += 26;
  c.text(20, c.y, `${scheduled(f) ? 'agendado em' : 'realizado em'} ${when(f, s)}`, { size: 13.5, fill: k.muted });
  c.y += 16;
  const ab = { x: 20, width: W - 40, labelSize: 12.5, valueSize: 15, labelFill: k.muted, valueFill: k.text, gap: 11 };
  if (scheduled(f)) rowAbove(c, 'data do pagamento', formatDay(f.scheduledFor!), { ...ab, valueBold: true });
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 10;
    c.rect(0, c.y, W, 8, k.surface);
    c.y += 34;
    c.text(20, c.y, title, { size: 17, bold: true, fill: k.accent });
    c.y += 6;
    for (const [l, v] of partyRows(p, {
      name: 'nome',
      doc: (kind) => kind.toLowerCase(),
      key: 'chave Pix',
      inst: 'instituição',
      agencyAccount: 'agência / conta',
    }))
      rowAbove(c, l, v, ab);
  };
  section('dados do recebedor', f.recipient);
  section('dados do pagador', f.payer);
  c.y += 10;
  c.rect(0, c.y, W, 8, k.surface);
  c.y += 20;
  if (f.description) rowAbove(c, 'mensagem', f.description, ab);
  rowAbove(c, 'ID da transação', f.endToEndId, ab);
  rowAbove(c, 'autenticação', f.authentication, ab);
  c.y += 6;
  lines(c, 'dúvidas, sugestões e reclamações: 0800 728 0728', 20, W - 40, { size: 12, fill: k.muted });
};

// ---------------------------------------------------------------- bradesco: red header, "Valor: R$", payer first
const bradesco: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  c.rect(0, 0, W, 100, k.accent);
  statusBar(c, f.clock, f.battery, '#ffffff', true);
  c.text(W / 2, 80, 'Comprovante', { size: 18, bold: true, fill: '#ffffff', anchor: 'middle' });
  icon(c, 'close', W - 26, 74, '#ffffff', 0.9);
  c.y = 126;
  c.circle(38, c.y + 14, 16, k.accent);
  c.path(`M 27 ${c.y + 12} Q 38 ${c.y + 2} 49 ${c.y + 12}`, '#ffffff', 2.4);
  c.rect(33, c.y + 15, 10, 9, '#ffffff', 2);
  c.text(62, c.y + 20, 'Bradesco', { size: 20, bold: true, fill: k.accent });
  c.y += 54;
  c.text(20, c.y, scheduled(f) ? 'Transferência Pix agendada' : 'Transferência Pix efetuada', {
    size: 17,
    bold: true,
    fill: k.text,
  });
  c.y += 10;
  const st = { lx: 20, rx: W - 20, size: 14, labelFill: k.muted, valueFill: k.text, lineHeight: 1.5, gap: 4 };
  rowBeside(c, 'Valor:', `R$ ${brlOf(f)}`, { ...st, valueBold: true });
  rowBeside(c, 'Data e hora:', when(f, s), st);
  if (scheduled(f)) {
    rowBeside(c, 'Situação:', 'Agendado', st);
    rowBeside(c, 'Data agendada:', formatDay(f.scheduledFor!), st);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 12;
    c.rect(0, c.y, W, 34, k.surface);
    c.text(20, c.y + 22, title, { size: 14.5, bold: true, fill: k.accent });
    c.y += 40;
    for (const [l, v] of partyRows(p, {
      name: 'Nome:',
      doc: docColon,
      key: 'Chave:',
      inst: 'Instituição:',
      agency: 'Agência:',
      account: 'Conta:',
    }))
      rowBeside(c, l, v, st);
  };
  section('Dados de quem pagou', f.payer);
  section('Dados de quem recebeu', f.recipient);
  c.y += 12;
  c.rect(0, c.y, W, 34, k.surface);
  c.text(20, c.y + 22, 'Dados da transação', { size: 14.5, bold: true, fill: k.accent });
  c.y += 40;
  if (f.description) rowBeside(c, 'Descrição:', f.description, st);
  rowBeside(c, 'ID da transação:', f.endToEndId, st);
  rowBeside(c, 'Número de controle:', f.authentication, st);
  c.y += 10;
  lines(c, 'SAC - Alô Bradesco 0800 704 8383 · Ouvidoria 0800 727 9933', 20, W - 40, { size: 11.5, fill: k.muted });
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- caixa: monospace "segunda via", label: value lines
const caixa: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  c.rect(0, 0, W, 80, k.accent);
  statusBar(c, f.clock, f.battery, '#ffffff', false);
  icon(c, 'back', 24, 54, '#ffffff');
  c.text(50, 60, 'Comprovante', { size: 17, bold: true, fill: '#ffffff', face: 'sans' });
  icon(c, 'share-android', W - 26, 54, '#ffffff');
  c.y = 100;
  c.rect(12, c.y, W - 24, 10, k.surface);
  const top = c.y;
  const slot = c.slot();
  c.y += 36;
  c.text(W / 2 - 30, c.y, 'CAIXA', { size: 24, bold: true, fill: k.accent, anchor: 'middle', face: 'sans' });
  c.rect(W / 2 + 18, c.y - 18, 8, 18, '#F39200', 1);
  c.rect(W / 2 + 30, c.y - 18, 8, 18, '#F39200', 1);
  const x = 26;
  const width = W - 52;
  const size = 11;
  const ln = (t: string, bold = false, anchor: 'start' | 'middle' = 'start') =>
    lines(c, t, anchor === 'middle' ? W / 2 : x, width, { size, fill: k.text, bold, lh: 1.6, anchor });
  c.y += 12;
  ln(scheduled(f) ? 'Comprovante de agendamento Pix' : 'Comprovante de Pix', true, 'middle');
  c.y += 10;
  dashed(c, x, W - x, k.muted);
  c.y += 4;
  ln(`Data/hora: ${when(f, s)}`);
  ln(`Valor: R$ ${brlOf(f)}`, true);
  if (scheduled(f)) {
    ln('Situação: Agendado');
    ln(`Data de efetivação: ${formatDay(f.scheduledFor!)}`);
  }
  ln('Tipo: Pix - transferência');
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 10;
    dashed(c, x, W - x, k.muted);
    c.y += 4;
    ln(title, true);
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave',
      inst: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
    }))
      ln(`${l}: ${v}`);
  };
  section('Dados do recebedor', f.recipient);
  section('Dados do pagador', f.payer);
  c.y += 10;
  dashed(c, x, W - x, k.muted);
  c.y += 4;
  if (f.description) ln(`Mensagem: ${f.description}`);
  ln('ID da transação:');
  ln(f.endToEndId);
  ln(`Código da operação: ${f.authentication.slice(0, 8)}`);
  ln(`Chave de segurança: ${f.authentication.slice(8)}`);
  c.y += 18;
  c.fill(slot, `<rect x="12" y="${top}" width="${W - 24}" height="${c.y - top}" fill="${k.surface}" rx="4"/>`);
  c.y += 18;
  lines(c, 'SAC CAIXA: 0800 726 0101', x, width, { size: 10.5, fill: k.muted });
  lines(c, 'Ouvidoria: 0800 725 7474', x, width, { size: 10.5, fill: k.muted });
};

// ---------------------------------------------------------------- santander: white, red accents, Para / De
const santander: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, false);
  icon(c, 'back', 24, c.y + 26, k.accent);
  c.text(W / 2, c.y + 32, 'Comprovante', { size: 18, bold: true, fill: k.text, anchor: 'middle' });
  icon(c, 'share-android', W - 26, c.y + 26, k.accent);
  c.y += 70;
  c.circle(36, c.y, 14, k.accent);
  c.path(
    `M 31 ${c.y + 7} Q 29 ${c.y - 2} 36 ${c.y - 9} Q 36 ${c.y - 1} 41 ${c.y + 2} Q 42 ${c.y + 7} 36 ${c.y + 9}`,
    '#ffffff',
    2.2,
  );
  c.text(58, c.y + 7, 'Santander', { size: 21, bold: true, fill: k.accent });
  c.y += 34;
  lines(c, scheduled(f) ? 'Transferência Pix agendada' : 'Transferência Pix realizada', 22, W - 44, {
    size: 16,
    fill: k.muted,
  });
  c.y += 46;
  amount(c, 22, brlAmount(f), 'small-rs', { size: 40, fill: k.text });
  c.y += 6;
  lines(c, when(f, s), 22, W - 44, { size: 14, fill: k.muted });
  c.y += 10;
  const st = {
    lx: 22,
    rx: W - 22,
    size: 14.5,
    labelFill: k.muted,
    valueFill: k.text,
    valueBold: true,
    lineHeight: 1.5,
    gap: 8,
  };
  if (scheduled(f)) {
    rowBeside(c, 'Status', 'Agendado', st);
    rowBeside(c, 'Pagamento em', formatDay(f.scheduledFor!), st);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 14;
    c.line(22, c.y, W - 22, c.y, k.divider);
    c.y += 30;
    c.text(22, c.y, title, { size: 19, bold: true, fill: k.accent });
    c.y += 6;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave',
      inst: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
    }))
      rowBeside(c, l, v, st);
  };
  section('Para', f.recipient);
  section('De', f.payer);
  c.y += 14;
  c.line(22, c.y, W - 22, c.y, k.divider);
  c.y += 8;
  if (f.description) rowBeside(c, 'Mensagem', f.description, st);
  rowBeside(c, 'ID da transação', f.endToEndId, { ...st, valueBold: false });
  rowBeside(c, 'Código de autenticação', f.authentication, { ...st, valueBold: false });
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- inter: dark, orange, cards with labels above
const inter: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'back', 26, c.y + 22, k.accent);
  c.text(W / 2, c.y + 28, 'Comprovante', { size: 17, bold: true, fill: k.text, anchor: 'middle' });
  icon(c, 'share-ios', W - 28, c.y + 22, k.accent);
  c.y += 82;
  if (scheduled(f)) clockIcon(c, W / 2, c.y, 24, k.accent, '#ffffff');
  else check(c, W / 2, c.y, 24, k.accent, '#ffffff');
  c.y += 56;
  c.text(W / 2, c.y, scheduled(f) ? 'Pix agendado' : 'Pix enviado', { size: 17, fill: k.muted, anchor: 'middle' });
  c.y += 50;
  amount(c, W / 2, brlAmount(f), 'raised-cents', { size: 42, fill: k.text, anchor: 'middle' });
  c.y += 30;
  c.text(W / 2, c.y, when(f, s), { size: 14, fill: k.muted, anchor: 'middle' });
  c.y += 20;
  const ab = { x: 36, width: W - 72, labelSize: 12.5, valueSize: 15, labelFill: k.muted, valueFill: k.text, gap: 12 };
  const card = (title: string, fill: () => void) => {
    c.y += 14;
    const top = c.y;
    const slot = c.slot();
    c.y += 30;
    c.text(36, c.y, title, { size: 16, bold: true, fill: k.accent });
    c.y += 8;
    fill();
    c.fill(slot, `<rect x="20" y="${top}" width="${W - 40}" height="${c.y - top + 4}" rx="14" fill="${k.surface}"/>`);
    c.y += 4;
  };
  const party = (p: ReceiptFacts['payer']) => () => {
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave Pix',
      inst: 'Instituição',
      agencyAccount: 'Agência e conta',
    }))
      rowAbove(c, l, v, ab);
  };
  card('Quem recebeu', party(f.recipient));
  card('Quem pagou', party(f.payer));
  card('Sobre a transação', () => {
    if (scheduled(f)) rowAbove(c, 'Agendado para', formatDay(f.scheduledFor!), ab);
    if (f.description) rowAbove(c, 'Mensagem', f.description, ab);
    rowAbove(c, 'ID da transação', f.endToEndId, ab);
    rowAbove(c, 'Autenticação', f.authentication, ab);
  });
  c.y += 10;
  lines(c, 'Banco Inter S.A. · SAC 0800 940 9999', W / 2, W - 40, { size: 12, fill: k.muted, anchor: 'middle' });
};

// ---------------------------------------------------------------- picpay: dark, "Você pagou", value-only parties
const picpay: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, false);
  icon(c, 'close', 26, c.y + 26, k.text);
  c.text(52, c.y + 32, 'Comprovante', { size: 18, bold: true, fill: k.text });
  icon(c, 'dots', W - 22, c.y + 26, k.text);
  c.y += 70;
  c.rect(20, c.y, 72, 26, k.accent, 13);
  c.text(56, c.y + 18, 'PicPay', { size: 14, bold: true, fill: '#0b0b0b', anchor: 'middle' });
  c.y += 60;
  c.text(20, c.y, scheduled(f) ? 'Você agendou' : 'Você pagou', { size: 17, fill: k.muted });
  c.y += 48;
  amount(c, 20, brlAmount(f), 'small-rs', { size: 40, fill: k.accent });
  c.y += 10;
  const p = f.recipient;
  if (p.shownName !== null)
    lines(c, `para ${p.shownName}`, 20, W - 40, { size: 16, bold: true, fill: k.text, lh: 1.4 });
  c.y += 6;
  lines(c, when(f, s), 20, W - 40, { size: 14, fill: k.muted });
  const st = { lx: 20, rx: W - 20, size: 14, labelFill: k.muted, valueFill: k.text, lineHeight: 1.5, gap: 6 };
  c.y += 14;
  c.line(20, c.y, W - 20, c.y, k.divider);
  c.y += 4;
  if (scheduled(f)) {
    rowBeside(c, 'Status', 'Agendado', st);
    rowBeside(c, 'Data do pagamento', formatDay(f.scheduledFor!), st);
  }
  rowBeside(c, 'Forma de pagamento', 'Saldo PicPay', st);
  if (f.description) rowBeside(c, 'Mensagem', f.description, st);
  const valueOnly = (title: string, q: ReceiptFacts['payer'], withName: boolean) => {
    c.y += 12;
    c.line(20, c.y, W - 20, c.y, k.divider);
    c.y += 28;
    c.text(20, c.y, title, { size: 15, bold: true, fill: k.text });
    c.y += 2;
    if (withName && q.shownName !== null) lines(c, q.shownName, 20, W - 40, { size: 14, fill: k.text, lh: 1.55 });
    if (q.shownDocument !== null)
      lines(c, `${q.kind} ${q.shownDocument}`, 20, W - 40, { size: 14, fill: k.muted, lh: 1.55 });
    if (q.shownKey !== undefined) lines(c, `Chave: ${q.shownKey}`, 20, W - 40, { size: 14, fill: k.muted, lh: 1.55 });
    lines(c, q.institution, 20, W - 40, { size: 14, fill: k.muted, lh: 1.55 });
    lines(c, `Ag ${q.agency} · Conta ${q.account}`, 20, W - 40, { size: 14, fill: k.muted, lh: 1.55 });
  };
  valueOnly('Quem recebeu', f.recipient, true);
  valueOnly('Quem pagou', f.payer, true);
  c.y += 12;
  c.line(20, c.y, W - 20, c.y, k.divider);
  c.y += 6;
  rowAbove(c, 'ID da transação', f.endToEndId, {
    x: 20,
    width: W - 40,
    labelSize: 12.5,
    valueSize: 13.5,
    labelFill: k.muted,
    valueFill: k.text,
  });
  bottomButton(c, s, 'Compartilhar comprovante', k.accent, '#0b0b0b');
};

// ---------------------------------------------------------------- sicoob: monospace, dotted leaders, payer first
const sicoob: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  c.rect(0, 0, W, 96, k.accent);
  statusBar(c, f.clock, f.battery, '#ffffff', true);
  icon(c, 'back', 26, 74, '#ffffff');
  c.text(W / 2, 80, 'Comprovante', { size: 17, bold: true, fill: '#ffffff', anchor: 'middle', face: 'sans' });
  icon(c, 'download', W - 28, 74, '#ffffff');
  c.y = 132;
  c.circle(W / 2 - 62, c.y - 8, 13, '#7DB61C');
  c.circle(W / 2 - 62, c.y - 8, 6, '#ffffff');
  c.text(W / 2 - 40, c.y, 'SICOOB', { size: 22, bold: true, fill: k.accent, face: 'sans' });
  const x = 22;
  const size = 12.5;
  const dots = (label: string, value: string, bold = false) => {
    const cw = measure('.', 'mono', size);
    const room = W - 2 * x;
    const lw = measure(label, 'mono', size);
    const vw = measure(value, 'mono', size, bold);
    c.y += size * 1.65;
    if (lw + vw + cw * 3 <= room) {
      const n = Math.floor((room - lw - vw) / cw) - 1;
      c.text(x, c.y, `${label}${'.'.repeat(n)}`, { size, fill: k.muted });
      c.text(W - x, c.y, value, { size, fill: k.text, bold, anchor: 'end' });
    } else {
      c.text(x, c.y, label, { size, fill: k.muted });
      lines(c, value, W - x, room, { size, fill: k.text, bold, anchor: 'end', lh: 1.65 });
    }
  };
  c.y += 18;
  lines(c, scheduled(f) ? 'COMPROVANTE DE AGENDAMENTO PIX' : 'COMPROVANTE DE TRANSFERÊNCIA PIX', W / 2, W - 2 * x, {
    size: 13,
    bold: true,
    fill: k.text,
    anchor: 'middle',
  });
  c.y += 10;
  dashed(c, x, W - x, k.muted, '2 3');
  dots('Data', when(f, s));
  dots('Valor', `R$ ${brlOf(f)}`, true);
  if (scheduled(f)) {
    dots('Situação', 'AGENDADO');
    dots('Data agendada', formatDay(f.scheduledFor!));
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 12;
    dashed(c, x, W - x, k.muted, '2 3');
    c.y += 4;
    lines(c, title, x, W - 2 * x, { size, bold: true, fill: k.text, lh: 1.65 });
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave Pix',
      inst: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      type: 'Tipo de conta',
    }))
      dots(l, v);
  };
  section('PAGADOR', f.payer);
  section('RECEBEDOR', f.recipient);
  c.y += 12;
  dashed(c, x, W - x, k.muted, '2 3');
  if (f.description) dots('Descrição', f.description);
  c.y += 4;
  lines(c, 'ID da transação', x, W - 2 * x, { size, fill: k.muted, lh: 1.65 });
  lines(c, f.endToEndId, x, W - 2 * x, { size, fill: k.text, lh: 1.5 });
  lines(c, 'Autenticação', x, W - 2 * x, { size, fill: k.muted, lh: 1.65 });
  lines(c, f.authentication, x, W - 2 * x, { size, fill: k.text, lh: 1.5 });
  c.y += 14;
  dashed(c, x, W - x, k.muted, '2 3');
  lines(c, 'Ouvidoria Sicoob: 0800 725 0996', W / 2, W - 2 * x, { size: 11, fill: k.muted, anchor: 'middle', lh: 1.8 });
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- neon: centred amount, value-only parties
const neon: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'close', W - 28, c.y + 22, k.text);
  c.y += 64;
  c.circle(W / 2 - 34, c.y, 12, k.accent);
  c.circle(W / 2 - 34, c.y, 5, '#ffffff');
  c.text(W / 2 - 16, c.y + 8, 'neon', { size: 22, bold: true, fill: k.accent });
  c.y += 48;
  c.text(W / 2, c.y, scheduled(f) ? 'Transferência Pix agendada' : 'Transferência Pix', {
    size: 15,
    fill: k.muted,
    anchor: 'middle',
  });
  c.y += 52;
  amount(c, W / 2, brlAmount(f), 'raised-cents', { size: 44, fill: k.text, anchor: 'middle', rsFill: k.muted });
  c.y += 30;
  c.text(W / 2, c.y, when(f, s), { size: 14, fill: k.muted, anchor: 'middle' });
  if (scheduled(f)) {
    c.y += 34;
    const t = `Agendado para ${formatDay(f.scheduledFor!)}`;
    const w = measure(t, 'sans', 13.5, true);
    c.rect(W / 2 - w / 2 - 14, c.y - 19, w + 28, 28, '#E6F6FD', 14);
    c.text(W / 2, c.y, t, { size: 13.5, bold: true, fill: k.accent, anchor: 'middle' });
  }
  c.y += 22;
  const party = (title: string, q: ReceiptFacts['payer']) => {
    c.y += 12;
    c.line(24, c.y, W - 24, c.y, k.divider);
    c.y += 30;
    c.text(24, c.y, title, { size: 13, bold: true, fill: k.accent });
    c.y += 2;
    if (q.shownName !== null) lines(c, q.shownName, 24, W - 48, { size: 17, bold: true, fill: k.text, lh: 1.5 });
    if (q.shownDocument !== null)
      lines(c, `${q.kind} ${q.shownDocument}`, 24, W - 48, { size: 14, fill: k.muted, lh: 1.6 });
    if (q.shownKey !== undefined)
      lines(c, `Chave Pix: ${q.shownKey}`, 24, W - 48, { size: 14, fill: k.muted, lh: 1.6 });
    lines(c, `${q.institution} · Ag ${q.agency} · Cc ${q.account}`, 24, W - 48, { size: 14, fill: k.muted, lh: 1.6 });
  };
  party('Para', f.recipient);
  party('De', f.payer);
  c.y += 12;
  c.line(24, c.y, W - 24, c.y, k.divider);
  c.y += 4;
  const ab = { x: 24, width: W - 48, labelSize: 13, valueSize: 14.5, labelFill: k.muted, valueFill: k.text, gap: 10 };
  if (f.description) rowAbove(c, 'Descrição', f.description, ab);
  rowAbove(c, 'ID da transação', f.endToEndId, ab);
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- stone: dark green, card with rows, payer first
const stone: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, false);
  icon(c, 'back', 24, c.y + 26, k.text);
  c.text(50, c.y + 32, 'Comprovante de Pix', { size: 17, bold: true, fill: k.text });
  c.y += 66;
  c.text(20, c.y + 20, 'stone', { size: 24, bold: true, fill: k.accent });
  c.y += 60;
  if (scheduled(f)) clockIcon(c, 38, c.y - 8, 18, k.accent, k.bg);
  else check(c, 38, c.y - 8, 18, k.accent, k.bg);
  c.text(66, c.y - 2, scheduled(f) ? 'Pix agendado' : 'Pix enviado com sucesso', {
    size: 16,
    bold: true,
    fill: k.text,
  });
  c.y += 54;
  amount(c, 20, brlAmount(f), 'plain', { size: 34, fill: k.text });
  c.y += 26;
  c.text(20, c.y, when(f, s), { size: 14, fill: k.muted });
  c.y += 8;
  const st = {
    lx: 34,
    rx: W - 34,
    size: 13.5,
    labelFill: k.muted,
    valueFill: k.text,
    lineHeight: 1.5,
    gap: 6,
  };
  const card = (title: string, rows: [string, string][]) => {
    c.y += 16;
    const top = c.y;
    const slot = c.slot();
    c.y += 28;
    c.text(34, c.y, title, { size: 15, bold: true, fill: k.accent });
    c.y += 4;
    for (const [l, v] of rows) rowBeside(c, l, v, st);
    c.y += 8;
    c.fill(slot, `<rect x="18" y="${top}" width="${W - 36}" height="${c.y - top}" rx="12" fill="${k.surface}"/>`);
  };
  const L = { name: 'Nome', doc: docLabel, key: 'Chave Pix', inst: 'Instituição', agency: 'Agência', account: 'Conta' };
  card('Quem pagou', partyRows(f.payer, L));
  card('Quem recebeu', partyRows(f.recipient, L));
  const tx: [string, string][] = [];
  if (scheduled(f)) tx.push(['Status', 'Agendado'], ['Data do pagamento', formatDay(f.scheduledFor!)]);
  if (f.description) tx.push(['Descrição', f.description]);
  tx.push(['ID da transação', f.endToEndId]);
  card('Transação', tx);
  bottomButton(c, s, 'Compartilhar comprovante', k.accent, k.bg);
};

// ---------------------------------------------------------------- cora: big left title, labels above, pink
const cora: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'close', W - 30, c.y + 22, k.text);
  c.rect(24, c.y + 8, 30, 30, k.accent, 15);
  c.text(39, c.y + 29, 'c', { size: 20, bold: true, fill: '#ffffff', anchor: 'middle' });
  c.text(62, c.y + 29, 'cora', { size: 20, bold: true, fill: k.text });
  c.y += 96;
  c.text(24, c.y, 'Comprovante', { size: 30, bold: true, fill: k.text });
  c.y += 28;
  c.text(24, c.y, scheduled(f) ? 'Pix agendado' : 'Pix realizado', { size: 16, fill: k.accent, bold: true });
  c.y += 58;
  amount(c, 24, brlAmount(f), 'small-rs', { size: 40, fill: k.text });
  c.y += 28;
  lines(c, when(f, s), 24, W - 48, { size: 14.5, fill: k.muted });
  c.y += 12;
  const half = (W - 48) / 2;
  const ab = { x: 24, width: W - 48, labelSize: 13, valueSize: 16, labelFill: k.muted, valueFill: k.text, gap: 14 };
  if (scheduled(f)) rowAbove(c, 'Data do pagamento', formatDay(f.scheduledFor!), { ...ab, valueBold: true });
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 10;
    c.line(24, c.y, W - 24, c.y, k.divider);
    c.y += 34;
    c.text(24, c.y, title, { size: 20, bold: true, fill: k.text });
    c.y += 8;
    for (const [l, v] of partyRows(p, { name: 'Nome', doc: docLabel, key: 'Chave Pix', inst: 'Instituição' }))
      rowAbove(c, l, v, ab);
    const y0 = c.y;
    rowAbove(c, 'Agência', p.agency, { ...ab, width: half - 10 });
    c.y = y0;
    rowAbove(c, 'Conta', p.account, { ...ab, x: 24 + half, width: half });
  };
  section('Para', f.recipient);
  section('De', f.payer);
  c.y += 10;
  c.line(24, c.y, W - 24, c.y, k.divider);
  c.y += 14;
  if (f.description) rowAbove(c, 'Mensagem', f.description, ab);
  rowAbove(c, 'ID da transação', f.endToEndId, { ...ab, valueSize: 15 });
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

// ---------------------------------------------------------------- pan: dark navy, cyan amount, Origem first
const pan: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, false);
  icon(c, 'back', 24, c.y + 26, k.text);
  c.text(52, c.y + 32, 'Comprovante Pix', { size: 18, bold: true, fill: k.text });
  icon(c, 'download', W - 28, c.y + 26, k.accent);
  c.y += 98;
  c.rect(20, c.y - 22, 58, 30, k.accent, 6);
  c.text(49, c.y - 1, 'pan', { size: 19, bold: true, fill: k.bg, anchor: 'middle' });
  c.y += 52;
  c.text(20, c.y, scheduled(f) ? 'Valor agendado' : 'Valor enviado', { size: 14, fill: k.muted });
  c.y += 44;
  amount(c, 20, brlAmount(f), 'plain', { size: 36, fill: k.accent });
  c.y += 28;
  c.text(20, c.y, when(f, s), { size: 14, fill: k.muted });
  c.y += 10;
  const st = { lx: 20, rx: W - 20, size: 14, labelFill: k.muted, valueFill: k.text, lineHeight: 1.5, gap: 7 };
  if (scheduled(f)) {
    rowBeside(c, 'Situação', 'Agendado', { ...st, valueBold: true });
    rowBeside(c, 'Data programada', formatDay(f.scheduledFor!), st);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 16;
    c.rect(20, c.y, 4, 20, k.accent, 2);
    c.text(32, c.y + 16, title, { size: 17, bold: true, fill: k.text });
    c.y += 26;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave',
      inst: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      type: 'Tipo de conta',
    }))
      rowBeside(c, l, v, st);
  };
  section('Origem', f.payer);
  section('Destino', f.recipient);
  c.y += 16;
  c.line(20, c.y, W - 20, c.y, k.divider);
  c.y += 6;
  if (f.description) rowBeside(c, 'Descrição', f.description, st);
  rowBeside(c, 'Autenticação', f.authentication, st);
  c.y += 6;
  c.text(20, c.y + 14, 'ID da transação', { size: 14, fill: k.muted });
  c.y += 36;
  c.text(20, c.y, f.endToEndId, { size: 14, fill: k.text });
  bottomButton(c, s, 'Compartilhar', k.accent, k.bg);
};

// ---------------------------------------------------------------- efí: white, tag chip, raised cents, labels above
const efi: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, false);
  icon(c, 'back', 22, c.y + 24, k.text);
  icon(c, 'share-android', W - 26, c.y + 24, k.text);
  c.y += 58;
  c.rect(20, c.y, 34, 34, k.accent, 9);
  c.text(37, c.y + 23, 'e', { size: 20, bold: true, fill: '#ffffff', anchor: 'middle' });
  c.text(62, c.y + 24, 'Efí Bank', { size: 19, bold: true, fill: '#1D2F4D' });
  c.y += 64;
  lines(c, 'Comprovante de transferência Pix', 20, W - 40, { size: 19, bold: true, fill: k.text });
  c.y += 14;
  const tag = scheduled(f) ? 'Agendado' : 'Pagamento realizado';
  const tw = measure(tag, 'sans', 12.5, true);
  c.rect(20, c.y, tw + 20, 24, scheduled(f) ? '#FFF1E0' : '#E2F5E8', 12);
  c.text(30, c.y + 16.5, tag, { size: 12.5, bold: true, fill: scheduled(f) ? '#B85C00' : '#1E7B3A' });
  c.y += 78;
  amount(c, 20, brlAmount(f), 'raised-cents', { size: 38, fill: k.text });
  c.y += 8;
  const ab = { x: 20, width: W - 40, labelSize: 12, valueSize: 14.5, labelFill: k.muted, valueFill: k.text, gap: 10 };
  c.y += 8;
  rowAbove(c, scheduled(f) ? 'Agendado em' : 'Data e hora', when(f, s), ab);
  if (scheduled(f)) rowAbove(c, 'Data do pagamento', formatDay(f.scheduledFor!), { ...ab, valueBold: true });
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 6;
    c.rect(20, c.y, W - 40, 30, k.surface, 6);
    c.text(30, c.y + 20, title, { size: 13.5, bold: true, fill: '#1D2F4D' });
    c.y += 40;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave Pix',
      inst: 'Instituição',
      agencyAccount: 'Agência / Conta',
    }))
      rowAbove(c, l, v, ab);
  };
  section('Dados do recebedor', f.recipient);
  section('Dados do pagador', f.payer);
  c.y += 6;
  if (f.description) rowAbove(c, 'Descrição', f.description, ab);
  rowAbove(c, 'ID da transação (E2E)', f.endToEndId, ab);
  lines(c, 'Efí S.A. - Instituição de Pagamento · Ouvidoria 0800 940 0361', 20, W - 40, { size: 11, fill: k.muted });
};

// ---------------------------------------------------------------- infinitepay: black, neon green, thin dividers
const infinitepay: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'close', 28, c.y + 22, k.text);
  icon(c, 'share-ios', W - 30, c.y + 22, k.text);
  c.y += 62;
  c.rect(W / 2 - 17, c.y, 34, 34, k.accent, 17);
  c.text(W / 2, c.y + 24, 'i', { size: 22, bold: true, fill: k.bg, anchor: 'middle' });
  c.y += 72;
  c.circle(
    W / 2 - measure(scheduled(f) ? 'Pix agendado' : 'Pix enviado', 'sans', 15, true) / 2 - 12,
    c.y - 5,
    4,
    k.accent,
  );
  c.text(W / 2, c.y, scheduled(f) ? 'Pix agendado' : 'Pix enviado', {
    size: 15,
    bold: true,
    fill: k.accent,
    anchor: 'middle',
  });
  c.y += 56;
  amount(c, W / 2, brlAmount(f), 'small-rs', { size: 46, fill: k.text, anchor: 'middle', rsFill: k.muted });
  c.y += 30;
  c.text(W / 2, c.y, when(f, s), { size: 14, fill: k.muted, anchor: 'middle' });
  c.y += 24;
  const st = {
    lx: 24,
    rx: W - 24,
    size: 14.5,
    labelFill: k.muted,
    valueFill: k.text,
    lineHeight: 1.5,
    gap: 14,
    divider: k.divider,
  };
  if (scheduled(f)) {
    rowBeside(c, 'Status', 'Agendado', st);
    rowBeside(c, 'Data do pagamento', formatDay(f.scheduledFor!), st);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 26;
    c.text(24, c.y, title.toUpperCase(), { size: 12.5, bold: true, fill: k.accent });
    c.y += 8;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave Pix',
      inst: 'Banco',
      agency: 'Agência',
      account: 'Conta',
    }))
      rowBeside(c, l, v, st);
  };
  section('Destino', f.recipient);
  section('Origem', f.payer);
  c.y += 22;
  c.text(24, c.y, 'DETALHES', { size: 12.5, bold: true, fill: k.accent });
  c.y += 2;
  if (f.description) rowBeside(c, 'Mensagem', f.description, st);
  rowBeside(c, 'ID da transação', f.endToEndId, st);
  rowBeside(c, 'Código de autenticação', f.authentication, st);
  bottomButton(c, s, 'Compartilhar', k.accent, k.bg);
};

// ---------------------------------------------------------------- unicred: monospace, labels above values
const unicred: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  c.rect(0, 0, W, 82, k.accent);
  statusBar(c, f.clock, f.battery, '#ffffff', false);
  icon(c, 'back', 24, 56, '#ffffff');
  c.text(50, 62, 'Comprovante', { size: 17, bold: true, fill: '#ffffff', face: 'sans' });
  icon(c, 'share-android', W - 26, 56, '#ffffff');
  c.y = 128;
  c.text(W / 2, c.y, 'UNICRED', { size: 22, bold: true, fill: k.accent, anchor: 'middle', face: 'sans' });
  c.y += 8;
  const x = 24;
  const width = W - 48;
  lines(c, scheduled(f) ? 'AGENDAMENTO PIX - 2ª VIA' : 'COMPROVANTE PIX - 2ª VIA', W / 2, width, {
    size: 12,
    bold: true,
    fill: k.text,
    anchor: 'middle',
    lh: 1.9,
  });
  c.y += 12;
  c.line(x, c.y, W - x, c.y, k.text, 1);
  const ab = {
    x,
    width,
    labelSize: 10.5,
    valueSize: 12,
    labelFill: k.muted,
    valueFill: k.text,
    gap: 9,
    upperLabel: true,
  };
  c.y += 8;
  rowAbove(c, 'Data da transação', when(f, s), ab);
  rowAbove(c, 'Valor', `R$ ${brlOf(f)}`, { ...ab, valueBold: true });
  if (scheduled(f)) {
    rowAbove(c, 'Situação', 'Agendado', ab);
    rowAbove(c, 'Data de débito', formatDay(f.scheduledFor!), ab);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 4;
    c.line(x, c.y, W - x, c.y, k.muted, 0.8, '1 2');
    c.y += 4;
    lines(c, title, x, width, { size: 12, bold: true, fill: k.accent, lh: 1.7 });
    c.y += 8;
    for (const [l, v] of partyRows(p, {
      name: 'Nome',
      doc: docLabel,
      key: 'Chave Pix',
      inst: 'Instituição',
      agencyAccount: 'Agência / Conta',
    }))
      rowAbove(c, l, v, ab);
  };
  section('DADOS DO PAGADOR', f.payer);
  section('DADOS DO RECEBEDOR', f.recipient);
  c.y += 4;
  c.line(x, c.y, W - x, c.y, k.muted, 0.8, '1 2');
  c.y += 8;
  if (f.description) rowAbove(c, 'Descrição', f.description, ab);
  rowAbove(c, 'ID da transação', f.endToEndId, ab);
  rowAbove(c, 'Autenticação', f.authentication, ab);
  c.line(x, c.y, W - x, c.y, k.text, 1);
  lines(c, 'Ouvidoria Unicred 0800 940 0602', W / 2, width, { size: 10.5, fill: k.muted, anchor: 'middle', lh: 2 });
};

// ---------------------------------------------------------------- brb: monospace, label beside, blue rule lines
const brb: LayoutSpec['draw'] = (c, f, s) => {
  const k = s.colors;
  const W = c.width;
  statusBar(c, f.clock, f.battery, k.text, true);
  icon(c, 'back', 24, c.y + 22, k.accent);
  c.text(W / 2, c.y + 28, 'Comprovante', { size: 17, bold: true, fill: k.text, anchor: 'middle', face: 'sans' });
  icon(c, 'share-ios', W - 28, c.y + 22, k.accent);
  c.y += 60;
  c.rect(0, c.y, W, 56, k.accent);
  c.text(22, c.y + 37, 'BRB', { size: 26, bold: true, fill: '#ffffff', face: 'sans' });
  c.text(W - 22, c.y + 34, 'Banco de Brasília', { size: 13, fill: '#ffffff', anchor: 'end', face: 'sans' });
  c.y += 56;
  const size = 11.5;
  const st = { lx: 18, rx: W - 18, size, labelFill: k.muted, valueFill: k.text, lineHeight: 1.55, gap: 3 };
  c.y += 16;
  lines(c, scheduled(f) ? 'PIX AGENDADO' : 'PIX - TRANSFERÊNCIA EFETUADA', W / 2, W - 36, {
    size: 12.5,
    bold: true,
    fill: k.accent,
    anchor: 'middle',
  });
  c.y += 8;
  c.line(18, c.y, W - 18, c.y, k.accent, 1.2);
  c.y += 2;
  rowBeside(c, 'DATA:', when(f, s), st);
  rowBeside(c, 'VALOR:', `R$ ${brlOf(f)}`, { ...st, valueBold: true });
  if (scheduled(f)) {
    rowBeside(c, 'SITUAÇÃO:', 'AGENDADO', st);
    rowBeside(c, 'DATA AGENDADA:', formatDay(f.scheduledFor!), st);
  }
  const section = (title: string, p: ReceiptFacts['payer']) => {
    c.y += 10;
    c.line(18, c.y, W - 18, c.y, k.divider, 1);
    c.y += 4;
    lines(c, title, 18, W - 36, { size, bold: true, fill: k.accent, lh: 1.7 });
    for (const [l, v] of partyRows(p, {
      name: 'NOME:',
      doc: (kind) => `${kind}:`,
      key: 'CHAVE:',
      inst: 'INSTITUIÇÃO:',
      agency: 'AGÊNCIA:',
      account: 'CONTA:',
    }))
      rowBeside(c, l, v, st);
  };
  section('DESTINO', f.recipient);
  section('ORIGEM', f.payer);
  c.y += 10;
  c.line(18, c.y, W - 18, c.y, k.divider, 1);
  c.y += 4;
  if (f.description) rowBeside(c, 'MENSAGEM:', f.description, st);
  lines(c, 'ID DA TRANSAÇÃO:', 18, W - 36, { size, fill: k.muted, lh: 1.7 });
  lines(c, f.endToEndId, 18, W - 36, { size, fill: k.text, lh: 1.5 });
  lines(c, 'AUTENTICAÇÃO:', 18, W - 36, { size, fill: k.muted, lh: 1.7 });
  lines(c, f.authentication, 18, W - 36, { size, fill: k.text, lh: 1.5 });
  c.y += 12;
  c.line(18, c.y, W - 18, c.y, k.accent, 1.2);
  lines(c, 'SAC BRB 0800 648 6161 · Ouvidoria 0800 642 1105', W / 2, W - 36, {
    size: 10,
    fill: k.muted,
    anchor: 'middle',
    lh: 2,
  });
  bottomButton(c, s, 'Compartilhar', k.accent, '#ffffff');
};

function brlAmount(f: ReceiptFacts): string {
  return f.amount;
}

function brlOf(f: ReceiptFacts): string {
  const [int, cents] = f.amount.split('.') as [string, string];
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

const LIGHT = { bg: '#ffffff', text: '#1f1f24', muted: '#6b6b74', divider: '#e3e3e8', surface: '#f3f3f6' };

export const LAYOUTS: LayoutSpec[] = [
  {
    key: 'nubank',
    family: 'digital bank',
    theme: 'dark',
    face: 'sans',
    logical: 390,
    px: 1170,
    phoneHeight: 844,
    ios: true,
    quality: 86,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'title',
    truncate: { kind: 'ellipsis', n: 24, tail: '...' },
    labelStyle: 'beside',
    recipientFirst: true,
    dateStyle: 'upper-month',
    colors: {
      bg: '#000000',
      text: '#f4f4f6',
      muted: '#a3a3ad',
      accent: '#820AD1',
      divider: '#2c2c30',
      surface: '#1a1a1d',
    },
    draw: nubank,
  },
  {
    key: 'itau',
    family: 'big bank',
    theme: 'light',
    face: 'sans',
    logical: 360,
    px: 1080,
    phoneHeight: 800,
    ios: false,
    quality: 90,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'chars', n: 30 },
    labelStyle: 'above',
    recipientFirst: true,
    dateStyle: 'slash-as',
    colors: { ...LIGHT, accent: '#EC7000', surface: '#f1ede9' },
    draw: itau,
  },
  {
    key: 'bradesco',
    family: 'big bank',
    theme: 'light',
    face: 'sans',
    logical: 375,
    px: 750,
    phoneHeight: 812,
    ios: true,
    quality: 80,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'ellipsis', n: 28, tail: '...' },
    labelStyle: 'beside',
    recipientFirst: false,
    dateStyle: 'slash-dash-seconds',
    colors: { ...LIGHT, accent: '#CC092F', surface: '#f6eef0' },
    draw: bradesco,
  },
  {
    key: 'caixa',
    family: 'big bank',
    theme: 'light',
    face: 'mono',
    logical: 360,
    px: 720,
    phoneHeight: 800,
    ios: false,
    quality: 74,
    cpfMask: 'cpf-bullets',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'chars', n: 28 },
    labelStyle: 'mixed',
    recipientFirst: true,
    dateStyle: 'slash-dash-seconds',
    colors: {
      bg: '#eef1f5',
      text: '#222222',
      muted: '#666a70',
      accent: '#005CA9',
      divider: '#c9ced6',
      surface: '#ffffff',
    },
    draw: caixa,
  },
  {
    key: 'santander',
    family: 'big bank',
    theme: 'light',
    face: 'sans',
    logical: 412,
    px: 1080,
    phoneHeight: 915,
    ios: false,
    quality: 88,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-middle',
    nameCase: 'title',
    truncate: { kind: 'ellipsis', n: 26, tail: '...' },
    labelStyle: 'beside',
    recipientFirst: true,
    dateStyle: 'long',
    colors: { ...LIGHT, accent: '#EC0000' },
    draw: santander,
  },
  {
    key: 'inter',
    family: 'digital bank',
    theme: 'dark',
    face: 'sans',
    logical: 393,
    px: 1179,
    phoneHeight: 852,
    ios: true,
    quality: 84,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'ellipsis', n: 24, tail: '…' },
    labelStyle: 'above',
    recipientFirst: true,
    dateStyle: 'slash-as',
    colors: {
      bg: '#121212',
      text: '#f2f2f2',
      muted: '#9a9a9a',
      accent: '#FF7A00',
      divider: '#2a2a2a',
      surface: '#1f1f1f',
    },
    draw: inter,
  },
  {
    key: 'picpay',
    family: 'wallet',
    theme: 'dark',
    face: 'sans',
    logical: 360,
    px: 1080,
    phoneHeight: 800,
    ios: false,
    quality: 78,
    forwardTo: 720,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'title',
    truncate: { kind: 'first-last' },
    labelStyle: 'value-only',
    recipientFirst: true,
    dateStyle: 'long-no-weekday',
    colors: {
      bg: '#161618',
      text: '#f5f5f5',
      muted: '#a0a0a6',
      accent: '#21C25E',
      divider: '#2b2b30',
      surface: '#202024',
    },
    draw: picpay,
  },
  {
    key: 'sicoob',
    family: 'cooperative',
    theme: 'light',
    face: 'mono',
    logical: 430,
    px: 1290,
    phoneHeight: 932,
    ios: true,
    quality: 82,
    cpfMask: 'cpf-plain',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'chars', n: 25 },
    labelStyle: 'beside',
    recipientFirst: false,
    dateStyle: 'slash-seconds',
    colors: { ...LIGHT, accent: '#003641', text: '#1b1b1b' },
    draw: sicoob,
  },
  {
    key: 'neon',
    family: 'digital bank',
    theme: 'light',
    face: 'sans',
    logical: 414,
    px: 828,
    phoneHeight: 896,
    ios: true,
    quality: 76,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'title',
    truncate: { kind: 'first-last' },
    labelStyle: 'value-only',
    recipientFirst: true,
    dateStyle: 'month-comma',
    colors: { ...LIGHT, accent: '#0098DA' },
    draw: neon,
  },
  {
    key: 'stone',
    family: 'business account',
    theme: 'dark',
    face: 'sans',
    logical: 360,
    px: 1080,
    phoneHeight: 800,
    ios: false,
    quality: 88,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-head',
    nameCase: 'upper',
    truncate: { kind: 'ellipsis', n: 30, tail: '...' },
    labelStyle: 'beside',
    recipientFirst: false,
    dateStyle: 'slash-seconds',
    colors: {
      bg: '#0c1511',
      text: '#eef5f1',
      muted: '#93a69c',
      accent: '#00A868',
      divider: '#24332c',
      surface: '#15221c',
    },
    draw: stone,
  },
  {
    key: 'cora',
    family: 'business account',
    theme: 'light',
    face: 'sans',
    logical: 430,
    px: 1290,
    phoneHeight: 932,
    ios: true,
    quality: 92,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'title',
    truncate: { kind: 'chars', n: 34 },
    labelStyle: 'above',
    recipientFirst: true,
    dateStyle: 'long-no-weekday',
    colors: { ...LIGHT, accent: '#FE3E6D' },
    draw: cora,
  },
  {
    key: 'pan',
    family: 'digital bank',
    theme: 'dark',
    face: 'sans',
    logical: 400,
    px: 1200,
    phoneHeight: 889,
    ios: false,
    quality: 80,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'initials' },
    labelStyle: 'beside',
    recipientFirst: false,
    dateStyle: 'upper-month',
    colors: {
      bg: '#0a1633',
      text: '#eef2fa',
      muted: '#95a2c0',
      accent: '#00AEEF',
      divider: '#1f2d52',
      surface: '#13214a',
    },
    draw: pan,
  },
  {
    key: 'efi',
    family: 'payment institution',
    theme: 'light',
    face: 'sans',
    logical: 360,
    px: 900,
    phoneHeight: 800,
    ios: false,
    quality: 84,
    forwardTo: 810,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-middle',
    nameCase: 'upper',
    truncate: { kind: 'ellipsis', n: 32, tail: '…' },
    labelStyle: 'above',
    recipientFirst: true,
    dateStyle: 'short-year',
    colors: { ...LIGHT, accent: '#F37021', surface: '#eef1f6' },
    draw: efi,
  },
  {
    key: 'infinitepay',
    family: 'wallet',
    theme: 'dark',
    face: 'sans',
    logical: 428,
    px: 1284,
    phoneHeight: 926,
    ios: true,
    quality: 86,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper',
    truncate: { kind: 'chars', n: 28 },
    labelStyle: 'beside',
    recipientFirst: true,
    dateStyle: 'slash-dash-seconds',
    colors: {
      bg: '#000000',
      text: '#ffffff',
      muted: '#8e8e93',
      accent: '#2EE87A',
      divider: '#232326',
      surface: '#111113',
    },
    draw: infinitepay,
  },
  {
    key: 'unicred',
    family: 'cooperative',
    theme: 'light',
    face: 'mono',
    logical: 360,
    px: 1080,
    phoneHeight: 800,
    ios: false,
    quality: 72,
    cpfMask: 'cpf-stars',
    cnpjMask: 'cnpj-head',
    nameCase: 'upper-plain',
    truncate: { kind: 'ellipsis', n: 26, tail: '...' },
    labelStyle: 'above',
    recipientFirst: false,
    dateStyle: 'short-year',
    colors: { ...LIGHT, accent: '#00594F' },
    draw: unicred,
  },
  {
    key: 'brb',
    family: 'regional bank',
    theme: 'light',
    face: 'mono',
    logical: 375,
    px: 1125,
    phoneHeight: 812,
    ios: true,
    quality: 90,
    cpfMask: 'cpf-x',
    cnpjMask: 'cnpj-full',
    nameCase: 'upper-plain',
    truncate: { kind: 'first-last' },
    labelStyle: 'beside',
    recipientFirst: true,
    dateStyle: 'upper-month',
    colors: { ...LIGHT, accent: '#0058A3' },
    draw: brb,
  },
];
