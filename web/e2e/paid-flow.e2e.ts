// The paid flow a client goes through on the real stack (spec §2, §4, §5, §8): home → ritual card → order form
// (validation per field, phone mask, photo) → /pagamento (PIX, summary, reload) → receipt upload → manual
// confirmation → /obrigado.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createRitual,
  formatPhone,
  ordersOf,
  PT_WEEKDAYS,
  type SeededRitual,
  setPixKey,
  setSiteContacts,
  siteName,
  storeWeekday,
  uniquePhoneDigits,
  uniqueTag,
} from './support/api';
import {
  acceptConsent,
  collectPageErrors,
  Dialogs,
  launchBrowser,
  MOBILE,
  newContext,
  recordRequests,
} from './support/browser';
import { receiptPng, textFile } from './support/files';
import { drawReceipt, VERDICT_TIMEOUT_MS } from './support/receipt';

const PRICE = /R\$\s149,90/;
const field = (page: Page, name: string) => page.locator(`#campo-${name}`);
const fieldError = (page: Page, name: string) => page.locator(`#campo-${name}-erro`);

async function expectFieldError(page: Page, name: string, text: string) {
  await expect.poll(() => fieldError(page, name).textContent()).toBe(text);
  expect(await field(page, name).getAttribute('aria-invalid')).toBe('true');
  // The error, after the field's own help where it has one (the WhatsApp field's notice of the store's messages).
  const describedBy = (await field(page, name).getAttribute('aria-describedby'))?.split(' ') ?? [];
  expect(describedBy.at(-1)).toBe(`campo-${name}-erro`);
}

async function expectNoFieldError(page: Page, name: string) {
  await expect.poll(() => fieldError(page, name).count()).toBe(0);
  expect(await field(page, name).getAttribute('aria-invalid')).toBeNull();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Continuar para Pagamento' });

let browser: Browser;
let context: BrowserContext;
let page: Page;
let dialogs: Dialogs;
let pageErrors: string[];
let pixKey: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pixKey = `pix-${uniqueTag()}@templodosrituais.com.br`;
  await setPixKey(pixKey);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  dialogs = new Dialogs(page);
  pageErrors = collectPageErrors(page);
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors).toEqual([]);
});

