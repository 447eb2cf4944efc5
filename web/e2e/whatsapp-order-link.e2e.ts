// Issue 35 on the real stack, on a phone-sized screen: a client orders, keeps the order's lasting link (/pagamento's
// "Copiar link do pedido") and closes the browser; the store's WhatsApp message `pedido_recebido` (recorded by the
// Cloud API simulator the stack runs) carries the link; opened in a new browser it shows the order and its PIX, takes
// the receipt, shows the approval, and `pagamento_aprovado` goes out. The link with a wrong or no token shows
// "Pedido não encontrado" and nothing of the order; the page is never indexed.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from './support/admin-api';
import {
  baseUrl,
  createRitual,
  formatPhone,
  ordersOf,
  type SeededRitual,
  setPixKey,
  siteName,
  uniquePhoneDigits,
  uniqueTag,
} from './support/api';
import { acceptConsent, collectPageErrors, Dialogs, launchBrowser, MOBILE, newContext } from './support/browser';
import { drawReceipt, VERDICT_TIMEOUT_MS } from './support/receipt';
import { templatesTo, waitForTemplate, whatsappRecipient, whatsappUrl } from './support/whatsapp';

const PRICE = 87.3;
const PRICE_TEXT = /R\$\s87,30/;
const CLIENT_NAME = 'Joana Ribeiro';
const PHONE_WIDTH = MOBILE.viewport ? MOBILE.viewport.width : 390;
// From the order's creation through the bus to messaging, which sends due rows within seconds.
const MESSAGE_TIMEOUT_MS = 30_000;

let browser: Browser;
let pixKey: string;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];

/** A new phone-sized browser context (a browser of its own as far as the page can tell: no storage, no history). */
async function phone(): Promise<Page> {
  const context = await newContext(browser, MOBILE);
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(collectPageErrors(page));
  return page;
}

const orderViewAnswer = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/pedidos/') && r.request().method() === 'GET');

