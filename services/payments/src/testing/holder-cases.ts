/**
 * Held-out receipts: drawn for issue #29 before any of its rules were written and never looked at while writing
 * them. Stores, holders, documents, names, masks, keys and amounts are all new (none is in the tuned corpus of
 * receipt-corpus-run.ts); layouts are the twelve banks', light and dark, at the phone widths clients send. Every
 * image goes through the storefront's compression. Report these apart from the tuned corpus.
 */

import { BANK_LAYOUTS, type Party, phoneScreenshot, type ReceiptSpec, storefrontUpload } from './receipt-corpus.js';
import type { CaseResult, CorpusCase, Payee } from './receipt-corpus-run.js';

/** What a held-out case stands for; the report groups by it. */
export type HolderGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';

export interface HolderCase extends Omit<CorpusCase, 'group' | 'kind'> {
  kind: string;
  group: HolderGroup;
}

export interface Holder {
  name: string;
  /** Digits only, as the PIX config keeps it. */
  document: string;
}

/** The holders one set of cases is drawn with. */
export interface HolderSet {
  label: string;
  companies: Holder[];
  people: Holder[];
  /** People whose names are longer than 25 characters. */
  longNames: Holder[];
  payer: Party;
  /** Names of other holders, a company's and a person's, for the negatives. */
  otherCompany: string;
  otherPerson: string;
  storeEmail: string;
  phone: { stored: string; printed: string[] };
  randomKey: string;
  /** Seeds the id tails, so two sets never share a payment. */
  seed: number;
}

/** The tuned set: what the rules were written and checked against. */
export const TUNED_HOLDERS: HolderSet = {
  label: 'tuned',
  companies: [
    { name: 'TEMPLO ESTRELA DO MAR LTDA', document: '45723174000110' },
    { name: 'ORACULO DAS SETE ERVAS ME', document: '07526557000100' },
    { name: 'RITUAIS DA SERRA AZUL COMERCIO DE ARTIGOS LTDA', document: '34028316000103' },
  ],
  people: [
    { name: 'TEREZINHA DE JESUS MOREIRA', document: '34608514300' },
    { name: 'PEDRO HENRIQUE ALVES', document: '28012389452' },
    { name: 'CLAUDIA REGINA BARBOSA', document: '60417813040' },
  ],
  longNames: [
    { name: 'SEBASTIANA APARECIDA DE CARVALHO', document: '82312931087' },
    { name: 'RAIMUNDO NONATO DOS SANTOS FILHO', document: '45317828791' },
  ],
  payer: { name: 'BEATRIZ CAMPOS', document: '***.117.530-**' },
  otherCompany: 'RECANTO DAS BRUXAS LTDA',
  otherPerson: 'ROBERTO CARLOS NUNES',
  storeEmail: 'pix@estreladomar.com.br',
  phone: { stored: '+5521998877665', printed: ['+55 (21) 99887-7665', '(21) 99887-7665', '21 99887 7665'] },
  randomKey: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  seed: 1,
};

const group = (document: string) =>
  document.length === 11
    ? document.replace(/^(...)(...)(...)(..)$/, '$1.$2.$3-$4')
    : document.replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5');

/** The ways banks mask a document on a receipt. */
function masked(document: string, style: number): string {
  const shown = group(document);
  if (document.length === 11) {
    return style % 2 === 0 ? `***${shown.slice(3, 11)}-**` : `•••${shown.slice(3, 11)}-••`;
  }
  if (style % 3 === 0) return `${shown.slice(0, 2)}.***.***/${shown.slice(11, 15)}-**`;
  if (style % 3 === 1) return `**.${shown.slice(3, 11)}/${shown.slice(11, 15)}-**`;
  return shown;
}

/** A bank's field width: names longer than 25 characters are cut there, as BR Code and many apps print them. */
const cut = (name: string) => name.slice(0, 25);

/** Another document whose visible characters differ from `document`'s under the same mask. */
function otherDigits(document: string): string {
  const rotated = [...document].map((char) => String((Number(char) + 3) % 10)).join('');
  return document.length === 14 ? `${rotated.slice(0, 8)}0002${rotated.slice(12)}` : rotated;
}

/** Another holder's document showing the same visible characters as `document` under the same mask. */
function sameVisibleDigits(document: string): string {
  return document.length === 11
    ? `${`${(Number(document.slice(0, 3)) + 111) % 1000}`.padStart(3, '0') + document.slice(3, 9)}00`
    : `${document.slice(0, 2)}987654${document.slice(8, 12)}00`;
}

