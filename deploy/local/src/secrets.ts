import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** The secret kept in `file`, created on first use (hex, owner-only) so every restart sees the same value. */
export async function readOrCreateSecret(file: string, bytes = 32): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(bytes).toString('hex');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another runner won the race to create it: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const written = await readSecret(file);
      if (written) return written;
      throw new Error(`${file} está vazio; apague-o para que um novo segredo seja gerado`);
    }
    throw err;
  }
}

export async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
