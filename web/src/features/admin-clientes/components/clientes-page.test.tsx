import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  findNotice,
  formBody,
  jsonResponse,
  mockAdminApi,
  order,
  orderPagesRoute,
  renderAdmin,
  ritual,
} from '../../../test/admin-screens';
import { ClientesPage } from './clientes-page';

const orders = [
  order({
    id: 1,
    form_data: { nome_completo_fixo: 'Maria da Silva', whatsapp_contato: '(11) 98765-4321', nome_amor: 'João' },
    payment_status: 'pending',
    created_at: '2025-06-06T15:00:00Z',
  }),
  order({
    id: 2,
    form_data: { nome: 'Ana Souza' },
    whatsapp: '',
    ritual_id: 2,
    ritual_name: 'Prosperidade',
    payment_status: 'paid',
    created_at: '2025-06-05T15:00:00Z',
  }),
  order({
    id: 3,
    form_data: { nome_completo_fixo: 'Carla Dias', telefone: '(21) 98888-7777' },
    payment_status: 'pending',
    created_at: '2025-06-04T15:00:00Z',
  }),
  order({
    id: 4,
    form_data: { nome_completo_fixo: 'Bruno Lima' },
    payment_status: 'cancelled',
    created_at: '2025-06-03T15:00:00Z',
  }),
];

