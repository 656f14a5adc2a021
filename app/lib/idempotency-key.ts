/**
 * A key that makes one request of a repeated call (a return request, a refund): 32 random
 * hex digits, made once when the form opens and sent with every try of it. Built on
 * `crypto.getRandomValues`, which works on a plain-http address too, where
 * `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
