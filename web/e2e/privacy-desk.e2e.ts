// The LGPD desk at phone size (390 px), end to end: a client asks for erasure on /privacidade, the operator exports
// the person's data (the CSV and the PDF declaration downloaded and read back), corrects a field, erases, answers;
// the client's protocol lookup shows "Respondido" with the answer, and the Auditoria screen lists every step.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext } from './support/admin-api';
import { createRitual, formatPhone, uniquePhoneDigits } from './support/api';
import { collectPageErrors, launchBrowser, MOBILE, newContext } from './support/browser';

let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(pageErrors).toEqual([]);
});

async function phonePage(signedIn: boolean): Promise<Page> {
  const context = signedIn ? await signedInContext(browser, MOBILE) : await newContext(browser, MOBILE);
  contexts.push(context);
  const page = await context.newPage();
  pageErrors.push(...collectPageErrors(page));
  return page;
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile((await download.path()) as string);
}

describe('the privacy desk on a phone', () => {
  it('answers an erasure request end to end and the client reads the answer by protocol', async () => {
    const ritual = await createRitual();
    const whatsapp = formatPhone(uniquePhoneDigits());
    const client = await phonePage(false);
    await client.goto(`/ritual/${ritual.slug}`);
    await client.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    await client.locator('#campo-nome_completo_fixo').fill('Lúcia Ferreira');
    await client.locator('#campo-whatsapp_contato').fill(whatsapp);
    for (const field of ritual.form_fields ?? []) {
      if (field.required) await client.locator(`#campo-${field.name}`).fill('Marcos');
    }
    await client.getByRole('checkbox', { name: /Li e concordo com o uso dos meus dados/ }).check();
    await client.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await client.waitForURL('**/pagamento');

    await client.goto('/privacidade');
    await client.getByLabel('O que você deseja?').selectOption('erasure');
    await client.getByLabel('Nome completo').fill('Lúcia Ferreira');
    await client.getByLabel('WhatsApp usado nos pedidos').fill(whatsapp);
    await client.getByRole('button', { name: 'Enviar pedido' }).click();
    const receipt = client.getByRole('status').filter({ hasText: 'Pedido recebido' });
    const protocol = ((await receipt.locator('strong').first().textContent()) ?? '').trim();
    expect(protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);

    const operator = await phonePage(true);
    await operator.goto('/admin/privacidade');
    await operator.getByRole('link', { name: `Atender o pedido ${protocol}` }).click();
    await operator.getByRole('heading', { name: 'Pedidos deste WhatsApp (1)' }).waitFor();

    const csv = (await downloaded(operator, 'Exportar dados (CSV)')).toString('utf8');
    expect(csv).toContain('Lúcia Ferreira');
    expect(csv).toContain(whatsapp);
    const pdf = await downloaded(operator, 'Declaração completa (PDF)');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Lúcia Ferreira');
    expect(text).toContain(whatsapp);

    await operator.getByRole('button', { name: 'Corrigir' }).click();
    const correction = operator.getByRole('dialog', { name: 'Corrigir dados' });
    await correction.getByLabel('Campo').selectOption({ label: 'Nome completo' });
    await correction.getByLabel('Novo valor').fill('Lúcia Ferreira Lima');
    await correction.getByRole('button', { name: 'Salvar correção' }).click();
    await operator.getByText('Lúcia Ferreira Lima').first().waitFor();

    await operator.getByRole('button', { name: 'Apagar dados' }).click();
    const erasure = operator.getByRole('dialog');
    await erasure.getByRole('heading', { name: 'Será mantido, e por quê' }).waitFor();
    const erase = erasure.getByRole('button', { name: 'Apagar dados' });
    expect(await erase.isDisabled()).toBe(true);
    await erasure.getByLabel(/Para confirmar, digite o WhatsApp da pessoa/).fill(whatsapp.replace(/\D/g, ''));
    await erase.click();
    await erasure.getByRole('heading', { name: 'Foi apagado' }).waitFor();
    await erasure.getByRole('button').first().click();

    const answer = 'Seus dados pessoais foram apagados. Guardamos apenas o registro fiscal do pedido, por 5 anos.';
    await operator.getByLabel(/Resposta enviada ao titular/).fill(answer);
    await operator.getByRole('button', { name: 'Responder e concluir' }).click();
    await operator
      .getByText(/Respondido em/)
      .first()
      .waitFor();

    await client.goto('/privacidade');
    await client.getByLabel('Protocolo').fill(protocol);
    await client.getByLabel('WhatsApp usado no pedido').fill(whatsapp);
    await client.getByRole('button', { name: 'Consultar pedido' }).click();
    const status = client.getByRole('status').filter({ hasText: protocol });
    await status.getByText('Respondido', { exact: true }).waitFor();
    expect(await status.textContent()).toContain(answer);

    await operator.goto('/admin/auditoria');
    await operator.getByLabel('Titular (WhatsApp)').fill(whatsapp);
    await operator.getByRole('button', { name: 'Filtrar' }).click();
    const log = operator.locator('.adm-audit__table tbody');
    for (const action of [
      'Consulta de titular',
      'Exportação de dados',
      'Correção de dados',
      'Eliminação de dados',
      'Resposta a pedido de titular',
    ]) {
      await log.getByText(action, { exact: true }).first().waitFor();
    }
    const exports = await log.getByText('Exportação de dados', { exact: true }).count();
    expect(exports).toBe(2);
  });
});
