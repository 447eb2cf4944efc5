import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
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

/**
 * Spec §4 admin session: a stored token is re-validated at start (failure clears it); logout clears the token and
 * the user; a 401 from any admin call signs out.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AdminSession>(() =>
    readAdminToken() ? { status: 'checking', user: null } : { status: 'signed-out', user: null },
  );

  const signOut = useCallback(() => {
    clearAdminToken();
    setSession({ status: 'signed-out', user: null });
  }, []);

  useEffect(() => onUnauthorized(signOut), [signOut]);

  useEffect(() => {
    const token = readAdminToken();
    if (!token) return;
    const controller = new AbortController();
    fetchCurrentAdmin(token, controller.signal)
      .then((user) => setSession({ status: 'signed-in', user }))
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
