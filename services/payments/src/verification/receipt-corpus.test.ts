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
  storefrontUpload,
  textPdf,
} from './receipt-corpus.js';
import { AutomaticReceiptVerifier } from './receipt-verifier.js';

type Truth = 'correct' | 'wrong amount' | 'wrong recipient' | 'paid before the order' | 'reused' | 'no receipt';
type Format = 'text pdf' | 'image-only pdf' | 'png screenshot' | 'jpeg screenshot' | 'phone photo';
/** How the file reached the server: as the phone saved it, or compressed by the store's upload page first. */
type Pipeline = 'as saved' | 'storefront upload';

interface Case {
  name: string;
  truth: Truth;
  format: Format;
  pipeline: Pipeline;
  price: string;
  content: () => Promise<Buffer>;
  /** Runs after the case it reuses was judged. */
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
    paidAt: `2026-03-10T${12 + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:${String((10 + serial) % 60).padStart(2, '0')}`,
    recipient: masked(STORE),
    payer: PAYER,
    idSuffix: confusableTail(serial),
    ...overrides,
    ...(overrides.recipient ? { recipient: masked(overrides.recipient) } : {}),
  };
}

/** A phone's own screenshot (1080 or 720 px wide), as the store's upload page compresses it. */
const uploadedScreenshot = async (payment: ReceiptSpec, width = 1080) =>
  storefrontUpload(await screenshot(payment, 'png', width, Math.round((width * 1200) / 560)));
const ANGLES: Record<BankLayout, { angle: number; sideways: boolean }> = {
  nubank: { angle: -3, sideways: false },
  itau: { angle: 2, sideways: true },
  inter: { angle: 4, sideways: false },
  caixa: { angle: -2, sideways: true },
};
/** A photo of the screen of about 5 megapixels, as the store’s upload page compresses it. */
const uploadedPhoto = async (payment: ReceiptSpec) =>
  storefrontUpload(await phonePhoto(payment, { ...ANGLES[payment.layout], width: 1500 }));

const named = (name: string, pipeline: Pipeline) => (pipeline === 'as saved' ? name : `${name} (${pipeline})`);

