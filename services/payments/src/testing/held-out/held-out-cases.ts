/**
 * Held-out receipts: drawn for issue #29 before any of its rules were written and never looked at while writing
 * them. Stores, holders, documents, names, masks, keys and amounts are all new (none is in the tuned corpus of
 * receipt-corpus-run.ts); layouts are the twelve banks', light and dark, at the phone widths clients send. Every
 * image goes through the storefront's compression. Report these apart from the tuned corpus.
 */

import { BANK_LAYOUTS, type Party, phoneScreenshot, type ReceiptSpec, storefrontUpload } from '../receipt-corpus.js';
import type { CaseResult, CorpusCase, Payee } from '../receipt-corpus-run.js';

/** What a held-out case stands for; the report groups by it. */
export type HeldOutGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';

export interface HeldOutCase extends Omit<CorpusCase, 'group' | 'kind'> {
  kind: string;
  group: HeldOutGroup;
}

interface Holder {
  name: string;
  /** Digits only, as the PIX config keeps it. */
  document: string;
}

// Companies and people of the held-out stores (one of each per layout), and look-alikes for the negatives.
const COMPANIES: Holder[] = [
  { name: 'LUZ DIVINA RITUAIS LTDA', document: '12345678000195' },
  { name: 'CASA DE ORACAO ESTRELA GUIA ME', document: '27865757000102' },
  { name: 'AXE DO ORIENTE ARTIGOS RELIGIOSOS EIRELI', document: '33000167000101' },
  { name: 'CAMINHOS DA FE ESOTERICOS LTDA', document: '60746948000112' },
  { name: 'SANTUARIO LUA CHEIA LTDA', document: '19131243000197' },
  { name: 'VELAS E INCENSOS BOA SORTE LTDA EPP', document: '42591651000143' },
];
const PEOPLE: Holder[] = [
  { name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA', document: '52998224725' },
  { name: 'JOAO BATISTA FERREIRA', document: '39053344705' },
  { name: 'ANA CLAUDIA DE SOUZA LIMA', document: '11144477735' },
  { name: 'FRANCISCO DAS CHAGAS NASCIMENTO', document: '15350946056' },
  { name: 'LUCIANA ROCHA', document: '86288366757' },
  { name: 'JOSEFA MARIA DA CONCEICAO ARAUJO', document: '71428793860' },
];
const PAYER: Party = { name: 'RENATA GOMES PRADO', document: '***.813.472-**' };

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

const PHONES = ['+55 (11) 97654-3210', '(11) 97654-3210', '+5511976543210', '11 97654 3210', '+55 11 97654-3210'];
const PHONE_STORED = '+5511976543210';
const EVP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PRICES = ['59.90', '1349.00', '88.00', '212.12', '175.50', '9.99', '3100.00', '72.40', '27.27', '640.00'];
const WIDTHS = [720, 1080, 1440];
const TAIL = 'ACEFHJKMNPRTUVWXY34789';

function tail(serial: number): string {
  let state = serial * 104_729 + 7;
  return Array.from({ length: 11 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return TAIL[state % TAIL.length];
  }).join('');
}

type KeyKind = 'email' | 'phone' | 'evp' | 'evp cut' | 'cpf' | 'cnpj';
const KEY_KINDS: KeyKind[] = ['phone', 'evp', 'email', 'evp cut', 'cpf', 'cnpj'];

function storeKey(kind: KeyKind, holder: Holder, index: number): { stored: string; printed: string } {
  switch (kind) {
    case 'email':
      return { stored: 'financeiro@luzdivina.com.br', printed: 'financeiro@luzdivina.com.br' };
    case 'phone':
      return { stored: PHONE_STORED, printed: PHONES[index % PHONES.length]! };
    case 'evp':
      return { stored: EVP, printed: EVP };
    case 'evp cut':
      return { stored: EVP, printed: `${EVP.slice(0, 18)}...` };
    case 'cpf':
    case 'cnpj':
      return { stored: holder.document, printed: group(holder.document) };
  }
}

export function heldOutCases(): HeldOutCase[] {
  const cases: HeldOutCase[] = [];
  let serial = 0;
  for (const [index, layout] of BANK_LAYOUTS.entries()) {
    const company = COMPANIES[index % COMPANIES.length]!;
    const person = PEOPLE[index % PEOPLE.length]!;
    const longPerson = PEOPLES_WITH_LONG_NAMES[index % PEOPLES_WITH_LONG_NAMES.length]!;
    const price = PRICES[index % PRICES.length]!;
    const width = WIDTHS[index % WIDTHS.length]!;
    const keyKind = KEY_KINDS[index % KEY_KINDS.length]!;
    const keyHolder = keyKind === 'cnpj' || index % 2 === 0 ? company : person;
    const key = storeKey(keyKind, keyHolder, index);
    const payeeOf = (holder: Holder, pixKey = 'financeiro@luzdivina.com.br'): Payee => ({
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
        payer: PAYER,
        idSuffix: tail(serial),
        ...overrides,
      };
    };
    const image =
      (payment: ReceiptSpec, at = width) =>
      async () =>
        storefrontUpload(await phoneScreenshot(payment, at));
    const add = (
      kind: string,
      groupName: HeldOutGroup,
      payee: Payee,
      content: () => Promise<Buffer>,
      extra: Partial<HeldOutCase> = {},
    ) =>
      cases.push({
        name: `held-out ${layout} ${kind}`,
        layout,
        heldOut: true,
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
      image(
        spec({ name: 'ESPACO MISTICO ALVORADA LTDA', document: masked(sameVisibleDigits(company.document), index) }),
      ),
    );
    negative(
      'other person, same visible digits',
      'wrong recipient',
      payeeOf(person),
      image(spec({ name: 'CARLOS EDUARDO MENDES', document: masked(sameVisibleDigits(person.document), index) })),
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
    const reusedFrom = `held-out ${layout} key shown (${keyKind})`;
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

// Holders whose names banks cut at 25 characters.
const PEOPLES_WITH_LONG_NAMES: Holder[] = [
  { name: 'MARIA APARECIDA DOS SANTOS OLIVEIRA', document: '52998224725' },
  { name: 'FRANCISCO DAS CHAGAS NASCIMENTO', document: '15350946056' },
  { name: 'JOSEFA MARIA DA CONCEICAO ARAUJO', document: '71428793860' },
  { name: 'ANTONIO CARLOS DE ALBUQUERQUE NETO', document: '04872951330' },
];

/** Approved share of each group and the false approvals, by the issue's bars (≥ 95 % approved, 0 false). */
export function heldOutSummary(cases: HeldOutCase[], results: Map<string, CaseResult>) {
  const approved = (c: HeldOutCase) => results.get(c.name)?.status === 'approved';
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

export function heldOutReport(cases: HeldOutCase[], results: Map<string, CaseResult>): string {
  const summary = heldOutSummary(cases, results);
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
