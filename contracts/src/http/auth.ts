import { z } from 'zod';
import { body, dateTime, Message, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { INVALID_TOKEN, MISSING_TOKEN, TOO_MANY_LOGINS } from './texts.js';

// pt-BR answers of the sign-in and password rules that the web app also shows or recognises.
export const CODE_REQUIRED = 'Código é obrigatório';
export const INVALID_MFA_CODE = 'Código inválido ou expirado';
export const SESSION_ENDED = 'Sessão encerrada';
export const PASSWORD_TOO_SHORT = 'A senha deve ter no mínimo 6 caracteres';
export const PASSWORD_TOO_COMMON = 'Essa senha é muito comum; escolha outra';
export const PASSWORD_HAS_NAME = 'A senha não pode conter o nome de usuário nem o nome da loja';

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

export const MfaChallenge = z
  .strictObject({
    mfa_required: z.literal(true),
    mfa_token: z.string().meta({
      description: 'Opaque; valid 5 minutes, once, and only for POST /auth/login/mfa',
    }),
  })
  .meta({ id: 'MfaChallenge' });
export type MfaChallenge = z.infer<typeof MfaChallenge>;

/** What POST /auth/login answers: the token, or (the user has two-step sign-in on) the challenge for the code. */
export const LoginResult = z.union([AccessToken, MfaChallenge]).meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResult>;

export const MfaLogin = requires(
  body({
    mfa_token: text.meta({ description: 'From the MfaChallenge' }),
    code: text.meta({
      description: 'The 6-digit code of the authenticator app (spaces ignored) or a recovery code (xxxxx-xxxxx)',
    }),
  }),
  ['mfa_token', 'code'],
).meta({ id: 'MfaLogin' });
export type MfaLogin = z.input<typeof MfaLogin>;

export const NewUser = requires(
  body({
    username: text.meta({ description: 'Unique' }),
    email: text.meta({ format: 'email' }),
    password: text.meta({
      description: 'At least 6 characters, not a common password, without the user or store name',
      format: 'password',
    }),
  }),
  ['username', 'email', 'password'],
).meta({ id: 'NewUser' });
export type NewUser = z.input<typeof NewUser>;

export const SessionsEnded = z
  .strictObject({
    message: z.string().meta({ description: 'pt-BR text to show' }),
    ended: z.number().int().meta({ description: 'How many sessions were ended' }),
  })
  .meta({ id: 'SessionsEnded' });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

export const authApi = apiArea(
  { name: 'Auth', description: 'Admin sign-in, the current admin, and new panel users.' },
  {
    login: {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in as an admin',
      description:
        'Rate-limited per client IP and per IP + username; only failed attempts count. Answers 429 once the limit ' +
        'is reached. A user with two-step sign-in on gets an MfaChallenge instead of the token: send its ' +
        '`mfa_token` and the code to POST /auth/login/mfa.',
      body: { json: Login },
      response: LoginResult,
      errors: { 400: 'Usuário e senha são obrigatórios', 401: 'Credenciais inválidas', 429: TOO_MANY_LOGINS },
    },
    loginMfa: {
      method: 'post',
      path: '/auth/login/mfa',
      summary: 'Finish a two-step sign-in with a code',
      description:
        'Each authenticator code is accepted once; a recovery code works once. Wrong codes are rate-limited like ' +
        'passwords (per client IP and per IP + user).',
      body: { json: MfaLogin },
      response: AccessToken,
      errors: { 400: CODE_REQUIRED, 401: INVALID_MFA_CODE, 429: TOO_MANY_LOGINS },
    },
    logout: {
      method: 'post',
      path: '/auth/logout',
      summary: 'End this session',
      description: 'The token answers 401 afterwards.',
      access: 'admin',
      response: Message,
      errors: { 401: MISSING_TOKEN },
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
      description:
        'The password needs 6 characters, must not be one of the 10,000 most common, nor contain the user name or ' +
        'the store name.',
      errors: { 400: PASSWORD_TOO_SHORT, 401: MISSING_TOKEN, 409: 'Nome de usuário já existe' },
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
      description: 'Also ends every session of that user.',
      errors: { 401: MISSING_TOKEN, 403: 'Usuário protegido', 404: 'Usuário não encontrado' },
    },
    endUserSessions: {
      method: 'post',
      path: '/users/:id/sessions/end',
      summary: 'End every session of a panel user',
      description: 'The protected user `admin` may have its sessions ended only by itself.',
      access: 'admin',
      params: z.object({ id: pathId('Usuário não encontrado') }),
      response: SessionsEnded,
      errors: { 401: MISSING_TOKEN, 403: 'Usuário protegido', 404: 'Usuário não encontrado' },
    },
  },
);
