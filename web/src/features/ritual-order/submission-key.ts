/**
 * The Idempotency-Key of POST /clientes: one per distinct submission, so sending the same data again (the answer
 * got lost, the client taps again) returns the order already created, while changed data makes a new order.
 */
export function submissionKeys(): (submission: unknown) => string {
  let last: { payload: string; key: string } | undefined;
  return (submission) => {
    const payload = JSON.stringify(submission);
    if (last?.payload !== payload) last = { payload, key: newIdempotencyKey() };
    return last.key;
  };
}

/** 128 random bits in hex; getRandomValues works where randomUUID does not (plain http on a LAN address). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pedido-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
