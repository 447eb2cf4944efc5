import { createSecretKey, type KeyObject } from 'node:crypto';
import { unauthenticated } from '@ritual/runtime';
import jwt from 'jsonwebtoken';

export const INVALID_TOKEN = 'Token inválido ou expirado';

const ALGORITHM = 'HS256';

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

/** HS256 access tokens whose subject is the user id; verification accepts HS256 only. */
export class TokenIssuer {
  /**
   * A key object made once: given the secret as a string, jsonwebtoken first tries it as a PEM public key on every
   * call, and that failed parse was a quarter of identity's CPU on each admin request.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly expiresInSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret));
  }

  issue(user: { id: number; username: string }): IssuedToken {
    const accessToken = jwt.sign({ username: user.username }, this.secret, {
      algorithm: ALGORITHM,
      expiresIn: this.expiresInSeconds,
      subject: String(user.id),
    });
    return { accessToken, expiresIn: this.expiresInSeconds };
  }

  /** The user id a valid, unexpired token was issued to; UNAUTHENTICATED otherwise. */
  userIdOf(token: string): number {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] });
    } catch {
      throw unauthenticated(INVALID_TOKEN);
    }
    if (typeof payload !== 'object' || typeof payload.exp !== 'number' || !/^\d+$/.test(payload.sub ?? '')) {
      throw unauthenticated(INVALID_TOKEN);
    }
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id)) throw unauthenticated(INVALID_TOKEN);
    return id;
  }
}
