import type { DataRequest, DataSubjectExport, DataSubjectOrder } from '@ritual/contracts/http';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockAdminApi, ritual } from '../../../test/admin-screens';
import type { RecordedCall } from '../../../test/mock-api';
import { AdminAuthProvider } from '../../admin-auth/components/admin-auth-context';
import { ADMIN_TOKEN_KEY } from '../../admin-common/api/admin-session';
import { AdminFrame } from '../../admin-common/components/admin-frame';
import { ConfirmProvider } from '../../admin-common/components/confirm-dialog';
import { NoticeProvider } from '../../admin-common/components/notices';
import { PrivacyRequestsPage } from './privacy-requests-page';

const WHATSAPP = '(11) 98888-1234';
const DAY_MS = 24 * 3600_000;

const REQUEST: DataRequest = {
  id: 3,
  protocol: 'LGPD-2026-000003',
  kind: 'erasure',
  name: 'Maria da Conceição',
  whatsapp: WHATSAPP,
  message: 'Quero que apaguem meus dados',
  status: 'open',
  created_at: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  due_at: new Date(Date.now() + 13 * DAY_MS).toISOString(),
  answer: '',
  answered_at: null,
  answered_by: '',
};

const dataOrder = (overrides: Partial<DataSubjectOrder>): DataSubjectOrder => ({
  id: 7,
  ritual_id: 1,
  ritual_name: 'Amarração do Amor',
  form_data: { nome_completo_fixo: 'Maria da Conceição', nome_amor: 'João', whatsapp_contato: WHATSAPP },
  whatsapp: WHATSAPP,
  payment_status: 'paid',
  created_at: '2026-01-05T13:00:00.000Z',
  expired: false,
  late_payment: false,
  photos: ['foto-a.jpg'],
  consent: {
    notice_version: '2',
    accepted_at: '2026-01-05T13:00:00.000Z',
    client_address: '203.0.113.9',
    revoked_at: null,
  },
  ritual_price: '49.90',
  requires_payment: true,
  receipts: [],
  corrections: [],
  ...overrides,
});

const PERSON: DataSubjectExport = {
  whatsapp: WHATSAPP,
  exported_at: '2026-03-20T18:30:00.000Z',
  orders: [
    dataOrder({
      corrections: [{ field: 'nome_amor', actor: 'admin', corrected_at: '2026-03-02T12:00:00.000Z' }],
    }),
    dataOrder({
      id: 9,
      ritual_name: 'Abertura de Caminhos',
      form_data: { nome_completo_fixo: 'Maria da Conceição', data_nascimento: '1990-04-02' },
      payment_status: 'cancelled',
      photos: [],
      consent: {
        notice_version: '1',
        accepted_at: '2026-02-10T13:00:00.000Z',
        client_address: '203.0.113.9',
        revoked_at: '2026-03-01T12:00:00.000Z',
      },
    }),
  ],
  messages: [],
};

const PREVIEW = {
  order_ids: [7, 9],
  erased: ['Dados do formulário (nome, nome da pessoa amada, data de nascimento, textos livres)'],
  kept: ['Ritual, valor, data e situação de cada pedido: registro fiscal guardado por 5 anos'],
  message: 'Serão apagados os dados pessoais de 2 pedidos. Esta ação não pode ser desfeita.',
};

/** The Privacidade screen at `url` (its query opens the desk), inside the panel's providers. */
function renderPrivacy(url: string) {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'token-valido');
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminFrame>
        <NoticeProvider>
          <ConfirmProvider>
            <AdminAuthProvider>
              <Routes>
                <Route path="/admin/privacidade" element={<PrivacyRequestsPage />} />
              </Routes>
            </AdminAuthProvider>
          </ConfirmProvider>
        </NoticeProvider>
      </AdminFrame>
    </MemoryRouter>,
  );
}

function mockPrivacyApi(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  return mockAdminApi({
    'GET /api/data-requests': [REQUEST],
    'GET /api/data-subjects/export': PERSON,
    'GET /api/rituais/admin': [ritual()],
    ...routes,
  });
}

