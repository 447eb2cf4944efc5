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
import { pspEnv, pspSettings } from './psp/psp-env.js';

const paymentsOwnEnv = z.object({
  ORDERS_ADDR: grpcAddress.default('127.0.0.1:50052'),
  SITE_CONFIG_ADDR: grpcAddress.default('127.0.0.1:50055'),
  // BR Code field 60 (merchant city): at most 15 characters.
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15).default('SAO PAULO'),
  // A vision model reads receipts too when a key is set; any OpenAI-compatible server through the base URL.
  OPENAI_API_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_BASE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().url().optional()),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
});

export const paymentsEnv = baseServiceEnv
  .extend(databaseEnv.shape)
  .extend(busEnv.shape)
  .extend(storageEnv.shape)
  .extend(paymentsOwnEnv.shape)
  .extend(paymentWindowEnv.shape)
  .extend(pspEnv.shape);

/** The PSP settings are checked as a whole, so each bad or missing one is named with the rest at start. */
const paymentsConfig = paymentsEnv.transform((env, ctx) => ({
  ...env,
  psp: pspSettings(env, (variable, message) =>
    ctx.issues.push({ code: 'custom', path: [variable], message, input: env[variable as keyof typeof env] }),
  ),
}));

export type PaymentsEnv = ReturnType<typeof loadPaymentsEnv>;

export function loadPaymentsEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('payments', paymentsConfig, env);
}
