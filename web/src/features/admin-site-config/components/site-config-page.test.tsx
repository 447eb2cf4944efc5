import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
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

function renderConfig(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({ 'GET /api/site-config': config, ...routes });
  renderAdmin(<SiteConfigPage />, { path: '/admin/config-site' });
  return api;
}

describe('SiteConfigPage (Config do Site)', () => {
  it('has the three sections and the WhatsApp hint', async () => {
    renderConfig();
    for (const name of ['Informações Básicas', 'Contato', 'Redes Sociais']) {
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
});
