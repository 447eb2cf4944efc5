import { type FormEvent, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { Modal } from '../../admin-common/components/modal';
import { useNotify } from '../../admin-common/components/notices';
import { saveGoals } from '../api/dashboard-api';

interface GoalsModalProps {
  dailyGoal: number | undefined;
  monthlyGoal: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const asInput = (value: number | undefined) => String(Number(value) || 0);

function goalError(value: string): string | undefined {
  if (value.trim() === '') return 'Informe um valor (use 0 para nenhuma meta)';
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return 'Informe um valor igual ou maior que zero';
  return undefined;
}

/** Spec §2 'Configurar Metas': daily and monthly goals, defaulting to 0. */
export function GoalsModal({ dailyGoal, monthlyGoal, onClose, onSaved }: GoalsModalProps) {
  const notify = useNotify();
  const [daily, setDaily] = useState(asInput(dailyGoal));
  const [monthly, setMonthly] = useState(asInput(monthlyGoal));
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<{ daily?: string; monthly?: string }>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { daily: goalError(daily), monthly: goalError(monthly) };
    setErrors(found);
    if (found.daily || found.monthly) return;
    setSaving(true);
    try {
      await saveGoals(daily.trim(), monthly.trim());
      notify.success('Metas atualizadas com sucesso!');
      onSaved();
      onClose();
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(detail ? `Erro ao atualizar metas: ${detail}` : 'Erro ao atualizar metas');
      setSaving(false);
    }
  };

  return (
    <Modal title="Configurar Metas" onClose={onClose} size="small" busy={saving}>
      <form className="adm-form" onSubmit={onSubmit} noValidate>
        <Field label="Meta diária (R$)" error={errors.daily} hint="Use 0 para não acompanhar uma meta diária.">
          {(control) => (
            <input
              {...control}
              className="adm-input"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={daily}
              onChange={(event) => setDaily(event.target.value)}
            />
          )}
        </Field>
        <Field label="Meta mensal (R$)" error={errors.monthly}>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={monthly}
              onChange={(event) => setMonthly(event.target.value)}
            />
          )}
        </Field>
        <div className="adm-modal__actions">
          <button type="button" className="adm-button adm-button--secondary" onClick={onClose} disabled={saving}>
            Cancelar
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar Metas'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
