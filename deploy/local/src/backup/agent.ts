import { type BackupSource, listBackups, shipWal, syncFiles, takeBaseBackup, writeStatus } from './backup.js';
import { postgresWal, staleSegmentCloser, type WalServer } from './wal-switch.js';

/** How often staged WAL and new files are shipped: well under archive_timeout, so a minute is the recovery point. */
export const SHIP_INTERVAL_MS = 10_000;
export const BASE_BACKUP_EVERY_MS = 24 * 60 * 60_000;

export interface BackupAgent {
  /** Ends the rounds, waiting for the one under way. */
  stop(): Promise<void>;
}

/**
 * The runner's continuous backup: every few seconds the archived WAL, then the files it may point at, go to the
 * target; a base backup is taken when the newest is a day old (or there is none); a WAL segment PostgreSQL keeps open
 * past archive_timeout is closed (wal-switch.ts). Failures are reported once each and retried on the next round.
 */
export function startBackupAgent(
  source: BackupSource,
  report: { say(line: string): void; complain(line: string): void },
  options: { wal?: WalServer; intervalMs?: number; now?: () => number } = {},
): BackupAgent {
  const intervalMs = options.intervalMs ?? SHIP_INTERVAL_MS;
  const closeStaleSegment = staleSegmentCloser(options.wal ?? postgresWal(source.postgresUrl), options.now);
  let stopped = false;
  let lastBaseBackupAt: number | undefined;
  let lastFailure = '';
  let timer: NodeJS.Timeout | undefined;
  let storedFiles: Set<string> | undefined;

  const round = async () => {
    try {
      if (lastBaseBackupAt === undefined) {
        const newest = (await listBackups(source.target)).at(-1);
        lastBaseBackupAt = newest ? Date.parse(newest.takenAt) : 0;
      }
      if (Date.now() - lastBaseBackupAt >= BASE_BACKUP_EVERY_MS) {
        const manifest = await takeBaseBackup(source);
        storedFiles = undefined;
        lastBaseBackupAt = Date.parse(manifest.takenAt);
        report.say(`backup completo ${manifest.id} guardado em ${source.target.description}`);
      } else {
        await shipWal(source);
        storedFiles = await syncFiles(source, storedFiles);
        const closed = await closeStaleSegment();
        if (closed)
          report.say(
            `o PostgreSQL deixou o WAL ${closed} aberto além do archive_timeout (acontece depois de uma queda): ` +
              'o backup fechou o segmento para guardá-lo na próxima rodada',
          );
      }
      const now = new Date().toISOString();
      await writeStatus(source.statusFile, {
        lastGoodAt: now,
        lastBaseBackupAt: new Date(lastBaseBackupAt).toISOString(),
      });
      if (lastFailure) report.say('backup contínuo voltou a funcionar');
      lastFailure = '';
    } catch (err) {
      const message = (err as Error).message;
      if (message !== lastFailure)
        report.complain(`ERRO no backup (tentando de novo a cada ${intervalMs / 1000} s): ${message}`);
      lastFailure = message;
      storedFiles = undefined;
      await writeStatus(source.statusFile, { lastError: { at: new Date().toISOString(), message } }).catch(() => {});
    }
  };

  let current = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  current = round().finally(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
