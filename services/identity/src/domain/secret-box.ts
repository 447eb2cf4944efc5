import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM for the TOTP secrets at rest, keyed by HKDF-SHA256 of JWT_SECRET: a copy of the database alone does
 * not give the codes, and no new variable is needed. Changing JWT_SECRET makes the stored secrets unreadable (their
 * owners sign in with a recovery code and enrol again).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(rootSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, 'ritual-identity', 'totp-secret-v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Undefined for a value sealed with another key or altered. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
