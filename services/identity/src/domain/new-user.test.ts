import { DomainError } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import { type NewUser, validateNewUser } from './new-user.js';

const VALID: NewUser = { username: 'maria.silva', email: 'maria@example.com', password: 'segredo' };

function messageOf(input: Partial<NewUser>): string {
  try {
    validateNewUser({ ...VALID, ...input });
  } catch (err) {
    if (err instanceof DomainError) return err.message;
    throw err;
  }
  throw new Error('expected a DomainError');
}

describe('validateNewUser', () => {
  it('trims username and email but keeps the password exactly as typed', () => {
    const user = validateNewUser({ username: '  maria_1 ', email: ' maria@example.com ', password: ' seis 6 ' });

    expect(user).toEqual({ username: 'maria_1', email: 'maria@example.com', password: ' seis 6 ' });
  });

  it.each(['abc', 'a'.repeat(50), 'Maria-Silva.01'])('accepts the username %j', (username) => {
    expect(validateNewUser({ ...VALID, username }).username).toBe(username);
  });

  it.each([
    [{ username: '' }, 'Nome de usuário é obrigatório'],
    [{ username: '   ' }, 'Nome de usuário é obrigatório'],
    [
      { username: 'ab' },
      'Nome de usuário deve ter de 3 a 50 caracteres: letras sem acento, números, ponto, hífen ou sublinhado',
    ],
    [
      { username: 'a'.repeat(51) },
      'Nome de usuário deve ter de 3 a 50 caracteres: letras sem acento, números, ponto, hífen ou sublinhado',
    ],
    [
      { username: 'maria silva' },
      'Nome de usuário deve ter de 3 a 50 caracteres: letras sem acento, números, ponto, hífen ou sublinhado',
    ],
    [
      { username: 'joão' },
      'Nome de usuário deve ter de 3 a 50 caracteres: letras sem acento, números, ponto, hífen ou sublinhado',
    ],
    [{ email: '' }, 'Email é obrigatório'],
    [{ email: 'maria' }, 'Email inválido'],
    [{ email: 'maria@example' }, 'Email inválido'],
    [{ email: 'ma ria@example.com' }, 'Email inválido'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'Email inválido'],
    [{ password: '' }, 'Senha é obrigatória'],
    [{ password: '12345' }, 'A senha deve ter no mínimo 6 caracteres'],
    [{ password: 'a'.repeat(129) }, 'A senha deve ter no máximo 128 caracteres'],
    [{ password: '123456' }, 'Essa senha é muito comum; escolha outra'],
    [{ password: 'Maria.Silva-2024' }, 'A senha não pode conter o nome de usuário nem o nome da loja'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(validateNewUser({ ...VALID, password: 'k7#pQz' }).password).toBe('k7#pQz');
  });

  it('refuses a password containing the store name', () => {
    expect(() => validateNewUser({ ...VALID, password: 'rituais2024' }, 'Templo dos Rituais')).toThrow(
      'A senha não pode conter o nome de usuário nem o nome da loja',
    );
  });
});
