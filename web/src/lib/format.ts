const currencyFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return currencyFormatter.format(Number.isFinite(amount) ? amount : 0);
}

/** Index 0 is Sunday, like `featured_day` and `Date#getDay`. */
export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

export const STORE_TIME_ZONE = 'America/Sao_Paulo';

const weekdayInStore = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: STORE_TIME_ZONE });
const ENGLISH_SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's weekday (0 = Sunday) in the store's time zone, which is what decides the featured ritual. */
export function storeWeekdayIndex(now: Date = new Date()): number {
  const index = ENGLISH_SHORT_WEEKDAYS.indexOf(weekdayInStore.format(now));
  return index === -1 ? now.getDay() : index;
}

export function weekdayName(index: number): string {
  return WEEKDAY_NAMES[index] ?? '';
}

const dateFormatter = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: STORE_TIME_ZONE });

export function formatLongDate(date: Date = new Date()): string {
  return dateFormatter.format(date);
}
