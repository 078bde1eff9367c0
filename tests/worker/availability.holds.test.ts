import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import { formspreeReceived, runCron } from "./forms-helpers";
import { mailReceived, noticeRows, waitForNotices } from "./notices-helpers";
import { bookingRow, createOrder, createOrderOk, dateSpan, getBooking, holdsOf, itemsIn, ORIGIN, signed, verify } from "./payments-helpers";
import { razorpayReceived, registerPayment } from "./razorpay-fake-client";
import { deliver, event, paymentEntity, unique } from "./webhook-helpers";

/**
 * Holds that lapse, with the Worker's HOLD_TTL_SECONDS set to 1 (the worker-holds project, live
 * payments against the fake Razorpay): no forged expiry and no cron needed for the next guest to
 * get the nights, and the cron tidies up what nobody asked for.
 */

const { roomItem, customItem } = itemsIn(dateSpan(690, 725));

/** Waits out a one-second hold on the clock (polling the calendar, not a fixed sleep). */
async function untilFree(room: string, from: string, to: string) {
  await vi.waitFor(
    async () => {
      const res = await SELF.fetch(`${ORIGIN}/api/availability?from=${from}&to=${to}`);
      const json = (await res.json()) as { rooms: Record<string, string[]> };
      if (json.rooms[room]) throw new Error(`${room} still held`);
    },
    { timeout: 5_000, interval: 100 },
  );
}

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";

/** The guest pays at Razorpay (the fake: authorized, to be captured); what the browser then posts to verify. */
async function pay(order: { id: string; amount: number }) {
  const paymentId = unique("pay_Hold");
  await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
  return signed(order.id, paymentId, keySecret());
}

describe("holds lapse after HOLD_TTL_SECONDS", () => {
  it("frees a lapsed hold at once for the next order (no cron), and the late payment is a conflict", async () => {
    const item = roomItem("sunrise", { nights: 2 });
    const { order: first } = await createOrderOk([item]);
    const payment = await pay(first);
    expect((await createOrder([item])).res.status).toBe(409);

    await untilFree("sunrise", item.startDate, item.endDate);
    // The lapsed rows are still there (no cron ran); the next order's batch deletes them first.
    expect((await holdsOf(first.id)).length).toBe(2);
    const { order: second } = await createOrderOk([item]);
    expect(await holdsOf(first.id)).toEqual([]);
    expect((await holdsOf(second.id)).length).toBe(2);

    const late = await verify(payment);
    expect(late.json.success).toBe(false);
    expect((await bookingRow(first.id))?.status).toBe("conflict");
    expect((await holdsOf(second.id)).every((h) => h.state === "held")).toBe(true);
  });

  it("frees lapsed retreat places for the next order", async () => {
    const full = customItem({ price: 100, currency: "EUR", nights: 1 });
    await createOrderOk([{ ...full, quantity: RETREAT_PLACES_PER_NIGHT }]);
    const one = customItem({ name: "One more", price: 100, currency: "EUR", nights: 1, start: full.startDate });
    expect((await createOrder([one])).res.status).toBe(409);
    await vi.waitFor(
      async () => {
        const res = await createOrder([one]);
        if (res.res.status !== 201) throw new Error(`still ${res.res.status}`);
      },
      { timeout: 5_000, interval: 200 },
    );
  });

  it("a paid booking keeps its nights after its hold would have lapsed", async () => {
    const item = roomItem("forest", { nights: 1 });
    const { order } = await createOrderOk([item]);
    expect((await verify(await pay(order))).json.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await createOrder([item])).res.status).toBe(409);
    expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["sold"]);
  });

  it("the cron deletes lapsed holds that no order came for", async () => {
    const item = roomItem("stoneage", { nights: 3 });
    const { order } = await createOrderOk([item]);
    await untilFree("stoneage", item.startDate, item.endDate);
    expect((await holdsOf(order.id)).length).toBe(3);
    await runCron(new Date());
    expect(await holdsOf(order.id)).toEqual([]);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM room_nights WHERE state = 'held' AND expires_at <= ?")
      .bind(new Date().toISOString())
      .first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });
});

/**
 * A payment that comes after its order's hold lapsed, for nights another guest has taken since,
 * through the real path: the booking becomes `conflict`, never a second sale; its payment is
 * refunded exactly once at Razorpay and the guest and the resort are each told once, however many
 * times and ways the payment is reported (verify, the webhooks, their replays, the cron). The
 * other guest's booking is paid as usual.
 */

/**
 * Order A, whose hold lapses; then order B for the same nights, paid at once (its nights sold for
 * good). A's guest has meanwhile paid at Razorpay: `status` is what the fake holds for the payment.
 */
async function lapsedThenTaken(room: string, status: "authorized" | "captured") {
  const item = roomItem(room, { nights: 2 });
  const { order: a } = await createOrderOk([item]);
  await untilFree(room, item.startDate, item.endDate);
  const { order: b } = await createOrderOk([item]);
  const paymentB = unique("pay_B");
  await registerPayment({ id: paymentB, order_id: b.id, amount: b.amount, status: "authorized" });
  const paidB = await verify(await signed(b.id, paymentB, keySecret()));
  expect(paidB.json.success, JSON.stringify(paidB.json)).toBe(true);

  const paymentA = unique("pay_A");
  await registerPayment({ id: paymentA, order_id: a.id, amount: a.amount, status });
  return { a, b, paymentA, paymentB };
}

