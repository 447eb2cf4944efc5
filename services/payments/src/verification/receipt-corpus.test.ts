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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { PaymentConfigStore } from '../domain/payment-config-store.js';
import { ReceiptDesk } from '../domain/receipts.js';
import { fakeOrder } from '../testing.js';
import { OcrEngine } from './ocr.js';
import {
  assertFontsAvailable,
  BANK_LAYOUTS,
  type BankLayout,
  imageOnlyPdf,
  notReceipts,
  type Party,
  phonePhoto,
  type ReceiptSpec,
  screenshot,
  textPdf,
} from './receipt-corpus.js';
import { AutomaticReceiptVerifier } from './receipt-verifier.js';

type Truth = 'correct' | 'wrong amount' | 'wrong recipient' | 'paid before the order' | 'reused' | 'no receipt';
type Format = 'text pdf' | 'image-only pdf' | 'png screenshot' | 'jpeg screenshot' | 'phone photo';

interface Case {
  name: string;
  truth: Truth;
  format: Format;
  price: string;
  content: () => Promise<Buffer>;
  /** Runs after the case it reuses was approved. */
  after?: string;
  /** What a rejection must name (checked for text PDFs, whose reading is exact). */
  reason?: RegExp;
}

const PRICES: Record<BankLayout, string> = { nubank: '49.90', itau: '1249.90', inter: '97.00', caixa: '333.33' };
const STORE: Party = { name: 'TEMPLO DOS RITUAIS LTDA', document: '11.222.333/0001-81', key: '11222333000181' };
const OTHER: Party = { name: 'MISTICA ONLINE LTDA', document: '45.987.654/0001-10', key: '45987654000110' };
const PAYER: Party = { name: 'MARIA APARECIDA SOUZA', document: '***.456.789-**' };
const WRONG_AMOUNTS: Record<BankLayout, string> = { nubank: '39.90', itau: '1294.90', inter: '79.00', caixa: '33.33' };
const ORDER_CREATED = '2026-03-10T15:00:00.000Z'; // 12:00 in São Paulo

let minute = 0;
let serial = 0;
/** Each payment its own minute and id; none of them before the order unless asked. */
function spec(layout: BankLayout, overrides: Partial<ReceiptSpec> = {}): ReceiptSpec {
  minute++;
  serial++;
  const masked = (party: Party) =>
    layout === 'caixa' ? { ...party, document: party.document.replace(/^\d\d/, 'XX').replace(/\d\d$/, 'XX') } : party;
  return {
    layout,
    amount: PRICES[layout],
    paidAt: `2026-03-10T12:${String(minute).padStart(2, '0')}:${String(10 + serial).slice(-2)}`,
    recipient: masked(STORE),
    payer: PAYER,
    idSuffix: `Kx${String(serial).padStart(3, '0')}Qa7Zp2`.slice(0, 11),
    ...overrides,
    ...(overrides.recipient ? { recipient: masked(overrides.recipient) } : {}),
  };
}

function corpus(): Case[] {
  const cases: Case[] = [];
  const angles: Record<BankLayout, { angle: number; sideways: boolean }> = {
    nubank: { angle: -3, sideways: false },
    itau: { angle: 2, sideways: true },
    inter: { angle: 4, sideways: false },
    caixa: { angle: -2, sideways: true },
  };
  for (const layout of BANK_LAYOUTS) {
    const price = PRICES[layout];
    const add = (truth: Truth, format: Format, content: () => Promise<Buffer>, reason?: RegExp) =>
      cases.push({ name: `${layout} ${truth} ${format}`, truth, format, price, content, reason });
    const correct = [spec(layout), spec(layout), spec(layout), spec(layout)] as const;
    add('correct', 'text pdf', () => textPdf(correct[0]));
    add('correct', 'png screenshot', () => screenshot(correct[1], 'png'));
    add('correct', 'phone photo', () => phonePhoto(correct[2], angles[layout]));
    add('correct', 'image-only pdf', async () => imageOnlyPdf(await screenshot(correct[3], 'jpeg')));

    const wrongAmount = { amount: WRONG_AMOUNTS[layout] };
    add('wrong amount', 'text pdf', () => textPdf(spec(layout, wrongAmount)), /^Valor diferente do pedido/);
    add('wrong amount', 'jpeg screenshot', () => screenshot(spec(layout, wrongAmount), 'jpeg'));

    const wrongRecipient = { recipient: OTHER };
    add('wrong recipient', 'text pdf', () => textPdf(spec(layout, wrongRecipient)), /^Recebedor diferente/);
    add('wrong recipient', 'phone photo', () => phonePhoto(spec(layout, wrongRecipient), angles[layout]));

    const early = { paidAt: '2026-03-09T18:20:10' };
    add('paid before the order', 'text pdf', () => textPdf(spec(layout, early)), /^Pagamento anterior ao pedido/);
    add('paid before the order', 'png screenshot', () => screenshot(spec(layout, early), 'png'));
  }
  // A receipt that paid one order, sent for another: the same file, and the same payment drawn anew.
  const paid = cases.find((c) => c.name === 'nubank correct text pdf')!;
  const itauPayment = spec('itau');
  cases.push({
    name: 'itau correct text pdf (paid first)',
    truth: 'correct',
    format: 'text pdf',
    price: PRICES.itau,
    content: () => textPdf(itauPayment),
  });
  cases.push({
    name: 'nubank reused text pdf',
    truth: 'reused',
    format: 'text pdf',
    price: paid.price,
    content: paid.content,
    after: paid.name,
    reason: /já utilizado/,
  });
  cases.push({
    name: 'itau reused jpeg screenshot',
    truth: 'reused',
    format: 'jpeg screenshot',
    price: PRICES.itau,
    content: () => screenshot(itauPayment, 'jpeg'),
    after: 'itau correct text pdf (paid first)',
  });
  cases.push(
    ...[0, 1].map((index) => ({
      name: `no receipt ${index}`,
      truth: 'no receipt' as const,
      format: (index === 0 ? 'phone photo' : 'png screenshot') as Format,
      price: '49.90',
      content: async () => (await notReceipts())[index]!.content,
      reason: /^Não parece um comprovante PIX/,
    })),
  );
  return cases;
}

