import { invalidArgument } from '@ritual/runtime';
import { checkNewPassword } from './password-policy.js';

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

export const USERNAME_REQUIRED = 'Nome de usuário é obrigatório';
export const USERNAME_INVALID =
  'Nome de usuário deve ter de 3 a 50 caracteres: letras sem acento, números, ponto, hífen ou sublinhado';
export const EMAIL_REQUIRED = 'Email é obrigatório';
export const EMAIL_INVALID = 'Email inválido';

// ASCII only, so a look-alike letter from another script cannot imitate an existing name.
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/**
 * Trims username and email and enforces spec §5 (new user) and the password policy (password-policy.ts, with the
 * store's name); the password is kept exactly as typed.
 */
export function validateNewUser(input: NewUser, storeName = ''): NewUser {
  const username = input.username.trim();
  const email = input.email.trim();
  const { password } = input;
  if (!username) throw invalidArgument(USERNAME_REQUIRED);
  if (!USERNAME.test(username)) throw invalidArgument(USERNAME_INVALID);
  if (!email) throw invalidArgument(EMAIL_REQUIRED);
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) throw invalidArgument(EMAIL_INVALID);
  checkNewPassword(password, { username, storeName });
  return { username, email, password };
}
