import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminPaths, paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_TITLE } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { LoadingState } from '../../admin-common/components/states';
import { useAdminAuth } from './admin-auth-context';
import type { LoginRedirectState } from './require-admin';

export const INVALID_CREDENTIALS = 'Credenciais inválidas';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
    // Rate limiting: the server's own pt-BR text says to wait, which "invalid credentials" would hide.
    if (error.status === 429 && error.detail) return error.detail;
  }
  return INVALID_CREDENTIALS;
}

/** Only admin paths are followed after sign-in (never an arbitrary URL smuggled into the state). */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith(adminPaths.login)
    ? from
    : adminPaths.dashboard;
}

export function LoginPage() {
  const { session, signIn } = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    const previous = document.title;
    document.title = `Entrar · ${ADMIN_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, []);

  if (session.status === 'signed-in' && !submitting) return <Navigate to={adminPaths.dashboard} replace />;
  if (session.status === 'checking') {
    return (
      <div className="adm-fullscreen-center">
        <LoadingState label="Verificando sessão..." />
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setError('Informe o usuário e a senha.');
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      await signIn(username.trim(), password);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <main className="adm-login">
      <div className="adm-login__card">
        <div className="adm-login__brand" aria-hidden="true">
          🔮
        </div>
        <h1 className="adm-login__title">{ADMIN_TITLE}</h1>
        <p className="adm-login__subtitle">Entre com seu usuário e senha para gerenciar a loja.</p>
        <form className="adm-form" onSubmit={onSubmit} noValidate aria-describedby={error ? 'login-erro' : undefined}>
          <Field label="Usuário" required>
            {(control) => (
              <input
                {...control}
                className="adm-input"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                required
              />
            )}
          </Field>
          <Field label="Senha" required>
            {(control) => (
              <input
                {...control}
                className="adm-input"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            )}
          </Field>
          {error && (
            <p id="login-erro" className="adm-alert adm-alert--error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={submitting}>
            {submitting ? 'Entrando...' : 'Entrar'}
          </button>
        </form>
        {!import.meta.env.PROD && (
          <p className="adm-login__hint">
            <strong>Ambiente de desenvolvimento</strong> — credenciais padrão: usuário <code>admin</code>, senha{' '}
            <code>admin123</code>
          </p>
        )}
        <Link to={paths.home} className="adm-login__back">
          <span aria-hidden="true">← </span>Voltar ao Site
        </Link>
      </div>
    </main>
  );
}
