import { describe, expect, it } from 'vitest';
import { RunnerConfigError, readConfig } from './env.js';
import { localWhatsApp } from './whatsapp-simulator.js';

const config = readConfig({ PORT: '8181', DATA_DIR: '/dados' }, '/repo');
const secrets = { accessToken: 't'.repeat(64), appSecret: 's'.repeat(64), verifyToken: 'v'.repeat(48) };

describe('localWhatsApp', () => {
  it('starts nothing without WHATSAPP', () => {
    expect(localWhatsApp(config, {}, secrets)).toBeUndefined();
  });

  it('with WHATSAPP=simulator runs the simulator and points messaging at it, its webhooks at this gateway', () => {
    const whatsapp = localWhatsApp(config, { WHATSAPP: 'simulator', WHATSAPP_SIMULATOR_PORT: '9898' }, secrets);

    expect(whatsapp?.child.script).toBe('/repo/deploy/whatsapp-simulator/dist/main.js');
    expect(whatsapp?.controlUrl).toBe('http://127.0.0.1:9898/_simulator');
    expect(whatsapp?.child.env).toMatchObject({
      WHATSAPP_SIMULATOR_PORT: '9898',
      WHATSAPP_ACCESS_TOKEN: secrets.accessToken,
      WHATSAPP_APP_SECRET: secrets.appSecret,
      WHATSAPP_WEBHOOK_URL: 'http://127.0.0.1:8181/api/webhooks/whatsapp',
      WHATSAPP_SIMULATOR_DATA_FILE: '/dados/whatsapp-simulator.json',
    });
    expect(whatsapp?.messagingEnv).toEqual({
      WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9898/v26.0',
      WHATSAPP_PHONE_NUMBER_ID: whatsapp?.child.env.WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: secrets.accessToken,
      WHATSAPP_APP_SECRET: secrets.appSecret,
      WHATSAPP_VERIFY_TOKEN: secrets.verifyToken,
    });
  });

  it('names WHATSAPP or WHATSAPP_SIMULATOR_PORT when they are wrong', () => {
    expect(() => localWhatsApp(config, { WHATSAPP: 'meta' }, secrets)).toThrow(RunnerConfigError);
    expect(() => localWhatsApp(config, { WHATSAPP: 'meta' }, secrets)).toThrow(/WHATSAPP/);
    expect(() => localWhatsApp(config, { WHATSAPP: 'simulator', WHATSAPP_SIMULATOR_PORT: '0' }, secrets)).toThrow(
      /WHATSAPP_SIMULATOR_PORT/,
    );
  });
});
