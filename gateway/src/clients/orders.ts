import { OrdersService } from '@ritual/proto/ritual/v1/orders';
import { createClient } from '@ritual/runtime';

export const createOrdersClient = (address: string) => createClient(OrdersService, address);
export type OrdersClient = ReturnType<typeof createOrdersClient>;
