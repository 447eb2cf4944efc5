import type { AccountNotice } from '@ritual/contracts/http';

/** The dashboard's lines about what happened since the admin's last visit (issue 36); empty when nothing did. */
export function accountNoticeLines(notice: Pick<AccountNotice, 'failed_attempts' | 'new_device_sign_ins'>): string[] {
  const lines: string[] = [];
  const failed = notice.failed_attempts;
  if (failed === 1) lines.push('1 tentativa de entrada falhou desde a sua última visita');
  else if (failed > 1) lines.push(`${failed} tentativas de entrada falharam desde a sua última visita`);
  const devices = notice.new_device_sign_ins;
  if (devices === 1) lines.push('Entrada de um novo dispositivo desde a sua última visita');
  else if (devices > 1) lines.push(`${devices} entradas de novos dispositivos desde a sua última visita`);
  return lines;
}

/** "Encerrar sessões" and "Encerrar todas as outras": how many ended, in words. */
export function endedSessionsText(ended: number): string {
  if (ended === 0) return 'Nenhuma sessão aberta para encerrar';
  return ended === 1 ? '1 sessão encerrada' : `${ended} sessões encerradas`;
}
