import { INVALID_ORDER_TOKEN, MISSING_TOKEN } from '@ritual/contracts/http';
import type { User } from '@ritual/proto/ritual/v1/identity';
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

export interface AdminAuth {
  /** 401 unless the request carries a valid admin Bearer token; identity checks signature, expiry and user. */
  requireAdmin: RequestHandler;
  /** Identifies the admin when a valid token is present; never fails the request. */
  optionalAdmin: RequestHandler;
}

export function adminAuth(identity: IdentityClient): AdminAuth {
  const verify = async (token: string, res: Response) => {
    res.locals.admin = await identity.verifyToken({ access_token: token });
  };
  return {
    async requireAdmin(req: Request, res: Response, next: NextFunction) {
      const token = bearerToken(req);
      if (!token) throw new HttpError(401, MISSING_TOKEN);
      await verify(token, res);
      next();
    },
    async optionalAdmin(req: Request, res: Response, next: NextFunction) {
      const token = bearerToken(req);
      if (token) {
        try {
          await verify(token, res);
        } catch (err) {
          if (toHttpError(err).status !== 401) throw err;
        }
      }
      next();
    },
  };
}

/** 403 unless X-Order-Token is the token returned when order `:id` was created. */
export function requireOrderToken(orders: OrdersClient, idParam = 'id'): RequestHandler {
  return async (req, res, next) => {
    const token = req.get('x-order-token');
    const id = Number(req.params[idParam]);
    if (!token || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(403, INVALID_ORDER_TOKEN);
    res.locals.order = await orders.authorizeOrder({ id, order_token: token });
    next();
  };
}
