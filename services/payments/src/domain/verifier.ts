import type { ReceiptVerified } from '@ritual/runtime';

export type VerificationStatus = ReceiptVerified['verification_status'];

export interface VerificationInput {
  order: { id: number; price: string; createdAt: string };
  /** The store's PIX key the payment should have gone to ('' when not configured). */
  pixKey: string;
  file: { content: Buffer; contentType: string; sha256: string };
}

export interface Verification {
  status: VerificationStatus;
  /** pt-BR text shown to the client. */
  reason: string;
  /** Who decided, e.g. "manual" or a model name; kept with the attempt. */
  provider: string;
  /** What the verifier read from the receipt (amount, date, key…), kept for the admin. */
  fields: Record<string, unknown>;
}

/** Judges one stored receipt. Only an implementation that really checked the payment may answer "approved". */
export interface ReceiptVerifier {
  verify(input: VerificationInput): Promise<Verification>;
}

export const PENDING_REVIEW_REASON = 'Comprovante recebido. Aguardando verificação manual do pagamento.';

/** No automatic check exists yet: every receipt waits for the operator. */
export const manualReviewVerifier: ReceiptVerifier = {
  async verify() {
    return { status: 'pending_review', reason: PENDING_REVIEW_REASON, provider: 'manual', fields: {} };
  },
};
