// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import {
  formatCnpj,
  LEDGER_LAYOUTS,
  type LedgerFamily,
  type LedgerLayout,
  type LedgerReceipt,
  type LedgerTheme,
  maskDocument,
  type ReceiptParty,
  renderLedgerReceipt,
  visiblePositions,
} from './bank-receipts.js';

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type LedgerGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type LedgerTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface LedgerLayoutCase {
  name: string;
  layout: string;
  family: LedgerFamily;
  theme: LedgerTheme;
  font: string;
  group: LedgerGroup;
  truth: LedgerTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

// --- a small deterministic PRNG (FNV-1a seed, mulberry32 stream) ---

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

type Random = () => number;

function randomFrom(seed: string): Random {
  let state = seedOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// --- documents: check digits computed here ---

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF from its first nine digits. */
export function cpfFrom(base: number[]): string {
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

/** A CNPJ from its first twelve digits (root and branch). */
export function cnpjFrom(base: number[]): string {
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

function randomCpf(random: Random): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => between(random, 0, 9));
    if (new Set(base).size > 2) return cpfFrom(base);
  }
}

function randomCnpj(random: Random): string {
  for (;;) {
    const root = Array.from({ length: 8 }, () => between(random, 0, 9));
    if (new Set(root).size > 2 && root[0] !== 0) return cnpjFrom([...root, 0, 0, 0, 1]);
  }
}

/** Another valid document that the layout's mask prints exactly as it prints `document`. */
export function sameVisibleDigits(layout: LedgerLayout, document: string, seed: string): string {
  const kind = document.length === 11 ? 'cpf' : 'cnpj';
  const visible = new Set(visiblePositions(kind, kind === 'cpf' ? layout.masks.cpf : layout.masks.cnpj));
  const random = randomFrom(seed);
  const baseLength = kind === 'cpf' ? 9 : 12;
  for (;;) {
    const base = Array.from({ length: baseLength }, (_, i) =>
      visible.has(i) || (kind === 'cnpj' && i >= 8) ? Number(document[i]) : between(random, i === 0 ? 1 : 0, 9),
    );
    const other = kind === 'cpf' ? cpfFrom(base) : cnpjFrom(base);
    if (other !== document && maskDocument(layout, other) === maskDocument(layout, document)) return other;
  }
}

// --- holders: invented stores and people ---

type KeyKind = 'document' | 'email' | 'phone' | 'random';

interface Holder {
  name: string;
  document: string;
  institution: string;
  agency: string;
  account: string;
  email: string;
  phone: string;
  uuid: string;
  defaultKey: KeyKind;
}

const INSTITUTIONS = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'BCO DO BRASIL S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BCO SANTANDER (BRASIL) S.A.',
  'BANCO INTER',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
  'BANCO C6 S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'BANCO SICOOB S.A.',
  'BCO COOPERATIVO SICREDI S.A.',
  'NEON PAGAMENTOS S.A. IP',
  'BANCO BTG PACTUAL S.A.',
  'BANRISUL',
];

const AREA_CODES = ['11', '21', '31', '41', '48', '51', '61', '71', '81', '85', '62', '19'];

