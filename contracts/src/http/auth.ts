import { z } from 'zod';
import { body, dateTime, Message, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { INVALID_TOKEN, MISSING_TOKEN, TOO_MANY_LOGINS } from './texts.js';

export const User = z
  .strictObject({
    id: z.number().int(),
    username: z.string(),
    email: z.string().meta({ format: 'email' }),
    created_at: dateTime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const Login = requires(body({ username: text, password: text.meta({ format: 'password' }) }), [
  'username',
  'password',
]).meta({ id: 'Login' });
export type Login = z.input<typeof Login>;

export const AccessToken = z
  .strictObject({
    access_token: z.string().meta({ description: 'JWT to send as `Authorization: Bearer <token>`; it expires' }),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof AccessToken>;

export const NewUser = requires(
  body({
    username: text.meta({ description: 'Unique' }),
    email: text.meta({ format: 'email' }),
    password: text.meta({ description: 'At least 6 characters', format: 'password' }),
  }),
  ['username', 'email', 'password'],
).meta({ id: 'NewUser' });
export type NewUser = z.input<typeof NewUser>;

export const authApi = apiArea(
  { name: 'Auth', description: 'Admin sign-in, the current admin, and new panel users.' },
  {
    login: {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in as an admin',
      description:
        'Rate-limited per client IP and per IP + username; only failed attempts count. Answers 429 once the limit is reached.',
      body: { json: Login },
      response: AccessToken,
      errors: { 400: 'Usuário e senha são obrigatórios', 401: 'Credenciais inválidas', 429: TOO_MANY_LOGINS },
    },
    currentAdmin: {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in admin',
      access: 'admin',
      response: User,
      errors: { 401: INVALID_TOKEN },
    },
    registerUser: {
      method: 'post',
      path: '/auth/register',
      summary: 'Create a panel user',
      access: 'admin',
      body: { json: NewUser },
      response: User,
      status: 201,
      errors: { 400: 'A senha deve ter no mínimo 6 caracteres', 401: MISSING_TOKEN, 409: 'Nome de usuário já existe' },
    },
  },
);

export const usersApi = apiArea(
  { name: 'Users', description: 'Panel users. The user `admin` is protected.' },
  {
    listUsers: {
      method: 'get',
      path: '/users',
      summary: 'All panel users',
      access: 'admin',
      response: z.array(User),
      errors: { 401: MISSING_TOKEN },
    },
    deleteUser: {
      method: 'delete',
      path: '/users/:id',
      summary: 'Delete a panel user',
      access: 'admin',
      params: z.object({ id: pathId('Usuário não encontrado') }),
      response: Message,
      errors: { 401: MISSING_TOKEN, 403: 'Usuário protegido', 404: 'Usuário não encontrado' },
    },
  },
);
