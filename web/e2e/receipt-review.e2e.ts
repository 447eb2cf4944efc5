// Issue 10 on the real stack: a phone screenshot of a correct payment, compressed by the storefront, is approved on
// /pagamento; receipts the verifier cannot decide wait in the panel's "Comprovantes" queue, where an admin approves
// (the order turns paid and the dashboard counts it once) or refuses (the client reads the reason on /pagamento).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forbidNativeDialogs, notice, placeOrder, signedInContext } from './support/admin-api';
import {
  adminToken,
  baseUrl,
  createRitual,
  formatPhone,
  ordersOf,
  type SeededRitual,
  uniquePhoneDigits,
  uniqueTag,
} from './support/api';
import { acceptConsent, collectPageErrors, Dialogs, launchBrowser, newContext } from './support/browser';
import { drawReceipt, uploadReceiptForReview, VERDICT_TIMEOUT_MS } from './support/receipt';

const HOLDER_NAME = 'LUZ DIVINA RITUAIS LTDA';
const HOLDER_CNPJ = '11.222.333/0001-81';
const HOLDER_CNPJ_MASKED = '11.***.***/0001-**';

let browser: Browser;
let pixKey: string;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];

async function api<T>(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    body: init.body,
    headers: { Authorization: `Bearer ${await adminToken()}`, ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function setPaymentConfig(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = await api('POST', '/payment-config', { body: form });
  expect(answer.status).toBe(200);
}

const dailySales = async () => (await api<{ daily_sales: number }>('GET', '/dashboard/stats')).body.daily_sales;

async function track(context: BrowserContext): Promise<Page> {
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(collectPageErrors(page));
  return page;
}

/** The client's way in: the ritual's form, then /pagamento with the order in the page's state. */
async function orderOnPaymentPage(page: Page, ritual: SeededRitual, name: string): Promise<{ id: number }> {
  await page.goto(`/ritual/${ritual.slug}`);
  await page.locator('#campo-nome_completo_fixo').fill(name);
  await page.locator('#campo-whatsapp_contato').fill(formatPhone(uniquePhoneDigits()));
  await acceptConsent(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await page.waitForURL('**/pagamento');
  return (await response.json()) as { id: number };
}

async function uploadOnPage(page: Page, name: string, buffer: Buffer) {
  const response = page.waitForResponse((r) => r.url().includes('/api/upload-receipt/'), {
    timeout: VERDICT_TIMEOUT_MS,
  });
  const chooser = page.waitForEvent('filechooser');
  await page.locator('label[for="comprovante-arquivo"]').click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  const answer = await response;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    payment_approved: boolean;
    verification_status: string;
    verification_reason: string;
  };
}

/** An order whose receipt waits for review. */
async function pendingReceipt(ritual: SeededRitual, name: string, format: 'png' | 'pdf' = 'png') {
  const order = await placeOrder(ritual, {
    nome_completo_fixo: name,
    whatsapp_contato: formatPhone(uniquePhoneDigits()),
  });
  await uploadReceiptForReview(browser, order, ritual.price, format);
  return order;
}

beforeAll(async () => {
  browser = await launchBrowser();
  pixKey = `pix-${uniqueTag()}@luzdivina.com.br`;
  await setPaymentConfig({ pix_key: pixKey, recipient_name: HOLDER_NAME, recipient_document: HOLDER_CNPJ });
});
afterAll(async () => {
  // Later files expect a store without an account holder.
  await setPaymentConfig({ pix_key: pixKey, recipient_name: '', recipient_document: '' });
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  for (const errors of pageErrors.splice(0)) expect(errors).toEqual([]);
});

describe('receipts as phones send them, and the review queue', () => {
  it('approves a compressed phone screenshot of a correct payment and moves on to /obrigado', async () => {
    const ritual = await createRitual({ form_fields: [], price: 97.5 });
    const page = await track(await newContext(browser));
    const dialogs = new Dialogs(page);
    await orderOnPaymentPage(page, ritual, 'Clara Nunes');

    const screenshot = await drawReceipt(browser, {
      amount: ritual.price,
      recipientName: HOLDER_NAME,
      recipientDocument: HOLDER_CNPJ_MASKED,
      pixKey,
      phone: true,
    });
    const verdict = await uploadOnPage(page, 'Screenshot_20261123-091233.png', screenshot);

    // The verdict's reason names what the verifier could not confirm, should this ever fail.
    expect(verdict, JSON.stringify(verdict)).toMatchObject({ payment_approved: true, verification_status: 'approved' });
    expect(await dialogs.next()).toBe('🎉 Pagamento aprovado automaticamente! Você será redirecionado em instantes.');
    await page.waitForURL('**/obrigado', { timeout: 8_000 });
    await expect.poll(async () => (await ordersOf(ritual.id))[0]?.payment_status, { timeout: 5_000 }).toBe('paid');
  });

  it('an admin approves a receipt waiting for review: the order shows paid and the dashboard counts it once', async () => {
    const ritual = await createRitual({ form_fields: [], price: 83.45 });
    const salesBefore = await dailySales();
    const order = await pendingReceipt(ritual, 'Helena Prado');
    const page = await track(await signedInContext(browser));
    const nativeDialogs = forbidNativeDialogs(page);

    await page.goto('/admin/comprovantes');
    await page.getByRole('heading', { level: 1, name: 'Comprovantes' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menu do painel' })
      .getByRole('link', { name: /^Comprovantes\s*\(\d+ aguardando análise\)$/ })
      .waitFor();
    const card = page.getByRole('listitem', { name: `Helena Prado · ${ritual.name}` });
    await card.getByRole('img', { name: 'Comprovante enviado por Helena Prado' }).waitFor();
    const reading = await card.getByRole('row').allTextContents();
    expect(reading.map((row) => row.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/^ValorR\$ 83,45(Confirmado|Não lido)$/),
      expect.stringMatching(/^Recebedor.*(Não lido|Diferente)$/),
      expect.stringMatching(/^Data e hora.*(Confirmado|Não lido)$/),
      expect.stringMatching(/^ID da transação \(E2E\).*Não lido$/),
    ]);
    expect((await card.locator('dl').textContent())?.replace(/\s/g, ' ')).toContain('R$ 83,45');

    await card.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await notice(page, 'Pagamento de Helena Prado aprovado.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Through the same event path as an automatic approval: orders turns it paid, reporting counts it once.
    await expect.poll(async () => (await ordersOf(ritual.id))[0]?.payment_status, { timeout: 10_000 }).toBe('paid');
    await expect
      .poll(async () => Math.round((await dailySales()) * 100), { timeout: 10_000 })
      .toBe(Math.round((salesBefore + ritual.price) * 100));
    const receipts = (await api<Array<{ id: number }>>('GET', `/clientes/${order.id}/receipts`)).body;
    const again = await api<{ detail: string }>('POST', `/receipts/${receipts[0]!.id}/approve`);
    expect(again).toEqual({ status: 409, body: { detail: 'Este comprovante não está mais aguardando análise.' } });

    // The order in Clientes: paid, with the decision, who made it and when.
    await page.goto('/admin/clientes');
    await page.getByRole('searchbox').fill('Helena Prado');
    await page
      .getByRole('button', { name: /comprovantes de Helena Prado/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Comprovantes — Helena Prado' });
    await dialog.getByText(/Aprovado na análise manual por admin em/).waitFor();
    expect(Math.round((await dailySales()) * 100)).toBe(Math.round((salesBefore + ritual.price) * 100));
    expect(nativeDialogs).toEqual([]);
  });

  it('an admin refuses a receipt with a reason, which the client reads on /pagamento with a new attempt offered', async () => {
    const ritual = await createRitual({ form_fields: [], price: 61.2 });
    const client = await track(await newContext(browser));
    const dialogs = new Dialogs(client);
    const order = await orderOnPaymentPage(client, ritual, 'Olívia Reis');

    const verdict = await uploadOnPage(
      client,
      'comprovante.png',
      await drawReceipt(browser, { amount: ritual.price, partial: true }),
    );
    expect(verdict).toMatchObject({ payment_approved: false, verification_status: 'pending_review' });
    expect(await dialogs.next()).toContain('verificação manual');
    await client.getByText(/está em análise pela nossa equipe/).waitFor();
    expect(await client.locator('.receipt__upload').count()).toBe(0);

    const admin = await track(await signedInContext(browser));
    await admin.goto('/admin/comprovantes');
    const card = admin.getByRole('listitem', { name: `Olívia Reis · ${ritual.name}` });
    await card.getByRole('button', { name: 'Recusar comprovante' }).click();
    const refusal = admin.getByRole('dialog', { name: 'Recusar comprovante' });
    await refusal.getByLabel(/Motivo/).fill('O comprovante não mostra para quem o PIX foi feito');
    await refusal.getByRole('button', { name: 'Recusar comprovante' }).click();
    await notice(admin, /Comprovante de Olívia Reis recusado/).waitFor();

    // The client's page follows the review on its own.
    const reason =
      'Comprovante recusado na verificação manual. Motivo: O comprovante não mostra para quem o PIX foi feito';
    expect(await dialogs.next()).toContain(reason);
    // The alert blocks the page before React paints the panel, so the panel is awaited, not read at once.
    const panel = client.locator('.result-panel');
    await panel.locator('.result-panel__title', { hasText: /^Comprovante Rejeitado$/ }).waitFor();
    expect(await panel.locator('.result-panel__reason').textContent()).toBe(reason);
    await client.getByText('Tentativa 1 - Tente novamente', { exact: true }).waitFor();
    await client.getByText('Tentar Novamente', { exact: true }).waitFor();
    // Coming back later shows the same.
    await client.reload();
    await client.locator('.result-panel__reason', { hasText: reason }).waitFor();
    await client.getByText('Tentativa 1 - Tente novamente', { exact: true }).waitFor();
    expect((await ordersOf(ritual.id)).find((o) => o.id === order.id)?.payment_status).toBe('pending');
  });

  it('shows a PDF receipt waiting for review in a frame of the panel, from the file storage, within the CSP', async () => {
    const ritual = await createRitual({ form_fields: [], price: 45.3 });
    await pendingReceipt(ritual, 'Sofia Paes', 'pdf');
    const page = await track(await signedInContext(browser));

    // A frame the policy refused would never be requested, and the CSP watch (csp-setup.ts) would report it.
    const framed = page.waitForResponse((response) => response.request().frame() !== page.mainFrame());
    await page.goto('/admin/comprovantes');
    const card = page.getByRole('listitem', { name: `Sofia Paes · ${ritual.name}` });
    await card.locator('iframe[title="Comprovante em PDF de Sofia Paes"]').waitFor();
    const fileUrl = await card.getByRole('link', { name: /Abrir arquivo/ }).getAttribute('href');
    const answer = await framed;

    expect([answer.url(), answer.status(), answer.headers()['content-type']]).toEqual([
      fileUrl,
      200,
      'application/pdf',
    ]);
    expect(new URL(fileUrl!).origin).not.toBe(new URL(baseUrl()).origin);
  });
});
