import { STORE_TIME_ZONE } from '../../../lib/format';
import { useLoad } from '../../admin-common/use-load';
import { fetchBackupStatus } from '../api/dashboard-api';

const whenFormatter = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});

/** The last good backup under the figures; a warning when backups are off or the last good one is over a day old. */
export function BackupNotice() {
  const status = useLoad((signal) => fetchBackupStatus(signal), []);
  const backup = status.data;
  if (!backup) return null;
  if (!backup.enabled) {
    return (
      <p className="adm-alert adm-alert--warning" role="status">
        Backups desligados: se o disco do servidor falhar, pedidos e comprovantes se perdem. Configure BACKUP_DIR ou
        BACKUP_S3_BUCKET (README, seção Backups).
      </p>
    );
  }
  const when = backup.last_good_at ? whenFormatter.format(new Date(backup.last_good_at)) : undefined;
  if (backup.stale) {
    return (
      <p className="adm-alert adm-alert--warning" role="status">
        {when
          ? `Atenção: o último backup bom é de ${when}, há mais de um dia. Veja as mensagens do servidor.`
          : 'Atenção: nenhum backup completo foi feito ainda. Veja as mensagens do servidor.'}
      </p>
    );
  }
  return <p className="adm-card__meta">Último backup: {when}</p>;
}
