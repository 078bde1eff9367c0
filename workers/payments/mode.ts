/**
 * PAYMENTS_MODE, read in one place: the payments configuration (workers/payments/config.ts) and the
 * security headers (workers/security/headers.ts) must never disagree on it, or live payments would
 * run under the sandbox's Content-Security-Policy, which blocks Razorpay's checkout.
 */

const PAYMENTS_MODES = ["sandbox", "live"] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

/**
 * The mode named by an env value, ignoring surrounding white space (`" live"` from a pasted
 * dashboard value is live); null for anything else: unset, blank, another word or another case.
 */
export function parsePaymentsMode(value: unknown): PaymentsMode | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return (PAYMENTS_MODES as readonly string[]).includes(trimmed) ? (trimmed as PaymentsMode) : null;
}
