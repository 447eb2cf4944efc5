import { baseServiceEnv, busEnv, databaseEnv, grpcAddress, loadConfig, storageEnv } from '@ritual/runtime';
import { z } from 'zod';

const paymentsOwnEnv = z.object({
  ORDERS_ADDR: grpcAddress.default('127.0.0.1:50052'),
  SITE_CONFIG_ADDR: grpcAddress.default('127.0.0.1:50055'),
  // BR Code field 60 (merchant city): at most 15 characters.
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15).default('SAO PAULO'),
});

const paymentsEnv = baseServiceEnv
  .extend(databaseEnv.shape)
  .extend(busEnv.shape)
  .extend(storageEnv.shape)
  .extend(paymentsOwnEnv.shape);

export type PaymentsEnv = ReturnType<typeof loadPaymentsEnv>;

export function loadPaymentsEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('payments', paymentsEnv, env);
}
