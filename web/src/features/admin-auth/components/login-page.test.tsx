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

  it('an admin without two-step sign-in never sees the code step', async () => {
    const api = renderLogin({ 'POST /api/auth/login': { access_token: 'novo-token', token_type: 'bearer' } });
    await fillAndSubmit('admin', 'admin123');
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin');
    expect(api.callsTo('POST', '/api/auth/login/mfa')).toHaveLength(0);
  });

  describe('two-step sign-in (issue 36)', () => {
    const CHALLENGE = { mfa_required: true, mfa_token: 'desafio-1' };
    const codeField = () => screen.getByLabelText(/Código do aplicativo autenticador ou de recuperação/);

    async function reachCodeStep(routes: Parameters<typeof mockAdminApi>[0] = {}, state?: unknown) {
      const api = mockAdminApi({ 'POST /api/auth/login': CHALLENGE, ...routes });
      renderAdmin(<LoginPage />, {
        path: '/admin/login',
        probes: ['/admin', '/admin/clientes'],
        token: null,
        state,
      });
      await fillAndSubmit('admin', 'admin123');
      await screen.findByRole('heading', { level: 2, name: 'Verificação em duas etapas' });
      return api;
    }

    it('after the password, asks one code (numeric keyboard, one-time-code), focused, nothing stored yet', async () => {
      const api = await reachCodeStep();
      const field = codeField();
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(field).toHaveFocus();
      expect(screen.queryByLabelText(/Senha/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verificar' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(0);
    });

    it('verifies: posts the challenge token and the code, checks the new token, stores it, returns where asked', async () => {
      const verify = deferred<Response>();
      const api = await reachCodeStep(
        { 'POST /api/auth/login/mfa': () => verify.promise },
        { from: '/admin/clientes' },
      );
      const user = userEvent.setup();
      await user.type(codeField(), ' 123 456 ');
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();

      verify.resolve(jsonResponse(200, { access_token: 'token-2fa', token_type: 'bearer' }));
      expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin/clientes');
      const [call] = api.callsTo('POST', '/api/auth/login/mfa');
      expect(JSON.parse(String(call?.body))).toEqual({ mfa_token: 'desafio-1', code: '123 456' });
      expect(api.callsTo('GET', '/api/auth/me')[0]?.headers.get('authorization')).toBe('Bearer token-2fa');
      expect(localStorage.getItem('adminToken')).toBe('token-2fa');
    });

    it.each([
      [401, 'Código inválido ou expirado'],
      [429, 'Muitas tentativas de login. Tente novamente em alguns minutos.'],
    ])('a %i shows the server’s own text and keeps the code step', async (status, detail) => {
      await reachCodeStep({ 'POST /api/auth/login/mfa': jsonResponse(status, { detail }) });
      const user = userEvent.setup();
      await user.type(codeField(), '000000');
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      expect(await screen.findByText(detail)).toHaveAttribute('role', 'alert');
      expect(codeField()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Verificar' })).toBeEnabled();
      expect(localStorage.getItem('adminToken')).toBeNull();
    });

    it('an empty code is refused before calling the server', async () => {
      const api = await reachCodeStep();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Verificar' }));
      expect(screen.getByText('Código é obrigatório')).toHaveAttribute('role', 'alert');
      expect(api.callsTo('POST', '/api/auth/login/mfa')).toHaveLength(0);
    });

    it('"Usar um código de recuperação" gives the full keyboard; the recovery code is sent as typed', async () => {
      const api = await reachCodeStep({
        'POST /api/auth/login/mfa': { access_token: 'token-recuperacao', token_type: 'bearer' },
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
      expect(codeField()).toHaveAttribute('inputmode', 'text');
      expect(screen.getByRole('button', { name: 'Usar o código do aplicativo' })).toBeInTheDocument();
      await user.type(codeField(), 'ABCDE-12345');
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/admin');
      expect(JSON.parse(String(api.callsTo('POST', '/api/auth/login/mfa')[0]?.body))).toMatchObject({
        code: 'ABCDE-12345',
      });
    });

    it('"Voltar" returns to the password step with the user name kept and the password cleared', async () => {
      const api = await reachCodeStep();
      const user = userEvent.setup();
      await user.type(codeField(), '12');
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(screen.queryByRole('heading', { name: 'Verificação em duas etapas' })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Usuário/)).toHaveValue('admin');
      expect(screen.getByLabelText(/Senha/)).toHaveValue('');
      expect(screen.getByLabelText(/Senha/)).toHaveFocus();
      expect(api.callsTo('POST', '/api/auth/login/mfa')).toHaveLength(0);
    });
  });
});
