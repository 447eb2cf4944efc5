import type { DataRequest } from '@ritual/contracts/http';

const DAY_MS = 24 * 3600_000;

/** Whole days until the request's due date (negative once it is overdue); 0 on the due day itself. */
export function daysLeft(request: Pick<DataRequest, 'due_at'>, now: Date = new Date()): number {
  return Math.ceil((Date.parse(request.due_at) - now.getTime()) / DAY_MS);
}

/** An open request past its due date: LGPD art. 19 II asks for the full answer within 15 days. */
export const isOverdue = (request: Pick<DataRequest, 'due_at' | 'status'>, now: Date = new Date()) =>
  request.status === 'open' && Date.parse(request.due_at) < now.getTime();

/** The Prazo column: days left, "Vence hoje" or how late; nothing once answered. */
export function deadlineText(request: Pick<DataRequest, 'due_at' | 'status'>, now: Date = new Date()): string {
  if (request.status !== 'open') return '—';
  const days = daysLeft(request, now);
  if (isOverdue(request, now)) return `Atrasado ${Math.max(1, -days)} dia(s)`;
  return days <= 0 ? 'Vence hoje' : `${days} dia(s)`;
}
