import { z } from 'zod';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "24h", "90m", "45s", "2d", or a plain number of seconds, as milliseconds. */
export const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'must be a duration like 24h, 90m, 45s or a number of seconds')
  .transform((value) => {
    const unit = (value.at(-1) ?? 's') in UNIT_MS ? (value.at(-1) as keyof typeof UNIT_MS) : 's';
    return Number.parseInt(value, 10) * UNIT_MS[unit];
  })
  .refine((ms) => ms > 0, 'must be longer than zero');

/**
 * How long an order waits for its payment: orders cancels it as expired after this, and the PSP charge (`cob`) of
 * the order expires at the same moment. Orders and payments read the same variable.
 */
export const paymentWindowEnv = z.object({
  ORDER_PAYMENT_TTL: duration.prefault('24h'),
});

/** When an order placed at `createdAt` stops accepting payment. */
export const paymentDeadline = (createdAt: Date, ttlMs: number) => new Date(createdAt.getTime() + ttlMs);
