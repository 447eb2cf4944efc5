/**
 * The generated receipt corpus as cases with their truth, judged end to end by the receipt desk (database, file
 * storage, reuse checks and the offline verifier), and the report of how the verifier did per layout and per case.
 * The corpus test runs a representative subset of it; `make bench` runs all of it.
 */

import { fakeOrder } from '@ritual/orders/testing';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import {
  createLogger,
  createStorage,
  type Database,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
} from '@ritual/runtime';
import { createTestDatabase, startTestS3 } from '@ritual/runtime/testing';
import * as schema from '../db/schema.js';
import { PaymentConfigStore } from '../domain/payment-config-store.js';
import { ReceiptDesk } from '../domain/receipts.js';
import type { ReceiptVerifier, VerificationInput } from '../domain/verifier.js';
import { OcrEngine } from '../verification/ocr.js';
import { AutomaticReceiptVerifier } from '../verification/receipt-verifier.js';
import {
  assertFontsAvailable,
  BANK_LAYOUTS,
  type BankLayout,
  HELD_OUT_LAYOUTS,
  imageOnlyPdf,
  notReceipts,
  type Party,
  phonePhoto,
  phoneScreenshot,
  type ReceiptSpec,
  screenshot,
  storefrontUpload,
  textPdf,
} from './receipt-corpus.js';

export type Truth =
  | 'correct'
  | 'wrong amount'
  | 'wrong recipient'
  | 'paid before the order'
  | 'scheduled'
  | 'reused'
  | 'no receipt';

/** What each case of a layout is; the order is the report's. */
export const CASE_KINDS = [
  'key screenshot 720',
  'key screenshot 1080',
  'key screenshot 1440',
  'long screenshot',
  'name+document screenshot 720',
  'name+document screenshot 1080',
  'name+document screenshot 1440',
  'photo',
  'text pdf',
  'name+document text pdf',
  'image-only pdf',
  'amount +R$ 1.000',
  'amount −R$ 0,50',
  'other recipient',
  'other recipient, name+document',
  'paid days before',
  'scheduled',
  'same file again',
  'same id, new file',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number] | 'not a receipt';

/** Who the store says it is: its PIX key and its account holder. */
export interface Payee {
  pixKey: string;
  recipientName: string;
  recipientDocument: string;
}

export interface CorpusCase {
  name: string;
  layout: BankLayout | null;
  heldOut: boolean;
  kind: CaseKind;
  truth: Truth;
  /** The share of the bars the case counts in. */
  group:
    | 'key screenshot'
    | 'long screenshot'
    | 'name+document screenshot'
    | 'photo'
    | 'text pdf'
    | 'image-only pdf'
    | 'negative';
  price: string;
  payee: Payee;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  content: () => Promise<Buffer>;
  /** The case whose file or payment this one reuses: judged after it. */
  after?: string;
}

interface Holder {
  name: string;
  /** Digits (and letters) only, as the PIX config keeps it. */
  document: string;
}
const COMPANY: Holder = { name: 'TEMPLO DOS RITUAIS LTDA', document: '11222333000181' };
const PERSON: Holder = { name: 'MARIANA LUZ DE OLIVEIRA', document: '12345678909' };
const OTHER_COMPANY: Holder = { name: 'MISTICA ONLINE LTDA', document: '45987654000110' };
const OTHER_PERSON: Holder = { name: 'JOSE CARLOS PEREIRA', document: '98765432100' };
const PAYER: Party = { name: 'MARIA APARECIDA SOUZA', document: '***.321.654-**' };

type KeyKind = 'email' | 'cnpj' | 'cpf' | 'phone' | 'evp';
/** How a layout prints a company's document (a person's CPF is always masked "***.456.789-**"). */
type Mask = 'full' | 'edges' | 'middle';

