import { VIDEO_MAX_BYTES } from '@ritual/contracts/limits';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findNotice,
  jsonResponse,
  mockAdminApi,
  order,
  orderPagesRoute,
  renderAdmin,
  ritual,
} from '../../../test/admin-screens';
import { imageFile } from '../../../test/render';
import type { VideoDelivery, WhatsAppSettings } from '../../admin-whatsapp/api/whatsapp-api';
import { DELIVERY_POLL_MS } from '../use-video-delivery';
import { VideoPage } from './video-page';

const orders = [
  order({ id: 1, payment_status: 'paid', created_at: '2025-06-06T15:00:00Z' }),
  order({
    id: 2,
    form_data: { nome_completo_fixo: 'Ana', whatsapp_contato: '(21) 98888-7777' },
    payment_status: 'paid',
    created_at: '2025-06-05T15:00:00Z',
  }),
  order({ id: 3, form_data: { nome_completo_fixo: 'Bia' }, payment_status: 'pending' }),
];

const SETTINGS: WhatsAppSettings = {
  configured: true,
  phone_number_id: '106540352242922',
  connection: 'connected',
  connection_detail: '',
  checked_at: null,
  kinds: [
    { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' },
    { kind: 'pix_lembrete', enabled: true, template_name: 'pix_lembrete' },
    { kind: 'pagamento_aprovado', enabled: true, template_name: 'pagamento_aprovado' },
    { kind: 'video_pronto', enabled: true, template_name: 'video_pronto' },
  ],
  reminder_delays_seconds: [1800, 72_000],
  queued: 0,
};

function delivery(overrides: Partial<VideoDelivery> = {}): VideoDelivery {
  return {
    id: 77,
    total: 2,
    sent: 0,
    failed: 0,
    pending: 2,
    created_at: '2025-06-07T12:00:00Z',
    recipients: [
      { order_id: 1, state: 'scheduled', error_title: null },
      { order_id: 2, state: 'scheduled', error_title: null },
    ],
    ...overrides,
  };
}

const FINISHED = delivery({
  sent: 1,
  failed: 1,
  pending: 0,
  recipients: [
    { order_id: 1, state: 'delivered', error_title: null },
    { order_id: 2, state: 'failed', error_title: 'Número sem WhatsApp' },
  ],
});

async function renderVideo(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/rituais/admin': [ritual()],
    'GET /api/clientes': orderPagesRoute(orders),
    'GET /api/whatsapp/settings': SETTINGS,
    ...routes,
  });
  renderAdmin(<VideoPage />, { path: '/admin/envio-video' });
  const user = userEvent.setup();
  // The rituals arrive after the select is drawn ("Carregando rituais..."): wait for the option itself.
  await screen.findByRole('option', { name: 'Amarração do Amor' });
  await user.selectOptions(await screen.findByLabelText('Ritual'), 'Amarração do Amor');
  await screen.findByText('Maria da Silva');
  return { api, user };
}

const videoInput = () => screen.getByLabelText('Vídeo do ritual (MP4, até 16 MB)');
const sendButton = () => screen.getByRole('button', { name: 'Enviar para todos pelo WhatsApp' });
const mp4 = () => new File(['....ftypmp42'], 'ritual.mp4', { type: 'video/mp4' });
const jsonBody = (body: unknown) => JSON.parse(String(body));
const itemOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Clientes de Amarração do Amor' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

afterEach(() => sessionStorage.clear());

