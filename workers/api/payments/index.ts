import { Hono } from "hono";
import { PaymentsUnavailableError } from "../../payments/config";
import { RazorpayError } from "../../payments/razorpay-client";
import { orders } from "./orders";
import { sandbox } from "./sandbox";
import { verify } from "./verify";
import { webhook } from "./webhook";

/**
 * /api/payments: server-priced Razorpay orders, signature verification, the webhook backstop and
 * the sandbox gateway, one file per endpoint family. See docs/decisions/040-payments.md.
 */
export const payments = new Hono<{ Bindings: Env }>();

payments.route("/orders", orders);
payments.route("/verify", verify);
payments.route("/webhook", webhook);
payments.route("/sandbox", sandbox);

payments.onError((err, c) => {
  if (err instanceof PaymentsUnavailableError) {
    console.error("payments unavailable:", err.message);
    return c.json({ error: `Online payments are unavailable: ${err.message} Please contact the resort to complete your booking.` }, 503);
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
});
