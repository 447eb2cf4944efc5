import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentNavigationState } from '../../../app/navigation-state';
import { createdClientFixture, ritualFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PaymentPage } from './payment-page';
import { BANK_POLL_MS } from './use-payment-status-watch';

const { order_token: orderToken, ...client } = createdClientFixture();
const ritual = ritualFixture();
const navigationState: PaymentNavigationState = { client, ritual, orderToken };
const PSP_CODE = '00020101021226800014br.gov.bcb.pix2558psp.example.com/qr/v2/abc5204000053039865802BR6304ABCD';
const statusPath = `/api/clientes/${client.id}/payment-status`;

function renderWithPsp(status: () => { payment_status: string; expired: boolean }, extra = {}) {
  const api = mockApi({
    'GET /api/payment-config': { pix_key: 'pix@ritual.com.br', qr_code_image: '' },
    [`GET /api/clientes/${client.id}/pix`]: {
      brcode: PSP_CODE,
      qr_code_image: 'iVBORw0KGgo=',
      amount: 49.9,
      txid: 'a'.repeat(32),
      expires_at: '2026-03-11T18:00:00.000Z',
      bank_confirmation: true,
    },
    [`GET ${statusPath}`]: () => ({ id: client.id, payment_expires_at: null, ...status() }),
    ...extra,
  });
  renderRoute(<PaymentPage />, {
    path: '/pagamento',
    url: '/pagamento',
    state: navigationState,
    probes: ['/', '/obrigado'],
  });
  return api;
}

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('PaymentPage with a PSP confirming payments', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('shows the PSP code, waits for the bank and moves to /obrigado on its own once paid, receipt upload still below', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paymentStatus = 'pending';
    const api = renderWithPsp(() => ({ payment_status: paymentStatus, expired: false }));

    expect(await screen.findByRole('heading', { name: 'Aguardando a confirmação do banco' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código Pix Copia e Cola')).toHaveValue(PSP_CODE);
    expect(screen.getByLabelText('Enviar Comprovante', { selector: 'input' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET', statusPath).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    paymentStatus = 'paid';
    await act(async () => vi.advanceTimersByTimeAsync(BANK_POLL_MS));

    const probe = await screen.findByTestId('location');
    expect(probe).toHaveAttribute('data-pathname', '/obrigado');
    expect(JSON.parse(probe.textContent ?? '{}').confirmedByBank).toBe(true);
    expect(api.callsTo('GET', statusPath)[0]?.headers.get('X-Order-Token')).toBe(orderToken);
  });

  it('stops asking while the page is hidden and asks again as soon as it is visible', async () => {
    vi.useFakeTimers();
    const api = renderWithPsp(() => ({ payment_status: 'pending', expired: false }));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Aguardando a confirmação do banco' })).toBeInTheDocument();
    const asked = () => api.callsTo('GET', statusPath).length;

    act(() => setVisibility('hidden'));
    const whileHidden = asked();
    await act(async () => vi.advanceTimersByTimeAsync(5 * BANK_POLL_MS));
    expect(asked()).toBe(whileHidden);

    await act(async () => setVisibility('visible'));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(asked()).toBe(whileHidden + 1);
    await act(async () => vi.advanceTimersByTimeAsync(BANK_POLL_MS));
    expect(asked()).toBe(whileHidden + 2);
  });

  it('"Pagamento Efetuado" asks the bank and goes to /obrigado when it confirms', async () => {
    const user = userEvent.setup();
    const api = renderWithPsp(() => ({ payment_status: 'pending', expired: false }), {
      [`POST /api/clientes/${client.id}/pix/check`]: { paid: true },
    });
    await screen.findByRole('heading', { name: 'Aguardando a confirmação do banco' });

    await user.click(screen.getByRole('button', { name: '✅ Pagamento Efetuado' }));

    expect(await screen.findByTestId('location')).toHaveAttribute('data-pathname', '/obrigado');
    expect(api.callsTo('PUT', `/api/clientes/${client.id}/payment`)).toHaveLength(0);
  });

  it('"Pagamento Efetuado" before the bank confirms says so and stays', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithPsp(() => ({ payment_status: 'pending', expired: false }), {
      [`POST /api/clientes/${client.id}/pix/check`]: { paid: false },
    });
    await screen.findByRole('heading', { name: 'Aguardando a confirmação do banco' });

    await user.click(screen.getByRole('button', { name: '✅ Pagamento Efetuado' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringMatching(/Ainda não recebemos/)));
    expect(screen.getByRole('button', { name: '✅ Pagamento Efetuado' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('an expired order says "Este pedido expirou" with a way back to the ritual, and no code to pay', async () => {
    renderWithPsp(() => ({ payment_status: 'cancelled', expired: true }));

    expect(await screen.findByRole('heading', { name: 'Este pedido expirou' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao ritual' })).toHaveAttribute('href', `/ritual/${ritual.slug}`);
    expect(screen.queryByLabelText('Código Pix Copia e Cola')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '✅ Pagamento Efetuado' })).not.toBeInTheDocument();
  });
});
