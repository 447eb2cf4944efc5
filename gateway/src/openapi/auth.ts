import {
  ADMIN,
  type ApiArea,
  BAD_TOKEN,
  dateTime,
  enumOf,
  fails,
  INVALID_JSON,
  input,
  integer,
  jsonBody,
  NO_TOKEN,
  object,
  ok,
  ref,
  string,
} from './shared.js';

export const authApi: ApiArea = {
  tag: { name: 'Auth', description: 'Admin sign-in, the current admin, and new panel users.' },
  schemas: {
    User: object({
      id: integer(),
      username: string(),
      email: string(undefined, { format: 'email' }),
      created_at: dateTime(),
    }),
    Login: input({ username: string(), password: string(undefined, { format: 'password' }) }, ['username', 'password']),
    AccessToken: object({
      access_token: string('JWT to send as `Authorization: Bearer <token>`; it expires'),
      token_type: enumOf(['bearer']),
    }),
    NewUser: input(
      {
        username: string('Unique'),
        email: string(undefined, { format: 'email' }),
        password: string('At least 6 characters', { minLength: 6, format: 'password' }),
      },
      ['username', 'email', 'password'],
    ),
  },
  paths: {
    '/auth/login': {
      post: {
        tags: ['Auth'],
        operationId: 'login',
        summary: 'Sign in as an admin',
        description:
          'Rate-limited per client IP and per IP + username; only failed attempts count. Answers 429 once the limit is reached.',
        requestBody: jsonBody(ref('Login')),
        responses: {
          ...ok('Signed in', ref('AccessToken')),
          ...fails({
            400: `Usuário e senha são obrigatórios (or: ${INVALID_JSON})`,
            401: 'Credenciais inválidas',
            429: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
          }),
        },
      },
    },
    '/auth/me': {
      get: {
        tags: ['Auth'],
        operationId: 'currentAdmin',
        summary: 'The signed-in admin',
        security: ADMIN,
        responses: { ...ok('The admin the token belongs to', ref('User')), ...fails({ 401: BAD_TOKEN }) },
      },
    },
    '/auth/register': {
      post: {
        tags: ['Auth'],
        operationId: 'registerUser',
        summary: 'Create a panel user',
        security: ADMIN,
        requestBody: jsonBody(ref('NewUser')),
        responses: {
          ...ok('Created', ref('User'), '201'),
          ...fails({ 400: 'A senha deve ter no mínimo 6 caracteres', 401: NO_TOKEN, 409: 'Nome de usuário já existe' }),
        },
      },
    },
  },
};
