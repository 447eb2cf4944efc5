import { hostname } from 'node:os';
import { busEnv, grpcAddress, loadConfig } from '@ritual/runtime';
import { z } from 'zod';

export const gatewayEnv = busEnv.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  CATALOG_ADDR: grpcAddress.default('127.0.0.1:50051'),
  ORDERS_ADDR: grpcAddress.default('127.0.0.1:50052'),
  PAYMENTS_ADDR: grpcAddress.default('127.0.0.1:50053'),
  IDENTITY_ADDR: grpcAddress.default('127.0.0.1:50054'),
  SITE_CONFIG_ADDR: grpcAddress.default('127.0.0.1:50055'),
  REPORTING_ADDR: grpcAddress.default('127.0.0.1:50056'),
  /** The messaging service (WhatsApp, issue 35); without it the WhatsApp routes answer 503 and the rest works. */
  MESSAGING_ADDR: z.preprocess((value) => value || undefined, grpcAddress.optional()),
  WEB_DIST: z.string().optional(),
  VITE_DEV_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  STORE_TIMEZONE: z.string().default('America/Sao_Paulo'),
  /** Longest a public read may lag a change whose event was lost; 0 turns the cache off. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** NATS KV bucket holding the login limits every replica shares (used when NATS_URL is set). */
  LOGIN_LIMITS_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('gateway_login_limits'),
  /** The file storage as browsers reach it (the panel shows receipts from its links); see services/runtime. */
  S3_PUBLIC_URL: z.preprocess((value) => value || undefined, z.string().url().optional()),
  S3_ENDPOINT: z.preprocess((value) => value || undefined, z.string().url().optional()),
  /** The store's address as shared links carry it (https://loja.exemplo.com.br); default: each request's host. */
  PUBLIC_ORIGIN: z.preprocess(
    (value) => value || undefined,
    z
      .string()
      .url()
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  /** The backup agent's status file (deploy/local writes it); without it the panel says backups are off. */
  BACKUP_STATUS_FILE: z.preprocess((value) => value || undefined, z.string().optional()),
  /** Names this replica's own durable for the change events; unique per replica (the pod name). */
  GATEWAY_REPLICA_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default(hostname().replace(/[^A-Za-z0-9_-]/g, '_')),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig('gateway', gatewayEnv, env);
}
