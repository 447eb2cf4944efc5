import { wallClock } from '@ritual/contracts/store-time';
import { STORE_TIME_ZONE } from '../../lib/format';

/** A day on the store's calendar (America/Sao_Paulo), month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Inclusive bounds in epoch milliseconds; null means unbounded on that side. */
export interface InstantRange {
  start: number | null;
  end: number | null;
}

export type DatePreset = 'all' | 'today' | 'yesterday' | 'last7' | 'lastMonth' | 'custom';

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  all: 'Todo o período',
  today: 'Hoje',
  yesterday: 'Ontem',
  last7: 'Últimos 7 dias',
  lastMonth: 'Mês passado',
  custom: 'Período personalizado',
};

/** The store's wall clock at `instant`, read as if it were UTC: its date and time fields are the store's. */
const storeClockAsUtc = (instant: number) => Date.parse(`${wallClock(new Date(instant), STORE_TIME_ZONE)}Z`);

/** How far the store's wall clock is ahead of UTC at `instant` (negative for São Paulo). */
function zoneOffsetMs(instant: number): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return storeClockAsUtc(wholeSecond) - wholeSecond;
}

/** The store's calendar day that `instant` falls on. */
export function storeDateOf(instant: Date | number): CalendarDate {
  const clock = new Date(storeClockAsUtc(typeof instant === 'number' ? instant : instant.getTime()));
  return { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1, day: clock.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const sameDay = (a: CalendarDate, b: CalendarDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The first instant of `date` on the store's clock (00:00:00.000), as epoch ms. The offset is re-read at the
 * candidate instant, so days on which daylight saving time started or ended (Brazil until 2019) still begin at
 * their real first instant.
 */
export function startOfStoreDay(date: CalendarDate): number {
  const midnightAsUtc = Date.UTC(date.year, date.month - 1, date.day);
  const first = midnightAsUtc - zoneOffsetMs(midnightAsUtc);
  const second = midnightAsUtc - zoneOffsetMs(first);
  return sameDay(storeDateOf(second), date) ? second : first;
}

/** 23:59:59.999 of `date` on the store's clock. */
export function endOfStoreDay(date: CalendarDate): number {
  return startOfStoreDay(addDays(date, 1)) - 1;
}

/** "2025-06-30" from an <input type="date">, or null when empty or malformed. */
export function parseInputDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addDays(date, 0);
  return check.year === date.year && check.month === date.month && check.day === date.day ? date : null;
}

export const toInputDate = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface DateFilter {
  preset: DatePreset;
  /** yyyy-mm-dd, used by the custom preset. */
  from?: string;
  to?: string;
}

/** Spec §5 date filters on the store's calendar: whole days, from 00:00 to 23:59:59.999. */
export function dateFilterRange(filter: DateFilter, now: Date = new Date()): InstantRange {
  const today = storeDateOf(now);
  switch (filter.preset) {
    case 'all':
      return { start: null, end: null };
    case 'today':
      return { start: startOfStoreDay(today), end: endOfStoreDay(today) };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: startOfStoreDay(yesterday), end: endOfStoreDay(yesterday) };
    }
    case 'last7':
      return { start: startOfStoreDay(addDays(today, -6)), end: endOfStoreDay(today) };
    case 'lastMonth': {
      const firstOfThisMonth = { year: today.year, month: today.month, day: 1 };
      const firstOfLastMonth =
        today.month === 1
          ? { year: today.year - 1, month: 12, day: 1 }
          : { year: today.year, month: today.month - 1, day: 1 };
      return { start: startOfStoreDay(firstOfLastMonth), end: startOfStoreDay(firstOfThisMonth) - 1 };
    }
    case 'custom': {
      const from = filter.from ? parseInputDate(filter.from) : null;
      const to = filter.to ? parseInputDate(filter.to) : null;
      return { start: from ? startOfStoreDay(from) : null, end: to ? endOfStoreDay(to) : null };
    }
  }
}

/** The same filter as store days (yyyy-mm-dd, both inclusive) for the server's from/to; '' when open. */
export function dateFilterDays(filter: DateFilter, now: Date = new Date()): { from: string; to: string } {
  const range = dateFilterRange(filter, now);
  return {
    from: range.start === null ? '' : toInputDate(storeDateOf(range.start)),
    to: range.end === null ? '' : toInputDate(storeDateOf(range.end)),
  };
}

export function isWithin(range: InstantRange, isoDate: string): boolean {
  if (range.start === null && range.end === null) return true;
  const instant = Date.parse(isoDate);
  if (Number.isNaN(instant)) return false;
  return (range.start === null || instant >= range.start) && (range.end === null || instant <= range.end);
}

const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "06/06/2025" in the store's time zone; '' for a missing or invalid date. */
export function formatStoreDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? dateFormatter.format(date) : '';
}

/** "09:05" in the store's time zone. */
export function formatStoreTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? timeFormatter.format(date) : '';
}

/** "06/06/2025 09:05". */
export function formatStoreDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? `${dateFormatter.format(date)} ${timeFormatter.format(date)}` : '';
}

/** Today on the store's calendar as yyyy-mm-dd, for file names. */
export const storeTodayStamp = (now: Date = new Date()) => toInputDate(storeDateOf(now));
