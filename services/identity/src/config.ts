import { baseServiceEnv, busEnv, databaseEnv, loadConfig } from '@ritual/runtime';
import { z } from 'zod';
import { DEV_ADMIN_PASSWORD } from './domain/admin-bootstrap.js';

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "3600", "30s", "15m", "12h" or "7d" → seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*[smhd]?$/, 'must be a duration such as 3600, 30m, 12h or 7d')
  .transform((value) => {
    const unit = value.at(-1) as string;
    return unit in SECONDS_PER_UNIT
      ? Number(value.slice(0, -1)) * SECONDS_PER_UNIT[unit as keyof typeof SECONDS_PER_UNIT]
      : Number(value);
  });

const identityOwnEnv = z.object({
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters'),
  JWT_EXPIRES_IN: duration.prefault('12h'),
  /** A session unused this long ends (ASVS 4.0.3 §3.3.2, level 2: 30 minutes idle). */
  SESSION_IDLE_TIMEOUT: duration.prefault('30m'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(6, 'must have at least 6 characters').optional()),
});

export const identityEnv = baseServiceEnv
  .extend(databaseEnv.shape)
  .extend(busEnv.shape)
  .extend(identityOwnEnv.shape)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'needed when NODE_ENV=production: the initial password of the user admin',
      });
    } else if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must not be the development default when NODE_ENV=production',
      });
    }
  });

export type IdentityEnv = ReturnType<typeof loadIdentityEnv>;

export function loadIdentityEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('identity', identityEnv, env);
}
