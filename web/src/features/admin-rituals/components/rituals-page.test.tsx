import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  findNotice,
  jsonResponse,
  mockAdminApi,
  mockClipboard,
  renderAdmin,
  ritual,
} from '../../../test/admin-screens';
import { RitualsPage } from './rituals-page';

const active = ritual({ id: 1, description: 'x'.repeat(120) });
const inactive = ritual({
  id: 2,
  name: 'Limpeza Espiritual',
  slug: 'limpeza',
  active: false,
  price: 35,
  commission_type: 'fixed',
  commission_value: 15,
  featured_day: null,
  form_fields: [],
  description: 'Curta',
});

function renderRituals(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({ 'GET /api/rituais/admin': [active, inactive], ...routes });
  renderAdmin(<RitualsPage />, {
    path: '/admin/rituais',
    probes: ['/admin/rituais/novo', '/admin/rituais/:id/editar'],
  });
  return api;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('RitualsPage', () => {
  it('shows each card with every element of spec §2', async () => {
    renderRituals();
    await screen.findByRole('article', { name: 'Amarração do Amor' });
    const first = card('Amarração do Amor');
    expect(first).toHaveTextContent('R$ 49,90');
    expect(within(first).getByText('Ativo')).toBeInTheDocument();
    expect(within(first).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    expect(first).toHaveTextContent('Comissão10%');
    expect(first).toHaveTextContent('1 campo');
    expect(first).toHaveTextContent('DestaqueSex');
    expect(within(first).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/admin/rituais/1/editar');

    const second = card('Limpeza Espiritual');
    expect(within(second).getByText('Inativo')).toBeInTheDocument();
    expect(within(second).getByText('INATIVO')).toBeInTheDocument();
    expect(second).toHaveTextContent('ComissãoR$ 15,00');
    expect(second).toHaveTextContent('0 campos');
    expect(second).not.toHaveTextContent('Destaque');
  });

  it('copies the public links with and without payment', async () => {
    renderRituals();
    const user = userEvent.setup();
    // After setup(): user-event installs a clipboard of its own.
    const clipboard = mockClipboard();
    await screen.findByRole('article', { name: 'Amarração do Amor' });
    await user.click(within(card('Amarração do Amor')).getByRole('button', { name: 'Copiar link com pagamento' }));
    expect(await findNotice('Link com pagamento copiado!')).toBeInTheDocument();
    expect(clipboard).toHaveBeenLastCalledWith(`${window.location.origin}/ritual/amarracao-do-amor`);
    await user.click(within(card('Amarração do Amor')).getByRole('button', { name: 'Copiar link sem pagamento' }));
    expect(await findNotice('Link sem pagamento copiado!')).toBeInTheDocument();
    expect(clipboard).toHaveBeenLastCalledWith(`${window.location.origin}/registro/amarracao-do-amor`);
  });

  it('deactivates after the confirmation of spec §4 and shows the server message', async () => {
    const api = renderRituals({ 'PATCH /api/rituais/1/toggle-status': { message: 'Ritual desativado com sucesso' } });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Amarração do Amor' });
    await user.click(within(card('Amarração do Amor')).getByRole('button', { name: 'Desativar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja desativar este ritual?');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await findNotice('Ritual desativado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/rituais/1/toggle-status')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/rituais/admin')).toHaveLength(2);
  });

  it('asks "ativar" for an inactive ritual, and reports a failed toggle', async () => {
    renderRituals({ 'PATCH /api/rituais/2/toggle-status': jsonResponse(500, {}) });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Limpeza Espiritual' });
    await user.click(within(card('Limpeza Espiritual')).getByRole('button', { name: 'Ativar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja ativar este ritual?');
    await user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
    expect(await findNotice('Erro ao alterar status do ritual')).toBeInTheDocument();
  });

  it('deletes after confirming, and says when it fails', async () => {
    const api = renderRituals({ 'DELETE /api/rituais/2': jsonResponse(500, {}) });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Limpeza Espiritual' });
    await user.click(within(card('Limpeza Espiritual')).getByRole('button', { name: 'Excluir' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await findNotice('Erro ao excluir ritual')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/rituais/2')).toHaveLength(1);
  });

  it('shows "Nenhum ritual cadastrado" with a link to create the first one', async () => {
    renderRituals({ 'GET /api/rituais/admin': [] });
    expect(await screen.findByText('Nenhum ritual cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar Primeiro Ritual' })).toHaveAttribute('href', '/admin/rituais/novo');
  });
});
