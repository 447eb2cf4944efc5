import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findNotice, mockAdminApi, order, orderPagesRoute, renderAdmin, ritual } from '../../../test/admin-screens';
import { ReportsPage } from './reports-page';

let files: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  files = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:x';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
});

async function renderReports() {
  const api = mockAdminApi({
    'GET /api/rituais/admin': [ritual()],
    // Newest first, as the server answers: Ana's order is the more recent one.
    'GET /api/clientes': orderPagesRoute([
      order({ id: 2, form_data: { nome: 'Ana' }, payment_status: 'pending' }),
      order({
        id: 1,
        form_data: {
          nome_completo_fixo: 'Maria',
          nome_amor: 'João',
          data_nascimento: '1990-03-15',
          whatsapp_contato: '(11) 98765-4321',
        },
        payment_status: 'paid',
        created_at: '2025-06-06T02:30:00Z',
      }),
    ]),
    'GET /api/clientes/export': () =>
      new Response('\uFEFFNome do Cliente\r\n', { headers: { 'Content-Type': 'text/csv' } }),
  });
  renderAdmin(<ReportsPage />, { path: '/admin/relatorios' });
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Amarração do Amor' });
  await user.selectOptions(screen.getByLabelText('Ritual'), 'Amarração do Amor');
  return Object.assign(user, { api });
}

describe('ReportsPage (Relatórios)', () => {
  it('previews the §9 columns with the §3 lookups', async () => {
    const user = await renderReports();
    const table = await screen.findByRole('table');
    const [header, ana, maria] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(
      'Nome do ClienteNome do AmorData de NascimentoWhatsAppStatusData da CompraHora da CompraRitual',
    );
    expect(maria).toHaveTextContent('MariaJoão15/03/1990(11) 98765-4321Pago05/06/202523:30Amarração do Amor');
    expect(ana).toHaveTextContent('AnaNão informadoNão informadoNão informadoPendente');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pagos');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('downloads the server CSV and builds a real .xlsx, both named after the ritual', async () => {
    const user = await renderReports();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await vi.waitFor(() => expect(files).toHaveLength(2));
    expect(files[0]?.name).toMatch(/^Amarra__o_do_Amor_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[1]?.name).toMatch(/^Amarra__o_do_Amor_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const zip = new Uint8Array(await files[1]!.blob.arrayBuffer());
    expect(String.fromCharCode(zip[0]!, zip[1]!)).toBe('PK');
  });

  it('asks the pages of the Excel file with download=xlsx, so the server records the download', async () => {
    const user = await renderReports();
    await screen.findByRole('table');
    const before = user.api.callsTo('GET', '/api/clientes').length;

    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await vi.waitFor(() => expect(files).toHaveLength(1));

    const pages = user.api.callsTo('GET', '/api/clientes').slice(before);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((call) => call.query.get('download') === 'xlsx')).toBe(true);
    const previews = user.api.callsTo('GET', '/api/clientes').slice(0, before);
    expect(previews.some((call) => call.query.has('download'))).toBe(false);
  });

  it('refuses to export nothing', async () => {
    const user = await renderReports();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelados');
    await screen.findByText('Nenhum cliente encontrado');
    await user.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    expect(await findNotice('Nenhum cliente para exportar')).toBeInTheDocument();
  });
});
