import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { unauthenticated } from '@ritual/runtime';
import jwt from 'jsonwebtoken';

export const INVALID_TOKEN = 'Token inválido ou expirado';

const ALGORITHM = 'HS256';
/** Different audiences keep each kind of token useless where the other is expected. */
const ACCESS_AUDIENCE = 'ritual-admin';
const MFA_AUDIENCE = 'ritual-admin-mfa';
export const MFA_TOKEN_SECONDS = 5 * 60;

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface MfaClaims {
  userId: number;
  /** The token's own id: it is exchanged for a session once. */
  tokenId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * HS256 tokens whose subject is the user id; verification accepts HS256 only. Access tokens carry the session id
 * (`sid`) that identity checks on every request; mfa tokens are the 5-minute ticket between password and code.
 */
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

  issue(user: { id: number; username: string }, sessionId: string): IssuedToken {
    const accessToken = jwt.sign({ username: user.username, sid: sessionId }, this.secret, {
      algorithm: ALGORITHM,
      audience: ACCESS_AUDIENCE,
      expiresIn: this.expiresInSeconds,
      subject: String(user.id),
    });
    return { accessToken, expiresIn: this.expiresInSeconds };
  }

  /** The user and session of a valid, unexpired access token; UNAUTHENTICATED otherwise (a token without `sid`
   * was issued before sessions existed and is refused). */
  claimsOf(token: string): AccessClaims {
    const payload = this.verified(token, ACCESS_AUDIENCE);
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) throw unauthenticated(INVALID_TOKEN);
    return { userId: userIdIn(payload), sessionId: payload.sid };
  }

  issueMfa(userId: number): string {
    return jwt.sign({}, this.secret, {
      algorithm: ALGORITHM,
      audience: MFA_AUDIENCE,
      expiresIn: MFA_TOKEN_SECONDS,
      subject: String(userId),
      jwtid: randomUUID(),
    });
  }

  mfaClaimsOf(token: string): MfaClaims {
    const payload = this.verified(token, MFA_AUDIENCE);
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) throw unauthenticated(INVALID_TOKEN);
    return { userId: userIdIn(payload), tokenId: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
  }

  private verified(token: string, audience: string): jwt.JwtPayload {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM], audience });
    } catch {
      throw unauthenticated(INVALID_TOKEN);
    }
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') throw unauthenticated(INVALID_TOKEN);
    return payload;
  }
}

function userIdIn(payload: jwt.JwtPayload): number {
  if (!/^\d+$/.test(payload.sub ?? '')) throw unauthenticated(INVALID_TOKEN);
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id)) throw unauthenticated(INVALID_TOKEN);
  return id;
}
