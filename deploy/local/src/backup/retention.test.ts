import { describe, expect, it } from 'vitest';
import { backupsToKeep, type DatedBackup } from './retention.js';

const DAY_MS = 86_400_000;

/** One backup a day at 03:00 UTC for `days` days ending on `last`. */
function dailyBackups(days: number, last: string): DatedBackup[] {
  const end = new Date(`${last}T03:00:00Z`).getTime();
  return Array.from({ length: days }, (_, index) => {
    const takenAt = new Date(end - index * DAY_MS);
    return { id: takenAt.toISOString().slice(0, 10), takenAt };
  });
}

describe('backupsToKeep', () => {
  it('keeps everything when there are fewer backups than the daily rule', () => {
    const backups = dailyBackups(5, '2026-11-25');

    const kept = backupsToKeep(backups);

    expect([...kept].sort()).toEqual(backups.map((backup) => backup.id).sort());
  });

  it('keeps 7 daily, the newest of 4 weeks and of 6 months when a backup was taken every day for a year', () => {
    const backups = dailyBackups(365, '2026-11-25');

    const kept = [...backupsToKeep(backups)].sort();

    const daily = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
    // 2026-11-25 is a Wednesday: its week and the week ending on Sunday 11-22 are already kept by the daily rule;
    // the two weeks before end on Sundays 11-15 and 11-08. November's newest is also a daily one.
    const weekly = ['2026-11-08', '2026-11-15'];
    const monthly = ['2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31'];
    expect(kept).toEqual([...monthly, ...weekly, ...daily].sort());
  });

  it('keeps only the newest of several backups taken the same day', () => {
    const morning = { id: 'manha', takenAt: new Date('2026-11-25T09:00:00Z') };
    const evening = { id: 'noite', takenAt: new Date('2026-11-25T21:00:00Z') };

    const kept = backupsToKeep([morning, evening]);

    expect([...kept]).toEqual(['noite']);
  });
});
