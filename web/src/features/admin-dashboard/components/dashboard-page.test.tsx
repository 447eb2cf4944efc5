import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, formBody, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { AdminThemeProvider } from '../../admin-theme/admin-theme-context';
import { DashboardPage } from './dashboard-page';

const stats = {
  daily_sales: 150,
  monthly_sales: 4500,
  daily_goal: 200,
  monthly_goal: 3000,
  daily_commission: 15,
  monthly_commission: 450,
};

const ACCOUNT = {
  user: { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' },
  two_factor_enabled: false,
  recovery_codes_left: 0,
  two_factor_required: false,
  two_factor_setup_required: false,
  notice: { failed_attempts: 0, new_device_sign_ins: 0, since: null, default_password: false },
};

function renderDashboard(style: 'cards' | 'modern' | 'analytics', routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/theme-config': { theme_name: 'mistico', admin_theme: 'classico', dashboard_style: style },
    'GET /api/dashboard/stats': stats,
    'GET /api/account': ACCOUNT,
    'GET /api/dashboard/backup': { enabled: true, last_good_at: new Date().toISOString(), stale: false },
    'GET /api/dashboard/daily-sales': [
      { date: '2025-06-05', sales: 100, orders: 2 },
      { date: '2025-06-06', sales: 50.5, orders: 1 },
    ],
    ...routes,
  });
  renderAdmin(
    <AdminThemeProvider>
      <DashboardPage />
    </AdminThemeProvider>,
    { path: '/admin' },
  );
  return api;
}