/** Once the background work settled: the conflict refund processed and both notices delivered. */
async function settled(orderId: string) {
  await vi.waitFor(
    async () => {
      const row = await bookingRow(orderId);
      if (row?.status !== "refunded") throw new Error(`booking ${orderId} is ${row?.status}`);
    },
    { timeout: 5_000, interval: 50 },
  );
  return waitForNotices(orderId, 2);
}

async function expectRefundedOnceAndToldOnce(order: { id: string; amount: number }, paymentId: string) {
  const notices = await settled(order.id);
  expect(notices.map((n) => n.kind)).toEqual(["guest_conflict", "resort_conflict"]);
  // The cron, run twice after the fact, asks Razorpay for nothing more and sends nothing again.
  await runCron(new Date(Date.now() + 2 * 60_000));
  await runCron(new Date(Date.now() + 4 * 60_000));

  const refundCalls = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
  expect(refundCalls).toHaveLength(1);
  expect(refundCalls[0]?.json).toMatchObject({ amount: order.amount });
  const { results: refunds } = await env.DB.prepare("SELECT reason, status, amount_paise FROM refunds WHERE order_id = ?")
    .bind(order.id)
    .all();
  expect(refunds).toEqual([{ reason: "conflict", status: "processed", amount_paise: order.amount }]);

  expect(await noticeRows(order.id)).toHaveLength(2);
  const mails = await mailReceived(order.id);
  expect(mails).toHaveLength(1);
  expect(String(mails[0]?.json?.text)).toContain("another guest had booked them");
  const resortNotices = (await formspreeReceived(order.id)).filter((n) => String(n.json?._subject).includes(order.id));
  expect(resortNotices).toHaveLength(1);
  expect(String(resortNotices[0]?.json?._subject)).toContain("refunded automatically");
  expect(await bookingRow(order.id)).toMatchObject({ status: "refunded", payment_id: paymentId });
  // Never shown as confirmed: the guest's lookup says what happened.
  expect((await getBooking(order.id, paymentId)).json.booking?.status).toBe("refunded");
  expect(await holdsOf(order.id)).toEqual([]);
}

async function expectPaidNormally(order: { id: string }, paymentId: string) {
  expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
  expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["sold", "sold"]);
  const notices = await waitForNotices(order.id, 2);
  expect(notices.map((n) => n.kind)).toEqual(["guest_confirmation", "resort_paid"]);
  expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` })).toEqual([]);
}

describe("a payment for nights another guest took after its hold lapsed", () => {
  it("via verify and the webhook at once, then replayed: conflict, refunded once, the guest and the resort told once", async () => {
    const { a, b, paymentA, paymentB } = await lapsedThenTaken("sunrise", "authorized");
    const body = await signed(a.id, paymentA, keySecret());
    const authorized = event("payment.authorized", paymentEntity({ id: paymentA, orderId: a.id, amount: a.amount, status: "authorized" }));
    const eventId = unique("evt_A");

    const [checkout, hook] = await Promise.all([verify(body), deliver(authorized, { eventId })]);
    // The guest is told at checkout, in the server's words; the booking is a conflict.
    expect(checkout.res.status).toBe(400);
    expect(checkout.json).toMatchObject({ success: false, reason: "nights-taken" });
    expect(checkout.json.error).toContain("another guest had booked them");
    expect(hook.res.status).toBe(200);
    expect(["conflict", "refunded"]).toContain((await bookingRow(a.id))?.status);
    const shown = (await getBooking(a.id, paymentA)).json.booking?.status;
    expect(shown === "conflict" || shown === "refunded").toBe(true);

    // Replays: the same delivery, Razorpay's later events for the same payment, the guest's retry.
    const captured = paymentEntity({ id: paymentA, orderId: a.id, amount: a.amount, status: "captured" });
    const replays = await Promise.all([
      deliver(authorized, { eventId }),
      deliver(event("payment.captured", captured)),
      deliver(event("order.paid", captured)),
      verify(body),
    ]);
    expect(replays.map((r) => r.res.status)).toEqual([200, 200, 200, 400]);
    expect(replays[0]?.json).toMatchObject({ duplicate: true });

    await expectRefundedOnceAndToldOnce(a, paymentA);
    await expectPaidNormally(b, paymentB);
  });

  it("via the webhook alone (the guest's tab closed), delivered three times at once: the same, once", async () => {
    const { a, b, paymentA, paymentB } = await lapsedThenTaken("forest", "captured");
    const captured = event("payment.captured", paymentEntity({ id: paymentA, orderId: a.id, amount: a.amount, status: "captured" }));
    const answers = await Promise.all([deliver(captured), deliver(captured), deliver(captured)]);
    expect(answers.map((r) => r.res.status)).toEqual([200, 200, 200]);
    // Each delivery is a distinct event id here, but one signed body: one event, which found the
    // nights taken; the others are duplicates of it.
    expect(answers.filter((r) => r.json.outcome === "nights-taken")).toHaveLength(1);
    expect(answers.filter((r) => r.json.duplicate === true)).toHaveLength(2);

    // The guest comes back to the page later: told the truth, never "confirmed".
    const late = await verify(await signed(a.id, paymentA, keySecret()));
    expect(late.res.status).toBe(400);

    await expectRefundedOnceAndToldOnce(a, paymentA);
    await expectPaidNormally(b, paymentB);
  });
});
