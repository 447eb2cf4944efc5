import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { WEEKDAY_NAMES } from '../../../lib/format';
import { errorDetail, isNotFound } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { createRitual, fetchRitual, updateRitual } from '../api/rituals-api';
import {
  EMPTY_RITUAL_FORM,
  formValuesFrom,
  type RitualFormErrors,
  type RitualFormValues,
  ritualPayload,
  validateRitualForm,
} from '../ritual-form';
import { FormFieldBuilder } from './form-field-builder';
import './rituals.css';

type LoadStatus = 'loading' | 'ready' | 'missing';

/** Spec §2 editor for a new ritual (no id) or an existing one. */
export function RitualEditorPage({ ritualId }: { ritualId?: string }) {
  const isNew = ritualId === undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const [status, setStatus] = useState<LoadStatus>(isNew ? 'ready' : 'loading');
  const [values, setValues] = useState<RitualFormValues>(EMPTY_RITUAL_FORM);
  const [errors, setErrors] = useState<RitualFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (ritualId === undefined) return;
    const controller = new AbortController();
    fetchRitual(ritualId, controller.signal)
      .then((ritual) => {
        setValues(formValuesFrom(ritual));
        setStatus('ready');
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        if (isNotFound(error)) {
          setStatus('missing');
          return;
        }
        console.error(error);
        notify.error('Erro ao carregar ritual');
        navigate(adminPaths.rituals, { replace: true });
      });
    return () => controller.abort();
  }, [ritualId, navigate, notify]);

  const set = <K extends keyof RitualFormValues>(key: K, value: RitualFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRitualForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const payload = ritualPayload(values);
      if (ritualId === undefined) await createRitual(payload);
      else await updateRitual(ritualId, payload);
      notify.success(isNew ? 'Ritual criado com sucesso!' : 'Ritual atualizado com sucesso!');
      navigate(adminPaths.rituals);
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(detail ? `Erro ao salvar ritual: ${detail}` : 'Erro ao salvar ritual');
      setSaving(false);
    }
  };

  const title = isNew ? 'Novo Ritual' : 'Editar Ritual';

  if (status === 'missing') {
    return (
      <AdminPage title={title}>
        <EmptyState icon="🔍" title="Ritual não encontrado">
          <button type="button" className="adm-button adm-button--primary" onClick={() => navigate(adminPaths.rituals)}>
            Voltar para Lista
          </button>
        </EmptyState>
      </AdminPage>
    );
  }

  if (status === 'loading') {
    return (
      <AdminPage title={title}>
        <LoadingState label="Carregando ritual..." />
      </AdminPage>
    );
  }

  const commissionIsFixed = values.commission_type === 'fixed';

  return (
    <AdminPage
      title={title}
      actions={
        <Link to={adminPaths.rituals} className="adm-button adm-button--secondary">
          <span aria-hidden="true">← </span>Voltar para Lista
        </Link>
      }
    >
      <form ref={formRef} className="adm-form adm-editor" onSubmit={onSubmit} noValidate>
        <section className="adm-card" aria-labelledby="editor-dados">
          <h2 id="editor-dados" className="adm-card__title">
            Dados do ritual
          </h2>
          <Field label="Nome do ritual" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={values.name}
                maxLength={200}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </Field>
          <Field label="Descrição">
            {(control) => (
              <textarea
                {...control}
                className="adm-input"
                rows={4}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            )}
          </Field>
          <div className="adm-grid adm-grid--2">
            <Field label="Preço (R$)" required error={errors.price}>
              {(control) => (
                <input
                  {...control}
                  className="adm-input"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={values.price}
                  onChange={(event) => set('price', event.target.value)}
                />
              )}
            </Field>
            <Field label="URL da imagem" error={errors.image_url} hint="Endereço completo, começando com https://">
              {(control) => (
                <input
                  {...control}
                  className="adm-input"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values.image_url}
                  onChange={(event) => set('image_url', event.target.value)}
                />
              )}
            </Field>
            <Field label="Tipo de comissão">
              {(control) => (
                <select
                  {...control}
                  className="adm-input"
                  value={values.commission_type}
                  onChange={(event) => set('commission_type', event.target.value === 'fixed' ? 'fixed' : 'percentage')}
                >
                  <option value="percentage">Percentual (%)</option>
                  <option value="fixed">Valor fixo (R$)</option>
                </select>
              )}
            </Field>
            <Field
              label={commissionIsFixed ? 'Valor da comissão (R$)' : 'Valor da comissão (%)'}
              required
              error={errors.commission_value}
            >
              {(control) => (
                <input
                  {...control}
                  className="adm-input"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  max={commissionIsFixed ? undefined : 100}
                  step="0.01"
                  value={values.commission_value}
                  onChange={(event) => set('commission_value', event.target.value)}
                />
              )}
            </Field>
            <Field label="Dia em destaque" hint="O ritual aparece como “Ritual do Dia” na página inicial nesse dia.">
              {(control) => (
                <select
                  {...control}
                  className="adm-input"
                  value={values.featured_day}
                  onChange={(event) => set('featured_day', event.target.value)}
                >
                  <option value="">Nenhum</option>
                  {WEEKDAY_NAMES.map((name, index) => (
                    <option key={name} value={String(index)}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="adm-field adm-field--check">
              <label className="adm-check">
                <input
                  type="checkbox"
                  checked={values.active}
                  onChange={(event) => set('active', event.target.checked)}
                />
                Ritual ativo (visível no site)
              </label>
            </div>
          </div>
        </section>

        <section className="adm-card" aria-labelledby="editor-pos-pagamento">
          <h2 id="editor-pos-pagamento" className="adm-card__title">
            Depois do pagamento
          </h2>
          <Field label="Mensagem Especial" hint="Mostrada ao cliente na página de pagamento.">
            {(control) => (
              <textarea
                {...control}
                className="adm-input"
                rows={3}
                value={values.confirmation_message}
                onChange={(event) => set('confirmation_message', event.target.value)}
              />
            )}
          </Field>
          <Field label="Instruções Importantes">
            {(control) => (
              <textarea
                {...control}
                className="adm-input"
                rows={3}
                value={values.instructions}
                onChange={(event) => set('instructions', event.target.value)}
              />
            )}
          </Field>
        </section>

        <section className="adm-card" aria-labelledby="editor-campos">
          <h2 id="editor-campos" className="adm-card__title">
            Campos do formulário
          </h2>
          <FormFieldBuilder fields={values.form_fields} onChange={(fields) => set('form_fields', fields)} />
        </section>

        <div className="adm-editor__footer">
          <Link to={adminPaths.rituals} className="adm-button adm-button--secondary">
            Cancelar
          </Link>
          <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
            {saving ? 'Salvando...' : isNew ? 'Criar Ritual' : 'Salvar Alterações'}
          </button>
        </div>
      </form>
    </AdminPage>
  );
}