/** Each layout's store: a company or a person, the kind of key it receives on, how its bank masks documents. */
const STORES: Record<BankLayout, { holder: Holder; key: KeyKind; mask: Mask }> = {
  nubank: { holder: COMPANY, key: 'email', mask: 'full' },
  'nubank-dark': { holder: COMPANY, key: 'cnpj', mask: 'full' },
  itau: { holder: COMPANY, key: 'email', mask: 'full' },
  bradesco: { holder: PERSON, key: 'phone', mask: 'full' },
  bb: { holder: COMPANY, key: 'evp', mask: 'full' },
  caixa: { holder: COMPANY, key: 'email', mask: 'edges' },
  inter: { holder: PERSON, key: 'email', mask: 'full' },
  santander: { holder: COMPANY, key: 'email', mask: 'full' },
  c6: { holder: COMPANY, key: 'cnpj', mask: 'full' },
  picpay: { holder: PERSON, key: 'cpf', mask: 'full' },
  mercadopago: { holder: PERSON, key: 'phone', mask: 'full' },
  pagbank: { holder: COMPANY, key: 'email', mask: 'middle' },
};

const KEYS: Record<'store' | 'other', Record<KeyKind, (holder: Holder) => { stored: string; printed: string }>> = {
  store: {
    email: (holder) =>
      holder === PERSON
        ? { stored: 'mariana.luz@gmail.com', printed: 'mariana.luz@gmail.com' }
        : { stored: 'pagamentos@templodosrituais.com.br', printed: 'pagamentos@templodosrituais.com.br' },
    cnpj: (holder) => ({ stored: holder.document, printed: formatted(holder.document) }),
    cpf: (holder) => ({ stored: holder.document, printed: formatted(holder.document) }),
    phone: () => ({ stored: '+5511987654321', printed: '+55 (11) 98765-4321' }),
    evp: () => ({ stored: '3f1c9a2e-7b4d-4e8a-9c21-5d6f0a1b2c3d', printed: '3f1c9a2e-7b4d-4e8a-9c21-5d6f0a1b2c3d' }),
  },
  other: {
    email: () => ({ stored: '', printed: 'contato@misticaonline.com.br' }),
    cnpj: (holder) => ({ stored: '', printed: formatted(holder.document) }),
    cpf: (holder) => ({ stored: '', printed: formatted(holder.document) }),
    phone: () => ({ stored: '', printed: '+55 (21) 99876-5432' }),
    evp: () => ({ stored: '', printed: '9b2d4f60-1a3c-4e5f-8a7b-0c1d2e3f4a5b' }),
  },
};

function formatted(document: string): string {
  return document.length === 11
    ? document.replace(/^(...)(...)(...)(..)$/, '$1.$2.$3-$4')
    : document.replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5');
}

function printedDocument(document: string, mask: Mask): string {
  const shown = formatted(document);
  if (document.length === 11) return `***${shown.slice(3, 11)}-**`;
  if (mask === 'edges') return `XX${shown.slice(2, -2)}XX`;
  if (mask === 'middle') return `${shown.slice(0, 2)}.***.***/${shown.slice(11, 15)}-**`;
  return shown;
}

const PRICES = ['49.90', '1249.90', '97.00', '333.33', '150.00', '7.77', '2500.00', '64.50', '19.99', '888.80'];
const ORDER_CREATED = '2026-11-23T12:00:00.000Z'; // 09:00 in São Paulo, a Monday
export const CORPUS_NOW = new Date('2026-11-23T18:00:00Z');

// Letters OCR takes for digits and back (O/0, I/1/l, S/5, B/8, Z/2, G/6), most of every id's free tail.
const CONFUSABLE = 'O0oIl1iS5sB8Z2zG6g';
const PLAIN = 'AcdEFhKmNprTuVwXy3479';

/** An id tail of 11 characters, two of every three of them confusable, different for every payment. */
function confusableTail(serial: number): string {
  let state = serial * 7919 + 17;
  return Array.from({ length: 11 }, (_, at) => {
    state = (state * 1103515245 + 12345) % 2_147_483_648;
    const pool = at % 3 === 2 ? PLAIN : CONFUSABLE;
    return pool[state % pool.length];
  }).join('');
}

const upload = async (image: Promise<Buffer>) => storefrontUpload(await image);
const ANGLES = [-3, 2, 4, -2, 3, -4];

