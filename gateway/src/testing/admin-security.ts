import { startTestIdentity } from '@ritual/identity/testing';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { createLogger } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { Router } from 'express';
import { generate } from 'otplib';
import request from 'supertest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

export const STORE_NAME = 'Templo dos Rituais';
/** The browser the tests sign in from (the sessions list names it "Chrome no Linux"). */
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Site-config as identity's callers see it: only the store's name matters to the password and 2FA routes. */
export function startFakeSiteConfig(siteName = STORE_NAME) {
  return startFakeService('ritual.v1.SiteConfig', SiteConfigService, {
    getSiteConfig: async () => ({
      site_name: siteName,
      browser_title: '',
      site_description: '',
      contact_phone: '',
      contact_email: '',
      contact_whatsapp: '',
      about_text: '',
      footer_text: '',
      social_instagram: '',
      social_facebook: '',
      social_tiktok: '',
    }),
  });
}

/**
 * The gateway app over the real identity service (its own database) and a fake site-config: what the sign-in,
 * account and users routes need. Requests come through loopback, trusted as a proxy, so X-Forwarded-For sets the
 * client IP.
 */
export async function startAdminSecurityApp() {
  // Identity's clock runs ahead of real time when a test moves it to the next authenticator code.
  let ahead = 0;
  const now = () => Date.now() + ahead;
  const [identity, siteConfig] = await Promise.all([
    startTestIdentity({}, { now: () => new Date(now()) }),
    startFakeSiteConfig(),
  ]);
  const clients = createServiceClients(
    loadGatewayConfig({ IDENTITY_ADDR: identity.address, SITE_CONFIG_ADDR: siteConfig.address }),
  );
  const app = createApp({
    logger: createLogger('gateway', 'silent'),
    clients,
    health: Router(),
    trustProxy: 'loopback',
    isProduction: false,
  });

  const api = {
    app,
    identity,
    /** The code the authenticator app of `secret` shows now on identity's clock. */
    code: (secret: string) => generate({ secret, epoch: Math.floor(now() / 1000) }),
    /** Moves identity's clock to the next 30-second step, where the app shows a new code. */
    nextStep() {
      ahead += 30_000;
    },
    /** POST /api/auth/login from `ip`; answers the supertest response. */
    login: (body: object, ip = '198.51.100.1') =>
      request(app).post('/api/auth/login').set('X-Forwarded-For', ip).set('User-Agent', BROWSER).send(body),
    loginMfa: (body: object, ip = '198.51.100.1') =>
      request(app).post('/api/auth/login/mfa').set('X-Forwarded-For', ip).set('User-Agent', BROWSER).send(body),
    /** Signs in a user without 2FA and answers its access token. */
    async token(username: string, password: string, ip = '198.51.100.1'): Promise<string> {
      const response = await api.login({ username, password }, ip);
      if (response.status !== 200 || !response.body.access_token) {
        throw new Error(`login answered ${response.status}: ${response.text}`);
      }
      return response.body.access_token as string;
    },
    /** A request with the admin's Bearer token, from the test browser. */
    as: (token: string, method: 'get' | 'post' | 'put' | 'delete', path: string, ip = '198.51.100.1') =>
      request(app)
        [method](`/api${path}`)
        .set('Authorization', `Bearer ${token}`)
        .set('X-Forwarded-For', ip)
        .set('User-Agent', BROWSER),
    /** Turns two-step sign-in on for the token's user: answers the secret and the recovery codes. */
    async enrol(token: string): Promise<{ secret: string; codes: string[] }> {
      const setup = await api.as(token, 'post', '/account/two-factor/setup');
      if (setup.status !== 200) throw new Error(`setup answered ${setup.status}: ${setup.text}`);
      const confirmed = await api
        .as(token, 'post', '/account/two-factor/confirm')
        .send({ code: await api.code(setup.body.secret) });
      if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.text}`);
      return { secret: setup.body.secret, codes: confirmed.body.recovery_codes };
    },
    async stop() {
      closeServiceClients(clients);
      await Promise.all([identity.stop(), siteConfig.stop()]);
    },
  };
  return api;
}
