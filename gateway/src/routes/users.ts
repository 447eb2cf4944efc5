import { usersApi } from '@ritual/contracts/http';
import type { Router } from 'express';
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
  });
}