let files: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  files = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:x';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
});

const orderCard = (title: RegExp) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('privacy desk', () => {
  it('opens from a request row with the request, every order of its WhatsApp, the consent and the corrections', async () => {
    const user = userEvent.setup();
    const api = mockPrivacyApi();
    renderPrivacy('/admin/privacidade');

    await user.click(await screen.findByRole('link', { name: 'Atender o pedido LGPD-2026-000003' }));

    const request = screen.getByRole('region', { name: 'Pedido do titular' });
    expect(within(request).getByRole('heading', { name: 'Eliminação · LGPD-2026-000003' })).toBeInTheDocument();
    expect(within(request).getByText('Quero que apaguem meus dados')).toBeInTheDocument();
    expect(within(request).getByText(/13 dia\(s\)/)).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: WHATSAPP }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511988881234\?text=.*LGPD-2026-000003/,
    );
    const first = await waitFor(() => orderCard(/Pedido 7 · Amarração do Amor/));
    expect(within(first).getByText('Nome da pessoa amada:')).toBeInTheDocument();
    expect(within(first).getByText(/aviso v2, aceito em .* \(IP 203\.0\.113\.9\) · em vigor/)).toBeInTheDocument();
    expect(within(first).getByText(/Nome da pessoa amada: corrigido por admin em 02\/03\/2026/)).toBeInTheDocument();
    const second = orderCard(/Pedido 9 · Abertura de Caminhos/);
    expect(within(second).getByText(/Revogado em 01\/03\/2026/)).toBeInTheDocument();
    expect(within(second).getByText('Data de nascimento:')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/data-subjects/export')[0]!.query.get('whatsapp')).toBe(WHATSAPP);
    expect(screen.getByRole('heading', { name: 'Pedidos deste WhatsApp (2)' })).toBeInTheDocument();
  });

  it('downloads the CSV and the PDF declaration with the admin token, as files named after the number', async () => {
    const user = userEvent.setup();
    const api = mockPrivacyApi({
      'GET /api/data-subjects/export': ({ query }: RecordedCall) => {
        if (query.get('format') === 'csv') return new Response('\uFEFFpedido;ritual\r\n7;Amarração do Amor\r\n');
        if (query.get('format') === 'pdf') {
          return new Response('%PDF-1.3 declaração', { headers: { 'Content-Type': 'application/pdf' } });
        }
        return PERSON;
      },
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Exportar dados (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Declaração completa (PDF)' }));

    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.name)).toEqual([
      'dados-pessoais-11988881234.csv',
      'declaracao-dados-pessoais-11988881234.pdf',
    ]);
    expect(await files[0]!.blob.text()).toContain('7;Amarração do Amor');
    expect(await files[1]!.blob.text()).toMatch(/^%PDF-/);
    const downloads = api.callsTo('GET', '/api/data-subjects/export').filter((call) => call.query.has('format'));
    expect(downloads.map((call) => [call.query.get('format'), call.headers.get('Authorization')])).toEqual([
      ['csv', 'Bearer token-valido'],
      ['pdf', 'Bearer token-valido'],
    ]);
    expect(screen.getByRole('textbox', { name: /Resposta enviada ao titular/ })).toHaveValue(
      'Enviamos pelo WhatsApp a cópia dos seus dados (planilha CSV) e a declaração completa (PDF) do que tratamos.',
    );
  });

  it('corrects a field of the chosen order, showing the API’s pt-BR refusal first', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = mockPrivacyApi({
      'POST /api/clientes/9/corrections': () =>
        ++attempts === 1 ? jsonResponse(400, { detail: 'Data de nascimento inválida' }) : PERSON.orders[1],
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    const dialog = screen.getByRole('dialog', { name: 'Corrigir dados' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pedido' }), '9');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Campo' }), 'Data de nascimento');
    expect(within(dialog).getByText('1990-04-02')).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: /Novo valor/ });
    await user.clear(value);
    await user.type(value, '31/02');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data de nascimento inválida');

    await user.clear(value);
    await user.type(value, '1990-04-03');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo('POST', '/api/clientes/9/corrections').map((call) => JSON.parse(String(call.body)));
    expect(sent).toEqual([
      { field: 'data_nascimento', value: '31/02' },
      { field: 'data_nascimento', value: '1990-04-03' },
    ]);
    expect(screen.getByRole('region', { name: 'Resultado' })).toHaveTextContent(
      'Pedido 9: Data de nascimento corrigido.',
    );
    // The person is read again, with the correction in the order's history.
    await waitFor(() => expect(api.callsTo('GET', '/api/data-subjects/export')).toHaveLength(2));
  });

  it('offers the WhatsApp once among the fields, under the name the API takes', async () => {
    const user = userEvent.setup();
    const api = mockPrivacyApi({ 'POST /api/clientes/7/corrections': PERSON.orders[0] });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    const dialog = screen.getByRole('dialog', { name: 'Corrigir dados' });
    const fields = within(within(dialog).getByRole('combobox', { name: 'Campo' })).getAllByRole('option');
    expect(fields.map((option) => option.textContent)).toEqual(['Nome completo', 'Nome da pessoa amada', 'WhatsApp']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Campo' }), 'WhatsApp');
    await user.clear(within(dialog).getByRole('textbox', { name: /Novo valor/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Novo valor/ }), '(11) 97777-0000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/clientes/7/corrections')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/api/clientes/7/corrections')[0]!.body))).toEqual({
      field: 'whatsapp',
      value: '(11) 97777-0000',
    });
  });

  it('shows what erasure erases and keeps, erases only once the WhatsApp is typed again, then shows the result', async () => {
    const user = userEvent.setup();
    const api = mockPrivacyApi({
      'GET /api/data-subjects/erase-preview': PREVIEW,
      'POST /api/data-subjects/erase': {
        order_ids: [7, 9],
        deleted_photos: 1,
        deleted_receipt_files: 0,
        erased_messages: 0,
        erased: PREVIEW.erased,
        kept: PREVIEW.kept,
        message: 'Dados pessoais apagados de 2 pedidos.',
      },
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Apagar dados' }));
    const dialog = screen.getByRole('dialog', { name: 'Apagar dados pessoais' });
    expect(await within(dialog).findByText(PREVIEW.message)).toBeInTheDocument();
    expect(within(dialog).getByText(PREVIEW.erased[0]!)).toBeInTheDocument();
    expect(within(dialog).getByText(PREVIEW.kept[0]!)).toBeInTheDocument();
    const erase = within(dialog).getByRole('button', { name: 'Apagar dados' });
    const typed = within(dialog).getByRole('textbox', { name: /digite o WhatsApp da pessoa/ });
    expect(erase).toBeDisabled();
    await user.type(typed, '11 98888-123');
    expect(erase).toBeDisabled();
    await user.type(typed, '5');
    expect(erase).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, '11988881234');
    expect(erase).toBeEnabled();
    expect(api.callsTo('POST', '/api/data-subjects/erase')).toHaveLength(0);

    await user.click(erase);

    expect(await within(dialog).findByText('Dados pessoais apagados de 2 pedidos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Foi mantido, e por quê')).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST', '/api/data-subjects/erase')[0]!.body))).toEqual({
      whatsapp: WHATSAPP,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar ao atendimento' }));
    expect(screen.getByRole('textbox', { name: /Resposta enviada ao titular/ })).toHaveValue(
      `Dados pessoais apagados de 2 pedidos. Guardamos apenas o que a lei exige: ${PREVIEW.kept[0]}.`,
    );
  });

  it('shows the preview’s refusal (e.g. messaging down) instead of an erase button', async () => {
    const user = userEvent.setup();
    mockPrivacyApi({
      'GET /api/data-subjects/erase-preview': jsonResponse(503, { detail: 'O serviço de mensagens está fora do ar' }),
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Apagar dados' }));

    const dialog = screen.getByRole('dialog', { name: 'Apagar dados pessoais' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O serviço de mensagens está fora do ar');
    expect(within(dialog).queryByRole('button', { name: 'Apagar dados' })).not.toBeInTheDocument();
  });

  it('revokes the consent after a confirmation and shows what it stopped', async () => {
    const user = userEvent.setup();
    const message =
      'Consentimento revogado em 2 pedidos; 1 mensagem agendada cancelada. Nenhuma mensagem será enviada a este número.';
    const api = mockPrivacyApi({
      'POST /api/data-subjects/revoke-consent': { order_ids: [7, 9], cancelled_messages: 1, message },
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.click(screen.getByRole('button', { name: 'Revogar consentimento' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revogar consentimento' });
    expect(api.callsTo('POST', '/api/data-subjects/revoke-consent')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revogar consentimento' }));

    expect(await screen.findByRole('region', { name: 'Resultado' })).toHaveTextContent(message);
    expect(JSON.parse(String(api.callsTo('POST', '/api/data-subjects/revoke-consent')[0]!.body))).toEqual({
      whatsapp: WHATSAPP,
    });
  });

  it('answers and closes the request: the desk and the list show Respondido with when, who and the answer', async () => {
    const user = userEvent.setup();
    const answeredAt = '2026-03-20T18:30:00.000Z';
    const api = mockPrivacyApi({
      'PATCH /api/data-requests/3': ({ body }: RecordedCall) => {
        const { answer } = JSON.parse(String(body)) as { answer: string };
        return { ...REQUEST, status: 'answered', answer, answered_at: answeredAt, answered_by: 'admin' };
      },
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });
    const submit = screen.getByRole('button', { name: 'Responder e concluir' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Resposta enviada ao titular/ }), 'Seus dados foram apagados.');
    await user.click(submit);

    const request = await screen.findByRole('region', { name: 'Pedido do titular' });
    await within(request).findByText('Respondido em 20/03/2026 15:30 por admin');
    expect(within(request).getByText('Seus dados foram apagados.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Responder e concluir' })).not.toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('PATCH', '/api/data-requests/3')[0]!.body))).toEqual({
      status: 'answered',
      answer: 'Seus dados foram apagados.',
    });

    await user.click(screen.getByRole('link', { name: '← Voltar aos pedidos' }));

    const row = (await screen.findByText('LGPD-2026-000003')).closest('tr')!;
    expect(within(row).getByText('Respondido em 20/03/2026 15:30 por admin')).toBeInTheDocument();
    expect(within(row).getByText('Seus dados foram apagados.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of an answer', async () => {
    const user = userEvent.setup();
    mockPrivacyApi({
      'PATCH /api/data-requests/3': jsonResponse(400, { detail: 'Escreva a resposta enviada ao titular' }),
    });
    renderPrivacy('/admin/privacidade?pedido=3');
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });

    await user.type(screen.getByRole('textbox', { name: /Resposta enviada ao titular/ }), ' x');
    await user.click(screen.getByRole('button', { name: 'Responder e concluir' }));

    const answer = screen.getByRole('region', { name: 'Responder e concluir' });
    expect(await within(answer).findByRole('alert')).toHaveTextContent('Escreva a resposta enviada ao titular');
  });

  it('opens for a WhatsApp from Clientes, without a request to answer', async () => {
    const api = mockPrivacyApi();
    renderPrivacy(`/admin/privacidade?whatsapp=${encodeURIComponent(WHATSAPP)}`);

    expect(await screen.findByRole('heading', { name: `Dados pessoais de ${WHATSAPP}` })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Pedidos deste WhatsApp (2)' });
    expect(screen.queryByRole('button', { name: 'Responder e concluir' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/data-subjects/export')[0]!.query.get('whatsapp')).toBe(WHATSAPP);
  });

  it('says so when the request of the link does not exist', async () => {
    mockPrivacyApi();
    renderPrivacy('/admin/privacidade?pedido=99');

    expect(await screen.findByText('Pedido de titular não encontrado')).toBeInTheDocument();
  });
});
