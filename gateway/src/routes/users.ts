import { Router } from 'express';
import { pathId } from '../http/values.js';
import { userBody } from './auth.js';
import type { RouteDeps } from './index.js';

const USER_NOT_FOUND = 'Usuário não encontrado';

export function usersRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();

  router.get('/users', auth.requireAdmin, async (_req, res) => {
    const { users } = await clients.identity.listUsers({});
    res.json(users.map(userBody));
  });

  router.delete('/users/:id', auth.requireAdmin, async (req, res) => {
    await clients.identity.deleteUser({ id: pathId(String(req.params.id), USER_NOT_FOUND) });
    res.json({ message: 'Usuário excluído com sucesso' });
  });

  return router;
}
