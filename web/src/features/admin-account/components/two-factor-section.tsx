import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { downloadBlob } from '../../admin-common/export-files';
import {
  type Account,
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from '../api/account-api';
import { groupSecret, normalizeCode, recoveryCodesFileName, recoveryCodesText, svgDataUrl } from '../two-factor-format';

const UNKNOWN_ERROR = 'Não foi possível concluir agora. Tente novamente.';
const RECOVERY_CODES_LOW = 3;

type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

interface TwoFactorSectionProps {
  account: Account;
  /** Two-step sign-in was turned on or off: the page reloads the account (and its activity). */
  onChanged: () => void;
}

/** Minha conta (a): turn two-step sign-in on (QR, key, first code, recovery codes shown once) or off. */
export function TwoFactorSection({ account, onChanged }: TwoFactorSectionProps) {
  const notify = useNotify();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');

  const start = async () => {
    setError('');
    setStarting(true);
    try {
      setMode({ kind: 'setup', setup: await startTwoFactorSetup() });
    } catch (failure) {
      setError(errorDetail(failure) ?? UNKNOWN_ERROR);
      // Already on (turned on in another tab): the page shows it as it is.
      if (failure instanceof ApiError && failure.status === 409) onChanged();
    } finally {
      setStarting(false);
    }
  };

  const enabled = account.two_factor_enabled;
  return (
    <section className="adm-card adm-account__section" aria-labelledby="conta-2fa-titulo">
      <div className="adm-card__header">
        <h2 id="conta-2fa-titulo" className="adm-card__title">
          Verificação em duas etapas
        </h2>
        <span className={`adm-badge ${enabled ? 'adm-badge--success' : 'adm-badge--neutral'}`}>
          {enabled ? 'Ativada' : 'Desativada'}
        </span>
      </div>

      {mode.kind === 'setup' && (
        <SetupStep
          setup={mode.setup}
          onCancel={() => setMode({ kind: 'idle' })}
          onConfirmed={(codes) => {
            setMode({ kind: 'codes', codes });
            notify.success('Verificação em duas etapas ativada');
            onChanged();
          }}
        />
      )}

      {mode.kind === 'codes' && (
        <RecoveryCodesStep
          codes={mode.codes}
          username={account.user.username}
          onDone={() => setMode({ kind: 'idle' })}
        />
      )}

      {mode.kind === 'disabling' && (
        <DisableStep
          storeRequires={account.two_factor_required}
          onCancel={() => setMode({ kind: 'idle' })}
          onDisabled={(message) => {
            setMode({ kind: 'idle' });
            notify.success(message);
            onChanged();
          }}
        />
      )}

      {mode.kind === 'idle' && !enabled && (
        <div className="adm-account__body">
          <p className="adm-account__text">
            Além da senha, a entrada no painel pede um código de 6 dígitos do aplicativo autenticador do seu celular
            (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis ou outro). Quem descobrir a sua senha não entra
            sem o seu celular.
          </p>
          {error && (
            <p className="adm-alert adm-alert--error" role="alert">
              {error}
            </p>
          )}
          <div className="adm-account__actions">
            <button type="button" className="adm-button adm-button--primary" onClick={start} disabled={starting}>
              {starting ? 'Preparando...' : 'Ativar'}
            </button>
          </div>
        </div>
      )}

      {mode.kind === 'idle' && enabled && (
        <div className="adm-account__body">
          <p className="adm-account__text">
            A entrada no painel pede a senha e um código do aplicativo autenticador (ou um código de recuperação).
          </p>
          <p className="adm-account__text">
            Códigos de recuperação restantes: <strong>{account.recovery_codes_left}</strong> de 10
          </p>
          {account.recovery_codes_left <= RECOVERY_CODES_LOW && (
            <p className="adm-alert adm-alert--warning">
              {account.recovery_codes_left === 0
                ? 'Nenhum código de recuperação restante: desative e ative de novo para gerar outros.'
                : 'Restam poucos códigos de recuperação: desative e ative de novo para gerar outros.'}
            </p>
          )}
          {account.two_factor_required && (
            <p className="adm-field__hint">A loja exige a verificação em duas etapas de todos os administradores.</p>
          )}
          <div className="adm-account__actions">
            <button
              type="button"
              className="adm-button adm-button--secondary"
              onClick={() => setMode({ kind: 'disabling' })}
            >
              Desativar
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function SetupStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming) return;
    const typed = normalizeCode(code);
    if (!typed) {
      setError('Digite o código de 6 dígitos que o aplicativo mostra');
      return;
    }
    setError('');
    setConfirming(true);
    try {
      const { recovery_codes: codes } = await confirmTwoFactor(typed);
      onConfirmed(codes);
    } catch (failure) {
      setError(errorDetail(failure) ?? UNKNOWN_ERROR);
      setConfirming(false);
    }
  };

  const copySecret = async () => {
    if (await copyText(setup.secret)) notify.success('Chave copiada');
    else notify.error('Não foi possível copiar: selecione a chave e copie à mão.');
  };

  return (
    <div className="adm-account__body">
      <h3 ref={heading} tabIndex={-1} className="adm-account__step-title">
        Configure o aplicativo autenticador
      </h3>
      <ol className="adm-steps">
        <li>
          No aplicativo autenticador, adicione uma conta lendo o QR code abaixo. No próprio celular, toque em “Abrir no
          aplicativo autenticador” ou digite a chave.
        </li>
        <li>Digite o código de 6 dígitos que o aplicativo passa a mostrar e toque em “Confirmar”.</li>
      </ol>
      <div className="adm-two-factor__setup">
        <img
          className="adm-two-factor__qr"
          src={svgDataUrl(setup.qr_svg)}
          alt="QR code para adicionar o painel ao aplicativo autenticador"
          width={200}
          height={200}
        />
        <div className="adm-two-factor__key">
          <a className="adm-button adm-button--secondary adm-button--small" href={setup.otpauth_url}>
            Abrir no aplicativo autenticador
          </a>
          <p className="adm-field__label">Chave para digitar no aplicativo</p>
          <p className="adm-two-factor__secret">
            <code>{groupSecret(setup.secret)}</code>
          </p>
          <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={copySecret}>
            Copiar chave
          </button>
        </div>
      </div>
      <form className="adm-form adm-two-factor__confirm" onSubmit={onSubmit} noValidate>
        <Field label="Código de 6 dígitos do aplicativo" error={error} required>
          {(control) => (
            <input
              {...control}
              className="adm-input adm-login__code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={12}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <div className="adm-account__actions">
          <button type="submit" className="adm-button adm-button--primary" disabled={confirming}>
            {confirming ? 'Confirmando...' : 'Confirmar'}
          </button>
          <button type="button" className="adm-button adm-button--secondary" onClick={onCancel} disabled={confirming}>
            Cancelar
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesStep({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const notify = useNotify();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const copyAll = async () => {
    if (await copyText(recoveryCodesText(codes, username))) notify.success('Códigos copiados');
    else notify.error('Não foi possível copiar: use “Baixar .txt”.');
  };

  const download = () =>
    downloadBlob(
      new Blob([recoveryCodesText(codes, username)], { type: 'text/plain;charset=utf-8' }),
      recoveryCodesFileName(username),
    );

  return (
    <div className="adm-account__body">
      <h3 ref={heading} tabIndex={-1} className="adm-account__step-title">
        Seus códigos de recuperação
      </h3>
      <p className="adm-alert adm-alert--warning">
        Guarde estes 10 códigos em um lugar seguro, longe do celular. Cada um vale uma vez, para entrar se você perder o
        aplicativo autenticador. Eles não serão mostrados de novo.
      </p>
      <ol className="adm-recovery-codes" aria-label="Códigos de recuperação">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="adm-account__actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={copyAll}>
          Copiar
        </button>
        <button type="button" className="adm-button adm-button--secondary" onClick={download}>
          Baixar .txt
        </button>
        <button type="button" className="adm-button adm-button--primary" onClick={onDone}>
          Guardei os códigos
        </button>
      </div>
    </div>
  );
}

function DisableStep({
  storeRequires,
  onCancel,
  onDisabled,
}: {
  storeRequires: boolean;
  onCancel: () => void;
  onDisabled: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [error, setError] = useState('');
  const [disabling, setDisabling] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabling) return;
    const typed = normalizeCode(code);
    const missing = {
      password: password ? undefined : 'Informe a sua senha',
      code: typed ? undefined : 'Informe um código do aplicativo ou de recuperação',
    };
    setErrors(missing);
    setError('');
    if (missing.password || missing.code) return;
    setDisabling(true);
    try {
      const { message } = await disableTwoFactor(password, typed);
      onDisabled(message);
    } catch (failure) {
      setError(errorDetail(failure) ?? UNKNOWN_ERROR);
      setDisabling(false);
    }
  };

  return (
    <form className="adm-form adm-account__body" onSubmit={onSubmit} noValidate>
      <h3 ref={heading} tabIndex={-1} className="adm-account__step-title">
        Desativar a verificação em duas etapas
      </h3>
      <p className="adm-account__text">
        Confirme com a sua senha e um código do aplicativo autenticador (ou um código de recuperação).
      </p>
      {storeRequires && (
        <p className="adm-alert adm-alert--warning">
          A loja exige a verificação em duas etapas: desligue antes a exigência em “Segurança da loja”.
        </p>
      )}
      <div className="adm-grid adm-grid--2">
        <Field label="Senha" error={errors.password} required>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label="Código do aplicativo ou de recuperação" error={errors.code} required>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
      </div>
      {error && (
        <p className="adm-alert adm-alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="adm-account__actions">
        <button type="submit" className="adm-button adm-button--danger" disabled={disabling}>
          {disabling ? 'Desativando...' : 'Desativar verificação'}
        </button>
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel} disabled={disabling}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
