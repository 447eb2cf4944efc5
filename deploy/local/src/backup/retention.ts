/** How many of the newest days, weeks and months keep their newest backup (as restic's `forget --keep-*`). */
export const RETENTION = { daily: 7, weekly: 4, monthly: 6 } as const;

export interface DatedBackup {
  id: string;
  takenAt: Date;
}

/**
 * The backups the retention rule keeps: the newest of each of the last 7 days, 4 ISO weeks and 6 months that have a
 * backup (UTC calendar). A backup may count for several rules; everything else may be deleted.
 */
export function backupsToKeep(backups: DatedBackup[], rule: typeof RETENTION = RETENTION): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  const periods: [number, (date: Date) => string][] = [
    [rule.daily, (date) => date.toISOString().slice(0, 10)],
    [rule.weekly, isoWeek],
    [rule.monthly, (date) => date.toISOString().slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size === count) break;
      const period = periodOf(backup.takenAt);
      if (seen.has(period)) continue;
      seen.add(period);
      keep.add(backup.id);
    }
  }
  return keep;
}

function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${week}`;
}

/** The longest an erased record can stay in a kept backup: the oldest monthly backup lives ~6 months. */
export const LONGEST_KEPT_DAYS = RETENTION.monthly * 31;
