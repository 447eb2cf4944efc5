import { wallClock } from '@ritual/contracts/store-time';

/** The weekday (0 = Sunday … 6 = Saturday) that `instant` falls on in `timeZone`. */
export function weekdayIn(instant: Date, timeZone: string): number {
  return new Date(`${wallClock(instant, timeZone).slice(0, 10)}T00:00:00Z`).getUTCDay();
}
