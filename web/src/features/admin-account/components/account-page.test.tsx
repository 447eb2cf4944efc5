import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, mockClipboard, renderAdmin } from '../../../test/admin-screens';
import { deferred } from '../../../test/mock-api';
import { AccountPage, SETUP_REQUIRED_NOTICE } from './account-page';

const USER = { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' };
const NOTICE = { failed_attempts: 0, new_device_sign_ins: 0, since: null, default_password: false };

function account(overrides: Record<string, unknown> = {}) {
  return {
    user: USER,
    two_factor_enabled: false,
    recovery_codes_left: 0,
    two_factor_required: false,
    two_factor_setup_required: false,
    notice: NOTICE,
    ...overrides,
  };
}

const SESSIONS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    device: 'Chrome no Android',
    ip: '189.1.2.3',
    started_at: '2026-03-10T15:04:00Z',
    last_seen_at: '2026-03-10T18:30:00Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    device: 'Firefox no Windows',
    ip: '200.9.8.7',
    started_at: '2026-03-09T11:00:00Z',
    last_seen_at: '2026-03-09T12:15:00Z',
    current: false,
  },
];

const ACTIVITY = [
  {
    id: 9,
    event: 'login',
    at: '2026-03-10T15:04:00Z',
    ip: '189.1.2.3',
    device: 'Chrome no Android',
    description: 'Entrada com verificação em duas etapas',
  },
  {
    id: 8,
    event: 'login_failed',
    at: '2026-03-10T02:00:00Z',
    ip: '45.6.7.8',
    device: 'curl',
    description: 'Tentativa de entrada com senha errada',
  },
];

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Templo:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Templo',
  // A hostile SVG: none of it may reach the page's markup.
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect/></svg>',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

type Routes = Parameters<typeof mockAdminApi>[0];

function renderAccount(routes: Routes = {}) {
  const api = mockAdminApi({
    'GET /api/account': account(),
    'GET /api/account/sessions': SESSIONS,
    'GET /api/account/activity': ACTIVITY,
    'GET /api/security-settings': { require_two_factor: false },
    ...routes,
  });
  renderAdmin(<AccountPage />, { path: '/admin/conta' });
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });
const body = (call: { body: unknown } | undefined) => JSON.parse(String(call?.body));

