import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { LoadingState } from '../../admin-common/components/states';
import { useAdminAuth } from './admin-auth-context';

export interface LoginRedirectState {
  from?: string;
}

/** Spec §2: /admin/* is for a signed-in admin only; anyone else goes to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useAdminAuth();
  const location = useLocation();
  if (session.status === 'checking') {
    return (
      <div className="adm-fullscreen-center">
        <LoadingState label="Verificando sessão..." />
      </div>
    );
  }
  if (session.status === 'signed-out') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={adminPaths.login} replace state={state} />;
  }
  return children;
}
