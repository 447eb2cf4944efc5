import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { deferred } from '../../../test/mock-api';
import { UsersPage } from './users-page';

const users = [
  { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' },
  { id: 2, username: 'Maria Operadora', email: 'maria@templo.com', created_at: '2025-05-02T15:30:00Z' },
];

function renderUsers(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({ 'GET /api/users': users, ...routes });
  renderAdmin(<UsersPage />, { path: '/admin/usuarios' });
  return api;
}

describe('UsersPage', () => {
  it('lists users with initials, email and creation date; the admin user is protected (no Excluir)', async () => {
    renderUsers();
    const maria = (await screen.findByRole('rowheader', { name: /Maria Operadora/ })).closest('tr')!;
    expect(maria).toHaveTextContent('MO');
    expect(maria).toHaveTextContent('maria@templo.com');
    expect(maria).toHaveTextContent('02/05/2025');
    expect(within(maria).getByRole('button', { name: 'Excluir Maria Operadora' })).toBeInTheDocument();
    const admin = screen.getByRole('rowheader', { name: /admin/ }).closest('tr')!;
    expect(within(admin).getByText('Usuário protegido')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: 'Encerrar sessões de admin' })).toBeInTheDocument();
  });

  it('deletes a user after confirming', async () => {
    const api = renderUsers({ 'DELETE /api/users/2': { message: 'Usuário excluído com sucesso' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir Maria Operadora' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await findNotice('Usuário excluído com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/users/2')).toHaveLength(1);
  });

  it.each([
    [jsonResponse(403, { detail: 'Usuário protegido' }), 'Usuário protegido'],
    [jsonResponse(500, {}), 'Erro ao excluir usuário'],
  ])('a refused delete says %#', async (response, message) => {
    renderUsers({ 'DELETE /api/users/2': response });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir Maria Operadora' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await findNotice(message)).toBeInTheDocument();
  });

  it('creates a user: validates, shows "Criando..." and reloads the list', async () => {
    const created = deferred<Response>();
    const api = renderUsers({ 'POST /api/auth/register': () => created.promise });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Novo Usuário/ }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Usuário' });
    expect(within(dialog).getByText('Mínimo de 6 caracteres')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Usuário/), 'joana');
    await user.type(within(dialog).getByLabelText(/Email/), 'joana@templo.com');
    await user.type(within(dialog).getByLabelText(/Senha/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(within(dialog).getByLabelText(/Senha/)).toHaveAccessibleDescription('Mínimo de 6 caracteres');
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Senha/), '456');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(within(dialog).getByRole('button', { name: 'Criando...' })).toBeDisabled();
    created.resolve(jsonResponse(201, { id: 3, username: 'joana', email: 'joana@templo.com', created_at: '' }));

    expect(await findNotice('Usuário criado com sucesso!')).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST', '/api/auth/register')[0]?.body))).toEqual({
      username: 'joana',
      email: 'joana@templo.com',
      password: '123456',
    });
    expect(api.callsTo('GET', '/api/users')).toHaveLength(2);
  });

  it('shows the server detail when creating fails', async () => {
    renderUsers({ 'POST /api/auth/register': jsonResponse(409, { detail: 'Usuário já existe' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Novo Usuário/ }));
    const dialog = screen.getByRole('dialog', { name: 'Novo Usuário' });
    await user.type(within(dialog).getByLabelText(/^Usuário/), 'admin');
    await user.type(within(dialog).getByLabelText(/Email/), 'a@b.com');
    await user.type(within(dialog).getByLabelText(/Senha/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Criar Usuário' }));
    expect(await screen.findByText('Usuário já existe')).toHaveAttribute('role', 'alert');
  });

  describe('Encerrar sessões (issue 36)', () => {
    async function endSessionsOf(username: string) {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: `Encerrar sessões de ${username}` }));
      const dialog = screen.getByRole('alertdialog', { name: 'Encerrar sessões' });
      expect(dialog).toHaveTextContent(`Encerrar todas as sessões de ${username}?`);
      return { user, dialog };
    }

    it('after confirming, posts to /users/:id/sessions/end and says how many ended', async () => {
      const api = renderUsers({ 'POST /api/users/2/sessions/end': { message: 'Sessões encerradas', ended: 2 } });
      const { user, dialog } = await endSessionsOf('Maria Operadora');
      await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
      expect(await findNotice('Maria Operadora: 2 sessões encerradas')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/users/2/sessions/end')).toHaveLength(1);
      expect(localStorage.getItem('adminToken')).toBe('token-valido');
    });

    it('cancelling the confirmation sends nothing', async () => {
      const api = renderUsers({ 'POST /api/users/2/sessions/end': { message: 'Sessões encerradas', ended: 1 } });
      const { user, dialog } = await endSessionsOf('Maria Operadora');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(api.callsTo('POST', '/api/users/2/sessions/end')).toHaveLength(0);
    });

    it('for the protected admin, shows the server’s 403 message', async () => {
      renderUsers({ 'POST /api/users/1/sessions/end': jsonResponse(403, { detail: 'Usuário protegido' }) });
      const { user, dialog } = await endSessionsOf('admin');
      await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
      const notice = await findNotice('Usuário protegido');
      expect(notice.closest('[role="alert"]')).not.toBeNull();
    });

    it('ending one’s own sessions warns first, then signs this browser out too', async () => {
      const api = renderUsers({
        'GET /api/auth/me': { ...users[1] },
        'POST /api/users/2/sessions/end': { message: 'Sessões encerradas', ended: 1 },
        'POST /api/auth/logout': jsonResponse(401, { detail: 'Token inválido ou expirado' }),
      });
      const { user, dialog } = await endSessionsOf('Maria Operadora');
      expect(within(dialog).getByText(/Este é o seu usuário/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
      await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
      expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    });
  });
});
