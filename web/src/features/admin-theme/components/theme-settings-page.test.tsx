import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findNotice, formBody, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { AdminThemeProvider } from '../admin-theme-context';
import { ThemeSettingsPage } from './theme-settings-page';

function renderThemes(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const reload = vi.fn();
  const api = mockAdminApi({
    'GET /api/theme-config': { theme_name: 'moderno', admin_theme: 'classico', dashboard_style: 'cards' },
    ...routes,
  });
  renderAdmin(
    <AdminThemeProvider>
      <ThemeSettingsPage reload={reload} />
    </AdminThemeProvider>,
    { path: '/admin/tema' },
  );
  return { api, reload };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ThemeSettingsPage (Visual do Site)', () => {
  it('shows the three selectors with every option and the active one marked', async () => {
    renderThemes();
    const site = await screen.findByRole('region', { name: 'Tema do site' });
    await waitFor(() => expect(within(site).getByRole('radio', { name: /Moderno/ })).toBeChecked());
    expect(
      within(site)
        .getByRole('radio', { name: /Moderno/ })
        .closest('label'),
    ).toHaveTextContent('ModernoAtivo');
    expect(within(section('Tema do site')).getAllByRole('radio')).toHaveLength(5);
    expect(within(section('Tema do painel')).getAllByRole('radio')).toHaveLength(3);
    expect(within(section('Estilo do dashboard')).getAllByRole('radio')).toHaveLength(3);
    expect(within(section('Tema do painel')).getByRole('radio', { name: /Clássico/ })).toBeChecked();
    expect(within(section('Tema do site')).getByRole('button', { name: 'Aplicar Tema do Site' })).toBeDisabled();
  });

  it('applies a panel theme with a form POST and reloads the page 1000 ms later', async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    const { api, reload } = renderThemes({
      'POST /api/admin-theme-config': { message: 'ok', admin_theme: 'dark', admin_theme_data: { colors: {} } },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Tema do painel' });
    await user.click(within(panel).getByRole('radio', { name: /Escuro/ }));
    await user.click(within(panel).getByRole('button', { name: 'Aplicar Tema do Painel' }));

    expect(await findNotice('Tema do painel atualizado! Recarregando...')).toBeInTheDocument();
    expect(formBody(api.callsTo('POST', '/api/admin-theme-config')[0]?.body)).toEqual({ admin_theme: 'dark' });
    // The next load paints the new panel theme at once.
    expect(JSON.parse(localStorage.getItem('ritual:admin-theme') ?? '{}').name).toBe('dark');
    expect(timers).toHaveBeenCalledWith(reload, 1000);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it.each([
    ['Tema do site', /Luxo/, 'Aplicar Tema do Site', 'POST /api/theme-config', 'Erro ao atualizar tema'],
    [
      'Tema do painel',
      /Minimalista/,
      'Aplicar Tema do Painel',
      'POST /api/admin-theme-config',
      'Erro ao atualizar tema do painel',
    ],
    [
      'Estilo do dashboard',
      /Analytics/,
      'Aplicar Estilo',
      'POST /api/dashboard-style-config',
      'Erro ao atualizar estilo do dashboard',
    ],
  ])('%s: a failed apply says "%s" and does not reload', async (name, option, button, route, message) => {
    const { reload } = renderThemes({ [route]: jsonResponse(500, {}) });
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name });
    await user.click(within(region).getByRole('radio', { name: option }));
    await user.click(within(region).getByRole('button', { name: button }));
    expect(await findNotice(message)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
