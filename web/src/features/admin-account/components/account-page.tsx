import { useEffect, useReducer } from 'react';
import { AdminPage } from '../../admin-common/components/admin-page';
import { LoadingState } from '../../admin-common/components/states';
import { useLoad } from '../../admin-common/use-load';
import { fetchAccount } from '../api/account-api';
import { ActivitySection } from './activity-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { StoreSecuritySection } from './store-security-section';
import { useTwoFactorGate } from './two-factor-gate';
import { TwoFactorSection } from './two-factor-section';
import './account.css';

export const SETUP_REQUIRED_NOTICE = 'A loja exige verificação em duas etapas: configure a sua para continuar';

const bump = (version: number) => version + 1;

/**
 * Issue 36 "Minha conta": the signed-in admin's two-step sign-in, sessions, password and recent activity, and the
 * store's requirement of two-step sign-in. While the store requires it and the admin has none, only its setup shows
 * (every other admin call answers 403 until then).
 */
export function AccountPage() {
  const account = useLoad((signal) => fetchAccount(signal), []);
  const gate = useTwoFactorGate();
  const [sessionsVersion, reloadSessions] = useReducer(bump, 0);
  const [activityVersion, reloadActivity] = useReducer(bump, 0);

  const { report } = gate;
  useEffect(() => {
    if (account.data) report(account.data);
  }, [account.data, report]);

  const data = account.data;
  const setupRequired = data?.two_factor_setup_required ?? gate.setupRequired;

  return (
    <AdminPage title="Minha conta" description="A segurança do seu acesso ao painel.">
      {setupRequired && (
        <p className="adm-alert adm-alert--warning adm-account__required" role="alert">
          {SETUP_REQUIRED_NOTICE}
        </p>
      )}
      {!data ? (
        account.status === 'failed' ? (
          <p className="adm-alert adm-alert--warning">
            Não foi possível carregar a sua conta agora.{' '}
            <button type="button" className="adm-link-button" onClick={() => void account.reload()}>
              Tentar novamente
            </button>
          </p>
        ) : (
          <LoadingState label="Carregando sua conta..." />
        )
      ) : (
        <div className="adm-account">
          <TwoFactorSection
            account={data}
            onChanged={() => {
              void account.reload();
              reloadActivity();
            }}
          />
          {!setupRequired && (
            <>
              <SessionsSection version={sessionsVersion} onChanged={reloadActivity} />
              <PasswordSection
                onChanged={() => {
                  reloadSessions();
                  reloadActivity();
                }}
              />
              <ActivitySection version={activityVersion} />
              <StoreSecuritySection onChanged={() => void account.reload()} />
            </>
          )}
        </div>
      )}
    </AdminPage>
  );
}
