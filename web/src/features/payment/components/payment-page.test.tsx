import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentNavigationState } from '../../../app/navigation-state';
import { createdClientFixture, ritualFixture } from '../../../test/fixtures';
import { deferred, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { COPIED_FEEDBACK_MS } from './copy-button';
import { APPROVAL_REDIRECT_MS, PaymentPage } from './payment-page';

const { order_token: orderToken, ...client } = createdClientFixture();
const ritual = ritualFixture();
const navigationState: PaymentNavigationState = { client, ritual, orderToken };
const PIX_KEY = 'pix@ritual.com.br';

function renderPayment(routes: Parameters<typeof mockApi>[0] = {}, state: unknown = navigationState) {
  const api = mockApi({
    'GET /api/payment-config': { pix_key: PIX_KEY, qr_code_image: 'iVBORw0KGgo=' },
    [`GET /api/clientes/${client.id}/pix`]: jsonResponse(501, { detail: 'Em breve' }),
    ...routes,
  });
  renderRoute(<PaymentPage />, { path: '/pagamento', url: '/pagamento', state, probes: ['/', '/obrigado'] });
  return api;
}

function stubClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const receiptInput = () => screen.getByLabelText('Enviar Comprovante', { selector: 'input' });

describe('PaymentPage', () => {
  it('without client and ritual in the navigation state, redirects to /', async () => {
    renderPayment({}, null);

    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('with only a client in the state, redirects to /', async () => {
    renderPayment({}, { client });

    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/');
  });

  it('shows the ritual name and price, the QR code, the PIX key and the five payment steps', async () => {
    renderPayment();

    expect(screen.getByRole('heading', { level: 1, name: ritual.name })).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s49,90/).length).toBeGreaterThan(0);
    expect(await screen.findByText(PIX_KEY)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    const steps = within(screen.getByRole('region', { name: 'Como pagar' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveTextContent(/Confirme o valor de R\$\s49,90/);
  });

  it('when the payment config has no QR image, shows the key without an image', async () => {
    renderPayment({ 'GET /api/payment-config': { pix_key: PIX_KEY, qr_code_image: '' } });

    expect(await screen.findByText(PIX_KEY)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code PIX' })).not.toBeInTheDocument();
  });

  it('when the payment config fails to load, still renders the rest of the page', async () => {
    renderPayment({ 'GET /api/payment-config': jsonResponse(500, {}) });

    expect(await screen.findByRole('button', { name: '✅ Pagamento Efetuado' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Carregando dados do PIX...')).not.toBeInTheDocument());
    expect(screen.queryByText('Chave PIX')).not.toBeInTheDocument();
  });

  it('when "Copiar" is pressed, copies the key and reads "Copiado!" for 2 seconds', async () => {
    const writeText = stubClipboard();
    renderPayment();
    const copy = await screen.findByRole('button', { name: 'Copiar chave PIX' });
    vi.useFakeTimers();

    await act(async () => {
      fireEvent.click(copy);
    });

    expect(writeText).toHaveBeenCalledWith(PIX_KEY);
    expect(copy).toHaveTextContent('Copiado!');
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(copy).toHaveTextContent('Copiado!');
    act(() => vi.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copiar');
    expect(copy).not.toHaveTextContent('Copiado!');
  });

  it('when the order has a Pix Copia e Cola, shows it first with its own QR and copy button, keeping the key below', async () => {
    const user = userEvent.setup();
    const api = renderPayment({
      [`GET /api/clientes/${client.id}/pix`]: {
        brcode: '00020126BRCODE5204000053039865405 49.90',
        qr_code_image: 'QRORDER',
        amount: 49.9,
        txid: 'TX1',
      },
    });

    const code = await screen.findByLabelText('Código Pix Copia e Cola');
    expect(code).toHaveValue('00020126BRCODE5204000053039865405 49.90');
    expect(screen.getByRole('img', { name: 'QR Code PIX com o valor do pedido' })).toHaveAttribute(
      'src',
      'data:image/png;base64,QRORDER',
    );
    expect(screen.getByText(PIX_KEY)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Pix Copia e Cola')).toBeLessThan(headings.indexOf('Ou pague pela chave PIX'));
    expect(api.callsTo('GET', `/api/clientes/${client.id}/pix`)[0]?.headers.get('X-Order-Token')).toBe(orderToken);
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix Copia e Cola' }));
    expect(await navigator.clipboard.readText()).toBe('00020126BRCODE5204000053039865405 49.90');
  });

  it('shows the lasting order link, and "Copiar link do pedido" copies it', async () => {
    const writeText = stubClipboard();
    renderPayment();
    const link = `${window.location.origin}/pedido/${client.id}?t=${orderToken}`;

    expect(screen.getByLabelText('Link do pedido')).toHaveValue(link);
    const copy = screen.getByRole('button', { name: 'Copiar link do pedido' });
    await act(async () => {
      fireEvent.click(copy);
    });

    expect(writeText).toHaveBeenCalledWith(link);
    expect(copy).toHaveTextContent('Copiado!');
  });

  it('without the order token (a page opened before tokens existed), shows no order link', async () => {
    renderPayment({}, { client, ritual });

    await screen.findByText(PIX_KEY);
    expect(screen.queryByRole('button', { name: 'Copiar link do pedido' })).not.toBeInTheDocument();
  });

  it('when the per-order PIX is unavailable, does not show the Pix Copia e Cola block', async () => {
    renderPayment();

    await screen.findByText(PIX_KEY);
    expect(screen.queryByText('Pix Copia e Cola')).not.toBeInTheDocument();
  });

  it('lists the filled form fields with the ritual labels (or field names), skipping empty ones, and the total', () => {
    renderPayment(
      {},
      {
        ...navigationState,
        client: { ...client, form_data: { ...client.form_data, pedido: 'Que ele volte', email: '' } },
      },
    );

    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    expect(within(summary).getByText('Nome completo')).toBeInTheDocument();
    expect(within(summary).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(summary).getByText('Nome da pessoa amada')).toBeInTheDocument();
    expect(within(summary).getByText('João')).toBeInTheDocument();
    expect(within(summary).getByText('pedido')).toBeInTheDocument();
    expect(within(summary).queryByText('Email')).not.toBeInTheDocument();
    expect(within(summary).getByText('Total')).toBeInTheDocument();
  });

  it('shows "Após o Pagamento", the special message and the important instructions', () => {
    renderPayment();

    const after = screen.getByRole('region', { name: 'Após o Pagamento' });
    expect(after).toHaveTextContent('24 horas');
    expect(after).toHaveTextContent('WhatsApp');
    expect(after).toHaveTextContent('Stories');
    expect(screen.getByRole('region', { name: 'Mensagem Especial' })).toHaveTextContent(
      ritual.confirmation_message ?? '',
    );
    expect(screen.getByRole('region', { name: 'Instruções Importantes' })).toHaveTextContent(ritual.instructions ?? '');
  });

  it('when the ritual has no message or instructions, leaves those boxes out', () => {
    renderPayment({}, { ...navigationState, ritual: ritualFixture({ confirmation_message: '', instructions: '' }) });

    expect(screen.queryByText('Mensagem Especial')).not.toBeInTheDocument();
    expect(screen.queryByText('Instruções Importantes')).not.toBeInTheDocument();
  });

  it('when "Pagamento Efetuado" succeeds, sets the order paid with its token, alerts and goes to /obrigado', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const confirmation = deferred<Response>();
    const api = renderPayment({ [`PUT /api/clientes/${client.id}/payment`]: () => confirmation.promise });

    await user.click(screen.getByRole('button', { name: '✅ Pagamento Efetuado' }));
    expect(screen.getByRole('button', { name: 'Confirmando...' })).toBeDisabled();
    confirmation.resolve(jsonResponse(200, {}));

    const probe = await screen.findByTestId('location');
    expect(probe).toHaveAttribute('data-pathname', '/obrigado');
    expect(JSON.parse(probe.textContent ?? '{}').ritual.name).toBe(ritual.name);
    expect(alert).toHaveBeenCalledTimes(1);
    const call = api.callsTo('PUT', `/api/clientes/${client.id}/payment`)[0];
    expect(call?.body).toBe('payment_status=paid');
    expect(call?.headers.get('X-Order-Token')).toBe(orderToken);
  });

  it('when "Pagamento Efetuado" fails, alerts the error and makes the button usable again', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPayment({ [`PUT /api/clientes/${client.id}/payment`]: jsonResponse(403, { detail: 'Token inválido' }) });

    await user.click(screen.getByRole('button', { name: '✅ Pagamento Efetuado' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Erro ao confirmar pagamento. Tente novamente.'));
    expect(screen.getByRole('button', { name: '✅ Pagamento Efetuado' })).toBeEnabled();
  });

  it('when the receipt is approved, hides the manual button, says it is redirecting and goes to /obrigado after 3 seconds', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = renderPayment({
      [`POST /api/upload-receipt/${client.id}`]: {
        payment_approved: true,
        verification_status: 'approved',
        verification_reason: 'Tudo certo.',
      },
    });
    vi.useFakeTimers();

    fireEvent.change(receiptInput(), {
      target: { files: [new File(['%PDF'], 'comprovante.pdf', { type: 'application/pdf' })] },
    });
    await vi.waitFor(() => expect(alert).toHaveBeenCalled());

    expect(screen.getByText('Redirecionando em instantes...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '✅ Pagamento Efetuado' })).not.toBeInTheDocument();
    const upload = api.callsTo('POST', `/api/upload-receipt/${client.id}`)[0];
    expect(upload?.headers.get('X-Order-Token')).toBe(orderToken);
    const sentForm = upload?.body as FormData;
    expect((sentForm.get('file') as File).name).toBe('comprovante.pdf');
    act(() => vi.advanceTimersByTime(APPROVAL_REDIRECT_MS - 200));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/obrigado');
  });

  it('when "Voltar ao Início" is pressed, goes to /', async () => {
    const user = userEvent.setup();
    renderPayment();

    await user.click(screen.getByRole('button', { name: 'Voltar ao Início' }));

    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/');
  });
});
