import type { User } from '@ritual/proto/ritual/v1/identity';
import { type Request, Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { adminOf } from '../http/auth.js';
import { jsonBody } from '../http/body.js';
import { text } from '../http/values.js';
import type { RouteDeps } from './index.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per window for one username from one client IP. */
export const LOGIN_FAILURES_PER_USERNAME = 10;
/** Failed logins allowed per window from one client IP, whatever the usernames. */
export const LOGIN_FAILURES_PER_IP = 50;
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** The public fields of a user, as spec §7 puts them on the wire. */
export function userBody(user: User) {
  return { id: user.id, username: user.username, email: user.email, created_at: user.created_at };
}

function loginLimiter(limit: number, keyGenerator?: (req: Request) => string) {
  return rateLimit({
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

export function authRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();

  router.post(
    '/auth/login',
    jsonBody,
    // Limiters live in this process's memory, one set per gateway replica.
    loginLimiter(LOGIN_FAILURES_PER_IP),
    loginLimiter(
      LOGIN_FAILURES_PER_USERNAME,
      (req) => `${ipKeyGenerator(req.ip ?? '')}|${usernameOf(req).trim().toLowerCase()}`,
    ),
    async (req, res) => {
      const token = await clients.identity.login({
        username: text(req.body?.username),
        password: text(req.body?.password),
      });
      res.json({ access_token: token.access_token, token_type: 'bearer' });
    },
  );

  router.get('/auth/me', auth.requireAdmin, (_req, res) => {
    res.json(userBody(adminOf(res)!));
  });

  router.post('/auth/register', auth.requireAdmin, jsonBody, async (req, res) => {
    const user = await clients.identity.createUser({
      username: text(req.body?.username),
      email: text(req.body?.email),
      password: text(req.body?.password),
    });
    res.status(201).json(userBody(user));
  });

  return router;
}
