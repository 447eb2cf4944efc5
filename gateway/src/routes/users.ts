import { usersApi } from '@ritual/contracts/http';
import type { Router } from 'express';
import { adminTokenOf, clientOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import { userBody } from './auth.js';
import type { RouteDeps } from './index.js';

export function usersRoutes(deps: RouteDeps): Router {
  const identity = deps.clients.identity;
  return implement(usersApi, deps, {
    listUsers: async () => (await identity.listUsers({})).users.map(userBody),
    deleteUser: async ({ params }) => {
      await identity.deleteUser(params);
      return { message: 'Usuário excluído com sucesso' };
    },
    endUserSessions: async ({ params, req, res }) => {
      const { ended } = await identity.endUserSessions({
        access_token: adminTokenOf(res),
        ...clientOf(req),
        user_id: params.id,
      });
      return { message: 'Sessões encerradas', ended };
    },
  });
}
