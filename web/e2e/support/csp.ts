// Every browser context of the e2e suite reports Content-Security-Policy violations here, and every test fails
// on any (csp-setup.ts): the strict policy of the gateway must never block something the app really does.
import type { BrowserContext } from 'playwright-core';

const violations: string[] = [];

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

/** Listens on every page of `context` (the `securitypolicyviolation` event) and on its workers' console. */
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
  // A dedicated worker (the receipt compression) has no document: Chromium reports its violations on the console.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

/** The violations seen since the last call. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
