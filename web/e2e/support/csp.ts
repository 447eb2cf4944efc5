// Every browser context of the e2e suite reports Content-Security-Policy violations here, and every test fails
// on any (csp-setup.ts): the strict policy of the gateway must never block something the app really does.
import type { BrowserContext } from 'playwright-core';

const violations: string[] = [];

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Listens on every page of `context` (the `securitypolicyviolation` event) and on the browser log of its pages, which
 * also holds what a dedicated worker (the receipt compression) was refused.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` em ${event.sourceFile}:${event.lineNumber}` : '';
      void window.__reportCspViolation?.(
        `${event.effectiveDirective} bloqueou ${event.blockedURI || 'inline'}${where}`,
      );
    });
  });
  // A worker has no document to fire the event on, and Playwright's console events leave out the log entries Chromium
  // forwards from workers: the page's own log carries them (Log.enable also replays the entries made before it).
  context.on('page', (page) => {
    context
      .newCDPSession(page)
      .then(async (session) => {
        session.on('Log.entryAdded', ({ entry }) => {
          if (/Content Security Policy/i.test(entry.text))
            violations.push(`${page.url()} (${entry.source}): ${entry.text}`);
        });
        await session.send('Log.enable');
      })
      // A page closed before its log could be opened has nothing left to report.
      .catch(() => {});
  });
}

/** The violations seen since the last call. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
