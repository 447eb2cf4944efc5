import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PrivacyPage } from './privacy-page';

const notice = {
  version: '3',
  text: 'Primeiro parágrafo.\n\nSeus direitos: acesso e eliminação.',
  controller_name: 'Templo da Lua Ltda',
  controller_document: '12.345.678/0001-90',
  dpo_name: 'Ana Souza',
  dpo_contact: 'privacidade@templodalua.com.br',
  updated_at: '2026-03-02T13:00:00.000Z',
};

function renderPrivacy(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/privacy-notice': notice, ...routes });
  renderRoute(<PrivacyPage />, { path: '/privacidade', url: '/privacidade' });
  return api;
}

describe('PrivacyPage', () => {
  it('shows the controller, the encarregado, the version and each paragraph of the notice', async () => {
    renderPrivacy();

    expect(await screen.findByText(/Templo da Lua Ltda \(12\.345\.678\/0001-90\)/)).toBeInTheDocument();
    expect(screen.getByText(/Ana Souza — privacidade@templodalua\.com\.br/)).toBeInTheDocument();
    expect(screen.getByText(/^3, de 2 de março de 2026/)).toBeInTheDocument();
    expect(screen.getByText('Seus direitos: acesso e eliminação.')).toBeInTheDocument();
  });

  it('sends a data request and shows its protocol and due date', async () => {
    const user = userEvent.setup();
    const api = renderPrivacy({
      'POST /api/data-requests': jsonResponse(201, {
        protocol: 'LGPD-2026-000007',
        due_at: '2026-03-17T13:00:00.000Z',
        message: 'Pedido recebido.',
      }),
    });

    await user.selectOptions(await screen.findByLabelText('O que você deseja?'), 'erasure');
    await user.type(screen.getByLabelText('Nome completo'), 'Lúcia Ferreira');
    await user.type(screen.getByLabelText('WhatsApp usado nos pedidos'), '11988881234');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));

    expect(await screen.findByText('LGPD-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('Prazo de resposta: até 17 de março de 2026.')).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST', '/api/data-requests')[0]?.body))).toEqual({
      kind: 'erasure',
      name: 'Lúcia Ferreira',
      whatsapp: '(11) 98888-1234',
      message: '',
    });
  });

  it('shows the server detail in pt-BR when the request is refused', async () => {
    const user = userEvent.setup();
    renderPrivacy({ 'POST /api/data-requests': jsonResponse(400, { detail: 'Nome é obrigatório' }) });

    await user.click(await screen.findByRole('button', { name: 'Enviar pedido' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nome é obrigatório');
  });
  describe('Acompanhar meu pedido', () => {
    const found = {
      protocol: 'LGPD-2026-000042',
      kind: 'erasure',
      created_at: '2026-03-02T13:00:00.000Z',
      due_at: '2026-03-17T13:00:00.000Z',
    };

    async function lookUp(protocol: string, whatsapp: string) {
      const user = userEvent.setup();
      const section = within(await screen.findByRole('region', { name: 'Acompanhar meu pedido' }));
      if (protocol) await user.type(section.getByLabelText('Protocolo'), protocol);
      if (whatsapp) await user.type(section.getByLabelText('WhatsApp usado no pedido'), whatsapp);
      await user.click(section.getByRole('button', { name: 'Consultar pedido' }));
      return section;
    }

    it('shows an answered request: Respondido, the due date, the answer date and the answer', async () => {
      const api = renderPrivacy({
        'POST /api/data-requests/lookup': {
          ...found,
          status: 'answered',
          answered_at: '2026-03-05T18:00:00.000Z',
          answer: 'Seus dados foram apagados em 5 de março.',
        },
      });

      const section = await lookUp('LGPD-2026-000042', '11988881234');

      expect(await section.findByText('Respondido')).toBeInTheDocument();
      expect(section.getByText('até 17 de março de 2026')).toBeInTheDocument();
      expect(section.getByText('Respondido em').nextElementSibling).toHaveTextContent('5 de março de 2026');
      expect(section.getByText('Seus dados foram apagados em 5 de março.')).toBeInTheDocument();
      expect(section.getByText('Eliminação de dados')).toBeInTheDocument();
      expect(JSON.parse(String(api.callsTo('POST', '/api/data-requests/lookup')[0]?.body))).toEqual({
        protocol: 'LGPD-2026-000042',
        whatsapp: '(11) 98888-1234',
      });
    });

    it('shows an open request as Em aberto with its due date and no answer', async () => {
      renderPrivacy({
        'POST /api/data-requests/lookup': { ...found, status: 'open', answered_at: null, answer: '' },
      });

      const section = await lookUp('LGPD-2026-000042', '11988881234');

      expect(await section.findByText('Em aberto')).toBeInTheDocument();
      expect(section.getByText('até 17 de março de 2026')).toBeInTheDocument();
      expect(section.queryByText('Respondido em')).not.toBeInTheDocument();
      expect(section.queryByRole('heading', { name: 'Resposta' })).not.toBeInTheDocument();
    });

    it('shows the server text when protocol and WhatsApp do not match', async () => {
      renderPrivacy({
        'POST /api/data-requests/lookup': jsonResponse(404, {
          detail: 'Nenhum pedido encontrado com este protocolo e WhatsApp',
        }),
      });

      const section = await lookUp('LGPD-2026-000042', '11900000000');

      expect(await section.findByRole('alert')).toHaveTextContent(
        'Nenhum pedido encontrado com este protocolo e WhatsApp',
      );
    });

    it('asks for the protocol before calling the server', async () => {
      const api = renderPrivacy();

      const section = await lookUp('', '11988881234');

      expect(section.getByRole('alert')).toHaveTextContent('Informe o protocolo do pedido');
      expect(api.callsTo('POST', '/api/data-requests/lookup')).toHaveLength(0);
    });
  });
});
