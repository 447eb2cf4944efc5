import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BackupSource, parseFileKey, shipWal, syncFiles } from './backup.js';
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
