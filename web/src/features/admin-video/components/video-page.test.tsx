import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findNotice,
  mockAdminApi,
  mockClipboard,
  order,
  orderPagesRoute,
  renderAdmin,
  ritual,
} from '../../../test/admin-screens';
import { VideoPage } from './video-page';

const orders = [
  order({ id: 1, payment_status: 'paid', created_at: '2025-06-06T15:00:00Z' }),
  order({
    id: 2,
    form_data: { nome_completo_fixo: 'Ana', pedido: 'sem número' },
    payment_status: 'paid',
    created_at: '2025-06-05T15:00:00Z',
  }),
  order({
    id: 3,
    form_data: { nome_completo_fixo: 'Bia', whatsapp_contato: '(21) 98888-7777' },
    payment_status: 'pending',
    created_at: '2025-06-06T16:00:00Z',
  }),
  order({
    id: 4,
    ritual_id: 2,
    form_data: { nome_completo_fixo: 'Outro ritual', whatsapp_contato: '(31) 97777-6666' },
    payment_status: 'paid',
  }),
];

let downloads: Blob[] = [];
let fileNames: string[] = [];
beforeEach(() => {
  downloads = [];
  fileNames = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.push(blob as Blob);
    return 'blob:csv';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileNames.push(this.download);
  });
});
afterEach(() => vi.useRealTimers());

async function renderVideo() {
  const api = mockAdminApi({
    'GET /api/rituais/admin': [ritual(), ritual({ id: 2, name: 'Outro' })],
    'GET /api/clientes': orderPagesRoute(orders),
    'GET /api/clientes/export': () =>
      new Response('\uFEFFNome;WhatsApp;Status;Data;Ritual;Link WhatsApp\r\n', {
        headers: { 'Content-Type': 'text/csv' },
      }),
  });
  renderAdmin(<VideoPage />, { path: '/admin/envio-video' });
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Amarração do Amor' });
  await user.selectOptions(screen.getByLabelText('Ritual'), 'Amarração do Amor');
  return { api, user };
}

const list = () => screen.getByRole('list', { name: 'Clientes de Amarração do Amor' });

describe('VideoPage (Envio de Vídeo)', () => {
  it('lists the paid clients of the chosen ritual by default, with their detected WhatsApp', async () => {
    const { api } = await renderVideo();
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/clientes')).toBe(true);
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('(11) 98765-4321');
    expect(items[1]).toHaveTextContent('WhatsApp não encontrado');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    const open = within(items[0]!).getByRole('link', { name: /Abrir WhatsApp/ });
    expect(open.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Maria%20da%20Silva!/,
    );
  });

  it('copies one link, and warns for a client without a number', async () => {
    const { user } = await renderVideo();
    const clipboard = mockClipboard();
    await screen.findByText('Maria da Silva');
    const [maria, ana] = within(list()).getAllByRole('listitem');
    await user.click(within(maria!).getByRole('button', { name: /Copiar link/ }));
    expect(await findNotice('Link do WhatsApp copiado!')).toBeInTheDocument();
    expect(clipboard.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/5511987654321/);
    await user.click(within(ana!).getByRole('button', { name: /Copiar link/ }));
    expect(await findNotice('WhatsApp não encontrado para este cliente')).toBeInTheDocument();
  });

  it('offers "copy all" only while the status filter is paid', async () => {
    const { user } = await renderVideo();
    const clipboard = mockClipboard();
    await user.click(await screen.findByRole('button', { name: /Copiar todos os links/ }));
    expect(await findNotice('1 links do WhatsApp copiados!')).toBeInTheDocument();
    expect(clipboard.mock.calls[0]?.[0]).toMatch(/^Maria da Silva: https:\/\/wa\.me\//);

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(screen.queryByRole('button', { name: /Copiar todos os links/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
  });

  it('filters by date in the store time zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-06T20:00:00Z') });
    const { user } = await renderVideo();
    await screen.findByText('Maria da Silva');
    await user.selectOptions(screen.getByLabelText('Período'), 'Ontem');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(list()).toHaveTextContent('Ana');
    await user.selectOptions(screen.getByLabelText('Período'), 'Período personalizado');
    await user.type(screen.getByLabelText('De'), '2025-06-06');
    await user.type(screen.getByLabelText('Até'), '2025-06-06');
    await waitFor(() => expect(list()).toHaveTextContent('Maria da Silva'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('downloads the CSV the server streams for the filter, named after the ritual, and refuses an empty export', async () => {
    const { api, user } = await renderVideo();
    await screen.findByText('Maria da Silva');
    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fileNames[0]).toMatch(/^Amarra__o_do_Amor_\d{4}-\d{2}-\d{2}\.csv$/);
    const [call] = api.callsTo('GET', '/api/clientes/export');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      view: 'video',
      ritual_id: '1',
      status: 'paid',
      ritual_name: 'Amarração do Amor',
    });
    expect(call?.headers.get('authorization')).toBe('Bearer token-valido');
    expect(await downloads[0]!.text()).toContain('Nome;WhatsApp;Status;Data;Ritual;Link WhatsApp');

    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await screen.findByText('Nenhum cliente encontrado');
    await user.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    expect(await findNotice('Nenhum cliente para exportar')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });
});
