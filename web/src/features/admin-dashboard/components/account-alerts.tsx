import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { accountNoticeLines } from '../../admin-account/account-notice';
import { fetchAccount, markNoticeSeen } from '../../admin-account/api/account-api';
import { useLoad } from '../../admin-common/use-load';

/**
 * Issue 36: above the figures, what happened to the admin's account since the last visit (failed sign-ins, a new
 * device), marked as seen once shown; and a warning while the development default password is in use.
 */
export function AccountAlerts() {
  const account = useLoad((signal) => fetchAccount(signal), []);
  const notice = account.data?.notice;
  const lines = notice ? accountNoticeLines(notice) : [];
  const hasNews = lines.length > 0;
  const marked = useRef(false);

  useEffect(() => {
    if (!hasNews || marked.current) return;
    marked.current = true;
    // Shown: the next notice counts from now. A failure only means it shows again next time.
    markNoticeSeen().catch(() => {});
  }, [hasNews]);

  if (!notice) return null;
  return (
    <>
      {hasNews && (
        <div className="adm-alert adm-alert--warning adm-dash__account-alert" role="status">
          {lines.map((line) => (
            <p key={line}>{line}.</p>
          ))}
          <p>
            Não foi você? Troque a senha e encerre as outras sessões em <Link to={adminPaths.account}>Minha conta</Link>
            .
          </p>
        </div>
      )}
      {notice.default_password && (
        <p className="adm-alert adm-alert--warning adm-dash__account-alert" role="status">
          A senha padrão de desenvolvimento está em uso: troque-a em <Link to={adminPaths.account}>Minha conta</Link>
        </p>
      )}
    </>
  );
}
