import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import type { RecordedCall } from '../../../test/mock-api';
import { RetentionSettingsForm } from './retention-settings-form';

const defaults = { unpaid_order_days: 30, paid_order_months: null, receipt_file_days: 90, answered_request_years: 5 };

const run = (id: number, subject: string, detail: string, created_at: string) => ({
  id,
  actor: 'sistema',
  action: 'retention.run',
  subject,
  detail,
  created_at,
});

function renderRetention(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/retention-settings': defaults,
    'GET /api/retention-runs': { items: [] },
    ...routes,
  });
  renderAdmin(<RetentionSettingsForm />, { path: '/admin/config-site' });
  return api;
}

const input = (label: RegExp) => screen.findByLabelText(label);

describe('RetentionSettingsForm (Config do Site → Retenção de dados)', () => {
  it('shows the four settings, blank meaning "guardar sempre", each with what happens and what the law asks', async () => {
    renderRetention();

    const unpaid = await input(/Pedidos não pagos/);
    const paid = screen.getByLabelText(/Pedidos pagos: anonimizar/);
    expect(unpaid).toHaveValue(30);
    expect(paid).toHaveValue(null);
    expect(paid).toHaveAttribute('placeholder', 'guardar sempre');
    expect(paid).toHaveAccessibleDescription(/registros fiscais que a lei pede guardar por 5 anos/);
    expect(screen.getByLabelText(/Arquivos de comprovantes/)).toHaveAccessibleDescription(
      /fica como prova do pagamento/,
    );
    expect(screen.getByLabelText(/Pedidos de titulares respondidos/)).toHaveValue(5);
    expect(unpaid).toHaveAccessibleDescription(/LGPD pede apagar/);
  });

  it('saves the values with PUT, a cleared one as null, and says so', async () => {
    const api = renderRetention({
      'PUT /api/retention-settings': (call: RecordedCall) => JSON.parse(String(call.body)),
    });
    const user = userEvent.setup();
    const unpaid = await input(/Pedidos não pagos/);
    await user.clear(unpaid);
    await user.type(unpaid, '15');
    await user.type(screen.getByLabelText(/Pedidos pagos: anonimizar/), '60');
    await user.clear(screen.getByLabelText(/Pedidos de titulares respondidos/));

    await user.click(screen.getByRole('button', { name: 'Salvar Retenção de Dados' }));

    expect(
      await findNotice('Retenção de dados salva. A próxima execução diária usa estes prazos.'),
    ).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('PUT', '/api/retention-settings')[0]?.body))).toEqual({
      unpaid_order_days: 15,
      paid_order_months: 60,
      receipt_file_days: 90,
      answered_request_years: null,
    });
  });

  it('shows the server detail when it refuses a value', async () => {
    const detail = 'Pedidos não pagos: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre';
    renderRetention({ 'PUT /api/retention-settings': jsonResponse(400, { detail }) });
    const user = userEvent.setup();
    const unpaid = await input(/Pedidos não pagos/);
    await user.clear(unpaid);
    await user.type(unpaid, '5000');

    await user.click(screen.getByRole('button', { name: 'Salvar Retenção de Dados' }));

    expect(await findNotice(detail)).toBeInTheDocument();
  });

  it('refuses a zero before calling the server', async () => {
    const api = renderRetention();
    const user = userEvent.setup();
    const unpaid = await input(/Pedidos não pagos/);
    await user.clear(unpaid);
    await user.type(unpaid, '0');

    await user.click(screen.getByRole('button', { name: 'Salvar Retenção de Dados' }));

    expect(unpaid).toHaveAccessibleDescription(/Use um número inteiro a partir de 1/);
    expect(api.callsTo('PUT', '/api/retention-settings')).toHaveLength(0);
  });

  it('lists the last runs with their date, part and summary', async () => {
    renderRetention({
      'GET /api/retention-runs': {
        items: [
          run(9, 'orders', '3 pedidos não pagos apagados (execução 2026-11-26)', '2026-11-26T06:01:00.000Z'),
          run(8, 'site-config', 'Nenhum pedido de titular respondido há mais de 5 anos', '2026-11-26T06:00:30.000Z'),
        ],
      },
    });

    const list = await screen.findByRole('list', { name: 'Últimas execuções da retenção' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      '26/11/2026 03:01 — Pedidos: 3 pedidos não pagos apagados (execução 2026-11-26)',
    );
    expect(items[1]).toHaveTextContent('Pedidos de titulares: Nenhum pedido de titular respondido há mais de 5 anos');
  });

  it('says when no run happened yet', async () => {
    renderRetention();

    expect(await screen.findByText(/Nenhuma execução registrada ainda/)).toBeInTheDocument();
  });
});
