// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import {
  documentDiffering,
  formatDocument,
  LEGAL_SUFFIXES,
  makeCnpj,
  makeCpf,
  maskDocument,
  PARTICLES,
  PLACE_WORDS,
  personName,
  pick,
  type Rng,
  randomDigits,
  SHOP_WORDS,
  SURNAMES,
  seededRandom,
  shownPositions,
  titleCase,
  visibleDifferences,
} from './people.js';
import type { LayoutSpec } from './specs.js';

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

export type PixKeyKind = 'email' | 'phone' | 'evp' | 'document';

export interface Store {
  holderName: string;
  tradeName: string;
  document: string;
  keyKind: PixKeyKind;
  pixKey: string;
  institution: string;
  agency: string;
  account: string;
  price: string;
}

export interface Party {
  name: string;
  document: string;
  institution: string;
  agency: string;
  account: string;
}

/** Everything one receipt says, before drawing. */
export interface ReceiptFacts {
  caseId: CaseId;
  recipient: Party;
  payer: Party;
  /** The recipient's name as printed (cased and, in truncated cases, cut). */
  recipientNameShown: string;
  /** The recipient's document as printed, or undefined when the receipt leaves it out. */
  recipientDocumentShown?: string;
  payerNameShown: string;
  payerDocumentShown: string;
  /** The PIX key as printed, in key cases only. */
  keyShown?: string;
  amountCents: number;
  amountShown: string;
  /** The instant of payment (or of scheduling, for a scheduled Pix), ISO UTC. */
  at: string;
  dateShown: string;
  /** A scheduled Pix: its due date (yyyy-mm-dd) as printed. */
  scheduledFor?: string;
  scheduledShown?: string;
  description?: string;
  endToEndId: string;
}

const INSTITUTIONS = [
  'Banco do Brasil S.A.',
  'Caixa Econômica Federal',
  'Itaú Unibanco S.A.',
  'Banco Bradesco S.A.',
  'Banco Santander (Brasil) S.A.',
  'Nu Pagamentos S.A. - IP',
  'Banco Inter S.A.',
  'PicPay',
  'Mercado Pago IP Ltda.',
  'Banco C6 S.A.',
  'PagSeguro Internet IP S.A.',
  'Cora SCFI',
  'Stone Instituição de Pagamento S.A.',
  'Sicoob',
  'Banco Pan S.A.',
  'Neon Pagamentos S.A. IP',
];

const STORES: { holder: string; trade: string }[] = [
  { holder: 'CANTINHO DO PEQUI SABONETES LTDA', trade: 'Cantinho do Pequi' },
  { holder: 'JOVELINA DALVINA AMARANTE OURIQUES', trade: 'Jovelina Ouriques' },
  { holder: 'ARMAZÉM TARUMÃ COMÉRCIO DE SEMENTES LTDA', trade: 'Armazém Tarumã' },
  { holder: 'TEODORICO SALUSTIANO PESSANHA LAGO', trade: 'Teodorico Pessanha' },
  { holder: 'BOTICA MANACÁ COMÉRCIO E SERVIÇOS ME', trade: 'Botica Manacá' },
  { holder: 'MAURILIA ROSALVA ALCÂNTARA PASSOS', trade: 'Maurilia Passos' },
  { holder: 'CASARÃO DO SAPOTI PASTIFÍCIO LTDA', trade: 'Casarão do Sapoti' },
  { holder: 'ZEFERINO OSVALDINO NAZARETH ANDRADA', trade: 'Zeferino Andrada' },
  { holder: 'CHAPELARIA UMBU E COUROS DO MIRANTE LTDA', trade: 'Chapelaria Umbu' },
  { holder: 'CLEMENTINA ESMERINA TEIXEIRINHA LAGO', trade: 'Clementina Lago' },
  { holder: 'ENGENHO BACURI VINÍCOLA E CAFÉS EIRELI', trade: 'Engenho Bacuri' },
  { holder: 'EUSTÁQUIO MANFREDO AZEVEDINHO OURIQUES', trade: 'Eustáquio Azevedinho' },
  { holder: 'ESTALAGEM CARAMBOLA SERVIÇOS LTDA', trade: 'Estalagem Carambola' },
  { holder: 'DIOLINDA MARCOLINA OLIVEIRINHA PASSOS', trade: 'Diolinda Oliveirinha' },
  { holder: 'LUMINÁRIAS CANÁRIO DA CAATINGA LTDA', trade: 'Luminárias Canário' },
  { holder: 'INOCÊNCIO BENVINDO ITAPARICA AMARANTE', trade: 'Inocêncio Itaparica' },
];

