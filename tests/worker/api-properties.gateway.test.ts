import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signPayment, signWebhookBody } from "../../workers/payments/signatures";
import { expectCleanAnswer, garbage, jsonText, mutantOf, postRequests } from "./api-fuzz";
import { contact, createOrderOk, dateSpan, itemsIn, uniqueEmail } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(640, 690);
const { roomItem } = itemsIn(span);

/**
 * The payment endpoints in live mode (the fake Razorpay on loopback) under random and malformed
 * requests: verify and the webhook with the live secrets, orders against the provider, and the
 * sandbox endpoints, which must not exist here. Same properties as api-properties.test.ts.
 */

const TIMEOUT = 60_000;

describe("live payment endpoints with random and malformed requests", () => {
  it(
    "orders, verify and the sandbox paths: never a 5xx, refusals explained, no rows",
    async () => {
      const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
      const paymentId = "pay_Fuzz0000000001";
      const validVerify = {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        // Signed for another payment: a well-formed body whose signature never matches.
        razorpay_signature: await signPayment(order.id, "pay_Other000000001", env.RAZORPAY_KEY_SECRET ?? ""),
      };
      const validOrder = { userDetails: contact(uniqueEmail("live-fuzz")), cartItems: [roomItem("sunrise", { nights: 3 })] };
      const requests = fc.oneof(
        postRequests("/api/payments/orders", validOrder, 64 * 1024),
        postRequests("/api/payments/verify", validVerify, 4 * 1024),
        postRequests("/api/payments/sandbox/pay", { order_id: order.id }, 4 * 1024),
        postRequests("/api/payments/sandbox/fail", { order_id: order.id }, 4 * 1024),
      );
      await fc.assert(
        fc.asyncProperty(requests, async (req) => {
          const { status } = await expectCleanAnswer(req);
          if (req.path.includes("/sandbox/")) expect(status).toBe(404);
        }),
        { numRuns: 400 },
      );
    },
    TIMEOUT,
  );

  it(
    "webhook: events signed with the live secret, random or mutated, never fail; others are refused",
    async () => {
      const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
      const captured = {
        event: "payment.captured",
        payload: {
          payment: { entity: { id: "pay_Live0000000001", order_id: order.id, amount: order.amount, currency: "INR", status: "captured" } },
        },
      };
      const body = fc.oneof(jsonText, mutantOf(captured), garbage);
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom("live", "none", "other"), async (raw, signer) => {
          const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
          const secret = signer === "live" ? (env.RAZORPAY_WEBHOOK_SECRET ?? "") : "not-the-webhook-secret";
          const headers: Record<string, string> = { "X-Razorpay-Event-Id": `evt_${crypto.randomUUID()}` };
          if (signer !== "none") headers["X-Razorpay-Signature"] = await signWebhookBody(bytes, secret);
          const { status } = await expectCleanAnswer({
            method: "POST",
            path: "/api/payments/webhook",
            contentType: "application/json",
            body: bytes,
            headers,
          });
          if (signer !== "live") expect(status).toBe(400);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );
});
