import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi } from '../../../test/admin-screens';
import { LocationProbe } from '../../../test/render';
import { AdminAuthProvider } from '../../admin-auth/components/admin-auth-context';
import { adminApi } from '../../admin-common/api/admin-api';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../admin-common/api/admin-session';
import { startAccountCheck, TwoFactorGate, useTwoFactorGate } from './two-factor-gate';

const ACCOUNT = {
  user: { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' },
  two_factor_enabled: false,
  recovery_codes_left: 0,
  two_factor_required: true,
  two_factor_setup_required: true,
  notice: { failed_attempts: 0, new_device_sign_ins: 0, since: null, default_password: false },
};
const OPEN_ACCOUNT = { ...ACCOUNT, two_factor_required: false, two_factor_setup_required: false };

function Clientes() {
  return (
    <div>
      <h1>Clientes</h1>
      <button type="button" onClick={() => void adminApi.get('/clientes').catch(() => {})}>
        Carregar
      </button>
    </div>
  );
}

function Conta() {
  const { setupRequired, report } = useTwoFactorGate();
  return (
    <div>
      <h1>Minha conta</h1>
      <p>{setupRequired ? 'configuração exigida' : 'liberado'}</p>
      <button type="button" onClick={() => report({ two_factor_setup_required: false })}>
        Ativei
      </button>
      <Link to="/admin/clientes">Ir para Clientes</Link>
      <LocationProbe />
    </div>
  );
}

function renderGate(url: string, routes: Parameters<typeof mockAdminApi>[0]) {
  localStorage.setItem('adminToken', 'token-valido');
  const api = mockAdminApi(routes);
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminAuthProvider>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <TwoFactorGate>
                <Routes>
                  <Route path="clientes" element={<Clientes />} />
                  <Route path="conta" element={<Conta />} />
                </Routes>
              </TwoFactorGate>
            }
          />
        </Routes>
      </AdminAuthProvider>
    </MemoryRouter>,
  );
  return api;
}

describe('TwoFactorGate (issue 36: a store that requires two-step sign-in)', () => {
  it('when GET /account says setup is required, another screen sends the admin to Minha conta, saying why', async () => {
    renderGate('/admin/clientes', { 'GET /api/account': ACCOUNT });
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveAttribute('data-pathname', '/admin/conta');
    expect(JSON.parse(location.textContent ?? 'null')).toEqual({ twoFactorRequired: true });
    expect(screen.getByText('configuração exigida')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clientes' })).not.toBeInTheDocument();
  });

  it('keeps sending the admin back while setup is required, and lets them through once Minha conta reports it done', async () => {
    renderGate('/admin/conta', { 'GET /api/account': ACCOUNT });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Ir para Clientes' }));
    expect(screen.getByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clientes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ativei' }));
    expect(screen.getByText('liberado')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para Clientes' }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('shows the screen when the store does not require it (or the admin has it on)', async () => {
    renderGate('/admin/clientes', { 'GET /api/account': OPEN_ACCOUNT });
    expect(screen.getByText('Verificando sessão...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('a failed GET /account opens the panel (each admin route is still guarded by the server)', async () => {
    renderGate('/admin/clientes', { 'GET /api/account': jsonResponse(500, { detail: 'Erro interno' }) });
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('the 403 of any admin call (the store began requiring it meanwhile) sends the admin to Minha conta', async () => {
    const api = renderGate('/admin/clientes', {
      'GET /api/account': OPEN_ACCOUNT,
      'GET /api/clientes': jsonResponse(403, { detail: TWO_FACTOR_SETUP_REQUIRED }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Carregar' }));
    expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/clientes')).toHaveLength(1);
  });

  it('another 403 (e.g. a protected user) does not', async () => {
    renderGate('/admin/clientes', {
      'GET /api/account': OPEN_ACCOUNT,
      'GET /api/clientes': jsonResponse(403, { detail: 'Usuário protegido' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Carregar' }));
    await user.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('takes the check the panel started before its first render: the screen shows at once, GET /account asked once', async () => {
    localStorage.setItem('adminToken', 'token-valido');
    const early = mockAdminApi({ 'GET /api/account': OPEN_ACCOUNT });
    await startAccountCheck();
    expect(early.callsTo('GET', '/api/account')[0]?.headers.get('authorization')).toBe('Bearer token-valido');

    const api = renderGate('/admin/clientes', { 'GET /api/account': OPEN_ACCOUNT });
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account')).toHaveLength(0);
  });
});
