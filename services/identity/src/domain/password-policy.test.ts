import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  PASSWORD_HAS_NAME,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './password-policy.js';

const NAMES = { username: 'maria', storeName: 'Templo dos Rituais' };

function refusal(password: string, names = NAMES): string | undefined {
  try {
    checkNewPassword(password, names);
  } catch (err) {
    return (err as Error).message;
  }
  return undefined;
}

describe('checkNewPassword', () => {
  it.each(['k7#pQz', 'cavalo correto bateria grampo', 'Sabiá-laranjeira-77'])('accepts %j', (password) => {
    expect(refusal(password)).toBeUndefined();
  });

  it('refuses fewer than 6 characters and more than 128', () => {
    expect(refusal('k7#pQ')).toBe(PASSWORD_TOO_SHORT);
    expect(refusal('k'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });

  it.each(['123456', 'password', 'qwerty123', 'Dragon', 'iloveyou'])(
    'refuses %j, one of the 10,000 most common passwords, whatever its case',
    (password) => {
      expect(refusal(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it('keeps to the 10,000 most common: a rarer leaked password is the other rules’ to judge', () => {
    // admin123 ranks past 10,000 in the list; it contains the username admin, though.
    expect(refusal('admin123', { username: 'maria', storeName: '' })).toBeUndefined();
    expect(refusal('admin123', { username: 'admin', storeName: '' })).toBe(PASSWORD_HAS_NAME);
  });

  it.each(['Maria2024!', 'xx-MARIA-xx', 'templodosrituais', 'Templo-1987', 'meus.rituais'])(
    'refuses %j, which contains the username or the store name (or one of its words of 4+ letters)',
    (password) => {
      expect(refusal(password)).toBe(PASSWORD_HAS_NAME);
    },
  );

  it('ignores accents and short words of the store name', () => {
    expect(refusal('cafe-da-manha-9', { username: 'ana', storeName: 'Café da Manhã' })).toBe(PASSWORD_HAS_NAME);
    expect(refusal('dos-mares-42', NAMES)).toBeUndefined();
  });
});
