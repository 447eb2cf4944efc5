import type { NewUser } from './api/users-api';

/** Spec §3: the user named admin is protected. */
export const PROTECTED_USERNAME = 'admin';
export const PASSWORD_MIN_LENGTH = 6;

export const isProtectedUser = (username: string) => username.trim().toLowerCase() === PROTECTED_USERNAME;

/** "Maria Silva" → "MS", "joao" → "JO". */
export function initials(username: string): string {
  const words = username
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

export type NewUserErrors = Partial<Record<keyof NewUser, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 new user: all three required, email shaped like one, password at least 6 characters. */
export function validateNewUser(user: NewUser): NewUserErrors {
  const errors: NewUserErrors = {};
  if (!user.username.trim()) errors.username = 'Usuário é obrigatório';
  if (!user.email.trim()) errors.email = 'Email é obrigatório';
  else if (!EMAIL.test(user.email.trim())) errors.email = 'Email inválido';
  if (!user.password) errors.password = 'Senha é obrigatória';
  else if (user.password.length < PASSWORD_MIN_LENGTH) errors.password = 'Mínimo de 6 caracteres';
  return errors;
}
