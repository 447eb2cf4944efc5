/**
 * Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
 * held-out measure only, and never change it to suit a result.
 *
 * Sixteen bank apps' PIX receipt screens ("comprovante"), drawn as SVG from public knowledge of how they look, rendered
 * with sharp and then compressed the way a phone shares a screenshot: scaled to the phone's width and saved as JPEG.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export type Family = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';

/** Each font with the Debian package that installs it. */
export const RESERVE_FONTS = {
  'M PLUS 1': 'fonts-mplus',
  'Switzera ADF': 'fonts-adf-switzera',
  Comfortaa: 'fonts-comfortaa',
} as const;
export type ReserveFont = keyof typeof RESERVE_FONTS;

export function assertReserveLayoutFontsAvailable(): void {
  let listed: string;
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`fc-list failed (install the Debian package fontconfig): ${(error as Error).message}`);
  }
  const installed = new Set(listed.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())));
  const missing = Object.entries(RESERVE_FONTS).filter(([family]) => !installed.has(family));
  if (missing.length > 0) {
    throw new Error(
      `The reserve layouts need fonts that fc-list does not show: ${missing
        .map(([family, pkg]) => `"${family}" (apt-get install ${pkg})`)
        .join(', ')}`,
    );
  }
}

/** Someone on a receipt: the name as registered, the document's digits, the institution. */
export interface Party {
  name: string;
  document: string;
  bank: string;
}

export interface Receipt {
  /** As the order keeps a price: "1249.90". */
  amount: string;
  /** When the payment was made, or the scheduling done. */
  at: Date;
  scheduledFor?: Date;
  recipient: Party;
  payer: Party;
  endToEndId: string;
  /** The recipient's PIX key as stored ("+5511…", an e-mail, a random key), printed only when present. */
  key?: string;
}

interface Local {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  wd: number;
}
interface Row {
  label: string;
  value: string;
}
interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  onAccent: string;
  line: string;
  card?: string;
}
type CpfMask = 'stars' | 'dots' | 'bare';
type CnpjMask = 'full' | 'head' | 'middle';

export interface ReserveLayout {
  layout: string;
  bank: string;
  family: Family;
  theme: Theme;
  font: ReserveFont;
  /** Holder names longer than this are cut here, followed by `ellipsis`. */
  cutAt: number;
  ellipsis: '…' | '...' | '';
  ispb: string;
  /** The paying institution as its receipts name it. */
  legalName: string;
  /** Screen width in dp, device pixels per dp, the width the phone compresses to, and its JPEG quality. */
  width: number;
  scale: number;
  phoneWidth: number;
  quality: number;
  palette: Palette;
  title: string;
  headerBar: boolean;
  nav: 'back' | 'close';
  shareIcon: boolean;
  logo?: string;
  status: { done: string; scheduled: string; look: 'hero' | 'pill' | 'line' };
  amount: { label: string; hero: boolean; tight?: boolean };
  when: (at: Local) => Row[];
  scheduledLabel: string;
  scheduledDate: (at: Local) => string;
  extras: Row[];
  recipientHeading: string;
  payerHeading: string;
  payerFirst: boolean;
  labels: { name: string; cpf: string; cnpj: string; bank: string; key: string };
  /** For the 'absent' family: how its other rows are laid out, and the separator when name and document share a line. */
  rows?: 'beside' | 'above';
  join?: string;
  titleCase: boolean;
  cpfMask: CpfMask;
  cnpjMask: CnpjMask;
  phone: 'intl' | 'paren' | 'plain';
  id: { label: string; control?: { label: string; length: number; digits?: boolean } };
  footer: string[];
  button?: string;
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
const p2 = (n: number) => String(n).padStart(2, '0');
const dmy = (t: Local) => `${p2(t.d)}/${p2(t.mo)}/${t.y}`;
const hm = (t: Local) => `${p2(t.h)}:${p2(t.mi)}`;
const hms = (t: Local) => `${hm(t)}:${p2(t.s)}`;
const mon = (t: Local) => MONTHS[t.mo - 1]!.slice(0, 3);
const weekday = (t: Local) => WEEKDAYS[t.wd]!;
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** Receipts print São Paulo time, three hours behind UTC. */
function local(at: Date): Local {
  const t = new Date(at.getTime() - 3 * 3600_000);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
    wd: t.getUTCDay(),
  };
}

const LIGHT = { bg: '#ffffff', fg: '#1f1f24', muted: '#6b6b75', onAccent: '#ffffff', line: '#e4e4ea' };
const DARK = { bg: '#121214', fg: '#f2f2f5', muted: '#a3a3ad', onAccent: '#ffffff', line: '#2e2e34' };

