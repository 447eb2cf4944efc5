import type { DataRequest, DataSubjectErasure, DataSubjectOrder } from '@ritual/contracts/http';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import type { FormFieldDefinition } from '../../../lib/domain-types';
import { buildWhatsAppLink } from '../../../lib/whatsapp';
import { ritualFieldsOf } from '../../admin-clientes/order-view';
import type { AdminRitual } from '../../admin-common/admin-types';
import { errorDetail } from '../../admin-common/api/admin-api';
import { fetchAdminRituals } from '../../admin-common/api/shared-api';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { StatusBadge } from '../../admin-common/components/status-badge';
import { downloadBlob } from '../../admin-common/export-files';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { answerDataRequest } from '../api/data-requests-api';
import { downloadDataSubject, fetchDataSubject, revokeConsent } from '../api/data-subjects-api';
import { deadlineText, isOverdue } from '../data-request-deadline';
import { DATA_REQUEST_KIND_LABELS, fieldLabel, SUGGESTED_ANSWERS } from '../privacy-desk';
import { AnsweredNote } from './answered-note';
import { ConfirmPersonLink } from './confirm-person-link';
import { CorrectionDialog } from './correction-dialog';
import { ErasureDialog } from './erasure-dialog';

interface PrivacyDeskProps {
  /** The person's WhatsApp: the request's, or the client's row's in Clientes. */
  whatsapp: string;
  /** The data subject request being handled; absent when opened from Clientes. */
  request?: DataRequest;
  onAnswered?: (request: DataRequest) => void;
}

interface ActionResult {
  title: string;
  lines: string[];
}

const ANSWER_MAX_LENGTH = 2000;

function RequestCard({ request }: { request: DataRequest }) {
  return (
    <section className="adm-card adm-privacy-desk__card" aria-label="Pedido do titular">
      <h2 className="adm-card__title">
        {DATA_REQUEST_KIND_LABELS[request.kind]} · {request.protocol}
      </h2>
      <dl className="adm-privacy-desk__facts">
        <div>
          <dt>Nome</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd>
            <ConfirmPersonLink request={request} /> <span className="adm-muted">(confirme a pessoa antes de agir)</span>
          </dd>
        </div>
        {request.message && (
          <div>
            <dt>Mensagem</dt>
            <dd className="adm-privacy__message">{request.message}</dd>
          </div>
        )}
        <div>
          <dt>Recebido</dt>
          <dd>{formatStoreDateTime(request.created_at)}</dd>
        </div>
        <div>
          <dt>Prazo</dt>
          <dd className={isOverdue(request) ? 'adm-privacy-desk__late' : undefined}>
            {formatStoreDateTime(request.due_at)}
            {request.status === 'open' && ` (${deadlineText(request)})`}
          </dd>
        </div>
      </dl>
      {request.status === 'answered' && <AnsweredNote request={request} />}
    </section>
  );
}

