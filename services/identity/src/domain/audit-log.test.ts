import { status } from '@grpc/grpc-js';
import { EventTypes, type RetentionDone } from '@ritual/contracts/events';
import type { AuditEntry } from '@ritual/proto/ritual/v1/identity';
import { createLogger, MemoryBus, migrateDatabase, migrationsFolder, newEvent, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.js';
import { subscribeRetentionEvents } from '../events/retention-events.js';
import { AuditLog, whatsappDigits } from './audit-log.js';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 0,
  actor: 'ana',
  action: 'data_subject.export',
  subject: '(11) 98765-4321',
  detail: '1 pedido',
  ip: '203.0.113.7',
  created_at: '',
  ...fields,
});

const done = (fields: Partial<RetentionDone> = {}): RetentionDone => ({
  run_id: '2026-11-26',
  service: 'orders',
  counts: { unpaid_orders_erased: 3 },
  summary: '3 pedidos não pagos apagados',
  finished_at: '2026-11-26T06:00:05.000Z',
  ...fields,
});

const DIGIT_CASES: [string, string][] = [
  ['(11) 98765-4321', '11987654321'],
  ['+55 11 98765-4321', '11987654321'],
  ['5511987654321', '11987654321'],
  ['(55) 99876-5432', '55998765432'],
  ['(11) 3456-7890', '1134567890'],
  ['pedido 42', ''],
  ['LGPD-2026-000042', ''],
  ['123', ''],
];

