/**
 * Sixteen bank apps' PIX receipt screens, drawn as SVG from public descriptions of their "comprovante" screens and
 * rendered with sharp as a phone screenshot put through the storefront's compression (at most 1200 px a side, JPEG).
 * Written blind to the verifier and to the other corpora.
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/** The fonts of this corpus (fontconfig family → Debian package); no other corpus draws with them. */
export const SEALED_FONTS = { Manrope: 'fonts-manrope', Karla: 'fonts-karla', 'Oxygen-Sans': 'fonts-oxygen' } as const;
export type SealedFont = keyof typeof SEALED_FONTS;

export function assertSealedLayoutFontsAvailable(): void {
  let listed: string;
  try {
    listed = execFileSync('fc-list', ['--format', '%{family}\n'], { encoding: 'utf8' });
  } catch {
    throw new Error(
      'fc-list is missing: the sealed-layouts fonts are checked with fontconfig (apt-get install fontconfig)',
    );
  }
  const installed = new Set(listed.split(/[\n,]/).map((family) => family.trim()));
  const missing = Object.entries(SEALED_FONTS).filter(([family]) => !installed.has(family));
  if (missing.length > 0) {
    throw new Error(
      `The sealed-layouts receipts are drawn in ${missing.map(([family, pkg]) => `${family} (Debian package ${pkg})`).join(', ')}, ` +
        `not installed: apt-get install ${missing.map(([, pkg]) => pkg).join(' ')}`,
    );
  }
}

export type Family = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';
type DateStyle =
  | 'dash'
  | 'caps-dash'
  | 'caps-as'
  | 'weekday'
  | 'weekday-seconds'
  | 'as-seconds'
  | 'as-minutes'
  | 'comma'
  | 'abbr-de'
  | 'abbr-seconds'
  | 'split';

export interface SealedLayout {
  layout: string;
  ispb: string;
  family: Family;
  theme: Theme;
  font: SealedFont;
  /** Holder names longer than this are cut to it, then `ellipsis` added. */
  cutAt: number;
  ellipsis: '…' | '...' | '';
  /** Screenshot size in pixels and pixels per point of the phone. */
  screen: [number, number];
  scale: number;
  quality: number;
  accent: string;
  /** The text on the accent colour. */
  onAccent: string;
  header: { title: string; bar: boolean; glyph: string };
  status: { done: string; scheduled: string; icon: boolean };
  names: 'upper' | 'title';
  mask: '*' | '•';
  cnpj: 'full' | 'masked';
  /** Printed as a labelled row when set, large in the heading otherwise. */
  amountLabel?: string;
  /** `label` prints the date as a row, `split` as a date row and a time row; in the heading otherwise. */
  date: { style: DateStyle; label?: string; split?: [string, string] };
  scheduledLabel: string;
  details: [string, string][];
  /** How the rows outside the parties print (the family decides for beside and above). */
  rows: 'beside' | 'above';
  recipientFirst: boolean;
  headings: [recipient: string, payer: string];
  /** `document` as a pair: the CPF label and the CNPJ label, by the document's kind. */
  labels: {
    name: string;
    document: string | [cpf: string, cnpj: string];
    institution: string;
    key: string;
    branch?: [string, string];
  };
  /** The payer's institution as this bank prints itself. */
  institution: string;
  idLabel: string;
  authLabel?: string;
  share: string;
  footer?: string[];
  cards: boolean;
  tail: 'upper' | 'lower' | 'mixed';
}

export interface ReceiptParty {
  name: string;
  /** Digits only; printed masked (CPF) or per the bank (CNPJ). */
  document: string;
  institution: string;
  branch: string;
  account: string;
  /** The key the payment went to, printed as the bank shows it. */
  key?: string;
}

export interface ReceiptSpec {
  amount: string;
  /** When the money moved (or will, when scheduled). */
  paidAt: Date;
  /** When the screenshot was taken: the phone's clock. */
  takenAt: Date;
  scheduled?: boolean;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  endToEndId: string;
  /** The bank's own authentication code, for the layouts that print one. */
  auth: string;
}

const base = (overrides: Partial<SealedLayout> & Pick<SealedLayout, 'layout' | 'ispb' | 'family'>): SealedLayout => ({
  theme: 'light',
  font: 'Manrope',
  cutAt: 30,
  ellipsis: '',
  screen: [1080, 2400],
  scale: 3,
  quality: 80,
  accent: '#000000',
  onAccent: '#FFFFFF',
  header: { title: 'Comprovante', bar: true, glyph: '' },
  status: { done: 'Pix enviado', scheduled: 'Pix agendado', icon: true },
  names: 'upper',
  mask: '*',
  cnpj: 'full',
  date: { style: 'dash' },
  scheduledLabel: 'Agendado para',
  details: [],
  rows: overrides.family === 'above' ? 'above' : 'beside',
  recipientFirst: true,
  headings: ['Recebedor', 'Pagador'],
  labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave Pix' },
  institution: '',
  idLabel: 'ID da transação',
  share: 'Compartilhar',
  cards: false,
  tail: 'mixed',
  ...overrides,
});