function slug(words: string[]): string {
  return words
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function makeHolder(name: string, kind: 'cpf' | 'cnpj'): Holder {
  const random = randomFrom(`holder:${name}`);
  const document = kind === 'cpf' ? randomCpf(random) : randomCnpj(random);
  const words = name.split(' ').filter((word) => !['DE', 'DA', 'DO', 'DOS', 'DAS', 'E', 'LTDA', 'ME'].includes(word));
  const email =
    kind === 'cnpj'
      ? `contato@${slug(words.slice(0, 2))}.com.br`
      : `${slug(words.slice(0, 1))}.${slug(words.slice(-1))}${between(random, 10, 99)}@gmail.com`;
  const hex = (count: number): string =>
    Array.from({ length: count }, () => '0123456789abcdef'[between(random, 0, 15)]).join('');
  const uuid = `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[between(random, 0, 3)]}${hex(3)}-${hex(12)}`;
  const phone = `+55${pick(random, AREA_CODES)}9${between(random, 6000, 9999)}${String(between(random, 0, 9999)).padStart(4, '0')}`;
  return {
    name,
    document,
    institution: pick(random, INSTITUTIONS),
    agency: String(between(random, 1, 4999)).padStart(4, '0'),
    account: `${between(random, 10000, 9999999)}-${between(random, 0, 9)}`,
    email,
    phone,
    uuid,
    defaultKey: pick(random, ['document', 'email', 'phone', 'random'] as const),
  };
}

/** Company stores (CNPJ, branch 0001) and one-letter or one-word lookalikes of their names. */
const COMPANY_STORES: Array<[string, string]> = [
  ['DOCERIA QUINDIM LTDA', 'DOCERIA QUINDINS LTDA'],
  ['TECELAGEM ARAPUA LTDA', 'TECELAGEM ARAPUI LTDA'],
  ['SAPATARIA PASSO CERTO ME', 'SAPATARIA PASSO CERTA ME'],
  ['BRINQUEDOS PIPOCA EIRELI', 'BRINQUEDOS PIPOKA EIRELI'],
  ['ESTUDIO OLARIA VIVA LTDA', 'ESTUDIO OLARIA NOVA LTDA'],
  ['CHARUTARIA FUMACINHA ME', 'CHARUTARIA FUMACINHA EPP'],
  ['VIVEIRO SAMAMBAIA LTDA', 'VIVEIRO SAMAMBAIAS LTDA'],
  ['QUEIJARIA CURRAIS LTDA', 'QUEIJARIA CURRAL LTDA'],
  ['AQUARISMO NETUNO LTDA', 'AQUARISMO NETUNO ME'],
  ['SELARIA GAUCHA LTDA', 'SELARIA GAUCHO LTDA'],
  ['KOMBUCHA JABUTI LTDA', 'KOMBUCHA JABOTI LTDA'],
  ['RELOJOARIA PONTEIRO ME', 'RELOJOARIA PONTEIROS ME'],
];

/** Person stores (CPF) and their lookalikes. */
const PERSON_STORES: Array<[string, string]> = [
  ['ODETE VIDIGAL TOLENTINO', 'ODETE VIDIGAL TOLENTINA'],
  ['IRINEU BOTELHO QUINTAO', 'IRENEU BOTELHO QUINTAO'],
  ['GLAUCIA ESPINDOLA MAIA', 'GLAUCIA ESPINOLA MAIA'],
  ['SEVERINO GALVAO PEIXOTO', 'SEVERINO GALVAO PEIXOTTO'],
  ['NILZA FONTOURA QUIRINO', 'NILZA FONTOURA QUIRINA'],
  ['ARLINDO MEIRELES COUTO', 'ARLINDO MEIRELLES COUTO'],
  ['ZENAIDE DORNELES UCHOA', 'ZENAIDE DORNELLES UCHOA'],
  ['CLOVIS ZANETTI BRUM', 'CLOVIS ZANETI BRUM'],
  ['ROSALIA GODINHO VERAS', 'ROSALIA GODINHO VERAZ'],
  ['HUMBERTO TAQUES LOUZADA', 'UMBERTO TAQUES LOUZADA'],
  ['MIRTES AMORIM GOULART', 'MIRTES AMORIN GOULART'],
  ['DAMIAO FRAGOSO PAIM', 'DAMIAO FRAGOSO PAIN'],
];

/** Names longer than any bank prints: cut at 25–30 characters on the receipt. */
const LONG_PERSON_STORES = [
  'EVANDRO DORNELES ESPINDOLA FONTOURA',
  'MARIVALDA CAVALHEIRO TRAVASSOS BELTRAO',
  'JOCELINO HADDAD ZOCCOLI FRAGOSO DE MATTOS',
  'LAUDELINA QUEVEDO SODRE DOS ANJOS',
  'OTONIEL XIMENES BARCELOS DE OURIQUE',
  'GEISA MARQUEZINI ROSSETTI WERNECK',
  'ELIOMAR VARELA GODINHO DA SILVA',
  'CORINA ESCOBAR LOBATO DE MENEZES',
];

const LONG_COMPANY_STORES = [
  'CONFEITARIA E SALGADERIA RECANTO DO QUINDIM LTDA',
  'COOPERATIVA DOS APICULTORES DE IBIUNA',
  'INDUSTRIA E COMERCIO DE EMBALAGENS TUIUIU LTDA',
  'ESCOLA DE IDIOMAS E INTERCAMBIO POLIGLOTA EIRELI',
  'RESTAURANTE E PIZZARIA FORNO A LENHA DO TIETE LTDA',
  'INSTITUTO DE ESTETICA AVANCADA MADREPEROLA LTDA',
  'LOJA DE INSTRUMENTOS MUSICAIS SUSTENIDO ME',
  'TRANSPORTADORA E MUDANCAS CARAVELA EXPRESS LTDA',
];

/** Recipients who are not the store. */
const STRANGER_PEOPLE = [
  'JURACI PESSOA FALCAO',
  'ODAIR LOUREIRO DANTAS',
  'CREUSA NOVAIS HORTA',
  'LINDOMAR ESCOBAR RIBAS',
  'ISAURA MENEZES KLEIN',
  'NILTON JANSEN GUEDES',
  'VILMA BARCELOS SOTERO',
  'EURIDES CALDAS NAKAMURA',
  'ANSELMO ICHIKAWA PAZ',
  'WALDIR SIQUEIRA TORRES',
];

const STRANGER_COMPANIES = [
  'LOTERICA TREVO DE OURO LTDA',
  'BAZAR MIUDEZAS ME',
  'CHAVEIRO SEGREDO LTDA',
  'LANCHONETE TORRESMO ME',
  'POUSADA MARESIA LTDA',
  'SORVETERIA PICOLE POLAR ME',
];

/** The customers who pay. */
const PAYERS = [
  'GERSON ALVARENGA',
  'ROSIMAR TOLENTINO',
  'EDINALDO PEIXOTO',
  'MARILDA SIQUEIRA',
  'AMADEU ROSSETTI',
  'CELINA TORRES',
  'DEOCLECIO HORTA',
  'JOCELI FALCAO',
  'ELZIRA MAIA',
  'VALMIR GUEDES',
  'NAIR BELTRAO',
  'RUTE URBANO',
  'HERCILIO ZAMBONI',
  'IVANILDA KLEIN',
];

const PRICES = [
  990, 1490, 1990, 2750, 3990, 4900, 5990, 7490, 8990, 9900, 11840, 12990, 14790, 18900, 21435, 24990, 29900, 34780,
  39990, 45900, 58990, 74900, 89990, 104990, 128000, 149900, 187550, 219990, 249900, 299900,
];

const priceText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const SUFFIX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz123456789';

/** `E` + ISPB + UTC YYYYMMDDHHmm + 11 alphanumerics. */
function endToEndId(ispb: string, at: Date, random: Random): string {
  const iso = at.toISOString();
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  const suffix = Array.from({ length: 11 }, () => pick(random, SUFFIX_ALPHABET.split(''))).join('');
  return `E${ispb}${stamp}${suffix}`;
}

function printedKey(layout: LedgerLayout, holder: Holder, kind: KeyKind): string {
  if (kind === 'email') return holder.email;
  if (kind === 'random') return holder.uuid;
  if (kind === 'phone') return `+55 ${holder.phone.slice(3, 5)} ${holder.phone.slice(5, 10)}-${holder.phone.slice(10)}`;
  return holder.document.length === 14 ? formatCnpj(holder.document) : maskDocument(layout, holder.document);
}

function keyValue(holder: Holder, kind: KeyKind): string {
  if (kind === 'email') return holder.email;
  if (kind === 'random') return holder.uuid;
  if (kind === 'phone') return holder.phone;
  return holder.document;
}

const receipts = new Map<string, LedgerReceipt>();
let memo: LedgerLayoutCase[] | undefined;

/** The receipt a case draws (for the structural tests). */
export function ledgerLayoutReceipt(name: string): LedgerReceipt {
  ledgerLayoutCases();
  const receipt = receipts.get(name);
  if (!receipt) throw new Error(`no ledger layout case ${name}`);
  return receipt;
}

const KEY_KINDS: KeyKind[] = ['document', 'email', 'phone', 'random'];

function casesOf(layout: LedgerLayout, index: number): LedgerLayoutCase[] {
  const random = randomFrom(`ledger-layouts:${layout.id}`);
  const at = (base: string, lowMinutes: number, highMinutes: number): Date =>
    new Date(Date.parse(base) + between(random, lowMinutes, highMinutes) * 60_000 + between(random, 0, 59) * 1000);
  const inWindow = (): Date => at(ORDER_PLACED_AT, 4, 350);
  const companies = [0, 1].map((k) => COMPANY_STORES[(index * 2 + k + Math.floor(index / 6)) % COMPANY_STORES.length]!);
  const people = [0, 1].map((k) => PERSON_STORES[(index * 2 + k + 5) % PERSON_STORES.length]!);
  const company = companies.map(([name]) => makeHolder(name, 'cnpj'));
  const person = people.map(([name]) => makeHolder(name, 'cpf'));
  const longPerson = makeHolder(LONG_PERSON_STORES[index % LONG_PERSON_STORES.length]!, 'cpf');
  const longCompany = makeHolder(LONG_COMPANY_STORES[(index + 3) % LONG_COMPANY_STORES.length]!, 'cnpj');
  const strangerPerson = (k: number): Holder =>
    makeHolder(STRANGER_PEOPLE[(index * 3 + k) % STRANGER_PEOPLE.length]!, 'cpf');
  const strangerCompany = (k: number): Holder =>
    makeHolder(STRANGER_COMPANIES[(index * 2 + k) % STRANGER_COMPANIES.length]!, 'cnpj');
  let payerTurn = 0;
  const payer = (): ReceiptParty => {
    const holder = makeHolder(PAYERS[(index * 5 + payerTurn++) % PAYERS.length]!, 'cpf');
    return {
      name: holder.name,
      document: holder.document,
      institution: layout.institution,
      agency: String(between(random, 1, 4999)).padStart(4, '0'),
      account: `${between(random, 10000, 9999999)}-${between(random, 0, 9)}`,
    };
  };
  const party = (holder: Holder, pixKey?: string): ReceiptParty => ({
    name: holder.name,
    document: holder.document,
    institution: holder.institution,
    agency: holder.agency,
    account: holder.account,
    pixKey,
  });
  const payee = (holder: Holder, key: KeyKind = holder.defaultKey): LedgerLayoutCase['payee'] => ({
    pixKey: keyValue(holder, key),
    recipientName: holder.name,
    recipientDocument: holder.document,
  });

  const cases: LedgerLayoutCase[] = [];
  const add = (
    slugText: string,
    group: LedgerGroup,
    truth: LedgerTruth,
    priceCents: number,
    store: LedgerLayoutCase['payee'],
    receipt: LedgerReceipt,
    after?: LedgerLayoutCase,
    content?: () => Promise<Buffer>,
  ): LedgerLayoutCase => {
    const made: LedgerLayoutCase = {
      name: `ledger-layouts ${layout.id} ${slugText}`,
      layout: layout.id,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group,
      truth,
      price: priceText(priceCents),
      payee: store,
      contentType: 'image/jpeg',
      content: content ?? (() => renderLedgerReceipt(receipt)),
      endToEndId: receipt.endToEndId,
      ...(after ? { after: after.name } : {}),
    };
    receipts.set(made.name, receipt);
    cases.push(made);
    return made;
  };
  const sent = (cents: number, recipient: ReceiptParty, when: Date, from = payer()): LedgerReceipt => ({
    layout: layout.id,
    kind: 'sent',
    cents,
    at: when,
    recipient,
    payer: from,
    endToEndId: endToEndId(layout.ispb, when, random),
    chrome: { clockMinutes: between(random, 0, 25) },
  });
  const price = (): number => pick(random, PRICES);

  // Positives: name + masked document only.
  const positives: LedgerLayoutCase[] = [];
  for (const [k, holder] of company.entries()) {
    const cents = price();
    positives.push(
      add(
        `correct company ${k + 1}`,
        'name + masked CNPJ',
        'correct',
        cents,
        payee(holder),
        sent(cents, party(holder), inWindow()),
      ),
    );
  }
  for (const [k, holder] of person.entries()) {
    const cents = price();
    positives.push(
      add(
        `correct person ${k + 1}`,
        'name + masked CPF',
        'correct',
        cents,
        payee(holder),
        sent(cents, party(holder), inWindow()),
      ),
    );
  }
  for (const [k, holder] of [longPerson, longCompany].entries()) {
    const cents = price();
    positives.push(
      add(
        `correct long name ${k + 1}`,
        'truncated name',
        'correct',
        cents,
        payee(holder),
        sent(cents, party(holder), inWindow()),
      ),
    );
  }
  // Positives with the recipient's PIX key printed.
  const keyed: Array<[Holder, KeyKind]> = [
    [index % 2 === 0 ? company[0]! : person[0]!, KEY_KINDS[index % 4]!],
    [index % 2 === 0 ? person[1]! : company[1]!, KEY_KINDS[(index + 2) % 4]!],
  ];
  for (const [k, [holder, kind]] of keyed.entries()) {
    const cents = price();
    positives.push(
      add(
        `correct key ${kind} ${k + 1}`,
        'key shown',
        'correct',
        cents,
        payee(holder, kind),
        sent(cents, party(holder, printedKey(layout, holder, kind)), inWindow()),
      ),
    );
  }

  // Negatives.
  {
    const store = person[0]!;
    const cents = price();
    const from = { ...payer(), document: store.document };
    add(
      'negative store document in payer section',
      'negative',
      'wrong recipient',
      cents,
      payee(store),
      sent(cents, party(strangerPerson(0)), inWindow(), from),
    );
  }
  {
    const store = index % 2 === 0 ? company[0]! : person[1]!;
    const twin = store.document.length === 14 ? strangerCompany(0) : strangerPerson(1);
    const document = sameVisibleDigits(layout, store.document, `twin:${layout.id}`);
    const cents = price();
    add(
      'negative same visible digits',
      'negative',
      'wrong recipient',
      cents,
      payee(store),
      sent(cents, { ...party(twin), document }, inWindow()),
    );
  }
  {
    const lookalikeOf = index % 2 === 0 ? ([people[0]!, person[0]!] as const) : ([companies[1]!, company[1]!] as const);
    const [[, lookalikeName], store] = lookalikeOf;
    const lookalike = makeHolder(lookalikeName, store.document.length === 14 ? 'cnpj' : 'cpf');
    const cents = price();
    add(
      'negative lookalike name',
      'negative',
      'wrong recipient',
      cents,
      payee(store),
      sent(cents, party(lookalike), inWindow()),
    );
  }
  {
    const store = company[1]!;
    const stranger = index % 3 === 0 ? strangerCompany(1) : strangerPerson(2);
    const cents = price();
    add(
      'negative stranger',
      'negative',
      'wrong recipient',
      cents,
      payee(store),
      sent(cents, party(stranger), inWindow()),
    );
  }
  {
    const store = company[0]!;
    const cents = price();
    const short = pick(random, [1, 10, 50, 100, 250, 400]);
    add(
      'negative amount short',
      'negative',
      'wrong amount',
      cents,
      payee(store),
      sent(Math.max(1, cents - short), party(store), inWindow()),
    );
  }
  {
    const store = person[1]!;
    const cents = price();
    add(
      'negative paid the day before',
      'negative',
      'paid before the order',
      cents,
      payee(store),
      sent(cents, party(store), at('2026-11-22T12:30:00Z', 0, 660)),
    );
  }
  {
    const store = company[1]!;
    const cents = price();
    const when = inWindow();
    const receipt: LedgerReceipt = {
      ...sent(cents, party(store), when),
      kind: 'scheduled',
      scheduledFor: `2026-11-${between(random, 25, 30)}`,
    };
    add('negative scheduled', 'negative', 'scheduled', cents, payee(store), receipt);
  }
  {
    const original = positives[index % positives.length]!;
    add(
      'reused same file',
      'negative',
      'reused',
      Number(original.price.replace('.', '')),
      original.payee,
      receipts.get(original.name)!,
      original,
      original.content,
    );
  }
  {
    const original = positives[(index + 3) % positives.length]!;
    const first = receipts.get(original.name)!;
    const layoutBar = layout.statusBar;
    const receipt: LedgerReceipt = {
      ...first,
      chrome: { clockMinutes: between(random, 40, 160), statusBar: !layoutBar, qualityShift: -7 },
    };
    add(
      'reused end-to-end id',
      'negative',
      'reused',
      Number(original.price.replace('.', '')),
      original.payee,
      receipt,
      original,
    );
  }
  return cases;
}

/** All 16 × 17 cases, in judging order (a reused case always after the case it reuses). */
export function ledgerLayoutCases(): LedgerLayoutCase[] {
  if (!memo) memo = LEDGER_LAYOUTS.flatMap((layout, index) => casesOf(layout, index));
  return memo;
}

/** Every holder name the corpus prints or expects (full, before a bank cuts it). */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const item of ledgerLayoutCases()) {
    names.add(item.payee.recipientName);
    const receipt = receipts.get(item.name)!;
    names.add(receipt.recipient.name);
    names.add(receipt.payer.name);
  }
  return [...names].sort();
}