/** Every <meta name="robots"> of the rendered page, and of the HTML the server sent for it. */
async function expectNoindex(page: Page, html: Response | null) {
  expect(html?.status()).toBe(200);
  expect(await html?.text()).toMatch(/<meta name="robots" content="[^"]*noindex[^"]*"/);
  const robots = await page.evaluate(() =>
    [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content') ?? ''),
  );
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toContain('noindex');
}

/** "Pedido não encontrado" and nothing of the order: no ritual, amount, client, PIX or upload. */
async function expectNotFound(page: Page, order: { ritual: SeededRitual; clientName: string }) {
  await page.getByRole('heading', { level: 1, name: 'Pedido não encontrado' }).waitFor();
  const text = (await page.locator('body').textContent()) ?? '';
  for (const secret of [order.ritual.name, order.clientName, pixKey]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(PRICE_TEXT);
  expect(await page.locator('section.pix').count()).toBe(0);
  expect(await page.locator('#comprovante-arquivo').count()).toBe(0);
}

/** The same token with its last character changed. */
const wrongToken = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

beforeAll(async () => {
  browser = await launchBrowser();
  pixKey = `pix-${uniqueTag()}@templodosrituais.com.br`;
  await setPixKey(pixKey);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  for (const errors of pageErrors.splice(0)) expect(errors).toEqual([]);
});

describe('the order link the store sends by WhatsApp', () => {
  it.skipIf(!whatsappUrl())(
    'orders on a phone, closes the browser, pays from the pedido_recebido link in a new one, and gets pagamento_aprovado',
    async () => {
      const ritual = await createRitual({ form_fields: [], price: PRICE });
      const digits = uniquePhoneDigits();
      const recipient = whatsappRecipient(digits);

      // Browser A: the order form, with the consent (the opt-in to the store's WhatsApp messages), then /pagamento.
      const first = await phone();
      await first.goto(`/ritual/${ritual.slug}`);
      await first.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
      await first.locator('#campo-nome_completo_fixo').fill(CLIENT_NAME);
      await first.locator('#campo-whatsapp_contato').fill(formatPhone(digits));
      // The opt-in the order's consent covers: beside the field, what comes by WhatsApp and from whom.
      const notice = first.locator('#campo-whatsapp_contato-ajuda');
      const store = await siteName();
      await expect
        .poll(() => notice.textContent())
        .toBe(
          `💬 A confirmação deste pedido, os lembretes de pagamento e o vídeo do ritual chegam neste WhatsApp, enviados por ${store}.`,
        );
      expect(await first.locator('#campo-whatsapp_contato').getAttribute('aria-describedby')).toBe(
        'campo-whatsapp_contato-ajuda',
      );
      await acceptConsent(first);
      const created = first.waitForResponse(
        (r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST',
      );
      await first.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      const createdAnswer = await created;
      expect(createdAnswer.status()).toBe(201);
      const order = (await createdAnswer.json()) as { id: number; order_token: string };
      expect(order.order_token).toBeTruthy();
      await first.waitForURL('**/pagamento');

      // /pagamento shows the order's lasting link and copies it.
      const pageLink = `${baseUrl()}/pedido/${order.id}?t=${encodeURIComponent(order.order_token)}`;
      const linkCard = first.locator('section.order-link');
      await linkCard.getByRole('heading', { name: 'Link do seu pedido' }).waitFor();
      expect(await linkCard.getByRole('textbox', { name: 'Link do pedido' }).inputValue()).toBe(pageLink);
      const copy = linkCard.getByRole('button', { name: 'Copiar link do pedido', exact: true });
      expect(await copy.textContent()).toBe('Copiar link do pedido');
      await copy.click();
      await linkCard.getByRole('button', { name: 'Copiado! link do pedido', exact: true }).waitFor();
      expect(await first.evaluate(() => navigator.clipboard.readText())).toBe(pageLink);

      // The client leaves: the browser is closed, /pagamento's state is gone with it.
      await first.context().close();

      // The store's message: name, ritual, amount and the order link, to the form's number with Brazil's 55.
      const received = await waitForTemplate(recipient, 'pedido_recebido', MESSAGE_TIMEOUT_MS);
      expect(received.language).toBe('pt_BR');
      expect(received.parameters).toHaveLength(4);
      const [name, ritualName, amount, link] = received.parameters as [string, string, string, string];
      expect(name).toContain('Joana');
      expect(ritualName).toBe(ritual.name);
      expect(amount).toMatch(new RegExp(`^${PRICE_TEXT.source}$`));
      const url = new URL(link);
      expect(url.pathname).toBe(`/pedido/${order.id}`);
      expect(url.searchParams.get('t')).toBe(order.order_token);

      // Browser B opens the link exactly as the message carries it.
      const second = await phone();
      const dialogs = new Dialogs(second);
      const viewAnswer = orderViewAnswer(second);
      const loaded = await second.goto(link);
      const view = await viewAnswer;
      expect(view.status()).toBe(200);
      expect(view.request().headers()['x-order-token']).toBe(order.order_token);
      // Holds the client's order: no shared cache may keep it.
      expect(view.headers()['cache-control']).toMatch(/no-store|private/);
      await second.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
      await expectNoindex(second, loaded);
      const header = second.locator('header.payment-page__header');
      expect(await header.textContent()).toContain(`Pedido nº ${order.id}`);
      expect(await header.locator('.payment-page__price').textContent()).toMatch(/R\$\s87,30\s*via PIX/);
      await header.getByText('Aguardando pagamento', { exact: true }).waitFor();

      // The PIX block: the order's Copia e Cola with its exact amount, and the store's key.
      const pix = second.locator('section.pix');
      await pix.getByRole('heading', { name: 'Pix Copia e Cola' }).waitFor();
      const code = await pix.getByRole('textbox', { name: 'Código Pix Copia e Cola' }).inputValue();
      expect(code).toMatch(/^000201/);
      expect(code).toContain('540587.30');
      expect(code).toContain(pixKey);
      await pix.getByText(pixKey, { exact: true }).waitFor();
      expect(await pix.getByRole('img', { name: 'QR Code PIX com o valor do pedido' }).count()).toBe(1);
      // Nothing sticks out sideways on a phone.
      expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

      // The receipt of a PIX to this store's key, of the order's amount, paid now: the verifier approves it.
      const receipt = await drawReceipt(browser, { amount: PRICE, recipientName: await siteName(), pixKey });
      const uploaded = second.waitForResponse((r) => r.url().includes(`/api/upload-receipt/${order.id}`), {
        timeout: VERDICT_TIMEOUT_MS,
      });
      const chooser = second.waitForEvent('filechooser');
      await second.locator('label[for="comprovante-arquivo"]').click();
      await (await chooser).setFiles({ name: 'comprovante-pix.png', mimeType: 'image/png', buffer: receipt });
      const uploadAnswer = await uploaded;
      expect(uploadAnswer.status()).toBe(200);
      expect(uploadAnswer.request().headers()['x-order-token']).toBe(order.order_token);
      const verdict = (await uploadAnswer.json()) as { payment_approved: boolean; verification_status: string };
      expect(verdict, JSON.stringify(verdict)).toMatchObject({
        payment_approved: true,
        verification_status: 'approved',
      });

      // The approval is shown, then the page turns into the order's thank-you content, still at the same address.
      expect(await dialogs.next()).toBe('🎉 Pagamento aprovado automaticamente! Você será redirecionado em instantes.');
      const panel = second.locator('.result-panel');
      await panel.waitFor();
      expect(await panel.locator('.result-panel__title').textContent()).toBe('Pagamento Aprovado!');
      await second.getByText('🎉 Pagamento aprovado! Seu ritual já está sendo preparado.', { exact: true }).waitFor();
      await second.getByRole('heading', { level: 1, name: 'Obrigado, Cliente!' }).waitFor({ timeout: 8_000 });
      const orderCard = second.locator('section', { has: second.getByRole('heading', { name: 'Seu Pedido' }) });
      const orderText = (await orderCard.textContent()) ?? '';
      expect(orderText).toContain(ritual.name);
      expect(orderText).toMatch(PRICE_TEXT);
      expect(orderText).toContain('Pagamento Confirmado');
      expect(new URL(second.url()).pathname).toBe(`/pedido/${order.id}`);
      await expect.poll(async () => (await ordersOf(ritual.id))[0]?.payment_status, { timeout: 10_000 }).toBe('paid');

      // The store confirms by WhatsApp too: pagamento_aprovado to the same number, name and ritual.
      const approved = await waitForTemplate(recipient, 'pagamento_aprovado', MESSAGE_TIMEOUT_MS);
      expect(approved.parameters).toHaveLength(2);
      expect(approved.parameters[0]).toContain('Joana');
      expect(approved.parameters[1]).toBe(ritual.name);
      expect(approved.at).toBeGreaterThanOrEqual(received.at);

      // The link lasts: opened again, it shows the order paid, with nothing left to pay.
      await second.reload();
      await second.getByRole('heading', { level: 1, name: 'Obrigado, Cliente!' }).waitFor();
      expect(await second.locator('section.pix').count()).toBe(0);
      expect(await second.locator('#comprovante-arquivo').count()).toBe(0);

      // The same link with a wrong token: nothing of the order.
      const stranger = await phone();
      const wrong = new URL(link);
      wrong.searchParams.set('t', wrongToken(order.order_token));
      const refused = orderViewAnswer(stranger);
      const strangerDocument = await stranger.goto(wrong.href);
      expect((await refused).status()).toBe(404);
      await expectNotFound(stranger, { ritual, clientName: CLIENT_NAME });
      await expectNoindex(stranger, strangerDocument);

      // One message of each kind for this order, and no reminder (the first is due 30 minutes after the order).
      const kinds = (await templatesTo(recipient)).map((message) => message.template);
      expect(kinds).toEqual(['pedido_recebido', 'pagamento_aprovado']);
    },
    180_000,
  );

  it('shows "Pedido não encontrado" and nothing of the order for a wrong or missing token, as for an unknown order', async () => {
    const ritual = await createRitual({ form_fields: [], price: PRICE });
    const clientName = 'Marta Quintino';
    const order = await placeOrder(ritual, {
      nome_completo_fixo: clientName,
      whatsapp_contato: formatPhone(uniquePhoneDigits()),
    });

    // The API answers a wrong token exactly as an order that does not exist, so ids cannot be probed.
    const answerFor = async (id: number, token: string) => {
      const response = await fetch(`${baseUrl()}/api/pedidos/${id}`, { headers: { 'X-Order-Token': token } });
      return { status: response.status, body: await response.text() };
    };
    const wrongAnswer = await answerFor(order.id, wrongToken(order.order_token));
    expect(wrongAnswer.status).toBe(404);
    expect(JSON.parse(wrongAnswer.body)).toEqual({ detail: expect.any(String) });
    expect(await answerFor(order.id + 1_000_000, order.order_token)).toEqual(wrongAnswer);
    expect((await answerFor(order.id, order.order_token)).status).toBe(200);

    const page = await phone();
    const refused = orderViewAnswer(page);
    const loaded = await page.goto(`/pedido/${order.id}?t=${encodeURIComponent(wrongToken(order.order_token))}`);
    expect((await refused).status()).toBe(404);
    await expectNotFound(page, { ritual, clientName });
    await expectNoindex(page, loaded);

    // Without a token the page does not even ask.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/pedidos/')) asked.push(request.url());
    });
    const bare = await page.goto(`/pedido/${order.id}`);
    await expectNotFound(page, { ritual, clientName });
    await expectNoindex(page, bare);
    expect(asked).toEqual([]);
  });
});
