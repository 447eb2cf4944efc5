// The watch every browser test relies on (support/csp.ts): it must see a policy violation on a page and one inside a
// dedicated worker, as the receipt compression is. A tiny server of its own with a strict policy provokes both.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { takeCspViolations } from './support/csp';

const POLICY = "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self'";
/** TEST-NET-3: never reached, connect-src refuses it first. */
const FOREIGN_URL = 'http://203.0.113.9/dados';

const FILES: Record<string, [type: string, body: string]> = {
  '/inline': ['text/html', '<script>document.title = "executou"</script>'],
  '/worker': ['text/html', '<script type="module" src="/main.js"></script>'],
  '/main.js': [
    'text/javascript',
    `const worker = new Worker('/worker.js', { type: 'module' });
     worker.onmessage = (event) => { document.title = event.data; };
     worker.postMessage('');`,
  ],
  '/worker.js': [
    'text/javascript',
    `self.onmessage = () => fetch('${FOREIGN_URL}').then(() => self.postMessage('buscou'), () => self.postMessage('recusado'));`,
  ],
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = FILES[req.url ?? ''];
    res.writeHead(file ? 200 : 404, { 'Content-Security-Policy': POLICY, 'Content-Type': file?.[0] ?? 'text/plain' });
    res.end(file?.[1] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * Opens `path` in a fresh context of the suite's browser, waits for the page's title to say it is done and for the
 * watch to have reported each of `expected` (reports arrive asynchronously), and answers all it reported until the
 * context was closed.
 */
async function violationsAt(path: string, doneTitle: string, expected: RegExp[]): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.waitForFunction((title) => document.title === title, doneTitle);
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...takeCspViolations());
      return expected.filter((pattern) => !seen.some((text) => pattern.test(text)));
    })
    .toEqual([]);
  await context.close();
  return [...seen, ...takeCspViolations()];
}

describe('the Content-Security-Policy watch of the browser tests', () => {
  it('reports an inline script the page policy refused, from the page event and from the browser log', async () => {
    const seen = await violationsAt('/inline', '', [/: script-src-elem bloqueou inline/, /\(security\).*'script-src/]);

    expect(seen.every((text) => text.startsWith(`${origin}/inline`))).toBe(true);
  });

  it('reports a request a dedicated worker was refused', async () => {
    const seen = await violationsAt('/worker', 'recusado', [/\(worker\).*connect-src/]);

    expect(seen.join('\n')).toContain(FOREIGN_URL);
  });
});
