import { ADMIN, type ApiArea, arrayOf, fails, idParam, NO_TOKEN, ok, ref } from './shared.js';

export const usersApi: ApiArea = {
  tag: { name: 'Users', description: 'Panel users. The user `admin` is protected.' },
  schemas: {},
  paths: {
    '/users': {
      get: {
        tags: ['Users'],
        operationId: 'listUsers',
        summary: 'All panel users',
        security: ADMIN,
        responses: { ...ok('Users', arrayOf(ref('User'))), ...fails({ 401: NO_TOKEN }) },
      },
    },
    '/users/{id}': {
      delete: {
        tags: ['Users'],
        operationId: 'deleteUser',
        summary: 'Delete a panel user',
        security: ADMIN,
        parameters: [idParam('User id')],
        responses: {
          ...ok('Deleted', ref('Message')),
          ...fails({ 401: NO_TOKEN, 403: 'Usuário protegido', 404: 'Usuário não encontrado' }),
        },
      },
    },
  },
};
