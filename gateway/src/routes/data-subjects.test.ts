import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import type { AuditEntry } from '@ritual/proto/ritual/v1/identity';
import { MessageEntry, MessagingService } from '@ritual/proto/ritual/v1/messaging';
import {
  type ConsentRevocation,
  type Order,
  type OrderCorrection,
  type OrderCorrectionEntry,
  Order as OrderMessage,
  OrdersService,
} from '@ritual/proto/ritual/v1/orders';
import { PaymentsService, Receipt } from '@ritual/proto/ritual/v1/payments';
import { PrivacyService, RetentionService } from '@ritual/proto/ritual/v1/privacy';
import { createClient, createLogger, invalidArgument, notFound } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

const WHATSAPP = '(11) 98888-1234';
const DIGITS = '11988881234';
const BAD_NUMBER = 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx';
// 15:30 in São Paulo (UTC−3).
const NOW = new Date('2026-03-20T18:30:00.000Z');

const PAID = OrderMessage.fromPartial({
  id: 7,
  ritual_id: 1,
  ritual_name: 'Amarração do Amor',
  form_data: { nome_completo_fixo: 'Maria da Conceição', nome_do_amor: 'João 💘', whatsapp_contato: WHATSAPP },
  whatsapp: WHATSAPP,
  payment_status: 'paid',
  created_at: '2026-01-05T13:00:00.000Z',
  ritual_price: '49.90',
  photos: ['foto-a.jpg'],
  requires_payment: true,
  consent: {
    accepted: true,
    notice_version: '2',
    client_address: '203.0.113.9',
    accepted_at: '2026-01-05T13:00:00.000Z',
    revoked_at: '2026-03-01T12:00:00.000Z',
  },
});
const CANCELLED = OrderMessage.fromPartial({
  id: 9,
  ritual_id: 2,
  ritual_name: 'Abertura de Caminhos',
  form_data: { nome_completo_fixo: 'Maria da Conceição', data_nascimento: '1990-04-02' },
  whatsapp: WHATSAPP,
  payment_status: 'cancelled',
  created_at: '2026-02-10T13:00:00.000Z',
  ritual_price: '30.00',
  requires_payment: true,
  expired: true,
});
const RECEIPT = Receipt.fromPartial({
  id: 3,
  order_id: 7,
  original_name: 'comprovante-maria.pdf',
  content_type: 'application/pdf',
  verification_status: 'approved',
  created_at: '2026-01-05T13:10:00.000Z',
  file_url: 'https://arquivos.exemplo/comprovante?assinado',
  extracted_json: '{"amount":"49.90"}',
});
const REMINDER = MessageEntry.fromPartial({
  id: 41,
  order_id: 9,
  kind: 'pix_lembrete',
  step: 2,
  recipient: `55${DIGITS}`,
  template_name: 'pix_lembrete',
  state: 'read',
  due_at: '2026-02-10T14:00:00.000Z',
  sent_at: '2026-02-10T14:00:01.000Z',
});
const CORRECTION: OrderCorrectionEntry = {
  order_id: 7,
  field: 'nome_completo_fixo',
  actor: 'admin',
  corrected_at: '2026-03-02T12:00:00.000Z',
};

const NOTICE = {
  version: '2',
  updated_at: '2026-01-02T12:00:00.000Z',
  controller_name: 'Templo da Lua Ltda',
  controller_document: '12.345.678/0001-90',
  dpo_name: 'Ana Souza',
  dpo_contact: 'privacidade@templodalua.com.br',
  text: [
    'Quais dados coletamos: nome e WhatsApp.',
    'Por que coletamos: para realizar o ritual que você pediu e confirmar o pagamento.',
    'Com quem compartilhamos: a hospedagem do site, o WhatsApp (Meta) e os bancos do PIX.',
    'Por quanto tempo guardamos: até a anonimização prevista na configuração da loja.',
    'Seus direitos (art. 18 da LGPD): acessar, corrigir e eliminar.',
  ].join('\n\n'),
};

/** What the fakes were asked, and what they answer. */
function fakeState() {
  return {
    audits: [] as AuditEntry[],
    corrections: [] as OrderCorrection[],
    revocations: [] as ConsentRevocation[],
    messagingRevocations: [] as string[],
    erasures: [] as string[],
    orders: [PAID, CANCELLED] as Order[],
    optedOut: true,
    retentionFails: false,
  };
}

