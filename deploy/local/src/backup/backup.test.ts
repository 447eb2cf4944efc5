import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { TEST_DATABASE_URL } from '@ritual/runtime/testing';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_BACKUP_LOCK, type BackupSource, parseFileKey, shipWal, syncFiles, takeBaseBackup } from './backup.js';
import { embeddedBackupSource } from './config.js';
import { newKeyPair, unseal } from './sealed.js';
import { type BackupTarget, openTarget } from './target.js';

describe('shipping WAL and files to a folder', () => {
  let folder: string;
  let source: BackupSource;
  let target: BackupTarget;
  let identity: string;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ritual-backup-unit-'));
    const keys = await newKeyPair();
    identity = keys.identity;
    target = await openTarget({ kind: 'dir', dir: join(folder, 'target') });
    source = embeddedBackupSource(join(folder, 'data'), { target, recipient: keys.recipient, postgresUrl: '' });
    mkdirSync(source.walStaging, { recursive: true });
    mkdirSync(join(folder, 'data', 's3', 'ritual-files'), { recursive: true });
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const read = async (key: string) => text(await unseal(await target.get(key), identity));

  it('ships each staged WAL segment encrypted and removes it from staging, leaving a copy in progress and the marker', async () => {
    const staging = source.walStaging;
    writeFileSync(join(staging, '000000010000000000000003'), 'segmento 3');
    writeFileSync(join(staging, '000000010000000000000004.part'), 'ainda copiando');
    writeFileSync(join(staging, '.enabled'), '');

    await shipWal(source);

    expect((await target.list('wal/')).map((object) => object.key)).toEqual(['wal/000000010000000000000003.age']);
    expect(await read('wal/000000010000000000000003.age')).toBe('segmento 3');
    expect(readdirSync(staging).sort()).toEqual(['.enabled', '000000010000000000000004.part']);
  });

  it('mirrors the stored files: a new version is stored and a deleted file leaves the target', async () => {
    const receipt = join(folder, 'data', 's3', 'ritual-files', 'recibo.pdf');
    const photo = join(folder, 'data', 's3', 'ritual-files', 'foto.png');
    writeFileSync(receipt, 'versão 1');
    writeFileSync(photo, 'foto');
    await syncFiles(source);
    writeFileSync(receipt, 'versão 2 mais longa');
    utimesSync(receipt, new Date('2026-11-25T12:00:00Z'), new Date('2026-11-25T12:00:00Z'));
    rmSync(photo);

    await syncFiles(source);

    const keys = (await target.list('files/')).map((object) => object.key);
    expect(keys).toHaveLength(1);
    expect(parseFileKey(keys[0] as string)).toEqual({
      path: 'ritual-files/recibo.pdf',
      mtimeMs: Date.parse('2026-11-25T12:00:00Z'),
    });
    expect(await read(keys[0] as string)).toBe('versão 2 mais longa');
  });
});

describe('base backups of one cluster', () => {
  let folder: string;
  let holder: pg.Client;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ritual-backup-turns-'));
    holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await holder.connect();
  });

  afterEach(async () => {
    await holder.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('waits while another is in progress, so its retention cannot remove the WAL the other starts from', async () => {
    const keys = await newKeyPair();
    const target = await openTarget({ kind: 'dir', dir: join(folder, 'target') });
    const source = embeddedBackupSource(join(folder, 'data'), {
      target,
      recipient: keys.recipient,
      postgresUrl: TEST_DATABASE_URL,
    });
    for (const dir of [source.clusterDir, source.walStaging, join(folder, 'data', 's3', 'ritual-files')])
      mkdirSync(dir, { recursive: true });
    // The other backup in progress, as the lock shows it.
    await holder.query('SELECT pg_advisory_lock($1)', [BASE_BACKUP_LOCK]);

    const backup = takeBaseBackup(source);
    await vi.waitFor(
      async () => {
        const { rows } = await holder.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks JOIN pg_stat_activity USING (pid)
           WHERE locktype = 'advisory' AND NOT granted AND application_name = 'ritual-backup'`,
        );
        expect(rows[0]!.waiting).toBe(1);
      },
      { timeout: 10_000 },
    );
    expect(await target.list('base/')).toEqual([]);
    await holder.query('SELECT pg_advisory_unlock($1)', [BASE_BACKUP_LOCK]);
    const manifest = await backup;

    expect((await target.list('base/')).map((object) => object.key)).toContain(`base/${manifest.id}/manifest.json`);
  });
});