const PRICES = [
  '37.00',
  '149.90',
  '2890.00',
  '58.45',
  '312.70',
  '1234.56',
  '89.99',
  '476.30',
  '2150.00',
  '64.20',
  '799.00',
  '128.35',
  '1599.90',
  '43.80',
  '985.10',
  '245.60',
];

const KEY_KINDS: PixKeyKind[] = ['email', 'phone', 'evp', 'document'];
const DESCRIPTIONS = ['Cesta mensal', 'Parcela 2', 'Repasse', 'Valor da conta', 'Aula', 'Doação'];

function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function evp(rng: Rng): string {
  const hex = () => Math.floor(rng() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
}

function cents(price: string): number {
  return Math.round(Number(price) * 100);
}

/** R$ 1.234,56 */
export function formatBrl(amountCents: number, space = true): string {
  const reais = Math.floor(amountCents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${space ? ' ' : ''}${reais},${String(amountCents % 100).padStart(2, '0')}`;
}

/** The store of one layout (index 0..15): even indexes are companies (CNPJ), odd are people (CPF). */
export function storeOf(index: number): Store {
  const rng = seededRandom(9100 + index * 31);
  const base = STORES[index];
  if (!base) throw new Error(`no store ${index}`);
  const document = index % 2 === 0 ? makeCnpj(rng) : makeCpf(rng);
  const keyKind = KEY_KINDS[index % 4] as PixKeyKind;
  const words = base.trade.split(' ').filter((w) => !PARTICLES.has(w.toUpperCase()));
  const email = `${plain(words[0] ?? 'loja')}.${plain(words[words.length - 1] ?? 'pix')}@${pick(rng, ['gmail.com', 'outlook.com', 'uol.com.br', 'hotmail.com'])}`;
  const phone = `+55${pick(rng, ['11', '21', '31', '71', '81', '41', '61'])}9${randomDigits(rng, 8)}`;
  const pixKey = keyKind === 'email' ? email : keyKind === 'phone' ? phone : keyKind === 'evp' ? evp(rng) : document;
  return {
    holderName: base.holder,
    tradeName: base.trade,
    document,
    keyKind,
    pixKey,
    institution: pick(rng, INSTITUTIONS),
    agency: randomDigits(rng, 4),
    account: `${randomDigits(rng, 6 + Math.floor(rng() * 3))}-${randomDigits(rng, 1)}`,
    price: PRICES[index] as string,
  };
}

function party(rng: Rng, name: string, document: string): Party {
  return {
    name,
    document,
    institution: pick(rng, INSTITUTIONS),
    agency: randomDigits(rng, 4),
    account: `${randomDigits(rng, 5 + Math.floor(rng() * 4))}-${randomDigits(rng, 1)}`,
  };
}

/** A name sharing only the first word with the store's (a different shop or person). */
function lookalikeName(rng: Rng, store: Store): string {
  const words = store.holderName.split(' ');
  const first = words[0] as string;
  for (;;) {
    const name =
      store.document.length === 14
        ? `${first} ${pick(rng, PLACE_WORDS)} ${pick(rng, SHOP_WORDS)} ${pick(rng, ['ME', 'LTDA', 'EPP'])}`
        : `${first} ${pick(rng, SURNAMES)} ${pick(rng, SURNAMES)}`;
    const rest = name.split(' ').slice(1);
    if (rest[0] !== rest[1] && rest.every((w) => !words.slice(1).includes(w) || PARTICLES.has(w))) return name;
  }
}

/** The store's name with exactly one word replaced (a relative, a similar company). */
function nearNamesake(rng: Rng, store: Store): string {
  const words = store.holderName.split(' ');
  const candidates = words
    .map((w, i) => ({ w, i }))
    .filter(({ w, i }) => i > 0 && !PARTICLES.has(w) && !LEGAL_SUFFIXES.has(w));
  const at = candidates[candidates.length - 1]?.i ?? 1;
  const pool = store.document.length === 14 ? SHOP_WORDS : SURNAMES;
  for (;;) {
    const w = pick(rng, pool);
    if (!words.includes(w)) {
      const copy = [...words];
      copy[at] = w;
      return copy.join(' ');
    }
  }
}

/** Another document of the store's kind whose visible digits differ a lot from the store's. */
function otherDocument(rng: Rng, store: Store, layout: LayoutSpec, kind: 'cpf' | 'cnpj'): string {
  for (;;) {
    const doc = kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
    if (doc.length !== store.document.length) return doc;
    // A generated CNPJ keeps branch 0001, so only the visible digits outside the branch can differ.
    const free = shownPositions(doc, layout.cpfMask, layout.cnpjMask).filter(
      (i) => doc.length === 11 || i < 8 || i > 11,
    );
    if (visibleDifferences(doc, store.document, layout.cpfMask, layout.cnpjMask) >= Math.min(4, free.length))
      return doc;
  }
}

function swapFigure(amount: number): number {
  const s = String(amount);
  for (let i = 0; i < s.length - 3; i++) {
    if (s[i] !== s[i + 1]) return Number(s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2));
  }
  return amount + 1000;
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTHS_LONG = [
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
const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** Formats an instant in São Paulo time (UTC−3 all year since 2019) the way a layout prints it. */
export function formatDate(iso: string, style: LayoutSpec['dateStyle']): string {
  const local = new Date(Date.parse(iso) - 3 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const d = p(local.getUTCDate());
  const mo = p(local.getUTCMonth() + 1);
  const y = local.getUTCFullYear();
  const hh = p(local.getUTCHours());
  const mm = p(local.getUTCMinutes());
  const ss = p(local.getUTCSeconds());
  switch (style) {
    case 'slash dash seconds':
      return `${d}/${mo}/${y} - ${hh}:${mm}:${ss}`;
    case 'short month':
      return `${d} ${MONTHS[local.getUTCMonth()]} ${y}, ${hh}:${mm}`;
    case 'long weekday':
      return `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} de ${MONTHS_LONG[local.getUTCMonth()]} de ${y} às ${hh}h${mm}`;
    case 'slash as':
      return `${d}/${mo}/${y} às ${hh}:${mm}`;
    case 'slash seconds':
      return `${d}/${mo}/${y} ${hh}:${mm}:${ss}`;
    case 'dotted bar':
      return `${d}.${mo}.${y} | ${hh}:${mm}`;
  }
}

/** A São Paulo wall-clock time on a day, as an ISO UTC instant. */
function spInstant(day: string, minutes: number, seconds: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 3, 0, 0) + minutes * 60_000 + seconds * 1000).toISOString();
}

function endToEnd(rng: Rng, ispb: string, iso: string): string {
  const t = iso.replace(/[-T:]/g, '').slice(0, 12);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let tail = '';
  for (let i = 0; i < 11; i++) tail += alphabet[Math.floor(rng() * alphabet.length)];
  return `E${ispb}${t}${tail}`;
}

/** How a layout prints a PIX key. */
export function showKey(store: Store, layout: LayoutSpec): string {
  switch (store.keyKind) {
    case 'email':
      return store.pixKey;
    case 'phone': {
      const n = store.pixKey.slice(3);
      return `+55 (${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`;
    }
    case 'evp':
      return store.pixKey;
    case 'document':
      return maskDocument(store.document, layout.cpfMask, layout.cnpjMask);
  }
}

export function displayName(name: string, layout: LayoutSpec): string {
  return layout.upper ? name.toUpperCase() : titleCase(name);
}

/** The bank's cut: the first `limit` characters (trailing space dropped), plus "…" where the app adds one. */
export function truncateName(name: string, layout: LayoutSpec): string {
  if (name.length <= layout.nameLimit) return name;
  const cut = name.slice(0, layout.nameLimit).trimEnd();
  return layout.ellipsis ? `${cut}…` : cut;
}

/** What the receipt of one case of one layout says. */
export function receiptFacts(layout: LayoutSpec, index: number, caseId: CaseId): ReceiptFacts {
  const store = storeOf(index);
  const caseNo = CASE_IDS.indexOf(caseId === 'reused-file' ? 'correct-1' : caseId);
  const rng = seededRandom(5000 + index * 1000 + caseNo * 17);
  const storeParty: Party = {
    name: store.holderName,
    document: store.document,
    institution: store.institution,
    agency: store.agency,
    account: store.account,
  };
  const customerName = personName(rng, store.holderName.split(' '));
  const customer = party(rng, customerName, makeCpf(rng));
  customer.institution = INSTITUTIONS[index] as string;
  const someoneElse = () =>
    party(rng, personName(rng, [...store.holderName.split(' '), ...customerName.split(' ')]), makeCpf(rng));
  const storeKind = store.document.length === 14 ? 'cnpj' : 'cpf';

  let recipient = storeParty;
  let payer = customer;
  let amountCents = cents(store.price);
  // Minutes after midnight in São Paulo: 09:05 is 545, so 545..894 stays within 09:05..14:54:59.
  let minutes = 545 + Math.floor(rng() * 350);
  let day = '2026-11-23';
  let description: string | undefined = rng() < 0.3 ? pick(rng, DESCRIPTIONS) : undefined;
  let scheduledFor: string | undefined;
  let showDocument = true;
  let showKeyLine = false;
  let truncated = false;

  switch (caseId) {
    case 'correct-5':
    case 'correct-6':
      truncated = true;
      break;
    case 'key-1':
      showKeyLine = true;
      break;
    case 'key-2':
      showKeyLine = true;
      showDocument = false;
      break;
    case 'lookalike-holder':
      recipient = party(rng, lookalikeName(rng, store), otherDocument(rng, store, layout, storeKind));
      break;
    case 'same-name-other-digits': {
      const [min, max] = layout.sameNameDigits === 'few' ? [2, 3] : [4, 14];
      recipient = {
        ...storeParty,
        document: documentDiffering(rng, store.document, layout.cpfMask, layout.cnpjMask, min, max),
        institution: pick(rng, INSTITUTIONS),
      };
      break;
    }
    case 'store-as-payer':
      payer = { ...storeParty, institution: INSTITUTIONS[index] as string };
      recipient = someoneElse();
      break;
    case 'wrong-amount': {
      const variant = index % 3;
      const delta = 1 + Math.floor(rng() * 9);
      amountCents =
        variant === 0
          ? amountCents + (rng() < 0.5 ? -delta : delta)
          : variant === 1
            ? swapFigure(amountCents)
            : amountCents + 1000 * (2 + Math.floor(rng() * 8)) + 50;
      break;
    }
    case 'paid-before-order':
      if (index % 2 === 0) {
        minutes = 450 + Math.floor(rng() * 80); // 07:30..08:49:59
      } else {
        day = '2026-11-22';
        minutes = 480 + Math.floor(rng() * 720); // 08:00..19:59 the day before
      }
      break;
    case 'scheduled':
      scheduledFor = '2026-11-25';
      break;
    case 'description-names-store':
      recipient = someoneElse();
      description = pick(rng, [`Repasse ${store.tradeName}`, `Cesta ${store.tradeName}`, `Valor ${store.holderName}`]);
      break;
    case 'near-namesake':
      recipient = party(rng, nearNamesake(rng, store), otherDocument(rng, store, layout, storeKind));
      break;
    default:
      break;
  }
  if (caseId === 'paid-before-order' || caseId === 'same-name-other-digits') description = undefined;

  const at = spInstant(day, minutes, Math.floor(rng() * 60));
  const shownName = displayName(recipient.name, layout);
  const e2eInstant = scheduledFor ? spInstant(scheduledFor, 360 + Math.floor(rng() * 60), 0) : at;
  return {
    caseId,
    recipient,
    payer,
    recipientNameShown: truncated ? truncateName(shownName, layout) : shownName,
    recipientDocumentShown: showDocument
      ? maskDocument(recipient.document, layout.cpfMask, layout.cnpjMask)
      : undefined,
    payerNameShown: displayName(payer.name, layout),
    payerDocumentShown: maskDocument(payer.document, layout.cpfMask, layout.cnpjMask),
    keyShown: showKeyLine ? showKey(store, layout) : undefined,
    amountCents,
    amountShown: formatBrl(amountCents),
    at,
    dateShown: formatDate(at, layout.dateStyle),
    scheduledFor,
    scheduledShown: scheduledFor ? formatDate(e2eInstant, 'slash as').slice(0, 10) : undefined,
    description,
    endToEndId: endToEnd(rng, layout.ispb, e2eInstant),
  };
}

export { formatDocument };