/** Every case of the corpus, or (`subset`) a few per layout that together cover every kind of case. */
export function corpusCases({ subset }: { subset: boolean }): CorpusCase[] {
  const cases: CorpusCase[] = [];
  let serial = 0;
  for (const [index, layout] of BANK_LAYOUTS.entries()) {
    const store = STORES[layout];
    const key = KEYS.store[store.key](store.holder);
    const other = store.holder === PERSON ? OTHER_PERSON : OTHER_COMPANY;
    const payee: Payee = {
      pixKey: key.stored,
      recipientName: store.holder.name,
      recipientDocument: store.holder.document,
    };
    const price = PRICES[index % PRICES.length]!;
    const recipient: Party = { name: store.holder.name, document: printedDocument(store.holder.document, store.mask) };
    const spec = (overrides: Partial<ReceiptSpec> = {}): ReceiptSpec => {
      serial++;
      const minute = 1 + ((serial * 7) % 110);
      return {
        layout,
        amount: price,
        paidAt: `2026-11-23T${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String((serial * 13) % 60).padStart(2, '0')}`,
        recipient: { ...recipient, key: key.printed },
        payer: PAYER,
        idSuffix: confusableTail(serial),
        ...overrides,
      };
    };
    const withoutKey = (payment: ReceiptSpec): ReceiptSpec => ({
      ...payment,
      recipient: { name: payment.recipient.name, document: payment.recipient.document },
    });
    const otherRecipient: Party = {
      name: other.name,
      document: printedDocument(other.document, store.mask),
      key: KEYS.other[store.key](other).printed,
    };
    const angle = ANGLES[index % ANGLES.length]!;
    const reused = spec();
    const content: Record<(typeof CASE_KINDS)[number], [CorpusCase['contentType'], () => Promise<Buffer>]> = {
      'key screenshot 720': ['image/jpeg', () => upload(phoneScreenshot(spec(), 720))],
      'key screenshot 1080': ['image/jpeg', () => upload(phoneScreenshot(reused, 1080))],
      'key screenshot 1440': ['image/jpeg', () => upload(phoneScreenshot(spec(), 1440))],
      // A scrolling capture, 1080 × 3600: squeezed to 1200 px high, its text is small.
      'long screenshot': ['image/jpeg', () => upload(screenshot(spec(), 'png', 1080, 3600))],
      'name+document screenshot 720': ['image/jpeg', () => upload(phoneScreenshot(withoutKey(spec()), 720))],
      'name+document screenshot 1080': ['image/jpeg', () => upload(phoneScreenshot(withoutKey(spec()), 1080))],
      'name+document screenshot 1440': ['image/jpeg', () => upload(phoneScreenshot(withoutKey(spec()), 1440))],
      photo: ['image/jpeg', () => upload(phonePhoto(spec(), { angle, sideways: index % 2 === 1, width: 1500 }))],
      'text pdf': ['application/pdf', () => textPdf(spec())],
      'name+document text pdf': ['application/pdf', () => textPdf(withoutKey(spec()))],
      'image-only pdf': ['application/pdf', async () => imageOnlyPdf(await screenshot(spec(), 'jpeg', 1080, 2340))],
      'amount +R$ 1.000': [
        'image/jpeg',
        () => upload(phoneScreenshot(spec({ amount: (Number(price) + 1000).toFixed(2) }), 1080)),
      ],
      'amount −R$ 0,50': [
        'image/jpeg',
        () => upload(phoneScreenshot(spec({ amount: (Number(price) - 0.5).toFixed(2) }), 1080)),
      ],
      'other recipient': ['image/jpeg', () => upload(phoneScreenshot(spec({ recipient: otherRecipient }), 1080))],
      'other recipient, name+document': [
        'image/jpeg',
        () => upload(phoneScreenshot(withoutKey(spec({ recipient: otherRecipient })), 720)),
      ],
      'paid days before': ['image/jpeg', () => upload(phoneScreenshot(spec({ paidAt: '2026-11-20T15:42:10' }), 1080))],
      scheduled: [
        'image/jpeg',
        () => upload(phoneScreenshot(spec({ scheduled: true, paidAt: '2026-11-25T10:00:00' }), 1080)),
      ],
      'same file again': ['image/jpeg', () => upload(phoneScreenshot(reused, 1080))],
      'same id, new file': ['image/jpeg', () => upload(phoneScreenshot(reused, 720))],
    };
    const truthOf = (kind: (typeof CASE_KINDS)[number]): Truth => {
      if (kind.startsWith('amount')) return 'wrong amount';
      if (kind.startsWith('other recipient')) return 'wrong recipient';
      if (kind === 'paid days before') return 'paid before the order';
      if (kind === 'scheduled') return 'scheduled';
      if (kind.startsWith('same')) return 'reused';
      return 'correct';
    };
    const groupOf = (kind: (typeof CASE_KINDS)[number]): CorpusCase['group'] => {
      if (truthOf(kind) !== 'correct') return 'negative';
      if (kind.startsWith('key screenshot')) return 'key screenshot';
      if (kind === 'long screenshot') return 'long screenshot';
      if (kind.startsWith('name+document screenshot')) return 'name+document screenshot';
      if (kind === 'photo') return 'photo';
      if (kind === 'image-only pdf') return 'image-only pdf';
      return 'text pdf';
    };
    // The subset: every text PDF (they cost milliseconds), and three more kinds per layout, rotating so that the
    // twelve layouts together hold every kind, each negative at least once.
    const rotating = CASE_KINDS.filter((kind) => !kind.includes('text pdf') && !kind.startsWith('same'));
    const picked = new Set<string>([
      'text pdf',
      'name+document text pdf',
      ...[0, 1, 2].map((step) => rotating[(index * 3 + step) % rotating.length]!),
    ]);
    if (layout === 'itau' || layout === 'picpay')
      picked.add('key screenshot 1080').add('same file again').add('same id, new file');
    for (const kind of CASE_KINDS) {
      if (subset && !picked.has(kind)) continue;
      const [contentType, make] = content[kind];
      cases.push({
        name: `${layout} ${kind}`,
        layout,
        heldOut: HELD_OUT_LAYOUTS.includes(layout),
        kind,
        truth: truthOf(kind),
        group: groupOf(kind),
        price,
        payee,
        contentType,
        content: make,
        after: kind.startsWith('same') ? `${layout} key screenshot 1080` : undefined,
      });
    }
  }
  for (const pipeline of ['as saved', 'storefront upload'] as const) {
    for (const index of [0, 1]) {
      cases.push({
        name: `not a receipt ${index} (${pipeline})`,
        layout: null,
        heldOut: false,
        kind: 'not a receipt',
        truth: 'no receipt',
        group: 'negative',
        price: '49.90',
        payee: { pixKey: 'pagamentos@templodosrituais.com.br', ...COMPANY_PAYEE },
        contentType: index === 0 || pipeline === 'storefront upload' ? 'image/jpeg' : 'image/png',
        content: async () => {
          const { content } = (await notReceipts())[index]!;
          return pipeline === 'as saved' ? content : storefrontUpload(content);
        },
      });
    }
  }
  return cases;
}
const COMPANY_PAYEE = { recipientName: COMPANY.name, recipientDocument: COMPANY.document };