describe('DashboardPage', () => {
  it.each(['cards', 'modern', 'analytics'] as const)(
    'in the %s style shows the figures and capped goal progress',
    async (style) => {
      renderDashboard(style);
      expect(
        await screen.findByText(
          `Estilo: ${{ cards: 'Cards (clássico)', modern: 'Moderno', analytics: 'Analytics' }[style]}`,
        ),
      ).toBeInTheDocument();
      expect((await screen.findAllByText('R$ 150,00')).length).toBeGreaterThan(0);
      expect(screen.getAllByText('R$ 4.500,00').length).toBeGreaterThan(0);
      expect(screen.getAllByText(/R\$ 15,00/).length).toBeGreaterThan(0);
      expect(screen.getAllByText(/R\$ 450,00/).length).toBeGreaterThan(0);
      const daily = screen.getByRole('progressbar', { name: 'Meta Diária' });
      expect(daily).toHaveAttribute('aria-valuenow', '75');
      const monthly = screen.getByRole('progressbar', { name: 'Meta Mensal' });
      expect(monthly).toHaveAttribute('aria-valuenow', '100');
    },
  );

  it('in the analytics style draws the 30-day chart from /dashboard/daily-sales?days=30', async () => {
    const api = renderDashboard('analytics');
    expect(await screen.findByRole('img', { name: /total R\$\s150,50, melhor dia 05\/06/ })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/dashboard/daily-sales')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Vendas por dia' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it.each(['cards', 'modern', 'analytics'] as const)(
    'in the %s style shows "Recuperados por lembrete": this month’s count and R$',
    async (style) => {
      const api = renderDashboard(style, { 'GET /api/dashboard/recovered': { orders: 3, amount: 149.7 } });

      const card = await screen.findByRole('region', { name: 'Recuperados por lembrete' });
      expect(card).toHaveTextContent('R$ 149,70');
      expect(card).toHaveTextContent('3 pedidos pagos depois de um lembrete de PIX pelo WhatsApp, este mês');
      expect(api.callsTo('GET', '/api/dashboard/recovered')).toHaveLength(1);
    },
  );

  it('says "1 pedido pago" for a single recovered order', async () => {
    renderDashboard('cards', { 'GET /api/dashboard/recovered': { orders: 1, amount: 49.9 } });

    expect(await screen.findByRole('region', { name: 'Recuperados por lembrete' })).toHaveTextContent(
      '1 pedido pago depois',
    );
  });

  it('leaves "Recuperados por lembrete" out when the figure cannot be read', async () => {
    const api = renderDashboard('cards', {
      'GET /api/dashboard/recovered': jsonResponse(503, { detail: 'Serviço de mensagens indisponível' }),
    });

    expect((await screen.findAllByText('R$ 150,00')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo('GET', '/api/dashboard/recovered')).toHaveLength(1));
    expect(screen.queryByText('Recuperados por lembrete')).not.toBeInTheDocument();
  });

  it('shows the time of the last good backup when it is recent', async () => {
    renderDashboard('cards', {
      'GET /api/dashboard/backup': { enabled: true, last_good_at: '2026-11-25T12:17:00.000Z', stale: false },
    });
    expect(await screen.findByText('Último backup: 25/11/2026, 09:17')).toBeInTheDocument();
    expect(screen.queryByText(/Atenção|Backups desligados/)).not.toBeInTheDocument();
  });

  it('warns when the last good backup is over a day old', async () => {
    renderDashboard('cards', {
      'GET /api/dashboard/backup': { enabled: true, last_good_at: '2026-11-23T12:17:00.000Z', stale: true },
    });
    expect(
      await screen.findByText(/Atenção: o último backup bom é de 23\/11\/2026, 09:17, há mais de um dia/),
    ).toHaveClass('adm-alert--warning');
  });

  it('warns when backups are off', async () => {
    renderDashboard('modern', { 'GET /api/dashboard/backup': { enabled: false, last_good_at: null, stale: false } });
    expect(await screen.findByText(/Backups desligados/)).toHaveClass('adm-alert--warning');
  });

  it('shows 0% when no goal is set', async () => {
    renderDashboard('cards', { 'GET /api/dashboard/stats': { ...stats, daily_goal: 0 } });
    const daily = await screen.findByRole('progressbar', { name: 'Meta Diária' });
    expect(daily).toHaveAttribute('aria-valuenow', '0');
    expect(daily).toHaveAttribute('aria-valuetext', 'Meta não definida');
  });

  it('"Configurar Metas" saves both goals as a form and reloads the stats', async () => {
    const api = renderDashboard('cards', { 'POST /api/dashboard/goals': stats });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Configurar Metas/ }));
    const dialog = screen.getByRole('dialog', { name: 'Configurar Metas' });
    const daily = within(dialog).getByLabelText(/Meta diária/);
    expect(daily).toHaveValue(200);
    expect(daily).toHaveFocus();
    await user.clear(daily);
    await user.type(daily, '250.5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar Metas' }));

    expect(await findNotice('Metas atualizadas com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formBody(api.callsTo('POST', '/api/dashboard/goals')[0]?.body)).toEqual({
      daily_goal: '250.5',
      monthly_goal: '3000',
    });
    expect(api.callsTo('GET', '/api/dashboard/stats')).toHaveLength(2);
  });

  it('keeps the modal open and says "Erro ao atualizar metas" when saving fails', async () => {
    renderDashboard('cards', { 'POST /api/dashboard/goals': jsonResponse(500, {}) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Configurar Metas/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar Metas' }));
    expect(await findNotice('Erro ao atualizar metas')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Configurar Metas' })).toBeInTheDocument();
  });

  it('defaults the goal inputs to 0 and Escape closes the modal', async () => {
    renderDashboard('cards', { 'GET /api/dashboard/stats': { daily_sales: 0, monthly_sales: 0 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Configurar Metas/ }));
    expect(screen.getByLabelText(/Meta diária/)).toHaveValue(0);
    expect(screen.getByLabelText(/Meta mensal/)).toHaveValue(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Configurar Metas/ })).toHaveFocus();
  });

  describe('the account’s notice (issue 36)', () => {
    const account = (notice: Record<string, unknown>) => ({ ...ACCOUNT, notice: { ...ACCOUNT.notice, ...notice } });

    it('tells of failed attempts and a new device since the last visit, links to Minha conta, then marks it seen', async () => {
      const api = renderDashboard('cards', {
        'GET /api/account': account({ failed_attempts: 3, new_device_sign_ins: 1, since: '2026-03-01T12:00:00Z' }),
        'POST /api/account/notice/seen': { message: 'Ok' },
      });
      const notice = (await screen.findByText('3 tentativas de entrada falharam desde a sua última visita.'))
        .parentElement!;
      expect(notice).toHaveClass('adm-alert--warning');
      expect(notice).toHaveTextContent('Entrada de um novo dispositivo desde a sua última visita.');
      expect(within(notice).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/admin/conta');
      await waitFor(() => expect(api.callsTo('POST', '/api/account/notice/seen')).toHaveLength(1));
    });

    it('says nothing, and marks nothing, when nothing happened', async () => {
      const api = renderDashboard('cards', { 'GET /api/account': account({}) });
      await screen.findAllByText('R$ 150,00');
      await waitFor(() => expect(api.callsTo('GET', '/api/account')).toHaveLength(1));
      expect(screen.queryByText(/desde a sua última visita/)).not.toBeInTheDocument();
      expect(screen.queryByText(/senha padrão/)).not.toBeInTheDocument();
      expect(api.callsTo('POST', '/api/account/notice/seen')).toHaveLength(0);
    });

    it('warns while the development default password is in use', async () => {
      const api = renderDashboard('cards', { 'GET /api/account': account({ default_password: true }) });
      const warning = await screen.findByText(/A senha padrão de desenvolvimento está em uso: troque-a em/);
      expect(warning).toHaveTextContent('A senha padrão de desenvolvimento está em uso: troque-a em Minha conta');
      expect(within(warning).getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/admin/conta');
      expect(api.callsTo('POST', '/api/account/notice/seen')).toHaveLength(0);
    });
  });
});
