import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { z } from 'zod';
import type { ApiPixClientOptions, ClientCertificate } from './api-pix-client.js';

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * The PSP (Banco Central's API Pix) settings. Operator secrets come only from here, never from the panel. With none
 * of them set the store has no PSP and payments are confirmed by receipts, as before.
 */
export const pspEnv = z.object({
  PIX_PSP_URL: optional,
  PIX_PSP_TOKEN_URL: optional,
  PIX_PSP_CLIENT_ID: optional,
  PIX_PSP_CLIENT_SECRET: optional,
  PIX_PSP_TOKEN_BODY: z.enum(['form', 'json']).default('form'),
  /** The client certificate: a PEM pair, or a PKCS#12 (.p12/.pfx) file and its passphrase. */
  PIX_PSP_CERT_FILE: optional,
  PIX_PSP_KEY_FILE: optional,
  PIX_PSP_PFX_FILE: optional,
  PIX_PSP_PFX_PASSPHRASE: z.string().optional(),
  /** Extra CA that signed the PSP's server certificate (a sandbox or the simulator). */
  PIX_PSP_CA_FILE: optional,
  /** The public URL the PSP calls, e.g. https://loja.example.com/api/webhooks/pix; the secret is appended. */
  PIX_PSP_WEBHOOK_URL: optional,
  PIX_PSP_WEBHOOK_SECRET: optional,
  PIX_PSP_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  PIX_PSP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

type PspEnvValues = z.infer<typeof pspEnv>;

export interface PspSettings {
  client: ApiPixClientOptions;
  /** The URL registered with PUT /webhook/{chave}. */
  webhookUrl: string;
  webhookSecret: string;
  reconcileIntervalMs: number;
}

const WEBHOOK_SECRET = /^[A-Za-z0-9_-]{24,128}$/;

/**
 * Checks the PSP settings as a whole (called from the env schema's superRefine, so every bad variable is named at
 * start) and reads the certificate files. Undefined when no PSP is configured.
 */
export function pspSettings(env: PspEnvValues, problem: (variable: string, message: string) => void) {
  const named = [
    'PIX_PSP_URL',
    'PIX_PSP_TOKEN_URL',
    'PIX_PSP_CLIENT_ID',
    'PIX_PSP_CLIENT_SECRET',
    'PIX_PSP_CERT_FILE',
    'PIX_PSP_KEY_FILE',
    'PIX_PSP_PFX_FILE',
    'PIX_PSP_WEBHOOK_URL',
    'PIX_PSP_WEBHOOK_SECRET',
  ] as const;
  if (named.every((name) => env[name] === undefined)) return undefined;

  const url = (name: 'PIX_PSP_URL' | 'PIX_PSP_TOKEN_URL' | 'PIX_PSP_WEBHOOK_URL') => {
    const value = env[name];
    if (!value) return problem(name, 'is required when a PSP is configured');
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) problem(name, 'must be an http(s) URL');
  };
  url('PIX_PSP_URL');
  url('PIX_PSP_TOKEN_URL');
  url('PIX_PSP_WEBHOOK_URL');
  for (const name of ['PIX_PSP_CLIENT_ID', 'PIX_PSP_CLIENT_SECRET'] as const) {
    if (!env[name]) problem(name, 'is required when a PSP is configured');
  }
  if (!env.PIX_PSP_WEBHOOK_SECRET) problem('PIX_PSP_WEBHOOK_SECRET', 'is required when a PSP is configured');
  else if (!WEBHOOK_SECRET.test(env.PIX_PSP_WEBHOOK_SECRET)) {
    problem('PIX_PSP_WEBHOOK_SECRET', 'must be 24 to 128 letters, digits, "-" or "_" (e.g. openssl rand -hex 24)');
  }
  const certificate = readCertificate(env, problem);

  return {
    client: {
      apiUrl: env.PIX_PSP_URL ?? '',
      tokenUrl: env.PIX_PSP_TOKEN_URL ?? '',
      clientId: env.PIX_PSP_CLIENT_ID ?? '',
      clientSecret: env.PIX_PSP_CLIENT_SECRET ?? '',
      tokenBody: env.PIX_PSP_TOKEN_BODY,
      certificate,
      timeoutMs: env.PIX_PSP_TIMEOUT_MS,
    },
    webhookUrl: `${(env.PIX_PSP_WEBHOOK_URL ?? '').replace(/\/+$/, '')}/${env.PIX_PSP_WEBHOOK_SECRET ?? ''}`,
    webhookSecret: env.PIX_PSP_WEBHOOK_SECRET ?? '',
    reconcileIntervalMs: env.PIX_PSP_RECONCILE_INTERVAL_MS,
  } satisfies PspSettings;
}

function readCertificate(
  env: PspEnvValues,
  problem: (variable: string, message: string) => void,
): ClientCertificate | undefined {
  const read = (name: keyof PspEnvValues) => {
    const path = env[name] as string | undefined;
    if (!path) return undefined;
    try {
      return readFileSync(path);
    } catch (err) {
      problem(name, `cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      return undefined;
    }
  };
  const ca = read('PIX_PSP_CA_FILE');
  if (env.PIX_PSP_PFX_FILE) {
    if (env.PIX_PSP_CERT_FILE || env.PIX_PSP_KEY_FILE) {
      problem('PIX_PSP_PFX_FILE', 'give either PIX_PSP_PFX_FILE or PIX_PSP_CERT_FILE + PIX_PSP_KEY_FILE, not both');
    }
    const pfx = read('PIX_PSP_PFX_FILE');
    const passphrase = env.PIX_PSP_PFX_PASSPHRASE ?? '';
    if (!pfx) return undefined;
    try {
      createSecureContext({ pfx, passphrase });
    } catch {
      problem('PIX_PSP_PFX_PASSPHRASE', 'does not open PIX_PSP_PFX_FILE (wrong passphrase or not a PKCS#12 file)');
      return undefined;
    }
    return { kind: 'pkcs12', pfx, passphrase, ca };
  }
  if (!env.PIX_PSP_CERT_FILE && !env.PIX_PSP_KEY_FILE) {
    // API Pix demands mutual TLS; only a plain-http URL (the local simulator) goes without a certificate.
    if (env.PIX_PSP_URL?.startsWith('https:')) {
      problem('PIX_PSP_CERT_FILE', 'is required (or PIX_PSP_PFX_FILE): the PSP demands a client certificate');
    }
    return undefined;
  }
  if (!env.PIX_PSP_CERT_FILE) problem('PIX_PSP_CERT_FILE', 'is required together with PIX_PSP_KEY_FILE');
  if (!env.PIX_PSP_KEY_FILE) problem('PIX_PSP_KEY_FILE', 'is required together with PIX_PSP_CERT_FILE');
  const cert = read('PIX_PSP_CERT_FILE');
  const key = read('PIX_PSP_KEY_FILE');
  if (!cert || !key) return undefined;
  try {
    createSecureContext({ cert, key });
  } catch {
    problem('PIX_PSP_KEY_FILE', 'is not the private key of PIX_PSP_CERT_FILE (or either is not PEM)');
    return undefined;
  }
  return { kind: 'pem', cert, key, ca };
}
