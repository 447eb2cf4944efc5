import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { type EarlyRequest, startEarly, takeEarly } from '../../../lib/early-request';
import { onTwoFactorSetupRequired, readAdminToken } from '../../admin-common/api/admin-session';
import { LoadingState } from '../../admin-common/components/states';
import { type Account, fetchAccount, fetchAccountWith } from '../api/account-api';

const ACCOUNT_CHECK = 'admin:account';

/** Asks GET /account with the session check, before the panel renders; the gate takes the answer. */
export function startAccountCheck(): Promise<unknown> {
  const token = readAdminToken();
  return token ? startEarly(ACCOUNT_CHECK, () => fetchAccountWith(token)) : Promise.resolve();
}

type GateState = 'checking' | 'required' | 'open';

/** Required until set up; a failed check opens the panel (each admin route still answers 403 until then). */
const stateOf = (account: Pick<Account, 'two_factor_setup_required'>): GateState =>
  account.two_factor_setup_required ? 'required' : 'open';

function initialState(check: EarlyRequest<Account> | undefined): GateState {
  const answer = check?.settled();
  if (!answer) return 'checking';
  return answer.status === 'fulfilled' ? stateOf(answer.value) : 'open';
}

interface TwoFactorGateValue {
  setupRequired: boolean;
  /** A fresh GET /account (Minha conta's): the gate opens once two-step sign-in is on. */
  report: (account: Pick<Account, 'two_factor_setup_required'>) => void;
}

const TwoFactorGateContext = createContext<TwoFactorGateValue>({ setupRequired: false, report: () => {} });

export const useTwoFactorGate = () => useContext(TwoFactorGateContext);

/** Where the gate sends the admin, and why (Minha conta shows it). */
export interface TwoFactorRedirectState {
  twoFactorRequired: true;
}

/**
 * Issue 36: while the store requires two-step sign-in and the signed-in admin has none, every admin screen but
 * Minha conta (where it is set up) sends the admin there. Asked once per session (GET /account), and again whenever
 * an admin call answers the contract's 403.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [startedCheck] = useState(() => takeEarly<Account>(ACCOUNT_CHECK));
  const [state, setState] = useState<GateState>(() => initialState(startedCheck));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the account is checked once, when the panel opens.
  useEffect(() => {
    if (state !== 'checking') return;
    const controller = new AbortController();
    (startedCheck?.promise ?? fetchAccount(controller.signal))
      .then((account) => {
        if (!controller.signal.aborted) setState(stateOf(account));
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('open');
      });
    return () => controller.abort();
  }, []);

  useEffect(() => onTwoFactorSetupRequired(() => setState('required')), []);

  const report = useCallback((account: Pick<Account, 'two_factor_setup_required'>) => setState(stateOf(account)), []);
  const value = useMemo(() => ({ setupRequired: state === 'required', report }), [state, report]);

  if (state === 'checking') return <LoadingState label="Verificando sessão..." />;
  if (state === 'required' && pathname.replace(/\/+$/, '') !== adminPaths.account) {
    const redirect: TwoFactorRedirectState = { twoFactorRequired: true };
    return <Navigate to={adminPaths.account} replace state={redirect} />;
  }
  return <TwoFactorGateContext.Provider value={value}>{children}</TwoFactorGateContext.Provider>;
}
