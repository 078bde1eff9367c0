/**
 * Razorpay's two HMAC-SHA256 signatures, checked with Web Crypto (no Node APIs, so this runs in
 * workerd and in the unit tests alike):
 *
 * - the payment signature Checkout hands the browser after a successful payment:
 *   hex(HMAC-SHA256(key secret, `${order_id}|${payment_id}`)), where order_id is the id this site
 *   stored when it created the order, never the one the browser sends back;
 * - the webhook signature in the X-Razorpay-Signature header:
 *   hex(HMAC-SHA256(webhook secret, raw request body)), over the exact bytes received.
 *
 * Comparisons run in constant time over the decoded bytes, so the time taken never tells an
 * attacker how much of a forged signature was right.
 */

const encoder = new TextEncoder();
const SHA256_BYTES = 32;

async function hmacSha256(secret: string, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
}

/** Lower-case hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** The bytes of a hex string of exactly `length` bytes, or null (wrong length or not hex). */
function fromHex(hex: string, length: number): Uint8Array | null {
  if (hex.length !== length * 2 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Equal-length byte arrays compared without an early exit. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function matchesHexSignature(secret: string, message: Uint8Array<ArrayBuffer>, signature: string): Promise<boolean> {
  if (secret === "") return false;
  const expected = await hmacSha256(secret, message);
  // A signature of the wrong shape still costs a full HMAC, so its rejection takes the same time.
  const given = fromHex(signature.trim(), SHA256_BYTES) ?? new Uint8Array(SHA256_BYTES + 1);
  return timingSafeEqual(expected, given);
}

/** The hex signature Razorpay Checkout returns for `orderId|paymentId` (used by the sandbox gateway). */
export async function signPayment(orderId: string, paymentId: string, keySecret: string): Promise<string> {
  return toHex(await hmacSha256(keySecret, encoder.encode(`${orderId}|${paymentId}`)));
}

/** The hex signature of a webhook body, as Razorpay sends it: the Worker tests sign their webhooks with it. */
export async function signWebhookBody(body: string | Uint8Array<ArrayBuffer>, webhookSecret: string): Promise<string> {
  return toHex(await hmacSha256(webhookSecret, typeof body === "string" ? encoder.encode(body) : body));
}

/**
 * True when `signature` is Razorpay's payment signature for this order and payment.
 * Pass the order id stored when the order was created, not the one the client sent.
 */
export async function verifyPaymentSignature(input: {
  orderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): Promise<boolean> {
  const { orderId, paymentId, signature, keySecret } = input;
  if (orderId === "" || paymentId === "") return false;
  return matchesHexSignature(keySecret, encoder.encode(`${orderId}|${paymentId}`), signature);
}

/**
 * True when `signature` (the X-Razorpay-Signature header) signs exactly these body bytes.
 * Pass the raw body as received: parsing and re-serialising JSON changes the bytes.
 */
export async function verifyWebhookSignature(input: {
  body: Uint8Array<ArrayBuffer> | string;
  signature: string | null | undefined;
  webhookSecret: string;
}): Promise<boolean> {
  const { body, signature, webhookSecret } = input;
  if (!signature) return false;
  return matchesHexSignature(webhookSecret, typeof body === "string" ? encoder.encode(body) : body, signature);
}
