// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import {
  type CnpjMask,
  type CpfMask,
  cnpjFromBase,
  cpfFromBase,
  formatCnpj,
  formatPhoneKey,
  maskCpf,
  maskDocument,
  OTHER_BUSINESSES,
  PEOPLE,
  plainUpper,
  Rng,
  randomCnpj,
  randomCpf,
  type Truncation,
  truncateName,
  visibleDifferences,
  visibleDigits,
} from './people.js';

export const CASE_IDS = [
  'correct-1',
  'correct-2',
  'correct-3',
  'correct-4',
  'correct-5',
  'correct-6',
  'key-1',
  'key-2',
  'lookalike-holder',
  'same-name-other-digits',
  'store-as-payer',
  'wrong-amount',
  'paid-before-order',
  'scheduled',
  'description-names-store',
  'near-namesake',
  'reused-file',
] as const;
export type CaseId = (typeof CASE_IDS)[number];

/** What a layout decides about the facts it prints (the drawing decides the rest). */
export interface LayoutFactsStyle {
  key: string;
  /** 1-based position among the 16 layouts. */
  number: number;
  /** The payer's institution as this app prints it, and its ISPB. */
  institution: string;
  ispb: string;
  nameCase: 'upper' | 'mixed';
  truncation: Truncation;
  cpfMask: CpfMask;
  cnpjMask: CnpjMask;
  /** Whether this layout's same-name-other-digits document differs in many visible digits (else in 2 or 3). */
  manyDigitsDiffer: boolean;
}

export interface Store {
  tradeName: string;
  holder: string;
  document: string;
  pixKey: string;
  keyKind: 'email' | 'phone' | 'evp' | 'document';
  institution: string;
  agency: string;
  account: string;
  lookalike: string;
}

function store(
  tradeName: string,
  holder: string,
  base: string,
  keyKind: Store['keyKind'],
  key: string,
  institution: string,
  agency: string,
  account: string,
  lookalike: string,
): Store {
  const document = base.length === 12 ? cnpjFromBase(base) : cpfFromBase(base);
  return {
    tradeName,
    holder,
    document,
    keyKind,
    pixKey: keyKind === 'document' ? document : key,
    institution,
    agency,
    account,
    lookalike,
  };
}

