import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashOrderToken, newOrderToken, orderTokenMatches } from './order-token.js';
import { storeDate } from './store-date.js';

describe('order token', () => {
  it('is 32 random bytes in base64url (256 bits), different every time', () => {
    const token = newOrderToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOrderToken()).not.toBe(token);
  });

  it('is stored as its SHA-256 hex digest', () => {
    expect(hashOrderToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('matches only its own hash', () => {
    const token = newOrderToken();
    expect(orderTokenMatches(token, hashOrderToken(token))).toBe(true);
    expect(orderTokenMatches(newOrderToken(), hashOrderToken(token))).toBe(false);
  });

  it('never matches a missing hash or an empty token', () => {
    expect(orderTokenMatches('', hashOrderToken(''))).toBe(false);
    expect(orderTokenMatches('', null)).toBe(false);
    expect(orderTokenMatches(newOrderToken(), undefined)).toBe(false);
  });
});

describe('storeDate', () => {
  it('gives the calendar day in São Paulo, not in UTC', () => {
    expect(storeDate(new Date('2025-03-11T02:59:00Z'), 'America/Sao_Paulo')).toBe('2025-03-10');
    expect(storeDate(new Date('2025-03-11T03:00:00Z'), 'America/Sao_Paulo')).toBe('2025-03-11');
  });
});
