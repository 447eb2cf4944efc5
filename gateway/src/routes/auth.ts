import { authApi, INVALID_MFA_CODE, SESSION_ENDED, TOO_MANY_LOGINS, type User } from '@ritual/contracts/http';
import type { User as UserMessage } from '@ritual/proto/ritual/v1/identity';
import type { Request, Router } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { SiteConfigClient } from '../clients/site-config.js';
import { adminOf, adminTokenOf, clientOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per window for one username from one client IP. */
export const LOGIN_FAILURES_PER_USERNAME = 10;
/** Failed logins allowed per window from one client IP, whatever the usernames. */
export const LOGIN_FAILURES_PER_IP = 50;
/** Wrong two-step codes allowed per window for one user from one client IP (identity also caps each user). */
export const MFA_FAILURES_PER_USER = 10;
/** Wrong two-step codes allowed per window from one client IP, whatever the users. */
export const MFA_FAILURES_PER_IP = 50;
export { TOO_MANY_LOGINS };

/** The public fields of a user, as spec §7 puts them on the wire. */
export function userBody(user: UserMessage): User {
  return { id: user.id, username: user.username, email: user.email, created_at: user.created_at };
}

/** The store's name, which a new password may not contain (site-config owns it). */
export async function storeNameOf(siteConfig: SiteConfigClient): Promise<string> {
  return (await siteConfig.getSiteConfig({})).site_name;
}

function loginLimiter(limit: number, store: Store | undefined, keyGenerator?: (req: Request) => string) {
  return rateLimit({
    store,
    // A shared store that cannot answer must not lock every admin out: the limit is a second line of defence.
    passOnStoreError: true,
    windowMs: LOGIN_WINDOW_MS,
    limit,
    keyGenerator,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { detail: TOO_MANY_LOGINS },
  });
}

const usernameOf = (req: Request) => (typeof req.body?.username === 'string' ? req.body.username : '');

/**
 * The user an mfa_token names, read without checking its signature: only to count failures per user (a forged
 * token gets its own count, and identity refuses it anyway).
 */
function mfaUserOf(req: Request): string {
  const token = typeof req.body?.mfa_token === 'string' ? req.body.mfa_token : '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.sub === 'string' ? payload.sub : '';
  } catch {
    return '';
  }
}

export function authRoutes(deps: RouteDeps): Router {
  const { loginLimitStore } = deps;
  const identity = deps.clients.identity;
  const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? '');
  return implement(authApi, deps, {
    login: {
      // Counted in loginLimitStore (NATS KV) when replicas share one; else in this process's memory.
      middleware: [
        loginLimiter(LOGIN_FAILURES_PER_IP, loginLimitStore?.('login-ip')),
        loginLimiter(
          LOGIN_FAILURES_PER_USERNAME,
          loginLimitStore?.('login-user'),
          (req) => `${ipKey(req)}|${usernameOf(req).trim().toLowerCase()}`,
        ),
      ],
      handle: async ({ body, req }) => {
        const answer = await identity.login({ ...body, ...clientOf(req) });
        if (answer.mfa_required) return { mfa_required: true as const, mfa_token: answer.mfa_token };
        return { access_token: answer.access_token, token_type: 'bearer' as const };
      },
    },
    loginMfa: {
      middleware: [
        loginLimiter(MFA_FAILURES_PER_IP, loginLimitStore?.('mfa-ip')),
        loginLimiter(MFA_FAILURES_PER_USER, loginLimitStore?.('mfa-user'), (req) => `${ipKey(req)}|${mfaUserOf(req)}`),
      ],
      handle: async ({ body, req }) => {
        if (!body.mfa_token) throw new HttpError(401, INVALID_MFA_CODE);
        const token = await identity.loginMfa({ mfa_token: body.mfa_token, code: body.code, ...clientOf(req) });
        return { access_token: token.access_token, token_type: 'bearer' as const };
      },
    },
    logout: async ({ req, res }) => {
      await identity.logout({ access_token: adminTokenOf(res), ...clientOf(req) });
      return { message: SESSION_ENDED };
    },
    currentAdmin: ({ res }) => userBody(adminOf(res)!),
    registerUser: async ({ body }) =>
      userBody(await identity.createUser({ ...body, store_name: await storeNameOf(deps.clients.siteConfig) })),
  });
}
