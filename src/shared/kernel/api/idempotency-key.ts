/**
 * The key a form submission carries so that a retry of it is stored once (decision 178): the
 * browser's form makes one per submission and sends it as a header; a form posted without
 * JavaScript carries the one its page was rendered with as a hidden field. The back office keys
 * the stored submission by this key together with the body, so a key a kept page gives every
 * visitor never joins two visitors' different posts.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export function isIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}

/**
 * 128 random bits in hex. From getRandomValues rather than randomUUID, which browsers offer only
 * on secure origins (a site tried over plain HTTP on a LAN address would have no key).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
