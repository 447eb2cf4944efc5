import { type Order, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { notFound, permissionDenied } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';

export function fakeOrder(fields: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    ritual_id: 1,
    ritual_name: 'Ritual do Amor',
    form_data: { nome_completo_fixo: 'Maria Silva' },
    whatsapp: '(11) 98888-7777',
    payment_status: 'pending',
    created_at: '2026-03-10T15:00:00.000Z',
    ritual_price: '49.90',
    commission_type: 'percentage',
    commission_value: '10.00',
    photos: [],
    requires_payment: true,
    payment_expires_at: '2026-03-11T15:00:00.000Z',
    expired: false,
    late_payment: false,
    ...fields,
  };
}

/** Orders.GetOrder and Orders.AuthorizeOrder over a fixed set of orders, each with its token; counts the GetOrders. */
export async function startFakeOrders(orders: Array<{ order: Order; token: string }>) {
  const byId = new Map(orders.map((entry) => [entry.order.id, entry]));
  let reads = 0;
  const service = await startFakeService('ritual.v1.Orders', OrdersService, {
    getOrder: async ({ id }) => {
      reads++;
      const entry = byId.get(id);
      if (!entry) throw notFound('Pedido não encontrado');
      return entry.order;
    },
    authorizeOrder: async ({ id, order_token }) => {
      const entry = byId.get(id);
      if (!entry || entry.token !== order_token) throw permissionDenied('Token do pedido inválido');
      return entry.order;
    },
  });
  return { ...service, reads: () => reads };
}
