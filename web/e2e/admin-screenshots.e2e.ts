// The admin screens at 390×844 and 1280×800 (default panel theme), saved under web/test-artifacts/screenshots/ as
// admin-<screen>-<size>.png for a person to look at; on the way each screen is checked for the mistakes a picture
// would show: nothing wider than the viewport, nothing sticking out of its card, no loading state left, no page
// errors. Screens are reached through the sidebar (behind the menu button at 390 px), as a person would.
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forbidNativeDialogs,
  placeOrder,
  restoreDefaultThemes,
  setOrderStatus,
  signedInContext,
} from './support/admin-api';
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
 * Nothing sticks out of its card: every element inside a .adm-card stays within the card's content box (except
 * inside scroll containers, visually hidden text and absolutely placed decorations). Catches buttons and texts overflowing a too-narrow column.
 */
async function expectContentInsideCards(page: Page, screen: string) {
  const escapes = await page.evaluate(() => {
    const found: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('.adm-card')) {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
      const right = box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
      for (const element of card.querySelectorAll<HTMLElement>('*')) {
        let clipped = false;
        for (let node = element.parentElement; node && node !== card; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') clipped = true;
        }
        // Scrolled content, screen-reader-only text and deliberately placed decorations are not overflow.
        if (clipped || element.closest('.visually-hidden')) continue;
        if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) continue;
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

/**
 * A full-page picture in which `position: sticky; bottom: 0` bars (the editor's save bar) sit where a person sees
 * them, at the end of the page: Chromium's full-page capture keeps the layout viewport, so they would otherwise be
 * painted over the middle of the form. The viewport is stretched to the page's height for the picture.
 */
async function fullScreenshot(page: Page, name: string) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) {
    await screenshot(page, name);
    return;
  }
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await screenshot(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
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
      const nav = page.getByRole('navigation', { name: 'Menu do painel' });
      const menu = page.getByRole('button', { name: 'Menu' });
      /** In-app navigation, as a person does it: the sidebar (behind the menu button on small screens). */
      const viaSidebar = (label: string) => async () => {
        if (mobile) await menu.click();
        await nav.getByRole('link', { name: label, exact: true }).click();
      };
      const shoot = async (
        open: () => Promise<unknown>,
        title: string,
        name: string,
        prepare?: () => Promise<void>,
      ) => {
        await open();
        await settled(page, title);
        if (prepare) await prepare();
        await expectNoHorizontalOverflow(page, width, name);
        await expectContentInsideCards(page, name);
        await fullScreenshot(page, `admin-${name}-${size}`);
      };

      await shoot(() => page.goto('/admin'), 'Dashboard', 'dashboard');
      const card = page.getByRole('article', { name: ritual.name, exact: true });
      await shoot(viaSidebar('Rituais'), 'Rituais', 'rituais', () => card.waitFor());
      await shoot(() => page.getByRole('link', { name: 'Novo Ritual' }).click(), 'Novo Ritual', 'ritual-novo');
      await page.getByRole('link', { name: 'Voltar para Lista' }).first().click();
      await shoot(
        () => card.getByRole('link', { name: 'Editar' }).click(),
        'Editar Ritual',
        'ritual-editar',
        async () => {
          await page.waitForURL(`**/admin/rituais/${ritual.id}/editar`);
          expect(await page.getByLabel(/^Nome do ritual/).inputValue()).toBe(ritual.name);
        },
      );
      await shoot(viaSidebar('Clientes'), 'Clientes', 'clientes', async () => {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(ritual.name);
        await page.locator('.adm-result-count').filter({ hasText: '3 pedidos encontrados' }).waitFor();
        // Mobile shows cards, desktop the table (spec §2).
        if (mobile) await page.getByRole('list', { name: 'Pedidos' }).waitFor();
        else await page.getByRole('table').waitFor();
      });
      await shoot(viaSidebar('Envio de Vídeo'), 'Envio de Vídeo', 'envio-video', async () => {
        await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
        await page.locator('.adm-result-count').filter({ hasText: '2 clientes' }).waitFor();
      });
      await shoot(viaSidebar('Relatórios'), 'Relatórios', 'relatorios', async () => {
        await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
        await page.locator('.adm-result-count').filter({ hasText: '3 clientes' }).waitFor();
      });
      await shoot(viaSidebar('Usuários'), 'Usuários', 'usuarios');
      await shoot(viaSidebar('Config do Site'), 'Config do Site', 'config-site');
      await shoot(viaSidebar('Config PIX'), 'Config PIX', 'pix');
      await shoot(viaSidebar('Visual do Site'), 'Visual do Site', 'tema');

      if (mobile) {
        // The sidebar is collapsed behind the menu button on small screens, and closes after a choice.
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
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
