import { z } from "zod";
import { type PaymentsMode, parsePaymentsMode } from "./mode";

/**
 * Payment settings, read from the Worker's env once per env object and validated with zod.
 *
 * - `sandbox` (local development, tests): no account, no network. Orders get sandbox ids, the
 *   browser loads the sandbox checkout script this Worker serves, and payments are signed with
 *   the public sandbox secret below. See docs/decisions/040-payments.md.
 * - `live`: real Razorpay. The key id, key secret and webhook secret are all required; if one is
 *   missing every payment endpoint answers 503, and the log and the staff console name it. Nothing ever falls back to the sandbox,
 *   and a missing or unknown PAYMENTS_MODE is an error too, never "sandbox by default".
 */

export type { PaymentsMode } from "./mode";

export const DEFAULT_RAZORPAY_API_BASE = "https://api.razorpay.com/v1";
export const DEFAULT_RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";
const DEFAULT_RAZORPAY_TIMEOUT_MS = 10_000;

/** Where the Worker serves the sandbox checkout script (404 in live mode). */
const SANDBOX_CHECKOUT_PATH = "/api/payments/sandbox/checkout.js";
/**
 * Sandbox credentials. Public on purpose: they sign sandbox payments only, and sandbox orders are
 * refused in live mode, so knowing them buys nothing in production.
 */
const SANDBOX_KEY_ID = "rzp_sandbox_kaivalya";
const SANDBOX_KEY_SECRET = "sandbox-key-secret-not-for-real-payments";
export const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret-not-for-real-payments";

type Credentials = { keyId: string; keySecret: string; webhookSecret: string };

type SandboxPaymentsConfig = Credentials & { mode: "sandbox"; checkoutUrl: string };
type LivePaymentsConfig = Credentials & {
  mode: "live";
  apiBase: string;
  checkoutUrl: string;
  timeoutMs: number;
};
export type PaymentsConfig = SandboxPaymentsConfig | LivePaymentsConfig;

/** Payments cannot run with this configuration: 503 to visitors; `message` names it for the log and staff. */
export class PaymentsUnavailableError extends Error {
  override readonly name = "PaymentsUnavailableError";
}

const setting = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  PAYMENTS_MODE: setting,
  RAZORPAY_KEY_ID: setting,
  RAZORPAY_KEY_SECRET: setting,
  RAZORPAY_WEBHOOK_SECRET: setting,
  RAZORPAY_API_BASE: setting,
  RAZORPAY_CHECKOUT_URL: setting,
  RAZORPAY_TIMEOUT_MS: setting,
});

const httpUrl = z.url({ protocol: /^https?$/ });

/** Parses the settings; throws PaymentsUnavailableError naming what is missing or wrong. */
export function parsePaymentsConfig(env: Record<string, unknown>): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new PaymentsUnavailableError(`Payment settings must be text: ${names.join(", ")}.`);
  }
  const vars = parsed.data;
  const mode = parsePaymentsMode(vars.PAYMENTS_MODE);
  if (mode === "sandbox") {
    return {
      mode: "sandbox",
      keyId: SANDBOX_KEY_ID,
      keySecret: SANDBOX_KEY_SECRET,
      webhookSecret: SANDBOX_WEBHOOK_SECRET,
      checkoutUrl: SANDBOX_CHECKOUT_PATH,
    };
  }
  if (mode !== "live") {
    throw new PaymentsUnavailableError(
      vars.PAYMENTS_MODE === undefined
        ? "PAYMENTS_MODE is not set (expected 'sandbox' or 'live')."
        : `PAYMENTS_MODE must be 'sandbox' or 'live', not '${vars.PAYMENTS_MODE}'.`,
    );
  }
  const missing = (["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const).filter(
    (name) => vars[name] === undefined,
  );
  if (missing.length > 0) {
    throw new PaymentsUnavailableError(`Live payments need ${missing.join(", ")}, which ${missing.length > 1 ? "are" : "is"} not set.`);
  }
  const apiBase = vars.RAZORPAY_API_BASE ?? DEFAULT_RAZORPAY_API_BASE;
  const checkoutUrl = vars.RAZORPAY_CHECKOUT_URL ?? DEFAULT_RAZORPAY_CHECKOUT_URL;
  for (const [name, value] of [
    ["RAZORPAY_API_BASE", apiBase],
    ["RAZORPAY_CHECKOUT_URL", checkoutUrl],
  ] as const) {
    if (!httpUrl.safeParse(value).success) throw new PaymentsUnavailableError(`${name} is not an http(s) URL.`);
  }
  const timeoutMs = vars.RAZORPAY_TIMEOUT_MS === undefined ? DEFAULT_RAZORPAY_TIMEOUT_MS : Number(vars.RAZORPAY_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new PaymentsUnavailableError("RAZORPAY_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000.");
  }
  return {
    mode: "live",
    keyId: vars.RAZORPAY_KEY_ID as string,
    keySecret: vars.RAZORPAY_KEY_SECRET as string,
    webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET as string,
    apiBase: apiBase.replace(/\/+$/, ""),
    checkoutUrl,
    timeoutMs,
  };
}

const cache = new WeakMap<object, PaymentsConfig | PaymentsUnavailableError>();

/** The settings for this env, parsed on first use. Throws PaymentsUnavailableError. */
export function paymentsConfig(env: object): PaymentsConfig {
  let entry = cache.get(env);
  if (!entry) {
    try {
      entry = parsePaymentsConfig(env as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof PaymentsUnavailableError)) throw error;
      entry = error;
    }
    cache.set(env, entry);
  }
  if (entry instanceof PaymentsUnavailableError) throw entry;
  return entry;
}

/** The payments mode, or null when the configuration is unusable (sandbox routes then 404). */
export function paymentsModeOf(env: object): PaymentsMode | null {
  try {
    return paymentsConfig(env).mode;
  } catch {
    return null;
  }
}

/**
 * The mode whose bookings this deployment shows as paid: its configured mode, and live when the
 * configuration is unusable, so a sandbox booking is shown only by a deployment that is certainly
 * a sandbox.
 */
export function deploymentPaymentsMode(env: object): PaymentsMode {
  return paymentsModeOf(env) ?? "live";
}
