// Rituals in the admin panel (spec §2 Rituals list and editor, §4 ritual active flag, §5 editor rules) and what a
// visitor then sees on the public site, in real Chromium against the real stack.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminRitualNamed,
  confirmDialog,
  forbidNativeDialogs,
  notice,
  publicRitualStatus,
  publicRituals,
  signedInContext,
} from './support/admin-api';
import { createRitual, formatPhone, ordersOf, storeWeekday, uniquePhoneDigits, uniqueTag } from './support/api';
import { acceptConsent, collectPageErrors, launchBrowser, newContext } from './support/browser';

const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let pageErrors: string[];
let nativeDialogs: string[];
let visitor: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  admin = await signedInContext(browser);
  page = await admin.newPage();
  pageErrors = collectPageErrors(page);
  nativeDialogs = forbidNativeDialogs(page);
});
afterEach(async () => {
  await admin?.close();
  await visitor?.close();
  visitor = undefined;
  expect(pageErrors).toEqual([]);
  expect(nativeDialogs).toEqual([]);
});

/** A visitor's page in its own context (no admin token), so nothing of the admin session leaks into it. */
async function visitorPage(): Promise<{ page: Page; errors: string[] }> {
  visitor = await newContext(browser);
  const visitorPage = await visitor.newPage();
  return { page: visitorPage, errors: collectPageErrors(visitorPage) };
}

/** The card of a ritual on /admin/rituais (an article labelled by the ritual's name). */
const ritualCard = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Rituais cadastrados' }).getByRole('article', { name, exact: true });

/** Waits until the public home page has its grid (or its empty state), then says whether `name` is in it. */
async function homeGridHas(page: Page, name: string): Promise<boolean> {
  await page.goto('/');
  await page.locator('#rituais .rituals__grid:not([aria-busy]), #rituais .rituals__empty').first().waitFor();
  return (await page.locator('#rituais').getByRole('link', { name, exact: true }).count()) > 0;
}

