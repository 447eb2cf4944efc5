import { DomainError } from '@ritual/runtime';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, TokenIssuer } from './tokens.js';

const SECRET = 's'.repeat(32);
const SID = '6f1c2a4e-8b3d-4c7a-9e2f-1a2b3c4d5e6f';
const issuer = new TokenIssuer(SECRET, 3600);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function rejection(token: string): unknown {
  try {
    issuer.claimsOf(token);
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
  it('issues an HS256 token with the user id as subject, the username, the session and an expiry', () => {
    const { accessToken, expiresIn } = issuer.issue({ id: 42, username: 'maria' }, SID);

    const decoded = jwt.decode(accessToken, { complete: true })!;
    const payload = decoded.payload as jwt.JwtPayload;
    expect(decoded.header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '42', username: 'maria', sid: SID, aud: 'ritual-admin' });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(expiresIn).toBe(3600);
  });

  it('reads back the user id and session of a token it issued', () => {
    expect(issuer.claimsOf(issuer.issue({ id: 7, username: 'ana' }, SID).accessToken)).toEqual({
      userId: 7,
      sessionId: SID,
    });
  });

  it('rejects a token issued before sessions existed (no sid, no audience)', () => {
    expectRejected(jwt.sign({ username: 'ana' }, SECRET, { algorithm: 'HS256', subject: '7', expiresIn: 60 }));
  });

  it('rejects an access token without a session id', () => {
    expectRejected(
      jwt.sign({ username: 'ana' }, SECRET, {
        algorithm: 'HS256',
        subject: '7',
        expiresIn: 60,
        audience: 'ritual-admin',
      }),
    );
  });

  it('rejects an mfa token as an access token, and an access token as an mfa token', () => {
    const mfa = issuer.issueMfa(7);

    expectRejected(mfa);
    expect(() => issuer.mfaClaimsOf(issuer.issue({ id: 7, username: 'ana' }, SID).accessToken)).toThrow(INVALID_TOKEN);
    expect(issuer.mfaClaimsOf(mfa)).toMatchObject({ userId: 7, tokenId: expect.any(String) });
  });

  it('gives each mfa token its own id and a 5-minute life', () => {
    const first = jwt.decode(issuer.issueMfa(7)) as jwt.JwtPayload;
    const second = jwt.decode(issuer.issueMfa(7)) as jwt.JwtPayload;

    expect(first.jti).not.toBe(second.jti);
    expect(first.exp! - first.iat!).toBe(300);
  });

  it('rejects a token whose payload was changed after signing', () => {
    const [header, , signature] = issuer.issue({ id: 7, username: 'ana' }, SID).accessToken.split('.');
    const forgedPayload = base64url({
      sub: '1',
      username: 'admin',
      sid: SID,
      aud: 'ritual-admin',
      exp: Math.floor(Date.now() / 1000) + 60,
    });

    expectRejected(`${header}.${forgedPayload}.${signature}`);
  });

  it('rejects a token signed with another secret', () => {
    expectRejected(new TokenIssuer('x'.repeat(32), 3600).issue({ id: 7, username: 'ana' }, SID).accessToken);
  });

  it('rejects an expired token', () => {
    const expired = jwt.sign({ username: 'ana', sid: SID, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      algorithm: 'HS256',
      subject: '7',
      audience: 'ritual-admin',
    });

    expectRejected(expired);
  });

  it('rejects an unsigned token (alg none)', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const payload = { sub: '7', username: 'ana', sid: SID, aud: 'ritual-admin', exp };

    expectRejected(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`);
  });

  it('rejects a token signed with the same secret but another algorithm', () => {
    const hs512 = jwt.sign({ username: 'ana', sid: SID }, SECRET, {
      algorithm: 'HS512',
      subject: '7',
      expiresIn: 60,
      audience: 'ritual-admin',
    });

    expectRejected(hs512);
  });

  it('rejects a correctly signed token without an expiry', () => {
    expectRejected(
      jwt.sign({ username: 'ana', sid: SID }, SECRET, { algorithm: 'HS256', subject: '7', audience: 'ritual-admin' }),
    );
  });

  it('rejects a correctly signed token whose subject is not a user id', () => {
    expectRejected(
      jwt.sign({ username: 'ana', sid: SID }, SECRET, {
        algorithm: 'HS256',
        subject: 'ana',
        expiresIn: 60,
        audience: 'ritual-admin',
      }),
    );
  });

  it.each(['', 'garbage', 'a.b.c'])('rejects the malformed token %j', (token) => {
    expectRejected(token);
  });
});
