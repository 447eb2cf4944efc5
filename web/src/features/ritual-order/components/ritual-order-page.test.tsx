import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createdClientFixture, ritualFixture } from '../../../test/fixtures';
import { deferred, jsonResponse, mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SiteProvider } from '../../site/components/site-context';
import { RitualOrderPage } from './ritual-order-page';

const ritual = ritualFixture();
const NOTICE = { 'GET /api/privacy-notice': { version: '4', text: 'Aviso' } };

function renderPaidForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET /api/ritual/${ritual.slug}`]: ritual, ...NOTICE, ...routes });
  renderRoute(<RitualOrderPage mode="payment" />, {
    path: '/ritual/:slug',
    url: `/ritual/${ritual.slug}`,
    probes: ['/', '/pagamento'],
  });
  return api;
}

function renderRegistrationForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET /api/ritual/${ritual.slug}`]: ritual, ...NOTICE, ...routes });
  renderRoute(<RitualOrderPage mode="registration" />, {
    path: '/registro/:slug',
    url: `/registro/${ritual.slug}`,
    probes: ['/'],
  });
  return api;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Nome completo/), 'Maria da Silva');
  await user.type(screen.getByLabelText(/^WhatsApp/), '11987654321');
  await user.type(screen.getByLabelText(/Nome da pessoa amada/), 'João');
  await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));
}

const submittedJson = (call: RecordedCall | undefined) => JSON.parse(String(call?.body));