describe('ritual editor', () => {
  it('creates a ritual with three custom fields and the public site shows it with that form', async () => {
    const name = `Ritual da Lua Nova ${uniqueTag()}`;
    const description =
      'Um ritual conduzido na lua nova para abrir caminhos no amor, limpar energias antigas e atrair a pessoa amada de volta.';
    const featuredDay = (storeWeekday() + 1) % 7; // not today: this ritual must not become the featured one

    await page.goto('/admin/rituais');
    await page.getByRole('heading', { level: 1, name: 'Rituais' }).waitFor();
    await page.getByRole('link', { name: 'Novo Ritual' }).click();
    await page.waitForURL('**/admin/rituais/novo');
    await page.getByRole('heading', { level: 1, name: 'Novo Ritual' }).waitFor();

    // Required fields are checked before anything is sent.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/rituais')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Criar Ritual' }).click();
    await expect.poll(() => page.getByLabel(/^Nome do ritual/).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await page.getByLabel(/^Nome do ritual/).fill(name);
    await page.getByLabel(/^Descrição/).fill(description);
    await page.getByLabel(/^Preço/).fill('77.5');
    await page.getByLabel(/^Tipo de comissão/).selectOption('fixed');
    await page.getByLabel(/^Valor da comissão \(R\$\)/).fill('15');
    await page.getByLabel(/^Dia em destaque/).selectOption(String(featuredDay));
    await page.getByLabel(/^Mensagem Especial/).fill('Sua lua nova já começou a trabalhar por você.');

    // The field builder: name and label are required (§5), names are normalized.
    const builder = page.locator('.adm-builder');
    await builder.getByText('Nenhum campo personalizado ainda.').waitFor();
    const addField = builder.getByRole('button', { name: 'Adicionar Campo' });
    await addField.click();
    await builder.getByRole('alert').filter({ hasText: 'Nome e rótulo são obrigatórios' }).waitFor();

    const fields = [
      { typed: 'Nome do Amor', name: 'nome_do_amor', label: 'Nome da pessoa amada', type: 'text', required: true },
      { typed: 'data nascimento', name: 'data_nascimento', label: 'Data de nascimento', type: 'date', required: true },
      { typed: 'mensagem', name: 'mensagem', label: 'Sua mensagem', type: 'textarea', required: false },
    ] as const;
    for (const field of fields) {
      await builder.getByLabel(/^Nome do campo/).fill(field.typed);
      await builder.getByText(`Será salvo como: ${field.name}`).waitFor();
      await builder.getByLabel(/^Rótulo/).fill(field.label);
      await builder.getByLabel(/^Tipo/).selectOption(field.type);
      if (field.name === 'nome_do_amor') await builder.getByLabel(/^Placeholder/).fill('Ex.: Rafael');
      if (field.required) await builder.getByLabel('Campo obrigatório').check();
      await addField.click();
      await builder
        .getByRole('status')
        .filter({ hasText: `Campo ${field.label} adicionado.` })
        .waitFor();
    }
    const list = builder.getByRole('list', { name: 'Campos do formulário' });
    expect(await list.getByRole('listitem').locator('code').allTextContents()).toEqual(fields.map((f) => f.name));
    // A reserved name is refused.
    await builder.getByLabel(/^Nome do campo/).fill('whatsapp_contato');
    await builder.getByLabel(/^Rótulo/).fill('Outro WhatsApp');
    await addField.click();
    await builder.getByRole('alert').filter({ hasText: 'já faz parte de todo formulário' }).waitFor();
    await builder.getByLabel(/^Nome do campo/).fill('');
    await builder.getByLabel(/^Rótulo/).fill('');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/rituais') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Criar Ritual' }).click();
    expect((await created).status()).toBeLessThan(300);
    await notice(page, 'Ritual criado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/rituais');

    // The card: price, active badge, description cut at 100 + '...', fixed commission in R$, 3 fields, weekday.
    const card = ritualCard(page, name);
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(await card.locator('.adm-ritual-card__price').textContent()).toMatch(/^R\$\s77,50$/);
    expect(await card.locator('.adm-badge').first().textContent()).toBe('Ativo');
    expect(await card.locator('.adm-ritual-card__description').textContent()).toBe(
      `${[...description].slice(0, 100).join('')}...`,
    );
    expect(cardText).toMatch(/ComissãoR\$\s15,00/);
    expect(cardText).toContain('Formulário3 campos');
    expect(cardText).toContain(`Destaque${WEEKDAY_SHORT[featuredDay]}`);
    expect(cardText).not.toContain('INATIVO');

    // Stored as typed.
    const stored = await adminRitualNamed(name);
    expect(stored).toMatchObject({ price: 77.5, commission_type: 'fixed', commission_value: 15, active: true });
    expect(stored?.featured_day).toBe(featuredDay);
    expect(stored?.form_fields.map(({ name, label, type, required }) => ({ name, label, type, required }))).toEqual(
      fields.map(({ name, label, type, required }) => ({ name, label, type, required })),
    );
    const slug = stored!.slug;

    // The public site: on the home grid, and its page has the three fields after the two fixed ones.
    const { page: site, errors } = await visitorPage();
    expect(await homeGridHas(site, name)).toBe(true);
    await site.locator('#rituais').getByRole('link', { name, exact: true }).click();
    await site.waitForURL(`**/ritual/${slug}`);
    await site.getByRole('heading', { level: 1, name }).waitFor();
    expect(await site.locator('.order-page__price').textContent()).toMatch(/R\$\s77,50 via PIX/);
    const ids = await site
      .locator('.order-page__form')
      // The ritual's fields, without the photo picker and the consent box.
      .locator('input:not([type="file"]):not([type="checkbox"]), textarea')
      .evaluateAll((controls) => controls.map((control) => control.id));
    expect(ids).toEqual([
      'campo-nome_completo_fixo',
      'campo-whatsapp_contato',
      'campo-nome_do_amor',
      'campo-data_nascimento',
      'campo-mensagem',
    ]);
    expect(await site.getByRole('textbox', { name: 'Nome da pessoa amada', exact: true }).count()).toBe(1);
    expect(await site.locator('#campo-nome_do_amor').getAttribute('placeholder')).toBe('Ex.: Rafael');
    expect(await site.locator('#campo-nome_do_amor').getAttribute('aria-required')).toBe('true');
    expect(await site.locator('#campo-data_nascimento').getAttribute('type')).toBe('date');
    expect(await site.getByLabel(/^Data de nascimento/).count()).toBe(1);
    expect(await site.locator('#campo-mensagem').evaluate((element) => element.tagName)).toBe('TEXTAREA');
    expect(await site.locator('#campo-mensagem').getAttribute('aria-required')).toBeNull();

    // The form enforces the admin's "required" flags.
    await site.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await site.locator('#campo-nome_do_amor-erro').filter({ hasText: 'Nome da pessoa amada é obrigatório' }).waitFor();
    await site.locator('#campo-data_nascimento-erro').filter({ hasText: 'Data de nascimento é obrigatório' }).waitFor();
    expect(await site.locator('#campo-mensagem-erro').count()).toBe(0);

    // And an order placed with it carries those fields.
    const whatsapp = formatPhone(uniquePhoneDigits());
    await site.locator('#campo-nome_completo_fixo').fill('Beatriz Nogueira');
    await site.locator('#campo-whatsapp_contato').fill(whatsapp);
    await site.locator('#campo-nome_do_amor').fill('Rafael');
    await site.locator('#campo-data_nascimento').fill('1992-04-18');
    await acceptConsent(site);
    const order = site.waitForResponse((r) => r.url().endsWith('/api/clientes') && r.request().method() === 'POST');
    await site.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    expect((await order).status()).toBe(201);
    await site.waitForURL('**/pagamento');
    const orders = await ordersOf(stored!.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.form_data).toMatchObject({
      nome_completo_fixo: 'Beatriz Nogueira',
      whatsapp_contato: whatsapp,
      nome_do_amor: 'Rafael',
      data_nascimento: '1992-04-18',
    });
    expect(errors).toEqual([]);
  });
});

