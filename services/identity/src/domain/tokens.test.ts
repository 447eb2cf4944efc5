import { DomainError } from '@ritual/runtime';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, TokenIssuer } from './tokens.js';

const SECRET = 's'.repeat(32);
const issuer = new TokenIssuer(SECRET, 3600);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function rejection(token: string): unknown {
  try {
    issuer.userIdOf(token);
  } catch (err) {
    return err;
  }
  return undefined;
}

function expectRejected(token: string) {
  const err = rejection(token);
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).message).toBe(INVALID_TOKEN);
}

describe('TokenIssuer', () => {
  it('issues an HS256 token with the user id as subject, the username and an expiry', () => {
    const { accessToken, expiresIn } = issuer.issue({ id: 42, username: 'maria' });

    const decoded = jwt.decode(accessToken, { complete: true })!;
    const payload = decoded.payload as jwt.JwtPayload;
    expect(decoded.header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '42', username: 'maria' });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(expiresIn).toBe(3600);
  });

  it('reads back the user id of a token it issued', () => {
    expect(issuer.userIdOf(issuer.issue({ id: 7, username: 'ana' }).accessToken)).toBe(7);
  });

  it('rejects a token whose payload was changed after signing', () => {
    const [header, , signature] = issuer.issue({ id: 7, username: 'ana' }).accessToken.split('.');
    const forgedPayload = base64url({ sub: '1', username: 'admin', exp: Math.floor(Date.now() / 1000) + 60 });

    expectRejected(`${header}.${forgedPayload}.${signature}`);
  });

  it('rejects a token signed with another secret', () => {
    expectRejected(new TokenIssuer('x'.repeat(32), 3600).issue({ id: 7, username: 'ana' }).accessToken);
  });

  it('rejects an expired token', () => {
    const expired = jwt.sign({ username: 'ana', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      algorithm: 'HS256',
      subject: '7',
    });

    expectRejected(expired);
  });

  it('rejects an unsigned token (alg none)', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;

    expectRejected(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '7', username: 'ana', exp })}.`);
  });

  it('rejects a token signed with the same secret but another algorithm', () => {
    const hs512 = jwt.sign({ username: 'ana' }, SECRET, { algorithm: 'HS512', subject: '7', expiresIn: 60 });

    expectRejected(hs512);
  });

  it('rejects a correctly signed token without an expiry', () => {
    expectRejected(jwt.sign({ username: 'ana' }, SECRET, { algorithm: 'HS256', subject: '7' }));
  });

  it('rejects a correctly signed token whose subject is not a user id', () => {
    expectRejected(jwt.sign({ username: 'ana' }, SECRET, { algorithm: 'HS256', subject: 'ana', expiresIn: 60 }));
  });

  it.each(['', 'garbage', 'a.b.c'])('rejects the malformed token %j', (token) => {
    expectRejected(token);
  });
});