/** One store per layout, in layout order: half companies (CNPJ), half people (CPF). */
export const STORES: readonly Store[] = [
  store(
    'Turquesa Lápis-Lazúli',
    'Turquesa Lápis-Lazúli Joias e Pedras Ltda',
    '418273560001',
    'document',
    '',
    'Nu Pagamentos S.A. - Instituição de Pagamento',
    '0001',
    '8412735-2',
    'Turquesa Bijuterias e Pedras Ltda',
  ),
  store(
    'Thalita Araripe Terapeuta',
    'Thalita Rosimeire Catunda Araripe',
    '274195836',
    'email',
    'thalita.araripe@uol.com.br',
    'Banco Inter S.A.',
    '0001',
    '31877045-6',
    'Thalita Catunda Jenipapo',
  ),
  store(
    'Verbena & Manjericão',
    'Verbena e Manjericão Essenciais Ltda',
    '530918240001',
    'evp',
    '6f1c2a9e-4b7d-4e21-9c3a-5d8e0b7f2a41',
    'Itaú Unibanco S.A.',
    '4471',
    '28311-7',
    'Verbena Cosmética Natural Ltda',
  ),
  store(
    'Josivaldo Cerâmicas',
    'Josivaldo Gurgel Colares',
    '631840297',
    'phone',
    '+5585998127744',
    'Caixa Econômica Federal',
    '2145',
    '00019472-8',
    'Josivaldo Gurgel Piancó',
  ),
  store(
    'Pirâmide Índigo',
    'Pirâmide Índigo Esotérica ME',
    '277041930001',
    'email',
    'piramideindigo@yahoo.com.br',
    'Banco do Brasil S.A.',
    '3318-2',
    '41207-X',
    'Pirâmide Índigo Reformas ME',
  ),
  store(
    'Edivânia Tinturas de Anil',
    'Edivânia Brígido Cidrão Saboia',
    '805316472',
    'evp',
    'c2e94d17-8a3b-4f60-b5d2-91e7a04c3f68',
    'Banco Bradesco S.A.',
    '0872',
    '0192245-3',
    'Edivânia Saboia Marimbondo',
  ),
  store(
    'Tecelã das Dunas',
    'Tecelã das Dunas Confecção Ltda',
    '092385170001',
    'document',
    '',
    'Banco Santander (Brasil) S.A.',
    '3901',
    '13008812-4',
    'Dunas Confecção Praiana Ltda',
  ),
  store(
    'Anaís Horóscopos',
    'Anaís Vasconcellos Dornelles',
    '147602853',
    'phone',
    '+5551984470319',
    'Nu Pagamentos S.A. - Instituição de Pagamento',
    '0001',
    '9904321-7',
    'Anaís Dornelles Cacimba',
  ),
  store(
    'Mandrágora',
    'Mandrágora Encantos Ltda',
    '364720190001',
    'email',
    'financeiro@mandragoraencantos.com.br',
    'Banco C6 S.A.',
    '0001',
    '20418876-1',
    'Mandrágora Cosmética Ltda',
  ),
  store(
    'Genilda Benzedeira',
    'Genilda Iracilda Barcellos Quintal',
    '392058614',
    'evp',
    '0a7b3e55-d214-4c8f-a6e0-2f19c8b74d03',
    'Mercado Pago Instituição de Pagamento Ltda',
    '0001',
    '4410982736-5',
    'Genilda Barcellos Serrote',
  ),
  store(
    'Hibisco Xamã',
    'Hibisco Xamã Rituais Ancestrais Ltda',
    '581403920001',
    'phone',
    '+5511976604182',
    'PagSeguro Internet Instituição de Pagamento S.A.',
    '0001',
    '55801934-0',
    'Hibisco Rituais Festas Ltda',
  ),
  store(
    'Lourival Luthier',
    'Lourival Pequeno Férrer',
    '720481365',
    'document',
    '',
    'Banco Sicredi S.A.',
    '0734',
    '48221-9',
    'Lourival Férrer Aracati',
  ),
  store(
    'Papiro e Pena',
    'Papiro e Pena Cadernos Ltda',
    '613290480001',
    'evp',
    '9d4f0c2b-71e6-4a39-8b15-e6c2a7d93f10',
    'Banco Itaú S.A.',
    '0913',
    '60217-4',
    'Papiro Cadernos Escolares ME',
  ),
  store(
    'Jaílton Turíbulos',
    'Jaílton Cardim Fortes Mangueiral',
    '508317264',
    'phone',
    '+5571991827305',
    'Banco BTG Pactual S.A.',
    '0050',
    '1183402-2',
    'Jaílton Fortes Barbalha',
  ),
  store(
    'Crochê da Vovó Benta',
    'Crochê Vovó Benta Malhas Ltda',
    '245930670001',
    'document',
    '',
    'Banco Original S.A.',
    '0001',
    '3302918-6',
    'Vovó Benta Quitutes Ltda',
  ),
  store(
    'Marisol Círios Perfumados',
    'Marisol Assumpção Sucupira',
    '836174025',
    'email',
    'marisol.sucupira@hotmail.com',
    'Banco Inter S.A.',
    '0001',
    '22718390-4',
    'Marisol Sucupira Itapipoca',
  ),
];

export interface Party {
  /** The full name (as registered), before case or truncation. */
  fullName: string;
  /** The name as the receipt prints it, or undefined when not shown. */
  printedName?: string;
  /** All digits of the document. */
  document: string;
  /** The document as printed, or undefined when not shown. */
  printedDocument?: string;
  institution: string;
  agency: string;
  account: string;
  /** The Pix key as printed, when shown. */
  printedKey?: string;
}

export interface ReceiptFacts {
  layout: string;
  caseId: CaseId;
  kind: 'paid' | 'scheduled';
  /** The amount paid (or scheduled), '149.90'. */
  amount: string;
  /** The order's price. */
  price: string;
  /** When the payment was made (or, when scheduled, when it was scheduled), UTC ISO. */
  at: string;
  /** The day a scheduled payment will be made, 'yyyy-mm-dd'. */
  scheduledFor?: string;
  /** The phone's status bar clock, São Paulo local 'HH:mm'. */
  phoneClock: string;
  endToEndId: string;
  message?: string;
  recipient: Party;
  payer: Party;
  store: Store;
}

