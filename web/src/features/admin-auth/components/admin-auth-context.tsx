import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type EarlyRequest, startEarly, takeEarly } from '../../../lib/early-request';
import type { AdminUser } from '../../admin-common/admin-types';
import { clearAdminToken, onUnauthorized, readAdminToken, writeAdminToken } from '../../admin-common/api/admin-session';
import { fetchCurrentAdmin, isMfaChallenge, login, loginWithCode, logout } from '../api/auth-api';

export type AdminSession =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: AdminUser }
  | { status: 'signed-out'; user: null };

/** After the password: signed in, or (two-step sign-in on) a code is still needed for the challenge's token. */
export type SignInResult = { status: 'signed-in' } | { status: 'code-required'; mfaToken: string };

interface AdminAuthValue {
  session: AdminSession;
  /** Resolves with the result of the password step; rejects with the ApiError of the failed call. */
  signIn: (username: string, password: string) => Promise<SignInResult>;
  /** The second step: resolves when signed in; rejects with the ApiError of the failed call. */
  verifyCode: (mfaToken: string, code: string) => Promise<void>;
  /** Ends the session on the server (POST /auth/logout), then forgets the token whatever the server answered. */
  signOut: () => Promise<void>;
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
 * Spec §4 admin session: a stored token is re-validated at start (failure clears it); logout ends the session on the
 * server (issue 36) and clears the token and the user; a 401 from any admin call signs out.
 */
export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const [startedCheck] = useState(() => (readAdminToken() ? takeEarly<AdminUser>(SESSION_CHECK) : undefined));
  const [session, setSession] = useState(() => initialSession(startedCheck));

  const forget = useCallback(() => {
    clearAdminToken();
    setSession({ status: 'signed-out', user: null });
  }, []);

  const signOut = useCallback(async () => {
    const token = readAdminToken();
    try {
      if (token) await logout(token);
    } catch {
      // Unreachable server or an already ended session: the browser forgets the token all the same.
    } finally {
      forget();
    }
  }, [forget]);

  // The server already refused the token: nothing to end there.
  useEffect(() => onUnauthorized(forget), [forget]);

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

  const keep = useCallback(async (token: string) => {
    const user = await fetchCurrentAdmin(token);
    writeAdminToken(token);
    setSession({ status: 'signed-in', user });
  }, []);

  const signIn = useCallback(
    async (username: string, password: string): Promise<SignInResult> => {
      const answer = await login(username, password);
      if (isMfaChallenge(answer)) return { status: 'code-required', mfaToken: answer.mfa_token };
      await keep(answer.access_token);
      return { status: 'signed-in' };
    },
    [keep],
  );

  const verifyCode = useCallback(
    async (mfaToken: string, code: string) => {
      const { access_token: token } = await loginWithCode(mfaToken, code);
      await keep(token);
    },
    [keep],
  );

  const value = useMemo(() => ({ session, signIn, verifyCode, signOut }), [session, signIn, verifyCode, signOut]);
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthValue {
  const value = useContext(AdminAuthContext);
  if (!value) throw new Error('useAdminAuth outside AdminAuthProvider');
  return value;
}
