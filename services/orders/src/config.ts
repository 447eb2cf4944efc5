import {
  baseServiceEnv,
  busEnv,
  databaseEnv,
  grpcAddress,
  loadConfig,
  paymentWindowEnv,
  storageEnv,
} from '@ritual/runtime';
import { z } from 'zod';

export const ordersEnv = baseServiceEnv
  .extend(databaseEnv.shape)
  .extend(busEnv.shape)
  .extend(storageEnv.shape)
  .extend({
    CATALOG_ADDR: grpcAddress.default('127.0.0.1:50051'),
    PHOTO_SWEEP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 60_000),
    /** How often unpaid orders past ORDER_PAYMENT_TTL are looked for. */
    ORDER_EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  })
  .extend(paymentWindowEnv.shape);

export type OrdersEnv = ReturnType<typeof loadOrdersEnv>;

export function loadOrdersEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('orders', ordersEnv, env);
}
