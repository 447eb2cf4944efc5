import { grpcAddress, loadConfig } from '@ritual/runtime';
import { z } from 'zod';

export const gatewayEnv = z.object({
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
  WEB_DIST: z.string().optional(),
  VITE_DEV_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig('gateway', gatewayEnv, env);
}