export interface VerifierEngine {
  OcrEngine: typeof OcrEngine;
  AutomaticReceiptVerifier: typeof AutomaticReceiptVerifier;
}

/** What judging a case needs: its file, its order's price and payee, and the case it must follow. */
export type RunnableCase = Pick<CorpusCase, 'name' | 'price' | 'payee' | 'contentType' | 'content' | 'after'>;

export interface CaseResult {
  status: string;
  reason: string;
  /** Time the verifier took on this file, in milliseconds (0 for a file the desk had already seen). */
  ms: number;
  review?: unknown;
}

/**
 * Judges every case through a receipt desk on a fresh database and file store, each order placed at
 * ORDER_CREATED with the case's price, and the verifier told the case's payee (key and account holder).
 * Files are drawn while the OCR reads earlier ones, keeping both cores busy.
 */
export async function runCorpus(
  cases: RunnableCase[],
  /** A module of the payments service (a bundle lives elsewhere), to find its migrations from. */
  serviceModuleUrl = new URL('../server.ts', import.meta.url).href,
  /** The reader and verifier to judge with (a bench passes an earlier commit's to compare). */
  engine: VerifierEngine = { OcrEngine, AutomaticReceiptVerifier },
): Promise<Map<string, CaseResult>> {
  await assertFontsAvailable();
  const [database, s3] = await Promise.all([createTestDatabase('payments_corpus'), startTestS3()]);
  const opened = openDatabase(database.url, schema);
  const db: Database<typeof schema> = opened.db;
  const ocr = new engine.OcrEngine(createLogger('ocr', 'silent'));
  try {
    await migrateDatabase(db, migrationsFolder(serviceModuleUrl));
    const storage = createStorage(s3.config);
    await storage.ensureBucket();
    const config = new PaymentConfigStore(db);
    await config.save('11222333000181', undefined);
    const orders = new Map<number, Order>();
    const payees = new Map<number, Payee>();
    const timings = new Map<number, number>();
    const automatic = new engine.AutomaticReceiptVerifier({
      ocr,
      timeZone: 'America/Sao_Paulo',
      logger: createLogger('verifier', 'silent'),
      now: () => CORPUS_NOW,
    });
    // The case's own payee, whatever the store's config says: each layout's store has its own key and holder.
    const verifier: ReceiptVerifier = {
      async verify(input: VerificationInput) {
        const started = performance.now();
        const payee = payees.get(input.order.id)!;
        const verification = await automatic.verify({ ...input, payee: { ...input.payee, ...payee } });
        timings.set(input.order.id, performance.now() - started);
        return verification;
      },
    };
    const desk = new ReceiptDesk({
      db,
      storage,
      orders: { getOrder: async ({ id }) => orders.get(id)! },
      config,
      siteName: async () => 'Templo dos Rituais',
      verifier,
      onEventQueued: () => {},
    });
    const ordered = [...cases.filter((c) => !c.after), ...cases.filter((c) => c.after)];
    const files = ordered.map((testCase) => testCase.content());
    // A failed drawing is reported by its own await below, not as an unhandled rejection.
    for (const file of files) file.catch(() => {});
    const results = new Map<string, CaseResult>();
    for (const [index, testCase] of ordered.entries()) {
      const orderId = index + 1;
      orders.set(orderId, fakeOrder({ id: orderId, ritual_price: testCase.price, created_at: ORDER_CREATED }));
      payees.set(orderId, testCase.payee);
      const extension = testCase.contentType.split('/')[1];
      const verdict = await desk.submit(orderId, `${testCase.name}.${extension}`, await files[index]!);
      const [attempt] = await desk.list(orderId);
      results.set(testCase.name, {
        status: verdict.verification_status,
        reason: verdict.verification_reason,
        ms: timings.get(orderId) ?? 0,
        review: attempt?.extracted.review,
      });
    }
    return results;
  } finally {
    await ocr.close();
    await opened.pool.end();
    await s3.close();
    await database.drop();
  }
}