export const RESERVE_LAYOUTS: ReserveLayout[] = [
  {
    layout: 'nubank',
    bank: 'Nubank',
    family: 'beside',
    theme: 'light',
    font: 'M PLUS 1',
    cutAt: 30,
    ellipsis: '...',
    ispb: '18236120',
    legalName: 'NU PAGAMENTOS - IP',
    width: 392,
    scale: 2.75,
    phoneWidth: 1080,
    quality: 82,
    palette: { ...LIGHT, accent: '#820ad1' },
    title: 'Comprovante de transferência',
    headerBar: false,
    nav: 'close',
    shareIcon: true,
    logo: 'nu',
    status: { done: '', scheduled: 'Transferência agendada', look: 'line' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: '', value: `${p2(t.d)} ${mon(t).toUpperCase()} ${t.y} - ${hms(t)}` }],
    scheduledLabel: 'Data agendada',
    scheduledDate: (t) => `${p2(t.d)} ${mon(t).toUpperCase()} ${t.y}`,
    extras: [{ label: 'Tipo de transferência', value: 'Pix' }],
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave Pix' },
    titleCase: false,
    cpfMask: 'stars',
    cnpjMask: 'full',
    phone: 'intl',
    id: { label: 'ID da transação:' },
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'CNPJ 18.236.120/0001-58'],
  },
  {
    layout: 'itau',
    bank: 'Itaú',
    family: 'above',
    theme: 'light',
    font: 'Switzera ADF',
    cutAt: 25,
    ellipsis: '...',
    ispb: '60701190',
    legalName: 'ITAÚ UNIBANCO S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 78,
    palette: { ...LIGHT, accent: '#ec7000', card: '#f5f3f0' },
    title: 'comprovante',
    headerBar: true,
    nav: 'back',
    shareIcon: true,
    status: { done: 'pix enviado', scheduled: 'pix agendado', look: 'hero' },
    amount: { label: '', hero: true },
    when: (t) => [{ label: 'data e hora da transferência', value: `${dmy(t)}, às ${hms(t)}` }],
    scheduledLabel: 'agendado para',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    payerFirst: false,
    labels: { name: 'nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'instituição', key: 'chave' },
    titleCase: false,
    cpfMask: 'dots',
    cnpjMask: 'head',
    phone: 'paren',
    id: { label: 'ID da transação', control: { label: 'autenticação', length: 24 } },
    footer: [],
  },
  {
    layout: 'bradesco',
    bank: 'Bradesco',
    family: 'beside',
    theme: 'light',
    font: 'Comfortaa',
    cutAt: 28,
    ellipsis: '',
    ispb: '60746948',
    legalName: 'BANCO BRADESCO S.A.',
    width: 400,
    scale: 2.7,
    phoneWidth: 1080,
    quality: 80,
    palette: { ...LIGHT, accent: '#cc092f' },
    title: 'Comprovante de Transação',
    headerBar: true,
    nav: 'back',
    shareIcon: false,
    status: { done: 'Pix realizado com sucesso', scheduled: 'Pix agendado com sucesso', look: 'pill' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: 'Data e hora', value: `${dmy(t)} - ${hms(t)}` }],
    scheduledLabel: 'Data do débito',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave' },
    titleCase: false,
    cpfMask: 'stars',
    cnpjMask: 'full',
    phone: 'intl',
    id: { label: 'ID da transação', control: { label: 'Número de controle', length: 14, digits: true } },
    footer: ['Alô Bradesco SAC 0800 704 8383'],
  },
  {
    layout: 'bb',
    bank: 'Banco do Brasil',
    family: 'absent',
    rows: 'beside',
    theme: 'light',
    font: 'Switzera ADF',
    cutAt: 27,
    ellipsis: '',
    ispb: '00000000',
    legalName: 'BANCO DO BRASIL S.A.',
    width: 400,
    scale: 2.7,
    phoneWidth: 900,
    quality: 76,
    palette: { ...LIGHT, accent: '#0038a8', card: '#fffbe0' },
    title: 'Comprovante Pix',
    headerBar: true,
    nav: 'back',
    shareIcon: true,
    status: { done: 'PIX ENVIADO', scheduled: 'PIX AGENDADO', look: 'line' },
    amount: { label: 'VALOR', hero: false },
    when: (t) => [
      { label: 'DATA', value: dmy(t) },
      { label: 'HORA', value: hms(t) },
    ],
    scheduledLabel: 'AGENDADO PARA',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'PAGO PARA',
    payerHeading: 'DE',
    payerFirst: false,
    labels: { name: '', cpf: '', cnpj: '', bank: '', key: '' },
    titleCase: false,
    cpfMask: 'stars',
    cnpjMask: 'head',
    phone: 'plain',
    id: { label: 'ID', control: { label: 'DOCUMENTO', length: 6, digits: true } },
    footer: ['SAC 0800 729 0722', 'Ouvidoria BB 0800 729 5678'],
  },
  {
    layout: 'caixa',
    bank: 'Caixa',
    family: 'above',
    theme: 'light',
    font: 'M PLUS 1',
    cutAt: 26,
    ellipsis: '...',
    ispb: '00360305',
    legalName: 'CAIXA ECONOMICA FEDERAL',
    width: 400,
    scale: 2.7,
    phoneWidth: 1000,
    quality: 74,
    palette: { ...LIGHT, accent: '#005ca9' },
    title: 'Comprovante de Pix enviado',
    headerBar: true,
    nav: 'back',
    shareIcon: false,
    status: { done: 'Operação realizada com sucesso', scheduled: 'Agendamento realizado', look: 'line' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: 'Data/Hora', value: `${dmy(t)} ${hms(t)}` }],
    scheduledLabel: 'Data agendada',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave Pix' },
    titleCase: false,
    cpfMask: 'bare',
    cnpjMask: 'middle',
    phone: 'paren',
    id: { label: 'ID da transação', control: { label: 'Chave de segurança', length: 16 } },
    footer: ['SAC CAIXA 0800 726 0101'],
  },
  {
    layout: 'santander',
    bank: 'Santander',
    family: 'beside',
    theme: 'dark',
    font: 'Comfortaa',
    cutAt: 29,
    ellipsis: '…',
    ispb: '90400888',
    legalName: 'BANCO SANTANDER (BRASIL) S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 80,
    palette: { ...DARK, bg: '#1b1b1f', accent: '#ec0000' },
    title: 'Comprovante',
    headerBar: false,
    nav: 'back',
    shareIcon: true,
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'hero' },
    amount: { label: '', hero: true },
    when: (t) => [{ label: 'Data', value: `${t.d} de ${MONTHS[t.mo - 1]} de ${t.y}, ${hm(t)}` }],
    scheduledLabel: 'Agendado para',
    scheduledDate: (t) => `${t.d} de ${MONTHS[t.mo - 1]} de ${t.y}`,
    extras: [],
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave' },
    titleCase: true,
    cpfMask: 'stars',
    cnpjMask: 'full',
    phone: 'paren',
    id: { label: 'ID da transação' },
    footer: [],
  },
  {
    layout: 'inter',
    bank: 'Inter',
    family: 'absent',
    rows: 'above',
    theme: 'dark',
    font: 'M PLUS 1',
    cutAt: 30,
    ellipsis: '...',
    ispb: '00416968',
    legalName: 'Banco Inter S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 84,
    palette: { ...DARK, accent: '#ff7a00' },
    title: 'Comprovante',
    headerBar: false,
    nav: 'back',
    shareIcon: true,
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'hero' },
    amount: { label: '', hero: true, tight: true },
    when: (t) => [
      { label: 'Data do pagamento', value: `${capital(weekday(t).replace('-feira', ''))}, ${dmy(t)}` },
      { label: 'Horário', value: `${p2(t.h)}h${p2(t.mi)}` },
    ],
    scheduledLabel: 'Data agendada',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: false,
    labels: { name: '', cpf: '', cnpj: '', bank: '', key: '' },
    titleCase: true,
    cpfMask: 'stars',
    cnpjMask: 'head',
    phone: 'intl',
    id: { label: 'ID da transação' },
    footer: [],
  },
  {
    layout: 'picpay',
    bank: 'PicPay',
    family: 'above',
    theme: 'light',
    font: 'Comfortaa',
    cutAt: 25,
    ellipsis: '…',
    ispb: '22896431',
    legalName: 'PicPay',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 72,
    palette: { ...LIGHT, accent: '#11c76f' },
    title: 'Comprovante de Pix',
    headerBar: false,
    nav: 'close',
    shareIcon: false,
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'pill' },
    amount: { label: 'Valor', hero: true },
    when: (t) => [{ label: 'Data e hora', value: `${dmy(t)} às ${hm(t)}` }],
    scheduledLabel: 'Agendado para',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave Pix' },
    titleCase: true,
    cpfMask: 'dots',
    cnpjMask: 'full',
    phone: 'paren',
    id: { label: 'Identificador' },
    footer: [],
    button: 'Compartilhar comprovante',
  },
  {
    layout: 'mercadopago',
    bank: 'Mercado Pago',
    family: 'absent',
    rows: 'above',
    theme: 'light',
    font: 'Switzera ADF',
    cutAt: 28,
    ellipsis: '...',
    ispb: '10573521',
    legalName: 'Mercado Pago',
    width: 400,
    scale: 2.7,
    phoneWidth: 1080,
    quality: 80,
    palette: { ...LIGHT, accent: '#009ee3', card: '#f5f5f5' },
    title: 'Comprovante de transferência',
    headerBar: false,
    nav: 'back',
    shareIcon: true,
    status: { done: '', scheduled: 'Transferência agendada', look: 'line' },
    amount: { label: '', hero: true },
    when: (t) => [
      { label: '', value: `${capital(weekday(t))}, ${t.d} de ${MONTHS[t.mo - 1]} de ${t.y}, às ${hms(t)}` },
    ],
    scheduledLabel: 'Será paga em',
    scheduledDate: (t) => `${t.d} de ${MONTHS[t.mo - 1]} de ${t.y}`,
    extras: [],
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    labels: { name: '', cpf: '', cnpj: '', bank: '', key: '' },
    titleCase: true,
    cpfMask: 'stars',
    cnpjMask: 'head',
    phone: 'intl',
    id: { label: 'Código de identificação' },
    footer: ['Mercado Pago Instituição de Pagamento Ltda.'],
  },
  {
    layout: 'c6',
    bank: 'C6 Bank',
    family: 'beside',
    theme: 'dark',
    font: 'Switzera ADF',
    cutAt: 30,
    ellipsis: '',
    ispb: '31872495',
    legalName: 'BANCO C6 S.A.',
    width: 390,
    scale: 3,
    phoneWidth: 1080,
    quality: 85,
    palette: { ...DARK, bg: '#000000', accent: '#d9d9d9', onAccent: '#000000', line: '#2a2a2a' },
    title: 'Comprovante',
    headerBar: false,
    nav: 'close',
    shareIcon: true,
    logo: 'C6',
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'line' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: 'Data', value: `${p2(t.d)}/${p2(t.mo)}/${String(t.y).slice(2)} • ${hm(t)}` }],
    scheduledLabel: 'Data do pagamento',
    scheduledDate: (t) => `${p2(t.d)}/${p2(t.mo)}/${String(t.y).slice(2)}`,
    extras: [],
    recipientHeading: 'Destinatário',
    payerHeading: 'Conta de origem',
    payerFirst: true,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Banco', key: 'Chave Pix' },
    titleCase: false,
    cpfMask: 'bare',
    cnpjMask: 'full',
    phone: 'plain',
    id: { label: 'ID da transação' },
    footer: [],
  },
  {
    layout: 'pagbank',
    bank: 'PagBank',
    family: 'above',
    theme: 'light',
    font: 'M PLUS 1',
    cutAt: 27,
    ellipsis: '...',
    ispb: '08561701',
    legalName: 'PAGSEGURO INTERNET IP S.A.',
    width: 400,
    scale: 2.7,
    phoneWidth: 960,
    quality: 70,
    palette: { ...LIGHT, accent: '#1c8c4e' },
    title: 'Comprovante de Pix',
    headerBar: false,
    nav: 'back',
    shareIcon: false,
    status: { done: 'Pix enviado com sucesso', scheduled: 'Pix agendado', look: 'pill' },
    amount: { label: 'Valor do Pix', hero: false },
    when: (t) => [{ label: 'Data', value: `${t.d} ${mon(t)} ${t.y} - ${hm(t)}` }],
    scheduledLabel: 'Agendado para',
    scheduledDate: (t) => `${t.d} ${mon(t)} ${t.y}`,
    extras: [],
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave' },
    titleCase: false,
    cpfMask: 'stars',
    cnpjMask: 'middle',
    phone: 'intl',
    id: { label: 'ID da transação', control: { label: 'Código de autenticação', length: 20 } },
    footer: [],
  },
  {
    layout: 'pan',
    bank: 'Banco Pan',
    family: 'absent',
    rows: 'beside',
    theme: 'light',
    font: 'Comfortaa',
    cutAt: 29,
    ellipsis: '…',
    ispb: '59285411',
    legalName: 'Banco Pan S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 78,
    palette: { ...LIGHT, accent: '#00aeef' },
    title: 'Transferência enviada',
    headerBar: false,
    nav: 'close',
    shareIcon: true,
    status: { done: 'Pix realizado', scheduled: 'Pix agendado', look: 'hero' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [
      { label: 'Data', value: dmy(t) },
      { label: 'Hora', value: hms(t) },
    ],
    scheduledLabel: 'Agendado para',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    payerFirst: false,
    labels: { name: '', cpf: '', cnpj: '', bank: '', key: '' },
    join: ' • ',
    titleCase: false,
    cpfMask: 'dots',
    cnpjMask: 'head',
    phone: 'paren',
    id: { label: 'Identificador' },
    footer: [],
  },
  {
    layout: 'neon',
    bank: 'Neon',
    family: 'beside',
    theme: 'dark',
    font: 'Comfortaa',
    cutAt: 26,
    ellipsis: '...',
    ispb: '20855875',
    legalName: 'Neon Pagamentos S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1080,
    quality: 76,
    palette: { ...DARK, bg: '#0b1f3a', muted: '#9fb3c8', line: '#1f3558', accent: '#00d8ff', onAccent: '#0b1f3a' },
    title: 'Comprovante',
    headerBar: false,
    nav: 'back',
    shareIcon: true,
    status: { done: 'Transferência realizada', scheduled: 'Transferência agendada', look: 'hero' },
    amount: { label: 'Valor', hero: false, tight: true },
    when: (t) => [{ label: 'Data', value: `${capital(weekday(t).slice(0, 3))}, ${t.d} ${mon(t)} ${t.y} · ${hms(t)}` }],
    scheduledLabel: 'Agendada para',
    scheduledDate: (t) => `${t.d} ${mon(t)} ${t.y}`,
    extras: [{ label: 'Tipo', value: 'Pix' }],
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Banco', key: 'Chave' },
    titleCase: true,
    cpfMask: 'stars',
    cnpjMask: 'head',
    phone: 'paren',
    id: { label: 'ID da transação' },
    footer: [],
  },
  {
    layout: 'sicredi',
    bank: 'Sicredi',
    family: 'above',
    theme: 'light',
    font: 'Switzera ADF',
    cutAt: 30,
    ellipsis: '…',
    ispb: '01181521',
    legalName: 'BCO COOPERATIVO SICREDI S.A.',
    width: 400,
    scale: 2.7,
    phoneWidth: 1040,
    quality: 80,
    palette: { ...LIGHT, accent: '#3fa110' },
    title: 'Comprovante de Pix',
    headerBar: true,
    nav: 'back',
    shareIcon: true,
    status: { done: 'Pix efetuado', scheduled: 'Pix agendado', look: 'line' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: 'Data da transação', value: `${dmy(t)} - ${p2(t.h)}h${p2(t.mi)}min` }],
    scheduledLabel: 'Data do agendamento',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave' },
    titleCase: false,
    cpfMask: 'bare',
    cnpjMask: 'full',
    phone: 'intl',
    id: { label: 'Identificação (ID)' },
    footer: ['Sicredi Fone 0800 724 4770'],
  },
  {
    layout: 'btg',
    bank: 'BTG Pactual',
    family: 'absent',
    rows: 'beside',
    theme: 'dark',
    font: 'M PLUS 1',
    cutAt: 25,
    ellipsis: '...',
    ispb: '30306294',
    legalName: 'BANCO BTG PACTUAL S.A.',
    width: 400,
    scale: 2.7,
    phoneWidth: 1080,
    quality: 82,
    palette: { ...DARK, bg: '#0d1a2b', muted: '#8fa0b8', line: '#20324a', accent: '#4d8fe0' },
    title: 'Comprovante',
    headerBar: false,
    nav: 'close',
    shareIcon: true,
    logo: 'btg',
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'pill' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [{ label: 'Data e hora', value: `${p2(t.d)}.${p2(t.mo)}.${t.y} às ${hms(t)}` }],
    scheduledLabel: 'Data agendada',
    scheduledDate: (t) => `${p2(t.d)}.${p2(t.mo)}.${t.y}`,
    extras: [],
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: true,
    labels: { name: '', cpf: '', cnpj: '', bank: '', key: '' },
    join: ' - ',
    titleCase: false,
    cpfMask: 'stars',
    cnpjMask: 'head',
    phone: 'intl',
    id: { label: 'Código de autenticação' },
    footer: [],
  },
  {
    layout: 'agibank',
    bank: 'Agibank',
    family: 'beside',
    theme: 'light',
    font: 'Comfortaa',
    cutAt: 28,
    ellipsis: '',
    ispb: '10664513',
    legalName: 'BANCO AGIBANK S.A.',
    width: 412,
    scale: 2.625,
    phoneWidth: 1000,
    quality: 75,
    palette: { ...LIGHT, accent: '#0046c0', card: '#f1f4fb' },
    title: 'Comprovante Pix',
    headerBar: false,
    nav: 'back',
    shareIcon: false,
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', look: 'line' },
    amount: { label: 'Valor', hero: false },
    when: (t) => [
      { label: 'Data', value: dmy(t) },
      { label: 'Horário', value: hm(t) },
    ],
    scheduledLabel: 'Agendado para',
    scheduledDate: dmy,
    extras: [],
    recipientHeading: 'Dados do destino',
    payerHeading: 'Dados da origem',
    payerFirst: false,
    labels: { name: 'Nome', cpf: 'CPF', cnpj: 'CNPJ', bank: 'Instituição', key: 'Chave Pix' },
    titleCase: false,
    cpfMask: 'dots',
    cnpjMask: 'full',
    phone: 'paren',
    id: { label: 'ID/Transação' },
    footer: [],
    button: 'Compartilhar',
  },
];

