import { migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema.js';

describe('catalog migrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;

  beforeAll(async () => {
    database = await createTestDatabase('catalog_migrations');
    opened = openDatabase(database.url, schema, { poolSize: 2 });
  });

  afterAll(async () => {
    await opened.pool.end();
    await database.drop();
  });

  it('on an empty database creates the ritual, form field and outbox tables, and a second run changes nothing', async () => {
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));

    const { rows } = await opened.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'outbox_events',
      'processed_events',
      'ritual_form_fields',
      'ritual_slugs',
      'rituals',
    ]);
  });

  it('rejects a featured_day outside 0..6 at the database too', async () => {
    const insert = opened.pool.query(
      "INSERT INTO rituals (name, slug, price, commission_value, featured_day) VALUES ('x', 'x', 1, 1, 7)",
    );

    await expect(insert).rejects.toMatchObject({ constraint: 'rituals_featured_day_range' });
  });
});
