import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE } from '@ritual/contracts/limits';
import { ApiError } from '../../lib/api-client';

export { RECEIPT_MAX_BYTES };
export const RECEIPT_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf'];
export const RECEIPT_INPUT_ACCEPT = 'image/*,.pdf';

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The declared type, or (for pickers that send none) the one implied by the extension. */
export function receiptType(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** The spec §5 message for a file that may not be sent, or null when it may. */
export function receiptValidationError(file: File): string | null {
  if (!RECEIPT_ACCEPTED_TYPES.includes(receiptType(file))) {
    return 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.';
  }
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_TOO_LARGE;
  return null;
}

export const isPdf = (file: File) => receiptType(file) === 'application/pdf';

export function receiptUploadErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 413) return 'Erro ao enviar comprovante. Arquivo muito grande (máximo 10MB).';
  if (status === 400) return 'Erro ao enviar comprovante. Formato de arquivo inválido.';
  return 'Erro ao enviar comprovante. Verifique sua conexão e tente novamente.';
}
