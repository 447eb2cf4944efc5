// Registration without payment (/registro/:slug, spec §2, §4, §8) on the real stack, including the server's
// "already registered today" refusal of a second registration.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRitual, formatPhone, ordersOf, uniquePhoneDigits } from './support/api';
import {
  acceptConsent,
  collectPageErrors,
  Dialogs,
  launchBrowser,
  newContext,
  recordRequests,
} from './support/browser';

const field = (page: Page, name: string) => page.locator(`#campo-${name}`);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: Dialogs;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  dialogs = new Dialogs(page);
  pageErrors = collectPageErrors(page);
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors).toEqual([]);
});

describe('registration without payment', () => {
  it('registers, clears the form, and refuses a second registration the same day', async () => {
    const ritual = await createRitual();
    const whatsapp = formatPhone(uniquePhoneDigits());
    const requests = recordRequests(page);
    const fill = async () => {
      await field(page, 'nome_completo_fixo').fill('Carla Mendes');
      await field(page, 'whatsapp_contato').pressSequentially(whatsapp.replace(/\D/g, ''));
      expect(await field(page, 'whatsapp_contato').inputValue()).toBe(whatsapp);
      await field(page, 'nome_amor').fill('Rafael');
      await field(page, 'pedido').fill('Que nosso amor se fortaleça.');
      await acceptConsent(page);
    };

    await page.goto(`/registro/${ritual.slug}`);
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    await page.getByText('Registro Direto sem pagamento', { exact: true }).waitFor();
    // Nothing is paid here: no price and no payment button.
    expect(await page.locator('.order-page__info').textContent()).not.toContain('via PIX');
    expect(await page.getByRole('button', { name: 'Continuar para Pagamento' }).count()).toBe(0);
    const submit = page.getByRole('button', { name: 'Registrar no Ritual' });

    // Same validation as the paid form.
    await submit.click();
    await page.getByText('Nome completo é obrigatório', { exact: true }).waitFor();
    await page.getByText('Nome da pessoa amada é obrigatório', { exact: true }).waitFor();
    expect(requests.filter((r) => r.url.includes('/api/clientes'))).toEqual([]);

    await fill();
    const first = page.waitForResponse((r) => r.url().endsWith('/api/clientes/no-payment'));
    await submit.click();
    expect((await first).status()).toBe(201);
    expect(await dialogs.next()).toBe('Dados enviados com sucesso! O ritual será processado em breve.');
    // Stays on the page with the form cleared.
    for (const name of ['nome_completo_fixo', 'whatsapp_contato', 'nome_amor', 'pedido', 'email', 'telefone']) {
      await expect.poll(() => field(page, name).inputValue(), { message: name }).toBe('');
    }
    expect(new URL(page.url()).pathname).toBe(`/registro/${ritual.slug}`);
    await page.getByRole('button', { name: 'Registrar no Ritual' }).waitFor();

    // The same person again today: the server's detail, after a warning sign; the data stays in the form.
    await fill();
    const second = page.waitForResponse((r) => r.url().endsWith('/api/clientes/no-payment'));
    await submit.click();
    expect((await second).status()).toBe(400);
    const refusal = await dialogs.next();
    expect(refusal.startsWith('⚠️ ')).toBe(true);
    expect(refusal).toContain('já foi cadastrado hoje');
    expect(await field(page, 'nome_completo_fixo').inputValue()).toBe('Carla Mendes');
    await page.getByRole('button', { name: 'Registrar no Ritual' }).waitFor();
    expect(await submit.isEnabled()).toBe(true);

    // Exactly one registration was stored, as a pending order.
    const stored = await ordersOf(ritual.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.form_data).toMatchObject({ nome_completo_fixo: 'Carla Mendes', whatsapp_contato: whatsapp });
    expect(dialogs.all()).toHaveLength(2);
  });
});
