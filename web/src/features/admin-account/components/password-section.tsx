import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { PASSWORD_MIN_LENGTH } from '../../admin-users/user-rules';
import { changePassword } from '../api/account-api';

type PasswordErrors = { current?: string; next?: string; confirmation?: string; form?: string };

/** What can be told before asking the server; the rest (common passwords, names in it) the server answers. */
function validate(current: string, next: string, confirmation: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!current) errors.current = 'Informe a senha atual';
  if (!next) errors.next = 'Informe a nova senha';
  else if (next.length < PASSWORD_MIN_LENGTH) errors.next = 'A senha deve ter no mínimo 6 caracteres';
  if (next && confirmation !== next) errors.confirmation = 'As senhas não conferem';
  return errors;
}

/** The field a refusal of POST /account/password is about: 401 the current one, 400 the new one. */
function serverErrors(failure: unknown): PasswordErrors {
  const detail = errorDetail(failure);
  if (failure instanceof ApiError && detail) {
    if (failure.status === 401) return { current: detail };
    if (failure.status === 400) return { next: detail };
    return { form: detail };
  }
  return { form: 'Não foi possível alterar a senha agora. Tente novamente.' };
}

/** Minha conta (c): a new password; the server ends the admin's other sessions. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problems = validate(current, next, confirmation);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const { message } = await changePassword(current, next);
      notify.success(message);
      setCurrent('');
      setNext('');
      setConfirmation('');
      onChanged();
    } catch (failure) {
      setErrors(serverErrors(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-account__section" aria-labelledby="conta-senha-titulo">
      <h2 id="conta-senha-titulo" className="adm-card__title">
        Alterar senha
      </h2>
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        <Field label="Senha atual" error={errors.current} required>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              name="current_password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </Field>
        <div className="adm-grid adm-grid--2">
          <Field
            label="Nova senha"
            error={errors.next}
            hint="Mínimo de 6 caracteres; nada de senhas comuns nem o nome de usuário ou da loja."
            required
          >
            {(control) => (
              <input
                {...control}
                className="adm-input"
                name="new_password"
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={(event) => setNext(event.target.value)}
              />
            )}
          </Field>
          <Field label="Confirme a nova senha" error={errors.confirmation} required>
            {(control) => (
              <input
                {...control}
                className="adm-input"
                name="new_password_confirmation"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
        </div>
        <p className="adm-field__hint">As suas outras sessões serão encerradas; esta continua aberta.</p>
        {errors.form && (
          <p className="adm-alert adm-alert--error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="adm-account__actions">
          <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
            {saving ? 'Alterando...' : 'Alterar senha'}
          </button>
        </div>
      </form>
    </section>
  );
}
