// Test-only helpers for the admin screens.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminAuthProvider } from '../features/admin-auth/components/admin-auth-context';
import type { AdminOrder, AdminRitual } from '../features/admin-common/admin-types';
import { ADMIN_TOKEN_KEY } from '../features/admin-common/api/admin-session';
import type { OrderPage } from '../features/admin-common/api/order-pages-api';
import { AdminFrame } from '../features/admin-common/components/admin-frame';
import { ConfirmProvider } from '../features/admin-common/components/confirm-dialog';
import { NoticeProvider } from '../features/admin-common/components/notices';
import { clientName } from '../features/admin-common/orders';
import { storeDateOf, toInputDate } from '../features/admin-common/store-dates';
import { jsonResponse, mockApi } from './mock-api';
import { RoutesWithProbes } from './render';

export const ADMIN_USER = { id: 1, username: 'admin', email: 'admin@templo.com', created_at: '2025-01-10T12:00:00Z' };

type ApiRoutes = Parameters<typeof mockApi>[0];

/** The API as a signed-in admin sees it: /auth/me answers unless the test overrides it. */
export function mockAdminApi(routes: ApiRoutes) {
  return mockApi({ 'GET /api/auth/me': ADMIN_USER, ...routes });
}

interface RenderAdminOptions {
  /** The route pattern the element is mounted at. */
  path: string;
  url?: string;
  /** Other paths that render a LocationProbe, to assert navigation. */
  probes?: string[];
  token?: string | null;
  /** Router state of the initial entry (e.g. where the login page should return to). */
  state?: unknown;
}

/** Renders an admin screen inside the same providers the panel uses (frame, notices, confirm, auth). */
export function renderAdmin(
  element: ReactElement,
  { path, url = path, probes = [], token = 'token-valido', state }: RenderAdminOptions,
) {
  if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
  return render(
    <MemoryRouter initialEntries={[{ pathname: url, state }]}>
      <AdminFrame>
        <NoticeProvider>
          <ConfirmProvider>
            <AdminAuthProvider>
              <RoutesWithProbes path={path} element={element} probes={probes} />
            </AdminAuthProvider>
          </ConfirmProvider>
        </NoticeProvider>
      </AdminFrame>
    </MemoryRouter>,
  );
}

/** Replaces the async clipboard (call it after userEvent.setup(), which installs its own); returns the mock. */
export function mockClipboard(result: 'ok' | 'fail' = 'ok') {
  const writeText = vi.fn(async (_text: string) => {
    if (result === 'fail') throw new Error('denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  if (result === 'fail') document.execCommand = () => false;
  return writeText;
}

/** Decodes a form-urlencoded request body. */
export const formBody = (body: unknown) => Object.fromEntries(new URLSearchParams(String(body)));

export function ritual(overrides: Partial<AdminRitual> = {}): AdminRitual {
  return {
    id: 1,
    name: 'Amarração do Amor',
    slug: 'amarracao-do-amor',
    description: 'Traz a pessoa amada de volta.',
    price: 49.9,
    image_url: '',
    active: true,
    commission_type: 'percentage',
    commission_value: 10,
    confirmation_message: '',
    instructions: '',
    form_fields: [
      { id: 1, name: 'nome_amor', label: 'Nome da pessoa amada', type: 'text', required: true, placeholder: '' },
    ],
    featured_day: 5,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function order(overrides: Partial<AdminOrder> & { form_data?: Record<string, string> } = {}): AdminOrder {
  return {
    id: 100,
    ritual_id: 1,
    ritual_name: 'Amarração do Amor',
    form_data: { nome_completo_fixo: 'Maria da Silva', whatsapp_contato: '(11) 98765-4321' },
    whatsapp: '',
    payment_status: 'pending',
    expired: false,
    late_payment: false,
    created_at: '2025-06-06T15:00:00Z',
    photos: [],
    consent: null,
    ...overrides,
  };
}

export { jsonResponse };

/** A notice (the panel's alert) with this text. */
export const findNotice = (text: string | RegExp) => screen.findByText(text, { selector: '.adm-notice__text' });

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * GET /api/clientes as the gateway answers it: the plain list without page parameters, else a page of
 * `list` (kept in the order given) filtered by status, q, ritual_id and from/to, with counts on the first page.
 */
export function orderPagesRoute(list: readonly AdminOrder[]) {
  return ({ query }: { query: URLSearchParams }): AdminOrder[] | OrderPage => {
    if (!['limit', 'cursor', 'status', 'q', 'from', 'to'].some((name) => query.has(name))) {
      const ritual = query.get('ritual_id');
      return list.filter((item) => !ritual || String(item.ritual_id) === ritual);
    }
    const q = plain(query.get('q') ?? '');
    const ritual = query.get('ritual_id');
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    const day = (item: AdminOrder) => toInputDate(storeDateOf(new Date(item.created_at)));
    const matching = list.filter(
      (item) =>
        (!ritual || String(item.ritual_id) === ritual) &&
        (!q || plain(`${clientName(item)} ${item.ritual_name}`).includes(q)) &&
        (!from || day(item) >= from) &&
        (!to || day(item) <= to),
    );
    const status = query.get('status');
    const filtered = status ? matching.filter((item) => item.payment_status === status) : matching;
    const start = Number(query.get('cursor') || 0);
    const limit = Number(query.get('limit') || 50);
    const count = (wanted: string) => matching.filter((item) => item.payment_status === wanted).length;
    return {
      items: filtered.slice(start, start + limit),
      next_cursor: start + limit < filtered.length ? String(start + limit) : null,
      counts:
        start === 0
          ? { all: matching.length, pending: count('pending'), paid: count('paid'), cancelled: count('cancelled') }
          : null,
    };
  };
}
