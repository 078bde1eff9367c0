import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RazorpayError, razorpayClient } from "../../workers/payments/razorpay-client";
import { bookingRow, createOrderOk, dateSpan, itemsIn, postJson, signed, verify } from "./payments-helpers";
import { type FakeReply, razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";

/** This file books in its own days (see dateSpan). */
const { roomItem } = itemsIn(dateSpan(330, 390));

/**
 * The Razorpay client inside workerd against the fake Razorpay on loopback, when Razorpay is slow,
 * busy or unreachable; then the same failures as the guest's verify meets them.
 */

let sequence = 0;
const newPaymentId = () => `pay_Rc${Date.now().toString(36)}${(sequence++).toString(36)}`.slice(0, 18);

const client = () =>
  razorpayClient({
    apiBase: env.RAZORPAY_API_BASE ?? "",
    keyId: env.RAZORPAY_KEY_ID ?? "",
    keySecret: env.RAZORPAY_KEY_SECRET ?? "",
    timeoutMs: 300,
  });

async function failureOf(promise: Promise<unknown>): Promise<RazorpayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RazorpayError);
  return error as RazorpayError;
}

describe("the Razorpay client", () => {
  it.each([
    [
      "does not answer in time",
      { hang: true },
      { kind: "unavailable", status: undefined },
      /did not answer GET \/payments\/\w+ within 300 ms/,
    ],
    ["closes the connection", { drop: true }, { kind: "unavailable", status: undefined }, /could not be reached/],
    [
      "answers 429 (too many requests)",
      { status: 429, body: { error: { code: "BAD_REQUEST_ERROR", description: "Too many requests" } } },
      { kind: "unavailable", status: 429, code: "BAD_REQUEST_ERROR" },
      /answered 429 to GET \/payments\/\w+: Too many requests/,
    ],
    ["answers 503", { status: 503, body: "Service Unavailable" }, { kind: "unavailable", status: 503 }, /answered 503 to GET/],
    [
      "answers 200 with a page that is not its API",
      { status: 200, body: "<html>maintenance</html>" },
      { kind: "unavailable", status: 200 },
      /not what the API documents/,
    ],
    [
      "refuses the request (400)",
      { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } } },
      { kind: "rejected", status: 400 },
      /answered 400 to GET \/payments\/\w+: The id provided does not exist/,
    ],
  ] satisfies [string, FakeReply, Partial<RazorpayError>, RegExp][])("fails as %s", async (_, reply, expected, message) => {
    const paymentId = newPaymentId();
    await scriptRazorpay({ path: `/v1/payments/${paymentId}` }, reply);
    const error = await failureOf(client().fetchPayment(paymentId));
    expect(error).toMatchObject(expected);
    expect(error.message).toMatch(message);
    const [request] = await razorpayReceived({ path: `/v1/payments/${paymentId}` });
    expect(request?.answered).toBe("hang" in reply ? "hang" : "drop" in reply ? "drop" : reply.status);
  });

  it("answers a registered payment once Razorpay is back", async () => {
    const paymentId = newPaymentId();
    await registerPayment({ id: paymentId, order_id: "order_RcBack00000001", amount: 10_000 });
    await scriptRazorpay({ path: `/v1/payments/${paymentId}` }, { status: 429, body: {} }, 1);
    await failureOf(client().fetchPayment(paymentId));
    expect(await client().fetchPayment(paymentId)).toMatchObject({ id: paymentId, order_id: "order_RcBack00000001", amount: 10_000 });
  });
});

describe("POST /api/payments/verify when Razorpay fails", () => {
  it.each([
    ["is busy (429)", { status: 429, body: { error: { code: "BAD_REQUEST_ERROR", description: "Too many requests" } } }, 429],
    ["closes the connection", { drop: true }, null],
    ["does not answer in time", { hang: true }, null],
  ] satisfies [string, FakeReply, number | null][])(
    "answers 502 'not responding' when Razorpay %s, leaves the booking unpaid, and succeeds when the guest retries",
    async (_, reply, status) => {
      const { order } = await createOrderOk([roomItem("sunrise")]);
      const paymentId = newPaymentId();
      await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
      await scriptRazorpay({ path: `/v1/payments/${paymentId}` }, reply, 1);
      const body = await signed(order.id, paymentId, env.RAZORPAY_KEY_SECRET ?? "");

      const res = await postJson("/api/payments/verify", body);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: "The payment provider is not responding. Please try again in a moment.",
        provider: { kind: "unavailable", status },
      });
      expect((await bookingRow(order.id))?.status).toBe("created");

      const retried = await verify(body);
      expect(retried.json).toMatchObject({ success: true, booking: { status: "paid", paymentId } });
    },
  );
});
