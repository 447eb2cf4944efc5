const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `instant` in `timeZone` as "YYYY-MM-DDTHH:mm:ss". */
export function wallClock(instant: Date, timeZone: string): string {
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** The instant a wall-clock time ("YYYY-MM-DDTHH:mm:ss") names in `timeZone`. */
export function instantOf(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}Z`);
  const offsetAt = (instant: number) => Date.parse(`${wallClock(new Date(instant), timeZone)}Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  // A second pass settles times next to an offset change.
  return new Date(asUtc - offsetAt(first));
}
