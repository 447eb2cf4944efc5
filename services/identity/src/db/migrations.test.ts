import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('give the entries already written before the Auditoria filters their WhatsApp digits, without rewriting history', async () => {
    const earlier = await createTestDatabase('identity');
    const old = openDatabase(earlier.url, schema);
    const folder = await mkdtemp(join(tmpdir(), 'identity-migrations-'));
    try {
      // The migrations as a deployment before the filters had them: up to 0002.
      await cp(migrationsFolder(import.meta.url), folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8'));
      journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag <= '0002');
      await writeFile(journalFile, JSON.stringify(journal));
      await migrateDatabase(old.db, folder);
      await old.pool.query(
        `INSERT INTO audit_log (actor, action, subject, detail) VALUES ('admin', 'data_subject.export', '+55 (11) 98765-4321', 'a'), ('admin', 'data_subject.export', 'pedido 42', 'b')`,
      );

      await migrateDatabase(old.db, migrationsFolder(import.meta.url));

      const { rows } = await old.pool.query('SELECT subject_digits, detail FROM audit_log ORDER BY id');
      expect(rows).toEqual([
        { subject_digits: '11987654321', detail: 'a' },
        { subject_digits: '', detail: 'b' },
      ]);
      await expect(old.pool.query(`UPDATE audit_log SET detail = 'mudado'`)).rejects.toThrow(/append-only/);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await old.pool.end();
      await earlier.drop();
    }
  });
});
