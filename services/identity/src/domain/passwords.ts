import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default) with its OWASP-recommended cost: 19 MiB, 2 passes, 1 lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a stored hash that cannot be parsed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
