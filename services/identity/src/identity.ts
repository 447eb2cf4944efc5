import { type Database, SecretBox } from '@ritual/runtime';
import type * as schema from './db/schema.js';
import { Accounts } from './domain/accounts.js';
import { AuditLog } from './domain/audit-log.js';
import { MyAccount } from './domain/my-account.js';
import { SecuritySettingsStore } from './domain/security-settings.js';
import { SessionGuard } from './domain/session-guard.js';
import { SessionStore } from './domain/sessions.js';
import { TokenIssuer } from './domain/tokens.js';
import { SecondFactor } from './domain/two-factor.js';
import { TwoFactorStore } from './domain/two-factor-store.js';
import { UserStore } from './domain/user-store.js';

/** The TOTP secrets at rest, sealed under JWT_SECRET (no new variable; a new JWT_SECRET means enrolling again). */
const TOTP_SEALING = { service: 'identity', purpose: 'totp-secret-v1' };

export interface IdentitySettings {
  jwtSecret: string;
  /** Seconds: the absolute lifetime of an access token (JWT_EXPIRES_IN). */
  jwtExpiresIn: number;
  /** Seconds: SESSION_IDLE_TIMEOUT. */
  idleSeconds: number;
  /** How long a positive session check is reused in this process (default 5 s; 0: never). */
  sessionCacheMs?: number;
  /** The clock of sessions and codes; real time by default. */
  now?: () => Date;
}

/** The service's parts over one database, wired as the server runs them (tests build the same). */
export function buildIdentity(db: Database<typeof schema>, settings: IdentitySettings) {
  const now = settings.now ?? (() => new Date());
  const users = new UserStore(db);
  const sessions = new SessionStore(db);
  const audit = new AuditLog(db, now);
  const tokens = new TokenIssuer(settings.jwtSecret, settings.jwtExpiresIn);
  const guard = new SessionGuard(tokens, sessions, {
    idleSeconds: settings.idleSeconds,
    cacheMs: settings.sessionCacheMs,
    now,
  });
  const secondFactor = new SecondFactor(new TwoFactorStore(db), new SecretBox(settings.jwtSecret, TOTP_SEALING), now);
  const accounts = new Accounts(users, tokens, guard, secondFactor, audit);
  const myAccount = new MyAccount(users, sessions, guard, secondFactor, new SecuritySettingsStore(db), audit);
  return { accounts, myAccount, audit, guard, tokens };
}
