// Issue #30: with a long site name the header's "Rituais" link broke inside the word ("Rituai / s"), and the admin
// sidebar broke "Comprovantes" and split its count badge "10" over two lines. At 320, 390 and 1280 px, with a
// 60-character site name, no word in the header or the sidebar is split across lines.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext } from './support/admin-api';
import { adminToken, baseUrl } from './support/api';
import { DESKTOP, launchBrowser, MOBILE, newContext } from './support/browser';

/** 60 characters, accents and an ampersand included, the issue's own example grown to the limit. */
const LONG_SITE_NAME = 'Rituais Ação & Luz Especial Brasil Espiritualidade e Oráculo';
const WIDTHS: Array<[label: string, options: BrowserContextOptions]> = [
  ['320 px', { ...MOBILE, viewport: { width: 320, height: 700 } }],
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
];

let browser: Browser;
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

/**
 * The words under `selector` whose letters do not all sit on one line: each word's range gives one box per line it
 * spans, so two boxes at different heights mean a word broken in two.
 */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const broken: string[] = [];
    for (const container of document.querySelectorAll(root)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('.visually-hidden') || !element.getClientRects().length) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}

beforeAll(async () => {
  browser = await launchBrowser();
  originalSiteConfig = await siteConfigCall('GET');
  await siteConfigCall('PUT', { ...originalSiteConfig, site_name: LONG_SITE_NAME });
});

afterAll(async () => {
  if (originalSiteConfig) await siteConfigCall('PUT', originalSiteConfig);
  await browser?.close();
});

describe('no word breaks in the header or the sidebar with a 60-character site name', () => {
  it.each(WIDTHS)('public header at %s', async (_label, options) => {
    const context = await newContext(browser, options);
    const page = await context.newPage();

    await page.goto('/');
    await page.locator('.site-header__brand', { hasText: LONG_SITE_NAME }).waitFor();
    const broken = await brokenWords(page, '.site-header');

    expect(LONG_SITE_NAME).toHaveLength(60);
    expect(broken).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)('admin header and sidebar with a count badge of 10 at %s', async (_label, options) => {
    const context = await signedInContext(browser, options);
    const page = await context.newPage();
    // Ten receipts waiting: only the badge's number matters here, not the receipts.
    await page.route('**/api/receipts/review/count', (route) => route.fulfill({ json: { count: 10 } }));

    await page.goto('/admin');
    // Below 1024 px the sidebar is a drawer behind the menu button.
    if ((options.viewport?.width ?? 1280) < 1024) await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.adm-sidebar__badge', { hasText: '10' }).waitFor();
    const broken = await brokenWords(page, '.adm-header, .adm-sidebar');

    expect(broken).toEqual([]);
    await context.close();
  });
});
