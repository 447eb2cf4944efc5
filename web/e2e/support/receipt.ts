// PIX receipts drawn by Chromium itself (a bank-app style page, screenshotted as a phone would), so the receipt
// upload goes through the real verification (OCR and rules in the payments service) with files made on the spot.
import { wallClock } from '@ritual/contracts/store-time';
import type { Browser } from 'playwright-core';
import { baseUrl, STORE_TIME_ZONE } from './api';

export interface ReceiptDrawing {
  /** e.g. 149.9 */
  amount: number;
  paidAt?: Date;
  recipientName?: string;
  pixKey?: string;
  /** Leave out the recipient, date and transaction id: a receipt the verifier cannot confirm on its own. */
  partial?: boolean;
  /** The recipient's document as the bank prints it, often masked with asterisks. */
  recipientDocument?: string;
  /** Screenshot it as a 1080 × 2340 phone screen (360 CSS px at 3×) instead of 560 CSS px at 2×. */
  phone?: boolean;
}

// The upload's answer waits for the verdict: OCR of the receipt, the first one also starting the OCR engine, which on a
// shared 2-core machine running the whole suite takes well over a browser context's 10 s default.
export const VERDICT_TIMEOUT_MS = 30_000;

const brl = (amount: number) => `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(amount)}`;

function storeClock(date: Date) {
  const [day, time] = wallClock(date, STORE_TIME_ZONE).split('T') as [string, string];
  const [year, month, dayOfMonth] = day.split('-');
  return { date: `${dayOfMonth}/${month}/${year}`, time };
}

/**
 * E + paying bank's ISPB (Itaú) + UTC yyyyMMddHHmm + 11 letters and digits, as PIX end-to-end ids are. These tests
 * prove the flow (compression, upload, verdict, redirect), so the suffix avoids the characters OCR confuses (O/0,
 * I/1/l, S/5, B/8, Z/2, G/6): with them, a drawn id now and then went unread (once in about 25 runs) and the order
 * to review. How the verifier reads those is measured on the receipt corpus, tuned and held-out layouts apart
 * (services/payments/src/testing/receipt-corpus.ts).
 */
const ID_CHARACTERS = 'ACDEFHJKMNPRTUVWXY34789';

function endToEndId(date: Date): string {
  const stamp = date.toISOString().slice(0, 16).replace(/[-T:]/g, '');
  const suffix = Array.from({ length: 11 }, () => ID_CHARACTERS[Math.floor(Math.random() * ID_CHARACTERS.length)]);
  return `E60701190${stamp}${suffix.join('')}`;
}

export function receiptHtml(receipt: ReceiptDrawing): string {
  const paidAt = receipt.paidAt ?? new Date();
  const { date, time } = storeClock(paidAt);
  const pair = (label: string, value: string, small = false) =>
    `<div class="pair"><span class="label">${label}</span><span class="value${small ? ' small' : ''}">${value}</span></div>`;
  const rows = [
    '<h1>Pix enviado</h1>',
    '<p class="lead">Comprovante de pagamento</p>',
    pair('valor', brl(receipt.amount)),
  ];
  if (!receipt.partial) {
    rows.push(
      pair('data e hora', `${date} às ${time}`),
      '<h2>Dados de quem recebeu</h2>',
      pair('nome', receipt.recipientName ?? ''),
      ...(receipt.recipientDocument ? [pair('CPF/CNPJ', receipt.recipientDocument)] : []),
      pair('chave Pix', receipt.pixKey ?? ''),
      pair('instituição', 'BANCO DO BRASIL S.A.'),
      '<h2>Dados de quem pagou</h2>',
      pair('nome', 'Maria Aparecida da Silva'),
      pair('CPF', '***.456.789-**'),
      pair('instituição', 'ITAÚ UNIBANCO S.A.'),
      pair('ID da transação', endToEndId(paidAt), true),
    );
  }
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
    body { margin: 0; background: #fff; color: #111; font: 18px/1.4 "DejaVu Sans", sans-serif; }
    main { padding: 28px 24px; }
    h1 { font-size: 28px; margin: 0 0 4px; }
    h2 { font-size: 20px; margin: 26px 0 8px; }
    .lead { margin: 0 0 18px; color: #333; }
    .pair { display: flex; flex-direction: column; padding: 8px 0; border-bottom: 1px solid #ddd; }
    .label { color: #444; font-size: 16px; }
    .value { font-weight: bold; word-break: break-all; }
    .value.small { font: bold 20px/1.4 "DejaVu Sans Mono", monospace; }
  </style></head><body><main>${rows.join('')}</main></body></html>`;
}

/**
 * The receipt as a PNG screenshot: 560 CSS px wide at 2× by default, sharp enough to survive the upload's
 * compression; or a phone screen, 1080 px wide and at least 2340 tall, which the compression shrinks below 554 px wide.
 */
export async function drawReceipt(browser: Browser, receipt: ReceiptDrawing): Promise<Buffer> {
  const screen = receipt.phone
    ? { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3 }
    : { viewport: { width: 560, height: 600 }, deviceScaleFactor: 2 };
  const context = await browser.newContext(screen);
  try {
    const page = await context.newPage();
    await page.setContent(receiptHtml(receipt));
    return await page.screenshot({ fullPage: true, type: 'png' });
  } finally {
    await context.close();
  }
}

/** The receipt as a one-page PDF with a text layer, as banking apps export them. */
export async function printReceipt(browser: Browser, receipt: ReceiptDrawing): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(receiptHtml(receipt));
    return await page.pdf({ width: '560px', printBackground: true, pageRanges: '1' });
  } finally {
    await context.close();
  }
}

/**
 * Uploads for `order`, as its payment page does, a receipt (a screenshot or a PDF) showing only the amount: the
 * verifier cannot confirm it alone, so it waits in the panel's review queue.
 */
export async function uploadReceiptForReview(
  browser: Browser,
  order: { id: number; order_token: string },
  amount: number,
  format: 'png' | 'pdf' = 'png',
): Promise<void> {
  const form = new FormData();
  const receipt = { amount, partial: true };
  const [bytes, type] =
    format === 'pdf'
      ? [await printReceipt(browser, receipt), 'application/pdf']
      : [await drawReceipt(browser, receipt), 'image/png'];
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), `comprovante.${format}`);
  const answer = await fetch(`${baseUrl()}/api/upload-receipt/${order.id}`, {
    method: 'POST',
    body: form,
    headers: { 'X-Order-Token': order.order_token },
  });
  const verdict = await answer.text();
  if (!answer.ok || JSON.parse(verdict).verification_status !== 'pending_review') {
    throw new Error(`the receipt of order ${order.id} does not wait for review: ${answer.status} ${verdict}`);
  }
}
