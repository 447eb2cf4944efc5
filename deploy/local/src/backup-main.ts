// `make backup`, `make backups`, `make restore` and `make backup-key`: the embedded stack's backups by hand.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listBackups, takeBaseBackup, writeStatus } from './backup/backup.js';
import { type BackupConfig, embeddedBackupSource, readBackupConfig } from './backup/config.js';
import { restore } from './backup/restore.js';
import { identityIn, newKeyPair } from './backup/sealed.js';
import { openTarget } from './backup/target.js';
import { type RunnerConfig, readConfig } from './env.js';
import { findRepoRoot } from './repo.js';
import { readSecret } from './secrets.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { backup: { type: 'string' }, until: { type: 'string' }, out: { type: 'string' } },
  });
  const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();
  const config = readConfig(process.env, repoRoot);
  switch (positionals[0]) {
    case 'key':
      // Outside the repository by default: a key file there could end up in a commit.
      return makeKey(values.out ? resolve(values.out) : join(homedir(), 'ritual-backup-key.txt'));
    case 'backup':
      return backupNow(config, configured(config));
    case 'list':
      return list(configured(config));
    case 'restore':
      return restoreInto(config, configured(config), values.backup, values.until);
    default:
      throw new Error('uso: backup.js key|backup|list|restore [--backup=<id>] [--until=<data e hora>]');
  }
}

function configured(config: RunnerConfig): BackupConfig {
  const backup = readBackupConfig(process.env, config.dataDir);
  if (!backup) {
    throw new Error(
      'backups desligados: defina BACKUP_DIR (ou BACKUP_S3_*) e BACKUP_AGE_RECIPIENT; veja README, Backups',
    );
  }
  return backup;
}

async function makeKey(file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} já existe; não sobrescrevo uma chave (use OUT=<arquivo>)`);
  const { identity, recipient } = await newKeyPair();
  await writeFile(
    file,
    `# chave dos backups da loja; guarde-a FORA do servidor\n# public key: ${recipient}\n${identity}\n`,
    {
      mode: 0o600,
      flag: 'wx',
    },
  );
  say(`chave secreta gravada em ${file}: guarde-a fora do servidor (sem ela nenhum backup pode ser lido)`);
  say(`no servidor, defina BACKUP_AGE_RECIPIENT=${recipient}`);
}

async function backupNow(config: RunnerConfig, backup: BackupConfig): Promise<void> {
  if (config.postgres.kind !== 'embedded')
    throw new Error('make backup cobre o PostgreSQL embutido; com DATABASE_URL use o backup do seu PostgreSQL');
  const password = await readSecret(`${config.dataDir}/postgres-password`);
  const postgresUrl = `postgres://postgres:${encodeURIComponent(password ?? '')}@127.0.0.1:${config.postgres.port}/postgres`;
  const probe = new pg.Client({ connectionString: postgresUrl });
  try {
    await probe.connect();
  } catch {
    throw new Error(
      `o PostgreSQL embutido não responde em 127.0.0.1:${config.postgres.port}; rode make start antes (com o mesmo DATA_DIR e PG_PORT)`,
    );
  } finally {
    await probe.end().catch(() => {});
  }
  const target = await openTarget(backup.target);
  const started = performance.now();
  say(`fazendo backup completo em ${target.description}…`);
  const source = embeddedBackupSource(config.dataDir, { target, recipient: backup.recipient, postgresUrl });
  const manifest = await takeBaseBackup(source);
  await writeStatus(source.statusFile, { lastGoodAt: manifest.takenAt, lastBaseBackupAt: manifest.takenAt });
  say(
    `backup ${manifest.id} pronto em ${((performance.now() - started) / 1000).toFixed(1)} s (${megabytes(manifest.databaseBytes)} do banco)`,
  );
}

async function list(backup: BackupConfig): Promise<void> {
  const target = await openTarget(backup.target);
  const backups = await listBackups(target);
  if (!backups.length) {
    say(`nenhum backup completo em ${target.description} ainda`);
    return;
  }
  say(`backups em ${target.description} (o mais novo por último):`);
  say(`${'id'.padEnd(18)} ${'data e hora'.padEnd(21)} tamanho`);
  for (const item of backups) {
    const when = new Date(item.takenAt).toLocaleString('pt-BR', { timeZone: process.env.TZ || 'America/Sao_Paulo' });
    say(`${item.id.padEnd(18)} ${when.padEnd(21)} ${megabytes(item.bytes)}`);
  }
  say('os arquivos (comprovantes, fotos, QR) e o WAL ficam à parte, em files/ e wal/, e valem para todos');
}

async function restoreInto(config: RunnerConfig, backup: BackupConfig, backupId?: string, untilText?: string) {
  if (config.postgres.kind !== 'embedded')
    throw new Error('make restore restaura o PostgreSQL embutido; DATABASE_URL está definido');
  if (backupId && untilText) throw new Error('use BACKUP=<id> ou UNTIL=<data e hora>, não os dois');
  const until = untilText ? parseUntil(untilText) : undefined;
  const identityFile = process.env.BACKUP_AGE_IDENTITY_FILE?.trim();
  if (!identityFile)
    throw new Error(
      'defina BACKUP_AGE_IDENTITY_FILE com o arquivo da chave secreta (AGE-SECRET-KEY-1…) para ler os backups',
    );
  const identity = identityIn(await readFile(identityFile, 'utf8'));
  const started = performance.now();
  const restored = await restore({
    target: await openTarget(backup.target),
    identity,
    dataDir: config.dataDir,
    port: config.postgres.port,
    backupId,
    until,
    log: say,
  });
  say(
    `restaurado (backup ${restored.id}) em ${config.dataDir} em ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      'rode make start com o mesmo DATA_DIR',
  );
}

/** `2026-11-25 14:30`, `2026-11-25T14:30:00-03:00`…: without an offset, the machine's local time. */
function parseUntil(text: string): Date {
  const date = new Date(text.trim().replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) {
    throw new Error(`UNTIL="${text}" não é uma data e hora; use por exemplo UNTIL="2026-11-25 14:30"`);
  }
  return date;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main().catch((err: unknown) => {
  process.stderr.write(`ERRO: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
