import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: the secret that lets the client act on its own order. */
export function newOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not leak working tokens. */
export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const NO_HASH = hashOrderToken('');

/** Constant-time comparison; a missing stored hash still costs one comparison and never matches. */
export function orderTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  const given = Buffer.from(hashOrderToken(token), 'hex');
  const expected = Buffer.from(storedHash ?? NO_HASH, 'hex');
  return expected.length === given.length && timingSafeEqual(given, expected) && !!token && !!storedHash;
}
