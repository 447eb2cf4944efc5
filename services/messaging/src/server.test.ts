import { status } from '@grpc/grpc-js';
import { DEFAULT_TEMPLATES, signWebhook } from '@ritual/whatsapp-simulator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { callbackDataOf } from './domain/sender.js';
import {
  APP_SECRET,
  eventually,
  type Harness,
  ORIGIN,
  startHarness,
  testOrder,
  toOf,
  VERIFY_TOKEN,
} from './testing/harness.js';

const statusBody = (statuses: Record<string, unknown>[]) =>
  Buffer.from(
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses } }] }],
    }),
  );

const seconds = (date = new Date()) => String(Math.floor(date.getTime() / 1000));

describe('messaging service', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      simulator: {
        brazilianWaIdWithoutNinthDigit: true,
        templates: { ...DEFAULT_TEMPLATES, pedido_novo: 4, pedido_novo_cadastro: 2 },
      },
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('sends pedido_recebido with name, ritual, amount and the order link, and records the statuses that follow', async () => {
    const order = testOrder(101);
    await h.create(order);

    const sent = await h.simulator.waitForMessage((m) => m.to === toOf(101));
    expect(sent).toMatchObject({
      template: 'pedido_recebido',
      language: 'pt_BR',
      parameters: ['Maria Silva', 'Ritual do Amor', 'R$ 49,90', `${ORIGIN}/pedido/101?t=token-101`],
      bizOpaqueCallbackData: expect.stringMatching(/^ritual:\d+$/),
    });
    const read = await eventually(async () => {
      const [row] = (await h.rows(101)).filter((r) => r.kind === 'pedido_recebido');
      return row?.state === 'read' ? row : undefined;
    });
    expect(read.wamid).toBe(sent.wamid);
    const { orders } = await h.client.listOrderMessages({ order_ids: [101] });
    expect(orders[0]?.messages.find((m) => m.kind === 'pedido_recebido')).toMatchObject({
      state: 'read',
      recipient: toOf(101),
      wamid: sent.wamid,
    });
  });

  it('sends nothing for an order placed two days ago whose event arrives only now (a replay, or WhatsApp set up late)', async () => {
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    const old = testOrder(151, { created_at: twoDaysAgo.toISOString() });
    await h.create(old);
    await h.changeStatus(old, 'paid', false, new Date(twoDaysAgo.getTime() + 60_000));
    const fresh = testOrder(152);
    await h.create(fresh);

    await h.simulator.waitForMessage((m) => m.to === toOf(152));
    const settled = await eventually(async () => {
      const rows = await h.rows(151);
      return rows.length >= 2 && rows.every((row) => row.state === 'cancelled') ? rows : undefined;
    });
    expect(settled.map((row) => [row.kind, row.errorTitle])).toEqual(
      expect.arrayContaining([
        ['pedido_recebido', 'Não saiu em até 24 horas do momento previsto'],
        ['pagamento_aprovado', 'Não saiu em até 24 horas do momento previsto'],
      ]),
    );
    expect(h.simulator.sent().filter((m) => m.to === toOf(151))).toEqual([]);
  });

  it('sends each pix_lembrete once and in order to an unpaid order, none to one paid before the delay, none after expiry', async () => {
    const unpaid = testOrder(201);
    const paid = testOrder(202);
    const createdAt = new Date();
    const expiring = testOrder(
      203,
      { created_at: createdAt.toISOString() },
      { payment_expires_at: new Date(createdAt.getTime() + 1500).toISOString() },
    );
    await h.create(unpaid);
    await h.create(paid);
    await h.create(expiring);
    await h.changeStatus(paid, 'paid');

    await eventually(async () => h.sentTo(toOf(201), 'pix_lembrete').length === 2, 8000, 'both reminders');
    await h.simulator.waitForMessage((m) => m.to === toOf(202) && m.template === 'pagamento_aprovado');
    const reminders = h.sentTo(toOf(201), 'pix_lembrete');
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.at).toBeLessThanOrEqual(reminders[1]!.at);
    const stepsInSendOrder = await Promise.all(
      reminders.map(async (m) => (await h.rows(201)).find((r) => r.wamid === m.wamid)?.step),
    );
    expect(stepsInSendOrder).toEqual([1, 2]);
    expect(reminders[0]!.parameters).toEqual([
      'Maria Silva',
      'Ritual do Amor',
      'R$ 49,90',
      `${ORIGIN}/pedido/201?t=token-201`,
    ]);

    const expiredRows = await eventually(async () => {
      const rows = (await h.rows(203)).filter((r) => r.kind === 'pix_lembrete');
      return rows.every((r) => ['sent', 'delivered', 'read', 'cancelled'].includes(r.state)) ? rows : undefined;
    });
    expect(expiredRows.map((r) => [r.step, r.state === 'cancelled' ? r.errorTitle : 'sent'])).toEqual([
      [1, 'sent'],
      [2, 'Prazo de pagamento do pedido expirou'],
    ]);
    expect(h.sentTo(toOf(203), 'pix_lembrete')).toHaveLength(1);
    expect(h.sentTo(toOf(202), 'pix_lembrete')).toHaveLength(0);
    expect((await h.rows(202)).filter((r) => r.kind === 'pix_lembrete').map((r) => r.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('counts an order paid after a reminder was sent as recovered, with its amount, in the store days', async () => {
    const order = testOrder(251, { price: '120.00' });
    await h.create(order);
    await h.simulator.waitForMessage((m) => m.to === toOf(251) && m.template === 'pix_lembrete');
    await eventually(async () => (await h.rows(251)).some((r) => r.kind === 'pix_lembrete' && r.wamid));
    await h.changeStatus(order, 'paid');
    await h.simulator.waitForMessage((m) => m.to === toOf(251) && m.template === 'pagamento_aprovado');

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect(await h.client.recoveredByReminder({ from: today, to: today })).toEqual({ orders: 1, amount: '120.00' });
    expect(await h.client.recoveredByReminder({ from: '2020-01-01', to: '2020-01-31' })).toEqual({
      orders: 0,
      amount: '0.00',
    });
  });

  it('sends a registration without payment only pedido_recebido_cadastro with name and ritual', async () => {
    const order = testOrder(301, { requires_payment: false }, {}, { order_token: '' });
    await h.create(order);

    const sent = await h.simulator.waitForMessage((m) => m.to === toOf(301));
    expect(sent).toMatchObject({ template: 'pedido_recebido_cadastro', parameters: ['Maria Silva', 'Ritual do Amor'] });
    expect((await h.rows(301)).map((r) => r.kind)).toEqual(['pedido_recebido']);
  });

  it('cancels with a reason the messages of an order placed before consent', async () => {
    await h.create(testOrder(351, {}, { consent: undefined }));

    const row = await eventually(async () => (await h.rows(351)).find((r) => r.state === 'cancelled'));
    expect(row.errorTitle).toBe('Pedido feito antes do consentimento para mensagens');
    expect(h.sentTo(toOf(351))).toHaveLength(0);
  });

  it('opts a number out on "sair", answers once, and still sends it pagamento_aprovado', async () => {
    // The simulator gives this number's wa_id without its ninth digit, as WhatsApp does for older accounts.
    await h.simulator.injectIncoming(toOf(401), '  Sair ');
    const reply = await h.simulator.waitForMessage((m) => m.type === 'text');
    expect(reply.text).toContain('não vai mais receber');
    await h.simulator.injectIncoming(toOf(401), 'PARAR');

    const order = testOrder(401);
    await h.create(order);
    const cancelled = await eventually(async () =>
      (await h.rows(401)).find((r) => r.kind === 'pedido_recebido' && r.state === 'cancelled'),
    );
    expect(cancelled.errorTitle).toBe('O cliente pediu para não receber mensagens (SAIR)');
    await h.changeStatus(order, 'paid');
    await h.simulator.waitForMessage((m) => m.to === toOf(401) && m.template === 'pagamento_aprovado');

    expect(h.simulator.sent().filter((m) => m.type === 'text')).toHaveLength(1);
    expect(h.sentTo(toOf(401), 'pedido_recebido')).toHaveLength(0);
    expect(h.sentTo(toOf(401), 'pix_lembrete')).toHaveLength(0);
    const { orders } = await h.client.listOrderMessages({ order_ids: [401] });
    expect(orders[0]?.opted_out).toBe(true);
  });

  describe('webhook', () => {
    let messageId: number;

    beforeAll(async () => {
      const [row] = await h.store.db
        .insert(schema.messages)
        .values({ orderId: 9001, kind: 'pagamento_aprovado', state: 'sent', dueAt: new Date(), wamid: 'wamid.HOOK1' })
        .returning();
      messageId = row!.id;
    });

    const stateOf = async () =>
      (await h.store.db.select().from(schema.messages).where(eq(schema.messages.id, messageId)))[0]!;

    it('answers the challenge only to subscribe with the verify token', async () => {
      expect(
        await h.client.verifyWebhook({ mode: 'subscribe', verify_token: VERIFY_TOKEN, challenge: '1158201444' }),
      ).toEqual({
        challenge: '1158201444',
      });
      await expect(
        h.client.verifyWebhook({ mode: 'subscribe', verify_token: 'wrong', challenge: '1' }),
      ).rejects.toMatchObject({ code: status.PERMISSION_DENIED });
      await expect(
        h.client.verifyWebhook({ mode: 'unsubscribe', verify_token: VERIFY_TOKEN, challenge: '1' }),
      ).rejects.toMatchObject({ code: status.PERMISSION_DENIED });
    });

    it('refuses a forged or missing signature as UNAUTHENTICATED and changes nothing', async () => {
      const body = statusBody([
        { id: 'wamid.HOOK1', status: 'failed', timestamp: seconds(), errors: [{ code: 131026 }] },
      ]);

      await expect(
        h.client.receiveWebhook({ body, signature: signWebhook(body, 'not-the-secret') }),
      ).rejects.toMatchObject({
        code: status.UNAUTHENTICATED,
        details: 'Assinatura do webhook inválida',
      });
      await expect(h.client.receiveWebhook({ body, signature: '' })).rejects.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
      const tampered = Buffer.from(body.toString().replace('failed', 'read'));
      await expect(
        h.client.receiveWebhook({ body: tampered, signature: signWebhook(body, APP_SECRET) }),
      ).rejects.toMatchObject({
        code: status.UNAUTHENTICATED,
      });
      expect((await stateOf()).state).toBe('sent');
    });

    it('applies a status once: a duplicate changes nothing and a late delivered never downgrades read', async () => {
      const read = statusBody([{ id: 'wamid.HOOK1', status: 'read', timestamp: seconds() }]);
      const delivered = statusBody([{ id: 'wamid.HOOK1', status: 'delivered', timestamp: seconds() }]);

      expect(await h.client.receiveWebhook({ body: read, signature: signWebhook(read, APP_SECRET) })).toEqual({
        statuses_applied: 1,
        messages_received: 0,
      });
      expect(await h.client.receiveWebhook({ body: read, signature: signWebhook(read, APP_SECRET) })).toMatchObject({
        statuses_applied: 0,
      });
      expect(
        await h.client.receiveWebhook({ body: delivered, signature: signWebhook(delivered, APP_SECRET) }),
      ).toMatchObject({
        statuses_applied: 0,
      });
      expect((await stateOf()).state).toBe('read');
    });

    it('records a failed status over delivered with its code and a pt-BR reason', async () => {
      const [row] = await h.store.db
        .insert(schema.messages)
        .values({
          orderId: 9002,
          kind: 'pagamento_aprovado',
          state: 'delivered',
          dueAt: new Date(),
          wamid: 'wamid.HOOK2',
        })
        .returning();
      const body = statusBody([
        {
          id: 'wamid.HOOK2',
          status: 'failed',
          timestamp: seconds(),
          errors: [{ code: 131047, title: 'Re-engagement message' }],
        },
      ]);

      await h.client.receiveWebhook({ body, signature: signWebhook(body, APP_SECRET) });

      const [stored] = await h.store.db.select().from(schema.messages).where(eq(schema.messages.id, row!.id));
      expect(stored).toMatchObject({
        state: 'failed',
        errorCode: 131047,
        errorTitle: 'Mais de 24 horas desde a última mensagem do cliente',
      });
    });
  });

  it('links a message whose sender died after the call to its status webhook, and never sends it again', async () => {
    const past = new Date(Date.now() - 60_000);
    const [row] = await h.store.db
      .insert(schema.messages)
      .values({
        orderId: 9101,
        kind: 'pagamento_aprovado',
        state: 'sending',
        dueAt: past,
        claimedUntil: past,
        calledAt: past,
      })
      .returning();
    // The status arrives with our id before the grace ends (the sender stored no wamid).
    const body = statusBody([
      { id: 'wamid.CRASH1', status: 'sent', timestamp: seconds(), biz_opaque_callback_data: callbackDataOf(row!.id) },
    ]);
    await h.client.receiveWebhook({ body, signature: signWebhook(body, APP_SECRET) });

    const [linked] = await h.store.db.select().from(schema.messages).where(eq(schema.messages.id, row!.id));
    expect(linked).toMatchObject({ state: 'sent', wamid: 'wamid.CRASH1' });
  });

  it('records as sent a reminder dropped after its sender died mid-call once a late status names it', async () => {
    const [row] = await h.store.db
      .insert(schema.messages)
      .values({
        orderId: 9103,
        kind: 'pix_lembrete',
        step: 1,
        state: 'cancelled',
        errorTitle: 'Pedido pago antes do lembrete',
        dueAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const body = statusBody([
      {
        id: 'wamid.LATE1',
        status: 'delivered',
        timestamp: seconds(),
        biz_opaque_callback_data: callbackDataOf(row!.id),
      },
    ]);
    await h.client.receiveWebhook({ body, signature: signWebhook(body, APP_SECRET) });

    const [revived] = await h.store.db.select().from(schema.messages).where(eq(schema.messages.id, row!.id));
    expect(revived).toMatchObject({ state: 'delivered', wamid: 'wamid.LATE1', errorTitle: null });
  });

  it('sends again, after the grace, a message whose sender died after the call and whose status never came', async () => {
    h.orders.contacts.set(9102, testOrder(9102).contact);
    const justExpired = new Date(Date.now() - 10);
    await h.store.db.insert(schema.messages).values({
      orderId: 9102,
      kind: 'pagamento_aprovado',
      state: 'sending',
      dueAt: justExpired,
      claimedUntil: justExpired,
      calledAt: justExpired,
    });

    const started = Date.now();
    await h.simulator.waitForMessage((m) => m.to === toOf(9102));
    // WHATSAPP_RESEND_GRACE is 1s in these tests.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(h.sentTo(toOf(9102))).toHaveLength(1);
  });

  it('backs off on 429s and still sends every message exactly once', async () => {
    h.simulator.throttle(4);
    const ids = [501, 502, 503, 504, 505];
    for (const id of ids) await h.create(testOrder(id, { requires_payment: false }, {}, { order_token: '' }));

    await Promise.all(ids.map((id) => h.simulator.waitForMessage((m) => m.to === toOf(id))));
    for (const id of ids) expect(h.sentTo(toOf(id))).toHaveLength(1);
    const attempts = (await Promise.all(ids.map((id) => h.rows(id)))).flat().map((r) => r.attempts);
    expect(Math.max(...attempts)).toBeGreaterThan(1);
  });

  it('keeps messages while the Cloud API is down, shows it unreachable, and sends them once it is back', async () => {
    h.simulator.setOutage(true);
    await h.create(testOrder(601, { requires_payment: false }, {}, { order_token: '' }));
    await eventually(async () => ((await h.rows(601))[0]?.attempts ?? 0) >= 2, 10_000, 'retries during the outage');
    expect((await h.client.getSettings({})).connection).toBe('unreachable');
    expect(h.sentTo(toOf(601))).toHaveLength(0);

    h.simulator.setOutage(false);
    await h.simulator.waitForMessage((m) => m.to === toOf(601));
    expect(h.sentTo(toOf(601))).toHaveLength(1);
    await eventually(async () => (await h.client.getSettings({})).connection === 'connected');
  });

  it('sends a test message with sample values to the number given, and refuses a malformed number', async () => {
    const entry = await h.client.sendTest({ whatsapp: '(21) 99876-5432' });

    expect(entry).toMatchObject({ order_id: 0, kind: 'pedido_recebido', state: 'sent', recipient: '5521998765432' });
    expect(h.sentTo('5521998765432')[0]?.parameters).toEqual([
      'Cliente',
      'Ritual de teste',
      'R$ 49,90',
      `${ORIGIN}/pedido/123?t=teste`,
    ]);
    await expect(h.client.sendTest({ whatsapp: '123' })).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('switches a kind off, renames a template (and its _cadastro twin), and refuses a bad template name', async () => {
    const settings = await h.client.updateSettings({
      kinds: [
        { kind: 'pagamento_aprovado', enabled: false, template_name: 'pagamento_aprovado' },
        { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_novo' },
      ],
    });
    expect(settings).toMatchObject({
      configured: true,
      phone_number_id: '106540352242922',
      reminder_delays_seconds: [1, 2],
    });
    expect(settings.kinds).toContainEqual({
      kind: 'pagamento_aprovado',
      enabled: false,
      template_name: 'pagamento_aprovado',
    });
    await expect(
      h.client.updateSettings({ kinds: [{ kind: 'pix_lembrete', enabled: true, template_name: 'Lembrete PIX!' }] }),
    ).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'Nome de modelo inválido: use letras minúsculas, números e _',
    });

    const order = testOrder(701, { requires_payment: false }, {}, { order_token: '' });
    await h.create(order);
    await h.changeStatus(order, 'paid');
    const sent = await h.simulator.waitForMessage((m) => m.to === toOf(701));
    expect(sent.template).toBe('pedido_novo_cadastro');
    const off = await eventually(async () =>
      (await h.rows(701)).find((r) => r.kind === 'pagamento_aprovado' && r.state === 'cancelled'),
    );
    expect(off.errorTitle).toBe('Tipo de mensagem desligado no painel');

    await h.client.updateSettings({
      kinds: [
        { kind: 'pagamento_aprovado', enabled: true, template_name: 'pagamento_aprovado' },
        { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' },
      ],
    });
  });

  it('finds a person’s messages by WhatsApp and erases their number and parameters', async () => {
    await h.create(testOrder(801));
    await h.simulator.waitForMessage((m) => m.to === toOf(801));
    await eventually(async () => (await h.rows(801)).some((r) => r.wamid));

    const found = await h.client.findDataSubjectMessages({ whatsapp: '(11) 90000-0801' });
    expect(found.messages.length).toBeGreaterThanOrEqual(1);
    expect(found.messages[0]?.parameters[0]).toBe('Maria Silva');

    const erased = await h.client.eraseDataSubject({ whatsapp: '11900000801' });
    expect(erased.messages).toBeGreaterThanOrEqual(1);
    const rows = await h.rows(801);
    expect(rows.filter((r) => r.wamid).every((r) => r.recipient === '' && r.parameters.length === 0)).toBe(true);
    expect((await h.client.findDataSubjectMessages({ whatsapp: '(11) 90000-0801' })).messages).toEqual([]);
  });

  it('serves the due sweep from the partial index', async () => {
    const { rows } = await h.store.db.execute<{ 'QUERY PLAN': string }>(sql`
      EXPLAIN SELECT id FROM messages WHERE state = 'scheduled' AND due_at <= now() ORDER BY due_at LIMIT 50`);
    // On a small table the planner may pick a seq scan; forbid it to see the index serves the query.
    const plan = await h.store.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT id FROM messages WHERE state = 'scheduled' AND due_at <= now() ORDER BY due_at LIMIT 50`);
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('messages_due_idx');
  });
});
