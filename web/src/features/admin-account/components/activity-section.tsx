import type { ActivityEventName } from '@ritual/contracts/http';
import { LoadingState } from '../../admin-common/components/states';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { fetchActivity } from '../api/account-api';

/** Events that may be someone else trying the account: shown as warnings. */
const FAILURES: ReadonlySet<ActivityEventName> = new Set(['login_failed', 'mfa_failed']);

/** Minha conta (d): the admin's last 20 sign-in and security events, newest first, in the store's time. */
export function ActivitySection({ version }: { version: number }) {
  const activity = useLoad((signal) => fetchActivity(signal), [version]);
  const events = activity.data ?? [];
  return (
    <section className="adm-card adm-account__section" aria-labelledby="conta-atividade-titulo">
      <h2 id="conta-atividade-titulo" className="adm-card__title">
        Atividade recente
      </h2>
      {activity.status === 'loading' && !activity.data ? (
        <LoadingState label="Carregando atividade..." />
      ) : activity.status === 'failed' && !activity.data ? (
        <p className="adm-alert adm-alert--warning">
          Não foi possível carregar a atividade agora.{' '}
          <button type="button" className="adm-link-button" onClick={() => void activity.reload()}>
            Tentar novamente
          </button>
        </p>
      ) : events.length === 0 ? (
        <p className="adm-card__meta">Nenhuma atividade registrada ainda.</p>
      ) : (
        <ol className="adm-account__list" aria-label="Últimos eventos da sua conta">
          {events.map((item) => {
            const failure = FAILURES.has(item.event);
            return (
              <li key={item.id} className={`adm-account__item${failure ? ' adm-account__item--warning' : ''}`}>
                <div className="adm-account__item-main">
                  <p className="adm-account__item-title adm-account__item-title--text">
                    {failure && <span aria-hidden="true">⚠️ </span>}
                    {item.description}
                  </p>
                  <p className="adm-account__item-meta">
                    <time dateTime={item.at}>{formatStoreDateTime(item.at)}</time>
                    <span aria-hidden="true"> · </span>IP {item.ip}
                    {item.device && (
                      <>
                        <span aria-hidden="true"> · </span>
                        {item.device}
                      </>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
