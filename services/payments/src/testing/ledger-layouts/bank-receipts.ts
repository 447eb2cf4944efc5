// Sixteen PIX receipt ("comprovante") screens drawn from how the banks' apps are publicly described, rendered as
// phone screenshots (SVG → raster → JPEG). Written blind to the verifier and to the other corpora.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** Font family → the Debian package that installs it. */
export const LEDGER_FONTS = { Jura: 'fonts-jura', Dosis: 'fonts-dosis', Play: 'fonts-play' } as const;
export type LedgerFont = keyof typeof LEDGER_FONTS;

/** Throws, naming the missing families and the apt-get command, when a layout font is not installed. */
export async function assertLedgerLayoutFontsAvailable(): Promise<void> {
  let listed = '';
  try {
    listed = (await promisify(execFile)('fc-list', [':', 'family'])).stdout;
  } catch {
    listed = '';
  }
  const families = new Set(
    listed
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase()),
  );
  const missing = (Object.keys(LEDGER_FONTS) as LedgerFont[]).filter((family) => !families.has(family.toLowerCase()));
  if (missing.length > 0) {
    const packages = missing.map((family) => LEDGER_FONTS[family]).join(' ');
    throw new Error(
      `Ledger layout fonts missing (fc-list : family): ${missing.join(', ')}. Install them with: apt-get install -y ${packages}`,
    );
  }
}

export type LedgerFamily = 'label beside' | 'label above' | 'no label';
export type LedgerTheme = 'light' | 'dark';
export type CpfMask = 'stars' | 'bullets' | 'stars bare';
export type CnpjMask = 'head stars' | 'middle stars' | 'head bullets';

/** A local (America/Sao_Paulo, UTC−3 all year since 2019) wall clock. */
export interface Clock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export interface LedgerLayout {
  id: string;
  bank: string;
  /** ISPB of the bank: the payer's bank of every receipt drawn in this layout. */
  ispb: string;
  institution: string;
  family: LedgerFamily;
  theme: LedgerTheme;
  font: LedgerFont;
  width: number;
  quality: number;
  /** Downscale to this share of the width and back up again (a re-shared screenshot). */
  resample?: number;
  statusBar: boolean;
  brand: string;
  /** Section headings and the amount outside a card. */
  accent: string;
  background?: string;
  /** Title, amount and date in white on a brand-coloured card. */
  card: boolean;
  payerFirst: boolean;
  appTitle: string;
  titles: { sent: string; scheduled: string };
  headings: { recipient: string; payer: string };
  labels: {
    amount: string;
    when: [string] | [string, string];
    name: string;
    institution: string;
    account?: string;
    key: string;
    id: string;
    scheduledFor: string;
    requestedAt: string;
  };
  when: (clock: Clock) => [string] | [string, string];
  /** The date under the amount, unlabelled, instead of in the details. */
  whenAtTop: boolean;
  money: (cents: number) => string;
  masks: { cpf: CpfMask; cnpj: CnpjMask };
  nameCut: number;
  nameCase: 'upper' | 'title';
  extras: Array<[string, string]>;
  footer?: string;
  button: string;
}

const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const WEEKDAYS_LONG = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
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

const two = (n: number): string => String(n).padStart(2, '0');
const dmy = (c: Clock, sep = '/'): string => `${two(c.day)}${sep}${two(c.month)}${sep}${c.year}`;
const hm = (c: Clock): string => `${two(c.hour)}:${two(c.minute)}`;
const hms = (c: Clock): string => `${hm(c)}:${two(c.second)}`;
const mon3 = (c: Clock): string => (MONTHS[c.month - 1] ?? '').slice(0, 3);

