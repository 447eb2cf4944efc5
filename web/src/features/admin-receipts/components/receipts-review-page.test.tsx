import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import type { ReviewItem } from '../api/review-api';
import { ReceiptsReviewPage } from './receipts-review-page';

function item(id: number, name: string, extracted: ReviewItem['receipt']['extracted'] = {}): ReviewItem {
  return {
    receipt: {
      id,
      order_id: id * 10,
      original_name: 'print.jpg',
      content_type: 'image/jpeg',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      verification_status: 'pending_review',
      verification_reason: 'Não foi possível confirmar: recebedor.',
      provider: 'offline',
      duration_ms: 840,
      created_at: '2026-11-23T12:10:00Z',
      file_url: `http://s3.local/receipts/${id}.jpg`,
      file_note: null,
      extracted,
      reviewed_by: null,
      reviewed_at: null,
      review_note: null,
    },
    order: {
      id: id * 10,
      ritual_id: 1,
      ritual_name: 'Ritual do Amor',
      form_data: { nome_completo_fixo: name },
      whatsapp: '(11) 98888-7777',
      payment_status: 'pending',
      created_at: '2026-11-23T12:00:00Z',
      expired: false,
      late_payment: false,
      ritual_price: 49.9,
    },
  };
}

/** The audited file links (GET /clientes/{order}/receipts/{id}/file?format=json) of these receipts. */
const fileLinks = (ids: number[]) =>
  Object.fromEntries(
    ids.map((id) => [
      `GET /api/clientes/${id * 10}/receipts/${id}/file`,
      { url: `http://s3.local/receipts/${id}.jpg?fresh` },
    ]),
  );

const READ = {
  review: {
    amount: { outcome: 'pass', value: '49.90' },
    recipient: { outcome: 'unknown', value: 'LUZ DIVINA RITUAIS' },
    paid_at: { outcome: 'fail', value: '2026-11-20T09:12:33' },
  },
};

// Rendering the panel's providers and typing take seconds when the machine is busy.
describe('ReceiptsReviewPage (Comprovantes)', { timeout: 15_000 }, () => {
  it('shows each receipt beside what the verifier read, marked confirmed, unread or different, and the order', async () => {
    const api = mockAdminApi({
      'GET /api/receipts/review': [item(1, 'Maria Souza', READ), item(2, 'João Lima')],
      ...fileLinks([1, 2]),
    });
    renderAdmin(<ReceiptsReviewPage />, { path: '/admin/comprovantes' });

    const card = await screen.findByRole('listitem', { name: 'Maria Souza · Ritual do Amor' });
    // The file through the gateway's audited link (receipt.view), not the listing's own.
    expect(await within(card).findByRole('img', { name: 'Comprovante enviado por Maria Souza' })).toHaveAttribute(
      'src',
      'http://s3.local/receipts/1.jpg?fresh',
    );
    expect(api.callsTo('GET', '/api/clientes/10/receipts/1/file')[0]?.query.get('format')).toBe('json');
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'ValorR$ 49,90Confirmado',
      'RecebedorLUZ DIVINA RITUAISNão lido',
      'Data e hora20/11/2026 09:12:33Diferente',
      'ID da transação (E2E)—Não lido',
    ]);
    expect(within(card).getByText('R$ 49,90', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('approves in one click and takes the order off the list', async () => {
    const api = mockAdminApi({
      'GET /api/receipts/review': [item(1, 'Maria Souza')],
      'POST /api/receipts/1/approve': { ...item(1, 'Maria Souza').receipt, verification_status: 'approved' },
    });
    renderAdmin(<ReceiptsReviewPage />, { path: '/admin/comprovantes' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aprovar pagamento' }));

    expect(await findNotice('Pagamento de Maria Souza aprovado.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum comprovante aguardando análise')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/receipts/1/approve')).toHaveLength(1);
  });

  it('refuses with the reason typed, and shows the server refusal when the receipt was already decided', async () => {
    const api = mockAdminApi({
      'GET /api/receipts/review': [item(1, 'Maria Souza'), item(2, 'João Lima')],
      'POST /api/receipts/1/reject': { ...item(1, 'Maria Souza').receipt, verification_status: 'rejected' },
      'POST /api/receipts/2/reject': jsonResponse(409, {
        detail: 'Este comprovante não está mais aguardando análise.',
      }),
    });
    renderAdmin(<ReceiptsReviewPage />, { path: '/admin/comprovantes' });
    const user = userEvent.setup();

    const maria = await screen.findByRole('listitem', { name: 'Maria Souza · Ritual do Amor' });
    await user.click(within(maria).getByRole('button', { name: 'Recusar comprovante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar comprovante' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Valor errado');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar comprovante' }));
    expect(await findNotice(/Comprovante de Maria Souza recusado/)).toBeInTheDocument();

    const joao = screen.getByRole('listitem', { name: 'João Lima · Ritual do Amor' });
    await user.click(within(joao).getByRole('button', { name: 'Recusar comprovante' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Recusar comprovante' })).getByRole('button', {
        name: 'Recusar comprovante',
      }),
    );

    expect(
      await findNotice('Erro ao recusar comprovante: Este comprovante não está mais aguardando análise.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/receipts/1/reject')[0]?.body).toBe(JSON.stringify({ reason: 'Valor errado' }));
    expect(api.callsTo('POST', '/api/receipts/2/reject')[0]?.body).toBe(JSON.stringify({ reason: '' }));
  });
});
