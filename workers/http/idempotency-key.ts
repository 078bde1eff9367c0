/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): a client's own name for one request, sent again unchanged with every retry of it. The
 * draft makes its value a Structured Field string (`"8e03978e-…"`); many clients send it bare, as
 * Stripe's API takes it, so both are read. A key is 1 to 255 visible ASCII characters.
 */

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

export type IdempotencyKeyHeader = { ok: true; key: string | null } | { ok: false; error: string };

/** The key a header carries (null without the header), or why it is not one. Pure; never throws. */
export function parseIdempotencyKey(header: string | null | undefined): IdempotencyKeyHeader {
  if (header === null || header === undefined) return { ok: true, key: null };
  let key = header.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  if (key === "" || key.length > MAX_IDEMPOTENCY_KEY_LENGTH || !VISIBLE_ASCII.test(key) || key.includes('"') || key.includes("\\")) {
    return {
      ok: false,
      error: `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters (a UUID, say), optionally in double quotes.`,
    };
  }
  return { ok: true, key };
}
