import type { Message, NewUser as NewUserBody, SessionsEnded } from '@ritual/contracts/http';
import type { AdminUser } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

/** The register form: every field of the contract's body, as typed text. */
export type NewUser = { [Field in keyof NewUserBody]-?: string };

export const fetchUsers = (signal?: AbortSignal) => adminApi.get<AdminUser[]>('/users', { signal });
export const createUser = (user: NewUser) => adminApi.postJson<AdminUser>('/auth/register', user);
export const deleteUser = (id: AdminUser['id']) => adminApi.delete<Message>(`/users/${encodeURIComponent(String(id))}`);
/** Ends every session of the user (issue 36); the protected admin's only by itself (403 'Usuário protegido'). */
export const endUserSessions = (id: AdminUser['id']) =>
  adminApi.postJson<SessionsEnded>(`/users/${encodeURIComponent(String(id))}/sessions/end`, {});
