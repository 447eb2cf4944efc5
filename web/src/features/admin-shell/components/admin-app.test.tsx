import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes, preloadPageOf } from '../../../app/app-routes';
import { ADMIN_USER, jsonResponse, mockAdminApi, order, orderPagesRoute } from '../../../test/admin-screens';
import { deferred } from '../../../test/mock-api';
import { CLIENTES_PAGE_SIZE, clientesFilter } from '../../admin-clientes/clientes-first-page';
import { takePrefetchedOrderPage } from '../../admin-common/order-page-prefetch';
import { isNavItemActive } from '../admin-nav';

// The first render goes through two lazy imports (the admin app, then the screen): slow on a busy machine.
const LAZY = { timeout: 5000 };

const THEME = { theme_name: 'mistico', admin_theme: 'dark', dashboard_style: 'cards', admin_theme_data: {} };

function mockPanel(
  token: string | null = 'token-valido',
  theme: unknown = THEME,
  routes: Parameters<typeof mockAdminApi>[0] = {},
) {
  if (token) localStorage.setItem('adminToken', token);
  return mockAdminApi({
    'GET /api/theme-config': () => theme,
    'GET /api/users': [{ id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' }],
    'GET /api/site-config': jsonResponse(500, {}),
    'GET /api/rituais': [],
    'GET /api/receipts/review/count': { count: 2 },
    ...routes,
  });
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>,
  );

function renderApp(...[url, ...panel]: [url: string, ...Parameters<typeof mockPanel>]) {
  const api = mockPanel(...panel);
  renderAt(url);
  return api;
}

describe('the admin app behind the lazy /admin/* route', () => {
  it('shows the shell: title, welcome, site link in a new tab, logout and the sidebar of spec §2', async () => {
    renderApp('/admin/usuarios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Painel Administrativo')).toBeInTheDocument();
    expect(screen.getByText(/Bem-vindo,/)).toHaveTextContent('Bem-vindo, admin');
    const site = screen.getByRole('link', { name: /Ver Site/ });
    expect(site).toHaveAttribute('href', '/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/rituais',
      '/admin/clientes',
      '/admin/comprovantes',
      '/admin/envio-video',
      '/admin/whatsapp',
      '/admin/usuarios',
      '/admin/config-site',
      '/admin/pagamento',
      '/admin/tema',
      '/admin/relatorios',
      '/admin/privacidade',
      '/admin/auditoria',
      '/admin/conta',
    ]);
    expect(within(nav).getByRole('link', { name: /Usuários/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).not.toHaveAttribute('aria-current');
  });

  it('the Comprovantes entry shows how many receipts wait for review', async () => {
    renderApp('/admin/usuarios');
    const nav = await screen.findByRole('navigation', { name: 'Menu do painel' }, LAZY);
    expect(
      await within(nav).findByRole('link', { name: /^Comprovantes\s*\(2 aguardando análise\)$/ }, LAZY),
    ).toBeVisible();
  });

  it('applies the panel theme from /theme-config to the admin root and remembers it for the next load', async () => {
    renderApp('/admin/usuarios');
    await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LAZY);
    const root = document.querySelector<HTMLElement>('.admin-root');
    expect(root?.dataset.adminTheme).toBe('dark');
    expect(root?.style.getPropertyValue('--adm-background')).toBe('#0b1120');
    expect(JSON.parse(localStorage.getItem('ritual:admin-theme') ?? '{}')).toMatchObject({
      name: 'dark',
      background: '#0b1120',
    });
  });

  it('checks the session while the panel theme is still loading, not after it', async () => {
    const theme = deferred<unknown>();
    const api = renderApp('/admin/usuarios', 'token-valido', theme.promise);

    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1), LAZY);
    expect(screen.queryByRole('heading', { level: 1, name: 'Usuários' })).not.toBeInTheDocument();
    theme.resolve(THEME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LAZY)).toBeInTheDocument();
  });

  it('when the entry preloaded /admin/clientes, the first render shows its first page in the server theme and nothing is asked twice', async () => {
    const api = mockPanel('token-valido', THEME, {
      'GET /api/clientes': orderPagesRoute([order({ id: 7, form_data: { nome: 'Maria Pereira' } })]),
    });
    await preloadPageOf('/admin/clientes');

    renderAt('/admin/clientes');

    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('.admin-root')?.dataset.adminTheme).toBe('dark');
    expect(screen.getAllByText('Maria Pereira')).not.toHaveLength(0);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/theme-config')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/clientes')).toHaveLength(1);
  });

  it('when the entry preloaded a screen for an expired token, the first render goes to the login page', async () => {
    const api = mockPanel('token-vencido', THEME, {
      'GET /api/auth/me': jsonResponse(401, { detail: 'Token inválido ou expirado' }),
      'GET /api/rituais/admin': [],
    });
    await preloadPageOf('/admin/envio-video');

    renderAt('/admin/envio-video');

    expect(await screen.findByRole('button', { name: 'Entrar' }, LAZY)).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
  });

  it('starts the Clientes first page before the session check answers, and the screen shows that page without asking again', async () => {
    const session = deferred<unknown>();
    const api = renderApp('/admin/clientes', 'token-valido', THEME, {
      'GET /api/auth/me': () => session.promise,
      'GET /api/clientes': orderPagesRoute([order({ id: 7, form_data: { nome: 'Maria Pereira' } })]),
    });

    await waitFor(() => expect(api.callsTo('GET', '/api/clientes')).toHaveLength(1), LAZY);
    expect(api.callsTo('GET', '/api/clientes')[0]!.headers.get('Authorization')).toBe('Bearer token-valido');
    session.resolve(ADMIN_USER);

    expect(await screen.findAllByText('Maria Pereira', {}, LAZY)).not.toHaveLength(0);
    expect(api.callsTo('GET', '/api/clientes')).toHaveLength(1);
  });

  it('an invalid session drops the started Clientes page and shows the login page', async () => {
    const api = renderApp('/admin/clientes', 'token-vencido', THEME, {
      'GET /api/auth/me': jsonResponse(401, { detail: 'Token inválido ou expirado' }),
      'GET /api/clientes': orderPagesRoute([]),
    });

    expect(await screen.findByRole('button', { name: 'Entrar' }, LAZY)).toBeInTheDocument();
    expect(takePrefetchedOrderPage(clientesFilter('', ''), { limit: CLIENTES_PAGE_SIZE, cursor: '' })).toBeUndefined();
    expect(api.callsTo('GET', '/api/clientes')).toHaveLength(1);
  });

  it('the menu button toggles the sidebar and says so', async () => {
    renderApp('/admin/usuarios');
    const menu = await screen.findByRole('button', { name: 'Menu' }, LAZY);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('without a session, /admin/* shows the login page', async () => {
    renderApp('/admin/clientes', null);
    expect(await screen.findByRole('button', { name: 'Entrar' }, LAZY)).toBeInTheDocument();
  });

  it('the header links to Minha conta, which opens the account screen', async () => {
    renderApp('/admin/usuarios', 'token-valido', THEME, {
      'GET /api/account': {
        user: { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' },
        two_factor_enabled: true,
        recovery_codes_left: 10,
        two_factor_required: false,
        two_factor_setup_required: false,
        notice: { failed_attempts: 0, new_device_sign_ins: 0, since: null, default_password: false },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Usuários' }, LAZY);
    const header = screen.getByRole('banner');
    await userEvent.setup().click(within(header).getByRole('link', { name: 'Minha conta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, LAZY)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('aria-current', 'page');
  });

  it('when the store requires two-step sign-in the admin lacks, any screen opens Minha conta saying why', async () => {
    const api = renderApp('/admin/usuarios', 'token-valido', THEME, {
      'GET /api/account': {
        user: { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' },
        two_factor_enabled: false,
        recovery_codes_left: 0,
        two_factor_required: true,
        two_factor_setup_required: true,
        notice: { failed_attempts: 0, new_device_sign_ins: 0, since: null, default_password: false },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' }, LAZY)).toBeInTheDocument();
    expect(
      await screen.findByText('A loja exige verificação em duas etapas: configure a sua para continuar', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Usuários' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/users')).toHaveLength(0);

    // The menu still leads nowhere else until it is set up.
    const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: /Rituais/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
  });

  it('logout returns to the login page', async () => {
    renderApp('/admin/usuarios');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair' }, LAZY));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('isNavItemActive', () => {
  it.each([
    ['/admin', '/admin', true, true],
    ['/admin', '/admin/clientes', true, false],
    ['/admin/rituais', '/admin/rituais/3/editar', false, true],
    ['/admin/rituais', '/admin/rituais/', false, true],
    ['/admin/rituais', '/admin/rituaisx', false, false],
  ])('%s is active at %s (end %s): %s', (to, pathname, end, expected) => {
    expect(isNavItemActive({ to, label: '', icon: '', end }, pathname)).toBe(expected);
  });
});
