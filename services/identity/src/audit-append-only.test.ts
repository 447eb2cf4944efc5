import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { openDatabase } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { startTestIdentity, TEST_CLIENT } from './testing.js';

type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;
type Rpc = (request: Record<string, unknown>) => Promise<unknown>;

// LGPD art. 37 and Marco Civil art. 15: the record of who handled whose data is kept (at least 6 months; nothing
// here deletes it at any age) and cannot be rewritten by any call of the service.
describe('the audit log through the Identity service', () => {
  let identity: TestIdentity;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;

  beforeAll(async () => {
    identity = await startTestIdentity();
    opened = openDatabase(identity.databaseUrl, schema);
  });

  afterAll(async () => {
    await opened?.pool.end();
    await identity?.stop();
  });

  const allRows = async () =>
    (await opened.pool.query('SELECT * FROM audit_log ORDER BY id')).rows as Record<string, unknown>[];

  it('offers appending and reading the personal-data log, and no call that changes or removes an entry', () => {
    const methods = Object.keys(IdentityService);
    const touchingAudit = methods.filter((name) => /audit/i.test(name));

    expect(touchingAudit.sort()).toEqual(['listAudit', 'recordAudit']);
    expect(IdentityService.recordAudit.path).toBe('/ritual.v1.Identity/RecordAudit');
    expect(
      methods.filter((name) => /(update|delete|remove|erase|edit|purge|clear|truncate).*(audit|log|entr)/i.test(name)),
    ).toEqual([]);
  });

  it('keeps every entry as written whatever each of its calls is asked, an old one included', async () => {
    const token = await identity.adminToken();
    const old = new Date(Date.now() - 400 * 86_400_000);
    await opened.db.insert(schema.auditLog).values({
      actor: 'admin',
      action: 'data_subject.erase',
      subject: '(11) 98765-4321',
      detail: 'registro de mais de um ano',
      createdAt: old,
    });
    const recorded = await identity.client.recordAudit({
      id: 0,
      actor: 'admin',
      action: 'data_subject.export',
      subject: '(11) 98765-4321',
      detail: '1 pedido (csv)',
      ip: '203.0.113.7',
      created_at: '',
    });
    const before = await allRows();

    // Every RPC, with the admin's token and the recorded entry's id wherever a request carries one: none may
    // change or remove what is there (errors are expected for most; what counts is what is left).
    const attempt = { ...TEST_CLIENT, access_token: token, id: recorded.id, user_id: 1, session_id: '' };
    const client = identity.client as unknown as Record<string, Rpc>;
    for (const method of Object.keys(IdentityService).filter((name) => name !== 'logout')) {
      await client[method]!({ ...attempt, ...(method === 'recordAudit' ? { actor: 'admin', action: 'x' } : {}) }).catch(
        () => undefined,
      );
    }

    const after = await allRows();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).every((row) => row.action !== 'data_subject.export')).toBe(true);
    const listed = await identity.client.listAudit({
      limit: 200,
      before_id: 0,
      actor: '',
      action: '',
      subject: '11987654321',
      from: '',
      to: '',
    });
    expect(listed.entries.map((entry) => entry.detail)).toEqual(['1 pedido (csv)', 'registro de mais de um ano']);
    expect(listed.entries[0]).toMatchObject({ ip: '203.0.113.7', created_at: recorded.created_at });
  });

  it('lets not even the service’s own database user update, delete or truncate an entry', async () => {
    await expect(opened.pool.query(`UPDATE audit_log SET detail = 'mudado'`)).rejects.toThrow(/append-only/);
    await expect(
      opened.pool.query(`DELETE FROM audit_log WHERE created_at < now() - interval '6 months'`),
    ).rejects.toThrow(/append-only/);
    await expect(opened.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });
});
