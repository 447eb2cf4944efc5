import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, mockAdminApi, order, orderPagesRoute, renderAdmin, ritual } from '../../../test/admin-screens';
import { ClientesPage } from './clientes-page';

const paidByBank = order({
  id: 7,
  form_data: { nome_completo_fixo: 'Paula Reis' },
  payment_status: 'paid',
  created_at: '2025-06-06T15:00:00Z',
});
const latePaid = {
  ...order({ id: 8, form_data: { nome_completo_fixo: 'Rita Lopes' }, payment_status: 'paid' }),
  late_payment: true,
};
const pixPayment = (refund_status: string | null) => ({
  paid_through_psp: true,
  end_to_end_id: `E99999008202606061500${'a'.repeat(11)}`,
  amount: 49.9,
  paid_at: '2025-06-06T15:01:00Z',
  refund_status,
  refunded_at: refund_status ? '2025-06-07T10:00:00Z' : null,
});

function renderClientes(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/clientes': orderPagesRoute([paidByBank, latePaid]),
    'GET /api/rituais/admin': [ritual()],
    ...routes,
  });
  renderAdmin(<ClientesPage />, { path: '/admin/clientes' });
  return api;
}

describe('ClientesPage refunds of Pix the bank confirmed', () => {
  it('cancelling a PSP-paid order offers "Devolver o PIX", refunds in full and shows the refund', async () => {
    const api = renderClientes({
      'GET /api/clientes/7/pix-payment': pixPayment(null),
      'POST /api/clientes/7/pix-refund': pixPayment('EM_PROCESSAMENTO'),
    });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Status do pedido de Paula Reis' });

    await user.selectOptions(select, 'cancelled');
    const dialog = await screen.findByRole('alertdialog', { name: 'Devolver o PIX?' });
    expect(dialog).toHaveTextContent(/R\$\s49,90/);
    await user.click(within(dialog).getByRole('button', { name: 'Devolver o PIX' }));

    expect(await findNotice('PIX de Paula Reis devolvido ao cliente e pedido cancelado.')).toBeInTheDocument();
    expect(select).toHaveValue('cancelled');
    expect(screen.getByText('PIX em devolução')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clientes/7/pix-refund')).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/clientes/7/payment')).toHaveLength(0);
  });

  it('"Cancelar sem devolver" only changes the status', async () => {
    const api = renderClientes({
      'GET /api/clientes/7/pix-payment': pixPayment(null),
      'PUT /api/clientes/7/payment': { id: 7, payment_status: 'cancelled' },
    });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status do pedido de Paula Reis' }),
      'cancelled',
    );

    await user.click(await screen.findByRole('button', { name: 'Cancelar sem devolver' }));

    expect(await findNotice('Status de Paula Reis alterado para Cancelado.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clientes/7/pix-refund')).toHaveLength(0);
  });

  it('flags an order the bank paid after it had expired', async () => {
    renderClientes();

    expect(await screen.findByText('⚠️ Pago após expirar')).toBeInTheDocument();
  });

  it('shows in the receipts dialog the Pix the bank confirmed and its refund', async () => {
    renderClientes({
      'GET /api/clientes/7/pix-payment': pixPayment('DEVOLVIDO'),
      'GET /api/clientes/7/receipts': [],
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Ver comprovantes de Paula Reis/ }));

    const panel = await screen.findByRole('region', { name: 'Pagamento confirmado pelo banco' });
    expect(panel).toHaveTextContent(/Pago por PIX confirmado pelo banco — R\$\s49,90/);
    expect(panel).toHaveTextContent('Devolução: PIX devolvido');
  });
});
