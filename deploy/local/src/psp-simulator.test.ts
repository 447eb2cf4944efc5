import { describe, expect, it } from 'vitest';
import { RunnerConfigError, readConfig } from './env.js';
import { localPsp } from './psp-simulator.js';

const config = readConfig({ PORT: '8181' }, '/repo');
const secrets = { clientSecret: 'segredo-do-cliente', webhookSecret: 'a'.repeat(48) };

describe('localPsp', () => {
  it('starts nothing without PIX_PSP', () => {
    expect(localPsp(config, {}, secrets)).toBeUndefined();
  });

  it('with PIX_PSP=simulator runs the simulator and points payments at it, the webhook at this gateway', () => {
    const psp = localPsp(config, { PIX_PSP: 'simulator', PSP_SIM_PORT: '9797' }, secrets);

    expect(psp?.child.script).toBe('/repo/deploy/psp-simulator/dist/main.js');
    expect(psp?.child.env).toMatchObject({ PSP_SIM_PORT: '9797', PSP_SIM_CLIENT_SECRET: secrets.clientSecret });
    expect(psp?.paymentsEnv).toMatchObject({
      PIX_PSP_URL: 'http://127.0.0.1:9797/v2',
      PIX_PSP_TOKEN_URL: 'http://127.0.0.1:9797/oauth/token',
      PIX_PSP_CLIENT_SECRET: secrets.clientSecret,
      PIX_PSP_WEBHOOK_URL: 'http://127.0.0.1:8181/api/webhooks/pix',
      PIX_PSP_WEBHOOK_SECRET: secrets.webhookSecret,
    });
  });

  it('names PIX_PSP or PSP_SIM_PORT when they are wrong', () => {
    expect(() => localPsp(config, { PIX_PSP: 'efi' }, secrets)).toThrow(RunnerConfigError);
    expect(() => localPsp(config, { PIX_PSP: 'efi' }, secrets)).toThrow(/PIX_PSP/);
    expect(() => localPsp(config, { PIX_PSP: 'simulator', PSP_SIM_PORT: '99999' }, secrets)).toThrow(/PSP_SIM_PORT/);
  });
});
