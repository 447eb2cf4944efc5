import type { ReceiptVerified } from '@ritual/contracts/events';

export type VerificationStatus = ReceiptVerified['verification_status'];

export interface VerificationInput {
  order: { id: number; price: string; createdAt: string };
  /**
   * Who must have been paid: the store's PIX key ('' when not configured), the site name, and the account holder
   * as the PIX config names it — `recipientName` as banks print it and `recipientDocument` (CPF, 11 digits, or
   * CNPJ, 14 letters or digits, with no punctuation), each '' when not configured.
   */
  payee: { pixKey: string; siteName: string; recipientName: string; recipientDocument: string };
  file: { content: Buffer; contentType: string; sha256: string };
}

export type CheckOutcome = 'pass' | 'fail' | 'unknown';

/** One check as the review screen shows it: "pass" is confirmed, "unknown" unread, "fail" different. */
export interface ReviewedValue {
  outcome: CheckOutcome;
  /** What the receipt showed, as read ("1249.90", "2026-03-10T12:05:33", the id, the recipient's name · key · document). */
  value: string | null;
}

/** `Verification.fields.review`: the four things a reviewer compares with the order. */
export interface VerificationReview {
  amount: ReviewedValue;
  recipient: ReviewedValue;
  paid_at: ReviewedValue;
  end_to_end_id: ReviewedValue;
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
  /**
   * What the verifier read from the receipt and how each check came out, kept for the admin: the fields read
   * (snake_case), `checks` (each check's outcome) and `review` (a VerificationReview). Empty for a file already seen.
   */
  fields: Record<string, unknown>;
}

/** Judges one stored receipt. Only an implementation that really checked the payment may answer "approved". */
export interface ReceiptVerifier {
  verify(input: VerificationInput): Promise<Verification>;
}
