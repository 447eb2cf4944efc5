import type { AdminClient, DataSubjectOrder } from '@ritual/contracts/http';
import { type FormEvent, useState } from 'react';
import type { FormFieldDefinition } from '../../../lib/domain-types';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { Modal } from '../../admin-common/components/modal';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { correctOrder } from '../api/data-subjects-api';
import { correctableFields } from '../privacy-desk';

interface CorrectionDialogProps {
  orders: readonly DataSubjectOrder[];
  fieldsOf: (order: DataSubjectOrder) => readonly FormFieldDefinition[];
  onClose: () => void;
  onCorrected: (order: AdminClient, label: string) => void;
}

/** "Corrigir" (LGPD art. 18 III): one field of one order; the API's pt-BR refusal is shown as it comes. */
export function CorrectionDialog({ orders, fieldsOf, onClose, onCorrected }: CorrectionDialogProps) {
  const [orderId, setOrderId] = useState(orders[0]?.id);
  const order = orders.find((candidate) => candidate.id === orderId) ?? orders[0];
  const options = order ? correctableFields(order, fieldsOf(order)) : [];
  const [fieldKey, setFieldKey] = useState(options[0]?.key ?? '');
  const field = options.find((option) => option.key === fieldKey) ?? options[0];
  const [value, setValue] = useState(field?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chooseOrder = (id: number) => {
    const next = orders.find((candidate) => candidate.id === id);
    const first = next ? correctableFields(next, fieldsOf(next))[0] : undefined;
    setOrderId(id);
    setFieldKey(first?.key ?? '');
    setValue(first?.value ?? '');
    setError(null);
  };
  const chooseField = (key: string) => {
    setFieldKey(key);
    setValue(options.find((option) => option.key === key)?.value ?? '');
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!order || !field) return;
    setSaving(true);
    setError(null);
    try {
      const corrected = await correctOrder(order.id, field.key, value);
      onCorrected(corrected, field.label);
    } catch (failure) {
      setError(errorDetail(failure) ?? 'Não foi possível corrigir. Verifique sua conexão e tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Corrigir dados" onClose={onClose} busy={saving}>
      <form className="adm-form" onSubmit={(event) => void onSubmit(event)}>
        {orders.length > 1 && (
          <Field label="Pedido">
            {(control) => (
              <select
                {...control}
                className="adm-input"
                value={order?.id}
                onChange={(event) => chooseOrder(Number(event.target.value))}
              >
                {orders.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    Pedido {candidate.id} · {candidate.ritual_name} · {formatStoreDateTime(candidate.created_at)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label="Campo">
          {(control) => (
            <select
              {...control}
              className="adm-input"
              value={field?.key ?? ''}
              onChange={(event) => chooseField(event.target.value)}
            >
              {options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="adm-muted">
          Valor atual: <strong>{field?.value || '—'}</strong>
        </p>
        <Field label="Novo valor" required>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="adm-alert adm-alert--error">
            {error}
          </p>
        )}
        <p className="adm-field__hint">A correção fica no histórico do pedido, com quem corrigiu e quando.</p>
        <div className="adm-modal__actions">
          <button type="button" className="adm-button adm-button--secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={saving || !field}>
            {saving ? 'Salvando...' : 'Salvar correção'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
