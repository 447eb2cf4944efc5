// Orders in the admin panel on the real stack (spec §2 Clientes, Envio de Vídeo, Relatórios; §4 order status and
// bulk cancel; §9 CSV columns): the orders are placed through the public API first, as a client's form would.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmDialog,
  dismissNotice,
  forbidNativeDialogs,
  notice,
  parseCsv,
  placeOrder,
  setOrderStatus,
  signedInContext,
} from './support/admin-api';
import {
  createRitual,
  formatPhone,
  ordersOf,
  type SeededRitual,
  STORE_TIME_ZONE,
  uniquePhoneDigits,
  uniqueTag,
} from './support/api';
import { collectPageErrors, launchBrowser } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let nativeDialogs: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await signedInContext(browser);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  nativeDialogs = forbidNativeDialogs(page);
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors).toEqual([]);
  expect(nativeDialogs).toEqual([]);
});

/** A pending order of `ritual` for a client named `name`, with the love ritual's fields filled. */
async function orderFor(ritual: SeededRitual, name: string, extra: Record<string, string> = {}) {
  const whatsapp = formatPhone(uniquePhoneDigits());
  const order = await placeOrder(ritual, {
    nome_completo_fixo: name,
    whatsapp_contato: whatsapp,
    nome_amor: 'Pedro',
    pedido: 'Que ele volte para mim.',
    ...extra,
  });
  expect(order.payment_status).toBe('pending');
  return { ...order, whatsapp };
}

/** /admin/clientes narrowed to one ritual's orders by the search box (other files' orders share the stack). */
async function openClientes(ritualName: string, expectedCount: number) {
  await page.goto('/admin/clientes');
  await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(ritualName);
  const count = `${expectedCount} ${expectedCount === 1 ? 'pedido encontrado' : 'pedidos encontrados'}`;
  await page.locator('.adm-result-count').filter({ hasText: count }).waitFor();
}

const orderRow = (page: Page, clientName: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(clientName) }) });

const filterButton = (page: Page, label: string, count: number) =>
  page.getByRole('button', { name: `${label} (${count})`, exact: true });

const storeDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: STORE_TIME_ZONE }).format(new Date(iso));
const storeTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: STORE_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const storeStamp = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date());

