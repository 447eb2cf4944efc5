import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deferred } from '../../../test/mock-api';
import { imageFile } from '../../../test/render';
import type { ReceiptVerification } from '../api/payment-api';
import type { ReceiptStatus } from '../api/receipt-status-api';
import { REJECTED_PANEL_MS, REVIEW_POLL_MS, ReceiptUpload } from './receipt-upload';

const approved: ReceiptVerification = {
  payment_approved: true,
  verification_status: 'approved',
  verification_reason: 'Valor e destinatário conferem.',
};
const rejected: ReceiptVerification = {
  payment_approved: false,
  verification_status: 'rejected',
  verification_reason: 'O valor do comprovante não confere.',
};
const pendingReview: ReceiptVerification = {
  payment_approved: false,
  verification_status: 'pending_review',
  verification_reason: 'Comprovante aguardando verificação manual.',
};
const noReceiptYet: ReceiptStatus = {
  verification_status: null,
  verification_reason: '',
  payment_approved: false,
  attempts: 0,
  reviewed: false,
};
const status = (fields: Partial<ReceiptStatus>): ReceiptStatus => ({ ...noReceiptYet, ...fields });
const REFUSAL = 'Comprovante recusado na verificação manual. Motivo: o valor pago é de outro pedido';

function setup({
  upload = vi.fn().mockResolvedValue(pendingReview),
  compressImage = vi.fn(async (file: File) => new File(['jpeg'], file.name, { type: 'image/jpeg' })),
  onApproved = vi.fn(),
  readStatus = vi.fn<(...args: unknown[]) => Promise<ReceiptStatus>>().mockResolvedValue(noReceiptYet),
} = {}) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ReceiptUpload
      clientId={345}
      orderToken="token-abc"
      onApproved={onApproved}
      upload={upload}
      compressImage={compressImage}
      readStatus={readStatus}
    />,
  );
  const input = () =>
    screen.getByLabelText(/Enviar Comprovante|Tentar Novamente/, { selector: 'input' }) as HTMLInputElement;
  // userEvent awaits a real timeout after each action, which never fires under fake timers; fireEvent does not.
  const chooseFileSync = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
  return { alert, user, upload, compressImage, onApproved, readStatus, input, chooseFileSync };
}