function renderClientes(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/clientes': orderPagesRoute(orders),
    'GET /api/rituais/admin': [ritual()],
    ...routes,
  });
  renderAdmin(<ClientesPage />, { path: '/admin/clientes' });
  return api;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ClientesPage', () => {
  it('lists the orders in a table with the six columns of spec §2', async () => {
    const api = renderClientes();
    expect(await screen.findByRole('rowheader', { name: /Maria da Silva/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cliente', 'Ritual', 'Dados', 'Status', 'Data', 'Ações']);
    const maria = rows()[0]!;
    expect(maria).toHaveTextContent('(11) 98765-4321');
    expect(maria).toHaveTextContent('Nome da pessoa amada: João');
    expect(maria).toHaveTextContent('06/06/2025 12:00');
    expect(within(maria).getByText('Pendente', { selector: '.adm-badge' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/clientes')[0]?.headers.get('authorization')).toBe('Bearer token-valido');
  });

  it('filters by status with counts and says how many were found', async () => {
    renderClientes();
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: /Maria/ });
    expect(screen.getByRole('button', { name: 'Todos (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 pedidos encontrados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pendentes (2)' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Pagos (1)' }));
    expect(await screen.findByText('1 pedido encontrado')).toBeInTheDocument();
  });

  it('searches client or ritual names on the server and counts what it found', async () => {
    const api = renderClientes();
    await screen.findByRole('rowheader', { name: /Maria/ });
    // One change event per search, as a paste would make: the server is asked once typing pauses.
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'prosper' } });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 3000 });
    expect(rows()[0]).toHaveTextContent('Ana Souza');
    expect(screen.getByRole('button', { name: 'Todos (1)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'ninguém' } });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/clientes').at(-1)?.query.get('q')).toBe('ninguém');
  });

  it('changes an order to any status with a form-encoded PUT', async () => {
    const api = renderClientes({ 'PUT /api/clientes/4/payment': { id: 4, payment_status: 'paid' } });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Status do pedido de Bruno Lima' });
    await user.selectOptions(select, 'paid');
    expect(await findNotice('Status de Bruno Lima alterado para Pago.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT', '/api/clientes/4/payment');
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(formBody(call?.body)).toEqual({ payment_status: 'paid' });
    expect(select).toHaveValue('paid');
    expect(screen.getByRole('button', { name: 'Pagos (2)' })).toBeInTheDocument();
  });

  it('keeps the old status and says so when the change fails', async () => {
    renderClientes({ 'PUT /api/clientes/1/payment': jsonResponse(500, {}) });
    const select = await screen.findByRole('combobox', { name: 'Status do pedido de Maria da Silva' });
    await userEvent.setup().selectOptions(select, 'cancelled');
    expect(await findNotice('Erro ao atualizar status de pagamento')).toBeInTheDocument();
    expect(select).toHaveValue('pending');
  });

  it('links WhatsApp with 55 and the number, and warns when an order has none', async () => {
    renderClientes();
    const link = await screen.findByRole('link', { name: /WhatsApp de Maria da Silva/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.setup().click(screen.getByRole('button', { name: /WhatsApp de Ana Souza/ }));
    expect(await findNotice('WhatsApp não informado')).toBeInTheDocument();
  });

  it('links each client with a WhatsApp to the privacy desk of that number, and no other', async () => {
    renderClientes();

    const maria = await screen.findByRole('link', { name: 'Dados pessoais (LGPD) de Maria da Silva' });
    const carla = screen.getByRole('link', { name: 'Dados pessoais (LGPD) de Carla Dias' });

    expect(maria).toHaveAttribute('href', `/admin/privacidade?whatsapp=${encodeURIComponent('(11) 98765-4321')}`);
    expect(carla).toHaveAttribute('href', `/admin/privacidade?whatsapp=${encodeURIComponent('(21) 98888-7777')}`);
    expect(screen.queryByRole('link', { name: /Dados pessoais \(LGPD\) de Ana Souza/ })).not.toBeInTheDocument();
  });

  it('bulk-cancels the pending orders of the filter on the server after the warning', async () => {
    const api = renderClientes({
      'POST /api/clientes/cancel-pending': { cancelled: 2, message: '2 pedidos cancelados' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar Pendentes (2)' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar pedidos pendentes' });
    expect(dialog).toHaveTextContent('Esta ação não pode ser desfeita');
    expect(dialog).toHaveTextContent('os clientes não poderão mais pagar');
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar pedidos' }));

    expect(await findNotice('2 pedidos cancelados com sucesso.')).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/clientes/cancel-pending');
    expect(JSON.parse(String(call?.body))).toEqual({ q: '', status: '' });
    expect(api.calls.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows one page at a time and moves between pages', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      order({ id: index + 1, form_data: { nome_completo_fixo: `Cliente ${index + 1}` } }),
    );
    const api = mockAdminApi({ 'GET /api/clientes': orderPagesRoute(many), 'GET /api/rituais/admin': [ritual()] });
    renderAdmin(<ClientesPage pageSize={3} />, { path: '/admin/clientes' });
    const user = userEvent.setup();

    await screen.findByRole('rowheader', { name: /Cliente 3/ });
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('5 pedidos encontrados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima →' }));
    await screen.findByText('Página 2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Cliente 4');
    expect(screen.getByText('5 pedidos encontrados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Anterior' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.callsTo('GET', '/api/clientes').map((call) => call.query.get('cursor') ?? '')).toEqual(['', '3', '']);
  });

  it('backing out of the warning cancels nothing', async () => {
    const api = renderClientes();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar Pendentes (2)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('hides the bulk button when no pending order is in view', async () => {
    renderClientes();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pagos (1)' }));
    expect(screen.queryByRole('button', { name: /Cancelar Pendentes/ })).not.toBeInTheDocument();
  });

  it('shows the receipts an order received, with verdict, reason and a link to the file', async () => {
    renderClientes({
      'GET /api/clientes/1/receipts/7/file': { url: 'https://files.example/pix.jpg?fresh' },
      'GET /api/clientes/1/receipts': [
        {
          id: 7,
          original_name: 'pix.jpg',
          content_type: 'image/jpeg',
          verification_status: 'rejected',
          verification_reason: 'Valor diferente do pedido',
          provider: 'gemini',
          created_at: '2025-06-06T15:10:00Z',
          file_url: 'https://files.example/pix.jpg',
          reviewed_by: 'operadora',
          reviewed_at: '2025-06-06T16:20:00Z',
          review_note: 'Valor diferente do pedido',
        },
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /comprovantes de Maria da Silva/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprovantes — Maria da Silva' });
    expect(await within(dialog).findByText('Rejeitado')).toBeInTheDocument();
    expect(within(dialog).getByText(/Recusado na análise manual por/)).toHaveTextContent(
      'Recusado na análise manual por operadora em 06/06/2025 13:20 · Motivo: Valor diferente do pedido',
    );
    expect(within(dialog).getByText('Valor diferente do pedido')).toBeInTheDocument();
    // The file opens through the gateway's audited link (receipt.view), in a tab opened at the click.
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: /Abrir arquivo/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('https://files.example/pix.jpg?fresh'));
    expect(tab.opener).toBeNull();
  });

  it('shows each order’s WhatsApp messages (✓, ✓✓, lida, falhou with the reason) and an opt-out, asking once for the page', async () => {
    const message = (id: number, kind: string, state: string, extra: Record<string, unknown> = {}) => ({
      id,
      order_id: 1,
      kind,
      step: 0,
      recipient: '5511987654321',
      template_name: kind,
      state,
      error_code: null,
      error_title: null,
      due_at: `2025-06-06T15:0${id}:00Z`,
      sent_at: `2025-06-06T15:0${id}:01Z`,
      status_at: null,
      ...extra,
    });
    const api = renderClientes({
      'GET /api/whatsapp/messages': [
        {
          order_id: 1,
          opted_out: false,
          messages: [
            message(4, 'pix_lembrete', 'failed', {
              step: 2,
              error_code: 131026,
              error_title: 'Número sem WhatsApp',
            }),
            message(1, 'pedido_recebido', 'read'),
            message(2, 'pix_lembrete', 'delivered', { step: 1 }),
            message(3, 'pagamento_aprovado', 'sent'),
            message(5, 'pix_lembrete', 'cancelled', { step: 3, error_title: 'Pedido pago' }),
          ],
        },
        { order_id: 3, opted_out: true, messages: [] },
      ],
    });

    const log = await screen.findByRole('list', { name: 'Mensagens do WhatsApp de Maria da Silva' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pedido recebido 06/06/2025 12:01 lida',
      'Lembrete de PIX 1 06/06/2025 12:02 ✓✓entregue',
      'Pagamento aprovado 06/06/2025 12:03 ✓enviada',
      'Lembrete de PIX 2 06/06/2025 12:04 falhou: Número sem WhatsApp',
    ]);
    expect(within(rows()[2]!).getByText('saiu das mensagens')).toBeInTheDocument();
    expect(within(rows()[1]!).queryByRole('list', { name: /Mensagens do WhatsApp/ })).not.toBeInTheDocument();
    const calls = api.callsTo('GET', '/api/whatsapp/messages');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('order_ids')).toBe('1,2,3,4');
  });

  it('when WhatsApp is not configured (503), the rows show nothing new', async () => {
    const api = renderClientes({
      'GET /api/whatsapp/messages': jsonResponse(503, { detail: 'WhatsApp não configurado' }),
    });

    await screen.findByRole('rowheader', { name: /Maria da Silva/ });
    await waitFor(() => expect(api.callsTo('GET', '/api/whatsapp/messages')).toHaveLength(1));
    expect(screen.queryByRole('list', { name: /Mensagens do WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByText('saiu das mensagens')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('asks for the messages of each page’s orders as the pages change', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      order({ id: index + 1, form_data: { nome_completo_fixo: `Cliente ${index + 1}` } }),
    );
    const api = mockAdminApi({
      'GET /api/clientes': orderPagesRoute(many),
      'GET /api/rituais/admin': [ritual()],
      'GET /api/whatsapp/messages': [],
    });
    renderAdmin(<ClientesPage pageSize={3} />, { path: '/admin/clientes' });
    const user = userEvent.setup();

    await screen.findByRole('rowheader', { name: /Cliente 3/ });
    await user.click(screen.getByRole('button', { name: 'Próxima →' }));
    await screen.findByRole('rowheader', { name: /Cliente 5/ });

    await waitFor(() =>
      expect(api.callsTo('GET', '/api/whatsapp/messages').map((call) => call.query.get('order_ids'))).toEqual([
        '1,2,3',
        '4,5',
      ]),
    );
  });

  it('a failed list load is only logged: the page shows the empty state', async () => {
    renderClientes({ 'GET /api/clientes': jsonResponse(500, {}) });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
  });
});
