import { type Logger, migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.js';
import { buildIdentity } from '../identity.js';
import type { Accounts } from './accounts.js';
import { bootstrapAdmin, DEV_ADMIN_PASSWORD } from './admin-bootstrap.js';

const FROM = { ip: '203.0.113.7', userAgent: 'vitest', device: 'vitest' };

describe('bootstrapAdmin', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: { end(): Promise<void> };
  let accounts: Accounts;
  const logger = { warn: vi.fn(), info: vi.fn() };

  beforeEach(async () => {
    database = await createTestDatabase('identity');
    const opened = openDatabase(database.url, schema);
    pool = opened.pool;
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));
    ({ accounts } = buildIdentity(opened.db, { jwtSecret: 's'.repeat(32), jwtExpiresIn: 60, idleSeconds: 60 }));
    vi.clearAllMocks();
  });

  afterEach(async () => {
    await pool.end();
    await database.drop();
  });

  it('without ADMIN_PASSWORD creates admin with the development default and warns naming only the variable', async () => {
    await bootstrapAdmin(accounts, undefined, logger as unknown as Logger);

    await expect(accounts.login('admin', DEV_ADMIN_PASSWORD, FROM)).resolves.toBeDefined();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const warning = JSON.stringify(logger.warn.mock.calls);
    expect(warning).toContain('ADMIN_PASSWORD');
    expect(warning).not.toContain(DEV_ADMIN_PASSWORD);
  });

  it('with ADMIN_PASSWORD creates admin with it and does not warn', async () => {
    await bootstrapAdmin(accounts, 'senha-do-operador', logger as unknown as Logger);

    await expect(accounts.login('admin', 'senha-do-operador', FROM)).resolves.toBeDefined();
    await expect(accounts.login('admin', DEV_ADMIN_PASSWORD, FROM)).rejects.toThrow('Credenciais inválidas');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('leaves an existing admin and its password alone', async () => {
    await bootstrapAdmin(accounts, 'senha-original', logger as unknown as Logger);
    logger.info.mockClear();

    await bootstrapAdmin(accounts, undefined, logger as unknown as Logger);

    await expect(accounts.login('admin', 'senha-original', FROM)).resolves.toBeDefined();
    await expect(accounts.login('admin', DEV_ADMIN_PASSWORD, FROM)).rejects.toThrow('Credenciais inválidas');
    expect(logger.info).not.toHaveBeenCalled();
  });
});
