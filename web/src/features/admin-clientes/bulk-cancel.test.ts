import { describe, expect, it } from 'vitest';
import { order } from '../../test/admin-screens';
import { clientName } from '../admin-common/orders';
import { type BulkCancelResult, bulkCancelMessage } from './bulk-cancel';
import { orderDataEntries, orderWhatsApp } from './order-view';

describe('bulkCancelMessage (spec §4 bulk cancel)', () => {
  const result = (cancelled: number, failed: number, unreachable = 0): BulkCancelResult => ({
    cancelled,
    failed,
    unreachable,
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

  it('reads the WhatsApp from the order, then from the form', () => {
    expect(orderWhatsApp(order({ whatsapp: '(21) 9' }))).toBe('(21) 9');
    expect(orderWhatsApp(order({ whatsapp: '', form_data: { telefone: '(31) 3' } }))).toBe('(31) 3');
    expect(orderWhatsApp(order({ whatsapp: '', form_data: {} }))).toBe('');
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
});
