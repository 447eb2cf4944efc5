import { ConfigError } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import { loadMessagingEnv } from './config.js';

const base = {
  GRPC_PORT: '50057',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/messaging',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'key',
  S3_SECRET_KEY: 'secret',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadMessagingEnv({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('messaging configuration', () => {
  it('runs without WhatsApp, with the defaults of the design', () => {
    const config = loadMessagingEnv(base);

    expect(config.whatsapp).toBeUndefined();
    expect(config).toMatchObject({
      WHATSAPP_GRAPH_URL: 'https://graph.facebook.com/v26.0',
      WHATSAPP_PIX_REMINDERS: [30 * 60_000, 20 * 3_600_000],
      WHATSAPP_MAX_PER_SECOND: 80,
      WHATSAPP_RECIPIENT_GAP: 6000,
      ORDERS_ADDR: '127.0.0.1:50052',
    });
  });

  it('reads the account and durations written like ORDER_PAYMENT_TTL', () => {
    const config = loadMessagingEnv({
      ...base,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAA-token',
      PUBLIC_ORIGIN: 'https://loja.exemplo.com.br/alguma/pagina',
      WHATSAPP_PIX_REMINDERS: '45s, 30m,20h',
      WHATSAPP_RECIPIENT_GAP: '0',
    });

    expect(config.whatsapp).toEqual({
      graphUrl: 'https://graph.facebook.com/v26.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAA-token',
      publicOrigin: 'https://loja.exemplo.com.br',
    });
    expect(config.WHATSAPP_PIX_REMINDERS).toEqual([45_000, 1_800_000, 72_000_000]);
    expect(config.WHATSAPP_RECIPIENT_GAP).toBe(0);
  });

  it('names every bad or missing variable at once', () => {
    const found = problems({
      WHATSAPP_ACCESS_TOKEN: 'EAA-token',
      WHATSAPP_PIX_REMINDERS: '30m,soon',
      WHATSAPP_MAX_PER_SECOND: '0',
      WHATSAPP_RECIPIENT_GAP: 'later',
    });

    expect(found.join('\n')).toMatch(/WHATSAPP_PIX_REMINDERS/);
    expect(found.join('\n')).toMatch(/WHATSAPP_MAX_PER_SECOND/);
    expect(found.join('\n')).toMatch(/WHATSAPP_RECIPIENT_GAP/);
  });

  it('asks for the phone number id and the origin of the order link when only the token is set', () => {
    const found = problems({ WHATSAPP_ACCESS_TOKEN: 'EAA-token' });

    expect(found).toEqual([
      expect.stringMatching(/^WHATSAPP_PHONE_NUMBER_ID/),
      expect.stringMatching(/^PUBLIC_ORIGIN/),
    ]);
    expect(found.join('\n')).not.toContain('EAA-token');
  });

  it('refuses reminders that do not come one after the other', () => {
    expect(problems({ WHATSAPP_PIX_REMINDERS: '20h,30m' }).join('\n')).toMatch(/WHATSAPP_PIX_REMINDERS/);
  });
});
