import { makeTestCertificates, type TestCertificates } from '@ritual/psp-simulator/testing';
import { ConfigError } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPaymentsEnv } from '../config.js';

const BASE = {
  GRPC_PORT: '0',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/payments',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'key',
  S3_SECRET_KEY: 'secret',
};
const PSP = {
  PIX_PSP_URL: 'http://127.0.0.1:8787/v2',
  PIX_PSP_TOKEN_URL: 'http://127.0.0.1:8787/oauth/token',
  PIX_PSP_CLIENT_ID: 'loja',
  PIX_PSP_CLIENT_SECRET: 'segredo',
  PIX_PSP_WEBHOOK_URL: 'https://loja.example.com/api/webhooks/pix',
  PIX_PSP_WEBHOOK_SECRET: 'a'.repeat(32),
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadPaymentsEnv({ ...BASE, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.join('\n');
    throw err;
  }
  return '';
};

describe('payments PSP settings', () => {
  let certificates: TestCertificates;
  beforeAll(() => {
    certificates = makeTestCertificates();
  });
  afterAll(() => certificates?.remove());

  it('means no PSP when none of PIX_PSP_* is set', () => {
    expect(loadPaymentsEnv(BASE).psp).toBeUndefined();
  });

  it('registers the webhook URL with the secret appended and a 60 s reconciliation by default', () => {
    const psp = loadPaymentsEnv({ ...BASE, ...PSP }).psp;

    expect(psp?.webhookUrl).toBe(`https://loja.example.com/api/webhooks/pix/${'a'.repeat(32)}`);
    expect(psp?.reconcileIntervalMs).toBe(60_000);
  });

  it('names every missing or bad variable at once', () => {
    const problems = problemsOf({ PIX_PSP_URL: 'ftp://psp', PIX_PSP_WEBHOOK_SECRET: 'curto' });

    expect(problems).toMatch(/PIX_PSP_URL: must be an http\(s\) URL/);
    expect(problems).toMatch(/PIX_PSP_TOKEN_URL/);
    expect(problems).toMatch(/PIX_PSP_CLIENT_ID/);
    expect(problems).toMatch(/PIX_PSP_CLIENT_SECRET/);
    expect(problems).toMatch(/PIX_PSP_WEBHOOK_URL/);
    expect(problems).toMatch(/PIX_PSP_WEBHOOK_SECRET: must be 24 to 128/);
  });

  it('demands a client certificate for an https PSP and checks the PKCS#12 passphrase', () => {
    const https = { ...PSP, PIX_PSP_URL: 'https://pix-h.example.com/v2' };

    expect(problemsOf(https)).toMatch(/PIX_PSP_CERT_FILE.*client certificate/);
    expect(
      problemsOf({ ...https, PIX_PSP_PFX_FILE: certificates.client.pfxFile, PIX_PSP_PFX_PASSPHRASE: 'errada' }),
    ).toMatch(/PIX_PSP_PFX_PASSPHRASE/);
    expect(
      problemsOf({ ...https, PIX_PSP_CERT_FILE: '/nao/existe.pem', PIX_PSP_KEY_FILE: certificates.client.keyFile }),
    ).toMatch(/PIX_PSP_CERT_FILE: cannot read/);
    const good = loadPaymentsEnv({
      ...BASE,
      ...https,
      PIX_PSP_PFX_FILE: certificates.client.pfxFile,
      PIX_PSP_PFX_PASSPHRASE: certificates.client.passphrase,
    });
    expect(good.psp?.client.certificate?.kind).toBe('pkcs12');
  });

  it('reads ORDER_PAYMENT_TTL as a duration, 24 h by default', () => {
    expect(loadPaymentsEnv(BASE).ORDER_PAYMENT_TTL).toBe(86_400_000);
    expect(loadPaymentsEnv({ ...BASE, ORDER_PAYMENT_TTL: '90m' }).ORDER_PAYMENT_TTL).toBe(5_400_000);
    expect(problemsOf({ ORDER_PAYMENT_TTL: 'amanhã' })).toMatch(/ORDER_PAYMENT_TTL/);
  });
});
