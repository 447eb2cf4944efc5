import { createHash, randomBytes, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// Lowercase letters and digits without the look-alikes 0/o, 1/l/i: 31^10 ≈ 2^49 per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

export function newRecoveryCodes(): string[] {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

export const newRecoverySalt = (): string => randomBytes(16).toString('base64url');

/** "ABCDE-fghjk", "abcde fghjk" → "abcdefghjk"; undefined when it cannot be a recovery code. */
export function recoveryCodeOf(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : undefined;
}

/**
 * SHA-256 of the per-user salt and the code. The codes are random (~49 bits each), not chosen by people, so a
 * slow hash such as argon2 would add nothing against guessing while making each sign-in check up to 10 of them.
 */
export function hashRecoveryCode(salt: string, normalizedCode: string): string {
  return createHash('sha256').update(`${salt}:${normalizedCode}`).digest('base64url');
}
