// LGPD consent on the order forms at phone size (390 px): the form does not send without the highlighted box, sends
// with it, and the order keeps the consent with the version of the notice in force; the notice is one tap away.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRitual, formatPhone, ordersOf, privacyNoticeVersion, uniquePhoneDigits } from './support/api';
import { collectPageErrors, launchBrowser, MOBILE, newContext, recordRequests } from './support/browser';

const field = (page: Page, name: string) => page.locator(`#campo-${name}`);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser, MOBILE);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors).toEqual([]);
});

describe('privacy consent on a phone', () => {
  it('refuses the order without the consent box, sends it with the box, and stores the notice version', async () => {
    const ritual = await createRitual();
    const requests = recordRequests(page);
    await page.goto(`/ritual/${ritual.slug}`);
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    await field(page, 'nome_completo_fixo').fill('Lúcia Ferreira');
    await field(page, 'whatsapp_contato').fill(formatPhone(uniquePhoneDigits()));
    await field(page, 'nome_amor').fill('Marcos');
    await field(page, 'pedido').fill('Que o nosso caminho se abra.');
    const box = page.getByRole('group', { name: 'Seus dados e a sua privacidade' });
    const consent = page.getByRole('checkbox', { name: /Li e concordo com o uso dos meus dados/ });
    expect(await consent.isChecked()).toBe(false);
    expect(await box.textContent()).toContain('WhatsApp (Meta)');
    expect(await box.getByRole('link', { name: 'Leia o aviso de privacidade' }).getAttribute('href')).toBe(
      '/privacidade',
    );

    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();

    await box.getByText(/^Marque a caixa acima para concordar com o uso dos seus dados/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consentimento');
    expect(requests.filter((r) => r.url.endsWith('/api/clientes'))).toEqual([]);

    await consent.check();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL('**/pagamento');

    const [order] = await ordersOf(ritual.id);
    expect(order?.consent).toEqual({
      notice_version: await privacyNoticeVersion(),
      accepted_at: expect.any(String),
      client_address: expect.any(String),
    });
  });

  it('shows the privacy notice from the footer link', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacidade e proteção de dados' }).click();
    await page.waitForURL('**/privacidade');

    await page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' }).waitFor();
    await page.getByText(/Seus direitos \(art\. 18 da LGPD\)/).waitFor();
  });
});
