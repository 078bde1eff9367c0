import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookingRow, createOrderOk, dateSpan, itemsIn, ORIGIN, signed, verify } from "./payments-helpers";
import { registerPayment } from "./razorpay-fake-client";
import { deliver, event, paymentEntity, unique } from "./webhook-helpers";

/** This file books in its own days (see dateSpan). */
const { retreatItem, roomItem } = itemsIn(dateSpan(590, 640));

async function newOrder() {
  const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
  return order;
}

describe("POST /api/payments/webhook", () => {
  it("marks the booking paid on payment.captured when the guest's browser never verified", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_Wh");
    const { res, json } = await deliver(
      event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" })),
    );
    expect(res.status).toBe(200);
    expect(json).toEqual({ ok: true, outcome: "applied" });
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
  });

  it("marks the booking paid on order.paid", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_Op");
    const { json } = await deliver(
      event("order.paid", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" })),
    );
    expect(json.outcome).toBe("applied");
    expect((await bookingRow(order.id))?.status).toBe("paid");
  });

  it("refuses a bad signature, a signature with another secret and a missing one", async () => {
    const order = await newOrder();
    const body = event(
      "payment.captured",
      paymentEntity({ id: unique("pay_Bad"), orderId: order.id, amount: order.amount, status: "captured" }),
    );
    expect((await deliver(body, { signature: "0".repeat(64) })).res.status).toBe(400);
    expect((await deliver(body, { secret: env.RAZORPAY_KEY_SECRET })).res.status).toBe(400);
    const unsigned = await SELF.fetch(`${ORIGIN}/api/payments/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: "Invalid webhook signature." });
    expect((await bookingRow(order.id))?.status).toBe("created");
  });

  it("applies a retried delivery once (same x-razorpay-event-id)", async () => {
    const order = await newOrder();
    const eventId = unique("evt_Retry");
    const failed = event(
      "payment.failed",
      paymentEntity({ id: unique("pay_F"), orderId: order.id, amount: order.amount, status: "failed" }),
    );
    expect((await deliver(failed, { eventId })).json.outcome).toBe("applied");
    expect((await bookingRow(order.id))?.status).toBe("failed");

    const replay = await deliver(failed, { eventId });
    expect(replay.res.status).toBe(200);
    expect(replay.json).toEqual({ ok: true, duplicate: true });
    const { results } = await env.DB.prepare("SELECT outcome FROM payment_events WHERE event_id = ?").bind(eventId).all();
    expect(results).toEqual([{ outcome: "applied" }]);
  });

  it("never lets a late payment.failed downgrade a paid booking", async () => {
    const order = await newOrder();
    const paid = unique("pay_Ok");
    await deliver(event("order.paid", paymentEntity({ id: paid, orderId: order.id, amount: order.amount, status: "captured" })));
    await deliver(event("payment.captured", paymentEntity({ id: paid, orderId: order.id, amount: order.amount, status: "captured" })));
    const late = await deliver(
      event("payment.failed", paymentEntity({ id: unique("pay_Late"), orderId: order.id, amount: order.amount, status: "failed" })),
    );
    expect(late.json.outcome).toBe("kept-paid");
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paid });
  });

  it("handles a failure, then a successful retry, in either order of arrival", async () => {
    const order = await newOrder();
    const success = unique("pay_S");
    const failure = event(
      "payment.failed",
      paymentEntity({ id: unique("pay_F"), orderId: order.id, amount: order.amount, status: "failed" }),
    );
    const captured = event("payment.captured", paymentEntity({ id: success, orderId: order.id, amount: order.amount, status: "captured" }));
    // Razorpay may deliver the later event first.
    expect((await deliver(captured)).json.outcome).toBe("applied");
    expect((await deliver(failure)).json.outcome).toBe("kept-paid");
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: success });

    const other = await newOrder();
    const success2 = unique("pay_S");
    await deliver(
      event("payment.failed", paymentEntity({ id: unique("pay_F"), orderId: other.id, amount: other.amount, status: "failed" })),
    );
    expect((await bookingRow(other.id))?.status).toBe("failed");
    await deliver(event("payment.captured", paymentEntity({ id: success2, orderId: other.id, amount: other.amount, status: "captured" })));
    expect(await bookingRow(other.id)).toMatchObject({ status: "paid", payment_id: success2 });
  });

  it("keeps the first payment when a second one is captured for a paid order", async () => {
    const order = await newOrder();
    const first = unique("pay_First");
    await deliver(event("payment.captured", paymentEntity({ id: first, orderId: order.id, amount: order.amount, status: "captured" })));
    const second = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_Second"), orderId: order.id, amount: order.amount, status: "captured" })),
    );
    expect(second.json.outcome).toBe("conflict");
    expect((await bookingRow(order.id))?.payment_id).toBe(first);
  });

  it("does not mark paid a payment for another amount", async () => {
    const order = await newOrder();
    const { json } = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_Less"), orderId: order.id, amount: 100, status: "captured" })),
    );
    expect(json.outcome).toBe("mismatch");
    expect((await bookingRow(order.id))?.status).toBe("created");
  });

  it("acknowledges events for orders it does not know, and events it does not handle", async () => {
    const unknown = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_X"), orderId: "order_NotFromThisSite", amount: 1000, status: "captured" })),
    );
    expect(unknown.res.status).toBe(200);
    expect(unknown.json.outcome).toBe("unknown-order");
    const other = await deliver({ entity: "event", event: "refund.created", payload: {} });
    expect(other.json.outcome).toBe("ignored");
  });

  it("lets the browser's verify succeed after the webhook got there first", async () => {
    const { order } = await createOrderOk([retreatItem("7-day-yoga-ayurveda")]);
    const paymentId = unique("pay_Both");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount });
    await deliver(event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" })));
    const { json } = await verify(await signed(order.id, paymentId, env.RAZORPAY_KEY_SECRET ?? ""));
    expect(json.success).toBe(true);
    expect(json.booking?.paymentId).toBe(paymentId);
  });

  it("refuses a body that is not a Razorpay event", async () => {
    const { res } = await deliver({ hello: "world" });
    expect(res.status).toBe(400);
  });
});
