import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { endedSessionsText } from '../../admin-account/account-notice';
import { useAdminAuth } from '../../admin-auth/components/admin-auth-context';
import type { AdminUser } from '../../admin-common/admin-types';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { useNotify } from '../../admin-common/components/notices';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { formatStoreDate } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { deleteUser, endUserSessions, fetchUsers } from '../api/users-api';
import { initials, isProtectedUser } from '../user-rules';
import { NewUserDialog } from './new-user-dialog';
import './users.css';

/** Spec §2 Usuários. */
export function UsersPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const { session, signOut } = useAdminAuth();
  const users = useLoad((signal) => fetchUsers(signal), []);
  const [creating, setCreating] = useState(false);
  const [deletingId, setDeletingId] = useState<AdminUser['id'] | null>(null);
  const [endingId, setEndingId] = useState<AdminUser['id'] | null>(null);
  const isSelf = (user: AdminUser) => !!session.user && String(session.user.id) === String(user.id);

  const onEndSessions = async (user: AdminUser) => {
    const self = isSelf(user);
    const confirmed = await confirm({
      title: 'Encerrar sessões',
      message: (
        <>
          <p>
            Encerrar todas as sessões de <strong>{user.username}</strong>? Quem estiver usando o painel com esse usuário
            precisará entrar de novo.
          </p>
          {self && (
            <p className="adm-alert adm-alert--warning">Este é o seu usuário: você sairá do painel em seguida.</p>
          )}
        </>
      ),
      confirmLabel: 'Encerrar sessões',
      tone: 'danger',
    });
    if (!confirmed) return;
    setEndingId(user.id);
    try {
      const { ended } = await endUserSessions(user.id);
      notify.success(`${user.username}: ${endedSessionsText(ended).toLowerCase()}`);
      // This session was one of them: its token no longer works.
      if (self) await signOut();
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(
        error instanceof ApiError && error.status === 403
          ? detail || 'Usuário protegido'
          : detail || 'Erro ao encerrar as sessões',
      );
    } finally {
      setEndingId(null);
    }
  };

  const onDelete = async (user: AdminUser) => {
    if (isProtectedUser(user.username)) {
      notify.error('Usuário protegido');
      return;
    }
    const self = isSelf(user);
    const confirmed = await confirm({
      title: 'Excluir usuário',
      message: (
        <>
          <p>
            Tem certeza que deseja excluir o usuário <strong>{user.username}</strong>?
          </p>
          {self && (
            <p className="adm-alert adm-alert--warning">Este é o seu usuário: você sairá do painel em seguida.</p>
          )}
        </>
      ),
      confirmLabel: 'Excluir',
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeletingId(user.id);
    try {
      await deleteUser(user.id);
      notify.success('Usuário excluído com sucesso!');
      await users.reload();
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(
        error instanceof ApiError && error.status === 403 ? detail || 'Usuário protegido' : 'Erro ao excluir usuário',
      );
    } finally {
      setDeletingId(null);
    }
  };

  const list = users.data ?? [];
  return (
    <AdminPage
      title="Usuários"
      description="Quem pode entrar no painel."
      actions={
        <button type="button" className="adm-button adm-button--primary" onClick={() => setCreating(true)}>
          <span aria-hidden="true">+ </span>Novo Usuário
        </button>
      }
    >
      {users.status === 'loading' && !users.data ? (
        <LoadingState label="Carregando usuários..." />
      ) : list.length === 0 ? (
        <EmptyState icon="👤" title="Nenhum usuário encontrado" />
      ) : (
        <div className="adm-card adm-card--flush">
          <div className="adm-table-wrap">
            <table className="adm-table adm-users-table">
              <caption className="visually-hidden">Usuários do painel</caption>
              <thead>
                <tr>
                  <th scope="col">Usuário</th>
                  <th scope="col">Email</th>
                  <th scope="col">Criado em</th>
                  <th scope="col">
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((user) => {
                  const protectedUser = isProtectedUser(user.username);
                  return (
                    <tr key={user.id}>
                      <th scope="row">
                        <span className="adm-user">
                          <span className="adm-avatar" aria-hidden="true">
                            {initials(user.username)}
                          </span>
                          <span className="adm-user__name">{user.username}</span>
                        </span>
                      </th>
                      <td className="adm-break">{user.email}</td>
                      <td className="adm-nowrap">{formatStoreDate(user.created_at)}</td>
                      <td className="adm-users-table__actions">
                        <span className="adm-users-table__buttons">
                          <button
                            type="button"
                            className="adm-button adm-button--secondary adm-button--small"
                            onClick={() => void onEndSessions(user)}
                            disabled={endingId !== null}
                            aria-label={`Encerrar sessões de ${user.username}`}
                          >
                            {endingId !== null && String(endingId) === String(user.id)
                              ? 'Encerrando...'
                              : 'Encerrar sessões'}
                          </button>
                          {protectedUser ? (
                            <span className="adm-badge adm-badge--neutral">Usuário protegido</span>
                          ) : (
                            <button
                              type="button"
                              className="adm-button adm-button--danger adm-button--small"
                              onClick={() => void onDelete(user)}
                              disabled={deletingId !== null}
                              aria-label={`Excluir ${user.username}`}
                            >
                              {deletingId !== null && String(deletingId) === String(user.id)
                                ? 'Excluindo...'
                                : 'Excluir'}
                            </button>
                          )}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {creating && <NewUserDialog onClose={() => setCreating(false)} onCreated={() => void users.reload()} />}
    </AdminPage>
  );
}