describe('ReceiptUpload', () => {
  it('before any upload, shows the warning to send it here and not by WhatsApp, the AI note, and accepts images and PDF', () => {
    const { input } = setup();

    expect(screen.getByText(/NÃO pelo WhatsApp/)).toBeInTheDocument();
    expect(screen.getByText(/Verificação automática por IA/)).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/*,.pdf');
    expect(screen.queryByText(/Tentativa/)).not.toBeInTheDocument();
  });

  it('when the file type is not supported, alerts the §5 message and sends nothing', async () => {
    const { alert, user, upload, input } = setup();

    await user.upload(input(), imageFile('planilha.xlsx', 1000, 'application/vnd.ms-excel'));

    expect(alert).toHaveBeenCalledWith('Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('when the file is over 10MB, alerts "Arquivo muito grande. Máximo 10MB." and sends nothing', async () => {
    const { alert, user, upload, input } = setup();

    await user.upload(input(), imageFile('comprovante.pdf', 10_485_761, 'application/pdf'));

    expect(alert).toHaveBeenCalledWith('Arquivo muito grande. Máximo 10MB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('when the file is exactly 10MB, accepts it', async () => {
    const { user, upload, input } = setup();

    await user.upload(input(), imageFile('comprovante.pdf', 10_485_760, 'application/pdf'));

    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('when the receipt is a PDF, sends it unchanged under its own name', async () => {
    const { user, upload, compressImage, input } = setup();
    const pdf = imageFile('comprovante.pdf', 2000, 'application/pdf');

    await user.upload(input(), pdf);

    expect(compressImage).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledWith(345, 'token-abc', pdf, 'comprovante.pdf');
  });

  it('when the receipt is an image, sends the compressed version under the original name', async () => {
    const { user, upload, compressImage, input } = setup();
    const photo = imageFile('print.png', 4_000_000, 'image/png');

    await user.upload(input(), photo);

    expect(compressImage).toHaveBeenCalledWith(photo);
    const sent = upload.mock.calls[0]?.[2] as File;
    expect(sent.type).toBe('image/jpeg');
    expect(upload.mock.calls[0]?.[3]).toBe('print.png');
  });

  it('when compression fails, still sends the original image', async () => {
    const photo = imageFile('print.webp', 1000, 'image/webp');
    const { user, upload, input } = setup({ compressImage: vi.fn().mockRejectedValue(new Error('decode')) });

    await user.upload(input(), photo);

    expect(upload).toHaveBeenCalledWith(345, 'token-abc', photo, 'print.webp');
  });

  it('while verifying, shows "Verificando com IA..." and disables the input', async () => {
    const verification = deferred<ReceiptVerification>();
    const { user, input } = setup({ upload: vi.fn(() => verification.promise) });

    await user.upload(input(), imageFile('comprovante.pdf', 10, 'application/pdf'));

    expect(screen.getByText('Verificando com IA...')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    await act(async () => verification.resolve(pendingReview));
    expect(screen.queryByText('Verificando com IA...')).not.toBeInTheDocument();
  });

  it('when approved, shows "Pagamento Aprovado!" with the reason, alerts and reports the approval, hiding the upload', async () => {
    const { alert, user, onApproved, input } = setup({ upload: vi.fn().mockResolvedValue(approved) });

    await user.upload(input(), imageFile('comprovante.pdf', 10, 'application/pdf'));

    expect(await screen.findByText('Pagamento Aprovado!')).toBeInTheDocument();
    expect(screen.getByText(approved.verification_reason)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('aprovado automaticamente'));
    expect(onApproved).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByLabelText(/Enviar Comprovante|Tentar Novamente/, { selector: 'input' }),
    ).not.toBeInTheDocument();
  });

  it('when rejected, shows "Comprovante Rejeitado" for 5 seconds, then the upload again as attempt 1 with "Tentar Novamente"', async () => {
    vi.useFakeTimers();
    const { alert, chooseFileSync } = setup({ upload: vi.fn().mockResolvedValue(rejected) });

    chooseFileSync(imageFile('comprovante.pdf', 10, 'application/pdf'));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(expect.stringContaining(rejected.verification_reason)));
    expect(screen.getByText('Comprovante Rejeitado')).toBeInTheDocument();
    expect(screen.getByText(rejected.verification_reason)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('Dica'));
    expect(screen.queryByLabelText(/Tentar Novamente/, { selector: 'input' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(REJECTED_PANEL_MS - 100));
    expect(screen.getByText('Comprovante Rejeitado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));

    expect(screen.queryByText('Comprovante Rejeitado')).not.toBeInTheDocument();
    expect(screen.getByText('Tentativa 1 - Tente novamente')).toBeInTheDocument();
    expect(screen.getByLabelText('Tentar Novamente', { selector: 'input' })).toBeEnabled();
  });

  it('when rejected again and again, keeps allowing retries and counts every attempt', async () => {
    vi.useFakeTimers();
    const { alert, chooseFileSync, upload } = setup({ upload: vi.fn().mockResolvedValue(rejected) });

    for (let attempt = 1; attempt <= 3; attempt++) {
      chooseFileSync(imageFile(`comprovante-${attempt}.pdf`, 10, 'application/pdf'));
      await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(attempt));
      expect(screen.getByText('Comprovante Rejeitado')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(REJECTED_PANEL_MS));
      expect(screen.getByText(`Tentativa ${attempt} - Tente novamente`)).toBeInTheDocument();
    }
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('when the receipt goes to review, shows "Comprovante Enviado" saying it is under review, with no new attempt offered', async () => {
    const { alert, user, input } = setup({ upload: vi.fn().mockResolvedValue(pendingReview) });

    await user.upload(input(), imageFile('comprovante.pdf', 10, 'application/pdf'));

    expect(await screen.findByText('Comprovante Enviado')).toBeInTheDocument();
    expect(screen.getByText(pendingReview.verification_reason)).toBeInTheDocument();
    expect(screen.getByText(/está em análise pela nossa equipe/)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('verificação manual'));
    expect(screen.queryByText(/Tentativa/)).not.toBeInTheDocument();
    expect(
      screen.queryByLabelText(/Enviar Comprovante|Tentar Novamente/, { selector: 'input' }),
    ).not.toBeInTheDocument();
  });

  it('when the store refuses a receipt under review, shows the reason and offers attempt 2', async () => {
    vi.useFakeTimers();
    const readStatus = vi
      .fn<(...args: unknown[]) => Promise<ReceiptStatus>>()
      .mockResolvedValueOnce(status({ verification_status: 'pending_review', attempts: 1 }))
      .mockResolvedValueOnce(status({ verification_status: 'pending_review', attempts: 1 }))
      .mockResolvedValue(
        status({ verification_status: 'rejected', verification_reason: REFUSAL, attempts: 1, reviewed: true }),
      );
    const { alert } = setup({ readStatus });
    await act(async () => {});
    expect(screen.getByText('Comprovante Enviado')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));
    expect(screen.getByText('Comprovante Enviado')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));

    expect(screen.getByText('Comprovante Rejeitado')).toBeInTheDocument();
    expect(screen.getByText(REFUSAL)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining(REFUSAL));
    expect(screen.getByText('Tentativa 1 - Tente novamente')).toBeInTheDocument();
    expect(screen.getByLabelText('Tentar Novamente', { selector: 'input' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(REJECTED_PANEL_MS + REVIEW_POLL_MS));
    expect(screen.getByText(REFUSAL)).toBeInTheDocument();
    expect(readStatus).toHaveBeenCalledTimes(3);
  });

  it('when the store approves a receipt under review, says so and reports the approval', async () => {
    vi.useFakeTimers();
    const readStatus = vi
      .fn<(...args: unknown[]) => Promise<ReceiptStatus>>()
      .mockResolvedValueOnce(status({ verification_status: 'pending_review', attempts: 1 }))
      .mockResolvedValue(
        status({
          verification_status: 'approved',
          verification_reason: 'Pagamento aprovado após verificação manual.',
          payment_approved: true,
          attempts: 1,
          reviewed: true,
        }),
      );
    const { onApproved } = setup({ readStatus });
    await act(async () => {});

    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));

    expect(screen.getByText('Pagamento Aprovado!')).toBeInTheDocument();
    expect(onApproved).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new ApiError(413, 'grande'), 'Erro ao enviar comprovante. Arquivo muito grande (máximo 10MB).'],
    [new ApiError(400, 'formato'), 'Erro ao enviar comprovante. Formato de arquivo inválido.'],
    [new ApiError(500, undefined), 'Erro ao enviar comprovante. Verifique sua conexão e tente novamente.'],
    [new ApiError(0, undefined), 'Erro ao enviar comprovante. Verifique sua conexão e tente novamente.'],
  ])('when the upload fails with %s, alerts "%s" and lets the client try again', async (error, message) => {
    const { alert, user, input } = setup({ upload: vi.fn().mockRejectedValue(error) });

    await user.upload(input(), imageFile('comprovante.pdf', 10, 'application/pdf'));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(input()).toBeEnabled();
  });
});