describe('RitualOrderPage (paid)', () => {
  it('when the ritual loads, shows its name, description, price via PIX, the fields and the submit button', async () => {
    renderPaidForm();

    expect(await screen.findByRole('heading', { level: 1, name: ritual.name })).toBeInTheDocument();
    expect(screen.getByText(ritual.description)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s49,90/)).toBeInTheDocument();
    expect(screen.getByText('via PIX')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/^WhatsApp/)).toHaveAttribute('maxlength', '15');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Data de nascimento/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('pedido').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Foto (opcional)')).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Continuar para Pagamento' })).toBeEnabled();
  });

  it('beside the WhatsApp field, says that confirmation, payment reminders and the video come there from the store, named', async () => {
    mockApi({
      [`GET /api/ritual/${ritual.slug}`]: ritual,
      ...NOTICE,
      'GET /api/site-config': { site_name: 'Templo da Lua' },
      'GET /api/theme-config': jsonResponse(500, {}),
    });
    renderRoute(
      <SiteProvider>
        <RitualOrderPage mode="payment" />
      </SiteProvider>,
      { path: '/ritual/:slug', url: `/ritual/${ritual.slug}` },
    );

    const whatsapp = await screen.findByLabelText(/^WhatsApp/);
    await vi.waitFor(() => expect(whatsapp).toHaveAccessibleDescription(/Templo da Lua/));
    expect(whatsapp).toHaveAccessibleDescription(
      /confirmação deste pedido, os lembretes de pagamento e o vídeo do ritual chegam neste WhatsApp/,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(1);
  });

  it('without the site config, the WhatsApp note still says who sends', async () => {
    renderPaidForm();

    expect(await screen.findByLabelText(/^WhatsApp/)).toHaveAccessibleDescription(/enviados por nossa loja\.$/);
  });

  it('when the featured weekday is set, names it in Portuguese', async () => {
    renderPaidForm();

    expect(await screen.findByText(/Sexta-feira/)).toBeInTheDocument();
  });

  it('when submitted empty, shows the required messages of the fixed and the ritual fields', async () => {
    const user = userEvent.setup();
    const api = renderPaidForm();

    await user.click(await screen.findByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('Nome completo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Nome da pessoa amada é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nome completo/)).toHaveFocus();
    expect(api.callsTo('POST', '/api/clientes')).toHaveLength(0);
  });

  it('when the consent box is unticked, does not send and says why under the highlighted box', async () => {
    const user = userEvent.setup();
    const api = renderPaidForm();
    await fillRequired(user);
    const consent = screen.getByRole('checkbox', { name: /Li e concordo/ });
    await user.click(consent);

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(consent).not.toBeChecked();
    expect(consent).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Marque a caixa acima para concordar com o uso dos seus dados');
    expect(screen.getByRole('group', { name: 'Seus dados e a sua privacidade' })).toHaveTextContent('WhatsApp (Meta)');
    expect(screen.getByRole('link', { name: 'Leia o aviso de privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(api.callsTo('POST', '/api/clientes')).toHaveLength(0);
  });

  it('when a required field holds only spaces, treats it as blank', async () => {
    const user = userEvent.setup();
    renderPaidForm();

    await user.type(await screen.findByLabelText(/Nome da pessoa amada/), '   ');
    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('Nome da pessoa amada é obrigatório')).toBeInTheDocument();
  });

  it('when a required field has no label, names it by its field name', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /api/ritual/${ritual.slug}`]: ritualFixture({
        form_fields: [{ id: 7, name: 'cidade', label: '', type: 'text', required: true, placeholder: '' }],
      }),
    });
    renderRoute(<RitualOrderPage mode="payment" />, { path: '/ritual/:slug', url: `/ritual/${ritual.slug}` });

    await user.click(await screen.findByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('cidade é obrigatório')).toBeInTheDocument();
  });

  it('when the email is not an address, shows "Email inválido"', async () => {
    const user = userEvent.setup();
    renderPaidForm();
    await fillRequired(user);

    await user.type(screen.getByLabelText(/Email/), 'maria@exemplo');
    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('Email inválido')).toBeInTheDocument();
  });

  it('when a phone field is incomplete, shows the phone format message', async () => {
    const user = userEvent.setup();
    renderPaidForm();
    await fillRequired(user);

    await user.type(screen.getByLabelText(/^Telefone/), '1199');
    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('Telefone deve estar no formato (xx) xxxxx-xxxx')).toBeInTheDocument();
  });

  it('when the WhatsApp is incomplete, shows the WhatsApp format message', async () => {
    const user = userEvent.setup();
    renderPaidForm();

    await user.type(await screen.findByLabelText(/^WhatsApp/), '119876');
    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByText('WhatsApp deve estar no formato (xx) xxxxx-xxxx')).toBeInTheDocument();
  });

  it('when typing digits in a phone field, formats them as (DD) NNNNN-NNNN', async () => {
    const user = userEvent.setup();
    renderPaidForm();

    const whatsapp = await screen.findByLabelText(/^WhatsApp/);
    await user.type(whatsapp, '11987654321999');
    const phone = screen.getByLabelText(/^Telefone/);
    await user.type(phone, '1132345678');

    expect(whatsapp).toHaveValue('(11) 98765-4321');
    expect(phone).toHaveValue('(11) 3234-5678');
  });

  it('when a field in error is edited, clears only that field’s error', async () => {
    const user = userEvent.setup();
    renderPaidForm();
    await user.click(await screen.findByRole('button', { name: 'Continuar para Pagamento' }));

    await user.type(screen.getByLabelText(/Nome completo/), 'M');

    expect(screen.queryByText('Nome completo é obrigatório')).not.toBeInTheDocument();
    expect(screen.getByText('WhatsApp é obrigatório')).toBeInTheDocument();
  });

  it('when the full name exceeds 100 characters, does not accept more', async () => {
    const user = userEvent.setup();
    renderPaidForm();
    const fullName = await screen.findByLabelText(/Nome completo/);

    await user.type(fullName, 'a'.repeat(105));

    expect(fullName).toHaveValue('a'.repeat(100));
  });

  it('when valid, posts the order with whatsapp taken from telefone and goes to /pagamento with client, ritual and token', async () => {
    const user = userEvent.setup();
    const created = createdClientFixture();
    const api = renderPaidForm({ 'POST /api/clientes': created });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Telefone/), '11912345678');

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    const probe = await screen.findByTestId('location');
    expect(probe).toHaveAttribute('data-pathname', '/pagamento');
    const state = JSON.parse(probe.textContent ?? '{}');
    expect(state.orderToken).toBe('token-abc');
    expect(state.client.id).toBe(created.id);
    expect(state.ritual.slug).toBe(ritual.slug);
    const call = api.callsTo('POST', '/api/clientes')[0];
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^pedido-[0-9a-f]{32}$/);
    const body = submittedJson(call);
    expect(body).toEqual({
      ritual_id: ritual.id,
      form_data: {
        nome_completo_fixo: 'Maria da Silva',
        whatsapp_contato: '(11) 98765-4321',
        nome_amor: 'João',
        email: '',
        telefone: '(11) 91234-5678',
        data_nascimento: '',
        pedido: '',
      },
      whatsapp: '(11) 91234-5678',
      photos: [],
      consent: { accepted: true, notice_version: '4' },
    });
  });

  it('when the ritual has a whatsapp field, sends it as whatsapp in preference to telefone', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET /api/ritual/${ritual.slug}`]: ritualFixture({
        form_fields: [
          { id: 7, name: 'telefone', label: 'Telefone', type: 'tel', required: false, placeholder: '' },
          { id: 8, name: 'whatsapp', label: 'Outro WhatsApp', type: 'tel', required: false, placeholder: '' },
        ],
      }),
      'POST /api/clientes': createdClientFixture(),
      ...NOTICE,
    });
    renderRoute(<RitualOrderPage mode="payment" />, {
      path: '/ritual/:slug',
      url: `/ritual/${ritual.slug}`,
      probes: ['/pagamento'],
    });
    await user.type(await screen.findByLabelText(/Nome completo/), 'Maria');
    await user.type(screen.getByLabelText(/^WhatsApp/), '11987654321');
    await user.type(screen.getByLabelText(/^Telefone/), '11912345678');
    await user.type(screen.getByLabelText(/Outro WhatsApp/), '21999998888');
    await user.click(screen.getByRole('checkbox', { name: /Li e concordo/ }));

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    await screen.findByTestId('location');
    expect(submittedJson(api.callsTo('POST', '/api/clientes')[0]).whatsapp).toBe('(21) 99999-8888');
  });

  it('when neither whatsapp nor telefone is filled, sends an empty whatsapp', async () => {
    const user = userEvent.setup();
    const api = renderPaidForm({ 'POST /api/clientes': createdClientFixture() });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    await screen.findByTestId('location');
    expect(submittedJson(api.callsTo('POST', '/api/clientes')[0]).whatsapp).toBe('');
  });

  it('while submitting, disables the button and reads "Processando..."', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    renderPaidForm({ 'POST /api/clientes': () => pending.promise });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    expect(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled();
    pending.resolve(jsonResponse(200, createdClientFixture()));
    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/pagamento');
  });

  it('when the server answers 400 with a detail, alerts the detail after a warning sign', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPaidForm({ 'POST /api/clientes': jsonResponse(400, { detail: 'WhatsApp é obrigatório' }) });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('⚠️ WhatsApp é obrigatório'));
    expect(screen.getByRole('button', { name: 'Continuar para Pagamento' })).toBeEnabled();
  });

  it('when the submission fails otherwise, alerts the generic paid-form message', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPaidForm({ 'POST /api/clientes': jsonResponse(500, { detail: 'boom' }) });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Erro ao enviar formulário. Tente novamente.'));
  });

  it('when a photo was uploaded, sends its server file name', async () => {
    const user = userEvent.setup();
    const api = renderPaidForm({
      'POST /api/upload-photo': { filename: 'srv-abc.jpg' },
      'POST /api/clientes': createdClientFixture(),
    });
    await fillRequired(user);

    await user.upload(screen.getByLabelText('Foto (opcional)'), new File(['img'], 'eu.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Foto enviada: eu.jpg' });
    await user.click(screen.getByRole('button', { name: 'Continuar para Pagamento' }));

    await screen.findByTestId('location');
    expect(submittedJson(api.callsTo('POST', '/api/clientes')[0]).photos).toEqual(['srv-abc.jpg']);
  });

  it('when the ritual cannot be loaded, redirects to /', async () => {
    mockApi({});
    renderRoute(<RitualOrderPage mode="payment" />, { path: '/ritual/:slug', url: '/ritual/nao-existe' });

    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('when the server returns no ritual, shows "Ritual não encontrado" with a way back', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/ritual/vazio': jsonResponse(200, null) });
    renderRoute(<RitualOrderPage mode="payment" />, { path: '/ritual/:slug', url: '/ritual/vazio' });

    expect(await screen.findByRole('heading', { name: 'Ritual não encontrado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao Início' }));
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });
});

