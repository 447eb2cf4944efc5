import { invalidArgument } from '@ritual/runtime';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_REQUIRED = 'Senha é obrigatória';
export const PASSWORD_TOO_SHORT = 'A senha deve ter no mínimo 6 caracteres';
export const PASSWORD_TOO_LONG = 'A senha deve ter no máximo 128 caracteres';
export const PASSWORD_TOO_COMMON = 'Essa senha é muito comum; escolha outra';
export const PASSWORD_HAS_NAME = 'A senha não pode conter o nome de usuário nem o nome da loja';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
const COMMON_COUNT = 10_000;
/** Store-name words shorter than this ("da", "dos") are too common to refuse. */
const NAME_WORD_MIN = 4;

/** The 10,000 most common passwords of zxcvbn-ts's list (ranked by frequency in leaks). */
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));

/** Lowercase, without accents, letters and digits only: "Templo dos Rituais" → "templodosrituais". */
function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The parts of the store's name a password may not contain: the whole name and each word of 4+ letters. */
function storeNameParts(storeName: string): string[] {
  const words = storeName.split(/[^\p{L}\p{N}]+/u).map(folded);
  return [folded(storeName), ...words.filter((word) => word.length >= NAME_WORD_MIN)].filter(Boolean);
}

/** Throws INVALID_ARGUMENT with the pt-BR rule a new password breaks. */
export function checkNewPassword(password: string, names: { username: string; storeName: string }): void {
  if (!password) throw invalidArgument(PASSWORD_REQUIRED);
  if (password.length < PASSWORD_MIN) throw invalidArgument(PASSWORD_TOO_SHORT);
  if (password.length > PASSWORD_MAX) throw invalidArgument(PASSWORD_TOO_LONG);
  if (COMMON.has(password.toLowerCase())) throw invalidArgument(PASSWORD_TOO_COMMON);
  const plain = folded(password);
  const forbidden = [folded(names.username), ...storeNameParts(names.storeName)].filter(Boolean);
  if (forbidden.some((part) => plain.includes(part))) throw invalidArgument(PASSWORD_HAS_NAME);
}