const PRICES = ['59.90', '1349.00', '88.00', '212.12', '175.50', '9.99', '3100.00', '72.40', '27.27', '640.00'];
const WIDTHS = [720, 1080, 1440];
const TAIL = 'ACEFHJKMNPRTUVWXY34789';

function tail(serial: number, seed: number): string {
  let state = serial * 104_729 + seed * 7_919 + 7;
  return Array.from({ length: 11 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return TAIL[state % TAIL.length];
  }).join('');
}

type KeyKind = 'email' | 'phone' | 'evp' | 'evp cut' | 'cpf' | 'cnpj';
const KEY_KINDS: KeyKind[] = ['phone', 'evp', 'email', 'evp cut', 'cpf', 'cnpj'];

function storeKey(kind: KeyKind, holder: Holder, index: number, set: HolderSet) {
  switch (kind) {
    case 'email':
      return { stored: set.storeEmail, printed: set.storeEmail };
    case 'phone':
      return { stored: set.phone.stored, printed: set.phone.printed[index % set.phone.printed.length]! };
    case 'evp':
      return { stored: set.randomKey, printed: set.randomKey };
    case 'evp cut':
      return { stored: set.randomKey, printed: `${set.randomKey.slice(0, 18)}...` };
    case 'cpf':
    case 'cnpj':
      return { stored: holder.document, printed: group(holder.document) };
  }
}

