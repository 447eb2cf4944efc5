// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/**
 * Sixteen invented Pix receipt layouts, one per bank or wallet app, drawn as phone screenshots (SVG text rendered by
 * sharp/librsvg in "Linux Biolinum O", values in "Hack" in about half of them), then degraded the way a screenshot is
 * after a trip through a chat app (resampled, slightly blurred, JPEG with 4:2:0 chroma). Everything here is the
 * bank's side: how each app prints a name, masks a document, writes an amount or a date, and where it puts them.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import sharp from 'sharp';

export type BerthFamilyName = 'label beside' | 'label above' | 'no label';
export type BerthTheme = 'light' | 'dark';

/** One side of the transfer, as a fact (registered name, document digits). */
export interface ReceiptParty {
  name: string;
  document: string;
  institution: string;
  agency: string | null;
  account: string | null;
}

/** What happened, before any bank decides how to print it. */
export interface ReceiptFacts {
  layout: string;
  amountCents: number;
  /** When the payer confirmed the transfer (or the schedule), ISO UTC. */
  paidAt: string;
  /** A scheduled Pix: the day it is due (yyyy-mm-dd, São Paulo), not yet paid; null when paid now. */
  scheduledFor: string | null;
  recipient: ReceiptParty;
  /** The recipient's Pix key when the receipt prints it (raw: +55…, digits, e-mail or EVP), else null. */
  recipientKey: string | null;
  payer: ReceiptParty;
  endToEndId: string;
  description: string | null;
}

export interface PrintedParty {
  name: string;
  document: string;
  institution: string;
  agency: string | null;
  account: string | null;
}

/** The texts the layout prints for those facts. */
export interface PrintedReceipt {
  title: string;
  status: string;
  amount: string;
  date: string;
  scheduledFor: string | null;
  recipient: PrintedParty;
  payer: PrintedParty;
  key: string | null;
  endToEndId: string;
  description: string | null;
}

type CpfMask = 'stars' | 'bullets' | 'plain';
type CnpjMask = 'full' | 'head' | 'middle';
type AmountStyle = 'space' | 'nospace' | 'raised' | 'minus';
type DateStyle = 'slash-as' | 'slash-dash' | 'short-month' | 'month-upper' | 'long-weekday' | 'dots' | 'long-as';
type NameCase = 'title' | 'upper' | 'upper-plain';

interface Palette {
  bg: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  line: string;
  card: string;
  headerBg: string;
  headerText: string;
  statusBg: string;
  statusText: string;
  notice: string;
}

interface Labels {
  name: string;
  institution: string;
  key: string;
  agency: string;
  account: string;
  date: string;
  amount: string;
  type: string;
  description: string;
  id: string;
}

export interface BerthLayout {
  key: string;
  bank: string;
  family: BerthFamilyName;
  theme: BerthTheme;
  /** Values (amounts, ids, documents, keys) in Hack. */
  mono: boolean;
  /** The kind of store this layout's cases sell for. */
  store: 'company' | 'person';
  /** The payer's institution: its ISPB (for the end-to-end id) and how the app prints it. */
  ispb: string;
  institution: string;
  nativeWidth: number;
  nativeHeight: number;
  dpWidth: number;
  /** The picture's width after the chat app. */
  width: number;
  palette: Palette;
  statusBar: 'android' | 'ios';
  header: { style: 'solid' | 'plain' | 'logo'; title: string; mark: string; centered: boolean };
  hero: 'center' | 'left' | 'banner';
  heroIcon: 'check' | 'pix' | 'none';
  title: string;
  amountStyle: AmountStyle;
  amountSize: number;
  amountInHero: boolean;
  dateStyle: DateStyle;
  dateInHero: boolean;
  nameCase: NameCase;
  cut: { at: number; mark: string } | null;
  cpfMask: CpfMask;
  cnpjMask: CnpjMask;
  keyMask: boolean;
  order: 'recipient-first' | 'payer-first';
  headings: { recipient: string; payer: string };
  labels: Labels;
  upperLabels: boolean;
  documentLabel: 'kind' | 'CPF/CNPJ' | 'Documento';
  valueAlign: 'right' | 'column';
  cards: boolean;
  rowLines: boolean;
  avatar: boolean;
  bodySize: number;
  labelSize: number;
  nameSize: number;
  titleSize: number;
  showAccount: boolean;
  footer: { fixed: boolean; buttons: string[]; round: number };
  note: string[];
  margin: number;
}

const SANS = 'Linux Biolinum O';
const MONO = 'Hack';

const light = (accent: string, onAccent: string, more: Partial<Palette> = {}): Palette => ({
  bg: '#FFFFFF',
  text: '#1F1F24',
  muted: '#6E6E78',
  accent,
  onAccent,
  line: '#E3E3E8',
  card: '#F4F4F6',
  headerBg: '#FFFFFF',
  headerText: '#1F1F24',
  statusBg: '#FFFFFF',
  statusText: '#1F1F24',
  notice: '#B35C00',
  ...more,
});

const dark = (accent: string, onAccent: string, more: Partial<Palette> = {}): Palette => ({
  bg: '#121214',
  text: '#F2F2F5',
  muted: '#A0A0AB',
  accent,
  onAccent,
  line: '#2E2E34',
  card: '#1D1D21',
  headerBg: '#121214',
  headerText: '#F2F2F5',
  statusBg: '#121214',
  statusText: '#F2F2F5',
  notice: '#FFB45C',
  ...more,
});

const baseLabels: Labels = {
  name: 'Nome',
  institution: 'Instituição',
  key: 'Chave Pix',
  agency: 'Agência',
  account: 'Conta',
  date: 'Data e hora',
  amount: 'Valor',
  type: 'Tipo de transferência',
  description: 'Descrição',
  id: 'ID da transação',
};

