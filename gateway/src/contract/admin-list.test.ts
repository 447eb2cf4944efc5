import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, startStack } from '../testing/contract-stack.js';

const NAMES = ['Ana Célia', 'Bruno Dias', 'Carla Éboli', 'Davi Souza', 'Élida Prado'];

describe('the admin order list, paged, exported and bulk-cancelled on the server', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };
  const ids: number[] = [];

  beforeAll(async () => {
    stack = await startStack();
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
    const api = request(stack.app);
    const ritual = await api
      .post('/api/rituais')
      .set(admin)
      .send({ name: 'Vela da Prosperidade', price: '30.00', commission_type: 'fixed', commission_value: '3' });
    for (const [index, name] of NAMES.entries()) {
      const created = await api.post('/api/clientes').send({
        ritual_id: ritual.body.id,
        form_data: { nome_completo_fixo: name, whatsapp_contato: `(11) 9876${index}-1234` },
        consent: DEFAULT_CONSENT,
      });
      ids.push(created.body.id);
    }
    await api.put(`/api/clientes/${ids[0]}/payment`).set(admin).type('form').send({ payment_status: 'paid' });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps the plain list for spec callers and answers pages with counts when asked', async () => {
    const api = request(stack.app);
    const plain = await api.get('/api/clientes').set(admin);
    const first = await api.get('/api/clientes?limit=2').set(admin);
    const second = await api.get(`/api/clientes?limit=2&cursor=${first.body.next_cursor}`).set(admin);
    const searched = await api.get('/api/clientes?q=ELIDA').set(admin);

    expect(plain.body.map((order: { id: number }) => order.id)).toEqual([...ids].reverse());
    expect(first.body.items.map((order: { id: number }) => order.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.counts).toEqual({ all: 5, pending: 4, paid: 1, cancelled: 0 });
    expect(second.body.items.map((order: { id: number }) => order.id)).toEqual([ids[2], ids[1]]);
    expect(second.body.counts).toBeNull();
    expect(
      searched.body.items.map((order: { form_data: Record<string, string> }) => order.form_data.nome_completo_fixo),
    ).toEqual(['Élida Prado']);
  });

  it('answers a bad page parameter with 400 and a pt-BR detail', async () => {
    const api = request(stack.app);
    const answers = await Promise.all([
      api.get('/api/clientes?limit=0').set(admin),
      api.get('/api/clientes?status=pago').set(admin),
      api.get('/api/clientes?from=2025-13-01').set(admin),
    ]);

    expect(answers.map((answer) => [answer.status, answer.body.detail])).toEqual([
      [400, 'limit deve ser um número entre 1 e 200'],
      [400, 'Status inválido'],
      [400, 'Data inválida em from (use AAAA-MM-DD)'],
    ]);
  });

  it('streams the report CSV of the filter with the spec §9 columns', async () => {
    const response = await request(stack.app)
      .get('/api/clientes/export?view=report&status=pending&filename=Vela_2025')
      .set(admin)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    const lines = (response.body as string).split('\r\n').filter(Boolean);

    expect(response.headers['content-disposition']).toBe('attachment; filename="Vela_2025.csv"');
    expect(lines[0]).toBe(
      '\uFEFFNome do Cliente;Nome do Amor;Data de Nascimento;WhatsApp;Status;Data da Compra;Hora da Compra;Ritual',
    );
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([...NAMES.slice(1)].reverse());
    expect(lines[1]).toContain(';Pendente;');
  });

  it('cancels the pending orders of the filter in one call', async () => {
    const api = request(stack.app);
    const cancelled = await api.post('/api/clientes/cancel-pending').set(admin).send({ q: 'souza' });
    const page = await api.get('/api/clientes?limit=10').set(admin);

    expect(cancelled.body).toEqual({ cancelled: 1, message: '1 pedido cancelado' });
    expect(page.body.counts).toEqual({ all: 5, pending: 3, paid: 1, cancelled: 1 });
  });
});