describe('Clientes', () => {
  it("changes an order's status from the dropdown, in any order, and the change is kept", async () => {
    const ritual = await createRitual({ name: `Ritual do Retorno ${uniqueTag()}` });
    const client = `Joana Prado ${uniqueTag()}`;
    const order = await orderFor(ritual, client);
    await openClientes(ritual.name, 1);

    // The desktop table: client with WhatsApp, ritual, the other fields with their labels, status, date.
    const row = orderRow(page, client);
    await row.waitFor();
    const cells = row.locator('td');
    expect(await row.getByRole('rowheader').textContent()).toContain(order.whatsapp);
    expect(await cells.nth(0).textContent()).toBe(ritual.name);
    // Labelled once the panel's ritual list (the fields' labels) has arrived, which may be after the orders.
    await expect.poll(() => cells.nth(1).textContent()).toContain('Nome da pessoa amada: Pedro');
    expect(await cells.nth(1).textContent()).not.toContain(client);
    // The status cell: the status badge first, then what the store sent this order by WhatsApp (issue 35).
    const statusBadge = cells.nth(2).locator('.adm-badge').first();
    expect(await statusBadge.textContent()).toBe('Pendente');
    expect(await cells.nth(3).textContent()).toBe(`${storeDate(order.created_at)} ${storeTime(order.created_at)}`);
    const whatsappLink = row.getByRole('link', { name: /WhatsApp/ });
    expect(await whatsappLink.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/55${order.whatsapp.replace(/\D/g, '')}\\?text=`),
    );
    await filterButton(page, 'Todos', 1).waitFor();
    await filterButton(page, 'Pendentes', 1).waitFor();
    await filterButton(page, 'Pagos', 0).waitFor();

    const select = row.getByRole('combobox', { name: `Status do pedido de ${client}` });
    expect(await select.inputValue()).toBe('pending');
    const steps = [
      ['paid', 'Pago'],
      ['cancelled', 'Cancelado'],
      ['pending', 'Pendente'],
      ['paid', 'Pago'],
    ] as const;
    for (const [status, label] of steps) {
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/clientes/${order.id}/payment`) && r.request().method() === 'PUT',
      );
      await select.selectOption(status);
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(response.request().postData()).toContain(`payment_status=${status}`);
      const done = notice(page, `Status de ${client} alterado para ${label}.`);
      await done.waitFor();
      await dismissNotice(done);
      await statusBadge.filter({ hasText: label }).waitFor();
      expect((await ordersOf(ritual.id))[0]?.payment_status).toBe(status);
    }
    await filterButton(page, 'Pagos', 1).waitFor();
    await filterButton(page, 'Pendentes', 0).waitFor();

    // The "Pagos" filter shows it; "Pendentes" shows the empty state.
    await filterButton(page, 'Pendentes', 0).click();
    await page.getByText('Nenhum cliente encontrado').waitFor();
    await filterButton(page, 'Pagos', 1).click();
    await row.waitFor();

    // Kept on the server: a reload shows the last status.
    await openClientes(ritual.name, 1);
    expect(await orderRow(page, client).getByRole('combobox').inputValue()).toBe('paid');
  });

  it('bulk-cancels the pending orders of the search on the server after the warning', async () => {
    const ritual = await createRitual({ name: `Ritual da Limpeza ${uniqueTag()}` });
    const tag = uniqueTag();
    const pending = [
      await orderFor(ritual, `Ana Souza ${tag}`),
      await orderFor(ritual, `Bruno Lima ${tag}`),
      await orderFor(ritual, `Carla Dias ${tag}`),
    ];
    const paid = await orderFor(ritual, `Diego Alves ${tag}`);
    await setOrderStatus(paid.id, 'paid');
    await openClientes(ritual.name, 4);

    const bulk = page.getByRole('button', { name: /^Cancelar Pendentes/ });
    expect(await bulk.textContent()).toBe('Cancelar Pendentes (3)');
    // The view decides: with only paid orders in view there is nothing to cancel.
    await filterButton(page, 'Pagos', 1).click();
    await page.locator('.adm-result-count').filter({ hasText: '1 pedido encontrado' }).waitFor();
    expect(await bulk.count()).toBe(0);
    await filterButton(page, 'Todos', 4).click();
    await bulk.waitFor();

    // "Voltar" in the warning cancels nothing.
    const cancels: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/clientes/cancel-pending')) {
        cancels.push(request.postData() ?? '');
      }
    });
    await bulk.click();
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Cancelar pedidos pendentes');
    const warning = (await dialog.textContent()) ?? '';
    expect(warning).toContain('Tem certeza que deseja cancelar 3 pedidos pendentes?');
    expect(warning).toContain('Esta ação não pode ser desfeita: os clientes não poderão mais pagar por esses pedidos.');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(cancels).toEqual([]);

    // One call cancels every pending order of the search, on the server; the paid one is untouched.
    await bulk.click();
    await dialog.getByRole('button', { name: 'Sim, cancelar pedidos' }).click();
    await notice(page, '3 pedidos cancelados com sucesso.').waitFor();
    await bulk.waitFor({ state: 'detached' });
    await filterButton(page, 'Pendentes', 0).waitFor();
    expect(cancels.map((body) => JSON.parse(body))).toEqual([{ q: ritual.name, status: '' }]);
    const final = new Map((await ordersOf(ritual.id)).map((order) => [order.id, order.payment_status]));
    expect(pending.map((order) => final.get(order.id))).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(final.get(paid.id)).toBe('paid');
  });
});

