import { type FormEvent, useRef, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { Modal } from '../../admin-common/components/modal';
import { useNotify } from '../../admin-common/components/notices';
import { createUser, type NewUser } from '../api/users-api';
import { type NewUserErrors, PASSWORD_MIN_LENGTH, validateNewUser } from '../user-rules';

/** Spec §2 'Novo Usuário': username, email and password; 'Criando...' while submitting. */
export function NewUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState<NewUser>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<NewUserErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: keyof NewUser, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewUser(values);
    setErrors(found);
    setServerError('');
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await createUser({ username: values.username.trim(), email: values.email.trim(), password: values.password });
      notify.success('Usuário criado com sucesso!');
      onCreated();
      onClose();
    } catch (error) {
      setServerError(errorDetail(error) ?? 'Erro ao criar usuário');
      setSubmitting(false);
    }
  };

  return (
    <Modal title="Novo Usuário" onClose={onClose} size="small" busy={submitting}>
      <form ref={formRef} className="adm-form" onSubmit={onSubmit} noValidate>
        <Field label="Usuário" required error={errors.username}>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={values.username}
              onChange={(event) => set('username', event.target.value)}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Senha"
          required
          error={errors.password}
          hint={errors.password ? undefined : 'Mínimo de 6 caracteres'}
        >
          {(control) => (
            <input
              {...control}
              className="adm-input"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
            />
          )}
        </Field>
        {serverError && (
          <p className="adm-alert adm-alert--error" role="alert">
            {serverError}
          </p>
        )}
        <div className="adm-modal__actions">
          <button type="button" className="adm-button adm-button--secondary" onClick={onClose} disabled={submitting}>
            Cancelar
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={submitting}>
            {submitting ? 'Criando...' : 'Criar Usuário'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