describe('data subject routes', () => {
  const logger = createLogger('test', 'silent');
  let state = fakeState();
  const stops: Array<() => Promise<void>> = [];
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    const ofNumber = (whatsapp: string) => {
      if (whatsapp.replace(/\D/g, '').length < 10) throw invalidArgument(BAD_NUMBER);
      return whatsapp.replace(/\D/g, '') === DIGITS ? state.orders : [];
    };
    const identity = await startFakeIdentity({
      recordAudit: async (entry) => {
        state.audits.push(entry);
        return { ...entry, id: state.audits.length };
      },
    });
    const orders = await startFakeService('ritual.v1.Orders', OrdersService, {
      findDataSubjectOrders: async ({ whatsapp }) => ({ orders: ofNumber(whatsapp) }),
      getOrder: async ({ id }) => {
        const order = state.orders.find((candidate) => candidate.id === id);
        if (!order) throw notFound('Pedido não encontrado');
        return order;
      },
      correctOrder: async (correction) => {
        const order = state.orders.find((candidate) => candidate.id === correction.order_id);
        if (!order) throw notFound('Pedido não encontrado');
        if (correction.field === 'data_nascimento' && !/^\d{4}-\d{2}-\d{2}$/.test(correction.value)) {
          throw invalidArgument('Data de nascimento inválida');
        }
        state.corrections.push(correction);
        return { ...order, form_data: { ...order.form_data, [correction.field]: correction.value } };
      },
      listOrderCorrections: async ({ id }) => ({ corrections: id === 7 ? [CORRECTION] : [] }),
      revokeConsent: async (revocation) => {
        state.revocations.push(revocation);
        return { order_ids: ofNumber(revocation.whatsapp).map((order) => order.id) };
      },
      eraseDataSubject: async ({ whatsapp }) => {
        state.erasures.push(whatsapp);
        const erased = ofNumber(whatsapp);
        return { order_ids: erased.map((order) => order.id), deleted_photos: erased.flatMap((order) => order.photos) };
      },
    });
    const payments = await startFakeService('ritual.v1.Payments', PaymentsService, {
      listReceipts: async ({ order_id }) => ({ receipts: order_id === 7 ? [RECEIPT] : [] }),
      eraseReceipts: async ({ order_ids }) => ({
        receipt_ids: order_ids.includes(7) ? [3] : [],
        files_deleted: order_ids.includes(7) ? 1 : 0,
      }),
    });
    const messaging = await startFakeService('ritual.v1.Messaging', MessagingService, {
      findDataSubjectMessages: async ({ whatsapp }) => ({ messages: ofNumber(whatsapp).length ? [REMINDER] : [] }),
      listOrderMessages: async ({ order_ids }) => ({
        orders: order_ids.map((order_id) => ({ order_id, opted_out: state.optedOut, messages: [] })),
      }),
      eraseDataSubject: async ({ whatsapp }) => {
        const found = ofNumber(whatsapp).length > 0;
        return { messages: found ? 1 : 0, opt_outs: found && state.optedOut ? 1 : 0 };
      },
      revokeConsent: async ({ whatsapp }) => {
        state.messagingRevocations.push(whatsapp);
        return { cancelled: 2 };
      },
    });
    // The site-config server hosts Privacy and Retention; here each is its own fake.
    const privacy = await startFakeService('ritual.v1.Privacy', PrivacyService, {
      getPrivacyNotice: async () => NOTICE,
    });
    const retention = await startFakeService('ritual.v1.Retention', RetentionService, {
      getRetentionSettings: async () => {
        if (state.retentionFails) throw invalidArgument('indisponível');
        return { unpaid_order_days: 30, receipt_file_days: 90, answered_request_years: 5 };
      },
    });
    stops.push(identity.stop, orders.stop, payments.stop, messaging.stop, privacy.stop, retention.stop);
    clients = createServiceClients(
      loadGatewayConfig({
        IDENTITY_ADDR: identity.address,
        ORDERS_ADDR: orders.address,
        PAYMENTS_ADDR: payments.address,
        MESSAGING_ADDR: messaging.address,
        SITE_CONFIG_ADDR: privacy.address,
      }),
    );
    clients.retention.close();
    clients.retention = createClient(RetentionService, retention.address);
    app = createApp({
      logger,
      clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      timeZone: 'America/Sao_Paulo',
      clock: () => NOW,
    });
  });
  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await Promise.all(stops.map((stop) => stop()));
  });
  beforeEach(() => {
    state = fakeState();
  });

  it('refuses every route without an admin token and writes nothing', async () => {
    const api = request(app);
    const answers = await Promise.all([
      api.get('/api/data-subjects/export').query({ whatsapp: WHATSAPP }),
      api.get('/api/data-subjects/export').query({ whatsapp: WHATSAPP, format: 'pdf' }),
      api.get('/api/data-subjects/erase-preview').query({ whatsapp: WHATSAPP }),
      api.post('/api/data-subjects/revoke-consent').send({ whatsapp: WHATSAPP }),
      api.post('/api/clientes/7/corrections').send({ field: 'nome_completo_fixo', value: 'Maria' }),
      api.get('/api/clientes/7/corrections'),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(401));
    expect([state.revocations, state.messagingRevocations, state.corrections, state.audits]).toEqual([[], [], [], []]);
  });

  describe('the person look-up and the export', () => {
    it('answers every order with its receipts, corrections and the consent’s withdrawal, audited as a look-up', async () => {
      const response = await request(app)
        .get('/api/data-subjects/export')
        .query({ whatsapp: WHATSAPP })
        .set(asAdmin)
        .set('X-Forwarded-For', '198.51.100.4');

      expect(response.status).toBe(200);
      expect(response.body.exported_at).toBe(NOW.toISOString());
      expect(response.body.orders.map((order: { id: number }) => order.id)).toEqual([7, 9]);
      expect(response.body.orders[0]).toMatchObject({
        form_data: PAID.form_data,
        receipts: [expect.objectContaining({ id: 3, original_name: 'comprovante-maria.pdf' })],
        corrections: [{ field: 'nome_completo_fixo', actor: 'admin', corrected_at: CORRECTION.corrected_at }],
        consent: {
          notice_version: '2',
          accepted_at: '2026-01-05T13:00:00.000Z',
          client_address: '203.0.113.9',
          revoked_at: '2026-03-01T12:00:00.000Z',
        },
      });
      expect(response.body.orders[1]).toMatchObject({ consent: null, corrections: [], receipts: [] });
      expect(response.body.messages).toEqual([expect.objectContaining({ id: 41, kind: 'pix_lembrete', step: 2 })]);
      expect(state.audits).toEqual([
        expect.objectContaining({
          actor: 'admin',
          action: 'data_subject.lookup',
          subject: WHATSAPP,
          detail: 'Consulta no painel: 2 pedidos, 1 mensagens',
          ip: '198.51.100.4',
        }),
      ]);
    });

    it('answers a number the orders service refuses with its 400 and writes no audit entry', async () => {
      const response = await request(app).get('/api/data-subjects/export').query({ whatsapp: '119' }).set(asAdmin);
      const badFormat = await request(app)
        .get('/api/data-subjects/export')
        .query({ whatsapp: WHATSAPP, format: 'xlsx' })
        .set(asAdmin);

      expect([response.status, response.body]).toEqual([400, { detail: BAD_NUMBER }]);
      expect([badFormat.status, badFormat.body]).toEqual([400, { detail: 'format deve ser json, csv ou pdf' }]);
      expect(state.audits).toEqual([]);
    });

    it('exports a CSV with the correction and the withdrawal, audited as an export', async () => {
      const response = await request(app)
        .get('/api/data-subjects/export')
        .query({ whatsapp: WHATSAPP, format: 'csv' })
        .set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('dados-pessoais.csv');
      expect(response.text).toContain('correcao;nome_completo_fixo corrigido por admin em 2026-03-02T12:00:00.000Z');
      expect(response.text).toContain('revogado em 2026-03-01T12:00:00.000Z');
      expect(state.audits).toEqual([
        expect.objectContaining({
          action: 'data_subject.export',
          subject: WHATSAPP,
          detail: '2 pedidos, 1 mensagens (CSV)',
        }),
      ]);
    });

    it('exports the pt-BR declaração completa as a PDF that reads back with every section and accent', async () => {
      const response = await request(app)
        .get('/api/data-subjects/export')
        .query({ whatsapp: WHATSAPP, format: 'pdf' })
        .set(asAdmin)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('declaracao-dados-pessoais.pdf');
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Declaração completa de tratamento de dados pessoais',
        `Titular (WhatsApp): ${WHATSAPP}`,
        'Nome informado nos pedidos: Maria da Conceição',
        'Data desta declaração: 20/03/2026, 15:30',
        // Who: the controller and the encarregado of the current notice.
        'Controlador: Templo da Lua Ltda',
        'CNPJ/CPF: 12.345.678/0001-90',
        'Ana Souza — privacidade@templodalua.com.br',
        // What: each order, its form fields (an emoji Helvetica lacks shown as "?"), files and consent.
        'Pedido 7 — Amarração do Amor — 05/01/2026, 10:00 — Pago — R$ 49,90',
        'Nome do amor: João ?',
        'Fotos enviadas: 1 (foto-a.jpg)',
        'comprovante-maria.pdf (aprovado, enviado em 05/01/2026, 10:10)',
        'aviso de privacidade versão 2, aceito em 05/01/2026, 10:00 a partir do endereço IP 203.0.113.9; revogado em 01/03/2026, 09:00',
        'Correção: campo Nome completo corrigido em 02/03/2026, 09:00 por admin',
        'Pedido 9 — Abertura de Caminhos — 10/02/2026, 10:00 — Cancelado — R$ 30,00',
        'Data nascimento: 1990-04-02',
        'Lembrete de PIX 2 (pedido 9, lida)',
        // Why, since when, with whom, how long, the rights: from the notice, with the store's own settings.
        'Por que coletamos: para realizar o ritual que você pediu e confirmar o pagamento.',
        'Desde 5 de janeiro de 2026, data do primeiro pedido',
        'Com quem compartilhamos: a hospedagem do site, o WhatsApp (Meta) e os bancos do PIX.',
        'O WhatsApp (Meta Platforms)',
        'Pedidos não pagos (cancelados ou expirados): dados pessoais apagados 30 dias depois.',
        'Pedidos pagos: dados pessoais guardados sem prazo definido',
        'Seus direitos (art. 18 da LGPD): acessar, corrigir e eliminar.',
        'revogação do consentimento (art. 18 VI e IX',
        'Anexo: aviso de privacidade vigente (versão 2)',
      ]) {
        expect(flat).toContain(expected);
      }
      expect(state.audits).toEqual([
        expect.objectContaining({
          action: 'data_subject.export',
          subject: WHATSAPP,
          detail: '2 pedidos, 1 mensagens (PDF)',
        }),
      ]);
    });

    it('still declares when the retention settings cannot be read, from the notice alone', async () => {
      state.retentionFails = true;

      const response = await request(app)
        .get('/api/data-subjects/export')
        .query({ whatsapp: WHATSAPP, format: 'pdf' })
        .set(asAdmin)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

      expect(response.status).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.body)), { mergePages: true });
      expect(text.replace(/\s+/g, ' ')).toContain('Por quanto tempo guardamos: até a anonimização prevista');
      expect(text).not.toContain('Pedidos não pagos (cancelados');
    });
  });

  describe('erasure', () => {
    it('previews exactly the lists the erasure then answers, erasing nothing itself', async () => {
      const preview = await request(app)
        .get('/api/data-subjects/erase-preview')
        .query({ whatsapp: WHATSAPP })
        .set(asAdmin);

      expect(preview.status).toBe(200);
      expect(state.erasures).toEqual([]);
      expect(preview.body.order_ids).toEqual([7, 9]);
      expect(preview.body.message).toBe(
        'Serão apagados os dados pessoais de 2 pedidos e 1 mensagem de WhatsApp. Esta ação não pode ser desfeita.',
      );
      expect(preview.body.erased).toContain('O pedido de não receber mais mensagens (SAIR) guardado para este número');
      expect(preview.body.kept.join(' ')).toContain('5 anos');

      const erased = await request(app).post('/api/data-subjects/erase').set(asAdmin).send({ whatsapp: WHATSAPP });

      expect(erased.status).toBe(200);
      expect(state.erasures).toEqual([WHATSAPP]);
      expect({ erased: erased.body.erased, kept: erased.body.kept }).toEqual({
        erased: preview.body.erased,
        kept: preview.body.kept,
      });
      expect(state.audits.map((entry) => entry.action)).toEqual(['data_subject.erase']);
    });

    it('previews a number without orders or messages as nothing to erase', async () => {
      state.optedOut = false;

      const preview = await request(app)
        .get('/api/data-subjects/erase-preview')
        .query({ whatsapp: '(21) 97777-0000' })
        .set(asAdmin);

      expect(preview.body).toEqual({
        order_ids: [],
        erased: [],
        kept: [],
        message: 'Nenhum pedido nem mensagem encontrados para este WhatsApp.',
      });
    });
  });

  describe('consent withdrawal', () => {
    it('marks the orders and stops the messages, answering what changed in pt-BR, audited', async () => {
      const response = await request(app)
        .post('/api/data-subjects/revoke-consent')
        .set(asAdmin)
        .send({ whatsapp: WHATSAPP });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        order_ids: [7, 9],
        cancelled_messages: 2,
        message:
          'Consentimento revogado em 2 pedidos; 2 mensagens agendadas canceladas. Nenhuma mensagem será enviada a este número.',
      });
      expect(state.revocations).toEqual([{ whatsapp: WHATSAPP, actor: 'admin' }]);
      expect(state.messagingRevocations).toEqual([WHATSAPP]);
      expect(state.audits).toEqual([
        expect.objectContaining({
          action: 'data_subject.revoke_consent',
          subject: WHATSAPP,
          detail: 'pedidos 7, 9; 2 mensagens agendadas canceladas',
        }),
      ]);
    });

    it('answers a bad number with the orders service’s 400 and stops nothing', async () => {
      const response = await request(app)
        .post('/api/data-subjects/revoke-consent')
        .set(asAdmin)
        .send({ whatsapp: '1' });

      expect([response.status, response.body]).toEqual([400, { detail: BAD_NUMBER }]);
      expect(state.messagingRevocations).toEqual([]);
      expect(state.audits).toEqual([]);
    });
  });

  describe('corrections', () => {
    it('corrects a field as the admin and audits it under the WhatsApp the order had', async () => {
      const response = await request(app)
        .post('/api/clientes/7/corrections')
        .set(asAdmin)
        .send({ field: 'nome_completo_fixo', value: 'Maria da Conceição Silva' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: 7,
        form_data: { ...PAID.form_data, nome_completo_fixo: 'Maria da Conceição Silva' },
        consent: { notice_version: '2' },
      });
      expect(state.corrections).toEqual([
        { order_id: 7, field: 'nome_completo_fixo', value: 'Maria da Conceição Silva', actor: 'admin' },
      ]);
      expect(state.audits).toEqual([
        expect.objectContaining({
          action: 'order.correct',
          subject: WHATSAPP,
          detail: 'pedido 7: campo nome_completo_fixo corrigido',
        }),
      ]);
    });

    it('answers the service’s pt-BR refusal, an unknown order and a missing field, auditing none', async () => {
      const badValue = await request(app)
        .post('/api/clientes/9/corrections')
        .set(asAdmin)
        .send({ field: 'data_nascimento', value: '31/02' });
      const unknown = await request(app)
        .post('/api/clientes/404/corrections')
        .set(asAdmin)
        .send({ field: 'nome_completo_fixo', value: 'Ana' });
      const noField = await request(app).post('/api/clientes/7/corrections').set(asAdmin).send({ value: 'Ana' });
      const notAnId = await request(app).post('/api/clientes/sete/corrections').set(asAdmin).send({ field: 'x' });

      expect([badValue.status, badValue.body]).toEqual([400, { detail: 'Data de nascimento inválida' }]);
      expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Pedido não encontrado' }]);
      expect([noField.status, noField.body]).toEqual([400, { detail: 'Escolha o campo a corrigir' }]);
      expect([notAnId.status, notAnId.body]).toEqual([404, { detail: 'Pedido não encontrado' }]);
      expect(state.corrections).toEqual([]);
      expect(state.audits).toEqual([]);
    });

    it('lists an order’s corrections: field, who and when', async () => {
      const response = await request(app).get('/api/clientes/7/corrections').set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { field: 'nome_completo_fixo', actor: 'admin', corrected_at: '2026-03-02T12:00:00.000Z' },
      ]);
    });
  });
});
