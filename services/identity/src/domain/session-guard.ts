import { unauthenticated } from '@ritual/runtime';
import { type ClientInfo, type SessionStore, TOUCH_INTERVAL_MS, type UserRow } from './sessions.js';
import { INVALID_TOKEN, type IssuedToken, type TokenIssuer } from './tokens.js';

/** The signed-in user of a request and the session its token belongs to. */
export interface Caller {
  user: UserRow;
  sessionId: string;
  twoFactorEnabled: boolean;
  requireTwoFactor: boolean;
}

export interface SessionGuardOptions {
  /** A session unused this long is over (SESSION_IDLE_TIMEOUT). */
  idleSeconds: number;
  /**
   * How long a positive answer is reused in this process: the longest a session ended by another replica still
   * works. Ends made through this process take effect at once. Default 5 s; 0 checks the database every time.
   */
  cacheMs?: number;
  now?: () => Date;
}

/** Past this many cached sessions the cache starts over (a bound on memory, not a policy). */
const CACHE_MAX = 10_000;

/** Turns an access token into its caller: signature and expiry, then a live, not idle session of an existing user. */
export class SessionGuard {
  private readonly cache = new Map<string, { caller: Caller; until: number }>();
  private readonly idleMs: number;
  private readonly cacheMs: number;
  readonly now: () => Date;

  constructor(
    private readonly tokens: TokenIssuer,
    private readonly sessions: SessionStore,
    options: SessionGuardOptions,
  ) {
    this.idleMs = options.idleSeconds * 1000;
    this.cacheMs = options.cacheMs ?? 5000;
    this.now = options.now ?? (() => new Date());
  }

  /** Sessions active since this moment have not gone idle. */
  activeSince(): Date {
    return new Date(this.now().getTime() - this.idleMs);
  }

  async start(user: { id: number; username: string }, client: ClientInfo): Promise<IssuedToken> {
    const session = await this.sessions.create(user.id, client, this.now());
    return this.tokens.issue(user, session.id);
  }

  async verify(token: string): Promise<Caller> {
    if (!token) throw unauthenticated(INVALID_TOKEN);
    const { userId, sessionId } = this.tokens.claimsOf(token);
    const now = this.now();
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > now.getTime() && cached.caller.user.id === userId) return cached.caller;
    this.cache.delete(sessionId);

    const live = await this.sessions.findLive(sessionId);
    if (!live || live.user.id !== userId) throw unauthenticated(INVALID_TOKEN);
    const idleFor = now.getTime() - live.session.lastSeenAt.getTime();
    if (idleFor > this.idleMs) {
      await this.sessions.end(userId, sessionId, 'idle', now);
      throw unauthenticated(INVALID_TOKEN);
    }
    if (idleFor >= TOUCH_INTERVAL_MS) await this.sessions.touch(sessionId, now);

    const caller: Caller = {
      user: live.user,
      sessionId,
      twoFactorEnabled: live.twoFactorEnabled,
      requireTwoFactor: live.requireTwoFactor,
    };
    if (this.cacheMs > 0) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(sessionId, { caller, until: now.getTime() + this.cacheMs });
    }
    return caller;
  }

  forget(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /** Drops the user's cached sessions (but `keep`): after its sessions ended or its 2FA changed. */
  forgetUser(userId: number, keep?: string): void {
    for (const [id, entry] of this.cache) {
      if (entry.caller.user.id === userId && id !== keep) this.cache.delete(id);
    }
  }

  forgetAll(): void {
    this.cache.clear();
  }
}
