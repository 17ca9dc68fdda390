/**
 * A fresh key for one money-moving request (a payout, a refund): the server answers a retry of the
 * same request with the same key by what it already did, so a double click or a retry after a lost
 * answer can never pay or refund twice.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