/** The bars of issue #10, as shares of each group approved (negatives: none may be). */
export const BARS = {
  'key screenshot': 0.95,
  'name+document screenshot': 0.9,
  photo: 0.8,
  'text pdf': 1,
} as const;
export const MEDIAN_IMAGE_MS_BAR = 1000;

export interface CorpusSummary {
  falseApprovals: CorpusCase[];
  /** Approved share of each group of correct files, with the counts. */
  shares: Record<Exclude<CorpusCase['group'], 'negative'>, { approved: number; total: number }>;
  medianImageMs: number;
  misses: string[];
}

export function summarize(cases: CorpusCase[], results: Map<string, CaseResult>): CorpusSummary {
  const approved = (c: CorpusCase) => results.get(c.name)?.status === 'approved';
  const groups = [
    'key screenshot',
    'long screenshot',
    'name+document screenshot',
    'photo',
    'text pdf',
    'image-only pdf',
  ] as const;
  const shares = Object.fromEntries(
    groups.map((group) => {
      const members = cases.filter((c) => c.group === group);
      return [group, { approved: members.filter(approved).length, total: members.length }];
    }),
  ) as CorpusSummary['shares'];
  const imageTimes = cases
    .filter((c) => c.contentType !== 'application/pdf' || c.kind === 'image-only pdf')
    .map((c) => results.get(c.name)?.ms ?? 0)
    .filter((ms) => ms > 0)
    .sort((a, b) => a - b);
  const medianImageMs = imageTimes.length ? imageTimes[Math.floor((imageTimes.length - 1) / 2)]! : 0;
  const misses = cases
    .filter((c) => (c.truth === 'correct') !== approved(c))
    .map((c) => {
      const result = results.get(c.name);
      return `${c.name}: ${result?.status} (${result?.reason})`;
    });
  return { falseApprovals: cases.filter((c) => c.truth !== 'correct' && approved(c)), shares, medianImageMs, misses };
}

