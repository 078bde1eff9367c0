import sandboxCheckoutScript from "./sandbox-checkout.js?raw";

/**
 * The sandbox gateway (PAYMENTS_MODE=sandbox): order and payment ids shaped like Razorpay's, and
 * the browser script that stands in for checkout.js. Signatures are made with the sandbox key
 * secret by the same code the verify endpoint checks them with.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 62; the tiny bias does not matter for test ids.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** 'order_sbx' + 14 characters: recognisably sandbox, and never a real Razorpay id. */
export function sandboxOrderId(): string {
  return `order_sbx${randomId(14)}`;
}

export function sandboxPaymentId(): string {
  return `pay_sbx${randomId(14)}`;
}

export { sandboxCheckoutScript };
