import type { AdminUser } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export interface NewUser {
  username: string;
  email: string;
  password: string;
}

export const fetchUsers = (signal?: AbortSignal) => adminApi.get<AdminUser[]>('/users', { signal });
export const createUser = (user: NewUser) => adminApi.postJson<AdminUser>('/auth/register', user);
export const deleteUser = (id: AdminUser['id']) =>
  adminApi.delete<{ message?: string }>(`/users/${encodeURIComponent(String(id))}`);
