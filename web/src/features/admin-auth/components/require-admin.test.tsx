import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, jsonResponse, mockAdminApi } from '../../../test/admin-screens';
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
      <button type="button" onClick={signOut}>
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

  it('logout clears the token and the user', async () => {
    mockAdminApi({});
    renderGuarded('token-salvo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