function corpus(): Case[] {
  const cases: Case[] = [];
  const screenshotted = {} as Record<BankLayout, ReceiptSpec>;
  for (const layout of BANK_LAYOUTS) {
    const add = (
      truth: Truth,
      [format, pipeline, variant = '']: [Format, Pipeline, string?],
      content: () => Promise<Buffer>,
      reason?: RegExp,
    ) =>
      cases.push({
        name: named(`${layout} ${truth} ${format}${variant}`, pipeline),
        truth,
        format,
        pipeline,
        price: PRICES[layout],
        content,
        reason,
      });
    const correct = Array.from({ length: 7 }, () => spec(layout));
    screenshotted[layout] = correct[1]!;
    add('correct', ['text pdf', 'as saved'], () => textPdf(correct[0]!));
    add('correct', ['png screenshot', 'as saved'], () => screenshot(correct[1]!, 'png'));
    add('correct', ['phone photo', 'as saved'], () => phonePhoto(correct[2]!, ANGLES[layout]));
    add('correct', ['image-only pdf', 'as saved'], async () => imageOnlyPdf(await screenshot(correct[3]!, 'jpeg')));
    add('correct', ['png screenshot', 'storefront upload'], () => uploadedScreenshot(correct[4]!));
    add('correct', ['png screenshot', 'storefront upload', ' 2x'], () => uploadedScreenshot(correct[5]!, 720));
    add('correct', ['phone photo', 'storefront upload'], () => uploadedPhoto(correct[6]!));

    const wrongAmount = () => spec(layout, { amount: WRONG_AMOUNTS[layout] });
    add('wrong amount', ['text pdf', 'as saved'], () => textPdf(wrongAmount()), /^Valor diferente do pedido/);
    add('wrong amount', ['jpeg screenshot', 'as saved'], () => screenshot(wrongAmount(), 'jpeg'));
    add('wrong amount', ['png screenshot', 'storefront upload'], () => uploadedScreenshot(wrongAmount()));

    const wrongRecipient = () => spec(layout, { recipient: OTHER });
    add('wrong recipient', ['text pdf', 'as saved'], () => textPdf(wrongRecipient()), /^Recebedor diferente/);
    add('wrong recipient', ['phone photo', 'as saved'], () => phonePhoto(wrongRecipient(), ANGLES[layout]));
    add('wrong recipient', ['phone photo', 'storefront upload'], () => uploadedPhoto(wrongRecipient()));

    const early = () => spec(layout, { paidAt: '2026-03-09T18:20:10' });
    add('paid before the order', ['text pdf', 'as saved'], () => textPdf(early()), /^Pagamento anterior ao pedido/);
    add('paid before the order', ['png screenshot', 'as saved'], () => screenshot(early(), 'png'));
    add('paid before the order', ['png screenshot', 'storefront upload'], () => uploadedScreenshot(early()));
  }
  // A receipt that paid one order, sent for another: the same file, and the same payment drawn anew and read by
  // OCR once or twice, so the two readings of its id may differ by OCR's slips.
  const itauPayment = spec('itau');
  cases.push({
    name: 'itau correct text pdf (paid first)',
    truth: 'correct',
    format: 'text pdf',
    pipeline: 'as saved',
    price: PRICES.itau,
    content: () => textPdf(itauPayment),
  });
  const reuse = (of: string, [format, pipeline]: [Format, Pipeline], content?: () => Promise<Buffer>) => {
    const paid = cases.find((c) => c.name === of)!;
    const name = named(`${of.split(' ')[0]} reused ${format}`, pipeline);
    const sameFile = !content;
    cases.push({
      name,
      truth: 'reused',
      format,
      pipeline,
      price: paid.price,
      content: content ?? paid.content,
      after: of,
      reason: sameFile ? /já utilizado/ : undefined,
    });
  };
  reuse('nubank correct text pdf', ['text pdf', 'as saved']);
  reuse('itau correct text pdf (paid first)', ['jpeg screenshot', 'as saved'], () => screenshot(itauPayment, 'jpeg'));
  reuse('itau correct text pdf (paid first)', ['png screenshot', 'storefront upload'], () =>
    uploadedScreenshot(itauPayment),
  );
  for (const layout of ['nubank', 'caixa'] as const) {
    reuse(`${layout} correct png screenshot`, ['phone photo', 'storefront upload'], () =>
      uploadedPhoto(screenshotted[layout]),
    );
  }
  for (const pipeline of ['as saved', 'storefront upload'] as const) {
    for (const [index, format] of (['phone photo', 'png screenshot'] as const).entries()) {
      cases.push({
        name: named(`no receipt ${index}`, pipeline),
        truth: 'no receipt',
        format,
        pipeline,
        price: '49.90',
        content: async () => {
          const { content } = (await notReceipts())[index]!;
          return pipeline === 'as saved' ? content : storefrontUpload(content);
        },
        reason: /^Não parece um comprovante PIX/,
      });
    }
  }
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

  it('approves no wrong, foreign, early, reused or non-receipt file, every correct text PDF and most photos, as saved and as uploaded by the store', async () => {
    const cases = corpus();
    const results = new Map<string, { status: string; reason: string; idRead?: unknown }>();
    const ordered = [...cases.filter((c) => !c.after), ...cases.filter((c) => c.after)];
    // Drawing the files while the OCR reads earlier ones keeps both cores busy.
    const files = ordered.map((testCase) => testCase.content());
    for (const [index, testCase] of ordered.entries()) {
      const orderId = index + 1;
      orders.set(orderId, fakeOrder({ id: orderId, ritual_price: testCase.price, created_at: ORDER_CREATED }));
      const verdict = await desk.submit(orderId, testCase.name, await files[index]!);
      const [attempt] = await desk.list(orderId);
      results.set(testCase.name, {
        status: verdict.verification_status,
        reason: verdict.verification_reason,
        idRead: attempt!.extracted.end_to_end_id,
      });
    }

    const truths: Truth[] = [
      'correct',
      'wrong amount',
      'wrong recipient',
      'paid before the order',
      'reused',
      'no receipt',
    ];
    for (const pipeline of ['as saved', 'storefront upload'] as const) {
      const matrix = truths.map((truth) => {
        const row = cases
          .filter((c) => c.truth === truth && c.pipeline === pipeline)
          .map((c) => results.get(c.name)!.status);
        const count = (status: string) => row.filter((s) => s === status).length;
        return {
          truth,
          approved: count('approved'),
          pending_review: count('pending_review'),
          rejected: count('rejected'),
        };
      });
      console.log(`receipt verifier confusion matrix, files ${pipeline} (rows: truth, columns: verdict)`);
      console.table(matrix);
    }
    const misses = cases.filter((c) => (c.truth === 'correct') !== (results.get(c.name)!.status === 'approved'));
    for (const miss of misses) {
      const { status, reason, idRead } = results.get(miss.name)!;
      console.log(`  ${miss.name}: ${status} (${reason}) id read: ${idRead ?? '—'}`);
    }

    const falseApprovals = cases.filter((c) => c.truth !== 'correct' && results.get(c.name)!.status === 'approved');
    expect(falseApprovals.map((c) => c.name)).toEqual([]);
    const correctPdfs = cases.filter((c) => c.truth === 'correct' && c.format === 'text pdf');
    expect(correctPdfs.filter((c) => results.get(c.name)!.status !== 'approved').map((c) => c.name)).toEqual([]);
    const approvedShare = (images: Case[]) =>
      images.filter((c) => results.get(c.name)!.status === 'approved').length / images.length;
    const correctImages = cases.filter((c) => c.truth === 'correct' && c.format !== 'text pdf');
    expect(approvedShare(correctImages)).toBeGreaterThanOrEqual(0.8);
    expect(approvedShare(correctImages.filter((c) => c.pipeline === 'storefront upload'))).toBeGreaterThanOrEqual(0.8);
    for (const named of cases.filter((c) => c.reason)) {
      expect({ case: named.name, ...results.get(named.name) }).toMatchObject({
        status: 'rejected',
        reason: expect.stringMatching(named.reason!),
      });
    }
  }, 120_000);
});
