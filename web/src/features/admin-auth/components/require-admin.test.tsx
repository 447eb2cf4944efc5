import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, jsonResponse, mockAdminApi } from '../../../test/admin-screens';
import { deferred } from '../../../test/mock-api';
import { LocationProbe } from '../../../test/render';
import { adminApi } from '../../admin-common/api/admin-api';
import { AdminAuthProvider, useAdminAuth } from './admin-auth-context';
import { RequireAdmin } from './require-admin';

function Secret() {
  const { session, signOut } = useAdminAuth();
  return (
    <div>
      <p>Área restrita de {session.user?.username}</p>
      <button type="button" onClick={() => void adminApi.get('/users').catch(() => {})}>
        Chamar API
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sair
      </button>
    </div>
  );
}

function renderGuarded(token: string | null, url = '/admin/clientes') {
  if (token) localStorage.setItem('adminToken', token);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminAuthProvider>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <RequireAdmin>
                <Secret />
              </RequireAdmin>
            }
          />
          <Route path="/admin/login" element={<LocationProbe />} />
        </Routes>
      </AdminAuthProvider>
    </MemoryRouter>,
  );
}

describe('RequireAdmin and the admin session (spec §4, §6)', () => {
  it('without a token, sends the visitor to /admin/login, remembering where they wanted to go', async () => {
    mockAdminApi({});
    renderGuarded(null);
    const location = await screen.findByTestId('location');
    expect(location).toHaveAttribute('data-pathname', '/admin/login');
    expect(JSON.parse(location.textContent ?? 'null')).toEqual({ from: '/admin/clientes' });
  });

  it('re-validates a stored token with /auth/me (Bearer) before showing the area', async () => {
    const api = mockAdminApi({ 'GET /api/auth/me': ADMIN_USER });
    renderGuarded('token-salvo');
    expect(screen.getByText('Verificando sessão...')).toBeInTheDocument();
    expect(await screen.findByText('Área restrita de admin')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/me')[0]?.headers.get('authorization')).toBe('Bearer token-salvo');
  });

  it('a stored token that fails validation is cleared and treated as signed out', async () => {
    mockAdminApi({ 'GET /api/auth/me': jsonResponse(401, { detail: 'Token expirado' }) });
    renderGuarded('token-vencido');
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('a 401 from any admin call signs out', async () => {
    const api = mockAdminApi({ 'GET /api/users': jsonResponse(401, { detail: 'Não autenticado' }) });
    renderGuarded('token-salvo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chamar API' }));
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(api.callsTo('GET', '/api/users')[0]?.headers.get('authorization')).toBe('Bearer token-salvo');
  });

  it('logout ends the session on the server with the token, then clears the token and the user', async () => {
    const ended = deferred<Response>();
    const api = mockAdminApi({ 'POST /api/auth/logout': () => ended.promise });
    renderGuarded('token-salvo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('authorization')).toBe('Bearer token-salvo');
    // Not forgotten before the server was told.
    expect(localStorage.getItem('adminToken')).toBe('token-salvo');

    ended.resolve(jsonResponse(200, { message: 'Sessão encerrada' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it.each([
    ['answers 500', () => jsonResponse(500, { detail: 'Erro interno' })],
    ['answers 401', () => jsonResponse(401, { detail: 'Token inválido ou expirado' })],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('logout forgets the token even when the server %s', async (_case, answer) => {
    const api = mockAdminApi({ 'POST /api/auth/logout': answer });
    renderGuarded('token-salvo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('a 401 from an admin call signs out without calling /auth/logout (the server already refused the token)', async () => {
    const api = mockAdminApi({ 'GET /api/users': jsonResponse(401, { detail: 'Token inválido ou expirado' }) });
    renderGuarded('token-salvo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chamar API' }));
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/login');
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });
});
