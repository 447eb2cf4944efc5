import { authApi, TOO_MANY_LOGINS, type User } from '@ritual/contracts/http';
import type { User as UserMessage } from '@ritual/proto/ritual/v1/identity';
import type { Request, Router } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { adminOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per window for one username from one client IP. */
export const LOGIN_FAILURES_PER_USERNAME = 10;
/** Failed logins allowed per window from one client IP, whatever the usernames. */
export const LOGIN_FAILURES_PER_IP = 50;
export { TOO_MANY_LOGINS };

/** The public fields of a user, as spec §7 puts them on the wire. */
export function userBody(user: UserMessage): User {
  return { id: user.id, username: user.username, email: user.email, created_at: user.created_at };
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

export function authRoutes(deps: RouteDeps): Router {
  const { loginLimitStore } = deps;
  const identity = deps.clients.identity;
  return implement(authApi, deps, {
    login: {
      // Counted in loginLimitStore (NATS KV) when replicas share one; else in this process's memory.
      middleware: [
        loginLimiter(LOGIN_FAILURES_PER_IP, loginLimitStore?.('login-ip')),
        loginLimiter(
          LOGIN_FAILURES_PER_USERNAME,
          loginLimitStore?.('login-user'),
          (req) => `${ipKeyGenerator(req.ip ?? '')}|${usernameOf(req).trim().toLowerCase()}`,
        ),
      ],
      handle: async ({ body }) => {
        const token = await identity.login(body);
        return { access_token: token.access_token, token_type: 'bearer' as const };
      },
    },
    currentAdmin: ({ res }) => userBody(adminOf(res)!),
    registerUser: async ({ body }) => userBody(await identity.createUser(body)),
  });
}