describe('Envio de Vídeo through WhatsApp', () => {
  it('uploads the video once, sends it to every paid client of the filter and follows the progress to the end', async () => {
    // The clock runs on its own (for the clicks), and jumps to the next progress reading below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = await renderVideo({
      'POST /api/whatsapp/videos': jsonResponse(201, { video_id: 'vid-1', size: 5_242_880 }),
      'POST /api/whatsapp/video-deliveries': jsonResponse(201, delivery()),
      'GET /api/whatsapp/video-deliveries/77': FINISHED,
    });

    await user.upload(videoInput(), mp4());
    expect(await screen.findByText('✓ Vídeo pronto para envio: ritual.mp4 (5 MB)')).toBeInTheDocument();
    const uploaded = api.callsTo('POST', '/api/whatsapp/videos')[0]?.body as FormData;
    expect((uploaded.get('file') as File).name).toBe('ritual.mp4');

    await user.click(sendButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('para 2 clientes pelo WhatsApp');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar para todos' }));

    expect(await findNotice('Envio iniciado para 2 clientes pelo WhatsApp.')).toBeInTheDocument();
    expect(jsonBody(api.callsTo('POST', '/api/whatsapp/video-deliveries')[0]?.body)).toEqual({
      order_ids: [1, 2],
      video_id: 'vid-1',
    });
    const progress = screen.getByRole('progressbar', { name: 'Envio do vídeo pelo WhatsApp' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '2');
    expect(within(itemOf('Maria da Silva')).getByText('agendada')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(DELIVERY_POLL_MS));

    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText(/Envio concluído: 1 de 2 enviados · 1 falhou/)).toBeInTheDocument();
    expect(within(itemOf('Maria da Silva')).getByText('entregue')).toBeInTheDocument();
    expect(within(itemOf('Ana')).getByText(/falhou/)).toHaveTextContent('falhou: Número sem WhatsApp');
    expect(api.callsTo('GET', '/api/whatsapp/video-deliveries/77')).toHaveLength(1);
    // The wa.me links stay as the manual way.
    expect(within(itemOf('Maria da Silva')).getByRole('link', { name: /Abrir WhatsApp/ })).toBeInTheDocument();
  });

  it('sends an https link instead of a file, and refuses a link that is not https', async () => {
    const { api, user } = await renderVideo({
      'POST /api/whatsapp/video-deliveries': jsonResponse(201, FINISHED),
    });
    const linkInput = screen.getByRole('textbox', { name: 'Ou o link do vídeo' });

    await user.type(linkInput, 'http://videos.exemplo.com/ritual.mp4');
    await user.click(sendButton());
    expect(linkInput).toHaveAccessibleDescription(/Informe um link https para o vídeo/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(linkInput);
    await user.type(linkInput, 'https://videos.exemplo.com/ritual.mp4');
    await user.click(sendButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar para todos' }));

    await findNotice('Envio iniciado para 2 clientes pelo WhatsApp.');
    expect(jsonBody(api.callsTo('POST', '/api/whatsapp/video-deliveries')[0]?.body)).toEqual({
      order_ids: [1, 2],
      video_link: 'https://videos.exemplo.com/ritual.mp4',
    });
    expect(screen.getByText(/Envio concluído: 1 de 2 enviados · 1 falhou/)).toBeInTheDocument();
  });

  it('refuses a file that is not MP4 and one over 16 MB without uploading', async () => {
    const { api } = await renderVideo();

    fireEvent.change(videoInput(), { target: { files: [new File(['x'], 'ritual.mov', { type: 'video/quicktime' })] } });
    expect(await screen.findByText('O vídeo deve ser um arquivo MP4')).toBeInTheDocument();
    fireEvent.change(videoInput(), { target: { files: [imageFile('grande.mp4', VIDEO_MAX_BYTES + 1, 'video/mp4')] } });
    expect(await screen.findByText('Vídeo muito grande (máximo 16MB)')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/whatsapp/videos')).toHaveLength(0);
  });

  it('shows the server’s reason when the upload is refused', async () => {
    const { user } = await renderVideo({
      'POST /api/whatsapp/videos': jsonResponse(400, { detail: 'O vídeo deve ser um arquivo MP4' }),
    });

    await user.upload(videoInput(), mp4());

    expect(await screen.findByText('O vídeo deve ser um arquivo MP4')).toBeInTheDocument();
    expect(screen.queryByText(/Vídeo pronto para envio/)).not.toBeInTheDocument();
  });

  it('backing out of the confirmation sends nothing', async () => {
    const { api, user } = await renderVideo();
    await user.type(screen.getByRole('textbox', { name: 'Ou o link do vídeo' }), 'https://exemplo.com/v.mp4');

    await user.click(sendButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Voltar' }));

    expect(api.callsTo('POST', '/api/whatsapp/video-deliveries')).toHaveLength(0);
  });

  it('sends only with the paid filter', async () => {
    const { user } = await renderVideo();

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');

    expect(await screen.findByText('O vídeo vai só para clientes pagos: escolha o status Pagos.')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('when "Vídeo pronto" is switched off, says so and does not send', async () => {
    await renderVideo({
      'GET /api/whatsapp/settings': {
        ...SETTINGS,
        kinds: SETTINGS.kinds.map((item) => (item.kind === 'video_pronto' ? { ...item, enabled: false } : item)),
      },
    });

    expect(screen.getByText(/A mensagem “Vídeo pronto” está desligada/)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('without WhatsApp configured, only points to the WhatsApp screen and keeps the links', async () => {
    await renderVideo({
      'GET /api/whatsapp/settings': { ...SETTINGS, configured: false, connection: 'not_configured' },
    });

    expect(await screen.findByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', '/admin/whatsapp');
    expect(screen.queryByRole('button', { name: 'Enviar para todos pelo WhatsApp' })).not.toBeInTheDocument();
    expect(within(itemOf('Maria da Silva')).getByRole('link', { name: /Abrir WhatsApp/ })).toBeInTheDocument();
  });

  it('when the messaging service cannot be asked, the screen is as it was', async () => {
    await renderVideo({ 'GET /api/whatsapp/settings': jsonResponse(503, { detail: 'Indisponível' }) });

    expect(screen.queryByRole('region', { name: 'Enviar pelo WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Envio automático/)).not.toBeInTheDocument();
  });

  it('coming back to the screen picks up the delivery that is under way', async () => {
    sessionStorage.setItem('whatsapp-video-delivery:1', '77');
    const { api } = await renderVideo({ 'GET /api/whatsapp/video-deliveries/77': FINISHED });

    expect(await screen.findByText(/Envio concluído: 1 de 2 enviados/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/whatsapp/video-deliveries/77')).toHaveLength(1);
  });
});
