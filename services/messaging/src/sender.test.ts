import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Harness, startHarness, testOrder, toOf } from './testing/harness.js';

describe('an access token refused by WhatsApp (190)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('stops sending, says invalid_token, makes no further calls, and sends once the settings are saved', async () => {
    h.simulator.revokeToken();
    const ids = [1001, 1002, 1003];
    for (const id of ids) await h.create(testOrder(id, { requires_payment: false }, {}, { order_token: '' }));

    const settings = await eventually(async () => {
      const current = await h.client.getSettings({});
      return current.connection === 'invalid_token' ? current : undefined;
    });
    expect(settings.connection_detail).toContain('erro 190');
    const callsAfterRefusal = h.graphCalls();
    // Several sweeps (every 200 ms) and retries would have run by now: none may call the Cloud API.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.graphCalls()).toBe(callsAfterRefusal);
    expect(callsAfterRefusal).toBeLessThanOrEqual(3);
    const rows = (await Promise.all(ids.map((id) => h.rows(id)))).flat();
    expect(rows.every((row) => row.state === 'scheduled')).toBe(true);

    h.simulator.restoreToken();
    await h.client.updateSettings({ kinds: [] });
    await Promise.all(ids.map((id) => h.simulator.waitForMessage((m) => m.to === toOf(id))));
    for (const id of ids) expect(h.sentTo(toOf(id))).toHaveLength(1);
    expect((await h.client.getSettings({})).connection).toBe('connected');
  });
});

describe('two replicas on one database', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ sender: { batchSize: 5 } });
    await h.launch();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('send each message exactly once', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => 2001 + i);
    for (const id of ids) await h.create(testOrder(id));

    await Promise.all(ids.map((id) => h.simulator.waitForMessage((m) => m.to === toOf(id), 15_000)));
    // Both reminders (1 s and 2 s) too, so both replicas' sweeps raced over every row.
    await eventually(
      async () => h.simulator.sent().filter((m) => m.template === 'pix_lembrete').length >= 120,
      15_000,
      'the reminders',
    );
    for (const id of ids) {
      expect(h.sentTo(toOf(id), 'pedido_recebido')).toHaveLength(1);
      expect(h.sentTo(toOf(id), 'pix_lembrete')).toHaveLength(2);
    }
  });
});

describe('WHATSAPP_RECIPIENT_GAP', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ env: { WHATSAPP_RECIPIENT_GAP: '1s', WHATSAPP_PIX_REMINDERS: '30m' } });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('sends a second message to the same number only after the gap', async () => {
    const order = testOrder(3001, { requires_payment: false }, {}, { order_token: '' });
    await h.create(order);
    const first = await h.simulator.waitForMessage((m) => m.to === toOf(3001));
    await h.changeStatus(order, 'paid');
    const second = await h.simulator.waitForMessage((m) => m.to === toOf(3001) && m.template === 'pagamento_aprovado');

    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });
});
