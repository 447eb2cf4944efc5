import { migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { PaymentConfigStore } from './payment-config-store.js';

describe('PaymentConfigStore.payee', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;
  let store: PaymentConfigStore;

  beforeAll(async () => {
    database = await createTestDatabase('payments_config_store');
    opened = openDatabase(database.url, schema, { poolSize: 2 });
    await migrateDatabase(opened.db, migrationsFolder(new URL('../server.ts', import.meta.url).href));
    store = new PaymentConfigStore(opened.db);
  });

  afterAll(async () => {
    await opened?.pool.end();
    await database?.drop();
  });

  it('answers empty values before anything is configured', async () => {
    expect(await store.payee()).toEqual({ pixKey: '', recipientName: '', recipientDocument: '' });
  });

  it('answers the saved key and account holder, and leaves the QR image out', async () => {
    await store.save('11.222.333/0001-81', Buffer.from('png bytes'), {
      recipientName: 'TEMPLO DOS RITUAIS',
      recipientDocument: '11222333000181',
    });

    const payee = await store.payee();

    expect(payee).toEqual({
      pixKey: '11.222.333/0001-81',
      recipientName: 'TEMPLO DOS RITUAIS',
      recipientDocument: '11222333000181',
    });
    expect(payee).not.toHaveProperty('qrImagePng');
    expect((await store.get()).qrImagePng?.toString()).toBe('png bytes');
  });
});
