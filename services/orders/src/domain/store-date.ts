import { wallClock } from '@ritual/contracts/store-time';

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`, e.g. the store's "today". */
export function storeDate(instant: Date, timeZone: string): string {
  // wallClock keeps one formatter per time zone: building an Intl.DateTimeFormat costs more than the insert it dates.
  return wallClock(instant, timeZone).slice(0, 10);
}
