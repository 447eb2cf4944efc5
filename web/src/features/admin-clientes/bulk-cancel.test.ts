import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { clientName } from '../admin-common/orders';
import { order } from '../admin-common/test-utils';
import { type BulkCancelResult, bulkCancelMessage, cancelPendingOrders } from './bulk-cancel';
import { countByStatus, matchesSearch, orderDataEntries, orderWhatsApp } from './order-view';

describe('cancelPendingOrders (spec §4 bulk cancel)', () => {
  const orders = [
    order({ id: 1, payment_status: 'pending' }),
    order({ id: 2, payment_status: 'paid' }),
    order({ id: 3, payment_status: 'pending' }),
    order({ id: 4, payment_status: 'cancelled' }),
    order({ id: 5, payment_status: 'pending' }),
  ];

  it('cancels only the pending orders and tolerates individual failures', async () => {
    const cancel = vi.fn(async (id: string | number) => {
      if (id === 3) throw new ApiError(500, 'Falha');
    });
    const result = await cancelPendingOrders(orders, cancel);
    expect(cancel.mock.calls.map(([id]) => id).sort()).toEqual([1, 3, 5]);
    expect(result).toMatchObject({ cancelled: 2, failed: 1, unreachable: 0 });
    expect(result.cancelledIds.sort()).toEqual([1, 5]);
  });

  it('never runs more calls at once than asked', async () => {
    let running = 0;
    let peak = 0;
    const many = Array.from({ length: 10 }, (_, index) => order({ id: index, payment_status: 'pending' }));
    await cancelPendingOrders(
      many,
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
      },
      3,
    );
    expect(peak).toBe(3);
  });

  const result = (cancelled: number, failed: number, unreachable = 0): BulkCancelResult => ({
    cancelled,
    failed,
    unreachable,
    cancelledIds: [],
  });
  it.each([
    [result(3, 0), 'success', '3 pedidos cancelados com sucesso.'],
    [result(1, 0), 'success', '1 pedido cancelado com sucesso.'],
    [result(2, 1), 'error', '2 pedidos cancelados com sucesso. 1 pedido falhou; tente novamente.'],
    [result(1, 2), 'error', '1 pedido cancelado com sucesso. 2 pedidos falharam; tente novamente.'],
    [result(0, 2), 'error', 'Erro ao cancelar pedidos. Tente novamente.'],
    [result(0, 2, 2), 'error', 'Erro ao cancelar pedidos. Verifique sua conexão e tente novamente.'],
  ])('%o → %s "%s"', (outcome, kind, text) => {
    expect(bulkCancelMessage(outcome)).toEqual({ kind, text });
  });
});

describe('order view helpers (Clientes)', () => {
  it.each([
    [{ nome_completo_fixo: 'A', nome: 'B' }, 'A'],
    [{ nome_completo_fixo: ' ', nome: 'B' }, 'B'],
    [{ nome_cliente: 'C', nome_completo: 'D' }, 'C'],
    [{ nome_completo: 'D', name: 'E' }, 'D'],
    [{ name: 'E' }, 'E'],
    [{ outro: 'x' }, 'Nome não informado'],
  ])('client name of %o is %s', (formData, expected) => {
    expect(clientName({ form_data: formData })).toBe(expected);
  });

  it.each([
    ['maria', true],
    ['MARIA', true],
    ['amarracao', true],
    ['Amarração', true],
    ['joão', false],
    ['', true],
  ])('search %j matches Maria / Amarração do Amor: %s', (query, expected) => {
    expect(matchesSearch(order(), query)).toBe(expected);
  });

  it('reads the WhatsApp from the order, then from the form', () => {
    expect(orderWhatsApp(order({ whatsapp: '(21) 9' }))).toBe('(21) 9');
    expect(orderWhatsApp(order({ whatsapp: '', form_data: { telefone: '(31) 3' } }))).toBe('(31) 3');
    expect(orderWhatsApp(order({ whatsapp: null, form_data: {} }))).toBe('');
  });

  it('lists the other filled fields with the ritual labels, without the name and the WhatsApp', () => {
    const entries = orderDataEntries(
      order({
        form_data: {
          nome_completo_fixo: 'Maria',
          whatsapp_contato: '(11) 9',
          nome_amor: 'João',
          data_x: '',
          cidade_natal: 'Recife',
        },
      }),
      [{ name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text' }],
    );
    expect(entries).toEqual([
      { key: 'nome_amor', label: 'Nome da pessoa amada', value: 'João' },
      { key: 'cidade_natal', label: 'Cidade natal', value: 'Recife' },
    ]);
  });

  it('counts by status', () => {
    expect(
      countByStatus([
        order({ payment_status: 'paid' }),
        order({ payment_status: 'pending' }),
        order({ payment_status: 'cancelled' }),
      ]),
    ).toEqual({ all: 3, pending: 1, paid: 1 });
  });
});
