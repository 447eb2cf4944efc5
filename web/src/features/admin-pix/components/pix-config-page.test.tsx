import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNotice, jsonResponse, mockAdminApi, renderAdmin } from '../../../test/admin-screens';
import { imageFile } from '../../../test/render';
import { PixConfigPage } from './pix-config-page';

function renderPix(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  const api = mockAdminApi({
    'GET /api/payment-config': { pix_key: 'pix@templo.com', qr_code_image: 'AAAA' },
    ...routes,
  });
  renderAdmin(<PixConfigPage />, { path: '/admin/pagamento' });
  return api;
}

describe('PixConfigPage (Config PIX)', () => {
  it('shows the current key and QR in the live preview, and the how-to guide', async () => {
    renderPix();
    expect(await screen.findByLabelText(/Chave PIX/)).toHaveValue('pix@templo.com');
    expect(screen.getByRole('img', { name: 'Prévia do QR Code PIX' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByRole('heading', { name: 'Como configurar' })).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/Chave PIX/), 'x');
    expect(screen.getByText('pix@templo.comx')).toBeInTheDocument();
    expect(screen.getByText('Alterações ainda não salvas.')).toBeInTheDocument();
  });

  it('requires the key and accepts only an image for the QR', async () => {
    const api = renderPix({ 'GET /api/payment-config': jsonResponse(500, {}) });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Salvar Configuração' }));
    expect(screen.getByText('Chave PIX é obrigatória')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Imagem do QR Code/),
      new File(['x'], 'qr.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Selecione um arquivo de imagem (PNG, JPG ou WEBP).')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payment-config')).toHaveLength(0);
  });

  it('saves the key and the QR image as multipart', async () => {
    const api = renderPix({ 'POST /api/payment-config': { pix_key: 'nova@chave.com', qr_code_image: 'BBBB' } });
    const user = userEvent.setup();
    const key = await screen.findByLabelText(/Chave PIX/);
    await user.clear(key);
    await user.type(key, 'nova@chave.com');
    await user.upload(screen.getByLabelText(/Imagem do QR Code/), imageFile('qr.png', 1000, 'image/png'));
    expect(screen.getByRole('img', { name: 'Prévia do QR Code PIX' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar Configuração' }));

    expect(await findNotice('Configuração PIX salva com sucesso!')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/payment-config')[0]?.body as FormData;
    expect(body.get('pix_key')).toBe('nova@chave.com');
    expect((body.get('qr_image') as File).name).toBe('qr.png');
  });

  it('sends the account holder and shows a refused document under its field', async () => {
    const api = renderPix({
      'POST /api/payment-config': jsonResponse(400, {
        detail: 'CNPJ do titular inválido: confira os dígitos verificadores.',
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome do titular da conta/), 'Luz Divina Rituais LTDA');
    await user.type(screen.getByLabelText(/CPF ou CNPJ do titular/), '11.222.333/0001-80');
    await user.click(screen.getByRole('button', { name: 'Salvar Configuração' }));

    expect(await screen.findByLabelText(/CPF ou CNPJ do titular/)).toHaveAccessibleDescription(
      expect.stringContaining('CNPJ do titular inválido: confira os dígitos verificadores.'),
    );
    const body = api.callsTo('POST', '/api/payment-config')[0]?.body as FormData;
    expect([body.get('recipient_name'), body.get('recipient_document')]).toEqual([
      'Luz Divina Rituais LTDA',
      '11.222.333/0001-80',
    ]);
  });

  it('says "Erro ao salvar configuração" when saving fails', async () => {
    renderPix({ 'POST /api/payment-config': jsonResponse(500, {}) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar Configuração' }));
    expect(await findNotice('Erro ao salvar configuração')).toBeInTheDocument();
  });
});
