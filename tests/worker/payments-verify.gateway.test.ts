import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookingRow, createOrderOk, dateSpan, itemsIn, postJson, signed, verify } from "./payments-helpers";
import { razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(540, 590);
const { retreatItem, roomItem } = itemsIn(span);

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";
let sequence = 0;
/** A payment id no other test uses. */
const newPaymentId = () => `pay_Live${Date.now().toString(36)}${(sequence++).toString(36)}`.slice(0, 18);

describe("POST /api/payments/verify (live)", () => {
  it("checks the signature and the payment at Razorpay, then marks the booking paid", async () => {
    const { order } = await createOrderOk([retreatItem("cultural-cuisine-4-day", { guests: 2 })]);
    const paymentId = newPaymentId();
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });

    const { res, json } = await verify(await signed(order.id, paymentId, keySecret()));
    expect(res.status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.booking).toMatchObject({ status: "paid", paymentId, orderId: order.id, mode: "live" });
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}` })).toHaveLength(1);

    // A replay is answered from D1 without asking Razorpay again.
    const again = await verify(await signed(order.id, paymentId, keySecret()));
    expect(again.json.success).toBe(true);
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}` })).toHaveLength(1);
  });

  it("accepts an authorised payment that is not captured yet", async () => {
    const { order } = await createOrderOk([roomItem("sunrise")]);
    const paymentId = newPaymentId();
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    expect((await verify(await signed(order.id, paymentId, keySecret()))).json.success).toBe(true);
  });

  it.each([
    [
      "another order",
      (o: { id: string; amount: number }) => ({ order_id: "order_SomeoneElses001", amount: o.amount, status: "captured" }),
      /another order/,
    ],
    ["another amount", (o: { id: string; amount: number }) => ({ order_id: o.id, amount: o.amount - 100, status: "captured" }), /amount/],
    [
      "another currency",
      (o: { id: string; amount: number }) => ({ order_id: o.id, amount: o.amount, currency: "USD", status: "captured" }),
      /amount/,
    ],
    ["a failed status", (o: { id: string; amount: number }) => ({ order_id: o.id, amount: o.amount, status: "failed" }), /failed/],
  ])("refuses a correctly signed payment that Razorpay says is for %s", async (_label, shape, message) => {
    const { order } = await createOrderOk([roomItem("forest")]);
    const paymentId = newPaymentId();
    await registerPayment({ id: paymentId, ...shape(order) });
    const { res, json } = await verify(await signed(order.id, paymentId, keySecret()));
    expect(res.status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.error).toMatch(message);
    expect((await bookingRow(order.id))?.status).toBe("created");
  });

  it("answers 502 when Razorpay cannot confirm the payment, leaving the booking for the webhook", async () => {
    const { order } = await createOrderOk([roomItem("stoneage")]);
    const paymentId = newPaymentId();
    await scriptRazorpay({ path: `/v1/payments/${paymentId}` }, { status: 500, body: { error: { code: "SERVER_ERROR" } } });
    const res = await postJson("/api/payments/verify", await signed(order.id, paymentId, keySecret()));
    expect(res.status).toBe(502);
    expect((await bookingRow(order.id))?.status).toBe("created");
  });

  it("refuses a signature made with another secret without asking Razorpay", async () => {
    const { order } = await createOrderOk([roomItem("lilybeth")]);
    const paymentId = newPaymentId();
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount });
    const { res, json } = await verify(await signed(order.id, paymentId, "sandbox-key-secret-not-for-real-payments"));
    expect(res.status).toBe(400);
    expect(json.error).toBe("The payment signature is not valid.");
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}` })).toHaveLength(0);
  });

  it("refuses orders from the sandbox even when they are in the same database", async () => {
    const orderId = "order_sbxSandboxRow0001";
    const at = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, amount_paise, guest_email, guest_phone, created_at, updated_at)
       VALUES (?, 'kv-sandbox-row', 'sandbox', 10000, 'sbx@example.com', '+919847012345', ?, ?)`,
    )
      .bind(orderId, at, at)
      .run();
    const { res, json } = await verify(await signed(orderId, "pay_sbxWhatever000001", keySecret()));
    expect(res.status).toBe(400);
    expect(json.error).toMatch(/not for an order placed on this site/);
  });
});