/** The sixteen layouts (invented; colours and wording only in the spirit of each app). */
export const BERTH_LAYOUTS: readonly BerthLayout[] = [
  {
    key: 'nubank',
    bank: 'Nubank',
    family: 'label beside',
    theme: 'dark',
    mono: false,
    store: 'person',
    ispb: '18236120',
    institution: 'Nu Pagamentos - IP',
    nativeWidth: 1080,
    nativeHeight: 2400,
    dpWidth: 360,
    width: 720,
    palette: dark('#A45DE8', '#FFFFFF', { bg: '#0F0F10', headerBg: '#0F0F10', statusBg: '#0F0F10', card: '#1A1A1C' }),
    statusBar: 'android',
    header: { style: 'logo', title: '', mark: 'nu', centered: false },
    hero: 'left',
    heroIcon: 'none',
    title: 'Comprovante de transferência',
    amountStyle: 'space',
    amountSize: 16,
    amountInHero: false,
    dateStyle: 'month-upper',
    dateInHero: true,
    nameCase: 'title',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'middle',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...baseLabels },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: false,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 14,
    nameSize: 14,
    titleSize: 22,
    showAccount: true,
    footer: { fixed: true, buttons: ['Compartilhar comprovante'], round: 24 },
    note: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'CNPJ 18.236.120/0001-58'],
    margin: 20,
  },
  {
    key: 'itau',
    bank: 'Itaú',
    family: 'label above',
    theme: 'light',
    mono: false,
    store: 'company',
    ispb: '60701190',
    institution: 'Itaú Unibanco S.A.',
    nativeWidth: 1170,
    nativeHeight: 2532,
    dpWidth: 390,
    width: 1170,
    palette: light('#EC7000', '#FFFFFF', {
      headerBg: '#EC7000',
      headerText: '#FFFFFF',
      statusBg: '#EC7000',
      statusText: '#FFFFFF',
      card: '#F6F3F0',
    }),
    statusBar: 'ios',
    header: { style: 'solid', title: 'comprovante', mark: 'itaú', centered: true },
    hero: 'left',
    heroIcon: 'none',
    title: 'Pix enviado',
    amountStyle: 'space',
    amountSize: 30,
    amountInHero: true,
    dateStyle: 'slash-as',
    dateInHero: false,
    nameCase: 'title',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'full',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'dados do recebedor', payer: 'dados do pagador' },
    labels: {
      ...baseLabels,
      name: 'nome',
      institution: 'instituição',
      key: 'chave Pix',
      agency: 'agência',
      account: 'conta',
      date: 'data e hora da transferência',
      type: 'tipo de transferência',
      description: 'mensagem',
      id: 'ID da transação',
    },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 15,
    labelSize: 12,
    nameSize: 15,
    titleSize: 22,
    showAccount: true,
    footer: { fixed: true, buttons: ['compartilhar', 'fechar'], round: 8 },
    note: [],
    margin: 20,
  },
  {
    key: 'bradesco',
    bank: 'Bradesco',
    family: 'label beside',
    theme: 'light',
    mono: true,
    store: 'company',
    ispb: '60746948',
    institution: 'Banco Bradesco S.A.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 738,
    palette: light('#CC092F', '#FFFFFF', {
      headerBg: '#CC092F',
      headerText: '#FFFFFF',
      statusBg: '#B0072A',
      statusText: '#FFFFFF',
    }),
    statusBar: 'android',
    header: { style: 'solid', title: 'Comprovante', mark: 'B', centered: false },
    hero: 'left',
    heroIcon: 'check',
    title: 'Transferência realizada',
    amountStyle: 'nospace',
    amountSize: 28,
    amountInHero: true,
    dateStyle: 'slash-dash',
    dateInHero: false,
    nameCase: 'upper-plain',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'middle',
    keyMask: true,
    order: 'payer-first',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: { ...baseLabels, date: 'Data', type: 'Tipo', id: 'ID E2E' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'column',
    cards: false,
    rowLines: true,
    avatar: false,
    bodySize: 13,
    labelSize: 13,
    nameSize: 13,
    titleSize: 20,
    showAccount: true,
    footer: { fixed: true, buttons: ['Compartilhar', 'Salvar PDF'], round: 22 },
    note: [],
    margin: 16,
  },
  {
    key: 'bb',
    bank: 'Banco do Brasil',
    family: 'label beside',
    theme: 'light',
    mono: true,
    store: 'person',
    ispb: '00000000',
    institution: 'Banco do Brasil S.A.',
    nativeWidth: 750,
    nativeHeight: 1334,
    dpWidth: 375,
    width: 750,
    palette: light('#3A51E0', '#FFFFFF', {
      headerBg: '#FCE500',
      headerText: '#1B2F9C',
      statusBg: '#FCE500',
      statusText: '#1B2F9C',
      card: '#F2F4FB',
    }),
    statusBar: 'ios',
    header: { style: 'solid', title: 'Comprovante Pix', mark: 'BB', centered: true },
    hero: 'left',
    heroIcon: 'none',
    title: 'Pix enviado',
    amountStyle: 'space',
    amountSize: 14,
    amountInHero: false,
    dateStyle: 'dots',
    dateInHero: false,
    nameCase: 'upper-plain',
    cut: null,
    cpfMask: 'plain',
    cnpjMask: 'middle',
    keyMask: true,
    order: 'payer-first',
    headings: { recipient: 'RECEBEDOR', payer: 'PAGADOR' },
    labels: { ...baseLabels, date: 'Data', type: 'Tipo', description: 'Mensagem', id: 'Identificador' },
    upperLabels: true,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: false,
    rowLines: false,
    avatar: false,
    bodySize: 12,
    labelSize: 12,
    nameSize: 13,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: false, buttons: [], round: 6 },
    note: ['SISBB - Sistema de Informações Banco do Brasil'],
    margin: 16,
  },
  {
    key: 'caixa',
    bank: 'Caixa',
    family: 'label above',
    theme: 'light',
    mono: true,
    store: 'company',
    ispb: '00360305',
    institution: 'Caixa Econômica Federal',
    nativeWidth: 1080,
    nativeHeight: 2400,
    dpWidth: 360,
    width: 720,
    palette: light('#005CA9', '#FFFFFF', {
      headerBg: '#005CA9',
      headerText: '#FFFFFF',
      statusBg: '#004B8D',
      statusText: '#FFFFFF',
      card: '#EEF4FA',
      notice: '#F39200',
    }),
    statusBar: 'android',
    header: { style: 'solid', title: 'Comprovante de Pix', mark: 'X', centered: false },
    hero: 'banner',
    heroIcon: 'none',
    title: 'Pix enviado com sucesso',
    amountStyle: 'space',
    amountSize: 30,
    amountInHero: true,
    dateStyle: 'slash-as',
    dateInHero: false,
    nameCase: 'upper-plain',
    cut: { at: 26, mark: '' },
    cpfMask: 'stars',
    cnpjMask: 'head',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: { ...baseLabels, date: 'Data da operação', id: 'Identificador' },
    upperLabels: false,
    documentLabel: 'CPF/CNPJ',
    valueAlign: 'right',
    cards: false,
    rowLines: true,
    avatar: false,
    bodySize: 15,
    labelSize: 12,
    nameSize: 15,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar'], round: 4 },
    note: [],
    margin: 18,
  },
  {
    key: 'santander',
    bank: 'Santander',
    family: 'label beside',
    theme: 'light',
    mono: false,
    store: 'person',
    ispb: '90400888',
    institution: 'Banco Santander (Brasil) S.A.',
    nativeWidth: 828,
    nativeHeight: 1792,
    dpWidth: 414,
    width: 828,
    palette: light('#EC0000', '#FFFFFF', { card: '#F7F4F4', line: '#E9E1E1' }),
    statusBar: 'ios',
    header: { style: 'plain', title: 'Comprovante do Pix', mark: 'S', centered: true },
    hero: 'center',
    heroIcon: 'check',
    title: 'Pix realizado',
    amountStyle: 'raised',
    amountSize: 40,
    amountInHero: true,
    dateStyle: 'long-weekday',
    dateInHero: true,
    nameCase: 'title',
    cut: { at: 30, mark: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'head',
    keyMask: true,
    order: 'recipient-first',
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: { ...baseLabels, key: 'Chave', id: 'ID da transação' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 15,
    labelSize: 14,
    nameSize: 15,
    titleSize: 20,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar', 'Concluir'], round: 26 },
    note: [],
    margin: 20,
  },
  {
    key: 'inter',
    bank: 'Inter',
    family: 'no label',
    theme: 'dark',
    mono: true,
    store: 'company',
    ispb: '00416968',
    institution: 'Banco Inter S.A.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 1080,
    palette: dark('#FF7A00', '#FFFFFF', { bg: '#1C1C1E', headerBg: '#1C1C1E', statusBg: '#1C1C1E', card: '#262629' }),
    statusBar: 'android',
    header: { style: 'plain', title: 'Comprovante', mark: 'inter', centered: true },
    hero: 'center',
    heroIcon: 'check',
    title: 'Pix enviado',
    amountStyle: 'space',
    amountSize: 32,
    amountInHero: true,
    dateStyle: 'short-month',
    dateInHero: true,
    nameCase: 'title',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'full',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: { ...baseLabels },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 13,
    nameSize: 16,
    titleSize: 20,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar', 'Voltar ao início'], round: 10 },
    note: [],
    margin: 18,
  },
  {
    key: 'picpay',
    bank: 'PicPay',
    family: 'no label',
    theme: 'dark',
    mono: false,
    store: 'person',
    ispb: '22896431',
    institution: 'PicPay',
    nativeWidth: 1080,
    nativeHeight: 2400,
    dpWidth: 360,
    width: 720,
    palette: dark('#21C25E', '#0B0B0B', { bg: '#101010', headerBg: '#101010', statusBg: '#101010', card: '#1B1B1B' }),
    statusBar: 'android',
    header: { style: 'plain', title: '', mark: 'PicPay', centered: true },
    hero: 'center',
    heroIcon: 'pix',
    title: 'Pix enviado',
    amountStyle: 'nospace',
    amountSize: 36,
    amountInHero: true,
    dateStyle: 'slash-as',
    dateInHero: true,
    nameCase: 'title',
    cut: { at: 25, mark: '...' },
    cpfMask: 'stars',
    cnpjMask: 'head',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...baseLabels, description: 'Mensagem' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: false,
    rowLines: false,
    avatar: true,
    bodySize: 14,
    labelSize: 13,
    nameSize: 16,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar'], round: 24 },
    note: [],
    margin: 20,
  },
  {
    key: 'mercadopago',
    bank: 'Mercado Pago',
    family: 'no label',
    theme: 'light',
    mono: false,
    store: 'company',
    ispb: '10573521',
    institution: 'Mercado Pago IP Ltda.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 738,
    palette: light('#009EE3', '#FFFFFF', {
      bg: '#EDEDED',
      card: '#FFFFFF',
      headerBg: '#FFE600',
      headerText: '#2D3277',
      statusBg: '#FFE600',
      statusText: '#2D3277',
    }),
    statusBar: 'android',
    header: { style: 'solid', title: 'Comprovante', mark: 'MP', centered: false },
    hero: 'left',
    heroIcon: 'pix',
    title: 'Você transferiu',
    amountStyle: 'raised',
    amountSize: 36,
    amountInHero: true,
    dateStyle: 'long-as',
    dateInHero: true,
    nameCase: 'title',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'middle',
    keyMask: true,
    order: 'payer-first',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...baseLabels, id: 'Identificador' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 13,
    nameSize: 15,
    titleSize: 16,
    showAccount: false,
    footer: { fixed: false, buttons: ['Compartilhar comprovante'], round: 6 },
    note: [],
    margin: 16,
  },
  {
    key: 'c6',
    bank: 'C6 Bank',
    family: 'label above',
    theme: 'dark',
    mono: true,
    store: 'person',
    ispb: '31872495',
    institution: 'Banco C6 S.A.',
    nativeWidth: 1170,
    nativeHeight: 2532,
    dpWidth: 390,
    width: 1170,
    palette: dark('#F5F5F5', '#000000', {
      bg: '#000000',
      headerBg: '#000000',
      statusBg: '#000000',
      card: '#141414',
      line: '#2A2A2A',
      muted: '#9A9A9A',
    }),
    statusBar: 'ios',
    header: { style: 'plain', title: 'Comprovante', mark: 'C6', centered: true },
    hero: 'left',
    heroIcon: 'none',
    title: 'Pix enviado',
    amountStyle: 'raised',
    amountSize: 38,
    amountInHero: true,
    dateStyle: 'dots',
    dateInHero: true,
    nameCase: 'upper',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'head',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...baseLabels, key: 'Chave', id: 'ID da transação' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: false,
    rowLines: true,
    avatar: false,
    bodySize: 15,
    labelSize: 13,
    nameSize: 15,
    titleSize: 20,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar'], round: 28 },
    note: [],
    margin: 22,
  },
  {
    key: 'pagbank',
    bank: 'PagBank',
    family: 'label beside',
    theme: 'light',
    mono: true,
    store: 'company',
    ispb: '08561701',
    institution: 'PagSeguro Internet IP S.A.',
    nativeWidth: 720,
    nativeHeight: 1600,
    dpWidth: 360,
    width: 720,
    palette: light('#1AA54A', '#FFFFFF', { card: '#F3F8F4' }),
    statusBar: 'android',
    header: { style: 'logo', title: 'Comprovante', mark: 'Pag', centered: false },
    hero: 'center',
    heroIcon: 'check',
    title: 'Pix realizado',
    amountStyle: 'minus',
    amountSize: 28,
    amountInHero: true,
    dateStyle: 'slash-as',
    dateInHero: false,
    nameCase: 'upper',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'full',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: { ...baseLabels, date: 'Data', type: 'Tipo', id: 'ID da transação' },
    upperLabels: false,
    documentLabel: 'CPF/CNPJ',
    valueAlign: 'right',
    cards: false,
    rowLines: true,
    avatar: false,
    bodySize: 13,
    labelSize: 13,
    nameSize: 13,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar', 'Fechar'], round: 20 },
    note: [],
    margin: 16,
  },
  {
    key: 'sicoob',
    bank: 'Sicoob',
    family: 'label above',
    theme: 'light',
    mono: true,
    store: 'company',
    ispb: '02038232',
    institution: 'Banco Sicoob S.A.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 1080,
    palette: light('#00AE9D', '#FFFFFF', {
      headerBg: '#003641',
      headerText: '#FFFFFF',
      statusBg: '#003641',
      statusText: '#FFFFFF',
      card: '#EEF7F6',
    }),
    statusBar: 'android',
    header: { style: 'solid', title: 'Comprovante de transferência', mark: 'S', centered: false },
    hero: 'left',
    heroIcon: 'none',
    title: 'Pix efetuado',
    amountStyle: 'space',
    amountSize: 28,
    amountInHero: true,
    dateStyle: 'slash-dash',
    dateInHero: false,
    nameCase: 'upper-plain',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'head',
    keyMask: true,
    order: 'payer-first',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: { ...baseLabels, date: 'Data/hora', id: 'ID E2E' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 12,
    nameSize: 14,
    titleSize: 18,
    showAccount: true,
    footer: { fixed: true, buttons: ['Compartilhar'], round: 8 },
    note: [],
    margin: 16,
  },
  {
    key: 'banrisul',
    bank: 'Banrisul',
    family: 'label beside',
    theme: 'light',
    mono: false,
    store: 'person',
    ispb: '92702067',
    institution: 'Banco do Estado do RS S.A.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 738,
    palette: light('#0063A7', '#FFFFFF', {
      headerBg: '#0063A7',
      headerText: '#FFFFFF',
      statusBg: '#00538C',
      statusText: '#FFFFFF',
      card: '#F0F5FA',
    }),
    statusBar: 'android',
    header: { style: 'solid', title: 'Comprovante de Pix', mark: 'B', centered: false },
    hero: 'banner',
    heroIcon: 'pix',
    title: 'Pix enviado',
    amountStyle: 'space',
    amountSize: 30,
    amountInHero: true,
    dateStyle: 'dots',
    dateInHero: false,
    nameCase: 'upper',
    cut: null,
    cpfMask: 'stars',
    cnpjMask: 'middle',
    keyMask: false,
    order: 'payer-first',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...baseLabels, date: 'Data', type: 'Tipo', id: 'ID da transação' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'column',
    cards: false,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 14,
    nameSize: 14,
    titleSize: 16,
    showAccount: true,
    footer: { fixed: true, buttons: ['Compartilhar', 'Fechar'], round: 6 },
    note: ['Ouvidoria Banrisul: 0800 644 2200'],
    margin: 16,
  },
  {
    key: 'btg',
    bank: 'BTG Pactual',
    family: 'label above',
    theme: 'dark',
    mono: false,
    store: 'company',
    ispb: '30306294',
    institution: 'Banco BTG Pactual S.A.',
    nativeWidth: 1125,
    nativeHeight: 2436,
    dpWidth: 375,
    width: 739,
    palette: dark('#3D7BFF', '#FFFFFF', {
      bg: '#0B1626',
      headerBg: '#0B1626',
      statusBg: '#0B1626',
      card: '#122036',
      line: '#22324A',
      muted: '#93A3BA',
    }),
    statusBar: 'ios',
    header: { style: 'plain', title: 'Comprovante', mark: 'btg', centered: true },
    hero: 'left',
    heroIcon: 'check',
    title: 'Transferência enviada',
    amountStyle: 'space',
    amountSize: 30,
    amountInHero: true,
    dateStyle: 'long-weekday',
    dateInHero: true,
    nameCase: 'title',
    cut: null,
    cpfMask: 'bullets',
    cnpjMask: 'full',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: { ...baseLabels, id: 'ID E2E' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 15,
    labelSize: 12,
    nameSize: 15,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar', 'Fechar'], round: 24 },
    note: [],
    margin: 20,
  },
  {
    key: 'neon',
    bank: 'Neon',
    family: 'no label',
    theme: 'dark',
    mono: true,
    store: 'person',
    ispb: '20855875',
    institution: 'Neon Pagamentos S.A. IP',
    nativeWidth: 1080,
    nativeHeight: 2400,
    dpWidth: 360,
    width: 720,
    palette: dark('#19D3F0', '#06122B', {
      bg: '#06122B',
      headerBg: '#06122B',
      statusBg: '#06122B',
      card: '#0E1E40',
      line: '#1E2E52',
      muted: '#9EB0CF',
    }),
    statusBar: 'android',
    header: { style: 'logo', title: 'Comprovante', mark: 'neon', centered: false },
    hero: 'center',
    heroIcon: 'pix',
    title: 'Transferência enviada',
    amountStyle: 'nospace',
    amountSize: 34,
    amountInHero: true,
    dateStyle: 'slash-dash',
    dateInHero: true,
    nameCase: 'upper-plain',
    cut: { at: 28, mark: '' },
    cpfMask: 'bullets',
    cnpjMask: 'head',
    keyMask: true,
    order: 'recipient-first',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...baseLabels, description: 'Mensagem' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: true,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 12,
    nameSize: 15,
    titleSize: 18,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar'], round: 14 },
    note: [],
    margin: 18,
  },
  {
    key: 'sicredi',
    bank: 'Sicredi',
    family: 'no label',
    theme: 'light',
    mono: false,
    store: 'person',
    ispb: '01181521',
    institution: 'Banco Cooperativo Sicredi S.A.',
    nativeWidth: 1080,
    nativeHeight: 2340,
    dpWidth: 360,
    width: 1080,
    palette: light('#3FA110', '#FFFFFF', { card: '#F2F7EE', line: '#DDE8D5' }),
    statusBar: 'android',
    header: { style: 'plain', title: 'Comprovante', mark: 'S', centered: true },
    hero: 'center',
    heroIcon: 'check',
    title: 'Pix enviado',
    amountStyle: 'raised',
    amountSize: 36,
    amountInHero: true,
    dateStyle: 'slash-as',
    dateInHero: true,
    nameCase: 'title',
    cut: null,
    cpfMask: 'plain',
    cnpjMask: 'middle',
    keyMask: false,
    order: 'recipient-first',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: { ...baseLabels, id: 'Identificador' },
    upperLabels: false,
    documentLabel: 'kind',
    valueAlign: 'right',
    cards: false,
    rowLines: false,
    avatar: false,
    bodySize: 14,
    labelSize: 13,
    nameSize: 16,
    titleSize: 20,
    showAccount: false,
    footer: { fixed: true, buttons: ['Compartilhar', 'Fechar'], round: 24 },
    note: [],
    margin: 20,
  },
];

export function berthLayout(key: string): BerthLayout {
  const layout = BERTH_LAYOUTS.find((entry) => entry.key === key);
  if (!layout) throw new Error(`unknown berth layout ${key}`);
  return layout;
}

export function fontLabel(layout: BerthLayout): string {
  return layout.mono ? `${SANS} + ${MONO}` : SANS;
}

// ---------------------------------------------------------------------------------------------------------------
// How the banks print things.

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function printName(layout: BerthLayout, name: string): string {
  let printed = name;
  if (layout.nameCase === 'upper') printed = name.toLocaleUpperCase('pt-BR');
  if (layout.nameCase === 'upper-plain') printed = stripAccents(name).toUpperCase();
  if (layout.cut && printed.length > layout.cut.at)
    printed = printed.slice(0, layout.cut.at).trimEnd() + layout.cut.mark;
  return printed;
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12, 14)}`;
}

export function maskDocument(layout: BerthLayout, digits: string): string {
  if (digits.length === 11) {
    const middle = `${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
    if (layout.cpfMask === 'bullets') return `•••.${middle}-••`;
    if (layout.cpfMask === 'plain') return `***${digits.slice(3, 9)}**`;
    return `***.${middle}-**`;
  }
  if (layout.cnpjMask === 'full') return formatCnpj(digits);
  if (layout.cnpjMask === 'head') return `${digits.slice(0, 2)}.***.***/${digits.slice(8, 12)}-**`;
  return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
}

export function printKey(layout: BerthLayout, key: string): string {
  if (/^\+55\d{10,11}$/.test(key)) {
    const ddd = key.slice(3, 5);
    const local = key.slice(5);
    if (layout.keyMask) return `+55 (${ddd}) *****-${local.slice(-4)}`;
    return `+55 ${ddd} ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  if (/^\d{11}$/.test(key)) return layout.keyMask ? `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**` : formatCpf(key);
  if (/^\d{14}$/.test(key)) return formatCnpj(key);
  if (key.includes('@') && layout.keyMask) {
    const [user = '', domain = ''] = key.split('@');
    return `${user.slice(0, 2)}****@${domain}`;
  }
  return key;
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
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** São Paulo wall clock (UTC−3, no daylight saving since 2019). */
export function saoPaulo(iso: string): {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  wd: number;
} {
  const local = new Date(Date.parse(iso) - 3 * 3600_000);
  return {
    y: local.getUTCFullYear(),
    mo: local.getUTCMonth(),
    d: local.getUTCDate(),
    h: local.getUTCHours(),
    mi: local.getUTCMinutes(),
    s: local.getUTCSeconds(),
    wd: local.getUTCDay(),
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

export function formatDate(style: DateStyle, iso: string): string {
  const t = saoPaulo(iso);
  const dmy = `${two(t.d)}/${two(t.mo + 1)}/${t.y}`;
  const hm = `${two(t.h)}:${two(t.mi)}`;
  const month = MONTHS[t.mo] ?? '';
  switch (style) {
    case 'slash-as':
      return `${dmy} às ${hm}`;
    case 'slash-dash':
      return `${dmy} - ${hm}:${two(t.s)}`;
    case 'short-month':
      return `${two(t.d)} ${month.slice(0, 3)} ${t.y}, ${hm}`;
    case 'month-upper':
      return `${two(t.d)} ${stripAccents(month).slice(0, 3).toUpperCase()} ${t.y} - ${hm}:${two(t.s)}`;
    case 'long-weekday':
      return `${WEEKDAYS[t.wd]}, ${t.d} de ${month} de ${t.y} - ${two(t.h)}h${two(t.mi)}:${two(t.s)}`;
    case 'long-as':
      return `${t.d} de ${month} de ${t.y} às ${hm}`;
    case 'dots':
      return `${two(t.d)}.${two(t.mo + 1)}.${t.y} ${hm}:${two(t.s)}`;
  }
}

export function formatAmount(style: AmountStyle, cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const value = `${reais},${two(cents % 100)}`;
  if (style === 'nospace') return `R$${value}`;
  if (style === 'minus') return `- R$ ${value}`;
  return `R$ ${value}`;
}

function printParty(layout: BerthLayout, party: ReceiptParty): PrintedParty {
  return {
    name: printName(layout, party.name),
    document: maskDocument(layout, party.document),
    institution: party.institution,
    agency: layout.showAccount ? party.agency : null,
    account: layout.showAccount ? party.account : null,
  };
}

export function printReceipt(layout: BerthLayout, facts: ReceiptFacts): PrintedReceipt {
  const scheduled = facts.scheduledFor !== null;
  let scheduledFor: string | null = null;
  if (facts.scheduledFor) {
    const [y, m, d] = facts.scheduledFor.split('-');
    scheduledFor = `Agendado para ${d}/${m}/${y}`;
  }
  return {
    title: scheduled ? 'Pix agendado' : layout.title,
    status: scheduled ? 'Agendado' : 'Concluído',
    amount: formatAmount(layout.amountStyle, facts.amountCents),
    date: formatDate(layout.dateStyle, facts.paidAt),
    scheduledFor,
    recipient: printParty(layout, facts.recipient),
    payer: printParty(layout, facts.payer),
    key: facts.recipientKey === null ? null : printKey(layout, facts.recipientKey),
    endToEndId: facts.endToEndId,
    description: facts.description,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Fonts: which files fontconfig gives librsvg, and their advance widths (to lay out and to self-check).

type Face = 'sans' | 'sans-bold' | 'mono' | 'mono-bold';

const FACES: Record<Face, { family: string; style: string; weight: 'normal' | 'bold' }> = {
  sans: { family: SANS, style: 'Regular', weight: 'normal' },
  'sans-bold': { family: SANS, style: 'Bold', weight: 'bold' },
  mono: { family: MONO, style: 'Regular', weight: 'normal' },
  'mono-bold': { family: MONO, style: 'Bold', weight: 'bold' },
};

const FONT_PACKAGES: Record<string, string> = { [SANS]: 'fonts-linuxlibertine', [MONO]: 'fonts-hack' };

interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  glyph: (codePoint: number) => number;
  advances: number[];
}

function parseFont(data: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const count = data.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(data.toString('latin1', at, at + 4), data.readUInt32BE(at + 8));
  }
  const table = (tag: string): number => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font without a ${tag} table`);
    return at;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  const unitsPerEm = data.readUInt16BE(head + 18);
  const ascender = data.readInt16BE(hhea + 4);
  const descender = -data.readInt16BE(hhea + 6);
  const metricCount = data.readUInt16BE(hhea + 34);
  const advances: number[] = [];
  for (let i = 0; i < metricCount; i++) advances.push(data.readUInt16BE(hmtx + i * 4));
  const map = new Map<number, number>();
  const subtables = data.readUInt16BE(cmap + 2);
  let best: { offset: number; format: number } | undefined;
  for (let i = 0; i < subtables; i++) {
    const at = cmap + 4 + i * 8;
    const platform = data.readUInt16BE(at);
    const encoding = data.readUInt16BE(at + 2);
    const offset = cmap + data.readUInt32BE(at + 4);
    const format = data.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    if (!best || format > best.format) best = { offset, format };
  }
  if (!best) throw new Error('font without a Unicode cmap');
  if (best.format === 12) {
    const groups = data.readUInt32BE(best.offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = best.offset + 16 + g * 12;
      const start = data.readUInt32BE(at);
      const end = Math.min(data.readUInt32BE(at + 4), 0x2fff);
      const glyph = data.readUInt32BE(at + 8);
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
  } else {
    const o = best.offset;
    const segments = data.readUInt16BE(o + 6) / 2;
    const ends = o + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = data.readUInt16BE(ends + s * 2);
      const start = data.readUInt16BE(starts + s * 2);
      const delta = data.readInt16BE(deltas + s * 2);
      const range = data.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (range === 0) glyph = (c + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + range + (c - start) * 2;
          glyph = data.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(c, glyph);
      }
    }
  }
  return { unitsPerEm, ascender, descender, glyph: (codePoint) => map.get(codePoint) ?? 0, advances };
}

const metricsCache = new Map<Face, FontMetrics>();

function metrics(face: Face): FontMetrics {
  const cached = metricsCache.get(face);
  if (cached) return cached;
  const { family, style } = FACES[face];
  const found = execFileSync('fc-match', ['-f', '%{family}\n%{file}', `${family}:style=${style}`]).toString();
  const [families = '', file = ''] = found.split('\n');
  if (!families.split(',').includes(family)) {
    throw new Error(`font "${family}" is not installed (install Debian package ${FONT_PACKAGES[family]})`);
  }
  const parsed = parseFont(readFileSync(file));
  metricsCache.set(face, parsed);
  return parsed;
}

function advanceOf(font: FontMetrics, codePoint: number): number {
  const glyph = font.glyph(codePoint);
  return font.advances[Math.min(glyph, font.advances.length - 1)] ?? 0;
}

/** Advance width in dp (no kerning, so a little wide: safe for overlap checks). */
export function measure(text: string, face: Face, size: number): number {
  const font = metrics(face);
  let units = 0;
  for (const ch of text) units += advanceOf(font, ch.codePointAt(0) ?? 32);
  return (units / font.unitsPerEm) * size;
}

function missingGlyphs(text: string, face: Face): string {
  const font = metrics(face);
  return [...text].filter((ch) => ch !== ' ' && font.glyph(ch.codePointAt(0) ?? 32) === 0).join('');
}

/** `fc-list : family`, one family name per entry. */
export async function fcList(): Promise<string[]> {
  const { stdout } = await promisify(execFile)('fc-list', [':', 'family']);
  return stdout
    .split('\n')
    .flatMap((line) => line.split(','))
    .map((family) => family.trim())
    .filter((family) => family.length > 0);
}

export async function assertBerthLayoutFontsAvailable(listFamilies: () => Promise<string[]> = fcList): Promise<void> {
  const installed = new Set(await listFamilies());
  const missing = [SANS, MONO].filter((family) => !installed.has(family));
  if (missing.length > 0) {
    const named = missing.map((family) => `"${family}" (install Debian package ${FONT_PACKAGES[family]})`);
    throw new Error(`berth layouts need fonts that fc-list does not list: ${named.join(', ')}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing: an SVG in dp units with every text's box recorded, so the drawing can check itself.

export type Zone = 'status' | 'header' | 'body' | 'footer';

export interface TextBox {
  text: string;
  zone: Zone;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  missing: string;
}

export interface FixedBar {
  zone: Exclude<Zone, 'body'>;
  y0: number;
  y1: number;
}

export interface ReceiptDrawing {
  layout: string;
  width: number;
  height: number;
  svg: string;
  texts: TextBox[];
  bars: FixedBar[];
  /** Texts that must each be drawn unbroken, as one text (the amount, the id, the recipient's document…). */
  whole: string[];
}

interface Run {
  text: string;
  face: Face;
  size: number;
  dy?: number;
}

interface TextOptions {
  face?: Face;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  zone?: Zone;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();

class Canvas {
  readonly ops: string[] = [];
  readonly texts: TextBox[] = [];
  readonly bars: FixedBar[] = [];
  zone: Zone = 'body';

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  mark(): number {
    return this.ops.length;
  }

  insert(at: number, op: string): void {
    this.ops.splice(at, 0, op);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, stroke?: string): string {
    const line = stroke ? ` stroke="${stroke}" stroke-width="1"` : '';
    const op = `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(rx)}" fill="${fill}"${line}/>`;
    this.ops.push(op);
    return op;
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string, strokeWidth = 2): void {
    const line = stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : '';
    this.ops.push(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${line}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, dash?: string): void {
    const dashed = dash ? ` stroke-dasharray="${dash}"` : '';
    this.ops.push(
      `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="${stroke}" stroke-width="${fmt(width)}"${dashed}/>`,
    );
  }

  path(d: string, fill: string, stroke?: string, width = 2): void {
    const line = stroke
      ? ` stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"`
      : '';
    this.ops.push(`<path d="${d}" fill="${fill}"${line}/>`);
  }

  /** A text whose top is at y; returns its box. */
  text(x: number, top: number, text: string, options: TextOptions): TextBox {
    return this.runs(x, top, [{ text, face: options.face ?? 'sans', size: options.size }], options);
  }

  /** Several runs on one baseline (sizes may differ; dy raises a run). */
  runs(x: number, top: number, runs: Run[], options: TextOptions): TextBox {
    const anchor = options.anchor ?? 'start';
    let ascent = 0;
    let descent = 0;
    let width = 0;
    let raise = 0;
    let missing = '';
    for (const run of runs) {
      const font = metrics(run.face);
      raise += run.dy ?? 0;
      ascent = Math.max(ascent, (font.ascender / font.unitsPerEm) * run.size * 0.92 - raise);
      descent = Math.max(descent, (font.descender / font.unitsPerEm) * run.size * 0.92 + raise);
      width += measure(run.text, run.face, run.size);
      missing += missingGlyphs(run.text, run.face);
    }
    const baseline = top + ascent;
    const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
    const first = runs[0];
    const attrs = (run: Run): string => {
      const face = FACES[run.face];
      return `font-family="${face.family}" font-weight="${face.weight}" font-size="${fmt(run.size)}"`;
    };
    const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
    if (runs.length === 1 && first) {
      this.ops.push(
        `<text x="${fmt(x)}" y="${fmt(baseline)}" ${attrs(first)} fill="${options.fill}"${anchorAttr}>${escapeXml(first.text)}</text>`,
      );
    } else {
      const spans = runs
        .map((run) => {
          const dy = run.dy ? ` dy="${fmt(-run.dy)}"` : '';
          return `<tspan ${attrs(run)}${dy}>${escapeXml(run.text)}</tspan>`;
        })
        .join('');
      this.ops.push(`<text x="${fmt(x)}" y="${fmt(baseline)}" fill="${options.fill}"${anchorAttr}>${spans}</text>`);
    }
    const box: TextBox = {
      text: runs.map((run) => run.text).join(''),
      zone: options.zone ?? this.zone,
      x0,
      x1: x0 + width,
      y0: top,
      y1: baseline + descent,
      missing,
    };
    this.texts.push(box);
    return box;
  }

  svg(nativeWidth: number, nativeHeight: number, background: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${nativeWidth}" height="${nativeHeight}" viewBox="0 0 ${fmt(this.width)} ${fmt(this.height)}">`,
      `<rect width="100%" height="100%" fill="${background}"/>`,
      ...this.ops,
      '</svg>',
    ].join('\n');
  }
}

/** Self-check of a drawing: texts overlapping, off screen, under a fixed bar, or drawn without their glyphs. */
export function drawingProblems(drawing: ReceiptDrawing): string[] {
  const problems: string[] = [];
  const slack = 0.5;
  const bodyTop = Math.max(0, ...drawing.bars.filter((bar) => bar.zone !== 'footer').map((bar) => bar.y1));
  const bodyBottom = Math.min(drawing.height, ...drawing.bars.filter((bar) => bar.zone === 'footer').map((b) => b.y0));
  for (const text of drawing.whole) {
    if (!drawing.texts.some((box) => box.text === text))
      problems.push(`${drawing.layout}: "${text}" is not drawn whole`);
  }
  drawing.texts.forEach((box, i) => {
    const what = `${drawing.layout}: "${box.text}"`;
    if (box.x0 < -slack || box.x1 > drawing.width + slack || box.y0 < -slack || box.y1 > drawing.height + slack) {
      problems.push(`${what} is off screen`);
    }
    if (box.missing) problems.push(`${what} has characters its font lacks: ${box.missing}`);
    if (box.text.trim() === '') problems.push(`${drawing.layout}: an empty text`);
    if (box.zone === 'body' && (box.y0 < bodyTop - slack || box.y1 > bodyBottom + slack)) {
      problems.push(`${what} is under a fixed bar`);
    } else if (box.zone !== 'body') {
      const inside = drawing.bars.some(
        (bar) => bar.zone === box.zone && box.y0 >= bar.y0 - slack && box.y1 <= bar.y1 + slack,
      );
      if (!inside) problems.push(`${what} sticks out of its ${box.zone} bar`);
    }
    for (const other of drawing.texts.slice(i + 1)) {
      const overlapX = Math.min(box.x1, other.x1) - Math.max(box.x0, other.x0);
      const overlapY = Math.min(box.y1, other.y1) - Math.max(box.y0, other.y0);
      if (overlapX > slack && overlapY > slack) problems.push(`${what} overlaps "${other.text}"`);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness.

export function seedOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Composition.

interface Ctx {
  c: Canvas;
  L: BerthLayout;
  P: Palette;
  printed: PrintedReceipt;
  gs: number;
  y: number;
  x0: number;
  x1: number;
}

const valueFace = (L: BerthLayout, bold = false): Face =>
  L.mono ? (bold ? 'mono-bold' : 'mono') : bold ? 'sans-bold' : 'sans';
const monoSize = (L: BerthLayout, size: number): number => (L.mono ? Math.round(size * 0.9 * 10) / 10 : size);

function wrap(text: string, face: Face, size: number, max: number, byChars = false): string[] {
  if (measure(text, face, size) <= max) return [text];
  const lines: string[] = [];
  if (byChars) {
    let line = '';
    for (const ch of text) {
      if (measure(line + ch, face, size) > max && line) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next, face, size) > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.flatMap((part) => (measure(part, face, size) > max ? wrap(part, face, size, max, true) : [part]));
}

function label(L: BerthLayout, text: string): string {
  return L.upperLabels ? text.toLocaleUpperCase('pt-BR') : text;
}

function documentLabel(L: BerthLayout, digits: string): string {
  if (L.documentLabel === 'kind') return digits.length === 11 ? 'CPF' : 'CNPJ';
  return L.documentLabel;
}

type ValueKind = 'name' | 'text' | 'value';

interface Row {
  label: string;
  value: string;
  kind: ValueKind;
  bold?: boolean;
}

function rowBeside(ctx: Ctx, row: Row): void {
  const { c, L, P } = ctx;
  const face: Face = row.kind === 'value' ? valueFace(L, row.bold) : row.bold ? 'sans-bold' : 'sans';
  const size = row.kind === 'value' ? monoSize(L, L.bodySize) : row.kind === 'name' ? L.nameSize : L.bodySize;
  const labelText = label(L, row.label) + (L.upperLabels ? ':' : '');
  const labelWidth = measure(labelText, 'sans', L.labelSize);
  const columnX = L.valueAlign === 'column' ? ctx.x0 + Math.max(104, labelWidth + 12) : 0;
  const room = L.valueAlign === 'column' ? ctx.x1 - columnX : ctx.x1 - ctx.x0 - labelWidth - 14;
  const lineHeight = size * 1.3;
  c.text(ctx.x0, ctx.y + Math.max(0, (size - L.labelSize) * 0.6), labelText, {
    size: L.labelSize,
    fill: P.muted,
  });
  let top = ctx.y;
  let lines = row.kind === 'value' ? [row.value] : wrap(row.value, face, size, room);
  if (row.kind === 'value' && measure(row.value, face, size) > room) {
    // Too long beside its label (an id, a key): the app puts it on the next line.
    top += Math.max(L.labelSize, size) * 1.3;
    lines = wrap(row.value, face, size, ctx.x1 - ctx.x0, true);
    const x = L.valueAlign === 'column' ? ctx.x0 : ctx.x1;
    const anchor = L.valueAlign === 'column' ? 'start' : 'end';
    for (const line of lines) {
      c.text(x, top, line, { face, size, fill: P.text, anchor });
      top += lineHeight;
    }
  } else {
    for (const line of lines) {
      if (L.valueAlign === 'column') c.text(columnX, top, line, { face, size, fill: P.text });
      else c.text(ctx.x1, top, line, { face, size, fill: P.text, anchor: 'end' });
      top += lineHeight;
    }
  }
  ctx.y = Math.max(top, ctx.y + L.labelSize * 1.3) + 9 * ctx.gs;
  if (L.rowLines) {
    c.line(ctx.x0, ctx.y - 4 * ctx.gs, ctx.x1, ctx.y - 4 * ctx.gs, P.line, 0.6);
    ctx.y += 5 * ctx.gs;
  }
}

function rowAbove(ctx: Ctx, row: Row): void {
  const { c, L, P } = ctx;
  const face: Face = row.kind === 'value' ? valueFace(L, row.bold) : row.bold ? 'sans-bold' : 'sans';
  const size = row.kind === 'value' ? monoSize(L, L.bodySize) : row.kind === 'name' ? L.nameSize : L.bodySize;
  c.text(ctx.x0, ctx.y, label(L, row.label), { size: L.labelSize, fill: P.muted });
  ctx.y += L.labelSize * 1.22 + 1;
  for (const line of wrap(row.value, face, size, ctx.x1 - ctx.x0, row.kind === 'value')) {
    c.text(ctx.x0, ctx.y, line, { face, size, fill: P.text });
    ctx.y += size * 1.25;
  }
  ctx.y += 8 * ctx.gs;
  if (L.rowLines) {
    c.line(ctx.x0, ctx.y - 4 * ctx.gs, ctx.x1, ctx.y - 4 * ctx.gs, P.line, 0.6);
    ctx.y += 5 * ctx.gs;
  }
}

function row(ctx: Ctx, entry: Row): void {
  if (ctx.L.family === 'label beside') rowBeside(ctx, entry);
  else rowAbove(ctx, entry);
}

function heading(ctx: Ctx, text: string): void {
  const { c, L, P } = ctx;
  const size = L.family === 'no label' ? 13 : 16;
  const fill = L.family === 'no label' ? P.muted : P.text;
  c.text(ctx.x0, ctx.y, text, { face: L.family === 'no label' ? 'sans' : 'sans-bold', size, fill });
  ctx.y += size * 1.3 + 8 * ctx.gs;
}

function initials(name: string): string {
  const words = name.split(' ').filter((word) => word.length > 2);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

function partyBlock(ctx: Ctx, role: 'recipient' | 'payer', registeredName: string, documentDigits: string): void {
  const { c, L, P, printed } = ctx;
  const party = role === 'recipient' ? printed.recipient : printed.payer;
  const title = role === 'recipient' ? L.headings.recipient : L.headings.payer;
  withCard(ctx, () => {
    heading(ctx, L.upperLabels ? title.toLocaleUpperCase('pt-BR') : title);
    if (L.family === 'no label') {
      let x = ctx.x0;
      const top = ctx.y;
      if (L.avatar) {
        c.circle(ctx.x0 + 20, ctx.y + 20, 20, P.line);
        c.text(ctx.x0 + 20, ctx.y + 13, initials(registeredName), {
          face: 'sans-bold',
          size: 14,
          fill: P.text,
          anchor: 'middle',
        });
        x += 52;
      }
      const inner: Ctx = { ...ctx, x0: x };
      for (const line of wrap(party.name, 'sans-bold', L.nameSize, ctx.x1 - x)) {
        c.text(x, inner.y, line, { face: 'sans-bold', size: L.nameSize, fill: P.text });
        inner.y += L.nameSize * 1.3;
      }
      inner.y += 2;
      const small = monoSize(L, L.bodySize - 1);
      c.text(x, inner.y, party.document, { face: valueFace(L), size: small, fill: P.muted });
      inner.y += small * 1.35 + 2;
      for (const line of wrap(party.institution, 'sans', L.bodySize - 1, ctx.x1 - x)) {
        c.text(x, inner.y, line, { size: L.bodySize - 1, fill: P.muted });
        inner.y += (L.bodySize - 1) * 1.35;
      }
      if (role === 'recipient' && printed.key) {
        inner.y += 2;
        for (const line of wrap(printed.key, valueFace(L), small, ctx.x1 - x, true)) {
          c.text(x, inner.y, line, { face: valueFace(L), size: small, fill: P.muted });
          inner.y += small * 1.35;
        }
      }
      ctx.y = Math.max(inner.y, top + 44) + 4 * ctx.gs;
      return;
    }
    row(ctx, { label: L.labels.name, value: party.name, kind: 'name', bold: L.family === 'label above' });
    row(ctx, { label: documentLabel(L, documentDigits), value: party.document, kind: 'value' });
    row(ctx, { label: L.labels.institution, value: party.institution, kind: 'text' });
    if (party.agency && party.account) {
      if (L.family === 'label beside') {
        row(ctx, { label: L.labels.agency, value: party.agency, kind: 'value' });
        row(ctx, { label: L.labels.account, value: party.account, kind: 'value' });
      } else {
        row(ctx, {
          label: `${L.labels.agency} / ${L.labels.account}`,
          value: `${party.agency} / ${party.account}`,
          kind: 'value',
        });
      }
    }
    if (role === 'recipient' && printed.key) row(ctx, { label: L.labels.key, value: printed.key, kind: 'value' });
  });
}

function withCard(ctx: Ctx, draw: () => void): void {
  const { c, L, P } = ctx;
  if (!L.cards) {
    draw();
    ctx.y += 10 * ctx.gs;
    if (!L.rowLines) {
      c.line(ctx.x0, ctx.y - 6 * ctx.gs, ctx.x1, ctx.y - 6 * ctx.gs, P.line, 1);
      ctx.y += 8 * ctx.gs;
    }
    return;
  }
  const mark = c.mark();
  const top = ctx.y;
  const outer = { x0: ctx.x0, x1: ctx.x1 };
  ctx.x0 += 14;
  ctx.x1 -= 14;
  ctx.y += 14 * ctx.gs;
  draw();
  ctx.y += 4 * ctx.gs;
  const rect = `<rect x="${fmt(outer.x0)}" y="${fmt(top)}" width="${fmt(outer.x1 - outer.x0)}" height="${fmt(ctx.y - top)}" rx="12" fill="${P.card}"/>`;
  c.insert(mark, rect);
  ctx.x0 = outer.x0;
  ctx.x1 = outer.x1;
  ctx.y += 12 * ctx.gs;
}

function amountRuns(L: BerthLayout, amount: string, size: number): Run[] {
  const face = valueFace(L, true);
  const actual = monoSize(L, size);
  if (L.amountStyle !== 'raised') return [{ text: amount, face, size: actual }];
  const match = /^R\$ ?([\d.]+),(\d\d)$/.exec(amount);
  if (!match) return [{ text: amount, face, size: actual }];
  const lift = actual * 0.36;
  return [
    { text: 'R$ ', face, size: actual * 0.45, dy: lift },
    { text: match[1] ?? '', face, size: actual, dy: -lift },
    { text: `,${match[2]}`, face, size: actual * 0.5, dy: lift },
  ];
}

function drawIcon(ctx: Ctx, cx: number, cy: number, r: number, scheduled: boolean, onBanner = false): void {
  const { c, L, P } = ctx;
  const fill = onBanner ? P.onAccent : P.accent;
  const ink = onBanner ? P.accent : P.onAccent;
  if (scheduled) {
    c.circle(cx, cy, r, fill);
    c.circle(cx, cy, r * 0.55, 'none', ink, 2);
    c.path(
      `M${fmt(cx)} ${fmt(cy - r * 0.35)} L${fmt(cx)} ${fmt(cy)} L${fmt(cx + r * 0.28)} ${fmt(cy + r * 0.18)}`,
      'none',
      ink,
      2,
    );
    return;
  }
  if (L.heroIcon === 'pix') {
    const s = r * 0.5;
    c.circle(cx, cy, r, fill);
    c.path(
      `M${fmt(cx)} ${fmt(cy - s)} L${fmt(cx + s)} ${fmt(cy)} L${fmt(cx)} ${fmt(cy + s)} L${fmt(cx - s)} ${fmt(cy)} Z`,
      'none',
      ink,
      2.4,
    );
    c.path(`M${fmt(cx - s * 0.5)} ${fmt(cy)} L${fmt(cx + s * 0.5)} ${fmt(cy)}`, 'none', ink, 2);
    return;
  }
  c.circle(cx, cy, r, fill);
  c.path(
    `M${fmt(cx - r * 0.42)} ${fmt(cy + r * 0.02)} L${fmt(cx - r * 0.1)} ${fmt(cy + r * 0.34)} L${fmt(cx + r * 0.45)} ${fmt(cy - r * 0.3)}`,
    'none',
    ink,
    Math.max(2, r * 0.12),
  );
}

function hero(ctx: Ctx, scheduled: boolean): void {
  const { c, L, P, printed } = ctx;
  const W = c.width;
  if (L.hero === 'center') {
    ctx.y += 18 * ctx.gs;
    if (L.heroIcon !== 'none' || scheduled) {
      drawIcon(ctx, W / 2, ctx.y + 26, 26, scheduled);
      ctx.y += 52 + 14 * ctx.gs;
    }
    c.text(W / 2, ctx.y, printed.title, { face: 'sans-bold', size: L.titleSize, fill: P.text, anchor: 'middle' });
    ctx.y += L.titleSize * 1.3 + 6 * ctx.gs;
    if (L.amountInHero) {
      const size = L.amountSize;
      c.runs(W / 2, ctx.y, amountRuns(L, printed.amount, size), { size, fill: P.text, anchor: 'middle' });
      ctx.y += size * 1.25 + 6 * ctx.gs;
    }
    if (L.dateInHero) {
      for (const line of wrap(printed.date, 'sans', L.bodySize, ctx.x1 - ctx.x0)) {
        c.text(W / 2, ctx.y, line, { size: L.bodySize, fill: P.muted, anchor: 'middle' });
        ctx.y += L.bodySize * 1.35;
      }
    }
    if (printed.scheduledFor) {
      ctx.y += 4;
      c.text(W / 2, ctx.y, printed.scheduledFor, {
        face: 'sans-bold',
        size: L.bodySize,
        fill: P.notice,
        anchor: 'middle',
      });
      ctx.y += L.bodySize * 1.35;
    }
    ctx.y += 16 * ctx.gs;
    return;
  }
  if (L.hero === 'banner') {
    const mark = c.mark();
    const top = ctx.y;
    ctx.y += 18 * ctx.gs;
    let x = ctx.x0 + 4;
    if (L.heroIcon !== 'none' || scheduled) {
      drawIcon(ctx, x + 18, ctx.y + 18, 18, scheduled, true);
      x += 48;
    }
    c.text(x, ctx.y + 8, printed.title, { face: 'sans-bold', size: L.titleSize, fill: P.onAccent });
    ctx.y += 44 * Math.max(ctx.gs, 0.9);
    if (L.amountInHero) {
      c.runs(ctx.x0 + 4, ctx.y, amountRuns(L, printed.amount, L.amountSize), {
        size: L.amountSize,
        fill: P.onAccent,
      });
      ctx.y += L.amountSize * 1.3;
    }
    if (L.dateInHero) {
      c.text(ctx.x0 + 4, ctx.y, printed.date, { size: L.bodySize, fill: P.onAccent });
      ctx.y += L.bodySize * 1.35;
    }
    if (printed.scheduledFor) {
      c.text(ctx.x0 + 4, ctx.y, printed.scheduledFor, { face: 'sans-bold', size: L.bodySize, fill: P.onAccent });
      ctx.y += L.bodySize * 1.35;
    }
    ctx.y += 14 * ctx.gs;
    c.insert(mark, `<rect x="0" y="${fmt(top)}" width="${fmt(W)}" height="${fmt(ctx.y - top)}" fill="${P.accent}"/>`);
    ctx.y += 18 * ctx.gs;
    return;
  }
  // left
  ctx.y += 18 * ctx.gs;
  if (L.heroIcon !== 'none' || scheduled) {
    drawIcon(ctx, ctx.x0 + 20, ctx.y + 20, 20, scheduled);
    ctx.y += 40 + 14 * ctx.gs;
  }
  for (const line of wrap(printed.title, 'sans-bold', L.titleSize, ctx.x1 - ctx.x0)) {
    c.text(ctx.x0, ctx.y, line, { face: 'sans-bold', size: L.titleSize, fill: P.text });
    ctx.y += L.titleSize * 1.25;
  }
  ctx.y += 6 * ctx.gs;
  if (L.amountInHero) {
    c.runs(ctx.x0, ctx.y, amountRuns(L, printed.amount, L.amountSize), { size: L.amountSize, fill: P.text });
    ctx.y += L.amountSize * 1.25 + 4 * ctx.gs;
  }
  if (L.dateInHero) {
    c.text(ctx.x0, ctx.y, printed.date, { size: L.bodySize - 1, fill: P.muted });
    ctx.y += (L.bodySize - 1) * 1.4;
  }
  if (printed.scheduledFor) {
    c.text(ctx.x0, ctx.y, printed.scheduledFor, { face: 'sans-bold', size: L.bodySize, fill: P.notice });
    ctx.y += L.bodySize * 1.4;
  }
  ctx.y += 18 * ctx.gs;
}

function detailsBefore(ctx: Ctx): void {
  const { L, printed } = ctx;
  const rows: Row[] = [];
  if (!L.amountInHero) rows.push({ label: L.labels.amount, value: printed.amount, kind: 'value', bold: true });
  if (!L.dateInHero) rows.push({ label: L.labels.date, value: printed.date, kind: 'value' });
  if (L.family === 'label beside') rows.push({ label: L.labels.type, value: 'Pix', kind: 'text' });
  if (rows.length === 0) return;
  withCard(ctx, () => {
    for (const entry of rows) row(ctx, entry);
  });
}

function detailsAfter(ctx: Ctx): void {
  const { c, L, P, printed } = ctx;
  withCard(ctx, () => {
    if (printed.description) {
      if (L.family === 'no label') {
        c.text(ctx.x0, ctx.y, L.labels.description, { size: L.labelSize, fill: P.muted });
        ctx.y += L.labelSize * 1.35;
        for (const line of wrap(`“${printed.description}”`, 'sans', L.bodySize, ctx.x1 - ctx.x0)) {
          c.text(ctx.x0, ctx.y, line, { size: L.bodySize, fill: P.text });
          ctx.y += L.bodySize * 1.35;
        }
        ctx.y += 10 * ctx.gs;
      } else row(ctx, { label: L.labels.description, value: printed.description, kind: 'text' });
    }
    if (L.family === 'no label') {
      c.text(ctx.x0, ctx.y, L.labels.id, { size: L.labelSize, fill: P.muted });
      ctx.y += L.labelSize * 1.35;
      const size = monoSize(L, L.bodySize - 1);
      for (const line of wrap(printed.endToEndId, valueFace(L), size, ctx.x1 - ctx.x0, true)) {
        c.text(ctx.x0, ctx.y, line, { face: valueFace(L), size, fill: P.text });
        ctx.y += size * 1.35;
      }
    } else row(ctx, { label: L.labels.id, value: printed.endToEndId, kind: 'value' });
  });
}

function buttons(ctx: Ctx, top: number, zone: Zone): number {
  const { c, L, P } = ctx;
  const names = L.footer.buttons;
  const height = 46;
  const gap = 12;
  const width = (ctx.x1 - ctx.x0 - gap * (names.length - 1)) / Math.max(1, names.length);
  names.forEach((name, i) => {
    const x = ctx.x0 + i * (width + gap);
    const primary = i === 0;
    const fill = primary ? P.accent : 'none';
    c.rect(x, top, width, height, fill, Math.min(L.footer.round, height / 2), primary ? undefined : P.accent);
    c.text(x + width / 2, top + height / 2 - 8, name, {
      face: 'sans-bold',
      size: 15,
      fill: primary ? P.onAccent : P.accent,
      anchor: 'middle',
      zone,
    });
  });
  return top + height;
}

function statusBar(c: Canvas, L: BerthLayout, clock: string, battery: number, signal: number): number {
  const P = L.palette;
  const height = L.statusBar === 'ios' ? 44 : 26;
  c.rect(0, 0, c.width, height, P.statusBg);
  c.bars.push({ zone: 'status', y0: 0, y1: height });
  c.zone = 'status';
  const mid = height / 2 + (L.statusBar === 'ios' ? 3 : 0);
  const ink = P.statusText;
  if (L.statusBar === 'ios') {
    c.text(34, mid - 8, clock, { face: 'sans-bold', size: 15, fill: ink });
  } else {
    c.text(14, mid - 7, clock, { size: 13, fill: ink });
    c.circle(62, mid, 3, ink);
  }
  let x = c.width - 14;
  // battery
  c.rect(x - 24, mid - 6, 22, 12, 'none', 3, ink);
  c.rect(x - 22, mid - 4, 18 * battery, 8, ink, 1.5);
  c.rect(x - 2, mid - 2.5, 2, 5, ink, 1);
  x -= 32;
  if (L.statusBar === 'android') {
    c.text(x, mid - 7, `${Math.round(battery * 100)}%`, { size: 12, fill: ink, anchor: 'end' });
    x -= 32;
  }
  // wifi
  c.path(
    `M${fmt(x - 8)} ${fmt(mid + 5)} L${fmt(x - 15)} ${fmt(mid - 2)} Q${fmt(x - 8)} ${fmt(mid - 9)} ${fmt(x - 1)} ${fmt(mid - 2)} Z`,
    ink,
  );
  x -= 22;
  // signal
  for (let i = 0; i < 4; i++) {
    const h = 3 + i * 2.5;
    c.rect(x - 14 + i * 4, mid + 5 - h, 2.6, h, i < signal ? ink : P.line, 0.5);
  }
  return height;
}

function header(c: Canvas, L: BerthLayout, top: number): number {
  const P = L.palette;
  const height = 56;
  c.rect(0, top, c.width, height, P.headerBg);
  c.bars.push({ zone: 'header', y0: top, y1: top + height });
  c.zone = 'header';
  const mid = top + height / 2;
  const ink = P.headerText;
  const h = L.header;
  if (h.style === 'logo') {
    const w = Math.max(36, measure(h.mark, 'sans-bold', 17) + 18);
    c.rect(16, mid - 17, w, 34, P.accent, 10);
    c.text(16 + w / 2, mid - 10, h.mark, { face: 'sans-bold', size: 17, fill: P.onAccent, anchor: 'middle' });
    if (h.title) c.text(16 + w + 12, mid - 9, h.title, { face: 'sans-bold', size: 16, fill: ink });
    // close
    const x = c.width - 28;
    c.path(`M${x - 7} ${mid - 7} L${x + 7} ${mid + 7} M${x + 7} ${mid - 7} L${x - 7} ${mid + 7}`, 'none', ink, 2);
  } else {
    if (h.style === 'solid') {
      c.path(`M30 ${mid - 8} L22 ${mid} L30 ${mid + 8} M22 ${mid} L38 ${mid}`, 'none', ink, 2);
    } else {
      c.path(`M21 ${mid - 7} L35 ${mid + 7} M35 ${mid - 7} L21 ${mid + 7}`, 'none', ink, 2);
    }
    const title = h.title || h.mark;
    const size = h.title ? 17 : 20;
    if (h.centered)
      c.text(c.width / 2, mid - size * 0.55, title, { face: 'sans-bold', size, fill: ink, anchor: 'middle' });
    else c.text(54, mid - size * 0.55, title, { face: 'sans-bold', size, fill: ink });
    // share icon
    const x = c.width - 30;
    c.circle(x + 6, mid - 7, 2.6, ink);
    c.circle(x + 6, mid + 7, 2.6, ink);
    c.circle(x - 6, mid, 2.6, ink);
    c.path(`M${x + 6} ${mid - 7} L${x - 6} ${mid} L${x + 6} ${mid + 7}`, 'none', ink, 1.4);
  }
  return top + height;
}

function composeOnce(
  L: BerthLayout,
  facts: ReceiptFacts,
  printed: PrintedReceipt,
  gs: number,
  look: { clock: string; battery: number; signal: number },
): { c: Canvas; overflow: number } {
  const dpHeight = (L.nativeHeight * L.dpWidth) / L.nativeWidth;
  const c = new Canvas(L.dpWidth, dpHeight);
  const P = L.palette;
  const statusHeight = statusBar(c, L, look.clock, look.battery, look.signal);
  const bodyTop = header(c, L, statusHeight);
  const ctx: Ctx = { c, L, P, printed, gs, y: bodyTop, x0: L.margin, x1: L.dpWidth - L.margin };
  const footerHeight = 46 + 34;
  const bodyBottom = L.footer.fixed ? dpHeight - footerHeight : dpHeight;
  c.zone = 'body';
  hero(ctx, facts.scheduledFor !== null);
  detailsBefore(ctx);
  const parties: Array<['recipient' | 'payer', ReceiptParty]> = [
    ['recipient', facts.recipient],
    ['payer', facts.payer],
  ];
  if (L.order === 'payer-first') parties.reverse();
  for (const [role, party] of parties) partyBlock(ctx, role, party.name, party.document);
  detailsAfter(ctx);
  for (const line of L.note) {
    c.text(c.width / 2, ctx.y, line, { size: 11, fill: P.muted, anchor: 'middle' });
    ctx.y += 15;
  }
  if (!L.footer.fixed && L.footer.buttons.length > 0) {
    ctx.y += 10 * gs;
    ctx.y = buttons(ctx, ctx.y, 'body') + 10;
  }
  if (L.footer.fixed) {
    // Drawn last: the fixed bar sits above whatever scrolls under it.
    c.zone = 'footer';
    c.rect(0, bodyBottom, c.width, footerHeight, P.bg);
    c.line(0, bodyBottom, c.width, bodyBottom, P.line, 0.8);
    c.bars.push({ zone: 'footer', y0: bodyBottom, y1: dpHeight });
    buttons({ ...ctx, x0: L.margin, x1: L.dpWidth - L.margin }, bodyBottom + 14, 'footer');
  }
  return { c, overflow: ctx.y - bodyBottom };
}

/** Lays a receipt out, tightening the vertical rhythm until everything fits above the fixed footer. */
export function drawReceipt(L: BerthLayout, facts: ReceiptFacts, seedName: string): ReceiptDrawing {
  const random = rng(seedOf(`${seedName}#look`));
  const paid = saoPaulo(facts.paidAt);
  const minutes = paid.h * 60 + paid.mi + 1 + Math.floor(random() * 40);
  const look = {
    clock: `${two(Math.floor(minutes / 60) % 24)}:${two(minutes % 60)}`,
    battery: 0.2 + random() * 0.75,
    signal: 2 + Math.floor(random() * 3),
  };
  const printed = printReceipt(L, facts);
  let drawn = composeOnce(L, facts, printed, 1, look);
  for (const gs of [0.85, 0.7, 0.55, 0.4]) {
    if (drawn.overflow <= 0) break;
    drawn = composeOnce(L, facts, printed, gs, look);
  }
  const { c } = drawn;
  return {
    layout: L.key,
    width: c.width,
    height: c.height,
    svg: c.svg(L.nativeWidth, L.nativeHeight, L.palette.bg),
    texts: c.texts,
    bars: c.bars,
    whole: [
      printed.amount,
      printed.endToEndId,
      printed.recipient.document,
      printed.payer.document,
      printed.date,
      ...(L.cut ? [printed.recipient.name] : []),
      ...(printed.key ? [printed.key] : []),
      ...(printed.scheduledFor ? [printed.scheduledFor] : []),
    ],
  };
}

/** The screenshot as a chat app delivers it: resampled to the layout's width, a little soft, JPEG 4:2:0. */
export async function renderReceipt(L: BerthLayout, facts: ReceiptFacts, seedName: string): Promise<Buffer> {
  const drawing = drawReceipt(L, facts, seedName);
  const random = rng(seedOf(`${seedName}#degrade`));
  const height = Math.round((L.nativeHeight * L.width) / L.nativeWidth);
  // A screenshot the chat app downsizes is rendered at the phone's size; one sent at full size still goes
  // through a smaller intermediate (the app's preview pipeline) and back.
  const density = L.width < L.nativeWidth ? 72 : 72 * (0.78 + random() * 0.14);
  const rendered = await sharp(Buffer.from(drawing.svg), { density })
    .flatten({ background: L.palette.bg })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const kernels = ['lanczos3', 'cubic', 'mitchell'] as const;
  const kernel = kernels[Math.floor(random() * kernels.length)] ?? 'lanczos3';
  const sigma = 0.35 + random() * 0.3;
  const quality = 70 + Math.floor(random() * 16);
  return sharp(rendered.data, {
    raw: { width: rendered.info.width, height: rendered.info.height, channels: rendered.info.channels },
  })
    .resize(L.width, height, { kernel, fit: 'fill' })
    .blur(sigma)
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