describe('CSV exports', () => {
  let ritual: SeededRitual;
  let paidOrder: Awaited<ReturnType<typeof orderFor>>;
  let paidClient: string;
  let pendingClient: string;

  beforeAll(async () => {
    const tag = uniqueTag();
    ritual = await createRitual({
      name: `Ritual Amarração & Paixão ${tag}`,
      form_fields: [
        { name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text', required: true },
        { name: 'data_nascimento', label: 'Data de nascimento', type: 'date', required: false },
        { name: 'pedido', label: 'Seu pedido', type: 'textarea', required: false },
      ],
    });
    paidClient = `Helena Castro ${tag}`;
    pendingClient = `Silva; "Souza" ${tag}`;
    paidOrder = await orderFor(ritual, paidClient, { data_nascimento: '1990-03-15' });
    await setOrderStatus(paidOrder.id, 'paid');
    // A cell that starts like a formula, and a name with the separator and quotes in it.
    await orderFor(ritual, pendingClient, { nome_amor: '=HYPERLINK("http://x")' });
  });

  async function exportFrom(button: Locator): Promise<{ download: Download; raw: string }> {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    expect(await download.failure()).toBeNull();
    return { download, raw: await readFile(path, 'utf8') };
  }

  const fileName = () => `${ritual.name.replace(/[^a-zA-Z0-9]/g, '_')}_${storeStamp()}.csv`;

  it('Relatórios: exports the filtered report as UTF-8 CSV with BOM, ";" and the §9 columns', async () => {
    await page.goto('/admin/relatorios');
    await page.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor();
    await page.getByText('Selecione um ritual para gerar o relatório').waitFor();
    await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
    await page.locator('.adm-result-count').filter({ hasText: '2 clientes' }).waitFor();
    const preview = page.getByRole('region', { name: 'Prévia do relatório' });
    await preview.getByRole('cell', { name: 'Pedro', exact: true }).waitFor();

    const { download, raw } = await exportFrom(page.getByRole('button', { name: 'Exportar CSV' }));
    expect(download.suggestedFilename()).toBe(fileName());
    const csv = parseCsv(raw);
    expect(csv.bom).toBe(true);
    expect(csv.crlf).toBe(true);
    expect(raw.split('\r\n')[0]).toBe(
      '\uFEFFNome do Cliente;Nome do Amor;Data de Nascimento;WhatsApp;Status;Data da Compra;Hora da Compra;Ritual',
    );
    expect(csv.header).toEqual([
      'Nome do Cliente',
      'Nome do Amor',
      'Data de Nascimento',
      'WhatsApp',
      'Status',
      'Data da Compra',
      'Hora da Compra',
      'Ritual',
    ]);
    expect(csv.rows).toHaveLength(2);
    expect(csv.rows).toContainEqual([
      paidClient,
      'Pedro',
      '15/03/1990',
      paidOrder.whatsapp,
      'Pago',
      storeDate(paidOrder.created_at),
      storeTime(paidOrder.created_at),
      ritual.name,
    ]);
    const other = csv.rows.find((row) => row[0] === pendingClient);
    expect(other, 'the name with ";" and quotes survives the quoting').toBeDefined();
    expect(other?.[1]).toBe('\'=HYPERLINK("http://x")');
    expect(other?.[2]).toBe('Não informado');
    expect(other?.[4]).toBe('Pendente');

    // The status filter narrows the export too.
    await page.getByLabel('Status', { exact: true }).selectOption('paid');
    await page.locator('.adm-result-count').filter({ hasText: '1 cliente' }).waitFor();
    const paidOnly = parseCsv((await exportFrom(page.getByRole('button', { name: 'Exportar CSV' }))).raw);
    expect(paidOnly.rows.map((row) => row[0])).toEqual([paidClient]);
  });

  it('Envio de Vídeo: exports the paid clients with their WhatsApp links', async () => {
    await page.goto('/admin/envio-video');
    await page.getByRole('heading', { level: 1, name: 'Envio de Vídeo' }).waitFor();
    await page.getByLabel('Ritual', { exact: true }).selectOption({ label: ritual.name });
    // Status defaults to paid: only Helena.
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('paid');
    await page.locator('.adm-result-count').filter({ hasText: '1 cliente · 1 com WhatsApp' }).waitFor();
    await page.getByRole('button', { name: 'Copiar todos os links' }).waitFor();

    const { download, raw } = await exportFrom(page.getByRole('button', { name: 'Exportar CSV' }));
    expect(download.suggestedFilename()).toBe(fileName());
    const csv = parseCsv(raw);
    expect(csv.bom).toBe(true);
    expect(csv.header).toEqual(['Nome', 'WhatsApp', 'Status', 'Data', 'Ritual', 'Link WhatsApp']);
    expect(csv.rows).toHaveLength(1);
    const [name, phone, status, date, ritualName, link] = csv.rows[0]!;
    expect(name).toBe(paidClient);
    expect(phone).toBe(paidOrder.whatsapp);
    expect(status).toBe('Pago');
    expect(date).toBe(`${storeDate(paidOrder.created_at)} ${storeTime(paidOrder.created_at)}`);
    expect(ritualName).toBe(ritual.name);
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/55${paidOrder.whatsapp.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toContain(paidClient);
    expect(url.searchParams.get('text')).toContain(ritual.name);

    // Other statuses: no copy-all button.
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await page.locator('.adm-result-count').filter({ hasText: '2 clientes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Copiar todos os links' }).count()).toBe(0);
  });
});
