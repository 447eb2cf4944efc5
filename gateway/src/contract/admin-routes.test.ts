import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, isAdminOnly } from '../openapi/document.js';
import { type ContractStack, startStack } from '../testing/contract-stack.js';

// Taken from the document, so a new admin route is covered as soon as it is documented (and the OpenAPI test
// fails until it is).
const ADMIN_OPERATIONS = documentedOperations()
  .filter(({ operation }) => isAdminOnly(operation))
  .map(({ method, path }) => [method, path.replace(/\{id\}/g, '1')] as const);

/** The same token with a later expiry written into its payload, keeping the old signature. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const forged = { ...claims, exp: claims.exp + 365 * 86_400 };
  return [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
}

describe('every admin route across the real stack', () => {
  let stack: ContractStack;
  let adminToken: string;
  let badTokens: Record<string, string>;

  beforeAll(async () => {
    stack = await startStack();
    adminToken = await stack.adminToken();
    const { sub, username } = jwt.decode(adminToken) as jwt.JwtPayload;
    badTokens = {
      tampered: tampered(adminToken),
      expired: jwt.sign({ username, sub, exp: Math.floor(Date.now() / 1000) - 60 }, stack.jwtSecret),
      'signed with another secret': jwt.sign({ username }, 'x'.repeat(64), { subject: sub, expiresIn: '1h' }),
      'unsigned (alg none)': jwt.sign({ username }, null, { algorithm: 'none', subject: sub, expiresIn: '1h' }),
    };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the admin routes in the OpenAPI document', () => {
    expect(ADMIN_OPERATIONS.length).toBeGreaterThanOrEqual(20);
    expect(ADMIN_OPERATIONS).toContainEqual(['get', '/clientes']);
    expect(ADMIN_OPERATIONS).toContainEqual(['post', '/auth/register']);
  });

  it('accepts the genuine admin token, so the rejections below are about the tokens', async () => {
    const response = await request(stack.app).get('/api/auth/me').set('Authorization', `Bearer ${adminToken}`);

    expect(response.status).toBe(200);
    expect(response.body.username).toBe('admin');
  });

  it.each(ADMIN_OPERATIONS)('%s %s without a token answers 401 Não autenticado', async (method, path) => {
    const response = await request(stack.app)[method](`/api${path}`);

    expect([response.status, response.body]).toEqual([401, { detail: 'Não autenticado' }]);
  });

  it.each(ADMIN_OPERATIONS)('%s %s with a bad token answers 401 for each kind of bad token', async (method, path) => {
    const answers: Record<string, unknown> = {};
    for (const [kind, token] of Object.entries(badTokens)) {
      const response = await request(stack.app)[method](`/api${path}`).set('Authorization', `Bearer ${token}`);
      answers[kind] = [response.status, response.body];
    }

    const expected = [401, { detail: 'Token inválido ou expirado' }];
    expect(answers).toEqual(Object.fromEntries(Object.keys(badTokens).map((kind) => [kind, expected])));
  });
});
