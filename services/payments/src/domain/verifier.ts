import type { ReceiptVerified } from '@ritual/runtime';

export type VerificationStatus = ReceiptVerified['verification_status'];

export interface VerificationInput {
  order: { id: number; price: string; createdAt: string };
  /** The store's PIX key ('' when not configured) and the site name, which the recipient must match. */
  payee: { pixKey: string; siteName: string };
  file: { content: Buffer; contentType: string; sha256: string };
}

export interface Verification {
  status: VerificationStatus;
  /** pt-BR text shown to the client. */
  reason: string;
  /** Who read the receipt: "offline" or "openai:<model>"; kept with the attempt. */
  provider: string;
  /**
   * The key of the receipt's end-to-end id when one was read (endToEndKey: OCR lookalikes folded together), so
   * one payment cannot pay two orders however its letters were read.
   */
  endToEndId: string | null;
  /** What the verifier read from the receipt and how each check came out, kept for the admin. */
  fields: Record<string, unknown>;
}

/** Judges one stored receipt. Only an implementation that really checked the payment may answer "approved". */
export interface ReceiptVerifier {
  verify(input: VerificationInput): Promise<Verification>;
}
