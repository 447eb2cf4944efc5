import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminPaths, paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_TITLE } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { LoadingState } from '../../admin-common/components/states';
import { useAdminAuth } from './admin-auth-context';
import type { LoginRedirectState } from './require-admin';

export const INVALID_CREDENTIALS = 'Credenciais inválidas';
/** The contract's 401 of POST /auth/login/mfa, for an answer without a detail. */
const INVALID_CODE = 'Código inválido ou expirado';
const CODE_REQUIRED = 'Código é obrigatório';
const UNREACHABLE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return UNREACHABLE;
    // Rate limiting: the server's own pt-BR text says to wait, which "invalid credentials" would hide.
    if (error.status === 429 && error.detail) return error.detail;
  }
  return INVALID_CREDENTIALS;
}

/** The code step shows the server's own text: a wrong or used code, an expired step, too many attempts. */
function codeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return UNREACHABLE;
    if (error.detail) return error.detail;
  }
  return INVALID_CODE;
}

/** Only admin paths are followed after sign-in (never an arbitrary URL smuggled into the state). */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith(adminPaths.login)
    ? from
    : adminPaths.dashboard;
}

export function LoginPage() {
  const { session, signIn, verifyCode } = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  /** Set once the password was accepted for a user with two-step sign-in: the page asks the code. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  /** The app's 6 digits bring up the numeric keypad; a recovery code (letters) needs the full keyboard. */
  const [recoveryCode, setRecoveryCode] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const step = mfaToken ? 'code' : 'password';
  const previousStep = useRef(step);

  // Each step starts at its own field (and the keyboard a phone shows for it).
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    (step === 'code' ? codeInput : passwordInput).current?.focus();
  }, [step]);

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
      const result = await signIn(username.trim(), password);
      if (result.status === 'code-required') {
        setMfaToken(result.mfaToken);
        setSubmitting(false);
        return;
      }
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const onSubmitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !mfaToken) return;
    const typed = code.trim();
    if (!typed) {
      setError(CODE_REQUIRED);
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      await verifyCode(mfaToken, typed);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(codeErrorMessage(failure));
      setSubmitting(false);
    }
  };

  /** Back to the password: the challenge is dropped, a new password sign-in starts a new one. */
  const backToPassword = () => {
    setMfaToken(null);
    setCode('');
    setPassword('');
    setRecoveryCode(false);
    setError('');
  };

  return (
    <main className="adm-login">
      <div className="adm-login__card">
        <div className="adm-login__brand" aria-hidden="true">
          🔮
        </div>
        <h1 className="adm-login__title">{ADMIN_TITLE}</h1>
        {step === 'password' ? (
          <>
            <p className="adm-login__subtitle">Entre com seu usuário e senha para gerenciar a loja.</p>
            <form
              className="adm-form"
              onSubmit={onSubmit}
              noValidate
              aria-describedby={error ? 'login-erro' : undefined}
            >
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
                    ref={passwordInput}
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
          </>
        ) : (
          <form
            className="adm-form"
            onSubmit={onSubmitCode}
            noValidate
            aria-labelledby="login-codigo-titulo"
            aria-describedby={error ? 'login-codigo-ajuda login-erro' : 'login-codigo-ajuda'}
          >
            <h2 id="login-codigo-titulo" className="adm-login__step-title">
              Verificação em duas etapas
            </h2>
            <p id="login-codigo-ajuda" className="adm-login__subtitle adm-login__step-help">
              {recoveryCode
                ? 'Digite um dos seus códigos de recuperação (cada um vale uma vez).'
                : 'Abra o aplicativo autenticador e digite o código de 6 dígitos que ele mostra agora.'}
            </p>
            <Field label="Código do aplicativo autenticador ou de recuperação" required>
              {(control) => (
                <input
                  {...control}
                  ref={codeInput}
                  className="adm-input adm-login__code"
                  name="code"
                  inputMode={recoveryCode ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={32}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  required
                />
              )}
            </Field>
            <button type="button" className="adm-link-button" onClick={() => setRecoveryCode((value) => !value)}>
              {recoveryCode ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
            </button>
            {error && (
              <p id="login-erro" className="adm-alert adm-alert--error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={submitting}>
              {submitting ? 'Verificando...' : 'Verificar'}
            </button>
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--block"
              onClick={backToPassword}
              disabled={submitting}
            >
              Voltar
            </button>
          </form>
        )}
        {!import.meta.env.PROD && step === 'password' && (
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
