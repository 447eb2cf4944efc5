import type { RetentionRuns } from '@ritual/contracts/http';
import { type FormEvent, useEffect, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { type LoadState, useLoad } from '../../admin-common/use-load';
import {
  fetchRetentionRuns,
  fetchRetentionSettings,
  RETENTION_KEYS,
  type RetentionKey,
  type RetentionValues,
  retentionErrors,
  retentionValues,
  saveRetentionSettings,
} from '../api/retention-api';
import './retention.css';

const FIELDS: Record<RetentionKey, { label: string; unit: string; hint: string }> = {
  unpaid_order_days: {
    label: 'Pedidos não pagos (cancelados ou expirados): apagar os dados após',
    unit: 'dias',
    hint:
      'Nome, pessoa amada, data de nascimento, WhatsApp e fotos dos pedidos que não foram pagos são apagados ' +
      'depois desse prazo; ritual, valor e datas ficam nos relatórios. A LGPD pede apagar os dados quando a ' +
      'finalidade acaba (arts. 15 e 16). Padrão: 30 dias.',
  },
  paid_order_months: {
    label: 'Pedidos pagos: anonimizar os dados pessoais após',
    unit: 'meses',
    hint:
      'Os dados pessoais dos pedidos pagos são apagados depois desse prazo, contado do pagamento. Ritual, valor, ' +
      'datas e pagamento ficam: são registros fiscais que a lei pede guardar por 5 anos (CTN art. 173). ' +
      'Padrão: em branco (guardar sempre).',
  },
  receipt_file_days: {
    label: 'Arquivos de comprovantes: apagar após',
    unit: 'dias',
    hint:
      'O arquivo (imagem ou PDF) do comprovante é apagado depois desse prazo, contado do pagamento do pedido; o ' +
      'que foi lido dele (valor, data, identificador do Pix e o resultado da conferência) fica como prova do ' +
      'pagamento. Padrão: 90 dias.',
  },
  answered_request_years: {
    label: 'Pedidos de titulares respondidos: apagar após',
    unit: 'anos',
    hint:
      'Os pedidos feitos em /privacidade já respondidos são apagados depois desse prazo, contado da resposta. ' +
      'Guardá-los prova que a loja atendeu o titular (LGPD art. 37); 5 anos acompanham o prazo de prescrição. ' +
      'Padrão: 5 anos.',
  },
};

/** The audit entry's subject (the service that ran its part) as the operator reads it. */
const RUN_PARTS: Record<string, string> = {
  orders: 'Pedidos',
  payments: 'Comprovantes',
  'site-config': 'Pedidos de titulares',
  messaging: 'Mensagens de WhatsApp',
};

/**
 * Config do Site → Retenção de dados: how long personal data is kept (blank keeps forever). A daily job applies it
 * from 03:00; the last runs are listed with what each part removed.
 */
export function RetentionSettingsForm() {
  const notify = useNotify();
  const [values, setValues] = useState<RetentionValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<RetentionKey, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const runs = useLoad(fetchRetentionRuns, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchRetentionSettings(controller.signal).then(
      (settings) => setValues(retentionValues(settings)),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values) return;
    const found = retentionErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      setValues(retentionValues(await saveRetentionSettings(values)));
      notify.success('Retenção de dados salva. A próxima execução diária usa estes prazos.');
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Erro ao salvar a retenção de dados. Tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  const set = (key: RetentionKey, value: string) => {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <section className="adm-card" aria-labelledby="config-retencao">
      <h2 id="config-retencao" className="adm-card__title">
        <span aria-hidden="true">🗓️ </span>
        Retenção de dados
      </h2>
      <p>
        Por quanto tempo os dados pessoais ficam guardados. Todo dia, a partir das 03:00, o que passou do prazo é
        apagado. Deixe um campo em branco para guardar sempre.
      </p>
      {failed && <p role="alert">Não foi possível carregar a retenção de dados. Recarregue a página.</p>}
      {!failed && !values && <LoadingState />}
      {values && (
        <form className="adm-form" onSubmit={onSubmit} noValidate>
          <div className="adm-grid adm-grid--2">
            {RETENTION_KEYS.map((key) => (
              <Field
                key={key}
                label={`${FIELDS[key].label} (${FIELDS[key].unit})`}
                hint={FIELDS[key].hint}
                error={errors[key]}
              >
                {(control) => (
                  <input
                    {...control}
                    className="adm-input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    placeholder="guardar sempre"
                    value={values[key]}
                    onChange={(event) => set(key, event.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>
          <div className="adm-editor__footer">
            <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
              {saving ? 'Salvando...' : 'Salvar Retenção de Dados'}
            </button>
          </div>
        </form>
      )}
      <h3 className="adm-retention__subtitle">Últimas execuções</h3>
      <RetentionRunList state={runs} />
    </section>
  );
}

function RetentionRunList({ state }: { state: LoadState<RetentionRuns> }) {
  if (state.status === 'failed' && !state.data) {
    return <p role="alert">Não foi possível carregar as últimas execuções.</p>;
  }
  if (!state.data) return <LoadingState label="Carregando execuções..." />;
  if (state.data.items.length === 0) {
    return (
      <p>Nenhuma execução registrada ainda. A primeira acontece hoje a partir das 03:00 (ou ao iniciar a loja).</p>
    );
  }
  return (
    <ul className="adm-retention__runs" aria-label="Últimas execuções da retenção">
      {state.data.items.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.created_at}>{formatStoreDateTime(entry.created_at)}</time>
          {' — '}
          <strong>{RUN_PARTS[entry.subject] ?? entry.subject}</strong>: {entry.detail}
        </li>
      ))}
    </ul>
  );
}
