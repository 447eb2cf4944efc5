// Real Chromium (Debian's /usr/bin/chromium, no browser download) driven by playwright-core. One browser per
// test file, a fresh context per test.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { baseUrl } from './api';
import { watchCspViolations } from './csp';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH } from './stack-process.mjs';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium não encontrado em ${CHROMIUM_PATH}: apt-get install -y chromium (ou defina CHROMIUM_PATH)`,
    );
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  // Every context, also those a test opens with browser.newContext itself, reports CSP violations (csp.ts).
  const openContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await openContext(options);
    await watchCspViolations(context);
    return context;
  };
  return browser;
}

export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export async function newContext(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  return context;
}

/**
 * Accepts every alert()/confirm() of the page and keeps their texts in order; `next()` waits for the next one
 * that has not been read yet.
 */
export class Dialogs {
  private readonly seen: string[] = [];
  private read = 0;
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('dialog', (dialog) => {
      this.seen.push(dialog.message());
      void dialog.accept().catch(() => {});
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Every dialog text so far. */
  all(): readonly string[] {
    return this.seen;
  }

  async next(timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.seen.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`nenhum diálogo em ${timeoutMs} ms (vistos: ${JSON.stringify(this.seen)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.seen[this.read++]!;
  }
}

/** URLs of every request the page made, to assert what was (not) called. */
export function recordRequests(page: Page): { method: string; url: string }[] {
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
}

/** Fails the test on uncaught page errors (React crashes and the like), which a screenshot would not show. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  // Fonts and images settled (lazy ones too: scrolled into view once), so the picture shows the whole page as a
  // person would see it.
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    await document.fonts.ready;
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  // A full-page capture of a long page is slow on a busy machine: more than the context's 10 s default.
  await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 30_000 });
  return path;
}

/** Ticks the order form's privacy consent box (LGPD), which every order needs. */
export async function acceptConsent(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Li e concordo com o uso dos meus dados/ }).check();
}
