import { formatMoney } from '../../lib/format';

export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** Spec §9: the card shows the first 100 characters plus '...' when the description is longer. */
export function cutDescription(description: string | null | undefined, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = description ?? '';
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

const percentFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Spec §2: a percentage commission as "N%", a fixed one as an R$ amount. */
export function commissionLabel(type: string | null | undefined, value: number | string | null | undefined): string {
  const amount = Number(value) || 0;
  return type === 'fixed' ? formatMoney(amount) : `${percentFormatter.format(amount)}%`;
}

export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** featured_day 0–6 (Sunday 0) → "Dom".."Sáb"; '' for none. */
export function weekdayShort(day: number | string | null | undefined): string {
  if (day === null || day === undefined || day === '') return '';
  return WEEKDAY_SHORT[Number(day)] ?? '';
}

export const fieldCountLabel = (count: number) => (count === 1 ? '1 campo' : `${count} campos`);
