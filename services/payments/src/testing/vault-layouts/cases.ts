// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import type { RunnableCase } from '../receipt-corpus-run.js';
import {
  BANK_LAYOUTS,
  type BankLayout,
  type Family,
  type Party,
  type Receipt,
  renderReceipt,
} from './bank-receipts.js';

export interface Holder {
  name: string;
  /** CPF or CNPJ, digits only. */
  document: string;
  pixKey: string;
  institution: string;
  agency: string;
  account: string;
}

export type VaultGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type VaultTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface VaultLayoutCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: 'light' | 'dark';
  font: string;
  group: VaultGroup;
  truth: VaultTruth;
  contentType: 'image/jpeg';
  endToEndId: string;
  /** What the image shows. */
  receipt: Receipt;
}

export const ORDER_PLACED_AT = new Date('2026-11-23T12:00:00Z');
export const JUDGED_AT = new Date('2026-11-23T18:00:00Z');
export const PAID_WINDOW = { from: new Date('2026-11-23T12:05:00Z'), to: new Date('2026-11-23T17:55:00Z') };

function checkDigit(digits: string, weights: number[]): string {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

export function cpfFrom(base9: string): string {
  const first = base9 + checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first + checkDigit(first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

export function cnpjFrom(base12: string): string {
  const first = base12 + checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first + checkDigit(first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

const holder = (
  name: string,
  document: string,
  pixKey: string,
  institution: string,
  agency: string,
  account: string,
): Holder => ({ name, document, pixKey, institution, agency, account });

const quitanda = cnpjFrom('318240560001');
const mercearia = cnpjFrom('472091830001');
const livraria = cnpjFrom('560347120001');

export const companies: Holder[] = [
  holder('QUITANDA BOA VISTA LTDA', quitanda, 'pix@quitandaboavista.com.br', 'ITAU UNIBANCO S.A.', '0412', '98231-4'),
  holder('MERCEARIA DO PORTO ME', mercearia, mercearia, 'BCO DO BRASIL S.A.', '3321-0', '45012-7'),
  holder(
    'OFICINA DAS LINHAS EPP',
    cnpjFrom('093716450001'),
    '6b1f0c2e-8d47-4a3b-9e15-7c20d4f8a961',
    'BANCO INTER S.A.',
    '0001',
    '2284671-3',
  ),
  holder(
    'PAPELARIA RIO CLARO LTDA',
    cnpjFrom('275830910001'),
    'vendas@papelariarioclaro.com',
    'CAIXA ECONOMICA FEDERAL',
    '1618',
    '00057213-2',
  ),
  holder(
    'TECIDOS AURORA EIRELI',
    cnpjFrom('648102370001'),
    '+5531991427780',
    'BCO SANTANDER (BRASIL) S.A.',
    '2271',
    '13009482-5',
  ),
  holder(
    'CERAMICA TRES RIOS LTDA',
    cnpjFrom('129457830001'),
    'e4a8d2f1-5c36-4b9e-a07d-31f6c9b2e584',
    'BCO BRADESCO S.A.',
    '0875',
    '0041233-9',
  ),
  holder('LIVRARIA PONTO FINAL ME', livraria, livraria, 'SICOOB CREDIMINAS', '4027', '18834-1'),
  holder(
    'EMPORIO GRAO DOURADO EPP',
    cnpjFrom('831625040001'),
    'contato@graodourado.com.br',
    'NU PAGAMENTOS - IP',
    '0001',
    '88120455-0',
  ),
];

const thiago = cpfFrom('418275093');
const bruno = cpfFrom('730164852');

export const persons: Holder[] = [
  holder('RAFAEL COSTA MENDES', cpfFrom('264813570'), '+5511987340216', 'NU PAGAMENTOS - IP', '0001', '43019872-6'),
  holder('JULIANA PEREIRA LIMA', cpfFrom('352906148'), 'juliana.plima@gmail.com', 'PICPAY', '0001', '11874520-3'),
  holder('THIAGO ROCHA BARBOSA', thiago, thiago, 'ITAU UNIBANCO S.A.', '7731', '04422-8'),
  holder(
    'CAMILA FERREIRA DUARTE',
    cpfFrom('591437026'),
    '0d93c7a5-2e61-4f08-b4c9-86a15e3f7d20',
    'BANCO INTER S.A.',
    '0001',
    '5518302-1',
  ),
  holder('LUCAS MARTINS TEIXEIRA', cpfFrom('143680297'), '+5521996052381', 'BCO C6 S.A.', '0001', '21470035-9'),
  holder(
    'ANA LUIZA CARDOSO',
    cpfFrom('806251934'),
    'analuiza.cardoso@outlook.com',
    'MERCADO PAGO IP LTDA.',
    '0001',
    '1093847721-4',
  ),
  holder('BRUNO ALVES PINHEIRO', bruno, bruno, 'BCO BRADESCO S.A.', '1290', '0087716-2'),
  holder(
    'LETICIA GOMES FREITAS',
    cpfFrom('678392415'),
    'a7c14e90-3b58-4d2f-9e61-05d8f2b3c7ae',
    'CAIXA ECONOMICA FEDERAL',
    '0954',
    '00021876-5',
  ),
];

const francisco = cpfFrom('925047361');

export const longNamedPersons: Holder[] = [
  holder(
    'ANTONIO CARLOS DE MELO FIGUEIREDO JUNIOR',
    cpfFrom('381652709'),
    '+5548988104472',
    'BCO SANTANDER (BRASIL) S.A.',
    '3380',
    '01092276-4',
  ),
  holder(
    'MARIA EDUARDA DOS SANTOS ALBERNAZ',
    cpfFrom('247918630'),
    'dudaalbernaz@hotmail.com',
    'NU PAGAMENTOS - IP',
    '0001',
    '67210984-1',
  ),
  holder('FRANCISCO DE ASSIS NASCIMENTO PEREIRA', francisco, francisco, 'BCO DO BRASIL S.A.', '1847-2', '30921-5'),
  holder(
    'ELISANGELA APARECIDA DE MORAES COUTINHO',
    cpfFrom('514703826'),
    '3e7b92d0-64a1-4c5f-8b27-d19a0e6f4c83',
    'BANCO INTER S.A.',
    '0001',
    '9934417-6',
  ),
  holder(
    'JOSE ROBERTO CARVALHO DE ANDRADE FILHO',
    cpfFrom('839260157'),
    '+5562981557093',
    'BANCO SICOOB S.A.',
    '3069',
    '27781-0',
  ),
  holder(
    'ROSANGELA MARIA DE OLIVEIRA SAMPAIO',
    cpfFrom('162579384'),
    'rosangela.sampaio@yahoo.com.br',
    'PICPAY',
    '0001',
    '30046128-2',
  ),
];

/** Someone else whose masked document shows exactly the digits the original's does. */
function lookalike(original: Holder, name: string, hiddenDigits: string, institution: string): Holder {
  const document =
    original.document.length === 11
      ? cpfFrom(hiddenDigits + original.document.slice(3, 9))
      : cnpjFrom(original.document.slice(0, 2) + hiddenDigits + original.document.slice(8, 12));
  return holder(name, document, `${name.split(' ')[0]!.toLowerCase()}@email.com`, institution, '0001', '7712034-5');
}

const personLookalikes: Holder[] = [
  ['GUSTAVO HENRIQUE NUNES', '907'],
  ['PRISCILA MOURA REIS', '115'],
  ['DIEGO SANTANA FARIAS', '663'],
  ['VANESSA LOPES CUNHA', '280'],
  ['MARCELO DIAS AZEVEDO', '934'],
  ['TATIANE RAMOS VIEIRA', '451'],
  ['SERGIO MOREIRA CAMPOS', '072'],
  ['ALINE BATISTA XAVIER', '348'],
].map(([name, hidden], i) => lookalike(persons[i]!, name!, hidden!, 'BANCO INTER S.A.'));

const companyLookalikes: Holder[] = [
  ['ATACADO VALE VERDE LTDA', '903417'],
  ['COMERCIAL PEROBA EPP', '118265'],
  ['DROGARIA BOM PASTOR LTDA', '674930'],
  ['MALHARIA SANTA INES ME', '402581'],
  ['FERRAGENS DOIS IRMAOS LTDA', '259063'],
  ['PADARIA TRIGO NOBRE EPP', '781624'],
  ['ELETRICA CAMPO BELO LTDA', '036947'],
  ['AUTO PECAS RODOVIA ME', '520718'],
].map(([name, hidden], i) => lookalike(companies[i]!, name!, hidden!, 'PAGSEGURO INTERNET IP S.A.'));

/** The customer who pays every order. */
export const payer: Holder = holder(
  'GABRIEL ANTUNES RIBEIRO',
  cpfFrom('630418257'),
  'gabriel.ribeiro@gmail.com',
  'NU PAGAMENTOS - IP',
  '0001',
  '5102763-8',
);

export const holders: Holder[] = [
  ...companies,
  ...persons,
  ...longNamedPersons,
  ...personLookalikes,
  ...companyLookalikes,
  payer,
];

/** Deterministic per case name, so every run draws the same corpus. */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function endToEndId(ispb: string, at: Date, next: () => number): string {
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
  const tail = Array.from({ length: 11 }, () => ALPHANUMERIC[Math.floor(next() * ALPHANUMERIC.length)]).join('');
  return `E${ispb}${stamp}${tail}`;
}

const between = (next: () => number, from: Date, to: Date): Date =>
  new Date(from.getTime() + Math.floor((next() * (to.getTime() - from.getTime())) / 1000) * 1000);

const integer = (next: () => number, min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

function priceCents(next: () => number): number {
  const reais = next() < 0.25 ? integer(next, 1000, 2400) : integer(next, 18, 680);
  return reais * 100 + [0, 90, 50, 99][integer(next, 0, 3)]!;
}

const priceText = (cents: number): string => `${Math.floor(cents / 100)}.${pad(cents % 100)}`;

const toPayee = (who: Holder) => ({ pixKey: who.pixKey, recipientName: who.name, recipientDocument: who.document });

const asParty = (who: Holder): Party => ({
  name: who.name,
  document: who.document,
  institution: who.institution,
  agency: who.agency,
  account: who.account,
});

interface Draft {
  label: string;
  group: VaultGroup;
  truth: VaultTruth;
  payee: Holder;
  recipient?: Holder;
  payerHolder?: Holder;
  /** The order's price differs from what the receipt shows. */
  price?: (shownCents: number) => number;
  shownCents?: (next: () => number) => number;
  at?: (next: () => number) => Date;
  showKey?: boolean;
  scheduled?: boolean;
}

function drafts(index: number, layout: BankLayout): Draft[] {
  const company = companies[index % companies.length]!;
  const person = persons[index % persons.length]!;
  const longNamed = longNamedPersons[index % longNamedPersons.length]!;
  const secondLong = longNamedPersons[(index + 3) % longNamedPersons.length]!;
  const secondCompany = companies[(index + 5) % companies.length]!;
  const secondPerson = persons[(index + 3) % persons.length]!;
  const lookalikeOfCompany = layout.cnpjMask === 'root2';
  const target = lookalikeOfCompany ? company : person;
  const impostor = (lookalikeOfCompany ? companyLookalikes : personLookalikes)[index % persons.length]!;
  return [
    { label: 'name + CNPJ 1', group: 'name + masked CNPJ', truth: 'correct', payee: company },
    { label: 'name + CNPJ 2', group: 'name + masked CNPJ', truth: 'correct', payee: secondCompany },
    { label: 'name + CPF 1', group: 'name + masked CPF', truth: 'correct', payee: person },
    { label: 'name + CPF 2', group: 'name + masked CPF', truth: 'correct', payee: secondPerson },
    { label: 'truncated name 1', group: 'truncated name', truth: 'correct', payee: longNamed },
    { label: 'truncated name 2', group: 'truncated name', truth: 'correct', payee: secondLong },
    {
      label: 'key shown',
      group: 'key shown',
      truth: 'correct',
      payee: index % 2 === 0 ? company : person,
      showKey: true,
    },
    {
      label: 'wrong recipient look-alike',
      group: 'negative',
      truth: 'wrong recipient',
      payee: target,
      recipient: impostor,
    },
    {
      label: 'wrong recipient store as payer',
      group: 'negative',
      truth: 'wrong recipient',
      payee: person,
      payerHolder: person,
      recipient: secondPerson,
    },
    {
      label: 'wrong amount swapped',
      group: 'negative',
      truth: 'wrong amount',
      payee: company,
      shownCents: (next) => {
        const tens = integer(next, 1, 9);
        const ones = (tens + integer(next, 1, 8)) % 9 || 9;
        return (tens * 10 + ones) * 100 + [0, 90][integer(next, 0, 1)]!;
      },
      price: (shown) => {
        const reais = Math.floor(shown / 100);
        return ((reais % 10) * 10 + Math.floor(reais / 10)) * 100 + (shown % 100);
      },
    },
    {
      label: 'wrong amount short',
      group: 'negative',
      truth: 'wrong amount',
      payee: longNamed,
      shownCents: (next) => integer(next, 12, 99) * 100,
      price: (shown) => shown * 10,
    },
    {
      label: 'paid the day before',
      group: 'negative',
      truth: 'paid before the order',
      payee: person,
      at: (next) => between(next, new Date('2026-11-22T12:00:00Z'), new Date('2026-11-22T23:30:00Z')),
    },
    {
      label: 'paid before the order',
      group: 'negative',
      truth: 'paid before the order',
      payee: company,
      at: (next) => between(next, new Date('2026-11-23T11:05:00Z'), new Date('2026-11-23T11:50:00Z')),
    },
    { label: 'scheduled', group: 'negative', truth: 'scheduled', payee: secondCompany, scheduled: true },
  ];
}

function accountFor(next: () => number): Pick<Party, 'agency' | 'account'> {
  return {
    agency: next() < 0.5 ? '0001' : pad(integer(next, 200, 9800), 4),
    account: `${integer(next, 10000, 9999999)}-${integer(next, 0, 9)}`,
  };
}

function lazy(render: () => Promise<Buffer>): () => Promise<Buffer> {
  let rendered: Promise<Buffer> | undefined;
  return () => {
    rendered ??= render();
    return rendered;
  };
}

function layoutCases(index: number, layout: BankLayout): VaultLayoutCase[] {
  const cases = drafts(index, layout).map((draft): VaultLayoutCase => {
    const name = `vault-layouts ${layout.id} ${draft.label}`;
    const next = random(name);
    const shownCents = draft.shownCents ? draft.shownCents(next) : priceCents(next);
    const orderCents = draft.price ? draft.price(shownCents) : shownCents;
    const at = draft.at ? draft.at(next) : between(next, PAID_WINDOW.from, PAID_WINDOW.to);
    const payerHolder = draft.payerHolder ?? payer;
    const scheduledFor = draft.scheduled
      ? new Date(Date.UTC(2026, 10, integer(next, 25, 30), integer(next, 9, 20), integer(next, 0, 59)))
      : undefined;
    const id = endToEndId(layout.ispb, scheduledFor ?? at, next);
    const receipt: Receipt = {
      amountCents: shownCents,
      at,
      endToEndId: id,
      recipient: asParty(draft.recipient ?? draft.payee),
      payer: { ...asParty(payerHolder), institution: layout.institution, ...accountFor(next) },
      ...(draft.showKey ? { pixKey: draft.payee.pixKey } : {}),
      ...(scheduledFor
        ? { scheduled: { for: scheduledFor, code: `AG${integer(next, 100000000, 999999999)}${integer(next, 10, 99)}` } }
        : {}),
    };
    return {
      name,
      price: priceText(orderCents),
      payee: toPayee(draft.payee),
      contentType: 'image/jpeg',
      content: lazy(() => renderReceipt(layout, receipt)),
      layout: layout.id,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group: draft.group,
      truth: draft.truth,
      endToEndId: id,
      receipt,
    };
  });
  const original = cases.find((c) => c.name.endsWith(' name + CPF 1'))!;
  cases.push({
    ...original,
    name: `vault-layouts ${layout.id} reused`,
    group: 'negative',
    truth: 'reused',
    after: original.name,
  });
  return cases;
}

export function vaultLayoutCases(): VaultLayoutCase[] {
  return BANK_LAYOUTS.flatMap((layout, index) => layoutCases(index, layout));
}
