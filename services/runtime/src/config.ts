import { z } from 'zod';

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

/** Variables every service reads. Each service extends this with its own. */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port,
  /** Prometheus `/metrics`; unset → GRPC_PORT + 1000, 0 → random. */
  METRICS_PORT: port.optional(),
  STORE_TIMEZONE: z.string().default('America/Sao_Paulo'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export const databaseEnv = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  /** Connections each replica may hold; README, Operations, sizes them against PostgreSQL's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export const busEnv = z.object({
  NATS_URL: optionalUrl,
  /** The durable PostgreSQL bus (embedded mode) when NATS_URL is unset. */
  BUS_DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
  EVENT_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('RITUAL_EVENTS'),
  EVENT_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('ritual'),
});

export const storageEnv = z.object({
  S3_ENDPOINT: z.string().url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_BUCKET: z.string().min(3).default('ritual-files'),
  S3_REGION: z.string().default('us-east-1'),
  /**
   * The origin browsers reach the bucket at (e.g. https://arquivos.loja.com.br), when S3_ENDPOINT is an address
   * only the services see (http://s3:8333 in containers). Presigned links are made for it.
   */
  S3_PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .url()
        .refine((value) => new URL(value).pathname === '/', 'must be an origin such as https://arquivos.exemplo.com')
        .optional(),
    ),
});

export const grpcAddress = z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port');

/** Parses `env` against `schema`; on failure names every bad variable at once. */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env) {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(env)';
      const value = issue.path.length ? env[String(issue.path[0])] : undefined;
      return value === undefined ? `${name} is required (${issue.message})` : `${name}: ${issue.message}`;
    });
    throw new ConfigError(service, problems);
  }
  return result.data as z.infer<S>;
}
