import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminPaths, editRitualPath, registrationPath, ritualPath } from '../../../app/paths';
import { copyText } from '../../../lib/clipboard';
import { formatMoney } from '../../../lib/format';
import type { AdminRitual } from '../../admin-common/admin-types';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { useNotify } from '../../admin-common/components/notices';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { useLoad } from '../../admin-common/use-load';
import { deleteRitual, fetchAdminRituals, takeEarlyAdminRituals, toggleRitualStatus } from '../api/rituals-api';
import { commissionLabel, cutDescription, fieldCountLabel, weekdayShort } from '../ritual-display';
import './rituals.css';

const publicUrl = (path: string) => `${window.location.origin}${path}`;

interface RitualCardProps {
  ritual: AdminRitual;
  busy: boolean;
  onCopy: (url: string, message: string) => void;
  onToggle: (ritual: AdminRitual) => void;
  onDelete: (ritual: AdminRitual) => void;
}

function RitualCard({ ritual, busy, onCopy, onToggle, onDelete }: RitualCardProps) {
  const headingId = `ritual-${ritual.id}-nome`;
  const day = weekdayShort(ritual.featured_day);
  return (
    <li>
      <article
        className={`adm-card adm-ritual-card${ritual.active ? '' : ' adm-ritual-card--inactive'}`}
        aria-labelledby={headingId}
      >
        <div className="adm-ritual-card__top">
          <h2 id={headingId} className="adm-ritual-card__name">
            {ritual.name}
          </h2>
          <span className={`adm-badge ${ritual.active ? 'adm-badge--success' : 'adm-badge--neutral'}`}>
            {ritual.active ? 'Ativo' : 'Inativo'}
          </span>
        </div>
        {!ritual.active && <p className="adm-tag adm-tag--inactive">INATIVO</p>}
        <p className="adm-ritual-card__price">{formatMoney(ritual.price)}</p>
        <p className="adm-ritual-card__description">{cutDescription(ritual.description)}</p>
        <dl className="adm-ritual-card__meta">
          <div>
            <dt>Comissão</dt>
            <dd>{commissionLabel(ritual.commission_type, ritual.commission_value)}</dd>
          </div>
          <div>
            <dt>Formulário</dt>
            <dd>{fieldCountLabel(ritual.form_fields?.length ?? 0)}</dd>
          </div>
          {day && (
            <div>
              <dt>Destaque</dt>
              <dd>{day}</dd>
            </div>
          )}
        </dl>
        <fieldset className="adm-ritual-card__links">
          <legend>Copiar link</legend>
          <div className="adm-ritual-card__link-buttons">
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              onClick={() => onCopy(publicUrl(ritualPath(ritual.slug)), 'Link com pagamento copiado!')}
              aria-label="Copiar link com pagamento"
            >
              <span aria-hidden="true">🔗</span>
              Com pagamento
            </button>
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              onClick={() => onCopy(publicUrl(registrationPath(ritual.slug)), 'Link sem pagamento copiado!')}
              aria-label="Copiar link sem pagamento"
            >
              <span aria-hidden="true">📝</span>
              Sem pagamento
            </button>
          </div>
        </fieldset>
        <div className="adm-ritual-card__actions">
          <button
            type="button"
            className={`adm-button adm-button--small ${ritual.active ? 'adm-button--warning' : 'adm-button--success'}`}
            onClick={() => onToggle(ritual)}
            disabled={busy}
          >
            {ritual.active ? 'Desativar' : 'Ativar'}
          </button>
          <Link to={editRitualPath(ritual.id)} className="adm-button adm-button--primary adm-button--small">
            Editar
          </Link>
          <button
            type="button"
            className="adm-button adm-button--danger adm-button--small"
            onClick={() => onDelete(ritual)}
            disabled={busy}
          >
            Excluir
          </button>
        </div>
      </article>
    </li>
  );
}

/** Spec §2 Rituals list. */
export function RitualsPage() {
  const notify = useNotify();
  const confirm = useConfirm();
  const rituals = useLoad((signal) => fetchAdminRituals(signal), [], takeEarlyAdminRituals);
  const [busyId, setBusyId] = useState<string | number | null>(null);

  const onCopy = async (url: string, message: string) => {
    if (await copyText(url)) notify.success(message);
    else notify.error(`Não foi possível copiar. Copie manualmente: ${url}`);
  };

  const onToggle = async (ritual: AdminRitual) => {
    const verb = ritual.active ? 'desativar' : 'ativar';
    const confirmed = await confirm({
      title: ritual.active ? 'Desativar ritual' : 'Ativar ritual',
      message: `Tem certeza que deseja ${verb} este ritual?`,
      confirmLabel: ritual.active ? 'Desativar' : 'Ativar',
      tone: ritual.active ? 'danger' : 'primary',
    });
    if (!confirmed) return;
    setBusyId(ritual.id);
    try {
      const { message } = await toggleRitualStatus(ritual.id);
      notify.success(message || (ritual.active ? 'Ritual desativado' : 'Ritual ativado'));
      await rituals.reload();
    } catch (error) {
      console.error(error);
      notify.error('Erro ao alterar status do ritual');
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (ritual: AdminRitual) => {
    const confirmed = await confirm({
      title: 'Excluir ritual',
      message: (
        <p>
          Tem certeza que deseja excluir o ritual <strong>{ritual.name}</strong>? Esta ação não pode ser desfeita.
        </p>
      ),
      confirmLabel: 'Excluir',
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusyId(ritual.id);
    try {
      await deleteRitual(ritual.id);
      notify.success('Ritual excluído com sucesso!');
      await rituals.reload();
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(detail ? `Erro ao excluir ritual: ${detail}` : 'Erro ao excluir ritual');
    } finally {
      setBusyId(null);
    }
  };

  const list = rituals.data ?? [];
  return (
    <AdminPage
      title="Rituais"
      description="Preços, comissões, formulários e links de cada ritual."
      actions={
        <Link to={adminPaths.newRitual} className="adm-button adm-button--primary">
          <span aria-hidden="true">+ </span>Novo Ritual
        </Link>
      }
    >
      {rituals.status === 'loading' && !rituals.data ? (
        <LoadingState label="Carregando rituais..." />
      ) : list.length === 0 ? (
        <EmptyState icon="🕯️" title="Nenhum ritual cadastrado">
          <Link to={adminPaths.newRitual} className="adm-button adm-button--primary">
            Criar Primeiro Ritual
          </Link>
        </EmptyState>
      ) : (
        <ul className="adm-ritual-grid" aria-label="Rituais cadastrados">
          {list.map((ritual) => (
            <RitualCard
              key={ritual.id}
              ritual={ritual}
              busy={busyId !== null && String(busyId) === String(ritual.id)}
              onCopy={onCopy}
              onToggle={onToggle}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
