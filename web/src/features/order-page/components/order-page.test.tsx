import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../lib/domain-types';
import { createdClientFixture, ritualFixture } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { RoutesWithProbes } from '../../../test/render';
import { APPROVAL_REDIRECT_MS } from '../../payment/components/order-payment';
import type { OrderView } from '../api/order-page-api';
import { OrderPage } from './order-page';

const { order_token: TOKEN, ...pendingClient } = createdClientFixture();
const ID = pendingClient.id;
const HOUR = 3_600_000;

function orderView(client: Partial<Client> = {}, overrides: Partial<OrderView> = {}): OrderView {
  return {
    client: { ...pendingClient, ...client },
    amount: 39.9,
    requires_payment: true,
    payment_expires_at: new Date(Date.now() + 20 * HOUR).toISOString(),
    ritual: ritualFixture({ price: 59.9 }),
    ...overrides,
  };
}

function renderOrderPage(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/payment-config': { pix_key: 'pix@ritual.com.br', qr_code_image: '' },
    [`GET /api/clientes/${ID}/pix`]: {
      brcode: '00020126BRCODE-PEDIDO',
      qr_code_image: 'QRPEDIDO',
      amount: 39.9,
      txid: 'TX1',
      expires_at: null,
      bank_confirmation: false,
    },
    [`GET /api/clientes/${ID}/payment-status`]: {
      id: ID,
      payment_status: 'pending',
      expired: false,
      payment_expires_at: null,
    },
    [`GET /api/clientes/${ID}/receipt-status`]: {
      verification_status: null,
      verification_reason: '',
      payment_approved: false,
      attempts: 0,
      reviewed: false,
    },
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <RoutesWithProbes path="/pedido/:id" element={<OrderPage />} probes={['/', '/obrigado']} />
    </MemoryRouter>,
  );
  return api;
}

const orderUrl = `/pedido/${ID}?t=${TOKEN}`;
const viewCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', `/api/pedidos/${ID}`);