function OrderCard({ order, fields }: { order: DataSubjectOrder; fields: readonly FormFieldDefinition[] }) {
  const entries = Object.entries(order.form_data);
  return (
    <li className="adm-card adm-privacy-desk__order">
      <div className="adm-privacy-desk__order-top">
        <h3 className="adm-privacy-desk__order-title">
          Pedido {order.id} · {order.ritual_name}
        </h3>
        <StatusBadge status={order.payment_status} />
      </div>
      <p className="adm-muted">{formatStoreDateTime(order.created_at)}</p>
      <dl className="adm-order-data">
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{fieldLabel(key, fields)}:</dt> <dd>{value || '—'}</dd>
          </div>
        ))}
        {order.photos.length > 0 && (
          <div>
            <dt>Fotos:</dt> <dd>{order.photos.length}</dd>
          </div>
        )}
        {order.receipts.length > 0 && (
          <div>
            <dt>Comprovantes:</dt> <dd>{order.receipts.length}</dd>
          </div>
        )}
        <div>
          <dt>Consentimento:</dt>{' '}
          <dd>
            {order.consent ? (
              <>
                aviso v{order.consent.notice_version}, aceito em {formatStoreDateTime(order.consent.accepted_at)}
                {order.consent.client_address && ` (IP ${order.consent.client_address})`}
                {order.consent.revoked_at ? (
                  <strong className="adm-privacy-desk__late">
                    {' '}
                    · Revogado em {formatStoreDateTime(order.consent.revoked_at)}
                  </strong>
                ) : (
                  ' · em vigor'
                )}
              </>
            ) : (
              'sem registro (pedido anterior ao aviso)'
            )}
          </dd>
        </div>
      </dl>
      {order.corrections.length > 0 && (
        <div className="adm-privacy-desk__corrections">
          <h4 className="adm-privacy-desk__subtitle">Correções</h4>
          <ul className="adm-privacy-desk__list">
            {order.corrections.map((correction) => (
              <li key={`${correction.field}-${correction.corrected_at}`}>
                {fieldLabel(correction.field, fields)}: corrigido por {correction.actor} em{' '}
                {formatStoreDateTime(correction.corrected_at)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * The privacy desk (issue 37): one person's orders by WhatsApp, and what the law lets them ask: a copy (CSV and the
 * PDF declaration), a correction, the erasure, the consent withdrawn; then the request answered and closed.
 */
export function PrivacyDesk({ whatsapp, request, onAnswered }: PrivacyDeskProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const person = useLoad((signal) => fetchDataSubject(whatsapp, signal), [whatsapp]);
  const rituals = useLoad((signal) => fetchAdminRituals(signal).catch(() => [] as AdminRitual[]), []);
  const [dialog, setDialog] = useState<'correct' | 'erase' | null>(null);
  const [busy, setBusy] = useState<'csv' | 'pdf' | 'revoke' | 'answer' | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [answer, setAnswer] = useState('');
  const [suggested, setSuggested] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const answerId = useId();

  const orders = person.data?.orders ?? [];
  const fieldsOf = (order: DataSubjectOrder) => ritualFieldsOf(rituals.data, order.ritual_id);
  /** After an action, the answer box offers its outcome, unless the operator already wrote something else. */
  const suggest = (text: string) => {
    if (!answer.trim() || answer === suggested) setAnswer(text);
    setSuggested(text);
  };

  const onDownload = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      const blob = await downloadDataSubject(whatsapp, format);
      const digits = whatsapp.replace(/\D/g, '');
      downloadBlob(blob, format === 'csv' ? `dados-pessoais-${digits}.csv` : `declaracao-dados-pessoais-${digits}.pdf`);
      notify.success(format === 'csv' ? 'Planilha dos dados baixada.' : 'Declaração completa (PDF) baixada.');
      suggest(SUGGESTED_ANSWERS.export);
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Não foi possível exportar os dados. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };

  const onRevoke = async () => {
    const confirmed = await confirm({
      title: 'Revogar consentimento',
      message: (
        <>
          <p>
            A partir de agora nenhuma mensagem de WhatsApp será enviada para <strong>{whatsapp}</strong>, de nenhum tipo
            (pagamento e vídeo inclusive), e os pedidos deste número ficam marcados com a revogação.
          </p>
          <p className="adm-alert adm-alert--warning">O que a lei manda guardar (registro fiscal) continua guardado.</p>
        </>
      ),
      confirmLabel: 'Revogar consentimento',
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy('revoke');
    try {
      const revoked = await revokeConsent(whatsapp);
      setResult({ title: 'Consentimento revogado', lines: [revoked.message] });
      notify.success(revoked.message);
      suggest(SUGGESTED_ANSWERS.revoke(revoked.message));
      void person.reload();
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Não foi possível revogar o consentimento. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };

  const onErased = (erased: DataSubjectErasure) => {
    setResult({ title: 'Dados apagados', lines: [erased.message] });
    suggest(SUGGESTED_ANSWERS.erase(erased.message, erased.kept));
    void person.reload();
  };

  const onAnswer = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setBusy('answer');
    setAnswerError(null);
    try {
      const answered = await answerDataRequest(request.id, answer.trim());
      notify.success(`Pedido ${answered.protocol} respondido.`);
      onAnswered?.(answered);
    } catch (error) {
      setAnswerError(errorDetail(error) ?? 'Não foi possível salvar a resposta. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="adm-privacy-desk">
      <p>
        <Link to={adminPaths.privacy}>← Voltar aos pedidos</Link>
      </p>
      {request ? (
        <RequestCard request={request} />
      ) : (
        <section className="adm-card adm-privacy-desk__card" aria-label="Titular">
          <h2 className="adm-card__title">Dados pessoais de {whatsapp}</h2>
          <p>
            <a
              href={buildWhatsAppLink(whatsapp, 'Olá! Aqui é da equipe da loja, sobre os seus dados pessoais.')}
              target="_blank"
              rel="noopener noreferrer"
            >
              Falar no WhatsApp
            </a>{' '}
            <span className="adm-muted">(confirme a pessoa antes de agir)</span>
          </p>
        </section>
      )}

      <section className="adm-card adm-privacy-desk__card" aria-label="Ações">
        <h2 className="adm-card__title">Exportar dados</h2>
        <div className="adm-privacy-desk__actions">
          <button
            type="button"
            className="adm-button adm-button--secondary"
            onClick={() => void onDownload('csv')}
            disabled={busy !== null}
          >
            {busy === 'csv' ? 'Exportando...' : 'Exportar dados (CSV)'}
          </button>
          <button
            type="button"
            className="adm-button adm-button--secondary"
            onClick={() => void onDownload('pdf')}
            disabled={busy !== null}
          >
            {busy === 'pdf' ? 'Gerando...' : 'Declaração completa (PDF)'}
          </button>
        </div>
        <h2 className="adm-card__title">Agir sobre os dados</h2>
        <div className="adm-privacy-desk__actions">
          <button
            type="button"
            className="adm-button adm-button--secondary"
            onClick={() => setDialog('correct')}
            disabled={busy !== null || orders.length === 0}
          >
            Corrigir
          </button>
          <button
            type="button"
            className="adm-button adm-button--danger"
            onClick={() => void onRevoke()}
            disabled={busy !== null}
          >
            {busy === 'revoke' ? 'Revogando...' : 'Revogar consentimento'}
          </button>
          <button
            type="button"
            className="adm-button adm-button--danger"
            onClick={() => setDialog('erase')}
            disabled={busy !== null}
          >
            Apagar dados
          </button>
        </div>
      </section>

      <div aria-live="polite">
        {result && (
          <section className="adm-card adm-privacy-desk__result" aria-label="Resultado">
            <h2 className="adm-card__title">{result.title}</h2>
            {result.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
      </div>

      <section aria-labelledby={`${answerId}-pedidos`}>
        <h2 id={`${answerId}-pedidos`} className="adm-privacy-desk__heading">
          Pedidos deste WhatsApp{person.data ? ` (${orders.length})` : ''}
        </h2>
        {person.status === 'failed' && (
          <p role="alert" className="adm-alert adm-alert--error">
            {errorDetail(person.error) ?? 'Não foi possível carregar os dados desta pessoa. Recarregue a página.'}
          </p>
        )}
        {!person.data && person.status === 'loading' && <LoadingState label="Carregando os dados da pessoa..." />}
        {person.data && orders.length === 0 && (
          <p className="adm-muted">Nenhum pedido encontrado para este WhatsApp.</p>
        )}
        {orders.length > 0 && (
          <ul className="adm-privacy-desk__orders">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} fields={fieldsOf(order)} />
            ))}
          </ul>
        )}
        {person.data && (
          <p className="adm-muted">
            Mensagens de WhatsApp enviadas pela loja a este número: {person.data.messages.length}
          </p>
        )}
      </section>

      {request?.status === 'open' && (
        <section className="adm-card adm-privacy-desk__card" aria-labelledby={`${answerId}-titulo`}>
          <h2 id={`${answerId}-titulo`} className="adm-card__title">
            Responder e concluir
          </h2>
          <form onSubmit={(event) => void onAnswer(event)}>
            <label className="adm-field__label" htmlFor={answerId}>
              Resposta enviada ao titular (aparece na consulta do protocolo em /privacidade)
            </label>
            <textarea
              id={answerId}
              className="adm-input"
              rows={5}
              maxLength={ANSWER_MAX_LENGTH}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
            {answerError && (
              <p role="alert" className="adm-alert adm-alert--error">
                {answerError}
              </p>
            )}
            <div className="adm-privacy-desk__actions">
              <button
                type="submit"
                className="adm-button adm-button--primary"
                disabled={busy !== null || !answer.trim()}
              >
                {busy === 'answer' ? 'Salvando...' : 'Responder e concluir'}
              </button>
            </div>
          </form>
        </section>
      )}

      {dialog === 'correct' && (
        <CorrectionDialog
          orders={orders}
          fieldsOf={fieldsOf}
          onClose={() => setDialog(null)}
          onCorrected={(corrected, label) => {
            setDialog(null);
            const text = `Pedido ${corrected.id}: ${label} corrigido.`;
            setResult({ title: 'Dados corrigidos', lines: [text] });
            notify.success(text);
            suggest(SUGGESTED_ANSWERS.correct(label, corrected.id));
            void person.reload();
          }}
        />
      )}
      {dialog === 'erase' && <ErasureDialog whatsapp={whatsapp} onClose={() => setDialog(null)} onErased={onErased} />}
    </div>
  );
}
