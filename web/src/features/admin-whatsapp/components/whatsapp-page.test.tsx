import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import type { MessageEntry, WhatsAppSettings } from '../api/whatsapp-api';
import { WhatsAppPage } from './whatsapp-page';

function settings(overrides: Partial<WhatsAppSettings> = {}): WhatsAppSettings {
  return {
    configured: true,
    phone_number_id: '106540352242922',
    connection: 'connected',
    connection_detail: '',
    checked_at: '2026-11-25T12:17:00.000Z',
    kinds: [
      { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' },
      { kind: 'pix_lembrete', enabled: true, template_name: 'pix_lembrete' },
      { kind: 'pagamento_aprovado', enabled: true, template_name: 'pagamento_aprovado' },
      { kind: 'video_pronto', enabled: true, template_name: 'video_pronto' },
    ],
    reminder_delays_seconds: [1800, 72_000],
    queued: 3,
    ...overrides,
  };
}

function testEntry(overrides: Partial<MessageEntry> = {}): MessageEntry {
  return {
    id: 9,
    order_id: null,
    kind: 'pedido_recebido',
    step: 0,
    recipient: '5511987654321',
    template_name: 'pedido_recebido',
    state: 'sent',
    error_code: null,
    error_title: null,
    due_at: '2026-11-25T12:17:00.000Z',
    sent_at: '2026-11-25T12:17:01.000Z',
    status_at: null,
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({ 'GET /api/whatsapp/settings': settings(), ...routes });
  renderAdmin(<WhatsAppPage />, { path: '/admin/whatsapp' });
  return api;
}

const jsonBody = (body: unknown) => JSON.parse(String(body));

describe('WhatsAppPage', () => {
  it('when connected, shows the state, phone number id, queued count, reminder delays and each kind', async () => {
    renderPage();

    const connection = await screen.findByRole('region', { name: 'Conexão' });
    expect(within(connection).getByText('Conectado')).toBeInTheDocument();
    expect(within(connection).getByText('106540352242922')).toBeInTheDocument();
    expect(within(connection).getByText('3 mensagens')).toBeInTheDocument();
    expect(within(connection).getByText('25/11/2026 09:17')).toBeInTheDocument();
    expect(screen.getByText(/Enviados 30 min e 20 h após o pedido/)).toBeInTheDocument();
    for (const label of ['Pedido recebido', 'Lembrete de PIX', 'Pagamento aprovado', 'Vídeo pronto']) {
      expect(screen.getByRole('switch', { name: label })).toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: 'Nome do modelo de Lembrete de PIX' })).toHaveValue('pix_lembrete');
    expect(screen.getByRole('button', { name: 'Enviar teste' })).toBeEnabled();
  });

  it('when not configured, says nothing is sent and the panel works as before, lists the variables and disables the test', async () => {
    renderPage({
      'GET /api/whatsapp/settings': settings({ configured: false, connection: 'not_configured', phone_number_id: '' }),
    });

    const connection = await screen.findByRole('region', { name: 'Conexão' });
    expect(within(connection).getByText('Não configurado')).toBeInTheDocument();
    expect(connection).toHaveTextContent('nenhuma mensagem é enviada e o painel funciona como antes');
    for (const variable of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET']) {
      expect(within(connection).getByText(variable)).toBeInTheDocument();
    }
    expect(connection).toHaveTextContent(`${window.location.origin}/api/webhooks/whatsapp`);
    expect(screen.getByRole('button', { name: 'Enviar teste' })).toBeDisabled();
  });

  it('when the token was refused, warns that sending stopped', async () => {
    renderPage({
      'GET /api/whatsapp/settings': settings({
        connection: 'invalid_token',
        connection_detail: 'Token de acesso inválido ou expirado (190)',
      }),
    });

    const warning = (await screen.findByText(/O envio parou/)).closest('[role="alert"]');
    expect(warning).toHaveTextContent('O envio parou');
    expect(warning).toHaveTextContent('WHATSAPP_ACCESS_TOKEN');
    expect(screen.getByText('Token inválido')).toBeInTheDocument();
    expect(screen.getByText('Token de acesso inválido ou expirado (190)')).toBeInTheDocument();
  });

  it('saves the switches and template names with PUT /whatsapp/settings', async () => {
    const user = userEvent.setup();
    const saved = settings({
      kinds: settings().kinds.map((item) =>
        item.kind === 'pix_lembrete' ? { ...item, enabled: false, template_name: 'lembrete_pix_v2' } : item,
      ),
    });
    const api = renderPage({ 'PUT /api/whatsapp/settings': saved });

    await user.click(await screen.findByRole('switch', { name: 'Lembrete de PIX' }));
    const template = screen.getByRole('textbox', { name: 'Nome do modelo de Lembrete de PIX' });
    await user.clear(template);
    await user.type(template, ' lembrete_pix_v2 ');
    await user.click(screen.getByRole('button', { name: 'Salvar mensagens' }));

    expect(await findNotice('Mensagens do WhatsApp salvas!')).toBeInTheDocument();
    const body = jsonBody(api.callsTo('PUT', '/api/whatsapp/settings')[0]?.body);
    expect(body.kinds).toHaveLength(4);
    expect(body.kinds).toContainEqual({ kind: 'pix_lembrete', enabled: false, template_name: 'lembrete_pix_v2' });
    expect(body.kinds).toContainEqual({ kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' });
    expect(screen.getByRole('switch', { name: 'Lembrete de PIX' })).not.toBeChecked();
  });

  it('refuses a template name with capitals or spaces without asking the server', async () => {
    const user = userEvent.setup();
    const api = renderPage();

    const template = await screen.findByRole('textbox', { name: 'Nome do modelo de Pedido recebido' });
    await user.clear(template);
    await user.type(template, 'Pedido Recebido');
    await user.click(screen.getByRole('button', { name: 'Salvar mensagens' }));

    expect(template).toHaveAccessibleDescription(/Nome de modelo inválido: use letras minúsculas, números e _/);
    expect(api.callsTo('PUT', '/api/whatsapp/settings')).toHaveLength(0);
  });

  it('when the save fails, shows the server’s detail', async () => {
    const user = userEvent.setup();
    renderPage({ 'PUT /api/whatsapp/settings': jsonResponse(503, { detail: 'Serviço de mensagens indisponível' }) });

    await user.click(await screen.findByRole('button', { name: 'Salvar mensagens' }));

    expect(await findNotice('Serviço de mensagens indisponível')).toBeInTheDocument();
  });

  it('"Enviar teste" posts the formatted number and shows that WhatsApp accepted it', async () => {
    const user = userEvent.setup();
    const api = renderPage({ 'POST /api/whatsapp/test': testEntry() });

    await user.type(await screen.findByLabelText('WhatsApp para o teste'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Enviar teste' }));

    expect(await screen.findByText('✓ Mensagem de teste aceita pelo WhatsApp.')).toBeInTheDocument();
    expect(jsonBody(api.callsTo('POST', '/api/whatsapp/test')[0]?.body)).toEqual({ whatsapp: '(11) 98765-4321' });
  });

  it('"Enviar teste" shows the reason when WhatsApp refused the number', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /api/whatsapp/test': testEntry({
        state: 'failed',
        error_code: 131026,
        error_title: 'Número sem WhatsApp ou que não pode receber a mensagem',
      }),
    });

    await user.type(await screen.findByLabelText('WhatsApp para o teste'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Enviar teste' }));

    expect(
      await screen.findByText('❌ O teste falhou: Número sem WhatsApp ou que não pode receber a mensagem'),
    ).toBeInTheDocument();
  });

  it('"Enviar teste" with an incomplete number says the format and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderPage();

    await user.type(await screen.findByLabelText('WhatsApp para o teste'), '119876');
    await user.click(screen.getByRole('button', { name: 'Enviar teste' }));

    expect(screen.getByText('WhatsApp deve estar no formato (xx) xxxxx-xxxx')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/whatsapp/test')).toHaveLength(0);
  });

  it('when the settings cannot be loaded, says so and "Tentar novamente" loads them', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderPage({
      'GET /api/whatsapp/settings': () =>
        answers++ === 0 ? jsonResponse(503, { detail: 'Indisponível' }) : settings(),
    });

    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Conectado')).toBeInTheDocument();
  });
});
