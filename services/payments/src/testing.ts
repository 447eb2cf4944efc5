import { status } from '@grpc/grpc-js';
import { type Order, OrdersService } from '@ritual/proto/ritual/v1/orders';
import {
  type AsyncService,
  createLogger,
  DomainError,
  notFound,
  permissionDenied,
  registration,
  type ServiceDefinition,
  startGrpcServer,
} from '@ritual/runtime';

/**
 * A throwaway gRPC server for tests that answers the given methods and UNIMPLEMENTED for the rest,
 * standing in for a service the code under test calls.
 */
export async function startFakeService<D extends ServiceDefinition>(
  name: string,
  definition: D,
  methods: Partial<AsyncService<D>>,
): Promise<{ address: string; stop(): Promise<void> }> {
  const implementation = Object.fromEntries(
    Object.keys(definition).map((method) => [
      method,
      methods[method] ??
        (async () => {
          throw new DomainError(status.UNIMPLEMENTED, `${name}.${method} is not faked`);
        }),
    ]),
  ) as AsyncService<D>;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('fake', 'silent'),
    services: [registration(name, definition, implementation)],
  });
  return { address: `127.0.0.1:${server.port}`, stop: () => server.drain(100) };
}

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
    ...fields,
  };
}

/** Orders.GetOrder and Orders.AuthorizeOrder over a fixed set of orders, each with its token. */
export function startFakeOrders(orders: Array<{ order: Order; token: string }>) {
  const byId = new Map(orders.map((entry) => [entry.order.id, entry]));
  return startFakeService('ritual.v1.Orders', OrdersService, {
    getOrder: async ({ id }) => {
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
}
