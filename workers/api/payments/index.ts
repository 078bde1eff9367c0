import { type Context, Hono } from "hono";
import { PaymentsUnavailableError, paymentsModeOf } from "../../payments/config";
import { RazorpayError } from "../../payments/razorpay-client";
import { sandboxAllowedAt } from "../../payments/sandbox-hosts";
import { orders } from "./orders";
import { sandbox } from "./sandbox";
import { verify } from "./verify";
import { webhook } from "./webhook";

/**
 * /api/payments: server-priced Razorpay orders, signature verification, the webhook backstop and
 * the sandbox gateway, one file per endpoint family. See docs/decisions/040-payments.md.
 */
export const payments = new Hono<{ Bindings: Env }>();

const PAYMENTS_UNAVAILABLE_MESSAGE = "Online payments are unavailable right now. Please contact the resort to complete your booking.";

// Sandbox payments are signed with a secret anyone can read, so a sandbox deployment takes orders
// and verifies payments only where its gateway answers: on a local host, or a preview host that
// SANDBOX_ALLOWED_HOSTS names. Anywhere else it is closed (the gateway itself answers 404).
payments.use("*", async (c, next) => {
  if (
    paymentsModeOf(c.env) === "sandbox" &&
    !c.req.path.startsWith("/api/payments/sandbox/") &&
    !sandboxAllowedAt(new URL(c.req.url), c.env)
  ) {
    throw new PaymentsUnavailableError("The sandbox gateway works only on local hosts and on those SANDBOX_ALLOWED_HOSTS lists.");
  }
  return next();
});

payments.route("/orders", orders);
payments.route("/verify", verify);
payments.route("/webhook", webhook);
payments.route("/sandbox", sandbox);

/** The answer to a payments error, for every endpoint that takes payments (the balance's too). */
export function answerPaymentsError(err: Error, c: Context) {
  if (err instanceof PaymentsUnavailableError) {
    // What is wrong goes to the log and to the staff console's notice (settings-problems.ts); the
    // visitor learns only that payments are off.
    console.error("payments unavailable:", err.message);
    return c.json({ error: PAYMENTS_UNAVAILABLE_MESSAGE }, 503);
  }
  if (err instanceof RazorpayError) {
    console.error("razorpay error:", err.kind, err.status ?? "-", err.code ?? "-", err.message);
    const error =
      err.kind === "unavailable"
        ? "The payment provider is not responding. Please try again in a moment."
        : "The payment provider refused the request. Please try again, or contact the resort if it keeps happening.";
    return c.json({ error, provider: { kind: err.kind, status: err.status ?? null } }, 502);
  }
  console.error("payments error", c.req.method, c.req.path, err);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
}

payments.onError(answerPaymentsError);
