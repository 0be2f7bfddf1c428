/** A fresh Idempotency-Key: one per user action, sent on every write that action makes. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