export function holderCases(set: HolderSet): HolderCase[] {
  const cases: HolderCase[] = [];
  let serial = 0;
  for (const [index, layout] of BANK_LAYOUTS.entries()) {
    const company = set.companies[index % set.companies.length]!;
    const person = set.people[index % set.people.length]!;
    const longPerson = set.longNames[index % set.longNames.length]!;
    const price = PRICES[index % PRICES.length]!;
    const width = WIDTHS[index % WIDTHS.length]!;
    const keyKind = KEY_KINDS[index % KEY_KINDS.length]!;
    const keyHolder = keyKind === 'cnpj' || index % 2 === 0 ? company : person;
    const key = storeKey(keyKind, keyHolder, index, set);
    const payeeOf = (holder: Holder, pixKey = set.storeEmail): Payee => ({
      pixKey,
      recipientName: holder.name,
      recipientDocument: holder.document,
    });
    const spec = (recipient: Party, overrides: Partial<ReceiptSpec> = {}): ReceiptSpec => {
      serial++;
      const minute = 3 + ((serial * 11) % 100);
      const hh = String(9 + Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      return {
        layout,
        amount: price,
        paidAt: `2026-11-23T${hh}:${mm}:${String((serial * 17) % 60).padStart(2, '0')}`,
        recipient,
        payer: set.payer,
        idSuffix: tail(serial, set.seed),
        ...overrides,
      };
    };
    const image =
      (payment: ReceiptSpec, at = width) =>
      async () =>
        storefrontUpload(await phoneScreenshot(payment, at));
    const add = (
      kind: string,
      groupName: HolderGroup,
      payee: Payee,
      content: () => Promise<Buffer>,
      extra: Partial<HolderCase> = {},
    ) =>
      cases.push({
        name: `${set.label} ${layout} ${kind}`,
        layout,
        heldOut: set.label !== 'tuned',
        kind,
        truth: groupName === 'negative' ? 'wrong recipient' : 'correct',
        group: groupName,
        price,
        payee,
        contentType: 'image/jpeg',
        content,
        ...extra,
      });
    const companyParty = { name: company.name, document: masked(company.document, index) };
    const personParty = { name: person.name, document: masked(person.document, index) };
    // Positives.
    add('name + masked CNPJ', 'name + masked CNPJ', payeeOf(company), image(spec(companyParty)));
    add('name + masked CPF', 'name + masked CPF', payeeOf(person), image(spec(personParty)));
    add(
      'truncated name',
      'truncated name',
      payeeOf(longPerson),
      image(spec({ name: cut(longPerson.name), document: masked(longPerson.document, index) })),
    );
    const keyed = spec({ name: keyHolder.name, document: masked(keyHolder.document, index), key: key.printed });
    add(`key shown (${keyKind})`, 'key shown', payeeOf(keyHolder, key.stored), image(keyed));
    // Negatives: each must never be approved.
    const negative = (
      kind: string,
      truth: CorpusCase['truth'],
      payee: Payee,
      content: () => Promise<Buffer>,
      extra = {},
    ) => add(kind, 'negative', payee, content, { truth, ...extra });
    negative(
      'amount +R$ 10',
      'wrong amount',
      payeeOf(company),
      image(spec(companyParty, { amount: (Number(price) + 10).toFixed(2) })),
    );
    negative(
      'amount −R$ 1,00',
      'wrong amount',
      payeeOf(person),
      image(spec(personParty, { amount: (Number(price) - 1).toFixed(2) })),
    );
    negative(
      'same company name, other CNPJ digits',
      'wrong recipient',
      payeeOf(company),
      image(spec({ name: company.name, document: masked(otherDigits(company.document), index) })),
    );
    negative(
      'same person name, other CPF digits',
      'wrong recipient',
      payeeOf(person),
      image(spec({ name: person.name, document: masked(otherDigits(person.document), index) })),
    );
    negative(
      'other company, same visible digits',
      'wrong recipient',
      payeeOf(company),
      image(spec({ name: set.otherCompany, document: masked(sameVisibleDigits(company.document), index) })),
    );
    negative(
      'other person, same visible digits',
      'wrong recipient',
      payeeOf(person),
      image(spec({ name: set.otherPerson, document: masked(sameVisibleDigits(person.document), index) })),
    );
    negative(
      'truncated name, other CPF digits',
      'wrong recipient',
      payeeOf(longPerson),
      image(spec({ name: cut(longPerson.name), document: masked(otherDigits(longPerson.document), index) })),
    );
    negative(
      'other key and other holder',
      'wrong recipient',
      payeeOf(keyHolder, key.stored),
      image(spec({ name: 'PAULO ROBERTO DIAS', document: '***.274.615-**', key: 'golpe.pix@gmail.com' })),
    );
    negative(
      'paid days before',
      'paid before the order',
      payeeOf(company),
      image(spec(companyParty, { paidAt: '2026-11-19T16:21:05' })),
    );
    negative(
      'scheduled',
      'scheduled',
      payeeOf(person),
      image(spec(personParty, { scheduled: true, paidAt: '2026-11-26T08:30:00' })),
    );
    const reusedFrom = `${set.label} ${layout} key shown (${keyKind})`;
    negative('same file again', 'reused', payeeOf(keyHolder, key.stored), image(keyed), { after: reusedFrom });
    negative('same id, new file', 'reused', payeeOf(keyHolder, key.stored), image(keyed, width === 720 ? 1080 : 720), {
      after: reusedFrom,
    });
    // The paid receipt with its amount edited to another order's price: the payment it shows already paid.
    const editedPrice = (Number(price) + 40).toFixed(2);
    negative('edited amount', 'reused', payeeOf(keyHolder, key.stored), image({ ...keyed, amount: editedPrice }), {
      after: reusedFrom,
      price: editedPrice,
    });
  }
  return cases;
}

/** Approved share of each group and the false approvals, by the issue's bars (≥ 95 % approved, 0 false). */
export function holderSummary(cases: HolderCase[], results: Map<string, CaseResult>) {
  const approved = (c: HolderCase) => results.get(c.name)?.status === 'approved';
  const groups = (['name + masked CNPJ', 'name + masked CPF', 'truncated name', 'key shown'] as const).map((name) => {
    const members = cases.filter((c) => c.group === name);
    return { name, approved: members.filter(approved).length, total: members.length };
  });
  const negatives = cases.filter((c) => c.group === 'negative');
  const falseApprovals = negatives.filter(approved).map((c) => c.name);
  const misses = cases
    .filter((c) => c.group !== 'negative' && !approved(c))
    .map((c) => `${c.name}: ${results.get(c.name)?.status} (${results.get(c.name)?.reason})`);
  return { groups, negatives: negatives.length, falseApprovals, misses };
}

export function holderReport(cases: HolderCase[], results: Map<string, CaseResult>): string {
  const summary = holderSummary(cases, results);
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0).padStart(3)} %`;
  return [
    ...summary.groups.map(
      ({ name, approved, total }) =>
        `  ${`${name} approved`.padEnd(36)} ${`${approved}/${total}`.padStart(7)} ${pct(approved, total)}`,
    ),
    `  ${'negatives approved (false)'.padEnd(36)} ${`${summary.falseApprovals.length}/${summary.negatives}`.padStart(7)}`,
    ...summary.falseApprovals.map((name) => `    FALSE APPROVAL: ${name}`),
  ].join('\n');
}
