import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, newRecoverySalt, recoveryCodeOf } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are 10 distinct codes of the form xxxxx-xxxxx in lowercase letters and digits', () => {
    const codes = newRecoveryCodes();

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it('are read whatever the case, spaces or hyphen', () => {
    expect(recoveryCodeOf(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(recoveryCodeOf('abcde fghjk')).toBe('abcdefghjk');
    expect(recoveryCodeOf('123456')).toBeUndefined();
  });

  it('hash differently under another salt, and never contain the code', () => {
    const [salt, other] = [newRecoverySalt(), newRecoverySalt()];

    expect(hashRecoveryCode(salt, 'abcdefghjk')).toBe(hashRecoveryCode(salt, 'abcdefghjk'));
    expect(hashRecoveryCode(salt, 'abcdefghjk')).not.toBe(hashRecoveryCode(other, 'abcdefghjk'));
    expect(hashRecoveryCode(salt, 'abcdefghjk')).not.toContain('abcdefghjk');
  });
});