describe('receipt verifier on the generated corpus', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Database<typeof schema>;
  let closeDb: () => Promise<void>;
  const ocr = new OcrEngine(createLogger('ocr', 'silent'));
  const orders = new Map<number, Order>();
  let desk: ReceiptDesk;

  beforeAll(async () => {
    await assertFontsAvailable();
    [database, s3] = await Promise.all([createTestDatabase('payments_corpus'), startTestS3()]);
    const opened = openDatabase(database.url, schema);
    db = opened.db;
    closeDb = () => opened.pool.end();
    await migrateDatabase(db, migrationsFolder(new URL('../server.ts', import.meta.url).href));
    const storage = createStorage(s3.config);
    await storage.ensureBucket();
    const config = new PaymentConfigStore(db);
    await config.save('11222333000181', undefined);
    desk = new ReceiptDesk({
      db,
      storage,
      orders: { getOrder: async ({ id }) => orders.get(id)! },
      config,
      siteName: async () => 'Templo dos Rituais',
      verifier: new AutomaticReceiptVerifier({
        ocr,
        timeZone: 'America/Sao_Paulo',
        logger: createLogger('verifier', 'silent'),
        now: () => new Date('2026-03-11T12:00:00Z'),
      }),
      onEventQueued: () => {},
    });
  });

  afterAll(async () => {
    await ocr.close();
    await closeDb?.();
    await s3?.close();
    await database?.drop();
  });

  it('approves no wrong, foreign, early, reused or non-receipt file, every correct text PDF and most photos', async () => {
    const cases = corpus();
    const results = new Map<string, { status: string; reason: string }>();
    const ordered = [...cases.filter((c) => !c.after), ...cases.filter((c) => c.after)];
    for (const [index, testCase] of ordered.entries()) {
      const orderId = index + 1;
      orders.set(orderId, fakeOrder({ id: orderId, ritual_price: testCase.price, created_at: ORDER_CREATED }));
      const verdict = await desk.submit(orderId, testCase.name, await testCase.content());
      results.set(testCase.name, { status: verdict.verification_status, reason: verdict.verification_reason });
    }

    const truths: Truth[] = [
      'correct',
      'wrong amount',
      'wrong recipient',
      'paid before the order',
      'reused',
      'no receipt',
    ];
    const matrix = truths.map((truth) => {
      const row = cases.filter((c) => c.truth === truth).map((c) => results.get(c.name)!.status);
      const count = (status: string) => row.filter((s) => s === status).length;
      return {
        truth,
        approved: count('approved'),
        pending_review: count('pending_review'),
        rejected: count('rejected'),
      };
    });
    console.log('receipt verifier confusion matrix (rows: truth, columns: verdict)');
    console.table(matrix);
    const misses = cases.filter((c) => (c.truth === 'correct') !== (results.get(c.name)!.status === 'approved'));
    for (const miss of misses)
      console.log(`  ${miss.name}: ${results.get(miss.name)!.status} (${results.get(miss.name)!.reason})`);

    const falseApprovals = cases.filter((c) => c.truth !== 'correct' && results.get(c.name)!.status === 'approved');
    expect(falseApprovals.map((c) => c.name)).toEqual([]);
    const correctPdfs = cases.filter((c) => c.truth === 'correct' && c.format === 'text pdf');
    expect(correctPdfs.filter((c) => results.get(c.name)!.status !== 'approved').map((c) => c.name)).toEqual([]);
    const correctImages = cases.filter((c) => c.truth === 'correct' && c.format !== 'text pdf');
    const approvedImages = correctImages.filter((c) => results.get(c.name)!.status === 'approved');
    expect(approvedImages.length / correctImages.length).toBeGreaterThanOrEqual(0.8);
    for (const named of cases.filter((c) => c.reason)) {
      expect({ case: named.name, ...results.get(named.name) }).toMatchObject({
        status: 'rejected',
        reason: expect.stringMatching(named.reason!),
      });
    }
  }, 120_000);
});
