// Every public page at 390×844 and 1280×800 in two site themes (mistico, the default, and moderno, a light one),
// saved as test artifacts under web/test-artifacts/screenshots/. The theme is switched the way the admin panel
// does it (POST /api/theme-config with the admin token) and restored afterwards.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createRitual,
  formatPhone,
  type SeededRitual,
  setPixKey,
  setSiteTheme,
  uniquePhoneDigits,
} from './support/api';
import {
  acceptConsent,
  collectPageErrors,
  DESKTOP,
  Dialogs,
  launchBrowser,
  MOBILE,
  newContext,
  screenshot,
} from './support/browser';

const THEMES = ['mistico', 'moderno'] as const;
const VIEWPORTS: [string, BrowserContextOptions][] = [
  ['390x844', MOBILE],
  ['1280x800', DESKTOP],
];

let browser: Browser;
let featured: SeededRitual;

beforeAll(async () => {
  browser = await launchBrowser();
  await setPixKey('pix@templodosrituais.com.br');
  featured = await createRitual({
    featuredToday: true,
    name: 'Ritual da Prosperidade e Caminhos Abertos',
    image_url: `${baseUrl()}/favicon.svg`,
  });
  await createRitual({ name: 'Ritual de Proteção Espiritual', price: 89, form_fields: [] });
});
afterAll(async () => {
  await setSiteTheme('mistico').catch(() => {});
  await browser?.close();
});

async function expectTheme(page: Page, theme: string) {
  await page.waitForFunction((name) => document.documentElement.dataset.theme === name, theme);
}

/** Nothing may stick out sideways (the classic broken mobile layout). */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each(THEMES)('screenshots in the %s theme', (theme) => {
  beforeAll(async () => {
    await setSiteTheme(theme);
  });

  it.each(VIEWPORTS)('every public page at %s', async (size, options) => {
    const context = await newContext(browser, options);
    const page = await context.newPage();
    const dialogs = new Dialogs(page);
    const errors = collectPageErrors(page);
    const width = options.viewport?.width ?? 1280;
    const shot = (name: string) => screenshot(page, `${name}-${theme}-${size}`);
    try {
      await page.goto('/');
      await expectTheme(page, theme);
      await page.locator('section.featured').getByRole('heading', { name: featured.name }).waitFor();
      await page.locator('#rituais').getByRole('link', { name: featured.name }).waitFor();
      await expectNoHorizontalOverflow(page, width);
      // Grid cells of one size whatever their contents (long names, prices, an image of other proportions).
      const boxes = await page
        .locator('#rituais .ritual-card__media')
        .evaluateAll((media) => media.map((box) => `${Math.round(box.clientWidth)}x${Math.round(box.clientHeight)}`));
      expect(new Set(boxes).size, boxes.join(' ')).toBe(1);
      await shot('home');

      await page.locator('#rituais').getByRole('link', { name: featured.name }).click();
      await page.getByRole('heading', { level: 1, name: featured.name }).waitFor();
      await expectNoHorizontalOverflow(page, width);
      await shot('ritual');
      await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      await page.getByText('Nome completo é obrigatório', { exact: true }).waitFor();
      await expectNoHorizontalOverflow(page, width);
      await shot('ritual-erros');

      await page.goto(`/registro/${featured.slug}`);
      await page.getByText('Registro Direto sem pagamento', { exact: true }).waitFor();
      await expectTheme(page, theme);
      await expectNoHorizontalOverflow(page, width);
      await shot('registro');

      await page.goto(`/ritual/${featured.slug}`);
      await page.locator('#campo-nome_completo_fixo').fill('Helena Castro');
      await page.locator('#campo-whatsapp_contato').fill(formatPhone(uniquePhoneDigits()));
      await page.locator('#campo-nome').fill('Helena');
      await page.locator('#campo-nome_amor').fill('Gabriel');
      await page.locator('#campo-email').fill('helena@exemplo.com.br');
      await page.locator('#campo-pedido').fill('Abrir os caminhos do amor e da prosperidade neste ano.');
      await acceptConsent(page);
      await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      await page.waitForURL('**/pagamento');
      await page.getByRole('heading', { name: 'Resumo do Pedido' }).waitFor();
      await page.getByText('Carregando dados do PIX...').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Copiar chave PIX' }).waitFor();
      await expectNoHorizontalOverflow(page, width);
      await shot('pagamento');

      await page.getByRole('button', { name: '✅ Pagamento Efetuado' }).click();
      await dialogs.next();
      await page.waitForURL('**/obrigado');
      await page.getByRole('heading', { level: 1, name: 'Obrigado, Helena!' }).waitFor();
      await expectTheme(page, theme);
      await expectNoHorizontalOverflow(page, width);
      await shot('obrigado');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
