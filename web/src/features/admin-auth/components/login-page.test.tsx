import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { deferred } from '../../../test/mock-api';
import { LoginPage } from './login-page';

function renderLogin(routes: Parameters<typeof mockAdminApi>[0], token: string | null = null) {
  const api = mockAdminApi(routes);
  renderAdmin(<LoginPage />, { path: '/admin/login', probes: ['/admin', '/admin/clientes', '/'], token });
  return api;
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Usuário/), username);
  await user.type(screen.getByLabelText(/Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('shows the username and password fields, "Entrar" and "Voltar ao Site"', () => {
    renderLogin({});
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Usuário/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Senha/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar ao Site/ })).toHaveAttribute('href', '/');
  });

  it('shows the default credentials hint outside production builds', () => {
    renderLogin({});
    const hint = screen.getByText(/credenciais padrão/i);
    expect(hint).toHaveTextContent('admin');
    expect(hint).toHaveTextContent('admin123');
  });

  it('on wrong credentials shows "Credenciais inválidas" and stores nothing', async () => {
    renderLogin({ 'POST /api/auth/login': jsonResponse(401, { detail: 'Usuário ou senha inválidos' }) });
    await fillAndSubmit('admin', 'errada');
    expect(await screen.findByText('Credenciais inválidas')).toHaveAttribute('role', 'alert');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('on too many attempts shows the server’s own message', async () => {
    renderLogin({ 'POST /api/auth/login': jsonResponse(429, { detail: 'Muitas tentativas de login.' }) });
    await fillAndSubmit('admin', 'x');
    expect(await screen.findByText('Muitas tentativas de login.')).toHaveAttribute('role', 'alert');
  });

  it('asks for both fields before calling the server', async () => {
    const api = renderLogin({});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe o usuário e a senha.')).toHaveAttribute('role', 'alert');
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('signs in: posts JSON, checks the token with /auth/me, stores it and goes to /admin', async () => {
    const login = deferred<Response>();
    const api = renderLogin({ 'POST /api/auth/login': () => login.promise });
    await fillAndSubmit(' admin ', 'admin123');
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();

    login.resolve(jsonResponse(200, { access_token: 'novo-token', token_type: 'bearer' }));
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin');
    const [call] = api.callsTo('POST', '/api/auth/login');
    expect(JSON.parse(String(call?.body))).toEqual({ username: 'admin', password: 'admin123' });
    expect(api.callsTo('GET', '/api/auth/me')[0]?.headers.get('authorization')).toBe('Bearer novo-token');
    expect(localStorage.getItem('adminToken')).toBe('novo-token');
  });

  it.each([
    [{ from: '/admin/clientes' }, '/admin/clientes'],
    [{ from: 'https://evil.example/admin' }, '/admin'],
    [null, '/admin'],
  ])('with redirect state %o, goes to %s after signing in', async (state, expected) => {
    mockAdminApi({ 'POST /api/auth/login': { access_token: 't' } });
    renderAdmin(<LoginPage />, { path: '/admin/login', probes: ['/admin', '/admin/clientes'], token: null, state });
    await fillAndSubmit('admin', 'admin123');
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', expected);
  });

  it('when already signed in, redirects to /admin', async () => {
    renderLogin({ 'GET /api/auth/me': ADMIN_USER }, 'token-valido');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/admin'));
  });
});
