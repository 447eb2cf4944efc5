/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`, e.g. the store's "today". */
export function storeDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