/** São Paulo local time (UTC-3 all year since 2019) of a UTC instant. */
export function saoPaulo(iso: string): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
} {
  const d = new Date(Date.parse(iso) - 3 * 3600_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export const MONTHS = [
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
export const WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

export type DateStyle =
  | 'slash-dash-seconds'
  | 'short-month'
  | 'long-weekday'
  | 'slash-as'
  | 'slash-as-seconds'
  | 'slash-comma'
  | 'dots-seconds'
  | 'slash-h'
  | 'weekday-short'
  | 'long-comma'
  | 'slash-space-seconds'
  | 'upper-month-seconds'
  | 'slash-dash';

/** A São Paulo local date and time the way a bank app prints it. */
export function formatDateTime(iso: string, style: DateStyle): string {
  const t = saoPaulo(iso);
  const dmy = `${pad(t.day)}/${pad(t.month)}/${t.year}`;
  const hm = `${pad(t.hour)}:${pad(t.minute)}`;
  const hms = `${hm}:${pad(t.second)}`;
  const mon = (MONTHS[t.month - 1] as string).slice(0, 3);
  switch (style) {
    case 'slash-dash-seconds':
      return `${dmy} - ${hms}`;
    case 'slash-dash':
      return `${dmy} - ${hm}`;
    case 'short-month':
      return `${pad(t.day)} ${mon} ${t.year}, ${hm}`;
    case 'long-weekday':
      return `${WEEKDAYS[t.weekday]}, ${t.day} de ${MONTHS[t.month - 1]} de ${t.year} às ${pad(t.hour)}h${pad(t.minute)}`;
    case 'slash-as':
      return `${dmy} às ${hm}`;
    case 'slash-as-seconds':
      return `${dmy} às ${hms}`;
    case 'slash-comma':
      return `${dmy}, ${hm}`;
    case 'dots-seconds':
      return `${pad(t.day)}.${pad(t.month)}.${t.year} ${hms}`;
    case 'slash-h':
      return `${dmy} às ${pad(t.hour)}h${pad(t.minute)}`;
    case 'weekday-short':
      return `${(WEEKDAYS[t.weekday] as string).slice(0, 3)}, ${pad(t.day)} ${mon} ${t.year} - ${hm}`;
    case 'long-comma':
      return `${t.day} de ${MONTHS[t.month - 1]} de ${t.year}, ${hm}`;
    case 'slash-space-seconds':
      return `${dmy} ${hms}`;
    case 'upper-month-seconds':
      return `${pad(t.day)} ${mon.toUpperCase()} ${t.year} - ${hms}`;
  }
}

/** A São Paulo local date only, in the layout's style family. */
export function formatDate(isoDate: string, style: DateStyle): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mon = (MONTHS[m - 1] as string).slice(0, 3);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  switch (style) {
    case 'short-month':
      return `${pad(d)} ${mon} ${y}`;
    case 'upper-month-seconds':
      return `${pad(d)} ${mon.toUpperCase()} ${y}`;
    case 'weekday-short':
      return `${(WEEKDAYS[weekday] as string).slice(0, 3)}, ${pad(d)} ${mon} ${y}`;
    case 'long-weekday':
      return `${WEEKDAYS[weekday]}, ${d} de ${MONTHS[m - 1]} de ${y}`;
    case 'long-comma':
      return `${d} de ${MONTHS[m - 1]} de ${y}`;
    case 'dots-seconds':
      return `${pad(d)}.${pad(m)}.${y}`;
    default:
      return `${pad(d)}/${pad(m)}/${y}`;
  }
}

function casedName(name: string, style: LayoutFactsStyle): string {
  return style.nameCase === 'upper' ? plainUpper(name) : name;
}

const PARTICLES = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E', 'LTDA', 'ME', 'EIRELI', 'EPP', 'S/A', 'SA']);

/** The store's holder name with one letter changed (a vowel inside its longest word). */
export function nearNamesake(holder: string, rng: Rng): string {
  const words = holder.split(' ');
  const candidates = words
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => !PARTICLES.has(plainUpper(w)) && w.length >= 5)
    .sort((a, b) => b.w.length - a.w.length);
  const { w, i } = candidates[rng.int(0, Math.min(1, candidates.length - 1))] as { w: string; i: number };
  const swap: Record<string, string> = { a: 'e', e: 'i', i: 'e', o: 'u', u: 'o' };
  const chars = [...w];
  const positions = chars
    .map((ch, p) => ({ ch, p }))
    .filter(({ ch, p }) => p > 0 && p < chars.length - 1 && swap[ch] !== undefined);
  const { ch, p } = positions[rng.int(0, positions.length - 1)] as { ch: string; p: number };
  chars[p] = swap[ch] as string;
  words[i] = chars.join('');
  return words.join(' ');
}

/** A document of the same kind whose visible digits (under the given printing) differ from `original`'s. */
function otherDocument(
  original: string,
  print: (d: string) => string,
  rng: Rng,
  want: 'half' | 'few' | 'many',
): string {
  const isCnpj = original.length === 14;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    let candidate: string;
    if (want === 'few') {
      const base = [...original.slice(0, isCnpj ? 12 : 9)];
      const visible = [...visibleDigits(print(original)).keys()].filter((p) => p < base.length);
      const changes = rng.int(1, 3);
      for (let k = 0; k < changes; k++) {
        const p = rng.pick(visible);
        base[p] = String((Number(base[p]) + rng.int(1, 9)) % 10);
      }
      candidate = isCnpj ? cnpjFromBase(base.join('')) : cpfFromBase(base.join(''));
    } else {
      // Any branch number, so that masks showing only the root's edges and the branch can differ too.
      candidate = isCnpj ? cnpjFromBase(rng.digits(8) + String(rng.int(1, 9999)).padStart(4, '0')) : randomCpf(rng);
    }
    const { visible, differing } = visibleDifferences(print(candidate), original);
    if (want === 'few' && differing >= 2 && differing <= 3) return candidate;
    if (want === 'half' && differing * 2 >= visible) return candidate;
    if (want === 'many' && differing * 4 >= visible * 3) return candidate;
  }
  throw new Error(`no other document for ${original}`);
}