describe('AuditLog (personal-data entries)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;
  let audit: AuditLog;

  beforeAll(async () => {
    database = await createTestDatabase('identity');
    opened = openDatabase(database.url, schema);
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));
    audit = new AuditLog(opened.db);
  });

  afterAll(async () => {
    await opened.pool.end();
    await database.drop();
  });

  async function insertAt(createdAt: string, fields: Partial<AuditEntry>): Promise<number> {
    const values = entry(fields);
    const [row] = await opened.db
      .insert(schema.auditLog)
      .values({
        actor: values.actor,
        action: values.action,
        subject: values.subject,
        detail: values.detail,
        ip: values.ip,
        createdAt: new Date(createdAt),
      })
      .returning({ id: schema.auditLog.id });
    return row!.id;
  }

  it('records the client address and answers it in the list', async () => {
    const recorded = await audit.record(entry({ subject: 'ip-test', ip: '198.51.100.23' }));

    expect(recorded).toMatchObject({ ip: '198.51.100.23', actor: 'ana', subject: 'ip-test' });
    const page = await audit.page({ subject: 'ip-test' });
    expect(page.entries).toEqual([recorded]);
  });

  it('refuses an entry without actor or action', async () => {
    await expect(audit.record(entry({ actor: '' }))).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
    await expect(audit.record(entry({ action: '' }))).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('finds a WhatsApp by its digits whatever the formatting, on either side', async () => {
    const ids = [
      (await audit.record(entry({ subject: '(21) 99876-5432' }))).id,
      (await audit.record(entry({ subject: '21998765432' }))).id,
      (await audit.record(entry({ subject: '+55 21 99876-5432' }))).id,
    ];
    await audit.record(entry({ subject: '(21) 99876-5433' }));

    for (const typed of ['21 99876 5432', '(21)99876-5432', '5521998765432', '+55 (21) 99876-5432']) {
      const page = await audit.page({ subject: typed });
      expect(
        page.entries.map((found) => found.id),
        typed,
      ).toEqual([...ids].reverse());
    }
  });

  it('matches any other subject as typed (an order, a protocol), never by its digits', async () => {
    const order = await audit.record(entry({ subject: 'pedido 4242', action: 'order.correct' }));
    await audit.record(entry({ subject: 'pedido 42420', action: 'order.correct' }));

    expect((await audit.page({ subject: 'pedido 4242' })).entries.map((found) => found.id)).toEqual([order.id]);
    expect((await audit.page({ subject: '4242' })).entries).toEqual([]);
  });

  it('filters by admin and action, combined', async () => {
    const wanted = await audit.record(entry({ actor: 'bia', action: 'data_subject.erase', subject: 'f1' }));
    await audit.record(entry({ actor: 'bia', action: 'data_subject.export', subject: 'f1' }));
    await audit.record(entry({ actor: 'carla', action: 'data_subject.erase', subject: 'f1' }));

    const page = await audit.page({ actor: 'bia', action: 'data_subject.erase' });

    expect(page.entries.map((found) => found.id)).toEqual([wanted.id]);
  });

  it('keeps the dates within [from, to)', async () => {
    const first = await insertAt('2026-03-01T02:59:59.999Z', { subject: 'datas' });
    const inside = await insertAt('2026-03-01T03:00:00.000Z', { subject: 'datas' });
    const last = await insertAt('2026-03-02T02:59:59.999Z', { subject: 'datas' });
    await insertAt('2026-03-02T03:00:00.000Z', { subject: 'datas' });

    const page = await audit.page({
      subject: 'datas',
      from: '2026-03-01T03:00:00.000Z',
      to: '2026-03-02T03:00:00.000Z',
    });

    expect(page.entries.map((found) => found.id)).toEqual([last, inside]);
    expect((await audit.page({ subject: 'datas', to: '2026-03-01T03:00:00.000Z' })).entries.map((e) => e.id)).toEqual([
      first,
    ]);
  });

  it('answers INVALID_ARGUMENT for a bound that is no ISO date', async () => {
    await expect(audit.page({ from: 'ontem' })).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
    await expect(audit.page({ to: '2026-13-45T00:00:00Z' })).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('pages a filtered list newest first by before_id until the last page', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push((await audit.record(entry({ subject: 'paginas', detail: `${n}` }))).id);

    const first = await audit.page({ subject: 'paginas', limit: 2 });
    const second = await audit.page({ subject: 'paginas', limit: 2, before_id: first.nextBeforeId });
    const third = await audit.page({ subject: 'paginas', limit: 2, before_id: second.nextBeforeId });

    expect([first, second, third].flatMap((page) => page.entries.map((found) => found.id))).toEqual(ids.reverse());
    expect(third.nextBeforeId).toBe(0);
  });

  it('leaves the sign-in and security events out of the personal-data list', async () => {
    await audit.recordSecurity({
      action: 'login',
      actor: 'ana',
      user: { id: 1, username: 'ana' },
      description: 'Entrou',
      client: { ip: '203.0.113.7', userAgent: 'x', device: 'x' },
    });

    expect((await audit.page({ actor: 'ana', action: 'login' })).entries).toEqual([]);
    expect((await audit.page({ limit: 200 })).entries.some((found) => found.action === 'login')).toBe(false);
  });

  it('stores for each subject the digits the filter looks for', async () => {
    const subjects = [...DIGIT_CASES.map(([typed]) => typed), '+55 (55) 99876-5432', '(11) 98765-43210'];
    for (const subject of subjects) await audit.record(entry({ subject, action: 'digits.check' }));

    const { rows } = await opened.db.execute<{ subject: string; subject_digits: string }>(
      sql`SELECT subject, subject_digits FROM audit_log WHERE action = 'digits.check' ORDER BY id`,
    );

    expect(rows).toEqual(subjects.map((subject) => ({ subject, subject_digits: whatsappDigits(subject) })));
  });

  it('uses an index for the person filter', async () => {
    await opened.db.execute(sql`ANALYZE audit_log`);
    await opened.db.execute(sql`SET enable_seqscan = off`);
    const { rows } = await opened.db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN SELECT * FROM audit_log WHERE kind = 'data' AND subject_digits = '21998765432' ORDER BY id DESC`,
    );
    await opened.db.execute(sql`SET enable_seqscan = on`);

    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('audit_log_data_subject_idx');
  });

  describe('retention runs', () => {
    it('writes one entry per event, actor "sistema", a redelivery of the same event nothing', async () => {
      expect(await audit.recordRetention(done({ run_id: '2026-11-20' }), 'event-orders-1')).toBe(true);
      expect(await audit.recordRetention(done({ run_id: '2026-11-20' }), 'event-orders-1')).toBe(false);
      expect(
        await audit.recordRetention(
          done({ run_id: '2026-11-20', service: 'payments', summary: 'x' }),
          'event-payments-1',
        ),
      ).toBe(true);

      const page = await audit.page({
        action: 'retention.run',
        from: '2026-11-26T06:00:00Z',
        to: '2026-11-26T06:01:00Z',
      });
      expect(page.entries).toEqual([
        expect.objectContaining({ actor: 'sistema', subject: 'payments', detail: 'x (execução 2026-11-20)', ip: '' }),
        expect.objectContaining({
          actor: 'sistema',
          action: 'retention.run',
          subject: 'orders',
          detail: '3 pedidos não pagos apagados (execução 2026-11-20)',
          created_at: '2026-11-26T06:00:05.000Z',
        }),
      ]);
    });

    it('audits privacy.retention_done from the bus once, however often it is delivered', async () => {
      const bus = new MemoryBus();
      const subscription = await subscribeRetentionEvents({
        bus,
        audit,
        logger: createLogger('identity-test', 'silent'),
      });
      try {
        const event = done({
          run_id: '2026-11-27',
          service: 'site-config',
          summary: '2 pedidos de titular apagados',
          finished_at: '2026-11-27T06:00:02.000Z',
        });
        const published = newEvent(EventTypes.RetentionDone, event);
        await bus.publish(published);
        await bus.publish(published);
        await vi.waitFor(async () => expect((await bus.lag()).every((lag) => lag.pending === 0)).toBe(true), {
          timeout: 10_000,
          interval: 20,
        });
      } finally {
        await subscription.stop();
        await bus.close();
      }

      const page = await audit.page({ action: 'retention.run', subject: 'site-config' });
      expect(page.entries.map((found) => found.detail)).toEqual([
        '2 pedidos de titular apagados (execução 2026-11-27)',
      ]);
    });
  });
});

describe('whatsappDigits', () => {
  it.each(DIGIT_CASES)('reads %s as %s', (typed, digits) => {
    expect(whatsappDigits(typed)).toBe(digits);
  });
});
