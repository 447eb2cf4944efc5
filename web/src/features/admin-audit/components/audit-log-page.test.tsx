import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findNotice, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { jsonResponse, type RecordedCall } from '../../../test/mock-api';
import type { AuditEntry } from '../api/audit-log-api';
import { AuditLogPage } from './audit-log-page';

const entry = (id: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: 'ana',
  action: 'data_subject.erase',
  subject: '(11) 98765-4321',
  detail: `pedidos ${id}; 0 mensagens`,
  ip: '203.0.113.7',
  created_at: '2026-03-05T15:04:00.000Z',
  ...fields,
});

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

describe('AuditLogPage (Auditoria)', () => {
  it('lists each entry with date and time, admin, action label, person, detail and IP', async () => {
    mockAdminApi({
      'GET /api/audit-log': {
        items: [
          entry(2, { action: 'receipt.view', detail: 'pedido 42: comprovante 7 (comprovante.pdf) aberto' }),
          entry(1, { actor: 'sistema', action: 'retention.run', subject: 'orders', ip: '' }),
        ],
        next_before_id: null,
      },
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });

    const table = await screen.findByRole('table');
    const [header, view, run] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('Data e horaAdministradorAçãoTitularDetalheIP');
    expect(view).toHaveTextContent(
      '05/03/2026 12:04ana' +
        'Visualização de comprovante(11) 98765-4321pedido 42: comprovante 7 (comprovante.pdf) aberto203.0.113.7',
    );
    expect(run).toHaveTextContent('sistemaExecução da retençãoorders');
    expect(within(run!).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('sends the filters to the server and lists what it answers', async () => {
    const api = mockAdminApi({
      'GET /api/audit-log': ({ query }: RecordedCall) => ({
        items: query.get('person') ? [entry(9, { detail: 'filtrado' })] : [entry(1)],
        next_before_id: null,
      }),
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Titular (WhatsApp)'), '11 98765 4321');
    await user.type(screen.getByLabelText('Administrador'), 'ana');
    await user.selectOptions(screen.getByLabelText('Ação'), 'Eliminação de dados');
    await user.type(screen.getByLabelText('De'), '2026-03-01');
    await user.type(screen.getByLabelText('Até'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByText('filtrado')).toBeInTheDocument();
    const last = api.callsTo('GET', '/api/audit-log').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      person: '11 98765 4321',
      actor: 'ana',
      action: 'data_subject.erase',
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '50',
    });
  });

  it('lists every audited action in the action filter by its pt-BR label', async () => {
    mockAdminApi({ 'GET /api/audit-log': { items: [], next_before_id: null } });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });

    const select = await screen.findByLabelText('Ação');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todas',
      'Consulta de titular',
      'Exportação de dados',
      'Eliminação de dados',
      'Revogação de consentimento',
      'Correção de dados',
      'Resposta a pedido de titular',
      'Download de relatório',
      'Visualização de comprovante',
      'Configuração de retenção',
      'Execução da retenção',
      'Exportação da auditoria',
    ]);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const api = mockAdminApi({ 'GET /api/audit-log': { items: [entry(1)], next_before_id: null } });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('De'), '2026-03-10');
    await user.type(screen.getByLabelText('Até'), '2026-03-01');

    expect(screen.getByText('A data final deve ser igual ou posterior à inicial.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/audit-log')).toHaveLength(1);
  });

  it('loads older entries with "Carregar mais" from the last page’s before_id', async () => {
    const api = mockAdminApi({
      'GET /api/audit-log': ({ query }: RecordedCall) =>
        query.get('before_id') === '51'
          ? { items: [entry(50, { detail: 'mais antigo' })], next_before_id: null }
          : { items: [entry(52), entry(51)], next_before_id: 51 },
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByText('mais antigo')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/audit-log').at(-1)!.query.get('before_id')).toBe('51');
  });

  it('exports the CSV of the current filters', async () => {
    const api = mockAdminApi({
      'GET /api/audit-log': ({ query }: RecordedCall) =>
        query.get('format') === 'csv'
          ? new Response('\uFEFFData e hora;Administrador\r\n', { headers: { 'Content-Type': 'text/csv' } })
          : { items: [entry(1)], next_before_id: null },
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Ação'), 'Download de relatório');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^auditoria_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]!.blob.text()).toContain('Data e hora;Administrador');
    const exported = api.calls.find((call) => call.query.get('format') === 'csv')!;
    expect(Object.fromEntries(exported.query)).toEqual({ action: 'report.download', format: 'csv' });
  });

  it('shows the server’s reason when the list cannot be read', async () => {
    mockAdminApi({
      'GET /api/audit-log': () => jsonResponse(400, { detail: 'Data inválida: use o formato AAAA-MM-DD' }),
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });

    expect(await screen.findByText('Data inválida: use o formato AAAA-MM-DD')).toHaveAttribute('role', 'alert');
  });

  it('tells when the export fails', async () => {
    mockAdminApi({
      'GET /api/audit-log': ({ query }: RecordedCall) =>
        query.get('format') === 'csv'
          ? jsonResponse(503, { detail: 'Serviço temporariamente indisponível' })
          : { items: [entry(1)], next_before_id: null },
    });
    renderAdmin(<AuditLogPage />, { path: '/admin/auditoria' });
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));

    expect(await findNotice('Serviço temporariamente indisponível')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });
});
