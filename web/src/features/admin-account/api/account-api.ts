import type {
  Account,
  ActivityEvent,
  Message,
  PasswordChange,
  RecoveryCodes,
  SecuritySettings,
  SecuritySettingsInput,
  Session,
  SessionsEnded,
  TwoFactorCode,
  TwoFactorDisable,
  TwoFactorSetup,
} from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import { adminApi } from '../../admin-common/api/admin-api';

export type { Account, ActivityEvent, SecuritySettings, Session, SessionsEnded, TwoFactorSetup };

/** The signed-in admin's account: 2FA state, recovery codes left, the store's requirement and the dashboard notice. */
export const fetchAccount = (signal?: AbortSignal) => adminApi.get<Account>('/account', { signal });

/**
 * The same, with an explicit token and outside adminApi: the panel asks it before the first render
 * (admin-shell/first-queries), when a 401 must not sign out yet (the session check decides that).
 */
export const fetchAccountWith = (token: string) => apiClient.get<Account>('/account', { bearerToken: token });

/** The dashboard showed the notice: the next one counts from now. */
export const markNoticeSeen = () => adminApi.postJson<Message>('/account/notice/seen', {});

export const fetchSessions = (signal?: AbortSignal) => adminApi.get<Session[]>('/account/sessions', { signal });

export const endSession = (id: Session['id']) =>
  adminApi.delete<Message>(`/account/sessions/${encodeURIComponent(id)}`);

export const endOtherSessions = () => adminApi.postJson<SessionsEnded>('/account/sessions/end-others', {});

export const fetchActivity = (signal?: AbortSignal) => adminApi.get<ActivityEvent[]>('/account/activity', { signal });

export const startTwoFactorSetup = () => adminApi.postJson<TwoFactorSetup>('/account/two-factor/setup', {});

export const confirmTwoFactor = (code: string) =>
  adminApi.postJson<RecoveryCodes>('/account/two-factor/confirm', { code } satisfies TwoFactorCode);

export const disableTwoFactor = (password: string, code: string) =>
  adminApi.postJson<Message>('/account/two-factor/disable', { password, code } satisfies TwoFactorDisable);

export const changePassword = (currentPassword: string, newPassword: string) =>
  adminApi.postJson<SessionsEnded>('/account/password', {
    current_password: currentPassword,
    new_password: newPassword,
  } satisfies PasswordChange);

export const fetchSecuritySettings = (signal?: AbortSignal) =>
  adminApi.get<SecuritySettings>('/security-settings', { signal });

export const saveSecuritySettings = (requireTwoFactor: boolean) =>
  adminApi.putJson<SecuritySettings>('/security-settings', {
    require_two_factor: requireTwoFactor,
  } satisfies SecuritySettingsInput);