describe('OrderPage (/pedido/:id?t=)', () => {
  it('without a token, shows "Pedido não encontrado" and asks the server nothing', async () => {
    const api = renderOrderPage(`/pedido/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('with an id that is not a number, shows "Pedido não encontrado" without asking', async () => {
    const api = renderOrderPage(`/pedido/abc?t=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('when the server refuses the token (404), shows "Pedido não encontrado" and no order data', async () => {
    const api = renderOrderPage(`/pedido/${ID}?t=errado`, {
      [`GET /api/pedidos/${ID}`]: jsonResponse(404, { detail: 'Pedido não encontrado' }),
    });

    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(viewCalls(api)[0]?.headers.get('X-Order-Token')).toBe('errado');
    expect(screen.queryByText(/Amarração/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', `/api/clientes/${ID}/pix`)).toHaveLength(0);
  });

  it('marks the page noindex for search engines', async () => {
    renderOrderPage(`/pedido/${ID}`);

    await screen.findByRole('heading', { name: 'Pedido não encontrado' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('a pending order: the order token in X-Order-Token, the ritual, the order’s amount, its Copia e Cola and the summary', async () => {
    const api = renderOrderPage(orderUrl, { [`GET /api/pedidos/${ID}`]: orderView() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Amarração do Amor' })).toBeInTheDocument();
    expect(viewCalls(api)[0]?.headers.get('X-Order-Token')).toBe(TOKEN);
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByText(/Pague até \d{2}\/\d{2}/)).toBeInTheDocument();
    // The order's own price (39,90), not the ritual's current one (59,90).
    expect(screen.getAllByText(/R\$\s39,90/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/R\$\s59,90/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Código Pix Copia e Cola')).toHaveValue('00020126BRCODE-PEDIDO');
    expect(api.callsTo('GET', `/api/clientes/${ID}/pix`)[0]?.headers.get('X-Order-Token')).toBe(TOKEN);
    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    expect(within(summary).getByText('Maria da Silva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '✅ Pagamento Efetuado' })).toBeInTheDocument();
    expect(screen.getByText('Enviar Comprovante')).toBeInTheDocument();
  });

  it('a receipt under review shows the same "Comprovante Enviado" panel as /pagamento', async () => {
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView(),
      [`GET /api/clientes/${ID}/receipt-status`]: {
        verification_status: 'pending_review',
        verification_reason: 'Em análise pela equipe.',
        payment_approved: false,
        attempts: 1,
        reviewed: false,
      },
    });

    expect(await screen.findByText('Comprovante Enviado')).toBeInTheDocument();
    expect(screen.getByText('Em análise pela equipe.')).toBeInTheDocument();
  });

  it('when the receipt is approved, says so and after 3 seconds shows the thank-you content on the same address', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView(),
      [`POST /api/upload-receipt/${ID}`]: {
        payment_approved: true,
        verification_status: 'approved',
        verification_reason: 'Tudo certo.',
      },
    });
    const input = await screen.findByLabelText('Enviar Comprovante', { selector: 'input' });
    vi.useFakeTimers();

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'comprovante.pdf', { type: 'application/pdf' })] },
    });
    await vi.waitFor(() => expect(alert).toHaveBeenCalled());

    expect(screen.getByText('Redirecionando em instantes...')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/upload-receipt/${ID}`)[0]?.headers.get('X-Order-Token')).toBe(TOKEN);
    act(() => vi.advanceTimersByTime(APPROVAL_REDIRECT_MS));
    expect(screen.getByRole('heading', { level: 1, name: /^Obrigado/ })).toBeInTheDocument();
    expect(screen.getByText('Pagamento Confirmado')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('when "Pagamento Efetuado" succeeds, sets the order paid with its token and shows the thank-you content', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView(),
      [`PUT /api/clientes/${ID}/payment`]: { id: ID, payment_status: 'paid' },
    });

    await user.click(await screen.findByRole('button', { name: '✅ Pagamento Efetuado' }));

    expect(await screen.findByText('Pagamento Confirmado')).toBeInTheDocument();
    const call = api.callsTo('PUT', `/api/clientes/${ID}/payment`)[0];
    expect(call?.body).toBe('payment_status=paid');
    expect(call?.headers.get('X-Order-Token')).toBe(TOKEN);
  });

  it('a paid order shows the thank-you content with its value, and asks for no PIX', async () => {
    const api = renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView({ payment_status: 'paid', form_data: { nome: 'Joana' } }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Obrigado, Joana!' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Seu Pedido' });
    expect(order).toHaveTextContent(/R\$\s39,90/);
    expect(order).toHaveTextContent('Pagamento Confirmado');
    expect(screen.getByRole('region', { name: 'Próximos Passos' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/clientes/${ID}/pix`)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '✅ Pagamento Efetuado' })).not.toBeInTheDocument();
  });

  it('an expired order shows the expired view with a link back to the ritual, and no payment', async () => {
    const api = renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView({ payment_status: 'cancelled', expired: true }),
    });

    expect(await screen.findByRole('heading', { name: 'Este pedido expirou' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao ritual' })).toHaveAttribute('href', '/ritual/amarracao-do-amor');
    expect(screen.queryByRole('button', { name: '✅ Pagamento Efetuado' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', `/api/clientes/${ID}/pix`)).toHaveLength(0);
  });

  it('an order the store cancelled says it was cancelled', async () => {
    renderOrderPage(orderUrl, { [`GET /api/pedidos/${ID}`]: orderView({ payment_status: 'cancelled' }) });

    expect(await screen.findByRole('heading', { name: 'Este pedido foi cancelado' })).toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });

  it('a pending order past its payment deadline shows the expired view before the sweep cancels it', async () => {
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView({}, { payment_expires_at: new Date(Date.now() - 1000).toISOString() }),
    });

    expect(await screen.findByRole('heading', { name: 'Este pedido expirou' })).toBeInTheDocument();
    expect(screen.queryByText('Pague até', { exact: false })).not.toBeInTheDocument();
  });

  it('when the order expires while the page is open, shows the expired view and badge', async () => {
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView(),
      [`GET /api/clientes/${ID}/payment-status`]: {
        id: ID,
        payment_status: 'cancelled',
        expired: true,
        payment_expires_at: null,
      },
    });

    expect(await screen.findByRole('heading', { name: 'Este pedido expirou' })).toBeInTheDocument();
    expect(screen.getByText('Expirado')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando pagamento')).not.toBeInTheDocument();
  });

  it('when the ritual is no longer active, shows the order’s own ritual name and a link home', async () => {
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: orderView(
        { payment_status: 'cancelled', expired: true, ritual_name: 'Ritual Antigo' },
        { ritual: null },
      ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ritual Antigo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('when rate limited (429), shows the server’s message instead of the order', async () => {
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: jsonResponse(429, {
        detail: 'Muitas tentativas. Tente novamente em alguns minutos.',
      }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em alguns minutos.');
  });

  it('when the server cannot be reached, "Tentar novamente" asks again and shows the order', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderOrderPage(orderUrl, {
      [`GET /api/pedidos/${ID}`]: () => (answers++ === 0 ? jsonResponse(503, { detail: 'Indisponível' }) : orderView()),
    });

    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Amarração do Amor' })).toBeInTheDocument();
    expect(answers).toBe(2);
  });
});
