import { describe, expect, it } from 'vitest';
import { BackupConfigError, readBackupConfig } from './config.js';

const DATA_DIR = '/srv/loja/.data';
const RECIPIENT = 'age1jgdhg2qv0ydknt5f0e7kj3lz3vjvwu4l0x4923yn47czqqs2gctqnnt9vp';

describe('readBackupConfig', () => {
  it('is off when neither BACKUP_DIR nor BACKUP_S3_BUCKET is set', () => {
    expect(readBackupConfig({ BACKUP_AGE_RECIPIENT: RECIPIENT }, DATA_DIR)).toBeUndefined();
  });

  it('reads a folder target with its recipient', () => {
    const config = readBackupConfig({ BACKUP_DIR: '/mnt/disco2/backups', BACKUP_AGE_RECIPIENT: RECIPIENT }, DATA_DIR);

    expect(config).toEqual({ target: { kind: 'dir', dir: '/mnt/disco2/backups' }, recipient: RECIPIENT });
  });

  it('reads a bucket target with the default region and no prefix', () => {
    const config = readBackupConfig(
      {
        BACKUP_S3_BUCKET: 'loja-backups',
        BACKUP_S3_ENDPOINT: 'https://s3.us-west-004.backblazeb2.com',
        BACKUP_S3_ACCESS_KEY: 'chave',
        BACKUP_S3_SECRET_KEY: 'segredo',
        BACKUP_AGE_RECIPIENT: RECIPIENT,
      },
      DATA_DIR,
    );

    expect(config?.target).toEqual({
      kind: 's3',
      endpoint: 'https://s3.us-west-004.backblazeb2.com',
      bucket: 'loja-backups',
      accessKey: 'chave',
      secretKey: 'segredo',
      region: 'us-east-1',
      prefix: '',
    });
  });

  it.each([
    [{ BACKUP_DIR: '/mnt/b' }, 'BACKUP_AGE_RECIPIENT (a chave pública age1… do operador) é obrigatória'],
    [{ BACKUP_DIR: '/mnt/b', BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1ABC' }, 'deve ser uma chave pública age'],
    [{ BACKUP_DIR: '/mnt/b', BACKUP_S3_BUCKET: 'b', BACKUP_AGE_RECIPIENT: RECIPIENT }, 'não os dois'],
    [{ BACKUP_DIR: `${DATA_DIR}/backups`, BACKUP_AGE_RECIPIENT: RECIPIENT }, 'não pode ficar dentro de DATA_DIR'],
    [{ BACKUP_S3_BUCKET: 'b', BACKUP_AGE_RECIPIENT: RECIPIENT }, 'BACKUP_S3_ACCESS_KEY e BACKUP_S3_SECRET_KEY'],
  ])('refuses %o in pt-BR', (env, message) => {
    expect(() => readBackupConfig(env, DATA_DIR)).toThrow(BackupConfigError);
    expect(() => readBackupConfig(env, DATA_DIR)).toThrow(message);
  });
});
