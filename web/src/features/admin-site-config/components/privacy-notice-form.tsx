import type { PrivacyNotice } from '@ritual/contracts/http';
import { type FormEvent, useEffect, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import {
  fetchPrivacyNotice,
  type PrivacyNoticeValues,
  privacyNoticeValues,
  savePrivacyNotice,
} from '../api/privacy-notice-api';

const FIELDS: Array<{ key: keyof PrivacyNoticeValues; label: string; hint?: string; multiline?: boolean }> = [
  { key: 'controller_name', label: 'Controlador (nome ou razão social)' },
  { key: 'controller_document', label: 'CNPJ ou CPF do controlador' },
  { key: 'dpo_name', label: 'Encarregado (DPO)' },
  { key: 'dpo_contact', label: 'Contato do encarregado', hint: 'E-mail ou telefone para pedidos sobre dados.' },
  {
    key: 'text',
    label: 'Texto do aviso',
    multiline: true,
    hint: 'Finalidades, compartilhamento, retenção e direitos. Separe parágrafos com uma linha em branco.',
  },
];

/** The privacy notice shown at /privacidade (LGPD); each save is a new version that new orders consent to. */
export function PrivacyNoticeForm() {
  const notify = useNotify();
  const [notice, setNotice] = useState<PrivacyNotice | null>(null);
  const [values, setValues] = useState<PrivacyNoticeValues | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPrivacyNotice(controller.signal).then(
      (current) => {
        setNotice(current);
        setValues(privacyNoticeValues(current));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values) return;
    setSaving(true);
    try {
      const saved = await savePrivacyNotice(values);
      setNotice(saved);
      setValues(privacyNoticeValues(saved));
      notify.success(`Aviso de privacidade salvo: versão ${saved.version}.`);
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Erro ao salvar o aviso de privacidade. Tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card" aria-labelledby="config-privacidade">
      <h2 id="config-privacidade" className="adm-card__title">
        <span aria-hidden="true">🔒 </span>
        Aviso de Privacidade (LGPD)
      </h2>
      {failed && <p role="alert">Não foi possível carregar o aviso de privacidade. Recarregue a página.</p>}
      {!failed && !values && <LoadingState />}
      {values && notice && (
        <form className="adm-form" onSubmit={onSubmit} noValidate>
          <p>
            Versão atual: {notice.version}. Ao salvar, o aviso ganha uma nova versão e os próximos pedidos pedem o
            consentimento a ela.
          </p>
          <div className="adm-grid">
            {FIELDS.map((spec) => (
              <Field key={spec.key} label={spec.label} hint={spec.hint} required>
                {(control) =>
                  spec.multiline ? (
                    <textarea
                      {...control}
                      className="adm-input"
                      rows={12}
                      value={values[spec.key]}
                      onChange={(event) => setValues({ ...values, [spec.key]: event.target.value })}
                    />
                  ) : (
                    <input
                      {...control}
                      className="adm-input"
                      value={values[spec.key]}
                      onChange={(event) => setValues({ ...values, [spec.key]: event.target.value })}
                    />
                  )
                }
              </Field>
            ))}
          </div>
          <div className="adm-editor__footer">
            <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
              {saving ? 'Salvando...' : 'Salvar Aviso de Privacidade'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
