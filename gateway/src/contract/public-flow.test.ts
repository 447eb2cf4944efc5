import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, startStack } from '../testing/contract-stack.js';
import { textPdf } from '../testing/text-pdf.js';

const WHATSAPP = '(21) 99876-5432';

// A PIX receipt for the right amount that names no recipient nor time: the verifier can neither approve nor
// reject it, so it goes to manual review (the third outcome of spec §4).
const RECEIPT = textPdf(['Comprovante de transferencia Pix', 'Valor: R$ 89,90']);

describe('the public flow across the real stack', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };

  beforeAll(async () => {
    stack = await startStack();
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('walks from the ritual list to a paid order and a once-a-day registration', async () => {
    const api = request(stack.app);
    const setup = await Promise.all([
      api
        .post('/api/rituais')
        .set(admin)
        .send({
          name: 'Amarração do Amor',
          description: 'Para unir dois corações',
          price: '89.90',
          commission_type: 'fixed',
          commission_value: '20',
          form_fields: [{ name: 'Nome do Amor', label: 'Nome do amor', type: 'text', required: true }],
        }),
      api.post('/api/payment-config').set(admin).field('pix_key', 'loja@exemplo.com.br'),
    ]);
    expect(setup.map((response) => response.status)).toEqual([201, 200]);

    const list = await api.get('/api/rituais');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: setup[0].body.id,
        name: 'Amarração do Amor',
        slug: 'amarracao-do-amor',
        description: 'Para unir dois corações',
        price: 89.9,
        image_url: '',
      },
    ]);

    const page = await api.get('/api/ritual/amarracao-do-amor');
    expect(page.status).toBe(200);
    expect(page.body.form_fields).toEqual([
      expect.objectContaining({ name: 'nome_do_amor', label: 'Nome do amor', type: 'text', required: true }),
    ]);

    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#6b2fa0' } })
      .png()
      .toBuffer();
    const photo = await api.post('/api/upload-photo').attach('file', png, 'foto.png');
    expect(photo.status).toBe(200);
    expect(photo.body.filename).toEqual(expect.any(String));

    const order = {
      ritual_id: page.body.id,
      form_data: { nome_completo_fixo: 'Ana Lima', whatsapp_contato: WHATSAPP, nome_do_amor: 'Carlos' },
      consent: DEFAULT_CONSENT,
      whatsapp: WHATSAPP,
      photos: [photo.body.filename],
    };
    const created = await api.post('/api/clientes').send(order);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ritual_id: page.body.id,
      ritual_name: 'Amarração do Amor',
      form_data: order.form_data,
      payment_status: 'pending',
    });
    const { id, order_token: token } = created.body as { id: number; order_token: string };

    const pix = await api.get(`/api/clientes/${id}/pix`).set('X-Order-Token', token);
    expect(pix.status).toBe(200);
    expect(pix.body.amount).toBe(89.9);
    expect(pix.body.brcode).toContain('loja@exemplo.com.br');

    const receipt = await api
      .post(`/api/upload-receipt/${id}`)
      .set('X-Order-Token', token)
      .attach('file', RECEIPT, 'comprovante.pdf');
    expect(receipt.status).toBe(200);
    expect(receipt.body).toEqual({
      payment_approved: false,
      verification_status: 'pending_review',
      verification_reason: expect.stringContaining('verificação manual'),
    });

    const paid = await api
      .put(`/api/clientes/${id}/payment`)
      .set('X-Order-Token', token)
      .type('form')
      .send({ payment_status: 'paid' });
    expect([paid.status, paid.body]).toEqual([200, { id, payment_status: 'paid' }]);

    const orders = await api.get('/api/clientes').set(admin);
    expect(orders.body).toEqual([expect.objectContaining({ id, payment_status: 'paid', photos: order.photos })]);

    const registration = { ...order, photos: [] };
    const first = await api.post('/api/clientes/no-payment').send(registration);
    const again = await api.post('/api/clientes/no-payment').send(registration);
    expect(first.status).toBe(201);
    expect(first.body.message).toEqual(expect.any(String));
    expect(again.status).toBe(400);
    expect(again.body.detail).toContain('já foi cadastrado hoje');
  });

  it('saves the themes and the site texts and reads them back', async () => {
    const api = request(stack.app);
    const site = {
      site_name: 'Templo da Lua',
      browser_title: 'Templo da Lua - Rituais',
      site_description: 'Rituais feitos com carinho',
      contact_phone: '(11) 3333-4444',
      contact_email: 'contato@templodalua.com.br',
      contact_whatsapp: '5511999998888',
      about_text: 'Sobre nós',
      footer_text: '© Templo da Lua',
      social_instagram: '@templodalua',
      social_facebook: '',
      social_tiktok: '',
    };

    const changes = [
      await api.post('/api/theme-config').set(admin).type('form').send({ theme_name: 'luxo' }),
      await api.post('/api/admin-theme-config').set(admin).field('admin_theme', 'dark'),
      await api.post('/api/dashboard-style-config').set(admin).type('form').send({ dashboard_style: 'analytics' }),
      await api.put('/api/site-config').set(admin).send(site),
    ];
    const invalid = await api.post('/api/theme-config').set(admin).type('form').send({ theme_name: 'neon' });
    const theme = await api.get('/api/theme-config');
    const saved = await api.get('/api/site-config');

    expect(changes.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect([invalid.status, invalid.body]).toEqual([400, { detail: 'Tema inválido' }]);
    expect(theme.body).toMatchObject({ theme_name: 'luxo', admin_theme: 'dark', dashboard_style: 'analytics' });
    expect(theme.body.theme.gradients.hero).toEqual(expect.any(String));
    expect(theme.body.admin_theme_data.colors.background).toEqual(expect.any(String));
    expect(saved.body).toEqual(site);
  });
});
