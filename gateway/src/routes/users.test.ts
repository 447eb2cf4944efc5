import { startTestIdentity } from '@ritual/identity/testing';
import { createLogger } from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

describe('users routes', () => {
  let identity: Awaited<ReturnType<typeof startTestIdentity>>;
  let clients: ServiceClients;
  let app: ReturnType<typeof createApp>;
  let auth: { Authorization: string };

  beforeAll(async () => {
    identity = await startTestIdentity();
    clients = createServiceClients(loadGatewayConfig({ IDENTITY_ADDR: identity.address }));
    app = createApp({
      logger: createLogger('gateway', 'silent'),
      clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
    });
    auth = { Authorization: `Bearer ${await identity.adminToken()}` };
  });

  afterAll(async () => {
    closeServiceClients(clients);
    await identity.stop();
  });

  const createUser = (username: string) =>
    identity.client.createUser({ username, email: `${username}@example.com`, password: 'segredo', store_name: '' });
  const listUsers = () => request(app).get('/api/users').set(auth);

  describe('GET /api/users', () => {
    it('answers the users in creation order with id, username, email and created_at only', async () => {
      await createUser('zuleica');
      await createUser('abel');

      const response = await listUsers();

      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual({
        id: expect.any(Number),
        username: 'admin',
        email: 'admin@localhost',
        created_at: expect.any(String),
      });
      expect(response.body.map((user: { username: string }) => user.username).slice(-2)).toEqual(['zuleica', 'abel']);
      for (const user of response.body)
        expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'id', 'username']);
    });

    it('answers 401 without a token', async () => {
      expect((await request(app).get('/api/users')).status).toBe(401);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes another user and answers the success message', async () => {
      const user = await createUser('removivel');

      const response = await request(app).delete(`/api/users/${user.id}`).set(auth);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Usuário excluído com sucesso' });
      const remaining = (await listUsers()).body.map((listed: { id: number }) => listed.id);
      expect(remaining).not.toContain(user.id);
    });

    it('answers 403 "Usuário protegido" for the user admin, who stays', async () => {
      const admin = (await listUsers()).body.find((user: { username: string }) => user.username === 'admin');

      const response = await request(app).delete(`/api/users/${admin.id}`).set(auth);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: 'Usuário protegido' });
      expect((await request(app).get('/api/auth/me').set(auth)).status).toBe(200);
    });

    it.each(['987654', 'abc', '0'])('answers 404 "Usuário não encontrado" for the id %s', async (id) => {
      const response = await request(app).delete(`/api/users/${id}`).set(auth);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Usuário não encontrado' });
    });

    it('answers 401 without a token and deletes nothing', async () => {
      const user = await createUser('protegido.por.token');

      const response = await request(app).delete(`/api/users/${user.id}`);

      expect(response.status).toBe(401);
      expect((await listUsers()).body.map((listed: { id: number }) => listed.id)).toContain(user.id);
    });
  });
  describe('POST /api/users/:id/sessions/end', () => {
    it('ends every session of another user, whose tokens then answer 401', async () => {
      const user = await createUser('desconectada');
      const tokens = [await identity.login('desconectada', 'segredo'), await identity.login('desconectada', 'segredo')];

      const response = await request(app).post(`/api/users/${user.id}/sessions/end`).set(auth);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Sessões encerradas', ended: 2 });
      for (const token of tokens) {
        expect((await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
      }
    });

    it('answers 403 "Usuário protegido" when another user tries the admin’s; admin may end its own others', async () => {
      const admin = (await listUsers()).body.find((user: { username: string }) => user.username === 'admin');
      await createUser('colega');
      const colleague = { Authorization: `Bearer ${await identity.login('colega', 'segredo')}` };
      const otherAdminSession = await identity.adminToken();

      const refused = await request(app).post(`/api/users/${admin.id}/sessions/end`).set(colleague);
      const own = await request(app).post(`/api/users/${admin.id}/sessions/end`).set(auth);

      expect([refused.status, refused.body]).toEqual([403, { detail: 'Usuário protegido' }]);
      expect(own.status).toBe(200);
      const me = (headers: Record<string, string>) => request(app).get('/api/auth/me').set(headers);
      expect((await me({ Authorization: `Bearer ${otherAdminSession}` })).status).toBe(401);
      expect((await me(auth)).status).toBe(200);
    });

    it('answers 404 "Usuário não encontrado" for an unknown id', async () => {
      const response = await request(app).post('/api/users/987654/sessions/end').set(auth);

      expect([response.status, response.body]).toEqual([404, { detail: 'Usuário não encontrado' }]);
    });
  });
});
