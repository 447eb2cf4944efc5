// Visual do Site (spec §2, §3 themes, §4 theme changes reload the page ~1 s later) in real Chromium against the
// real stack. Themes are site-wide state of the shared stack: every test starts from the defaults and puts them
// back afterwards, so the other e2e files see mistico / classico / cards whatever the order.

import { SITE_THEMES } from '@ritual/contracts/themes';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEMES,
  forbidNativeDialogs,
  notice,
  restoreDefaultThemes,
  signedInContext,
  themeConfig,
} from './support/admin-api';
import { collectPageErrors, launchBrowser, newContext, screenshot } from './support/browser';

const RELOAD_AFTER_MS = 1000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let nativeDialogs: string[];
let visitor: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  await restoreDefaultThemes();
});
afterAll(async () => {
  await restoreDefaultThemes().catch(() => {});
  await browser?.close();
});
beforeEach(async () => {
  context = await signedInContext(browser);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  nativeDialogs = forbidNativeDialogs(page);
});
afterEach(async () => {
  await restoreDefaultThemes();
  await context?.close();
  await visitor?.close();
  visitor = undefined;
  expect(pageErrors).toEqual([]);
  expect(nativeDialogs).toEqual([]);
});

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** One of the three selectors of the page (a region named by its h2). */
const selector = (title: string): Locator => page.getByRole('region', { name: title });

async function openThemePage() {
  await page.goto('/admin/tema');
  await page.getByRole('heading', { level: 1, name: 'Visual do Site' }).waitFor();
}

/** The option marked active in a selector (its label carries the 'Ativo' badge). */
async function activeOption(section: Locator): Promise<string> {
  const label = section.locator('.adm-theme-option').filter({ has: page.locator('.adm-badge', { hasText: 'Ativo' }) });
  await label.waitFor();
  return (await label.locator('input[type="radio"]').getAttribute('value')) ?? '';
}

/**
 * Picks `value` in a selector and applies it: the POST answers, a success notice shows, and the page reloads on
 * its own about a second later (waited for as the next `load` event, never with a sleep).
 */
async function applyChoice(section: Locator, optionLabel: RegExp, button: string, endpoint: string, message: string) {
  const apply = section.getByRole('button', { name: button });
  expect(await apply.isDisabled(), 'nothing to apply while the active option is selected').toBe(true);
  await section.getByRole('radio', { name: optionLabel }).check();
  expect(await apply.isEnabled()).toBe(true);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/${endpoint}`) && r.request().method() === 'POST');
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await apply.click();
  const response = await saved;
  const savedAt = Date.now();
  expect(response.status()).toBe(200);
  await notice(page, `${message} Recarregando...`).waitFor();
  await reloaded;
  const waited = Date.now() - savedAt;
  expect(waited).toBeGreaterThanOrEqual(RELOAD_AFTER_MS - 100);
  expect(waited).toBeLessThan(RELOAD_AFTER_MS + 4000);
  await page.getByRole('heading', { level: 1, name: 'Visual do Site' }).waitFor();
}

describe('Visual do Site', () => {
  it('the site theme: applying Moderno reloads the panel and the public site shows its colours', async () => {
    const moderno = SITE_THEMES.moderno;
    await openThemePage();
    const site = selector('Tema do site');
    expect(await activeOption(site)).toBe(DEFAULT_THEMES.theme_name);
    // Five site themes, three panel themes, three dashboard styles (spec §9).
    expect(await site.getByRole('radio').count()).toBe(5);
    expect(await selector('Tema do painel').getByRole('radio').count()).toBe(3);
    expect(await selector('Estilo do dashboard').getByRole('radio').count()).toBe(3);

    await applyChoice(site, /^Moderno/, 'Aplicar Tema do Site', 'theme-config', 'Tema do site atualizado!');
    expect(await activeOption(selector('Tema do site'))).toBe('moderno');
    expect((await themeConfig()).theme_name).toBe('moderno');

    // A visitor (no admin session, nothing cached) gets the new theme's colours.
    visitor = await newContext(browser);
    const home = await visitor.newPage();
    const visitorErrors = collectPageErrors(home);
    await home.goto('/');
    await home.waitForFunction(() => document.documentElement.dataset.theme === 'moderno');
    // The theme is set before the home page's own chunk has rendered its hero.
    await home.locator('.hero').waitFor();
    const colours = await home.evaluate(() => {
      const body = getComputedStyle(document.body);
      const hero = document.querySelector('.hero');
      return {
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        background: body.backgroundColor,
        text: body.color,
        hero: hero ? getComputedStyle(hero).backgroundImage : '',
      };
    });
    expect(colours.primary).toBe(moderno.colors.primary);
    expect(colours.background).toBe(rgb(moderno.colors.background!));
    expect(colours.text).toBe(rgb(moderno.colors.text!));
    const heroStops = moderno.gradients.hero.match(/#[0-9a-f]{6}/gi)!;
    for (const stop of heroStops) expect(colours.hero).toContain(rgb(stop));
    expect(visitorErrors).toEqual([]);
  });

  it('the panel theme: applying Escuro repaints the panel after the reload; Clássico puts it back', async () => {
    await openThemePage();
    const panel = selector('Tema do painel');
    expect(await activeOption(panel)).toBe(DEFAULT_THEMES.admin_theme);
    const root = page.locator('.admin-root');
    expect(await root.getAttribute('data-admin-theme')).toBe('classico');

    await applyChoice(panel, /^Escuro/, 'Aplicar Tema do Painel', 'admin-theme-config', 'Tema do painel atualizado!');
    await page.locator('.admin-root[data-admin-theme="dark"]').waitFor();
    expect(await activeOption(selector('Tema do painel'))).toBe('dark');
    expect((await themeConfig()).admin_theme).toBe('dark');
    const dark = await page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.adm-header')!).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
    }));
    expect(dark.header).toBe(rgb('#0f172a'));
    expect(dark.body).toBe(rgb('#0b1120'));
    await screenshot(page, 'admin-tema-escuro-1280x800');

    // Another browser opening the panel afterwards paints it dark too (the choice is the server's, not a cache).
    const other = await signedInContext(browser);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto('/admin');
      await otherPage.locator('.admin-root[data-admin-theme="dark"]').waitFor();
    } finally {
      await other.close();
    }

    await applyChoice(
      selector('Tema do painel'),
      /^Clássico/,
      'Aplicar Tema do Painel',
      'admin-theme-config',
      'Tema do painel atualizado!',
    );
    await page.locator('.admin-root[data-admin-theme="classico"]').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.adm-header')!).backgroundColor)).toBe(
      rgb('#4c1d95'),
    );
  });

  it('the dashboard style: Analytics is what the dashboard shows after the reload', async () => {
    await openThemePage();
    await applyChoice(
      selector('Estilo do dashboard'),
      /^Analytics/,
      'Aplicar Estilo',
      'dashboard-style-config',
      'Estilo do dashboard atualizado!',
    );
    expect(await activeOption(selector('Estilo do dashboard'))).toBe('analytics');
    await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Estilo: Analytics').waitFor();
  });
});
