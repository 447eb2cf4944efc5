import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';

/*
 * Everything that leaves the machine is gzip-compressed, then encrypted with age to the operator's public key
 * (BACKUP_AGE_RECIPIENT). Only the identity (AGE-SECRET-KEY-1…) reads it back, and the runner never holds it.
 */

export async function seal(plain: Readable, recipient: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const compressed = Readable.toWeb(plain.pipe(createGzip({ level: 6 }))) as ReadableStream<Uint8Array>;
  return Readable.fromWeb((await encrypter.encrypt(compressed)) as WebReadableStream<Uint8Array>);
}

export async function unseal(sealed: Readable, identity: string): Promise<Readable> {
  return (await decryptOnly(sealed, identity)).pipe(createGunzip());
}

/** The gzip file inside: what a restore keeps on disk for WAL, whose segments are mostly zeros after a switch. */
export async function decryptOnly(sealed: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  const decrypted = await decrypter.decrypt(Readable.toWeb(sealed) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(decrypted as WebReadableStream<Uint8Array>);
}

/** A new key pair for the operator: the identity to keep away from the server, the recipient for BACKUP_AGE_RECIPIENT. */
export async function newKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** The identity in an age identity file (`age-keygen` writes comments around it). */
export function identityIn(fileText: string): string {
  const identity = fileText.split('\n').find((line) => line.trim().startsWith('AGE-SECRET-KEY-'));
  if (!identity) throw new Error('o arquivo da chave não contém uma identidade age (AGE-SECRET-KEY-1…)');
  return identity.trim();
}
