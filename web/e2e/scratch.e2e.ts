import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { adminToken, baseUrl, createRitual, formatPhone, setPixKey, uniquePhoneDigits } from './support/api';
import { launchBrowser, newContext } from './support/browser';
import { drawReceipt } from './support/receipt';

it('scratch', async () => {
  const browser = await launchBrowser();
  const key = 'pix-abc@templodosrituais.com.br';
  await setPixKey(key);
  const ritual = await createRitual({ form_fields: [] });
  const context = await newContext(browser);
  const page = await context.newPage();
  page.on('dialog', (d) => d.accept());
  await page.route('**/api/upload-receipt/**', (route) => route.continue());
  const results: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.goto(`/ritual/${ritual.slug}`);
    await page.locator('#campo-nome_completo_fixo').fill('X Y');
    await page.locator('#campo-whatsapp_contato').fill(formatPhone(uniquePhoneDigits()));
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await page.waitForURL('**/pagamento');
    const buffer = await drawReceipt(browser, { amount: ritual.price, recipientName: 'Templo dos Rituais', pixKey: key });
    const response = page.waitForResponse((r) => r.url().includes('/api/upload-receipt/'));
    await page.locator('#comprovante-arquivo').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer });
    const r = await response;
    const verdict = await r.json();
    const id = r.url().split('/').pop();
    const receipts = await (await fetch(`${baseUrl()}/api/clientes/${id}/receipts`, { headers: { authorization: `Bearer ${await adminToken()}` } })).json();
    results.push(`${verdict.verification_status} ${receipts.at(-1).extracted.end_to_end_id} ${JSON.stringify(receipts.at(-1).extracted.checks)}`);
  }
  console.log(results.join('\n'));
  await browser.close();
}, 120_000);