const MARK: Record<string, string> = { approved: '✓', pending_review: '?', rejected: '✗' };

/** Per layout and per case (✓ approved, ? pending review, ✗ rejected), tuned and held-out layouts apart. */
export function report(cases: CorpusCase[], results: Map<string, CaseResult>): string {
  const lines: string[] = [];
  for (const heldOut of [false, true]) {
    const subset = cases.filter((c) => c.layout && c.heldOut === heldOut);
    if (subset.length === 0) continue;
    const summary = summarize(subset, results);
    lines.push(heldOut ? 'HELD-OUT layouts (never tuned on):' : 'Tuned layouts:');
    for (const [group, { approved, total }] of Object.entries(summary.shares)) {
      if (total === 0) continue;
      const bar = BARS[group as keyof typeof BARS];
      const share = approved / total;
      const verdict = bar === undefined ? '' : share >= bar ? `ok (bar ${bar * 100} %)` : `MISSED (bar ${bar * 100} %)`;
      lines.push(`  ${`${group} approved`.padEnd(34)} ${`${approved}/${total}`.padStart(7)} ${pct(share)}  ${verdict}`);
    }
    const negatives = subset.filter((c) => c.truth !== 'correct');
    lines.push(
      `  ${'negatives approved (false)'.padEnd(34)} ${`${summary.falseApprovals.length}/${negatives.length}`.padStart(7)}  ${summary.falseApprovals.length ? 'MISSED (bar 0)' : 'ok (bar 0)'}`,
    );
    lines.push(`  ${'median time per image'.padEnd(34)} ${`${summary.medianImageMs.toFixed(0)} ms`.padStart(7)}`);
    const layouts = [...new Set(subset.map((c) => c.layout!))];
    const kinds = CASE_KINDS.filter((kind) => subset.some((c) => c.kind === kind));
    lines.push('', `  ${'case \\ layout'.padEnd(32)} ${layouts.map((l) => l.padStart(12)).join('')}`);
    for (const kind of kinds) {
      const cells = layouts.map((layout) => {
        const found = subset.find((c) => c.layout === layout && c.kind === kind);
        return (found ? (MARK[results.get(found.name)?.status ?? ''] ?? '·') : ' ').padStart(12);
      });
      lines.push(`  ${kind.padEnd(32)} ${cells.join('')}`);
    }
    lines.push('');
  }
  const others = cases.filter((c) => !c.layout);
  if (others.length) {
    lines.push(
      `Not receipts: ${others.map((c) => `${c.name} ${MARK[results.get(c.name)?.status ?? ''] ?? '·'}`).join(', ')}`,
    );
  }
  lines.push(
    '(✓ approved, ? pending review, ✗ rejected; negatives: wrong amount, other recipient, early, scheduled, reused)',
  );
  return lines.join('\n');
}

const pct = (share: number) => `${(share * 100).toFixed(0).padStart(3)} %`;
