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
    /** Seals each order's token so its lasting link can be sent by WhatsApp (README, WhatsApp). */
    ORDER_LINK_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  })
  .extend(paymentWindowEnv.shape)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.ORDER_LINK_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_LINK_KEY'],
        message: 'needed when NODE_ENV=production: the key that keeps each order link (at least 32 characters)',
      });
    }
  });

export type OrdersEnv = ReturnType<typeof loadOrdersEnv>;

export function loadOrdersEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('orders', ordersEnv, env);
}
