import type { AccessToken, Login, LoginResult, Message, MfaChallenge, MfaLogin } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { AdminUser } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export type LoginResponse = LoginResult;

/** The token, or (two-step sign-in on for that user) the challenge that POST /auth/login/mfa answers with a code. */
export const login = (username: string, password: string) =>
  apiClient.postJson<LoginResult>('/auth/login', { username, password } satisfies Login);

export const isMfaChallenge = (answer: LoginResult): answer is MfaChallenge =>
  'mfa_required' in answer && answer.mfa_required === true;

/** The second step: the challenge's token and a code of the authenticator app or a recovery code. */
export const loginWithCode = (mfaToken: string, code: string) =>
  apiClient.postJson<AccessToken>('/auth/login/mfa', { mfa_token: mfaToken, code } satisfies MfaLogin);

/** Ends the session on the server. Outside adminApi: its 401 (an already ended session) must not sign out again. */
export const logout = (token: string) =>
  apiClient.postJson<Message>('/auth/logout', {}, { bearerToken: token, timeoutMs: 5000 });

/** The token's user; the token is passed explicitly because it may not be stored yet. */
export const fetchCurrentAdmin = (token: string, signal?: AbortSignal) =>
  apiClient.get<AdminUser>('/auth/me', { bearerToken: token, signal });

export const fetchMe = () => adminApi.get<AdminUser>('/auth/me');
