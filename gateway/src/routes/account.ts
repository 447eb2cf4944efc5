import { status as grpcStatus } from '@grpc/grpc-js';
import { type ActivityEvent, accountApi } from '@ritual/contracts/http';
import { isServiceError } from '@ritual/runtime';
import type { Request, Response, Router } from 'express';
import { adminTokenOf, clientOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import { storeNameOf, userBody } from './auth.js';
import type { RouteDeps } from './index.js';

/** Identity answers an account conflict (2FA already on, setup missing, required by the store) as FAILED_PRECONDITION. */
async function conflictsAs409<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (isServiceError(err) && err.code === grpcStatus.FAILED_PRECONDITION) throw new HttpError(409, err.details);
    throw err;
  }
}

/** "Minha conta": the signed-in admin's two-step sign-in, sessions, history and password; the store's security. */
export function accountRoutes(deps: RouteDeps): Router {
  const identity = deps.clients.identity;
  const caller = (req: Request, res: Response) => ({ access_token: adminTokenOf(res), ...clientOf(req) });
  return implement(accountApi, deps, {
    getAccount: async ({ req, res }) => {
      const account = await identity.getAccount(caller(req, res));
      const notice = account.notice!;
      return {
        user: userBody(account.user!),
        two_factor_enabled: account.two_factor_enabled,
        recovery_codes_left: account.recovery_codes_left,
        two_factor_required: account.two_factor_required,
        two_factor_setup_required: account.two_factor_setup_required,
        notice: {
          failed_attempts: notice.failed_attempts,
          new_device_sign_ins: notice.new_device_sign_ins,
          since: notice.since || null,
          default_password: notice.default_password,
        },
      };
    },
    markNoticeSeen: async ({ req, res }) => {
      await identity.markNoticeSeen(caller(req, res));
      return { message: 'Ok' };
    },
    listSessions: async ({ req, res }) => (await identity.listSessions(caller(req, res))).sessions,
    endOtherSessions: async ({ req, res }) => {
      const { ended } = await identity.endOtherSessions(caller(req, res));
      return { message: 'Outras sessões encerradas', ended };
    },
    endSession: async ({ params, req, res }) => {
      await identity.endSession({ ...caller(req, res), session_id: params.id });
      return { message: 'Sessão encerrada' };
    },
    listActivity: async ({ req, res }) =>
      (await identity.listActivity(caller(req, res))).events.map((event) => ({
        ...event,
        event: event.event as ActivityEvent['event'],
      })),
    setupTwoFactor: async ({ req, res }) =>
      conflictsAs409(
        identity.setupTwoFactor({ ...caller(req, res), issuer: await storeNameOf(deps.clients.siteConfig) }),
      ),
    confirmTwoFactor: async ({ body, req, res }) => ({
      recovery_codes: (await conflictsAs409(identity.confirmTwoFactor({ ...caller(req, res), code: body.code }))).codes,
    }),
    disableTwoFactor: async ({ body, req, res }) => {
      await conflictsAs409(
        identity.disableTwoFactor({ ...caller(req, res), password: body.password, code: body.code }),
      );
      return { message: 'Verificação em duas etapas desativada' };
    },
    changePassword: async ({ body, req, res }) => {
      const { ended } = await identity.changePassword({
        ...caller(req, res),
        current_password: body.current_password,
        new_password: body.new_password,
        store_name: await storeNameOf(deps.clients.siteConfig),
      });
      return { message: 'Senha alterada; as outras sessões foram encerradas', ended };
    },
    getSecuritySettings: async () => identity.getSecuritySettings({}),
    updateSecuritySettings: async ({ body, req, res }) => {
      if (body.require_two_factor === undefined) throw new HttpError(400, 'Valor inválido no corpo da requisição');
      return conflictsAs409(
        identity.updateSecuritySettings({ ...caller(req, res), require_two_factor: body.require_two_factor }),
      );
    },
  });
}