/** From / through the featured block and the ritual card to the filled form, then on to /pagamento. */
async function orderFromHome(ritual: SeededRitual, values: Record<string, string>) {
  await page.goto('/');
  await page.locator('#rituais').getByRole('link', { name: ritual.name }).click();
  await page.waitForURL(`**/ritual/${ritual.slug}`);
  await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  await acceptConsent(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST');
  await submitButton(page).click();
  expect((await created).status()).toBe(201);
  await page.waitForURL('**/pagamento');
}

describe('paid flow', () => {
  it('goes from / to the ritual form, validates it field by field, and pays up to /obrigado', async () => {
    const ritual = await createRitual({ featuredToday: true });
    const whatsappDigits = uniquePhoneDigits();
    await setSiteContacts({ contact_whatsapp: '5511940001234', contact_email: 'contato@templo.com.br' });
    const requests = recordRequests(page);

    // Home: featured ritual of the day (today's weekday in Portuguese) and the grid card.
    await page.goto('/');
    const featured = page.locator('section.featured');
    await featured.getByRole('heading', { name: ritual.name }).waitFor();
    expect(await featured.textContent()).toContain(`Ritual do Dia · ${PT_WEEKDAYS[storeWeekday()]}`);
    expect(await featured.textContent()).toMatch(PRICE);
    const card = page.locator('#rituais').getByRole('link', { name: ritual.name });
    await card.waitFor();
    await card.click();

    // Ritual form page.
    await page.waitForURL(`**/ritual/${ritual.slug}`);
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    const info = page.locator('section.order-page__info');
    expect(await info.textContent()).toContain(ritual.description);
    expect(await info.locator('.order-page__price').textContent()).toMatch(/R\$\s149,90 via PIX/);
    // Every input has its label (the ritual's own fields and the two fixed ones).
    for (const label of ['Nome completo', 'WhatsApp', 'Nome da pessoa amada', 'Seu e-mail', 'Telefone', 'Seu pedido']) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).count(), label).toBe(1);
    }
    expect(await field(page, 'pedido').evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await field(page, 'email').getAttribute('type')).toBe('email');
    expect(await field(page, 'telefone').getAttribute('type')).toBe('tel');

    // Empty submit: one message under each required field, focus on the first one, nothing sent.
    await submitButton(page).click();
    await expectFieldError(page, 'nome_completo_fixo', 'Nome completo é obrigatório');
    await expectFieldError(page, 'whatsapp_contato', 'WhatsApp é obrigatório');
    await expectFieldError(page, 'nome_amor', 'Nome da pessoa amada é obrigatório');
    await expectFieldError(page, 'pedido', 'Seu pedido é obrigatório');
    await expectNoFieldError(page, 'email');
    await expectNoFieldError(page, 'telefone');
    await expectNoFieldError(page, 'nome');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('campo-nome_completo_fixo');

    // Editing a field clears its own error only.
    await field(page, 'nome_completo_fixo').pressSequentially('M');
    await expectNoFieldError(page, 'nome_completo_fixo');
    await expectFieldError(page, 'nome_amor', 'Nome da pessoa amada é obrigatório');
    await field(page, 'nome_amor').fill('João Pedro');
    await expectNoFieldError(page, 'nome_amor');
    await field(page, 'pedido').fill('Que ele volte para mim com amor e carinho.');
    await expectNoFieldError(page, 'pedido');

    // Format rules: e-mail, telephone and WhatsApp (the mask formats digits as they are typed).
    await field(page, 'email').fill('maria@');
    await field(page, 'telefone').pressSequentially('1198');
    expect(await field(page, 'telefone').inputValue()).toBe('(11) 98');
    await field(page, 'whatsapp_contato').pressSequentially('11987');
    expect(await field(page, 'whatsapp_contato').inputValue()).toBe('(11) 987');
    await submitButton(page).click();
    await expectFieldError(page, 'email', 'Email inválido');
    await expectFieldError(page, 'telefone', 'Telefone deve estar no formato (xx) xxxxx-xxxx');
    await expectFieldError(page, 'whatsapp_contato', 'WhatsApp deve estar no formato (xx) xxxxx-xxxx');
    expect(requests.filter((r) => r.url.endsWith('/api/clientes'))).toEqual([]);

    await field(page, 'email').fill('maria@exemplo.com.br');
    await expectNoFieldError(page, 'email');
    // Landline (10 digits) reads (DD) NNNN-NNNN; extra digits stop at 15 characters.
    await field(page, 'telefone').fill('');
    await field(page, 'telefone').pressSequentially('1133334444');
    expect(await field(page, 'telefone').inputValue()).toBe('(11) 3333-4444');
    await expectNoFieldError(page, 'telefone');
    expect(await field(page, 'whatsapp_contato').getAttribute('maxlength')).toBe('15');
    await field(page, 'whatsapp_contato').fill('');
    await field(page, 'whatsapp_contato').pressSequentially(`${whatsappDigits}999`);
    const whatsapp = await field(page, 'whatsapp_contato').inputValue();
    expect(whatsapp).toBe(`(${whatsappDigits.slice(0, 2)}) ${whatsappDigits.slice(2, 7)}-${whatsappDigits.slice(7)}`);
    await expectNoFieldError(page, 'whatsapp_contato');
    await field(page, 'nome_completo_fixo').fill('Maria Aparecida da Silva');
    await field(page, 'nome').fill('Mari');

    // One photo, uploaded to the real storage and listed with its preview.
    const photoUpload = page.waitForResponse((r) => r.url().endsWith('/api/upload-photo'));
    await page.getByLabel('Foto (opcional)').setInputFiles({
      name: 'minha-foto.png',
      mimeType: 'image/png',
      buffer: receiptPng(120, 160),
    });
    expect((await photoUpload).status()).toBe(200);
    await page.getByRole('img', { name: 'Foto enviada: minha-foto.png' }).waitFor();

    await acceptConsent(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST');
    await submitButton(page).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const order = (await createdResponse.json()) as { id: number; order_token: string };
    expect(order.order_token).toBeTruthy();

    // Payment page.
    await page.waitForURL('**/pagamento');
    await checkPaymentPage(page, ritual, pixKey, {
      'Nome completo': 'Maria Aparecida da Silva',
      WhatsApp: whatsapp,
      'Como prefere ser chamado(a)': 'Mari',
      'Nome da pessoa amada': 'João Pedro',
      'Seu e-mail': 'maria@exemplo.com.br',
      Telefone: '(11) 3333-4444',
      'Seu pedido': 'Que ele volte para mim com amor e carinho.',
    });

    // A reload keeps the page working: the state lives in the history entry.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    await page.getByText(pixKey, { exact: true }).waitFor();
    expect(await page.locator('.summary').first().textContent()).toContain('Maria Aparecida da Silva');

    // A file of the wrong type is refused in the browser with the §5 text, and nothing is uploaded.
    const chooser = page.waitForEvent('filechooser');
    await page.locator('label[for="comprovante-arquivo"]').click();
    await (await chooser).setFiles(textFile);
    expect(await dialogs.next()).toBe('Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.');
    expect(requests.filter((r) => r.url.includes('/api/upload-receipt/'))).toEqual([]);
    expect(await page.locator('.result-panel').count()).toBe(0);

    // A receipt the verifier can read but not confirm alone (amount only): compressed in the worker, uploaded
    // with the order token, judged by the real payments service (OCR + rules) → pending_review, yellow panel.
    // The request is held until the "uploading" state has been seen, then goes to the real server unchanged.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload-receipt/**', async (route) => {
      await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse((r) => r.url().includes(`/api/upload-receipt/${order.id}`), {
      timeout: VERDICT_TIMEOUT_MS,
    });
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByText('Enviar Comprovante', { exact: true }).click();
    await (await chooser2).setFiles({
      name: 'comprovante.png',
      mimeType: 'image/png',
      buffer: await drawReceipt(browser, { amount: ritual.price, partial: true }),
    });
    await page.getByText('Verificando com IA...', { exact: true }).waitFor();
    expect(await page.locator('#comprovante-arquivo').isDisabled()).toBe(true);
    release();
    const uploadResponse = await uploaded;
    await page.unroute('**/api/upload-receipt/**');
    expect(uploadResponse.status()).toBe(200);
    expect(uploadResponse.request().headers()['x-order-token']).toBe(order.order_token);
    // Compressed to JPEG by the worker (spec §9) while keeping the original name.
    const sentBody = uploadResponse.request().postDataBuffer()?.toString('latin1') ?? '';
    expect(sentBody).toContain('filename="comprovante.png"');
    expect(sentBody).toContain('Content-Type: image/jpeg');
    const verdict = (await uploadResponse.json()) as {
      payment_approved: boolean;
      verification_status: string;
      verification_reason: string;
    };
    expect(verdict).toMatchObject({ payment_approved: false, verification_status: 'pending_review' });
    const panel = page.locator('.result-panel');
    await panel.waitFor();
    expect(await panel.locator('.result-panel__title').textContent()).toBe('Comprovante Enviado');
    expect(await panel.locator('.result-panel__reason').textContent()).toBe(verdict.verification_reason);
    expect(await panel.getAttribute('class')).toContain('result-panel--sent');
    expect(await panel.evaluate((element) => getComputedStyle(element).color)).toBe(await themeColor(page, 'warning'));
    expect(await dialogs.next()).toBe(
      '📤 Comprovante enviado! Ele está em verificação manual: aguarde, esta página avisa assim que for analisado.',
    );
    // Under review (issue 10): the panel says so and no new attempt is invited.
    await panel.getByText(/está em análise pela nossa equipe/).waitFor();
    expect(await page.locator('.receipt__upload').count()).toBe(0);
    expect(await page.getByText(/Tentativa \d+ - Tente novamente/).count()).toBe(0);

    // Manual confirmation → thank-you page.
    const confirmed = page.waitForResponse((r) => r.url().endsWith(`/api/clientes/${order.id}/payment`));
    await page.getByRole('button', { name: '✅ Pagamento Efetuado' }).click();
    expect((await confirmed).status()).toBe(200);
    expect(await dialogs.next()).toBe('✅ Pagamento confirmado com sucesso! Obrigado pela sua compra.');
    await page.waitForURL('**/obrigado');
    // Greeting rule: `nome` is the first of nome, nome_cliente, nome_completo, name that is filled.
    await page.getByRole('heading', { level: 1, name: 'Obrigado, Mari!' }).waitFor();
    const orderCard = page.locator('section', { has: page.getByRole('heading', { name: 'Seu Pedido' }) });
    const orderText = await orderCard.textContent();
    expect(orderText).toContain(ritual.name);
    expect(orderText).toMatch(PRICE);
    expect(orderText).toContain('Pagamento Confirmado');
    for (const step of ['Preparação do Ritual', 'Execução Energética', 'Vídeo pelo WhatsApp']) {
      await page.getByText(step, { exact: true }).first().waitFor();
    }
    // Contact block: WhatsApp link is wa.me/55 + digits with a message naming the ritual.
    const whatsappLink = page.getByRole('link', { name: /Falar no WhatsApp/ });
    const href = (await whatsappLink.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/5511940001234?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(ritual.name);
    await page.locator('main').getByRole('link', { name: 'contato@templo.com.br', exact: true }).waitFor();

    // The server agrees: the order is paid, with the form data and the photo.
    const [stored] = await ordersOf(ritual.id);
    expect(stored?.payment_status).toBe('paid');
    expect(stored?.form_data).toMatchObject({
      nome_completo_fixo: 'Maria Aparecida da Silva',
      nome_amor: 'João Pedro',
    });
    expect(stored?.photos).toHaveLength(1);

    await page.getByRole('link', { name: 'Voltar ao Início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Rituais espirituais para transformar a sua vida' }).waitFor();
  });

  it('shows the per-order Pix Copia e Cola with the exact amount, and copies it', async () => {
    const ritual = await createRitual({ price: 77.5, form_fields: [] });
    await orderFromHome(ritual, { nome_completo_fixo: 'Ana Lima', whatsapp_contato: formatPhone(uniquePhoneDigits()) });
    const pixBlock = page.locator('section.pix');
    await page.getByRole('heading', { name: 'Pix Copia e Cola' }).waitFor();
    const code = await page.getByRole('textbox', { name: 'Código Pix Copia e Cola' }).inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('540577.50');
    expect(code).toContain(pixKey);
    expect(await pixBlock.textContent()).toMatch(/valor exato do seu pedido: R\$\s77,50/);
    expect(await pixBlock.getByRole('img', { name: 'QR Code PIX com o valor do pedido' }).count()).toBe(1);
    const copyCode = pixBlock.getByRole('button', { name: 'Copiar código Pix Copia e Cola' });
    await copyCode.click();
    await pixBlock.getByRole('button', { name: 'Copiado! código Pix Copia e Cola' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The plain key stays below it.
    await pixBlock.getByRole('heading', { name: 'Ou pague pela chave PIX' }).waitFor();
    await pixBlock.getByText(pixKey, { exact: true }).waitFor();
  });

  it('rejects a picture that is no receipt, then approves a real receipt and moves on to /obrigado after 3 s', async () => {
    const ritual = await createRitual({ form_fields: [] });
    await orderFromHome(ritual, {
      nome_completo_fixo: 'Rita Moraes',
      whatsapp_contato: formatPhone(uniquePhoneDigits()),
    });
    const panel = page.locator('.result-panel');
    const upload = async (name: string, buffer: Buffer) => {
      const response = page.waitForResponse((r) => r.url().includes('/api/upload-receipt/'), {
        timeout: VERDICT_TIMEOUT_MS,
      });
      const chooser = page.waitForEvent('filechooser');
      await page.locator('label[for="comprovante-arquivo"]').click();
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
      const answer = await response;
      expect(answer.status()).toBe(200);
      return {
        at: Date.now(),
        verdict: (await answer.json()) as {
          payment_approved: boolean;
          verification_status: string;
          verification_reason: string;
        },
      };
    };

    // A photo with no receipt on it: red panel with the reason, alert with the tip, upload block hidden.
    const first = await upload('foto.png', receiptPng());
    expect(first.verdict).toMatchObject({ payment_approved: false, verification_status: 'rejected' });
    await panel.waitFor();
    expect(await panel.locator('.result-panel__title').textContent()).toBe('Comprovante Rejeitado');
    expect(await panel.locator('.result-panel__reason').textContent()).toBe(first.verdict.verification_reason);
    expect(await panel.evaluate((element) => getComputedStyle(element).color)).toBe(await themeColor(page, 'danger'));
    const alert = await dialogs.next();
    expect(alert.startsWith(`❌ Comprovante rejeitado: ${first.verdict.verification_reason}`)).toBe(true);
    expect(alert).toContain('💡 Dica');
    expect(await page.locator('.receipt__upload').count()).toBe(0);
    // After 5 s the panel goes and the upload block returns, counting the attempt.
    await panel.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - first.at).toBeGreaterThanOrEqual(4_500);
    await page.getByText('Tentativa 1 - Tente novamente', { exact: true }).waitFor();
    await page.getByText('Tentar Novamente', { exact: true }).waitFor();

    // A real PIX receipt to this store's key, of the order's amount, paid now: approved automatically.
    const receipt = await drawReceipt(browser, {
      amount: ritual.price,
      recipientName: await siteName(),
      pixKey,
    });
    const second = await upload('comprovante-pix.png', receipt);
    expect(second.verdict).toMatchObject({ payment_approved: true, verification_status: 'approved' });
    await panel.waitFor();
    expect(await panel.locator('.result-panel__title').textContent()).toBe('Pagamento Aprovado!');
    expect(await panel.evaluate((element) => getComputedStyle(element).color)).toBe(await themeColor(page, 'success'));
    expect(await dialogs.next()).toBe('🎉 Pagamento aprovado automaticamente! Você será redirecionado em instantes.');
    await page.getByText('Redirecionando em instantes...', { exact: true }).waitFor();
    // Once approved, the manual button is gone.
    expect(await page.getByRole('button', { name: '✅ Pagamento Efetuado' }).count()).toBe(0);
    await page.waitForURL('**/obrigado', { timeout: 8_000 });
    expect(Date.now() - second.at).toBeGreaterThanOrEqual(2_500);
    await page.getByRole('heading', { level: 1, name: 'Obrigado, Cliente!' }).waitFor();
    // The approval reaches the order through the event bus.
    await expect.poll(async () => (await ordersOf(ritual.id))[0]?.payment_status, { timeout: 5_000 }).toBe('paid');
  });

  it('works on a phone-sized screen too (390×844, touch)', async () => {
    await context.close();
    context = await newContext(browser, MOBILE);
    page = await context.newPage();
    dialogs = new Dialogs(page);
    pageErrors = collectPageErrors(page);
    const ritual = await createRitual({ form_fields: [], confirmation_message: '', instructions: '' });
    await orderFromHome(ritual, {
      nome_completo_fixo: 'Bia Souza',
      whatsapp_contato: formatPhone(uniquePhoneDigits()),
    });
    await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { name: 'Após o Pagamento' }).waitFor();
    // The ritual has no messages: those boxes are not shown.
    expect(await page.getByRole('heading', { name: 'Mensagem Especial' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Instruções Importantes' }).count()).toBe(0);
    await page.getByRole('button', { name: '✅ Pagamento Efetuado' }).tap();
    expect(await dialogs.next()).toBe('✅ Pagamento confirmado com sucesso! Obrigado pela sua compra.');
    await page.waitForURL('**/obrigado');
    // No nome/nome_cliente/nome_completo/name in the form: the greeting falls back to "Cliente".
    await page.getByRole('heading', { level: 1, name: 'Obrigado, Cliente!' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('navigation state', () => {
  it('redirects /pagamento and /obrigado without state, and an unknown ritual, to /', async () => {
    for (const path of ['/pagamento', '/obrigado', '/ritual/nao-existe-este-ritual']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: 'Rituais espirituais para transformar a sua vida' }).waitFor();
    }
  });
});

async function checkPaymentPage(page: Page, ritual: SeededRitual, key: string, summary: Record<string, string>) {
  await page.getByRole('heading', { level: 1, name: ritual.name }).waitFor();
  expect(await page.locator('.payment-page__price').textContent()).toMatch(/R\$\s149,90 via PIX/);

  // PIX key with Copiar → Copiado! for 2 s, and the key really is on the clipboard.
  const keyOutput = page.getByText(key, { exact: true });
  await keyOutput.waitFor();
  const copy = page.getByRole('button', { name: 'Copiar chave PIX' });
  expect(await copy.textContent()).toBe('Copiar');
  const clickedAt = Date.now();
  await copy.click();
  const copied = page.getByRole('button', { name: 'Copiado! chave PIX' });
  await copied.waitFor();
  expect(await copied.textContent()).toBe('Copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Back to "Copiar" after the spec's 2 s, not before.
  await page.getByRole('button', { name: 'Copiar chave PIX' }).waitFor({ timeout: 5_000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900);

  // The per-order Pix Copia e Cola, when the payments service gives one, comes first with the exact amount.
  if ((await page.getByRole('heading', { name: 'Pix Copia e Cola' }).count()) > 0) {
    expect(await page.getByRole('textbox', { name: 'Código Pix Copia e Cola' }).inputValue()).toContain('5406149.90');
  }

  // Five steps, the summary with the ritual's labels, the boxes and the total.
  const steps = page.locator('section', { has: page.getByRole('heading', { name: 'Como pagar' }) }).locator('li');
  expect(await steps.count()).toBe(5);
  expect(await steps.nth(3).textContent()).toMatch(/Confirme o valor de R\$\s149,90/);
  const rows = page.locator('section', { has: page.getByRole('heading', { name: 'Resumo do Pedido' }) });
  const pairs = await rows
    .locator('.summary__row')
    .evaluateAll((elements) =>
      elements.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
    );
  // In the form's order, whatever order the stored form_data comes back in.
  expect(pairs.map(([label]) => label)).toEqual(['Ritual', ...Object.keys(summary), 'Total']);
  const table = Object.fromEntries(pairs);
  expect(table).toMatchObject({ Ritual: ritual.name, ...summary });
  expect(table.Total).toMatch(PRICE);
  expect(Object.keys(table)).not.toContain('nome_completo_fixo');
  for (const heading of ['Após o Pagamento', 'Mensagem Especial', 'Instruções Importantes']) {
    await page.getByRole('heading', { name: heading }).waitFor();
  }
  await page.getByText(ritual.confirmation_message).waitFor();
  await page.getByText(ritual.instructions).waitFor();
  await page.getByText('Seu pedido será processado em até 24 horas.', { exact: false }).waitFor();

  // Receipt block: strong warning, AI note, accepts images and PDF.
  const receipt = page.locator('section.receipt');
  expect(await receipt.textContent()).toContain('NÃO pelo WhatsApp');
  expect(await receipt.textContent()).toContain('Verificação automática por IA');
  expect(await page.locator('#comprovante-arquivo').getAttribute('accept')).toBe('image/*,.pdf');
  await page.getByText('Clique apenas após realizar o pagamento via PIX', { exact: false }).waitFor();
}

/** A theme colour (--color-<name>) as the browser computes it, to compare with an element's colour. */
function themeColor(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--color-${variable})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, name);
}
