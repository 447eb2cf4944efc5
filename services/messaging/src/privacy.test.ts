import { EventTypes, type PersonalDataErased } from '@ritual/contracts/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { CANCEL_REASONS } from './domain/kinds.js';
import { optOutKey } from './domain/opt-outs.js';
import { eventually, type Harness, startHarness, testOrder, toOf, whatsappOf } from './testing/harness.js';

describe('messaging and the person’s privacy', () => {
  let h: Harness;

  beforeAll(async () => {
    // Reminders far ahead: they are still waiting when the test revokes.
    h = await startHarness({ env: { WHATSAPP_PIX_REMINDERS: '1h,2h' } });
  });

  afterAll(async () => {
    await h?.close();
  });

  const revocations = () => h.store.db.select().from(schema.consentRevocations);

  it('drops every waiting message of a number whose consent was revoked, and sends it nothing later, confirmations included', async () => {
    const order = testOrder(901);
    await h.create(order);
    await h.simulator.waitForMessage((m) => m.to === toOf(901) && m.template === 'pedido_recebido');
    await eventually(async () => (await h.rows(901)).filter((r) => r.kind === 'pix_lembrete').length === 2);

    const revoked = await h.client.revokeConsent({ whatsapp: '11 90000-0901' });

    expect(revoked).toEqual({ cancelled: 2 });
    const reminders = (await h.rows(901)).filter((r) => r.kind === 'pix_lembrete');
    expect(reminders.map((r) => [r.state, r.errorTitle])).toEqual([
      ['cancelled', CANCEL_REASONS.consentRevoked],
      ['cancelled', CANCEL_REASONS.consentRevoked],
    ]);
    // What SAIR still lets through (the payment and the video) is checked again at send time, and dropped.
    await h.changeStatus(order, 'paid');
    await h.client.startVideoDelivery({ order_ids: [901], video_id: '', video_link: 'https://video.example/r.mp4' });
    for (const kind of ['pagamento_aprovado', 'video_pronto']) {
      const row = await eventually(async () =>
        (await h.rows(901)).find((r) => r.kind === kind && r.state === 'cancelled'),
      );
      expect(row.errorTitle).toBe(CANCEL_REASONS.consentRevoked);
    }
    expect(h.sentTo(toOf(901)).map((m) => m.template)).toEqual(['pedido_recebido']);
    expect(await revocations()).toEqual([expect.objectContaining({ recipient: optOutKey(toOf(901)) })]);
  });

  it('sends again for an order placed after the revocation, which carries a consent of its own', async () => {
    await h.client.revokeConsent({ whatsapp: whatsappOf(911) });

    await h.create(testOrder(912, {}, { whatsapp: whatsappOf(911) }));

    await h.simulator.waitForMessage((m) => m.to === toOf(911) && m.template === 'pedido_recebido');
  });

  it('drops the messages of an order orders marked as revoked, whatever this service knew', async () => {
    const placed = new Date().toISOString();
    await h.create(
      testOrder(
        921,
        { created_at: placed },
        {
          consent: {
            accepted: true,
            notice_version: '2026-01',
            client_address: '127.0.0.1',
            accepted_at: placed,
            revoked_at: placed,
          },
        },
      ),
    );

    const row = await eventually(async () =>
      (await h.rows(921)).find((r) => r.kind === 'pedido_recebido' && r.state === 'cancelled'),
    );
    expect(row.errorTitle).toBe(CANCEL_REASONS.consentRevoked);
    expect(h.sentTo(toOf(921))).toEqual([]);
  });

  it('answers 0 for a number with nothing waiting, and refuses a malformed number', async () => {
    expect(await h.client.revokeConsent({ whatsapp: '(11) 90000-0931' })).toEqual({ cancelled: 0 });
    await expect(h.client.revokeConsent({ whatsapp: '123' })).rejects.toMatchObject({
      details: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx',
    });
  });

  it('forgets the revocation with the person’s erasure, as it forgets the opt-out', async () => {
    await h.client.revokeConsent({ whatsapp: whatsappOf(941) });
    const key = optOutKey(toOf(941));
    expect((await revocations()).map((r) => r.recipient)).toContain(key);

    await h.client.eraseDataSubject({ whatsapp: whatsappOf(941) });

    expect((await revocations()).map((r) => r.recipient)).not.toContain(key);
  });

  it('blanks the messages of orders erased by orders as the person’s erasure does, once however often it comes', async () => {
    for (const id of [951, 952]) {
      await h.create(testOrder(id, { requires_payment: false, payment_status: 'paid' }));
      await h.simulator.waitForMessage((m) => m.to === toOf(id));
      await eventually(async () => (await h.rows(id)).some((r) => r.recipient !== ''));
    }
    const erased: PersonalDataErased = { order_ids: [951], reason: 'retention' };

    await h.publish(EventTypes.PersonalDataErased, erased);
    await h.publish(EventTypes.PersonalDataErased, erased);

    await eventually(async () => (await h.rows(951)).every((r) => r.recipient === '' && r.parameters.length === 0));
    const kept = await h.rows(952);
    expect(kept.some((r) => r.recipient === toOf(952) && r.parameters.length > 0)).toBe(true);
    const [sent] = await h.store.db.select().from(schema.messages).where(eq(schema.messages.orderId, 951));
    expect(sent).toMatchObject({ recipient: '', parameters: [], state: expect.stringMatching(/sent|delivered|read/) });
  });
});