/** The São Paulo wall clock of an instant. */
export function saoPauloClock(at: Date): Clock {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** Brazilian reais: `R$ 1.234,56` (or without the space). */
export function brl(cents: number, space = true): string {
  const reais = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${space ? ' ' : ''}${reais},${two(cents % 100)}`;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

/** Digit positions a mask leaves visible (CPF 11 digits, CNPJ 14). */
export function visiblePositions(kind: 'cpf' | 'cnpj', mask: CpfMask | CnpjMask): number[] {
  if (kind === 'cpf') return [3, 4, 5, 6, 7, 8];
  if (mask === 'middle stars') return [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  return [0, 1, 8, 9, 10, 11];
}

/** A document as the layout prints it: a CPF or a CNPJ, masked. */
export function maskDocument(layout: LedgerLayout, digits: string): string {
  const d = digits;
  if (d.length === 11) {
    if (layout.masks.cpf === 'bullets') return `•••.${d.slice(3, 6)}.${d.slice(6, 9)}-••`;
    if (layout.masks.cpf === 'stars bare') return `***${d.slice(3, 9)}**`;
    return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  }
  if (layout.masks.cnpj === 'middle stars') return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  if (layout.masks.cnpj === 'head bullets') return `${d.slice(0, 2)}.•••.•••/${d.slice(8, 12)}-••`;
  return `${d.slice(0, 2)}.***.***/${d.slice(8, 12)}-**`;
}

const SMALL_WORDS = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E']);
const UPPER_WORDS = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'SA', 'S.A.']);

/** A holder's name as the layout prints it: cased, then cut at the layout's limit. */
export function printedName(layout: LedgerLayout, name: string): string {
  const cased =
    layout.nameCase === 'upper'
      ? name
      : name
          .split(' ')
          .map((word) =>
            UPPER_WORDS.has(word)
              ? word
              : SMALL_WORDS.has(word)
                ? word.toLowerCase()
                : word[0] + word.slice(1).toLowerCase(),
          )
          .join(' ');
  return cased.slice(0, layout.nameCut).trimEnd();
}

const long = (c: Clock): string => `${c.day} de ${MONTHS[c.month - 1]} de ${c.year}`;

export const LEDGER_LAYOUTS: readonly LedgerLayout[] = [
  {
    id: 'nubank',
    bank: 'Nubank',
    ispb: '18236120',
    institution: 'NU PAGAMENTOS - IP',
    family: 'label beside',
    theme: 'light',
    font: 'Jura',
    width: 1080,
    quality: 78,
    statusBar: true,
    brand: '#820AD1',
    accent: '#820AD1',
    card: true,
    payerFirst: false,
    appTitle: '',
    titles: { sent: 'Comprovante de transferência', scheduled: 'Transferência agendada' },
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: {
      amount: 'Valor',
      when: ['Data e hora'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Agência e conta',
      key: 'Chave Pix',
      id: 'ID da transação',
      scheduledFor: 'Data agendada',
      requestedAt: 'Agendado em',
    },
    when: (c) => [`${two(c.day)} ${mon3(c).toUpperCase()} ${c.year} - ${hms(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 28,
    nameCase: 'upper',
    extras: [['Tipo de transferência', 'Pix']],
    footer: 'Nu Pagamentos S.A. - Instituição de Pagamento',
    button: 'Compartilhar comprovante',
  },
  {
    id: 'itau',
    bank: 'Itaú',
    ispb: '60701190',
    institution: 'ITAÚ UNIBANCO S.A.',
    family: 'label above',
    theme: 'light',
    font: 'Dosis',
    width: 828,
    quality: 70,
    resample: 0.8,
    statusBar: true,
    brand: '#EC7000',
    accent: '#C25A00',
    card: false,
    payerFirst: true,
    appTitle: 'comprovante',
    titles: { sent: 'Pix enviado', scheduled: 'Pix agendado' },
    headings: { recipient: 'dados do recebedor', payer: 'dados do pagador' },
    labels: {
      amount: 'valor',
      when: ['data da transferência'],
      name: 'nome',
      institution: 'instituição',
      account: 'agência/conta',
      key: 'chave Pix',
      id: 'ID da transação',
      scheduledFor: 'data do agendamento',
      requestedAt: 'agendado em',
    },
    when: (c) => [`${dmy(c)} - ${hms(c)}`],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'middle stars' },
    nameCut: 30,
    nameCase: 'upper',
    extras: [['tipo de pagamento', 'Pix']],
    button: 'compartilhar',
  },
  {
    id: 'bradesco',
    bank: 'Bradesco',
    ispb: '60746948',
    institution: 'BCO BRADESCO S.A.',
    family: 'label above',
    theme: 'light',
    font: 'Play',
    width: 1170,
    quality: 82,
    statusBar: false,
    brand: '#CC092F',
    accent: '#CC092F',
    card: true,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Transferência realizada', scheduled: 'Transferência agendada' },
    headings: { recipient: 'Dados de quem recebeu', payer: 'Dados de quem pagou' },
    labels: {
      amount: 'Valor',
      when: ['Data e hora'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Agência | Conta',
      key: 'Chave',
      id: 'Código de autenticação',
      scheduledFor: 'Data do débito',
      requestedAt: 'Agendado em',
    },
    when: (c) => [`${dmy(c)} às ${hms(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 30,
    nameCase: 'upper',
    extras: [['Forma de pagamento', 'Pix']],
    button: 'Compartilhar',
  },
  {
    id: 'banco-do-brasil',
    bank: 'Banco do Brasil',
    ispb: '00000000',
    institution: 'BCO DO BRASIL S.A.',
    family: 'no label',
    theme: 'dark',
    font: 'Jura',
    width: 720,
    quality: 66,
    statusBar: true,
    brand: '#FCF800',
    accent: '#FCF800',
    background: '#0E1A3A',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante Pix',
    titles: { sent: 'Pix enviado', scheduled: 'Pix agendado' },
    headings: { recipient: 'Pago para', payer: 'Pago por' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Banco',
      account: 'Agência/Conta',
      key: 'Chave',
      id: 'ID da transação',
      scheduledFor: 'Agendado para',
      requestedAt: 'Solicitado em',
    },
    when: (c) => [`${dmy(c)} ${hms(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 25,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'caixa',
    bank: 'Caixa',
    ispb: '00360305',
    institution: 'CAIXA ECONOMICA FEDERAL',
    family: 'label beside',
    theme: 'light',
    font: 'Dosis',
    width: 1080,
    quality: 60,
    resample: 0.75,
    statusBar: true,
    brand: '#005CA9',
    accent: '#005CA9',
    background: '#F4F6F9',
    card: false,
    payerFirst: true,
    appTitle: 'Comprovante de Pix',
    titles: { sent: 'Pix realizado', scheduled: 'Comprovante de agendamento de Pix' },
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: {
      amount: 'Valor',
      when: ['Data', 'Hora'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Agência/Conta',
      key: 'Chave',
      id: 'ID/Transação',
      scheduledFor: 'Data agendada',
      requestedAt: 'Agendado em',
    },
    when: (c) => [dmy(c), hms(c)],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 27,
    nameCase: 'upper',
    extras: [['Tipo', 'Pix']],
    button: 'Compartilhar',
  },
  {
    id: 'santander',
    bank: 'Santander',
    ispb: '90400888',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    family: 'no label',
    theme: 'light',
    font: 'Play',
    width: 750,
    quality: 74,
    statusBar: false,
    brand: '#EC0000',
    accent: '#CC0000',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Pix realizado', scheduled: 'Pix agendado' },
    headings: { recipient: 'Para', payer: 'De' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave',
      id: 'ID da transação',
      scheduledFor: 'Agendado para',
      requestedAt: 'Solicitado em',
    },
    when: (c) => [`${dmy(c)} - ${hm(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'bullets', cnpj: 'head bullets' },
    nameCut: 26,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'inter',
    bank: 'Inter',
    ispb: '00416968',
    institution: 'BANCO INTER',
    family: 'label above',
    theme: 'dark',
    font: 'Jura',
    width: 1080,
    quality: 72,
    statusBar: true,
    brand: '#FF7A00',
    accent: '#FF8A1F',
    background: '#1B1B1F',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Pix enviado', scheduled: 'Pix agendado' },
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: {
      amount: 'Valor',
      when: ['Data e hora'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave Pix',
      id: 'ID da transação',
      scheduledFor: 'Data do pagamento',
      requestedAt: 'Agendado em',
    },
    when: (c) => [`${long(c)}, ${hm(c)}`],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 29,
    nameCase: 'title',
    extras: [],
    button: 'Compartilhar comprovante',
  },
  {
    id: 'picpay',
    bank: 'PicPay',
    ispb: '22896431',
    institution: 'PICPAY',
    family: 'no label',
    theme: 'dark',
    font: 'Dosis',
    width: 1080,
    quality: 68,
    resample: 0.85,
    statusBar: true,
    brand: '#0A8F4E',
    accent: '#21C25E',
    background: '#121212',
    card: true,
    payerFirst: true,
    appTitle: 'Comprovante',
    titles: { sent: 'Pix enviado', scheduled: 'Pix agendado' },
    headings: { recipient: 'Para', payer: 'De' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave',
      id: 'Identificador da transação',
      scheduledFor: 'Agendado para',
      requestedAt: 'Solicitado em',
    },
    when: (c) => [`${c.day} de ${MONTHS[c.month - 1]} de ${c.year} às ${hm(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 30,
    nameCase: 'title',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'mercado-pago',
    bank: 'Mercado Pago',
    ispb: '10573521',
    institution: 'MERCADO PAGO IP LTDA.',
    family: 'label beside',
    theme: 'light',
    font: 'Play',
    width: 1080,
    quality: 80,
    statusBar: true,
    brand: '#009EE3',
    accent: '#0077B6',
    card: false,
    payerFirst: true,
    appTitle: 'Comprovante',
    titles: { sent: 'Comprovante de transferência', scheduled: 'Transferência agendada' },
    headings: { recipient: 'Para', payer: 'De' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Banco',
      key: 'Chave Pix',
      id: 'ID da transação',
      scheduledFor: 'Agendada para',
      requestedAt: 'Agendada em',
    },
    when: (c) => [`${WEEKDAYS_LONG[c.weekday]}, ${long(c)}, às ${hms(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 28,
    nameCase: 'title',
    extras: [],
    button: 'Compartilhar comprovante',
  },
  {
    id: 'c6-bank',
    bank: 'C6 Bank',
    ispb: '31872495',
    institution: 'BANCO C6 S.A.',
    family: 'label beside',
    theme: 'dark',
    font: 'Jura',
    width: 1125,
    quality: 76,
    statusBar: false,
    brand: '#242424',
    accent: '#E3C27D',
    background: '#050505',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Transferência realizada', scheduled: 'Transferência agendada' },
    headings: { recipient: 'Destinatário', payer: 'Remetente' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Banco',
      key: 'Chave',
      id: 'ID/Transação',
      scheduledFor: 'Agendada para',
      requestedAt: 'Solicitada em',
    },
    when: (c) => [`${two(c.day)}/${two(c.month)}/${String(c.year).slice(2)} às ${hm(c)}`],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars bare', cnpj: 'middle stars' },
    nameCut: 26,
    nameCase: 'upper',
    extras: [['Tipo', 'Pix']],
    button: 'Compartilhar',
  },
  {
    id: 'pagbank',
    bank: 'PagBank',
    ispb: '08561701',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    family: 'label above',
    theme: 'dark',
    font: 'Dosis',
    width: 900,
    quality: 58,
    resample: 0.7,
    statusBar: true,
    brand: '#1BB99A',
    accent: '#3CD3B0',
    background: '#15191E',
    card: false,
    payerFirst: false,
    appTitle: 'Detalhes do Pix',
    titles: { sent: 'Pix enviado com sucesso', scheduled: 'Pix agendado' },
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: {
      amount: 'Valor',
      when: ['Data e hora'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave Pix',
      id: 'ID da transação',
      scheduledFor: 'Data agendada',
      requestedAt: 'Agendado em',
    },
    when: (c) => [`${two(c.day)} ${mon3(c)}. ${c.year} • ${hms(c)}`],
    whenAtTop: false,
    money: (cents) => brl(cents, false),
    masks: { cpf: 'bullets', cnpj: 'head bullets' },
    nameCut: 25,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'sicoob',
    bank: 'Sicoob',
    ispb: '02038232',
    institution: 'BANCO SICOOB S.A.',
    family: 'no label',
    theme: 'light',
    font: 'Play',
    width: 1080,
    quality: 84,
    statusBar: true,
    brand: '#003641',
    accent: '#00786D',
    card: true,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Comprovante de Pix', scheduled: 'Pix agendado' },
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Conta',
      key: 'Chave',
      id: 'ID da transação',
      scheduledFor: 'Agendado para',
      requestedAt: 'Solicitado em',
    },
    when: (c) => [`${WEEKDAYS_SHORT[c.weekday]}, ${dmy(c)}, ${two(c.hour)}h${two(c.minute)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 30,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'sicredi',
    bank: 'Sicredi',
    ispb: '01181521',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    family: 'label beside',
    theme: 'light',
    font: 'Jura',
    width: 960,
    quality: 64,
    statusBar: false,
    brand: '#3FA110',
    accent: '#2E7D0C',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Comprovante de transferência Pix', scheduled: 'Comprovante de agendamento Pix' },
    headings: { recipient: 'Favorecido', payer: 'Pagador' },
    labels: {
      amount: 'Valor',
      when: ['Data do pagamento', 'Horário'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Coop./Conta',
      key: 'Chave',
      id: 'Código de autenticação',
      scheduledFor: 'Data agendada',
      requestedAt: 'Agendado em',
    },
    when: (c) => [dmy(c), `${two(c.hour)}h${two(c.minute)}min`],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'middle stars' },
    nameCut: 27,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'neon',
    bank: 'Neon',
    ispb: '20855875',
    institution: 'NEON PAGAMENTOS S.A. IP',
    family: 'label above',
    theme: 'dark',
    font: 'Dosis',
    width: 1080,
    quality: 55,
    statusBar: true,
    brand: '#0B5FD9',
    accent: '#4DA3FF',
    background: '#0A1330',
    card: true,
    payerFirst: true,
    appTitle: 'Comprovante',
    titles: { sent: 'Transferência enviada', scheduled: 'Transferência agendada' },
    headings: { recipient: 'Para quem', payer: 'De quem' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave Pix',
      id: 'ID da transação',
      scheduledFor: 'Agendada para',
      requestedAt: 'Agendada em',
    },
    when: (c) => [`${dmy(c, '.')} - ${hm(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'head stars' },
    nameCut: 28,
    nameCase: 'upper',
    extras: [['Tipo', 'Pix']],
    button: 'Compartilhar',
  },
  {
    id: 'btg-pactual',
    bank: 'BTG Pactual',
    ispb: '30306294',
    institution: 'BANCO BTG PACTUAL S.A.',
    family: 'no label',
    theme: 'dark',
    font: 'Play',
    width: 1170,
    quality: 80,
    resample: 0.9,
    statusBar: false,
    brand: '#0B1E3F',
    accent: '#7FB2FF',
    background: '#0B1E3F',
    card: false,
    payerFirst: false,
    appTitle: 'Comprovante',
    titles: { sent: 'Pix realizado', scheduled: 'Pix agendado' },
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: {
      amount: 'Valor',
      when: ['Data'],
      name: 'Nome',
      institution: 'Instituição',
      key: 'Chave',
      id: 'ID da transação',
      scheduledFor: 'Agendado para',
      requestedAt: 'Solicitado em',
    },
    when: (c) => [`${two(c.day)} ${mon3(c)[0]?.toUpperCase()}${mon3(c).slice(1)} ${c.year}, ${hms(c)}`],
    whenAtTop: true,
    money: (cents) => brl(cents),
    masks: { cpf: 'stars', cnpj: 'middle stars' },
    nameCut: 30,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
  {
    id: 'banrisul',
    bank: 'Banrisul',
    ispb: '92702067',
    institution: 'BANRISUL',
    family: 'label beside',
    theme: 'dark',
    font: 'Jura',
    width: 1080,
    quality: 70,
    statusBar: true,
    brand: '#0047BB',
    accent: '#5C9BFF',
    background: '#101827',
    card: false,
    payerFirst: true,
    appTitle: 'Comprovante',
    titles: { sent: 'Comprovante de Pix', scheduled: 'Agendamento de Pix' },
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: {
      amount: 'Valor',
      when: ['Data/Hora'],
      name: 'Nome',
      institution: 'Instituição',
      account: 'Agência/Conta',
      key: 'Chave',
      id: 'ID Pix',
      scheduledFor: 'Data agendada',
      requestedAt: 'Agendado em',
    },
    when: (c) => [`${dmy(c)} ${hms(c)}`],
    whenAtTop: false,
    money: (cents) => brl(cents),
    masks: { cpf: 'bullets', cnpj: 'head stars' },
    nameCut: 25,
    nameCase: 'upper',
    extras: [],
    button: 'Compartilhar',
  },
];

export function ledgerLayout(id: string): LedgerLayout {
  const layout = LEDGER_LAYOUTS.find((candidate) => candidate.id === id);
  if (!layout) throw new Error(`no ledger layout ${id}`);
  return layout;
}

/** One side of a transfer: its holder's name and document digits, the institution, and what else the bank shows. */
export interface ReceiptParty {
  name: string;
  document: string;
  institution: string;
  agency?: string;
  account?: string;
  /** The PIX key as printed (recipient only, when the receipt shows it). */
  pixKey?: string;
}

export interface LedgerReceipt {
  layout: string;
  kind: 'sent' | 'scheduled';
  cents: number;
  /** When the payment was made (or, when scheduled, requested). */
  at: Date;
  /** The future day a scheduled payment is due, YYYY-MM-DD. */
  scheduledFor?: string;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  endToEndId: string;
  /** The screenshot's chrome: minutes between payment and screenshot, status bar override, JPEG quality shift. */
  chrome?: { clockMinutes?: number; statusBar?: boolean; qualityShift?: number };
}

export type RowRole =
  | 'title'
  | 'amount'
  | 'when'
  | 'scheduled for'
  | 'extra'
  | 'section'
  | 'name'
  | 'document'
  | 'institution'
  | 'account'
  | 'key'
  | 'id'
  | 'note';

export interface ReceiptRow {
  role: RowRole;
  label: string;
  text: string;
  side?: 'recipient' | 'payer';
  /** Printed with its label even in the 'no label' family. */
  inline?: boolean;
}

/** What a receipt prints, in order, before it is laid out. */
export function ledgerReceiptRows(receipt: LedgerReceipt): ReceiptRow[] {
  const layout = ledgerLayout(receipt.layout);
  const scheduled = receipt.kind === 'scheduled';
  const rows: ReceiptRow[] = [
    { role: 'title', label: '', text: scheduled ? layout.titles.scheduled : layout.titles.sent },
    { role: 'amount', label: layout.labels.amount, text: layout.money(receipt.cents) },
  ];
  const printed = layout.when(saoPauloClock(receipt.at));
  if (scheduled) {
    const [y, m, d] = (receipt.scheduledFor ?? '').split('-');
    rows.push({ role: 'scheduled for', label: layout.labels.scheduledFor, text: `${d}/${m}/${y}`, inline: true });
    rows.push({ role: 'when', label: layout.labels.requestedAt, text: printed.join(' - '), inline: true });
  } else {
    printed.forEach((text, i) => {
      rows.push({ role: 'when', label: layout.labels.when[i] ?? layout.labels.when[0], text });
    });
  }
  for (const [label, text] of layout.extras) rows.push({ role: 'extra', label, text });
  const party = (side: 'recipient' | 'payer'): void => {
    const p = receipt[side];
    rows.push({ role: 'section', label: '', text: layout.headings[side], side });
    rows.push({ role: 'name', label: layout.labels.name, text: printedName(layout, p.name), side });
    rows.push({
      role: 'document',
      label: p.document.length === 11 ? 'CPF' : 'CNPJ',
      text: maskDocument(layout, p.document),
      side,
    });
    rows.push({ role: 'institution', label: layout.labels.institution, text: p.institution, side });
    if (layout.labels.account && p.agency && p.account) {
      rows.push({
        role: 'account',
        label: layout.labels.account,
        text: layout.family === 'no label' ? `Ag ${p.agency} • Conta ${p.account}` : `${p.agency} / ${p.account}`,
        side,
      });
    }
    if (side === 'recipient' && p.pixKey) rows.push({ role: 'key', label: layout.labels.key, text: p.pixKey, side });
  };
  for (const side of layout.payerFirst ? (['payer', 'recipient'] as const) : (['recipient', 'payer'] as const)) {
    party(side);
  }
  rows.push({ role: 'id', label: layout.labels.id, text: receipt.endToEndId });
  if (scheduled) {
    rows.push({ role: 'note', label: '', text: 'O Pix será feito na data agendada, se houver saldo.' });
  }
  if (layout.footer) rows.push({ role: 'note', label: '', text: layout.footer });
  return rows;
}

const UNIT = 1080;
const MARGIN = 60;

interface Palette {
  bg: string;
  fg: string;
  muted: string;
  rule: string;
  surface: string;
}

function palette(layout: LedgerLayout): Palette {
  return layout.theme === 'light'
    ? { bg: layout.background ?? '#FFFFFF', fg: '#1B1B1F', muted: '#5F6368', rule: '#D5D8DC', surface: '#EEF0F3' }
    : { bg: layout.background ?? '#111114', fg: '#F2F2F4', muted: '#A9ADB5', rule: '#3A3D45', surface: '#23262D' };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A generous width estimate, in units, of text set at `size`. */
function estimate(text: string, size: number, font: LedgerFont): number {
  return text.length * size * (font === 'Dosis' ? 0.5 : 0.56);
}

class Sheet {
  readonly parts: string[] = [];
  y = 0;
  constructor(readonly font: LedgerFont) {}
  text(x: number, y: number, text: string, size: number, fill: string, weight = 400, anchor = 'start'): void {
    this.parts.push(
      `<text x="${x}" y="${y}" font-family="${this.font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`,
    );
  }
  rect(x: number, y: number, w: number, h: number, fill: string, radius = 0): void {
    this.parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`);
  }
  rule(color: string): void {
    this.y += 24;
    this.rect(MARGIN, this.y, UNIT - 2 * MARGIN, 2, color);
    this.y += 18;
  }
}

function drawStatusBar(sheet: Sheet, clock: Clock, colors: Palette): void {
  sheet.text(MARGIN, 50, `${clock.hour}:${two(clock.minute)}`, 32, colors.fg, 600);
  const right = UNIT - MARGIN;
  for (let i = 0; i < 4; i++) sheet.rect(right - 190 + i * 16, 42 - i * 7, 10, 10 + i * 7, colors.fg, 2);
  sheet.text(right - 100, 50, '5G', 28, colors.fg, 600);
  sheet.rect(right - 50, 24, 46, 26, colors.muted, 6);
  sheet.rect(right - 47, 27, 30, 20, colors.fg, 4);
  sheet.y = 76;
}

function drawField(sheet: Sheet, layout: LedgerLayout, colors: Palette, row: ReceiptRow): void {
  const right = UNIT - MARGIN;
  if (layout.family === 'no label') {
    if (row.role === 'id') {
      sheet.y += 20;
      sheet.text(MARGIN, sheet.y + 40, row.label, 32, layout.accent, 700);
      sheet.text(MARGIN, sheet.y + 92, row.text, 32, colors.fg, 500);
      sheet.y += 112;
      return;
    }
    const text = row.inline ? `${row.label} ${row.text}` : row.text;
    const strong = row.role === 'name';
    const secondary = row.role === 'institution' || row.role === 'account' || row.role === 'extra';
    sheet.text(MARGIN, sheet.y + 46, text, strong ? 38 : 34, secondary ? colors.muted : colors.fg, strong ? 700 : 500);
    sheet.y += strong ? 64 : 58;
    return;
  }
  if (layout.family === 'label above') {
    sheet.text(MARGIN, sheet.y + 38, row.label, 28, colors.muted, 400);
    const size = row.role === 'id' ? 32 : 36;
    sheet.text(MARGIN, sheet.y + 88, row.text, size, colors.fg, 600);
    sheet.y += 112;
    return;
  }
  const labelSize = 30;
  let size = row.role === 'id' ? 31 : 34;
  const room = right - MARGIN - estimate(row.label, labelSize, layout.font) - 30;
  while (size > 28 && estimate(row.text, size, layout.font) > room) size -= 1;
  sheet.text(MARGIN, sheet.y + 46, row.label, labelSize, colors.muted, 400);
  if (estimate(row.text, size, layout.font) <= room) {
    sheet.text(right, sheet.y + 46, row.text, size, colors.fg, 600, 'end');
    sheet.y += 68;
  } else {
    sheet.text(right, sheet.y + 98, row.text, size, colors.fg, 600, 'end');
    sheet.y += 120;
  }
}

/** The receipt as an SVG of UNIT width (scaled to the layout's width when rasterised). */
export function ledgerReceiptSvg(receipt: LedgerReceipt): { svg: string; height: number } {
  const layout = ledgerLayout(receipt.layout);
  const colors = palette(layout);
  const sheet = new Sheet(layout.font);
  const rows = ledgerReceiptRows(receipt);
  const showStatusBar = receipt.chrome?.statusBar ?? layout.statusBar;
  if (showStatusBar) {
    const shot = new Date(receipt.at.getTime() + (receipt.chrome?.clockMinutes ?? 2) * 60_000);
    drawStatusBar(sheet, saoPauloClock(shot), colors);
  } else {
    sheet.y = 20;
  }
  // App bar: a back chevron, the screen's title, the bank's name.
  const barY = sheet.y + 62;
  sheet.parts.push(
    `<path d="M ${MARGIN + 22} ${barY - 34} L ${MARGIN} ${barY - 12} L ${MARGIN + 22} ${barY + 10}" stroke="${colors.fg}" stroke-width="5" fill="none"/>`,
  );
  if (layout.appTitle) sheet.text(UNIT / 2, barY, layout.appTitle, 34, colors.fg, 600, 'middle');
  sheet.text(UNIT - MARGIN, barY, layout.bank, 30, layout.accent, 700, 'end');
  sheet.y += 100;

  const top = rows.filter((row) => row.role === 'title' || row.role === 'amount');
  const whenRows = rows.filter((row) => row.role === 'when' || row.role === 'scheduled for');
  const atTop = layout.whenAtTop ? whenRows.slice(0, 1) : [];
  const topText = atTop.map((row) => (row.inline ? `${row.label} ${row.text}` : row.text)).join(' - ');
  const rest = rows.filter((row) => row.role !== 'title' && row.role !== 'amount' && !atTop.includes(row));
  const title = top[0]?.text ?? '';
  const amount = top[1]?.text ?? '';
  const amountLabel = layout.family === 'no label' ? '' : (top[1]?.label ?? '');

  if (layout.card) {
    const cardTop = sheet.y + 10;
    const inner = new Sheet(layout.font);
    inner.y = cardTop + 30;
    inner.text(MARGIN + 40, inner.y + 44, title, 38, '#FFFFFF', 700);
    inner.y += 70;
    if (amountLabel) {
      inner.text(MARGIN + 40, inner.y + 36, amountLabel, 28, '#E8E8EE', 400);
      inner.y += 44;
    }
    inner.text(MARGIN + 40, inner.y + 66, amount, 66, '#FFFFFF', 700);
    inner.y += 90;
    if (topText) {
      inner.text(MARGIN + 40, inner.y + 40, topText, 30, '#F0F0F5', 500);
      inner.y += 56;
    }
    const cardHeight = inner.y + 30 - cardTop;
    sheet.rect(MARGIN - 20, cardTop, UNIT - 2 * MARGIN + 40, cardHeight, layout.brand, 28);
    sheet.parts.push(...inner.parts);
    sheet.y = cardTop + cardHeight + 20;
  } else {
    sheet.text(MARGIN, sheet.y + 54, title, 44, colors.fg, 700);
    sheet.y += 84;
    if (amountLabel) {
      sheet.text(MARGIN, sheet.y + 34, amountLabel, 28, colors.muted, 400);
      sheet.y += 40;
    }
    sheet.text(MARGIN, sheet.y + 70, amount, 68, layout.accent, 700);
    sheet.y += 92;
    if (topText) {
      sheet.text(MARGIN, sheet.y + 40, topText, 30, colors.muted, 500);
      sheet.y += 56;
    }
  }
  sheet.rule(colors.rule);

  for (const row of rest) {
    if (row.role === 'section') {
      sheet.y += 26;
      sheet.text(MARGIN, sheet.y + 44, row.text, 36, layout.accent, 700);
      sheet.y += 62;
      continue;
    }
    if (row.role === 'note') {
      sheet.y += 10;
      sheet.text(MARGIN, sheet.y + 36, row.text, 26, colors.muted, 400);
      sheet.y += 48;
      continue;
    }
    if (row.role === 'id' && layout.family !== 'no label') sheet.rule(colors.rule);
    drawField(sheet, layout, colors, row);
  }

  const height = Math.max(Math.round(sheet.y + 230), Math.round(UNIT * (layout.width < 900 ? 2.05 : 2.16)));
  const buttonY = height - 170;
  sheet.rect(MARGIN, buttonY, UNIT - 2 * MARGIN, 96, layout.theme === 'dark' ? layout.accent : layout.brand, 48);
  sheet.text(
    UNIT / 2,
    buttonY + 60,
    layout.button,
    32,
    layout.theme === 'dark' && layout.id !== 'neon' ? '#111111' : '#FFFFFF',
    700,
    'middle',
  );
  const scale = layout.width / UNIT;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${Math.round(height * scale)}" viewBox="0 0 ${UNIT} ${height}">`,
    `<rect width="${UNIT}" height="${height}" fill="${colors.bg}"/>`,
    ...sheet.parts,
    '</svg>',
  ].join('');
  return { svg, height: Math.round(height * scale) };
}

/** The receipt as the phone screenshot a customer would send: a JPEG, 4:2:0, of the layout's width. */
export async function renderLedgerReceipt(receipt: LedgerReceipt): Promise<Buffer> {
  const layout = ledgerLayout(receipt.layout);
  const { svg } = ledgerReceiptSvg(receipt);
  let raster = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  if (layout.resample) {
    const small = await sharp(raster)
      .resize({ width: Math.round(layout.width * layout.resample) })
      .png()
      .toBuffer();
    raster = await sharp(small).resize({ width: layout.width, kernel: 'cubic' }).png().toBuffer();
  }
  const quality = Math.min(85, Math.max(55, layout.quality + (receipt.chrome?.qualityShift ?? 0)));
  return sharp(raster).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
