import { status } from '@grpc/grpc-js';
import {
  accountApi,
  authApi,
  INVALID_ORDER_TOKEN,
  MISSING_TOKEN,
  type Operation,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@ritual/contracts/http';
import type { User } from '@ritual/proto/ritual/v1/identity';
import { isServiceError } from '@ritual/runtime';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import type { OrdersClient } from '../clients/orders.js';
import { HttpError, toHttpError } from './errors.js';

export { INVALID_ORDER_TOKEN, MISSING_TOKEN };

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in admin of this request, set by requireAdmin / optionalAdmin. */
export function adminOf(res: Response): User | undefined {
  return res.locals.admin as User | undefined;
}

/** The access token of this request's admin: the account routes pass it on, and identity acts on its session. */
export function adminTokenOf(res: Response): string {
  return res.locals.adminToken as string;
}

/** The client's address (X-Forwarded-For as `trust proxy` allows) and browser, for sessions and the audit log. */
export function clientOf(req: Request): { ip: string; user_agent: string } {
  return { ip: req.ip ?? '', user_agent: req.get('user-agent') ?? '' };
}

const routeKey = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** What an admin may still do while the store requires two-step sign-in and the admin has not set it up. */
const SETUP_ROUTES = new Set(
  [
    authApi.operations.currentAdmin,
    authApi.operations.logout,
    accountApi.operations.getAccount,
    accountApi.operations.setupTwoFactor,
    accountApi.operations.confirmTwoFactor,
  ].map(routeKey),
);

export interface AdminAuth {
  /** 401 unless the request carries a valid admin Bearer token; identity checks signature, expiry, session and user. */
  requireAdmin: RequestHandler;
  /** Identifies the admin when a valid token is present; never fails the request. */
  optionalAdmin: RequestHandler;
}

export function adminAuth(identity: IdentityClient): AdminAuth {
  const verify = async (token: string) => {
    const verified = await identity.verifyToken({ access_token: token });
    return { admin: verified.user!, setupRequired: verified.two_factor_setup_required };
  };
  return {
    async requireAdmin(req: Request, res: Response, next: NextFunction) {
      const token = bearerToken(req);
      if (!token) throw new HttpError(401, MISSING_TOKEN);
      const { admin, setupRequired } = await verify(token);
      // req.route is the matched declared route (access checks run inside it), e.g. "get /account".
      if (setupRequired && !SETUP_ROUTES.has(`${req.method.toLowerCase()} ${req.route?.path}`)) {
        throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED);
      }
      res.locals.admin = admin;
      res.locals.adminToken = token;
      next();
    },
    async optionalAdmin(req: Request, res: Response, next: NextFunction) {
      const token = bearerToken(req);
      if (token) {
        try {
          const { admin, setupRequired } = await verify(token);
          // Until the required setup is done, the admin sees the public answer.
          if (!setupRequired) {
            res.locals.admin = admin;
            res.locals.adminToken = token;
          }
        } catch (err) {
          if (toHttpError(err).status !== 401) throw err;
        }
      }
      next();
    },
  };
}

/**
 * 403 unless X-Order-Token is the token returned when order `:id` was created. With `hiddenDetail`, a missing or
 * wrong token answers 404 with it instead, exactly as an order that does not exist: the answer tells nothing.
 */
export function requireOrderToken(orders: OrdersClient, idParam = 'id', hiddenDetail?: string): RequestHandler {
  const refusal = () => (hiddenDetail ? new HttpError(404, hiddenDetail) : new HttpError(403, INVALID_ORDER_TOKEN));
  return async (req, res, next) => {
    const token = req.get('x-order-token');
    const id = Number(req.params[idParam]);
    if (!token || !Number.isSafeInteger(id) || id <= 0) throw refusal();
    try {
      res.locals.order = await orders.authorizeOrder({ id, order_token: token });
    } catch (err) {
      // Orders answers PERMISSION_DENIED alike for a wrong token and an unknown order.
      if (hiddenDetail && isServiceError(err) && err.code === status.PERMISSION_DENIED) throw refusal();
      throw err;
    }
    next();
  };
}