describe('ritual active flag', () => {
  it('deactivating (after the §4 confirmation) removes the ritual from the public site; activating brings it back', async () => {
    const ritual = await createRitual({ name: `Ritual de Proteção ${uniqueTag()}` });
    const { page: site, errors } = await visitorPage();
    expect(await homeGridHas(site, ritual.name)).toBe(true);

    await page.goto('/admin/rituais');
    const card = ritualCard(page, ritual.name);
    await card.waitFor();
    expect(await card.locator('.adm-badge').first().textContent()).toBe('Ativo');

    // Cancelling the confirmation changes nothing.
    const toggles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/toggle-status')) toggles.push(request.method());
    });
    await card.getByRole('button', { name: 'Desativar' }).click();
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Desativar ritual');
    expect((await dialog.locator('.adm-confirm__message').textContent())?.trim()).toBe(
      'Tem certeza que deseja desativar este ritual?',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(toggles).toEqual([]);

    // Confirmed: PATCH toggle-status, the server's message as a notice, the card dimmed and tagged INATIVO.
    await card.getByRole('button', { name: 'Desativar' }).click();
    await dialog.waitFor();
    const patched = page.waitForResponse((r) => r.url().endsWith(`/api/rituais/${ritual.id}/toggle-status`));
    await dialog.getByRole('button', { name: 'Desativar' }).click();
    const response = await patched;
    expect(response.request().method()).toBe('PATCH');
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();
    await notice(page, message).waitFor();
    await card.getByText('INATIVO', { exact: true }).waitFor();
    expect(await card.locator('.adm-badge').first().textContent()).toBe('Inativo');
    expect(await card.getAttribute('class')).toContain('adm-ritual-card--inactive');
    await card.getByRole('button', { name: 'Ativar' }).waitFor();

    // Gone from the public site: not in the grid, not in the API, and its page sends the visitor home.
    expect(await homeGridHas(site, ritual.name)).toBe(false);
    expect((await publicRituals()).map((item) => item.id)).not.toContain(ritual.id);
    expect(await publicRitualStatus(ritual.slug)).toBe(404);
    await site.goto(`/ritual/${ritual.slug}`);
    await site.waitForURL((url) => url.pathname === '/');
    await site.locator('#rituais').waitFor();

    // Activated again (with its own confirmation text), it is back.
    await card.getByRole('button', { name: 'Ativar' }).click();
    await dialog.waitFor();
    expect((await dialog.locator('.adm-confirm__message').textContent())?.trim()).toBe(
      'Tem certeza que deseja ativar este ritual?',
    );
    const reactivated = page.waitForResponse((r) => r.url().endsWith(`/api/rituais/${ritual.id}/toggle-status`));
    await dialog.getByRole('button', { name: 'Ativar' }).click();
    expect((await reactivated).status()).toBe(200);
    await card.getByRole('button', { name: 'Desativar' }).waitFor();
    expect(await card.getByText('INATIVO', { exact: true }).count()).toBe(0);
    expect(await homeGridHas(site, ritual.name)).toBe(true);
    expect(errors).toEqual([]);
  });
});
