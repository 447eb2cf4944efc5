import { startFakeService } from '@ritual/payments/src/testing.js';
import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { unauthenticated } from '@ritual/runtime';

// Test support for route tests: identity is another service, so a fake that knows one admin token stands in.

export const ADMIN_TOKEN = 'token-do-admin';
export const asAdmin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

export function startFakeIdentity() {
  return startFakeService('ritual.v1.Identity', IdentityService, {
    verifyToken: async ({ access_token }) => {
      if (access_token !== ADMIN_TOKEN) throw unauthenticated('Token inválido ou expirado');
      return { id: 1, username: 'admin', email: 'admin@exemplo.com', created_at: '2026-01-01T00:00:00.000Z' };
    },
  });
}
