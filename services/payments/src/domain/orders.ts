import { status } from '@grpc/grpc-js';
import type { Order, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { type AsyncClient, DomainError, isServiceError, notFound } from '@ritual/runtime';

export const ORDER_NOT_FOUND = 'Pedido não encontrado';
export const ORDER_CANCELLED = 'Este pedido foi cancelado e não aceita mais pagamento';
const ORDERS_UNAVAILABLE = 'Serviço de pedidos indisponível. Tente novamente em instantes.';

export type OrderLookup = Pick<AsyncClient<typeof OrdersService>, 'getOrder'>;

export const orderCancelled = () => new DomainError(status.FAILED_PRECONDITION, ORDER_CANCELLED);

/** The order as the orders service knows it now. */
export async function fetchOrder(orders: OrderLookup, id: number): Promise<Order> {
  try {
    return await orders.getOrder({ id });
  } catch (err) {
    if (!isServiceError(err)) throw err;
    if (err.code === status.NOT_FOUND) throw notFound(ORDER_NOT_FOUND);
    if (err.code === status.UNAVAILABLE || err.code === status.DEADLINE_EXCEEDED) {
      throw new DomainError(status.UNAVAILABLE, ORDERS_UNAVAILABLE);
    }
    throw err;
  }
}
