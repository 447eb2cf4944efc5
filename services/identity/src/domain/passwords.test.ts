import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('produces an argon2id hash that does not contain the password', async () => {
    const hash = await hashPassword('segredo123');

    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('segredo123');
  });

  it('salts every hash, so the same password hashes differently', async () => {
    expect(await hashPassword('segredo123')).not.toBe(await hashPassword('segredo123'));
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('segredo123');

    expect(await verifyPassword(hash, 'segredo123')).toBe(true);
    expect(await verifyPassword(hash, 'Segredo123')).toBe(false);
  });

  it('answers false, not an error, for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('not-a-hash', 'segredo123')).toBe(false);
  });
});
