import checkoutScriptSource from "./sandbox-checkout.js?raw";
import { SANDBOX_WINDOW_COPY } from "./sandbox-window-copy";

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

/** Where the script takes its words from: sandbox-window-copy.ts, written in as it is served. */
const COPY_SLOT = "{} /* SANDBOX_WINDOW_COPY */";

/** The words as JSON in ASCII (others as \u escapes), so the script reads the same whatever charset a browser assumes. */
function withCopy(source: string): string {
  if (!source.includes(COPY_SLOT)) throw new Error(`sandbox-checkout.js has no ${COPY_SLOT} for its words`);
  const json = JSON.stringify(SANDBOX_WINDOW_COPY).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return source.replace(COPY_SLOT, () => json);
}

export const sandboxCheckoutScript = withCopy(checkoutScriptSource);