describe('AccountPage: Verificação em duas etapas', () => {
  it('turned off: "Ativar" shows the server’s QR only as a data: image, the key in groups of 4 and an app link', async () => {
    const api = renderAccount({ 'POST /api/account/two-factor/setup': SETUP });
    const twoFactor = await findSection('Verificação em duas etapas');
    expect(within(twoFactor).getByText('Desativada')).toBeInTheDocument();
    await userEvent.setup().click(within(twoFactor).getByRole('button', { name: 'Ativar' }));

    const qr = await within(twoFactor).findByRole('img', { name: /QR code/ });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.slice('data:image/svg+xml;base64,'.length))).toBe(SETUP.qr_svg);
    expect(document.querySelector('svg, script, rect')).toBeNull();
    expect(within(twoFactor).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('link', { name: 'Abrir no aplicativo autenticador' })).toHaveAttribute(
      'href',
      SETUP.otpauth_url,
    );
    const code = within(twoFactor).getByLabelText(/Código de 6 dígitos/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(api.callsTo('POST', '/api/account/two-factor/setup')).toHaveLength(1);
  });

  it('"Copiar chave" copies the key without the spaces', async () => {
    renderAccount({ 'POST /api/account/two-factor/setup': SETUP });
    const user = userEvent.setup();
    const writeText = mockClipboard();
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    await user.click(await screen.findByRole('button', { name: 'Copiar chave' }));
    expect(writeText).toHaveBeenCalledWith(SETUP.secret);
    expect(await findNotice('Chave copiada')).toBeInTheDocument();
  });

  it('a wrong first code shows the server’s message under the field and keeps the QR', async () => {
    renderAccount({
      'POST /api/account/two-factor/setup': SETUP,
      'POST /api/account/two-factor/confirm': jsonResponse(400, { detail: 'Código inválido' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    await user.type(await screen.findByLabelText(/Código de 6 dígitos/), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código inválido')).toHaveClass('adm-field__error');
    expect(screen.getByLabelText(/Código de 6 dígitos/)).toHaveAccessibleDescription('Código inválido');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('confirmed: shows the 10 recovery codes once, to copy or download, until "Guardei os códigos"', async () => {
    let enabled = false;
    const api = renderAccount({
      'GET /api/account': () => account({ two_factor_enabled: enabled, recovery_codes_left: enabled ? 10 : 0 }),
      'POST /api/account/two-factor/setup': SETUP,
      'POST /api/account/two-factor/confirm': () => {
        enabled = true;
        return { recovery_codes: CODES };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    await user.type(await screen.findByLabelText(/Código de 6 dígitos/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(body(api.callsTo('POST', '/api/account/two-factor/confirm')[0])).toEqual({ code: '123456' });
    expect(await findNotice('Verificação em duas etapas ativada')).toBeInTheDocument();
    // The account was read again (2FA on), and the codes stay until the admin says they are kept.
    await waitFor(() => expect(api.callsTo('GET', '/api/account')).toHaveLength(2));
    expect(within(section('Verificação em duas etapas')).getByText('Ativada')).toBeInTheDocument();

    const writeText = mockClipboard();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    for (const code of CODES) expect(copied).toContain(code);
    expect(copied).toContain('Usuário: admin');

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codigos';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Baixar .txt' }));
    expect(clicked[0]?.download).toMatch(/^codigos-recuperacao-admin-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]?.text()).toBe(copied);

    await user.click(screen.getByRole('button', { name: 'Guardei os códigos' }));
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(screen.getByText(/Códigos de recuperação restantes:/)).toHaveTextContent(
      'Códigos de recuperação restantes: 10 de 10',
    );
  });

  it('turned on: shows the codes left and "Desativar" asks the password and a code, showing the server’s refusal', async () => {
    let enabled = true;
    const disable = vi.fn((call: { body: unknown }) => {
      const { code } = body(call);
      if (code !== '654321') return jsonResponse(401, { detail: 'Senha ou código inválido' });
      enabled = false;
      return { message: 'Verificação em duas etapas desativada' };
    });
    const api = renderAccount({
      'GET /api/account': () => account({ two_factor_enabled: enabled, recovery_codes_left: enabled ? 2 : 0 }),
      'POST /api/account/two-factor/disable': disable,
    });
    const twoFactor = await findSection('Verificação em duas etapas');
    expect(within(twoFactor).getByText('Ativada')).toBeInTheDocument();
    expect(within(twoFactor).getByText(/Restam poucos códigos de recuperação/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar' }));

    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar verificação' }));
    expect(within(twoFactor).getByLabelText(/^Senha/)).toHaveAccessibleDescription('Informe a sua senha');
    expect(disable).not.toHaveBeenCalled();

    await user.type(within(twoFactor).getByLabelText(/^Senha/), 'segredo');
    await user.type(within(twoFactor).getByLabelText(/^Código do aplicativo ou de recuperação/), '111111');
    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar verificação' }));
    expect(await within(twoFactor).findByText('Senha ou código inválido')).toHaveAttribute('role', 'alert');

    await user.clear(within(twoFactor).getByLabelText(/^Código do aplicativo ou de recuperação/));
    await user.type(within(twoFactor).getByLabelText(/^Código do aplicativo ou de recuperação/), '654 321');
    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar verificação' }));
    expect(await findNotice('Verificação em duas etapas desativada')).toBeInTheDocument();
    expect(body(api.callsTo('POST', '/api/account/two-factor/disable')[1])).toEqual({
      password: 'segredo',
      code: '654321',
    });
    expect(await within(twoFactor).findByText('Desativada')).toBeInTheDocument();
  });

  it('the store’s 409 on disabling is shown as the server gives it', async () => {
    renderAccount({
      'GET /api/account': account({ two_factor_enabled: true, recovery_codes_left: 10, two_factor_required: true }),
      'POST /api/account/two-factor/disable': jsonResponse(409, { detail: 'A loja exige verificação em duas etapas' }),
    });
    const user = userEvent.setup();
    const twoFactor = await findSection('Verificação em duas etapas');
    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar' }));
    await user.type(within(twoFactor).getByLabelText(/^Senha/), 'segredo');
    await user.type(within(twoFactor).getByLabelText(/^Código do aplicativo ou de recuperação/), '123456');
    await user.click(within(twoFactor).getByRole('button', { name: 'Desativar verificação' }));
    expect(await within(twoFactor).findByText('A loja exige verificação em duas etapas')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});

describe('AccountPage: Sessões', () => {
  it('lists each session with device, IP, start and last use in the store’s time; this one marked, without "Encerrar"', async () => {
    renderAccount();
    const sessions = await findSection('Sessões');
    const items = await within(sessions).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome no Android');
    expect(items[0]).toHaveTextContent('Esta sessão');
    expect(items[0]).toHaveTextContent('IP 189.1.2.3');
    expect(items[0]).toHaveTextContent('Início: 10/03/2026 12:04');
    expect(items[0]).toHaveTextContent('Último acesso: 10/03/2026 15:30');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent('Esta sessão');
    expect(within(items[1]!).getByRole('button', { name: /Encerrar sessão: Firefox no Windows/ })).toBeEnabled();
  });

  it('ends another session after confirming, then reads the sessions and the activity again', async () => {
    let live = SESSIONS;
    const api = renderAccount({
      'GET /api/account/sessions': () => live,
      [`DELETE /api/account/sessions/${SESSIONS[1]!.id}`]: () => {
        live = [SESSIONS[0]!];
        return { message: 'Sessão encerrada' };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Encerrar sessão: Firefox no Windows/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Encerrar sessão' });
    expect(dialog).toHaveTextContent('Firefox no Windows (IP 200.9.8.7)');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));

    expect(await findNotice('Sessão encerrada')).toBeInTheDocument();
    await waitFor(() => expect(within(section('Sessões')).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE', `/api/account/sessions/${SESSIONS[1]!.id}`)).toHaveLength(1);
    expect(api.callsTo('GET', '/api/account/activity')).toHaveLength(2);
  });

  it('"Encerrar todas as outras" posts end-others and says how many ended; it is off when no other session is open', async () => {
    let live = SESSIONS;
    const api = renderAccount({
      'GET /api/account/sessions': () => live,
      'POST /api/account/sessions/end-others': () => {
        live = [SESSIONS[0]!];
        return { message: 'Outras sessões encerradas', ended: 1 };
      },
    });
    const user = userEvent.setup();
    const sessions = await findSection('Sessões');
    await within(sessions).findAllByRole('listitem');
    await user.click(within(sessions).getByRole('button', { name: 'Encerrar todas as outras' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Encerrar todas' }));
    expect(await findNotice('1 sessão encerrada')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/sessions/end-others')).toHaveLength(1);
    await waitFor(() =>
      expect(within(sessions).getByRole('button', { name: 'Encerrar todas as outras' })).toBeDisabled(),
    );
  });
});

describe('AccountPage: Alterar senha', () => {
  const fill = async (current: string, next: string, confirmation: string) => {
    const user = userEvent.setup();
    const form = await findSection('Alterar senha');
    if (current) await user.type(within(form).getByLabelText(/^Senha atual/), current);
    if (next) await user.type(within(form).getByLabelText(/^Nova senha/), next);
    if (confirmation) await user.type(within(form).getByLabelText(/^Confirme a nova senha/), confirmation);
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    return form;
  };

  it('checks what it can before sending: required, 6 characters, the same twice', async () => {
    const api = renderAccount();
    let form = await fill('', '12345', '12345');
    expect(within(form).getByLabelText(/^Senha atual/)).toHaveAccessibleDescription('Informe a senha atual');
    expect(within(form).getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter no mínimo 6 caracteres'),
    );
    form = await fill('velha', '6', '');
    expect(within(form).getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription('As senhas não conferem');
    expect(api.callsTo('POST', '/api/account/password')).toHaveLength(0);
  });

  it.each([
    [400, 'Essa senha é muito comum; escolha outra', /^Nova senha/],
    [400, 'A senha não pode conter o nome de usuário nem o nome da loja', /^Nova senha/],
    [401, 'Senha atual incorreta', /^Senha atual/],
  ])('shows the server’s %i "%s" under its field', async (status, detail, field) => {
    renderAccount({ 'POST /api/account/password': jsonResponse(status, { detail }) });
    const form = await fill('velha-senha', 'nova-senha-boa', 'nova-senha-boa');
    await waitFor(() =>
      expect(within(form).getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(detail)),
    );
    expect(within(form).getByText(detail)).toHaveClass('adm-field__error');
  });

  it('changed: the server’s message, the fields emptied, the sessions and the activity read again', async () => {
    const answer = deferred<Response>();
    const api = renderAccount({ 'POST /api/account/password': () => answer.promise });
    const form = await fill('velha-senha', 'nova-senha-boa', 'nova-senha-boa');
    expect(within(form).getByRole('button', { name: 'Alterando...' })).toBeDisabled();
    answer.resolve(jsonResponse(200, { message: 'Senha alterada; as outras sessões foram encerradas', ended: 1 }));

    expect(await findNotice('Senha alterada; as outras sessões foram encerradas')).toBeInTheDocument();
    expect(body(api.callsTo('POST', '/api/account/password')[0])).toEqual({
      current_password: 'velha-senha',
      new_password: 'nova-senha-boa',
    });
    expect(within(form).getByLabelText(/^Senha atual/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Nova senha/)).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET', '/api/account/sessions')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/account/activity')).toHaveLength(2);
  });
});

describe('AccountPage: Atividade recente', () => {
  it('shows each event with its description, the store’s time, IP and device; failures stand out', async () => {
    renderAccount();
    const activity = await findSection('Atividade recente');
    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Entrada com verificação em duas etapas10/03/2026 12:04 · IP 189.1.2.3 · Chrome no Android',
      '⚠️ Tentativa de entrada com senha errada09/03/2026 23:00 · IP 45.6.7.8 · curl',
    ]);
    expect(items[1]).toHaveClass('adm-account__item--warning');
    expect(items[0]).not.toHaveClass('adm-account__item--warning');
  });
});

describe('AccountPage: Segurança da loja', () => {
  const TOGGLE = 'Exigir verificação em duas etapas de todos os administradores';

  it('turning the requirement on PUTs it; the 409 of an admin without 2FA is shown and the box stays off', async () => {
    const api = renderAccount({
      'PUT /api/security-settings': jsonResponse(409, {
        detail: 'Ative a verificação em duas etapas na sua conta antes de exigi-la',
      }),
    });
    const toggle = await screen.findByRole('checkbox', { name: TOGGLE });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    expect(
      await screen.findByText('Ative a verificação em duas etapas na sua conta antes de exigi-la'),
    ).toHaveAttribute('role', 'alert');
    expect(toggle).not.toBeChecked();
    expect(body(api.callsTo('PUT', '/api/security-settings')[0])).toEqual({ require_two_factor: true });
  });

  it('saved: the box follows the server and says so', async () => {
    renderAccount({
      'GET /api/account': account({ two_factor_enabled: true, recovery_codes_left: 10 }),
      'PUT /api/security-settings': { require_two_factor: true },
    });
    const toggle = await screen.findByRole('checkbox', { name: TOGGLE });
    await userEvent.setup().click(toggle);
    expect(
      await findNotice('A verificação em duas etapas agora é exigida de todos os administradores'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});

describe('AccountPage while the store requires a setup', () => {
  it('shows why, and only the two-step setup (the other calls would be refused)', async () => {
    const api = renderAccount({
      'GET /api/account': account({ two_factor_required: true, two_factor_setup_required: true }),
    });
    expect(await screen.findByText(SETUP_REQUIRED_NOTICE)).toHaveAttribute('role', 'alert');
    expect(section('Verificação em duas etapas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeInTheDocument();
    for (const name of ['Sessões', 'Alterar senha', 'Atividade recente', 'Segurança da loja']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(api.callsTo('GET', '/api/account/sessions')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/account/activity')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/security-settings')).toHaveLength(0);
  });
});