function money(amount: string, tight = false): string {
  const [whole, cents] = amount.split('.') as [string, string];
  return `R$${tight ? '' : ' '}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

function documentShown(layout: ReserveLayout, digits: string): string {
  const d = digits;
  if (d.length === 11) {
    const middle = `${d.slice(3, 6)}.${d.slice(6, 9)}`;
    if (layout.cpfMask === 'dots') return `•••.${middle}-••`;
    if (layout.cpfMask === 'bare') return `***${d.slice(3, 9)}**`;
    return `***.${middle}-**`;
  }
  if (layout.cnpjMask === 'head') return `${d.slice(0, 2)}.***.***/${d.slice(8, 12)}-**`;
  if (layout.cnpjMask === 'middle') return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

const LOWER_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
const UPPER_WORDS = new Set(['ME', 'EPP', 'EIRELI']);

/** The name as the bank prints it: its case, then cut at `cutAt`. */
export function nameShown(layout: ReserveLayout, name: string): string {
  const cased = layout.titleCase
    ? name
        .split(' ')
        .map((word) =>
          UPPER_WORDS.has(word)
            ? word
            : LOWER_WORDS.has(word.toLowerCase())
              ? word.toLowerCase()
              : capital(word.toLowerCase()),
        )
        .join(' ')
    : name;
  return cased.length > layout.cutAt ? `${cased.slice(0, layout.cutAt).trimEnd()}${layout.ellipsis}` : cased;
}

function keyShown(layout: ReserveLayout, key: string): string {
  const phone = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(key);
  if (!phone) return key;
  if (layout.phone === 'intl') return `+55 (${phone[1]}) ${phone[2]}-${phone[3]}`;
  if (layout.phone === 'paren') return `(${phone[1]}) ${phone[2]}-${phone[3]}`;
  return key;
}

function control(endToEndId: string, length: number, digits = false): string {
  const hex = createHash('sha256').update(endToEndId).digest('hex').toUpperCase();
  const code = digits ? BigInt(`0x${hex}`).toString().slice(0, length) : hex.slice(0, length);
  return length > 8 ? code.replace(/(.{4})(?=.)/g, '$1 ') : code;
}

/** Conservative text widths (in em) for deciding where values go; the overflow render is the real check. */
const FONT_WIDTH: Record<ReserveFont, number> = { 'M PLUS 1': 1.02, 'Switzera ADF': 0.96, Comfortaa: 1.12 };
function measure(text: string, size: number, font: ReserveFont, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (/[A-Z]/.test(ch)) em += ch === 'M' || ch === 'W' ? 0.86 : 0.68;
    else if (/[a-zà-ú]/.test(ch)) em += ch === 'm' || ch === 'w' ? 0.82 : 0.54;
    else if (/[0-9]/.test(ch)) em += 0.58;
    else if (ch === ' ') em += 0.28;
    else if (ch === '…') em += 0.9;
    else em += 0.45;
  }
  return em * size * FONT_WIDTH[font] * (bold ? 1.06 : 1);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Drawing {
  svg: string;
  width: number;
  height: number;
}

/** Lays the receipt out top to bottom; `height` is where the content ends. */
function draw(layout: ReserveLayout, receipt: Receipt, margin: number): Drawing {
  const { palette: c, width: W, font } = layout;
  const pad = 18;
  const parts: string[] = [];
  let y = 0;
  const text = (
    x: number,
    baseline: number,
    value: string,
    size: number,
    fill: string,
    options: { bold?: boolean; anchor?: 'start' | 'middle' | 'end' } = {},
  ) =>
    parts.push(
      `<text x="${x}" y="${baseline.toFixed(1)}" font-size="${size}" fill="${fill}"${options.bold ? ' font-weight="700"' : ''}${
        options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : ''
      }>${xml(value)}</text>`,
    );
  const fitted = (value: string, size: number, room: number, bold = false) =>
    Math.min(size, Math.floor((size * room) / measure(value, size, font, bold)));
  const divider = () => {
    parts.push(`<rect x="${pad}" y="${y + 6}" width="${W - 2 * pad}" height="1" fill="${c.line}"/>`);
    y += 13;
  };

  const paid = local(receipt.at);
  const clock = local(new Date(receipt.at.getTime() + (2 + (paid.s % 5)) * 60_000));
  text(pad + 6, y + 16, hm(clock), 12, c.fg, { bold: true });
  parts.push(
    ...[0, 1, 2, 3].map(
      (i) => `<rect x="${W - 78 + i * 5}" y="${y + 16 - 3 - i * 2}" width="3" height="${3 + i * 2}" fill="${c.fg}"/>`,
    ),
    `<rect x="${W - 48}" y="${y + 7}" width="22" height="11" rx="3" fill="none" stroke="${c.fg}" stroke-width="1.2"/>`,
    `<rect x="${W - 46}" y="${y + 9}" width="${8 + (paid.mi % 10)}" height="7" rx="1.5" fill="${c.fg}"/>`,
  );
  y += 24;

  const barText = layout.headerBar ? c.onAccent : c.fg;
  if (layout.headerBar) parts.push(`<rect x="0" y="${y}" width="${W}" height="50" fill="${c.accent}"/>`);
  parts.push(
    layout.nav === 'back'
      ? `<path d="M${pad + 10} ${y + 17} l-8 8 l8 8 M${pad + 2} ${y + 25} h16" stroke="${barText}" stroke-width="2" fill="none"/>`
      : `<path d="M${pad + 2} ${y + 18} l14 14 M${pad + 16} ${y + 18} l-14 14" stroke="${barText}" stroke-width="2" fill="none"/>`,
  );
  const titleCentered = layout.nav === 'close';
  text(titleCentered ? W / 2 : pad + 32, y + 31, layout.title, fitted(layout.title, 16, W - 120, true), barText, {
    bold: true,
    anchor: titleCentered ? 'middle' : 'start',
  });
  if (layout.shareIcon) {
    const x = W - pad - 14;
    parts.push(
      `<path d="M${x + 8} ${y + 17} L${x - 4} ${y + 25} L${x + 8} ${y + 33}" stroke="${barText}" stroke-width="1.6" fill="none"/>`,
      ...[
        [x + 8, y + 17],
        [x - 4, y + 25],
        [x + 8, y + 33],
      ].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="3.2" fill="${barText}"/>`),
    );
  }
  y += 58;

  if (layout.logo) {
    parts.push(`<rect x="${pad}" y="${y}" width="40" height="40" rx="10" fill="${c.accent}"/>`);
    text(pad + 20, y + 26, layout.logo, 15, c.onAccent, { bold: true, anchor: 'middle' });
    y += 50;
  }

  const status = receipt.scheduledFor ? layout.status.scheduled : layout.status.done;
  const amountText = money(receipt.amount, layout.amount.tight);
  if (status && layout.status.look === 'hero') {
    parts.push(
      `<circle cx="${W / 2}" cy="${y + 22}" r="22" fill="${c.accent}"/>`,
      receipt.scheduledFor
        ? `<path d="M${W / 2} ${y + 10} v13 l8 5" stroke="${c.onAccent}" stroke-width="3" fill="none" stroke-linecap="round"/>`
        : `<path d="M${W / 2 - 10} ${y + 22} l7 7 l13 -14" stroke="${c.onAccent}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`,
    );
    text(W / 2, y + 68, status, 19, c.fg, { bold: true, anchor: 'middle' });
    y += 76;
  } else if (status && layout.status.look === 'pill') {
    const w = measure(status, 14, font, true) + 44;
    parts.push(
      `<rect x="${(W - w) / 2}" y="${y}" width="${w}" height="30" rx="15" fill="${c.accent}" fill-opacity="0.16"/>`,
      `<circle cx="${(W - w) / 2 + 17}" cy="${y + 15}" r="6" fill="${c.accent}"/>`,
    );
    text((W - w) / 2 + 30, y + 20, status, 14, c.accent, { bold: true });
    y += 40;
  } else if (status) {
    text(pad, y + 18, status, 17, c.accent, { bold: true });
    y += 30;
  }
  if (layout.amount.hero) {
    if (layout.amount.label) {
      text(W / 2, y + 14, layout.amount.label, 13, c.muted, { anchor: 'middle' });
      y += 18;
    }
    text(W / 2, y + 32, amountText, 30, c.fg, { bold: true, anchor: 'middle' });
    y += 46;
  }

  const bodyStart = y;
  const bodyIndex = parts.length;
  const rowStyle = layout.family === 'absent' ? layout.rows! : layout.family;
  const row = ({ label, value }: Row, strong = false) => {
    const room = W - 2 * pad;
    if (!label) {
      const size = fitted(value, 13, room);
      text(pad, y + 17, value, size, c.muted);
      y += 24;
    } else if (rowStyle === 'above') {
      text(pad, y + 12, label, 11.5, c.muted);
      text(pad, y + 30, value, fitted(value, 14, room, strong), c.fg, { bold: strong });
      y += 36;
    } else {
      const labelWidth = measure(label, 13, font);
      text(pad, y + 17, label, 13, c.muted);
      if (labelWidth + 14 + measure(value, 13, font, strong) <= room) {
        text(W - pad, y + 17, value, 13, c.fg, { bold: strong, anchor: 'end' });
        y += 25;
      } else {
        text(W - pad, y + 37, value, fitted(value, 13, room, strong), c.fg, { bold: strong, anchor: 'end' });
        y += 45;
      }
    }
  };
  const plainLine = (value: string, size: number, fill: string, bold = false) => {
    text(pad, y + size + 3, value, fitted(value, size, W - 2 * pad, bold), fill, { bold });
    y += size + 9;
  };

  if (!layout.amount.hero) row({ label: layout.amount.label, value: amountText }, true);
  for (const when of layout.when(paid)) row(when);
  if (receipt.scheduledFor) {
    row({ label: layout.scheduledLabel, value: layout.scheduledDate(local(receipt.scheduledFor)) }, true);
  }
  for (const extra of layout.extras) row(extra);

  const party = (heading: string, who: Party, key?: string) => {
    divider();
    text(pad, y + 17, heading, 15, layout.theme === 'dark' ? c.fg : c.accent, { bold: true });
    y += 26;
    const name = nameShown(layout, who.name);
    const document = documentShown(layout, who.document);
    if (layout.family === 'absent') {
      const joined = layout.join ? `${name}${layout.join}${document}` : '';
      if (joined && measure(joined, 14, font, true) <= W - 2 * pad) plainLine(joined, 14, c.fg, true);
      else {
        plainLine(name, 15, c.fg, true);
        plainLine(document, 13, c.muted);
      }
      if (key) plainLine(keyShown(layout, key), 13, c.muted);
      plainLine(who.bank, 12, c.muted);
    } else {
      row({ label: layout.labels.name, value: name }, true);
      row({ label: who.document.length === 11 ? layout.labels.cpf : layout.labels.cnpj, value: document });
      if (key) row({ label: layout.labels.key, value: keyShown(layout, key) });
      row({ label: layout.labels.bank, value: who.bank });
    }
  };
  const recipient = () => party(layout.recipientHeading, receipt.recipient, receipt.key);
  const payer = () => party(layout.payerHeading, receipt.payer);
  if (layout.payerFirst) {
    payer();
    recipient();
  } else {
    recipient();
    payer();
  }

  divider();
  if (rowStyle === 'above' || measure(`${layout.id.label} ${receipt.endToEndId}`, 13, font) > W - 2 * pad) {
    text(pad, y + 13, layout.id.label, 12, c.muted);
    text(pad, y + 31, receipt.endToEndId, fitted(receipt.endToEndId, 13, W - 2 * pad), c.fg);
    y += 40;
  } else row({ label: layout.id.label, value: receipt.endToEndId });
  if (layout.id.control) {
    const { label, length, digits } = layout.id.control;
    row({ label, value: control(receipt.endToEndId, length, digits) });
  }
  if (layout.palette.card) {
    parts.splice(
      bodyIndex,
      0,
      `<rect x="${pad / 3}" y="${bodyStart - 6}" width="${W - (2 * pad) / 3}" height="${y - bodyStart + 12}" rx="12" fill="${layout.palette.card}"/>`,
    );
  }
  y += 10;

  for (const line of layout.footer) {
    text(W / 2, y + 14, line, 11, c.muted, { anchor: 'middle' });
    y += 17;
  }
  if (layout.button) {
    y += 6;
    parts.push(`<rect x="${pad}" y="${y}" width="${W - 2 * pad}" height="44" rx="22" fill="${c.accent}"/>`);
    text(W / 2, y + 27, layout.button, 15, c.onAccent, { bold: true, anchor: 'middle' });
    y += 50;
  }
  const height = Math.ceil(y + 12);
  const scale = margin ? 1 : layout.scale;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round((W + 2 * margin) * scale)}" height="${Math.round(
      (height + 2 * margin) * scale,
    )}" viewBox="${-margin} ${-margin} ${W + 2 * margin} ${height + 2 * margin}">`,
    `<rect x="0" y="0" width="${W}" height="${height}" fill="${c.bg}"/>`,
    `<g font-family="'${font}'">`,
    ...parts,
    '</g></svg>',
  ].join('');
  return { svg, width: W, height };
}

