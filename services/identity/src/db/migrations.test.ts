import { migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStore } from '../domain/user-store.js';
import * as schema from './schema.js';

describe('identity migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;

  beforeAll(async () => {
    database = await createTestDatabase('identity');
    opened = openDatabase(database.url, schema);
  });

  afterAll(async () => {
    await opened.pool.end();
    await database.drop();
  });

  it('create the users table on an empty database and are a no-op when applied again', async () => {
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));

    const { rows } = await opened.pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'users' ORDER BY ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      'id',
      'username',
      'email',
      'password_hash',
      'created_at',
      'notice_seen_at',
    ]);
  });

  it('keep the audit log append-only: an update, a delete or a truncate is refused', async () => {
    await opened.pool.query(`INSERT INTO audit_log (actor, action, subject, detail) VALUES ('admin', 'x', 'y', 'z')`);

    await expect(opened.pool.query(`UPDATE audit_log SET detail = 'mudado'`)).rejects.toThrow(/append-only/);
    await expect(opened.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(opened.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await opened.pool.query('SELECT detail FROM audit_log')).rows).toEqual([{ detail: 'z' }]);
  });

  it('let the database refuse a username that differs only in case', async () => {
    const store = new UserStore(opened.db);

    const first = await store.insert({ username: 'Ana', email: 'a@example.com', passwordHash: 'x' });
    const second = await store.insert({ username: 'ANA', email: 'b@example.com', passwordHash: 'x' });

    expect(first?.username).toBe('Ana');
    expect(second).toBeUndefined();
  });
});
