import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import type { RecordedCall } from '../../../test/mock-api';
import { SiteConfigPage } from './site-config-page';

const config = {
  site_name: 'Templo',
  browser_title: 'Templo dos Rituais',
  site_description: 'Rituais',
  contact_phone: '',
  contact_email: '',
  contact_whatsapp: '',
  about_text: '',
  footer_text: '',
  social_instagram: '',
  social_facebook: '',
  social_tiktok: '',
};

const notice = {
  version: '1',
  text: 'Aviso padrão',
  controller_name: '',
  controller_document: '',
  dpo_name: '',
  dpo_contact: '',
  updated_at: '',
};

function renderConfig(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/site-config': config,
    'GET /api/privacy-notice': notice,
    'GET /api/retention-settings': {
      unpaid_order_days: 30,
      paid_order_months: null,
      receipt_file_days: 90,
      answered_request_years: 5,
    },
    'GET /api/retention-runs': { items: [] },
    ...routes,
  });
  renderAdmin(<SiteConfigPage />, { path: '/admin/config-site' });
  return api;
}

describe('SiteConfigPage (Config do Site)', () => {
  it('has its sections and the WhatsApp hint', async () => {
    renderConfig();
    for (const name of ['Informações Básicas', 'Contato', 'Redes Sociais', 'Retenção de dados']) {
      expect(await screen.findByRole('heading', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(/55 \+ DDD \+ número/);
  });

  it('requires name, browser title and description, then saves every field with PUT', async () => {
    const api = renderConfig({ 'PUT /api/site-config': { ...config, site_name: 'Novo' } });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Nome do site/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(screen.getByText('Nome do site é obrigatório')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Novo');
    await user.type(screen.getByLabelText('WhatsApp'), '5511999999999');
    await user.click(screen.getByRole('button', { name: 'Salvar Configurações' }));
    expect(await findNotice('Configurações salvas com sucesso!')).toBeInTheDocument();
    const call = api.callsTo('PUT', '/api/site-config')[0];
    expect(call?.headers.get('authorization')).toBe('Bearer token-valido');
    expect(JSON.parse(String(call?.body))).toEqual({ ...config, site_name: 'Novo', contact_whatsapp: '5511999999999' });
  });

  it('says "Erro ao salvar configurações. Tente novamente." when saving fails', async () => {
    renderConfig({ 'PUT /api/site-config': jsonResponse(500, {}) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar Configurações' }));
    expect(await findNotice('Erro ao salvar configurações. Tente novamente.')).toBeInTheDocument();
  });

  it('saves the privacy notice as a new version and shows the service detail when it refuses', async () => {
    const saved = { ...notice, version: '2', controller_name: 'Casa da Lua', updated_at: '2026-01-01T00:00:00Z' };
    const api = renderConfig({
      'PUT /api/privacy-notice': (call: RecordedCall) =>
        JSON.parse(String(call.body)).controller_document
          ? saved
          : jsonResponse(400, { detail: 'O CNPJ ou CPF do controlador é obrigatório' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Controlador \(nome/), 'Casa da Lua');

    await user.click(screen.getByRole('button', { name: 'Salvar Aviso de Privacidade' }));
    expect(await findNotice('O CNPJ ou CPF do controlador é obrigatório')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/CNPJ ou CPF/), '12345678000190');
    await user.click(screen.getByRole('button', { name: 'Salvar Aviso de Privacidade' }));
    expect(await findNotice('Aviso de privacidade salvo: versão 2.')).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('PUT', '/api/privacy-notice').at(-1)?.body))).toMatchObject({
      controller_name: 'Casa da Lua',
      controller_document: '12345678000190',
      text: 'Aviso padrão',
    });
    expect(screen.getByText(/Versão atual: 2/)).toBeInTheDocument();
  });
});