/** The size the phone compresses the screenshot to: its own width, narrowed so no side exceeds 1200 px. */
export function phoneSize(layout: ReserveLayout, receipt: Receipt): { width: number; height: number } {
  const { width, height } = draw(layout, receipt, 0);
  const phoneWidth = Math.min(layout.phoneWidth, Math.floor((1200 * width) / height));
  return { width: phoneWidth, height: Math.round((height * phoneWidth) / width) };
}

export async function renderReceipt(layout: ReserveLayout, receipt: Receipt): Promise<Buffer> {
  const { svg } = draw(layout, receipt, 0);
  const { width } = phoneSize(layout, receipt);
  return sharp(Buffer.from(svg))
    .flatten({ background: layout.palette.bg })
    .resize({ width, kernel: 'lanczos3' })
    .jpeg({ quality: layout.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** Pixels drawn outside the screen, found by rendering the receipt on a transparent margin around it. */
export async function pixelsOffScreen(layout: ReserveLayout, receipt: Receipt): Promise<number> {
  const margin = 40;
  const { svg, width, height } = draw(layout, receipt, margin);
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let py = 0; py < info.height; py++) {
    for (let px = 0; px < info.width; px++) {
      const inside = px >= margin && px < margin + width && py >= margin && py < margin + height;
      if (!inside && data[(py * info.width + px) * info.channels + 3]! > 0) count++;
    }
  }
  return count;
}
