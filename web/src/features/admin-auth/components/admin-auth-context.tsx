import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type EarlyRequest, startEarly, takeEarly } from '../../../lib/early-request';
import type { AdminUser } from '../../admin-common/admin-types';
import { clearAdminToken, onUnauthorized, readAdminToken, writeAdminToken } from '../../admin-common/api/admin-session';
import { fetchCurrentAdmin, login } from '../api/auth-api';

export type AdminSession =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: AdminUser }
  | { status: 'signed-out'; user: null };

interface AdminAuthValue {
  session: AdminSession;
  /** Resolves when signed in; rejects with the ApiError of the failed call. */
  signIn: (username: string, password: string) => Promise<void>;
  signOut: () => void;
}

const AdminAuthContext = createContext<AdminAuthValue | null>(null);

const SESSION_CHECK = 'admin:session';

/** Checks the stored token before the panel renders; the provider takes the answer instead of asking again. */
export function startSessionCheck(): Promise<unknown> {
  const token = readAdminToken();
  return token ? startEarly(SESSION_CHECK, () => fetchCurrentAdmin(token)) : Promise.resolve();
}

function initialSession(check: EarlyRequest<AdminUser> | undefined): AdminSession {
  if (!readAdminToken()) return { status: 'signed-out', user: null };
  const answer = check?.settled();
  return answer?.status === 'fulfilled'
    ? { status: 'signed-in', user: answer.value }
    : { status: 'checking', user: null };
}

/**
 * Spec §4 admin session: a stored token is re-validated at start (failure clears it); logout clears the token and
 * the user; a 401 from any admin call signs out.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const [startedCheck] = useState(() => (readAdminToken() ? takeEarly<AdminUser>(SESSION_CHECK) : undefined));
  const [session, setSession] = useState(() => initialSession(startedCheck));

  const signOut = useCallback(() => {
    clearAdminToken();
    setSession({ status: 'signed-out', user: null });
  }, []);

  useEffect(() => onUnauthorized(signOut), [signOut]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored token is checked once, when the panel opens.
  useEffect(() => {
    const token = readAdminToken();
    if (!token || session.status !== 'checking') return;
    const controller = new AbortController();
    (startedCheck?.promise ?? fetchCurrentAdmin(token, controller.signal))
      .then((user) => {
        if (!controller.signal.aborted) setSession({ status: 'signed-in', user });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        clearAdminToken();
        setSession({ status: 'signed-out', user: null });
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback(async (username: string, password: string) => {
    const { access_token: token } = await login(username, password);
    const user = await fetchCurrentAdmin(token);
    writeAdminToken(token);
    setSession({ status: 'signed-in', user });
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthValue {
  const value = useContext(AdminAuthContext);
  if (!value) throw new Error('useAdminAuth outside AdminAuthProvider');
  return value;
}
