// The admin screens at 390×844 and 1280×800 (default panel theme), saved under web/test-artifacts/screenshots/ as
// admin-<screen>-<size>.png for a person to look at; on the way each screen is checked for the mistakes a picture
// would show: nothing wider than the viewport, no loading state left, no page errors.
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidNativeDialogs, placeOrder, restoreDefaultThemes, setOrderStatus, signedInContext } from './support/admin-api';
import { createRitual, formatPhone, type SeededRitual, storeWeekday, uniquePhoneDigits } from './support/api';
import {
  collectPageErrors,
  DESKTOP,
  launchBrowser,
  MOBILE,
  newContext,
  SCREENSHOTS_DIR,
  screenshot,
} from './support/browser';

const VIEWPORTS: [string, BrowserContextOptions][] = [
  ['390x844', MOBILE],
  ['1280x800', DESKTOP],
];

let browser: Browser;
let ritual: SeededRitual;

beforeAll(async () => {
  browser = await launchBrowser();
  // Pictures of the default panel theme, whatever ran before.
  await restoreDefaultThemes();
  ritual = await createRitual({
    name: 'Ritual do Amor Verdadeiro e Reconciliação',
    featured_day: (storeWeekday() + 2) % 7,
  });
  const clients = [
    ['Mariana Albuquerque dos Santos', 'Leonardo', 'paid'],
    ['Fernanda Lima', 'Gustavo Henrique', 'pending'],
    ['Patrícia Gomes', 'Roberto', 'paid'],
  ] as const;
  for (const [name, love, status] of clients) {
    const order = await placeOrder(ritual, {
      nome_completo_fixo: name,
      whatsapp_contato: formatPhone(uniquePhoneDigits()),
      nome_amor: love,
      email: `${name.split(' ')[0]!.toLowerCase()}@exemplo.com.br`,
      pedido: 'Que o nosso amor volte mais forte do que antes, com paz e harmonia.',
    });
    if (status === 'paid') await setOrderStatus(order.id, 'paid');
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Loaded: the h1 is there and no loading state is left in the page. */
async function settled(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.adm-loading').length === 0);
}

async function expectNoHorizontalOverflow(page: Page, width: number, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, `${screen} is wider than the viewport`).toBeLessThanOrEqual(width);
}

/**
 * Nothing sticks out of its card: every element inside a .adm-card stays within the card's padding box (except
 * inside scroll containers, and visually hidden text). Catches buttons and texts overflowing a too-narrow column.
 */
async function expectContentInsideCards(page: Page, screen: string) {
  const escapes = await page.evaluate(() => {
    const found: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.adm-card')) {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = box.left + Number.parseFloat(style.borderLeftWidth);
      const right = box.right - Number.parseFloat(style.borderRightWidth);
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        let clipped = false;
        for (let node = element.parentElement; node && node !== card; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') clipped = true;
        }
        if (clipped || element.closest('.visually-hidden')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.right > right + 0.5 || rect.left < left - 0.5) {
          const name = (element.textContent ?? '').trim().slice(0, 40);
          found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`);
        }
      }
    }
    return found;
  });
  expect(escapes, `${screen}: content outside its card`).toEqual([]);
}

describe('admin screenshots', () => {
  it.each(VIEWPORTS)('every admin screen at %s', async (size, options) => {
    const width = options.viewport?.width ?? 1280;
    const mobile = width < 900;

    // Login, signed out.
    const anonymous = await newContext(browser, options);
    try {
      const page = await anonymous.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await expectNoHorizontalOverflow(page, width, 'login');
      await screenshot(page, `admin-login-${size}`);
      expect(errors).toEqual([]);
    } finally {
      await anonymous.close();
    }

    const context = await signedInContext(browser, options);
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const dialogs = forbidNativeDialogs(page);
      const shoot = async (path: string, title: string, name: string, prepare?: () => Promise<void>) => {
        await page.goto(path);
        await settled(page, title);
        if (prepare) await prepare();
        await expectNoHorizontalOverflow(page, width, name);
        await expectContentInsideCards(page, name);
        await screenshot(page, `admin-${name}-${size}`);
      };

      await shoot('/admin', 'Dashboard', 'dashboard');
      await shoot('/admin/rituais', 'Rituais', 'rituais', async () => {
        await page.getByRole('article', { name: ritual.name, exact: true }).waitFor();
      });
      await shoot('/admin/rituais/novo', 'Novo Ritual', 'ritual-novo');
      await shoot(`/admin/rituais/${ritual.id}/editar`, 'Editar Ritual', 'ritual-editar', async () => {
        expect(await page.getByLabel(/^Nome do ritual/).inputValue()).toBe(ritual.name);
      });
      await shoot('/admin/clientes', 'Clientes', 'clientes', async () => {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(ritual.name);
        await page.locator('.adm-result-count').filter({ hasText: '3 pedidos encontrados' }).waitFor();
        // Mobile shows cards, desktop the table (spec §2).
        if (mobile) await page.getByRole('list', { name: 'Pedidos' }).waitFor();
        else await page.getByRole('table').waitFor();
      });
      await shoot('/admin/envio-video', 'Envio de Vídeo', 'envio-video', async () => {
        await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
        await page.locator('.adm-result-count').filter({ hasText: '2 clientes' }).waitFor();
      });
      await shoot('/admin/relatorios', 'Relatórios', 'relatorios', async () => {
        await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
        await page.locator('.adm-result-count').filter({ hasText: '3 clientes' }).waitFor();
      });
      await shoot('/admin/usuarios', 'Usuários', 'usuarios');
      await shoot('/admin/config-site', 'Config do Site', 'config-site');
      await shoot('/admin/pagamento', 'Config PIX', 'pix');
      await shoot('/admin/tema', 'Visual do Site', 'tema');

      if (mobile) {
        // The sidebar is collapsed behind the menu button on small screens.
        const menu = page.getByRole('button', { name: 'Menu' });
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        const nav = page.getByRole('navigation', { name: 'Menu do painel' });
        await nav.getByRole('link', { name: 'Clientes' }).waitFor({ state: 'visible' });
        // The viewport only (not the full page): the open menu is what matters.
        await page.screenshot({ path: join(SCREENSHOTS_DIR, `admin-menu-aberto-${size}.png`), animations: 'disabled' });
        await nav.getByRole('link', { name: 'Clientes' }).click();
        await settled(page, 'Clientes');
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
      }
      expect(errors).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
