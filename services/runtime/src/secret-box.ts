import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** Which service seals what: HKDF's salt and info, so one root secret gives each purpose its own key. */
export interface SealingPurpose {
  service: string;
  purpose: string;
}

/**
 * AES-256-GCM for secrets a service must read back (identity's TOTP secrets, the order tokens of the lasting order
 * links), keyed by HKDF-SHA256 of a root secret from the environment: a copy of the database alone opens nothing.
 * Changing the root secret makes what was sealed unreadable (open answers undefined).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(rootSecret: string, { service, purpose }: SealingPurpose) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, `ritual-${service}`, purpose, 32));
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
