import { useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { endedSessionsText } from '../account-notice';
import { endOtherSessions, endSession, fetchSessions, type Session } from '../api/account-api';

interface SessionsSectionProps {
  /** A new value reloads the list (the password changed, which ends the other sessions). */
  version: number;
  /** A session was ended: the page reloads the activity. */
  onChanged: () => void;
}

const sessionName = (session: Session) => `${session.device || 'Dispositivo desconhecido'} (IP ${session.ip})`;

/** Minha conta (b): the admin's live sessions; any other one, or all others, can be ended. */
export function SessionsSection({ version, onChanged }: SessionsSectionProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const sessions = useLoad((signal) => fetchSessions(signal), [version]);
  const [busy, setBusy] = useState<string | null>(null);

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  const endOne = async (session: Session) => {
    const confirmed = await confirm({
      title: 'Encerrar sessão',
      message: (
        <p>
          Encerrar a sessão de <strong>{sessionName(session)}</strong>? Quem estiver usando o painel nela precisará
          entrar de novo.
        </p>
      ),
      confirmLabel: 'Encerrar',
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy(session.id);
    try {
      const { message } = await endSession(session.id);
      notify.success(message);
      onChanged();
    } catch (failure) {
      notify.error(errorDetail(failure) ?? 'Não foi possível encerrar a sessão');
    } finally {
      setBusy(null);
      await sessions.reload();
    }
  };

  const endOthers = async () => {
    const confirmed = await confirm({
      title: 'Encerrar todas as outras sessões',
      message: (
        <p>
          Encerrar as {others.length === 1 ? 'outra sessão' : `${others.length} outras sessões`}? Só esta continuará
          aberta.
        </p>
      ),
      confirmLabel: 'Encerrar todas',
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy('others');
    try {
      const { ended } = await endOtherSessions();
      notify.success(endedSessionsText(ended));
      onChanged();
    } catch (failure) {
      notify.error(errorDetail(failure) ?? 'Não foi possível encerrar as sessões');
    } finally {
      setBusy(null);
      await sessions.reload();
    }
  };

  return (
    <section className="adm-card adm-account__section" aria-labelledby="conta-sessoes-titulo">
      <div className="adm-card__header">
        <h2 id="conta-sessoes-titulo" className="adm-card__title">
          Sessões
        </h2>
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          onClick={endOthers}
          disabled={busy !== null || others.length === 0}
        >
          {busy === 'others' ? 'Encerrando...' : 'Encerrar todas as outras'}
        </button>
      </div>
      <p className="adm-card__meta adm-account__lead">
        Onde o seu usuário está conectado ao painel. Não reconhece uma? Encerre-a e troque a senha.
      </p>
      {sessions.status === 'loading' && !sessions.data ? (
        <LoadingState label="Carregando sessões..." />
      ) : sessions.status === 'failed' && !sessions.data ? (
        <p className="adm-alert adm-alert--warning">
          Não foi possível carregar as sessões agora.{' '}
          <button type="button" className="adm-link-button" onClick={() => void sessions.reload()}>
            Tentar novamente
          </button>
        </p>
      ) : (
        <ul className="adm-account__list" aria-label="Sessões abertas">
          {list.map((session) => (
            <li key={session.id} className="adm-account__item" aria-current={session.current ? 'true' : undefined}>
              <div className="adm-account__item-main">
                <p className="adm-account__item-title">
                  {session.device || 'Dispositivo desconhecido'}
                  {session.current && <span className="adm-badge adm-badge--success">Esta sessão</span>}
                </p>
                <p className="adm-account__item-meta">IP {session.ip}</p>
                <p className="adm-account__item-meta">
                  Início: <time dateTime={session.started_at}>{formatStoreDateTime(session.started_at)}</time>
                </p>
                <p className="adm-account__item-meta">
                  Último acesso:{' '}
                  <time dateTime={session.last_seen_at}>{formatStoreDateTime(session.last_seen_at)}</time>
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="adm-button adm-button--danger adm-button--small"
                  onClick={() => void endOne(session)}
                  disabled={busy !== null}
                  aria-label={`Encerrar sessão: ${sessionName(session)}`}
                >
                  {busy === session.id ? 'Encerrando...' : 'Encerrar'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