describe('RitualOrderPage (registration without payment)', () => {
  it('shows the direct-registration badge and the "Registrar no Ritual" button', async () => {
    renderRegistrationForm();

    expect(await screen.findByText('Registro Direto sem pagamento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar no Ritual' })).toBeInTheDocument();
  });

  it('the WhatsApp note promises no payment reminders for a registration without payment', async () => {
    renderRegistrationForm();

    const whatsapp = await screen.findByLabelText(/^WhatsApp/);
    expect(whatsapp).toHaveAccessibleDescription(/confirmação deste registro e o vídeo do ritual/);
    expect(whatsapp).not.toHaveAccessibleDescription(/lembretes/);
  });

  it('when registered, posts to /clientes/no-payment, alerts success and clears the form on the same page', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = renderRegistrationForm({ 'POST /api/clientes/no-payment': { message: 'ok' } });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Registrar no Ritual' }));

    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Dados enviados com sucesso! O ritual será processado em breve.'),
    );
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('');
    expect(screen.getByLabelText(/^WhatsApp/)).toHaveValue('');
    expect(screen.getByLabelText(/Nome da pessoa amada/)).toHaveValue('');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(submittedJson(api.callsTo('POST', '/api/clientes/no-payment')[0]).form_data.nome_completo_fixo).toBe(
      'Maria da Silva',
    );
  });

  it('while submitting, disables the button and reads "Enviando..."', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const pending = deferred<Response>();
    renderRegistrationForm({ 'POST /api/clientes/no-payment': () => pending.promise });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Registrar no Ritual' }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    pending.resolve(jsonResponse(200, { message: 'ok' }));
    expect(await screen.findByRole('button', { name: 'Registrar no Ritual' })).toBeEnabled();
  });

  it('when the person was already registered today, alerts the server detail with a warning sign and keeps the data', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const detail = 'Este WhatsApp já foi cadastrado hoje neste ritual';
    renderRegistrationForm({ 'POST /api/clientes/no-payment': jsonResponse(400, { detail }) });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Registrar no Ritual' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(`⚠️ ${detail}`));
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Maria da Silva');
  });

  it('when the registration fails otherwise, alerts the no-payment message', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRegistrationForm({ 'POST /api/clientes/no-payment': jsonResponse(503, {}) });
    await fillRequired(user);

    await user.click(screen.getByRole('button', { name: 'Registrar no Ritual' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Erro ao enviar dados. Tente novamente.'));
  });

  it('does not show the price, since nothing is paid', async () => {
    renderRegistrationForm();

    const info = await screen.findByRole('region', { name: ritual.name });
    expect(within(info).queryByText('via PIX')).not.toBeInTheDocument();
  });
});
