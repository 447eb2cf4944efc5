// The PSP flow in real Chromium against the runner of `make start` with PIX_PSP=simulator (its own stack, since
// the shared one confirms payments by receipts): order → /pagamento shows the PSP's Pix Copia e Cola → the
// simulator pays the charge and calls the webhook → the page moves to /obrigado by itself, no receipt sent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptConsent, collectPageErrors, launchBrowser } from './support/browser';
import { type RunningStack, startStack } from './support/stack-process.mjs';

let stack: RunningStack;
let browser: Browser;

async function api<T>(path: string, init: { token?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method: init.json !== undefined || init.form ? 'POST' : 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  stack = await startStack({ pspSimulator: true, logFile: 'web/test-artifacts/e2e-psp-stack.log' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('PIX confirmed by the bank', () => {
  it('goes from the order to /pagamento with the PSP code and on to /obrigado once the simulator pays', async () => {
    const { access_token: token } = await api<{ access_token: string }>('/auth/login', {
      json: { username: 'admin', password: stack.adminPassword },
    });
    const config = new FormData();
    config.set('pix_key', 'pix@templodosrituais.com.br');
    await api('/payment-config', { token, form: config });
    const ritual = await api<{ id: number; slug: string; name: string }>('/rituais', {
      token,
      json: {
        name: `Ritual da Abundância ${Date.now().toString(36)}`,
        description: 'Abre os caminhos da prosperidade.',
        price: '99.90',
        image_url: '',
        commission_type: 'percentage',
        commission_value: '10',
        form_fields: [],
        featured_day: '',
        active: true,
      },
    });
    const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR' });
    context.setDefaultTimeout(15_000);
    const page: Page = await context.newPage();
    const pageErrors = collectPageErrors(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload-receipt/')) uploads.push(request.url());
    });

    await page.goto(`/ritual/${ritual.slug}`);
    await page.locator('#campo-nome_completo_fixo').fill('Maria Souza');
    await page.locator('#campo-whatsapp_contato').fill('11987654321');
    await acceptConsent(page);
    const orderPix = page.waitForResponse((r) => /\/api\/clientes\/\d+\/pix$/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await page.waitForURL('**/pagamento');
    const { txid, bank_confirmation } = (await (await orderPix).json()) as { txid: string; bank_confirmation: boolean };
    expect(bank_confirmation).toBe(true);
    await page.getByRole('heading', { name: 'Aguardando a confirmação do banco' }).waitFor();
    const code = await page.getByRole('textbox', { name: 'Código Pix Copia e Cola' }).inputValue();
    // The PSP's dynamic code points at its charge location (EMV field 26, sub-field 25), not at the key.
    expect(code).toMatch(/^000201010212.*br\.gov\.bcb\.pix25\d\d127\.0\.0\.1:\d+\/qr\/v2\//);

    const paid = await fetch(`${stack.pspUrl}/sim/cob/${txid}/pay`, { method: 'POST', body: '{}' });
    expect(paid.status).toBe(201);

    await page.waitForURL('**/obrigado');
    await page.getByText('Pagamento confirmado pelo banco').waitFor();
    expect(uploads).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
