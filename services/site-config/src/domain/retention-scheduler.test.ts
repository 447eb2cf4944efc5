import { EventTypes, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { createLogger, openDatabase, openServiceDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { RetentionScheduler } from './retention-scheduler.js';
import { RetentionSettingsStore } from './retention-settings.js';

const TIME_ZONE = 'America/Sao_Paulo';
const logger = createLogger('retention-test', 'silent');

describe('RetentionScheduler', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let primary: Awaited<ReturnType<typeof openServiceDatabase<typeof schema>>>;
  let replica: ReturnType<typeof openDatabase<typeof schema>>;
  const clock = { now: new Date('2026-11-26T09:00:00.000Z') };
  let kicks = 0;

  const schedulerOn = (db: typeof primary.db) =>
    new RetentionScheduler(db, { timeZone: TIME_ZONE, clock: () => clock.now, afterCommit: () => kicks++, logger });

  const outbox = async () => primary.db.select().from(schema.outboxEvents).orderBy(asc(schema.outboxEvents.occurredAt));

  const addRequest = async (status: 'open' | 'answered', answeredAt: Date | null, name: string) => {
    const [row] = await primary.db
      .insert(schema.dataRequests)
      .values({
        kind: 'erasure',
        name,
        whatsapp: '(11) 98888-1234',
        message: '',
        status,
        createdAt: new Date('2019-01-01T12:00:00.000Z'),
        dueAt: new Date('2019-01-16T12:00:00.000Z'),
        answer: answeredAt ? 'Dados apagados' : '',
        answeredAt,
        answeredBy: answeredAt ? 'admin' : '',
      })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase('site_config_retention');
    primary = await openServiceDatabase(database.url, schema, new URL('../server.ts', import.meta.url).href);
    replica = openDatabase(database.url, schema);
  });

  afterAll(async () => {
    await replica?.pool.end();
    await primary?.pool.end();
    await database?.drop();
  });

  beforeEach(async () => {
    await primary.db.execute(sql`TRUNCATE outbox_events, retention_runs, retention_settings, data_requests`);
    clock.now = new Date('2026-11-26T09:00:00.000Z');
    kicks = 0;
  });

  it('publishes one retention_due for a day when two replicas run it at the same time', async () => {
    const [first, second] = await Promise.all([
      schedulerOn(primary.db).runRetention(clock.now),
      schedulerOn(replica.db).runRetention(clock.now),
    ]);

    const events = await outbox();
    const due = events.filter((event) => event.type === EventTypes.RetentionDue);
    expect(due).toHaveLength(1);
    expect(due[0]!.payload as RetentionDue).toEqual({
      run_id: '2026-11-26',
      as_of: '2026-11-26T09:00:00.000Z',
      unpaid_order_days: 30,
      paid_order_months: null,
      receipt_file_days: 90,
    });
    expect(events.filter((event) => event.type === EventTypes.RetentionDone)).toHaveLength(1);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(kicks).toBe(1);
  });

  it('runs each replica check once a day from 03:00 store time, and again the next day', async () => {
    const replicas = [schedulerOn(primary.db), schedulerOn(replica.db)];
    const checkAll = () => Promise.all(replicas.map((scheduler) => scheduler.check()));

    clock.now = new Date('2026-11-26T05:59:00.000Z'); // 02:59 in São Paulo
    await checkAll();
    expect(await outbox()).toHaveLength(0);

    clock.now = new Date('2026-11-26T06:01:00.000Z'); // 03:01
    await checkAll();
    clock.now = new Date('2026-11-26T20:00:00.000Z');
    await checkAll();
    clock.now = new Date('2026-11-27T06:05:00.000Z'); // the next day, 03:05
    await checkAll();

    const due = (await outbox()).filter((event) => event.type === EventTypes.RetentionDue);
    expect(due.map((event) => (event.payload as RetentionDue).run_id)).toEqual(['2026-11-26', '2026-11-27']);
    expect((due[0]!.payload as RetentionDue).as_of).toBe('2026-11-26T06:01:00.000Z');
  });

  it('sends the saved settings, an unset one as null (keep forever)', async () => {
    await new RetentionSettingsStore(primary.db).save({
      unpaid_order_days: 10,
      paid_order_months: 24,
      receipt_file_days: null,
      answered_request_years: 5,
    });

    await schedulerOn(primary.db).runRetention(clock.now);

    const [due] = (await outbox()).filter((event) => event.type === EventTypes.RetentionDue);
    expect(due!.payload).toMatchObject({ unpaid_order_days: 10, paid_order_months: 24, receipt_file_days: null });
  });

  it('deletes exactly the answered requests whose answer is older than the setting', async () => {
    const asOf = new Date('2026-11-26T09:00:00.000Z');
    const old = await addRequest('answered', new Date('2021-11-26T08:59:59.000Z'), 'respondido há mais de 5 anos');
    const recent = await addRequest('answered', new Date('2021-11-26T09:00:01.000Z'), 'respondido há menos');
    const open = await addRequest('open', null, 'em aberto e antigo');
    const reopened = await addRequest('open', new Date('2019-02-01T12:00:00.000Z'), 'reaberto');

    const result = await schedulerOn(primary.db).runRetention(asOf);

    const left = await primary.db.select({ id: schema.dataRequests.id }).from(schema.dataRequests);
    expect(left.map((row) => row.id).sort()).toEqual([recent, open, reopened].sort());
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(result).toEqual({ run_id: '2026-11-26', as_of: asOf.toISOString(), answered_requests_deleted: 1 });
    const [done] = (await outbox()).filter((event) => event.type === EventTypes.RetentionDone);
    expect(done!.payload as RetentionDone).toMatchObject({
      run_id: '2026-11-26',
      service: 'site-config',
      counts: { answered_requests_deleted: 1 },
      summary: '1 pedido de titular respondido há mais de 5 anos apagado',
    });
    const [run] = await primary.db
      .select()
      .from(schema.retentionRuns)
      .where(eq(schema.retentionRuns.runId, '2026-11-26'));
    expect(run?.answeredRequestsDeleted).toBe(1);
  });

  it('keeps every answered request when the setting is blank', async () => {
    await new RetentionSettingsStore(primary.db).save({
      unpaid_order_days: 30,
      paid_order_months: null,
      receipt_file_days: 90,
      answered_request_years: null,
    });
    await addRequest('answered', new Date('2001-01-01T00:00:00.000Z'), 'muito antigo');

    await schedulerOn(primary.db).runRetention(clock.now);

    expect(await primary.db.$count(schema.dataRequests)).toBe(1);
    const [done] = (await outbox()).filter((event) => event.type === EventTypes.RetentionDone);
    expect(done!.payload).toMatchObject({ counts: { answered_requests_deleted: 0 } });
  });

  it('publishes nothing and deletes nothing when the day was already run', async () => {
    await schedulerOn(primary.db).runRetention(clock.now);
    const old = await addRequest('answered', new Date('2015-01-01T00:00:00.000Z'), 'chegou depois da execução');

    clock.now = new Date('2026-11-26T22:00:00.000Z');
    const again = await schedulerOn(replica.db).runRetention(clock.now);

    expect(again).toBeNull();
    expect(await outbox()).toHaveLength(2);
    expect(await primary.db.$count(schema.dataRequests, eq(schema.dataRequests.id, old))).toBe(1);
  });
});