export const SEALED_LAYOUTS: SealedLayout[] = [
  base({
    layout: 'nubank',
    ispb: '18236120',
    family: 'beside',
    font: 'Manrope',
    cutAt: 30,
    accent: '#820AD1',
    header: { title: 'Comprovante de transferência', bar: false, glyph: 'nu' },
    status: { done: 'Transferência enviada', scheduled: 'Transferência agendada', icon: false },
    mask: '•',
    amountLabel: 'Valor',
    date: { style: 'caps-dash' },
    details: [['Tipo de transferência', 'Pix']],
    headings: ['Destino', 'Origem'],
    labels: {
      name: 'Nome',
      document: ['CPF', 'CNPJ'],
      institution: 'Instituição',
      key: 'Chave Pix',
      branch: ['Agência', 'Conta'],
    },
    institution: 'NU PAGAMENTOS - IP',
    idLabel: 'ID da transação:',
    share: 'Compartilhar comprovante',
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'CNPJ 18.236.120/0001-58', 'Ouvidoria: 0800 887 0463'],
    tail: 'lower',
  }),
  base({
    layout: 'itau',
    ispb: '60701190',
    family: 'above',
    font: 'Karla',
    cutAt: 25,
    ellipsis: '...',
    screen: [828, 1792],
    scale: 2,
    quality: 75,
    accent: '#EC7000',
    header: { title: 'comprovante', bar: true, glyph: 'itaú' },
    status: { done: 'Pix realizado com sucesso', scheduled: 'Pix agendado com sucesso', icon: true },
    date: { style: 'as-seconds', label: 'data e hora' },
    amountLabel: 'valor',
    scheduledLabel: 'agendado para',
    headings: ['dados do recebedor', 'dados do pagador'],
    labels: { name: 'nome', document: 'CPF/CNPJ', institution: 'instituição', key: 'chave Pix' },
    institution: 'ITAÚ UNIBANCO S.A.',
    idLabel: 'ID da transação',
    authLabel: 'autenticação',
    share: 'compartilhar',
    tail: 'upper',
  }),
  base({
    layout: 'bradesco',
    ispb: '60746948',
    family: 'beside',
    font: 'Oxygen-Sans',
    cutAt: 28,
    ellipsis: '…',
    screen: [1080, 2400],
    quality: 78,
    accent: '#CC092F',
    header: { title: 'Comprovante de Pix', bar: true, glyph: 'B' },
    status: { done: 'Transferência realizada', scheduled: 'Transferência agendada', icon: true },
    cnpj: 'masked',
    date: { style: 'split', split: ['Data', 'Horário'] },
    details: [['Forma de pagamento', 'Pix']],
    scheduledLabel: 'Data agendada',
    headings: ['Favorecido', 'Pagador'],
    labels: { name: 'Nome', document: 'CPF/CNPJ', institution: 'Instituição', key: 'Chave' },
    institution: 'BANCO BRADESCO S.A.',
    idLabel: 'ID da transação',
    authLabel: 'Autenticação',
    share: 'Compartilhar comprovante',
    cards: true,
    tail: 'upper',
  }),
  base({
    layout: 'bb',
    ispb: '00000000',
    family: 'beside',
    font: 'Manrope',
    cutAt: 30,
    screen: [720, 1600],
    scale: 2,
    quality: 72,
    accent: '#FCFC30',
    onAccent: '#3333BD',
    header: { title: 'Comprovante Pix', bar: true, glyph: 'BB' },
    status: { done: 'PIX ENVIADO', scheduled: 'PIX AGENDADO', icon: false },
    amountLabel: 'VALOR:',
    date: { style: 'split', split: ['DATA:', 'HORA:'] },
    scheduledLabel: 'AGENDADO PARA:',
    headings: ['PAGO PARA:', 'PAGADOR:'],
    labels: { name: 'NOME:', document: ['CPF:', 'CNPJ:'], institution: 'INSTITUIÇÃO:', key: 'CHAVE PIX:' },
    institution: 'BANCO DO BRASIL S.A.',
    idLabel: 'ID:',
    authLabel: 'AUTENTICAÇÃO SISBB:',
    share: 'Compartilhar',
    tail: 'upper',
  }),
  base({
    layout: 'caixa',
    ispb: '00360305',
    family: 'above',
    font: 'Karla',
    cutAt: 26,
    ellipsis: '...',
    quality: 82,
    accent: '#005CA9',
    header: { title: 'Comprovante de Pix enviado', bar: true, glyph: 'X' },
    status: { done: 'Operação realizada', scheduled: 'Operação agendada', icon: true },
    cnpj: 'masked',
    date: { style: 'as-seconds', label: 'Data/Hora' },
    scheduledLabel: 'Data do agendamento',
    recipientFirst: false,
    headings: ['Dados do recebedor', 'Dados do pagador'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave Pix' },
    institution: 'CAIXA ECONOMICA FEDERAL',
    idLabel: 'ID da transação',
    authLabel: 'Código da operação',
    share: 'Compartilhar',
    tail: 'upper',
  }),
  base({
    layout: 'santander',
    ispb: '90400888',
    family: 'absent',
    font: 'Oxygen-Sans',
    cutAt: 27,
    ellipsis: '…',
    screen: [750, 1624],
    scale: 2,
    quality: 76,
    accent: '#EC0000',
    header: { title: 'Comprovante do Pix', bar: true, glyph: 'S' },
    status: { done: 'Pix realizado', scheduled: 'Pix agendado', icon: true },
    date: { style: 'weekday' },
    scheduledLabel: 'Agendado para',
    rows: 'beside',
    details: [['Tipo', 'Pix']],
    headings: ['Para', 'De'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave' },
    institution: 'BANCO SANTANDER (BRASIL) S.A.',
    idLabel: 'ID/Transação',
    share: 'Compartilhar comprovante',
    tail: 'mixed',
  }),
  base({
    layout: 'inter',
    ispb: '00416968',
    family: 'above',
    theme: 'dark',
    font: 'Manrope',
    cutAt: 29,
    ellipsis: '...',
    screen: [828, 1792],
    scale: 2,
    quality: 80,
    accent: '#FF7A00',
    header: { title: 'Comprovante', bar: false, glyph: 'inter' },
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', icon: true },
    names: 'title',
    mask: '•',
    cnpj: 'masked',
    date: { style: 'split', split: ['Data do pagamento', 'Horário'] },
    scheduledLabel: 'Data do agendamento',
    headings: ['Quem recebeu', 'Quem pagou'],
    labels: { name: 'Nome', document: 'CPF/CNPJ', institution: 'Instituição', key: 'Chave Pix' },
    institution: 'Banco Inter S.A.',
    idLabel: 'ID da transação',
    share: 'Compartilhar',
    cards: true,
    tail: 'lower',
  }),
  base({
    layout: 'picpay',
    ispb: '22896431',
    family: 'absent',
    theme: 'dark',
    font: 'Karla',
    cutAt: 25,
    ellipsis: '…',
    screen: [720, 1600],
    scale: 2,
    quality: 74,
    accent: '#21C25E',
    header: { title: 'Comprovante de Pix', bar: false, glyph: 'P' },
    status: { done: 'Pix realizado', scheduled: 'Pix agendado', icon: true },
    names: 'title',
    mask: '•',
    date: { style: 'as-minutes' },
    rows: 'beside',
    recipientFirst: false,
    headings: ['Para', 'De'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave Pix' },
    institution: 'PicPay',
    idLabel: 'ID da transação',
    share: 'Compartilhar comprovante',
    tail: 'mixed',
  }),
  base({
    layout: 'mercadopago',
    ispb: '10573521',
    family: 'absent',
    font: 'Oxygen-Sans',
    cutAt: 30,
    ellipsis: '...',
    screen: [1080, 2280],
    quality: 84,
    accent: '#FFE600',
    onAccent: '#2D3277',
    header: { title: 'Comprovante de transferência', bar: true, glyph: 'mp' },
    status: { done: 'Você transferiu', scheduled: 'Você agendou uma transferência', icon: false },
    names: 'title',
    cnpj: 'masked',
    date: { style: 'weekday-seconds' },
    rows: 'above',
    recipientFirst: false,
    headings: ['Para', 'De'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave' },
    institution: 'Mercado Pago',
    idLabel: 'ID de transação Pix',
    authLabel: 'Número da operação',
    share: 'Compartilhar comprovante',
    tail: 'lower',
  }),
  base({
    layout: 'c6',
    ispb: '31872495',
    family: 'beside',
    theme: 'dark',
    font: 'Karla',
    cutAt: 26,
    screen: [828, 1792],
    scale: 2,
    quality: 78,
    accent: '#E6E6E6',
    onAccent: '#121212',
    header: { title: 'Comprovante', bar: false, glyph: 'C6' },
    status: { done: 'Pix enviado com sucesso', scheduled: 'Pix agendado', icon: true },
    amountLabel: 'Valor',
    date: { style: 'caps-as', label: 'Data' },
    scheduledLabel: 'Agendado para',
    headings: ['Dados do favorecido', 'Dados do pagador'],
    labels: {
      name: 'Nome',
      document: ['CPF', 'CNPJ'],
      institution: 'Instituição',
      key: 'Chave Pix',
      branch: ['Agência', 'Conta'],
    },
    institution: 'BANCO C6 S.A.',
    idLabel: 'ID da transação',
    share: 'Compartilhar',
    cards: true,
    tail: 'upper',
  }),
  base({
    layout: 'pagbank',
    ispb: '08561701',
    family: 'above',
    font: 'Manrope',
    cutAt: 28,
    ellipsis: '...',
    quality: 76,
    accent: '#1BB99A',
    header: { title: 'Pix enviado', bar: true, glyph: 'PB' },
    status: { done: 'Pagamento concluído', scheduled: 'Pagamento agendado', icon: true },
    cnpj: 'masked',
    date: { style: 'abbr-seconds' },
    headings: ['Recebedor', 'Pagador'],
    labels: { name: 'Nome', document: 'Documento', institution: 'Instituição', key: 'Chave Pix' },
    institution: 'PAGSEGURO INTERNET IP S.A.',
    idLabel: 'Código de autenticação',
    share: 'Compartilhar',
    footer: ['Dúvidas? Central de atendimento 4003-1775'],
    tail: 'upper',
  }),
  base({
    layout: 'stone',
    ispb: '16501555',
    family: 'absent',
    font: 'Oxygen-Sans',
    cutAt: 29,
    screen: [720, 1520],
    scale: 2,
    quality: 80,
    accent: '#00A868',
    header: { title: 'Comprovante de Pix', bar: false, glyph: 'stone' },
    status: { done: 'Pix enviado', scheduled: 'Pix agendado', icon: true },
    date: { style: 'dash' },
    rows: 'beside',
    amountLabel: 'Valor',
    headings: ['Destino', 'Origem'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave' },
    institution: 'STONE INSTITUIÇÃO DE PAGAMENTO S.A.',
    idLabel: 'ID da transação',
    share: 'Compartilhar',
    cards: true,
    tail: 'lower',
  }),
  base({
    layout: 'infinitepay',
    ispb: '18189547',
    family: 'absent',
    theme: 'dark',
    font: 'Manrope',
    cutAt: 25,
    ellipsis: '...',
    screen: [1080, 2340],
    quality: 72,
    accent: '#9BFF4F',
    onAccent: '#0B0B0B',
    header: { title: 'Pix enviado', bar: false, glyph: 'ip' },
    status: { done: 'Transferência concluída', scheduled: 'Transferência agendada', icon: true },
    names: 'title',
    mask: '•',
    cnpj: 'masked',
    date: { style: 'abbr-de' },
    rows: 'above',
    headings: ['Enviado para', 'Enviado por'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Instituição', key: 'Chave Pix' },
    institution: 'CloudWalk IP Ltda',
    idLabel: 'ID Pix',
    share: 'Compartilhar',
    tail: 'mixed',
  }),
  base({
    layout: 'banrisul',
    ispb: '92702067',
    family: 'beside',
    font: 'Karla',
    cutAt: 27,
    ellipsis: '…',
    screen: [750, 1624],
    scale: 2,
    quality: 82,
    accent: '#0033A0',
    header: { title: 'Comprovante de Pix', bar: true, glyph: 'B' },
    status: { done: 'Pix efetuado', scheduled: 'Pix agendado', icon: true },
    amountLabel: 'Valor',
    date: { style: 'split', split: ['Data:', 'Hora:'] },
    scheduledLabel: 'Agendado para:',
    headings: ['Dados do recebedor', 'Dados do pagador'],
    labels: { name: 'Nome', document: ['CPF', 'CNPJ'], institution: 'Banco', key: 'Chave' },
    institution: 'BANRISUL',
    idLabel: 'Identificador',
    authLabel: 'Autenticação',
    share: 'Compartilhar',
    tail: 'upper',
  }),
  base({
    layout: 'sicoob',
    ispb: '02038232',
    family: 'above',
    theme: 'dark',
    font: 'Oxygen-Sans',
    cutAt: 30,
    ellipsis: '...',
    quality: 79,
    accent: '#00AE9D',
    onAccent: '#003641',
    header: { title: 'Comprovante Pix', bar: true, glyph: 'S' },
    status: { done: 'Transação efetivada', scheduled: 'Transação agendada', icon: true },
    cnpj: 'masked',
    date: { style: 'as-seconds', label: 'Realizado em' },
    scheduledLabel: 'Agendado para',
    headings: ['Favorecido', 'Pagador'],
    labels: { name: 'Nome', document: 'CPF/CNPJ', institution: 'Instituição', key: 'Chave Pix' },
    institution: 'SICOOB',
    idLabel: 'ID da transação',
    share: 'Compartilhar',
    tail: 'upper',
  }),
  base({
    layout: 'cora',
    ispb: '37880206',
    family: 'beside',
    font: 'Manrope',
    cutAt: 28,
    screen: [828, 1792],
    scale: 2,
    quality: 77,
    accent: '#FE3E6D',
    header: { title: 'Transferência', bar: false, glyph: 'cora' },
    status: { done: 'Transferência enviada', scheduled: 'Transferência agendada', icon: true },
    names: 'title',
    mask: '•',
    date: { style: 'comma', label: 'Data' },
    amountLabel: 'Valor',
    details: [['Tipo', 'Pix']],
    headings: ['Destinatário', 'Remetente'],
    labels: { name: 'Nome', document: 'Documento', institution: 'Instituição', key: 'Chave Pix' },
    institution: 'Cora SCD S.A.',
    idLabel: 'Código de autenticação',
    share: 'Compartilhar comprovante',
    tail: 'mixed',
  }),
];

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
const two = (n: number) => String(n).padStart(2, '0');

/** São Paulo's wall clock (UTC−3, no summer time since 2019). */
function local(at: Date) {
  const d = new Date(at.getTime() - 3 * 3_600_000);
  return {
    day: two(d.getUTCDate()),
    month: d.getUTCMonth(),
    mm: two(d.getUTCMonth() + 1),
    year: d.getUTCFullYear(),
    hh: two(d.getUTCHours()),
    min: two(d.getUTCMinutes()),
    ss: two(d.getUTCSeconds()),
    weekday: WEEKDAYS[d.getUTCDay()]!,
  };
}

function formatDate(style: DateStyle, at: Date, dateOnly: boolean): [string, string] {
  const t = local(at);
  const abbr = MONTHS[t.month]!.slice(0, 3);
  const numeric = `${t.day}/${t.mm}/${t.year}`;
  const clock = `${t.hh}:${t.min}:${t.ss}`;
  const short = `${t.hh}:${t.min}`;
  const dates: Record<DateStyle, [string, string]> = {
    dash: [numeric, ` - ${clock}`],
    'caps-dash': [`${t.day} ${abbr.toUpperCase()} ${t.year}`, ` - ${clock}`],
    'caps-as': [`${t.day} ${abbr.toUpperCase()} ${t.year}`, ` às ${short}`],
    weekday: [`${t.weekday}, ${t.day} de ${MONTHS[t.month]} de ${t.year}`, `, ${t.hh}h${t.min}`],
    'weekday-seconds': [
      `${t.weekday[0]!.toUpperCase()}${t.weekday.slice(1)}, ${t.day} de ${MONTHS[t.month]} de ${t.year}`,
      ` às ${clock}`,
    ],
    'as-seconds': [numeric, ` às ${clock}`],
    'as-minutes': [numeric, ` às ${short}`],
    comma: [numeric, `, ${short}`],
    'abbr-de': [`${t.day} de ${abbr}. de ${t.year}`, ` às ${short}`],
    'abbr-seconds': [`${t.day} ${abbr} ${t.year}`, `, ${clock}`],
    split: [numeric, clock],
  };
  const [day, time] = dates[style];
  if (style === 'split') return [day, time];
  return [dateOnly ? day : `${day}${time}`, ''];
}

const PARTICLES = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E']);
const SUFFIXES = new Set(['ME', 'EPP', 'EIRELI']);

function displayName(layout: SealedLayout, name: string): string {
  const cased =
    layout.names === 'upper'
      ? name
      : name
          .split(' ')
          .map((word) =>
            SUFFIXES.has(word)
              ? word
              : PARTICLES.has(word)
                ? word.toLowerCase()
                : `${word[0]}${word.slice(1).toLowerCase()}`,
          )
          .join(' ');
  return cased.length > layout.cutAt ? `${cased.slice(0, layout.cutAt).trimEnd()}${layout.ellipsis}` : cased;
}

function printedDocument(layout: SealedLayout, digits: string): string {
  const m = layout.mask;
  if (digits.length === 11) return `${m}${m}${m}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${m}${m}`;
  if (layout.cnpj === 'masked')
    return `${digits.slice(0, 2)}.${m}${m}${m}.${m}${m}${m}/${digits.slice(8, 12)}-${m}${m}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** A key as banks print it: a phone number formatted, e-mails and random keys as they are. */
export function printedKey(key: string): string {
  if (/^\+55\d{11}$/.test(key)) return `+55 (${key.slice(3, 5)}) ${key.slice(5, 10)}-${key.slice(10)}`;
  return key;
}

function money(amount: string): string {
  const [whole, cents] = Number(amount).toFixed(2).split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

const FONT_WIDTH: Record<SealedFont, number> = { Manrope: 1.06, Karla: 0.95, 'Oxygen-Sans': 1 };

/** A generous estimate of a line's width, to keep a value inside its row. */
function textWidth(font: SealedFont, text: string, size: number, weight: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.28;
    else if (/[MWmw@]/.test(ch)) em += 0.88;
    else if (/[A-ZÀ-Ý]/.test(ch)) em += 0.7;
    else if (/[ijlftrI]/.test(ch)) em += 0.32;
    else if (/[a-zà-ý]/.test(ch)) em += 0.57;
    else if (/\d/.test(ch)) em += 0.6;
    else em += 0.4;
  }
  return em * size * FONT_WIDTH[font] * (weight >= 600 ? 1.06 : 1);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Palette {
  bg: string;
  card: string;
  text: string;
  muted: string;
  line: string;
}
const PALETTES: Record<Theme, Palette> = {
  light: { bg: '#FFFFFF', card: '#FFFFFF', text: '#1D1D22', muted: '#6B6B74', line: '#E4E4EA' },
  dark: { bg: '#0E0E10', card: '#1C1C20', text: '#F3F3F6', muted: '#A3A3AD', line: '#2E2E34' },
};

/** A receipt drawn in points; `bottom` is the lowest ink of any text, in pixels like `height`. */
export interface Drawing {
  svg: string;
  width: number;
  height: number;
  bottom: number;
}

class Sheet {
  readonly parts: string[] = [];
  bottom = 0;
  y = 0;
  constructor(
    readonly layout: SealedLayout,
    readonly width: number,
    readonly colors: Palette,
  ) {}

  text(
    x: number,
    y: number,
    text: string,
    size: number,
    {
      weight = 400,
      fill = this.colors.text,
      anchor = 'start',
    }: { weight?: number; fill?: string; anchor?: string } = {},
  ) {
    this.parts.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${xml(text)}</text>`,
    );
    this.bottom = Math.max(this.bottom, y + size * 0.3);
  }

  shape(svg: string) {
    this.parts.push(svg);
  }

  /** A font size no larger than `size` that keeps `text` within `room`. */
  fit(text: string, size: number, weight: number, room: number): number {
    return Math.min(size, (size * room) / textWidth(this.layout.font, text, size, weight));
  }
}

export function drawReceipt(layout: SealedLayout, spec: ReceiptSpec): Drawing {
  const [pixelWidth, pixelHeight] = layout.screen;
  const width = pixelWidth / layout.scale;
  const height = pixelHeight / layout.scale;
  const colors = PALETTES[layout.theme];
  const sheet = new Sheet(layout, width, colors);
  const margin = layout.cards ? 28 : 20;
  const left = margin;
  const right = width - margin;

  sheet.shape(`<rect width="${width}" height="${height}" fill="${layout.cards ? shade(colors.bg) : colors.bg}"/>`);
  statusBar(sheet, spec.takenAt);
  appHeader(sheet);
  hero(sheet, spec, left, right);

  const rows: [string, string][] = [];
  if (layout.amountLabel) rows.push([layout.amountLabel, money(spec.amount)]);
  if (spec.scheduled) {
    rows.push([layout.scheduledLabel, formatDate(layout.date.style, spec.paidAt, true)[0]]);
  } else if (layout.date.split) {
    const [day, time] = formatDate('split', spec.paidAt, false);
    rows.push([layout.date.split[0], day], [layout.date.split[1], time]);
  } else if (layout.date.label) {
    rows.push([layout.date.label, formatDate(layout.date.style, spec.paidAt, false)[0]]);
  }
  rows.push(...layout.details);
  if (rows.length > 0) {
    card(sheet, () => {
      for (const [label, value] of rows) row(sheet, layout.rows, label, value);
    });
  }

  const parties: [string, ReceiptParty][] = [
    [layout.headings[0], spec.recipient],
    [layout.headings[1], { ...spec.payer, key: undefined }],
  ];
  if (!layout.recipientFirst) parties.reverse();
  for (const [heading, party] of parties) card(sheet, () => drawParty(sheet, heading, party));

  card(sheet, () => {
    row(sheet, 'above', layout.idLabel, spec.endToEndId);
    if (layout.authLabel) row(sheet, 'above', layout.authLabel, spec.auth);
  });

  sheet.y += 8;
  const button = 44;
  sheet.shape(
    `<rect x="${left}" y="${sheet.y}" width="${right - left}" height="${button}" rx="${layout.cards ? 12 : 22}" fill="${layout.accent}"/>`,
  );
  shareIcon(sheet, left + 22, sheet.y + button / 2, layout.onAccent);
  sheet.text(width / 2, sheet.y + button / 2 + 5, layout.share, 15, {
    weight: 700,
    fill: layout.onAccent,
    anchor: 'middle',
  });
  sheet.y += button + 16;
  for (const line of layout.footer ?? []) {
    sheet.text(width / 2, sheet.y + 10, line, 10.5, { fill: colors.muted, anchor: 'middle' });
    sheet.y += 15;
  }

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}" font-family="${layout.font}">`,
    ...sheet.parts,
    '</svg>',
  ].join('');
  return { svg, width: pixelWidth, height: pixelHeight, bottom: Math.ceil(sheet.bottom * layout.scale) };
}

/** A slightly darker (light theme) or lighter (dark) page behind cards. */
const shade = (bg: string) => (bg === '#FFFFFF' ? '#F2F2F6' : '#050506');

function statusBar(sheet: Sheet, takenAt: Date) {
  const t = local(takenAt);
  const { width, colors } = sheet;
  sheet.text(20, 17, `${t.hh}:${t.min}`, 12.5, { weight: 600 });
  for (let bar = 0; bar < 4; bar++) {
    sheet.shape(
      `<rect x="${width - 74 + bar * 5}" y="${14 - bar * 2.5}" width="3.2" height="${4 + bar * 2.5}" rx="0.8" fill="${colors.text}"/>`,
    );
  }
  sheet.shape(
    `<rect x="${width - 46}" y="7" width="22" height="11" rx="3" fill="none" stroke="${colors.text}" stroke-width="1.2"/>` +
      `<rect x="${width - 44}" y="9" width="14" height="7" rx="1.5" fill="${colors.text}"/>` +
      `<rect x="${width - 23.5}" y="10.5" width="2" height="4" rx="1" fill="${colors.text}"/>`,
  );
  sheet.y = 26;
}

function appHeader(sheet: Sheet) {
  const { layout, width, colors } = sheet;
  const { title, bar, glyph } = layout.header;
  if (bar) {
    sheet.shape(`<rect x="0" y="${sheet.y}" width="${width}" height="56" fill="${layout.accent}"/>`);
    sheet.shape(
      `<path d="M 26 ${sheet.y + 20} l -8 8 l 8 8" fill="none" stroke="${layout.onAccent}" stroke-width="2.4" stroke-linecap="round"/>`,
    );
    sheet.text(width / 2, sheet.y + 34, title, sheet.fit(title, 17, 700, width - 120), {
      weight: 700,
      fill: layout.onAccent,
      anchor: 'middle',
    });
    sheet.text(width - 20, sheet.y + 34, glyph, 13, { weight: 800, fill: layout.onAccent, anchor: 'end' });
    sheet.y += 56 + 18;
    return;
  }
  const logo = Math.max(34, textWidth(layout.font, glyph, 15, 800) + 14);
  sheet.shape(`<rect x="20" y="${sheet.y + 8}" width="${logo}" height="34" rx="10" fill="${layout.accent}"/>`);
  sheet.text(20 + logo / 2, sheet.y + 30, glyph, 15, { weight: 800, fill: layout.onAccent, anchor: 'middle' });
  sheet.shape(
    `<path d="M ${width - 32} ${sheet.y + 18} l 12 12 M ${width - 20} ${sheet.y + 18} l -12 12" stroke="${colors.text}" stroke-width="2" stroke-linecap="round"/>`,
  );
  sheet.y += 58;
  sheet.text(20, sheet.y + 18, title, sheet.fit(title, 21, 800, width - 40), { weight: 800 });
  sheet.y += 34;
}

function hero(sheet: Sheet, spec: ReceiptSpec, left: number, right: number) {
  const { layout, width, colors } = sheet;
  const center = width / 2;
  if (layout.status.icon) {
    sheet.shape(
      spec.scheduled
        ? `<circle cx="${center}" cy="${sheet.y + 22}" r="22" fill="${layout.accent}"/>` +
            `<circle cx="${center}" cy="${sheet.y + 22}" r="11" fill="none" stroke="${layout.onAccent}" stroke-width="2.4"/>` +
            `<path d="M ${center} ${sheet.y + 15} v 7 h 5" fill="none" stroke="${layout.onAccent}" stroke-width="2.4" stroke-linecap="round"/>`
        : `<circle cx="${center}" cy="${sheet.y + 22}" r="22" fill="${layout.accent}"/>` +
            `<path d="M ${center - 10} ${sheet.y + 22} l 7 7 l 13 -14" fill="none" stroke="${layout.onAccent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    sheet.y += 58;
  }
  const status = spec.scheduled ? layout.status.scheduled : layout.status.done;
  const centered = layout.status.icon;
  const x = centered ? center : left;
  const anchor = centered ? 'middle' : 'start';
  sheet.text(x, sheet.y + 14, status, sheet.fit(status, 17, 700, right - left), { weight: 700, anchor });
  sheet.y += 24;
  if (!layout.amountLabel) {
    sheet.text(x, sheet.y + 28, money(spec.amount), 30, { weight: 800, anchor });
    sheet.y += 40;
  }
  if (!layout.date.label && !layout.date.split) {
    const [when] = formatDate(layout.date.style, spec.paidAt, Boolean(spec.scheduled));
    const line = spec.scheduled ? `${layout.scheduledLabel} ${when}` : when;
    sheet.text(x, sheet.y + 12, line, sheet.fit(line, 13.5, 400, right - left), { fill: colors.muted, anchor });
    sheet.y += 20;
  }
  sheet.y += 10;
}

/** A section: on a card for the layouts that draw cards, under a rule otherwise. */
function card(sheet: Sheet, draw: () => void) {
  const { layout, width, colors } = sheet;
  const at = sheet.parts.length;
  const top = sheet.y;
  sheet.y += layout.cards ? 12 : 10;
  draw();
  if (layout.cards) {
    sheet.y += 6;
    sheet.parts.splice(
      at,
      0,
      `<rect x="14" y="${top}" width="${width - 28}" height="${sheet.y - top}" rx="14" fill="${colors.card}"/>`,
    );
    sheet.y += 10;
  } else {
    sheet.parts.splice(
      at,
      0,
      `<line x1="20" y1="${top}" x2="${width - 20}" y2="${top}" stroke="${colors.line}" stroke-width="1"/>`,
    );
  }
}

function row(sheet: Sheet, style: 'beside' | 'above', label: string, value: string) {
  const { layout, width, colors } = sheet;
  const margin = layout.cards ? 28 : 20;
  const room = width - 2 * margin;
  if (style === 'beside') {
    const labelWidth = textWidth(layout.font, label, 13, 400);
    sheet.text(margin, sheet.y + 15, label, 13, { fill: colors.muted });
    sheet.text(width - margin, sheet.y + 15, value, sheet.fit(value, 13.5, 600, room - labelWidth - 14), {
      weight: 600,
      anchor: 'end',
    });
    sheet.y += 26;
    return;
  }
  sheet.text(margin, sheet.y + 12, label, 12, { fill: colors.muted });
  sheet.text(margin, sheet.y + 31, value, sheet.fit(value, 14.5, 600, room), { weight: 600 });
  sheet.y += 42;
}

function drawParty(sheet: Sheet, heading: string, party: ReceiptParty) {
  const { layout, width, colors } = sheet;
  const margin = layout.cards ? 28 : 20;
  const name = displayName(layout, party.name);
  const document = printedDocument(layout, party.document);
  sheet.text(margin, sheet.y + 15, heading, 15, { weight: 700 });
  sheet.y += 26;
  if (layout.family === 'absent') {
    sheet.text(margin, sheet.y + 15, name, sheet.fit(name, 15, 700, width - 2 * margin), { weight: 700 });
    sheet.y += 22;
    const lines = [document, party.institution];
    if (party.key) lines.push(`${layout.labels.key}: ${printedKey(party.key)}`);
    for (const line of lines) {
      sheet.text(margin, sheet.y + 13, line, sheet.fit(line, 13, 400, width - 2 * margin), { fill: colors.muted });
      sheet.y += 19;
    }
    sheet.y += 6;
    return;
  }
  const { labels } = layout;
  const documentLabel =
    typeof labels.document === 'string' ? labels.document : labels.document[party.document.length === 11 ? 0 : 1];
  const rows: [string, string][] = [
    [labels.name, name],
    [documentLabel, document],
    [labels.institution, party.institution],
  ];
  if (labels.branch) rows.push([labels.branch[0], party.branch], [labels.branch[1], party.account]);
  if (party.key) rows.push([labels.key, printedKey(party.key)]);
  for (const [label, value] of rows) row(sheet, layout.family === 'beside' ? 'beside' : 'above', label, value);
  sheet.y += 4;
}

function shareIcon(sheet: Sheet, x: number, y: number, color: string) {
  sheet.shape(
    `<g fill="${color}" stroke="${color}" stroke-width="1.6">` +
      `<circle cx="${x + 8}" cy="${y - 6}" r="2.6"/><circle cx="${x - 4}" cy="${y}" r="2.6"/><circle cx="${x + 8}" cy="${y + 6}" r="2.6"/>` +
      `<path d="M ${x + 8} ${y - 6} L ${x - 4} ${y} L ${x + 8} ${y + 6}" fill="none"/></g>`,
  );
}

/** The screenshot, scaled by the storefront's compression to at most 1200 px a side, as the JPEG it uploads. */
export async function renderReceipt(layout: SealedLayout, spec: ReceiptSpec): Promise<Buffer> {
  const { svg } = drawReceipt(layout, spec);
  return sharp(Buffer.from(svg))
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: layout.quality })
    .toBuffer();
}