function randomAccount(rng: Rng): { agency: string; account: string } {
  return { agency: rng.digits(4), account: `${rng.int(10000, 9999999)}-${rng.int(0, 9)}` };
}

function randomPrice(rng: Rng, high: boolean): string {
  const cents = rng.pick(['90', '00', '50', '99', '80', '45', '37', '10']);
  const whole = high ? rng.int(1000, 14998) : rng.int(9, 980);
  const price = `${whole}.${cents}`;
  return Number(price) < 9.9 ? '9.90' : price;
}

function wrongAmount(price: string, variant: number): string {
  const cents = Math.round(Number(price) * 100);
  const wrong = [cents - 7, Math.round(cents / 10), cents * 3 + 1000, cents - 100][variant % 4] as number;
  const fixed = wrong > 0 && wrong !== cents ? wrong : cents + 1250;
  return (fixed / 100).toFixed(2);
}

function utc(day: number, minutesAfterMidnightLocal: number, second: number): string {
  const ms = Date.UTC(2026, 10, day, 3, 0, 0) + minutesAfterMidnightLocal * 60_000 + second * 1000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function e2eId(ispb: string, iso: string, rng: Rng): string {
  const stamp = iso.slice(0, 16).replace(/[-T:]/g, '');
  return `E${ispb}${stamp}${rng.alnum(11)}`;
}

function printedKey(s: Store, style: LayoutFactsStyle): string {
  switch (s.keyKind) {
    case 'phone':
      return formatPhoneKey(s.pixKey);
    case 'document':
      return s.pixKey.length === 14 ? formatCnpj(s.pixKey) : maskCpf(s.pixKey, style.cpfMask);
    default:
      return s.pixKey;
  }
}

const DESCRIPTIONS = [
  (s: Store) => `Repasse ${s.tradeName}`,
  (s: Store) => s.holder,
  (s: Store) => `Pix ${s.tradeName} parcela 2`,
  (s: Store) => `${s.tradeName} - 3 unidades`,
];

/** Everything one receipt states, deterministic for (layout, case). */
export function buildFacts(style: LayoutFactsStyle, caseId: CaseId, storeOfLayout: Store): ReceiptFacts {
  const rng = new Rng(`lagoon/${style.key}/${caseId}`);
  const s = storeOfLayout;
  const price = randomPrice(rng, rng.next() < 0.08);
  const print = (d: string) => maskDocument(d, style.cpfMask, style.cnpjMask);
  const payerName = rng.pick(PEOPLE);
  const payerAccount = randomAccount(rng);
  const payerDoc = randomCpf(rng);
  let payer: Party = {
    fullName: payerName,
    printedName: casedName(payerName, style),
    document: payerDoc,
    printedDocument: print(payerDoc),
    institution: style.institution,
    ...payerAccount,
  };
  let recipient: Party = {
    fullName: s.holder,
    printedName: casedName(s.holder, style),
    document: s.document,
    printedDocument: print(s.document),
    institution: s.institution,
    agency: s.agency,
    account: s.account,
  };
  let amount = price;
  let kind: ReceiptFacts['kind'] = 'paid';
  let scheduledFor: string | undefined;
  let message: string | undefined;
  // Paid on 2026-11-23 between 09:05 and 14:55 São Paulo (the order was placed at 09:00, judged at 15:00).
  let at = utc(23, rng.int(9 * 60 + 5, 14 * 60 + 54), rng.int(0, 59));
  let clockOffset = rng.int(1, 9);

  const someoneElse = (): Party => {
    const business = rng.next() < 0.3;
    const name = business ? rng.pick(OTHER_BUSINESSES) : rng.pick(PEOPLE.filter((p) => p !== payerName));
    const doc = business ? randomCnpj(rng) : randomCpf(rng);
    return {
      fullName: name,
      printedName: casedName(name, style),
      document: doc,
      printedDocument: print(doc),
      institution: rng.pick(['Banco Bradesco S.A.', 'Caixa Econômica Federal', 'Banco Santander (Brasil) S.A.']),
      ...randomAccount(rng),
    };
  };

  switch (caseId) {
    case 'correct-5':
    case 'correct-6':
      recipient.printedName = truncateName(casedName(s.holder, style), style.truncation);
      break;
    case 'key-1':
      recipient.printedKey = printedKey(s, style);
      break;
    case 'key-2':
      recipient.printedKey = printedKey(s, style);
      recipient.printedDocument = undefined;
      if (style.number % 2 === 1) recipient.printedName = undefined;
      break;
    case 'lookalike-holder': {
      const doc = otherDocument(s.document, print, rng, 'half');
      recipient = { ...recipient, fullName: s.lookalike, printedName: casedName(s.lookalike, style), document: doc };
      recipient.printedDocument = print(doc);
      recipient.institution = rng.pick(['Banco Bradesco S.A.', 'Caixa Econômica Federal', 'Banco do Brasil S.A.']);
      Object.assign(recipient, randomAccount(rng));
      break;
    }
    case 'same-name-other-digits': {
      const doc = otherDocument(s.document, print, rng, style.manyDigitsDiffer ? 'many' : 'few');
      recipient = { ...recipient, document: doc, printedDocument: print(doc), ...randomAccount(rng) };
      recipient.institution = rng.pick(['Caixa Econômica Federal', 'Banco Santander (Brasil) S.A.']);
      break;
    }
    case 'store-as-payer':
      payer = {
        fullName: s.holder,
        printedName: casedName(s.holder, style),
        document: s.document,
        printedDocument: print(s.document),
        institution: style.institution,
        ...randomAccount(rng),
      };
      recipient = someoneElse();
      break;
    case 'wrong-amount':
      amount = wrongAmount(price, style.number);
      break;
    case 'paid-before-order':
      at =
        style.number % 2 === 0
          ? utc(23, rng.int(7 * 60 + 30, 8 * 60 + 50), rng.int(0, 59))
          : utc(22, rng.int(10 * 60, 21 * 60), rng.int(0, 59));
      break;
    case 'scheduled':
      kind = 'scheduled';
      scheduledFor = '2026-11-25';
      break;
    case 'description-names-store':
      recipient = someoneElse();
      message = (DESCRIPTIONS[style.number % DESCRIPTIONS.length] as (s: Store) => string)(s);
      break;
    case 'near-namesake': {
      const name = nearNamesake(s.holder, rng);
      const doc = otherDocument(s.document, print, rng, 'half');
      recipient = {
        ...recipient,
        fullName: name,
        printedName: casedName(name, style),
        document: doc,
        printedDocument: print(doc),
        institution: 'Caixa Econômica Federal',
        ...randomAccount(rng),
      };
      break;
    }
    default:
      break;
  }
  if (kind === 'scheduled') clockOffset = rng.int(1, 4);
  const clockIso = new Date(Date.parse(at) + clockOffset * 60_000).toISOString();
  const clock = saoPaulo(clockIso);
  const e2eInstant = scheduledFor ? `${scheduledFor}T11:00:00Z` : at;
  return {
    layout: style.key,
    caseId,
    kind,
    amount,
    price,
    at,
    scheduledFor,
    phoneClock: `${pad(clock.hour)}:${pad(clock.minute)}`,
    endToEndId: e2eId(style.ispb, e2eInstant, rng),
    message,
    recipient,
    payer,
    store: s,
  };
}
