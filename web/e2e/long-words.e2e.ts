// Issue #13: a ritual name or description or a site text holding one long unbroken word (a pasted link) wraps
// everywhere it is shown; no public page and no admin list scrolls sideways on a 390 px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedInContext } from './support/admin-api';
import {
  adminToken,
  baseUrl,
  createRitual,
  formatPhone,
  type SeededRitual,
  uniquePhoneDigits,
  uniqueTag,
} from './support/api';
import { acceptConsent, collectPageErrors, Dialogs, launchBrowser, MOBILE, newContext } from './support/browser';
import { uploadReceiptForReview } from './support/receipt';

const WORD_LENGTH = 200;
/** One word of exactly 200 characters, no space or hyphen to break at. */
const longWord = (start: string) => `${start}${'x'.repeat(WORD_LENGTH)}`.slice(0, WORD_LENGTH);

const ADMIN_LISTS = [
  '/admin',
  '/admin/rituais',
  '/admin/clientes',
  '/admin/comprovantes',
  '/admin/envio-video',
  '/admin/usuarios',
  '/admin/config-site',
  '/admin/relatorios',
];

let browser: Browser;
let ritual: SeededRitual;
let originalSiteConfig: Record<string, string>;

async function siteConfigCall(method: 'GET' | 'PUT', body?: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/api/site-config`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /site-config → ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/** How far the page scrolls sideways (0 when its content fits the viewport), once it has settled. */
async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(-5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    console.warn(`${page.url()} scrolls ${overflow}px sideways; widest: ${wide.join(', ')}`);
  }
  return overflow;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const tag = uniqueTag();
  ritual = await createRitual({
    name: longWord(`Ritual${tag}`),
    description: longWord(`https://exemplo.com.br/${tag}/`),
    confirmation_message: longWord('Confirmado'),
    instructions: longWord('Instrucoes'),
    form_fields: [{ name: 'pedido', label: 'Seu pedido', type: 'textarea', required: true }],
  });
  const contact = formatPhone(uniquePhoneDigits());
  const order = await placeOrder(ritual, {
    // The full name is capped at 100 characters: one 100-character word.
    nome_completo_fixo: longWord('Nome').slice(0, 100),
    whatsapp_contato: contact,
    pedido: longWord('Pedido'),
  });
  // So that the review queue lists this order too.
  await uploadReceiptForReview(browser, order, ritual.price);
  originalSiteConfig = await siteConfigCall('GET');
  await siteConfigCall('PUT', {
    ...originalSiteConfig,
    site_name: longWord('Loja'),
    browser_title: longWord('Titulo'),
    site_description: longWord('Descricao'),
    about_text: longWord('Sobre'),
    footer_text: longWord('Rodape'),
  });
});

afterAll(async () => {
  if (originalSiteConfig) await siteConfigCall('PUT', originalSiteConfig);
  await browser?.close();
});

describe('long unbroken words at 390 px', () => {
  it('wrap on the home page, the ritual and registration forms, the payment page and the thank-you page', async () => {
    const context = await newContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const dialogs = new Dialogs(page);
    const overflow: Record<string, number> = {};

    await page.goto('/');
    await page.getByText(ritual.name).first().waitFor();
    overflow['/'] = await sidewaysOverflow(page);

    await page.goto(`/registro/${ritual.slug}`);
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    overflow['/registro'] = await sidewaysOverflow(page);

    await page.goto(`/ritual/${ritual.slug}`);
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    overflow['/ritual'] = await sidewaysOverflow(page);

    await page.locator('#campo-nome_completo_fixo').fill(longWord('Cliente').slice(0, 100));
    await page.locator('#campo-whatsapp_contato').fill(uniquePhoneDigits());
    await page.locator('#campo-pedido').fill(longWord('Pedido'));
    await acceptConsent(page);
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await page.waitForURL('**/pagamento');
    overflow['/pagamento'] = await sidewaysOverflow(page);

    await page.getByRole('button', { name: '✅ Pagamento Efetuado' }).click();
    await dialogs.next();
    await page.waitForURL('**/obrigado');
    await page.getByText(ritual.name).first().waitFor();
    overflow['/obrigado'] = await sidewaysOverflow(page);

    expect(overflow).toEqual({ '/': 0, '/registro': 0, '/ritual': 0, '/pagamento': 0, '/obrigado': 0 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('wrap in every admin list and page of the panel', async () => {
    const context = await signedInContext(browser, MOBILE);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const overflow: Record<string, number> = {};

    for (const path of ADMIN_LISTS) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      if (path === '/admin/comprovantes') await page.getByText(ritual.name).first().waitFor();
      overflow[path] = await sidewaysOverflow(page);
    }

    expect(overflow).toEqual(Object.fromEntries(ADMIN_LISTS.map((path) => [path, 0])));
    expect(errors).toEqual([]);
    await context.close();
  });
});
