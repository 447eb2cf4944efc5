import { baseServiceEnv, busEnv, databaseEnv, duration, grpcAddress, loadConfig, storageEnv } from '@ritual/runtime';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Like ORDER_PAYMENT_TTL (`45s`, `30m`, `20h`, `2d`), but `0` is allowed: no wait at all. */
const durationOrZero = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (/^0+\s*[smhd]?$/.test(value)) return 0;
    const parsed = duration.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue('must be a duration like 6s, 30m or 0');
    return z.NEVER;
  });

/** `30m,20h`: the delays after the order at which each PIX reminder is due, strictly increasing. */
const reminderDelays = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return [];
    const delays: number[] = [];
    for (const part of value.split(',')) {
      const parsed = duration.safeParse(part);
      if (!parsed.success) {
        ctx.addIssue(`"${part.trim()}" must be a duration like 45s, 30m or 20h`);
        return z.NEVER;
      }
      delays.push(parsed.data);
    }
    if (delays.some((delay, i) => i > 0 && delay <= delays[i - 1]!)) {
      ctx.addIssue('each reminder must come after the one before it (e.g. 30m,20h)');
      return z.NEVER;
    }
    return delays;
  });

const messagingOwnEnv = z.object({
  ORDERS_ADDR: grpcAddress.default('127.0.0.1:50052'),
  /** The store's origin the order link is made of: `${PUBLIC_ORIGIN}/pedido/{id}?t={token}`. */
  PUBLIC_ORIGIN: optional.pipe(
    z
      .string()
      .url()
      .refine((url) => /^https?:$/.test(new URL(url).protocol), 'must be an http(s) origin')
      .transform((url) => new URL(url).origin)
      .optional(),
  ),
  WHATSAPP_GRAPH_URL: optional.pipe(
    z
      .string()
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://graph.facebook.com/v26.0'),
  ),
  WHATSAPP_PHONE_NUMBER_ID: optional.pipe(
    z
      .string()
      .regex(/^\d{1,32}$/, 'must be the digits Meta shows')
      .optional(),
  ),
  /** Environment only: never in the panel, the database or a log. */
  WHATSAPP_ACCESS_TOKEN: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_PIX_REMINDERS: reminderDelays.default([30 * 60_000, 20 * 3_600_000]),
  WHATSAPP_MAX_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(80),
  WHATSAPP_RECIPIENT_GAP: durationOrZero.default(6000),
  /**
   * A message whose sender died after calling the Cloud API and before storing its answer waits this long for a
   * status webhook naming it (biz_opaque_callback_data) before it is sent again.
   */
  WHATSAPP_RESEND_GRACE: duration.default(5 * 60_000),
});

export const messagingEnv = baseServiceEnv
  .extend(databaseEnv.shape)
  .extend(busEnv.shape)
  .extend(storageEnv.shape)
  .extend(messagingOwnEnv.shape);

type MessagingEnvValues = z.infer<typeof messagingEnv>;

export interface WhatsAppAccount {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  publicOrigin: string;
}

/** The Cloud API account, when both its id and token are set; each half-set or missing piece is named at start. */
function whatsappAccount(env: MessagingEnvValues, problem: (variable: string, message: string) => void) {
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken } = env;
  if (!phoneNumberId && !accessToken) return undefined;
  if (!phoneNumberId) problem('WHATSAPP_PHONE_NUMBER_ID', 'is required with WHATSAPP_ACCESS_TOKEN');
  if (!accessToken) problem('WHATSAPP_ACCESS_TOKEN', 'is required with WHATSAPP_PHONE_NUMBER_ID');
  if (!env.PUBLIC_ORIGIN) problem('PUBLIC_ORIGIN', 'is required to send WhatsApp messages (the order link)');
  if (!phoneNumberId || !accessToken || !env.PUBLIC_ORIGIN) return undefined;
  return { graphUrl: env.WHATSAPP_GRAPH_URL, phoneNumberId, accessToken, publicOrigin: env.PUBLIC_ORIGIN };
}

const messagingConfig = messagingEnv.transform((env, ctx) => ({
  ...env,
  whatsapp: whatsappAccount(env, (variable, message) =>
    ctx.issues.push({ code: 'custom', path: [variable], message, input: env[variable as keyof typeof env] }),
  ) as WhatsAppAccount | undefined,
}));

export type MessagingConfig = ReturnType<typeof loadMessagingEnv>;

export function loadMessagingEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('messaging', messagingConfig, env);
}
