import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { bookingsRepository } from "../../workers/payments/bookings-repository";
import { paymentsConfig } from "../../workers/payments/config";
import { RefundRefusedError, refundBooking } from "../../workers/payments/refunds";
import { signWebhookBody } from "../../workers/payments/signatures";
import { runCron } from "./forms-helpers";
import { formspreeReceived } from "./forms-helpers";
import { mailReceived, noticeRows, waitForNotices } from "./notices-helpers";
import { bookingRow, createOrderOk, dateSpan, getBooking, holdsOf, itemsIn, ORIGIN, signed, verify } from "./payments-helpers";
import { autoRefundAuthorization, razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";
import { auditRowsOfBooking, staffPost, teamToken } from "./staff-helpers";

/** This file books in its own days (see dateSpan). */
const { customItem, retreatItem, roomItem } = itemsIn(dateSpan(8, 200));

/**
 * The payment lifecycle on the server, in live mode against the fake Razorpay: notices built from
 * the stored booking exactly once, capture of authorized payments, refunds and their webhooks.
 */

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`.slice(0, 24);
const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";

function paymentEntity(p: { id: string; orderId: string; amount: number; status: string; captured?: boolean }) {
  return {
    id: p.id,
    entity: "payment",
    amount: p.amount,
    currency: "INR",
    status: p.status,
    order_id: p.orderId,
    method: "card",
    captured: p.captured ?? p.status === "captured",
    error_description: null,
  };
}

function paymentEvent(name: string, payment: ReturnType<typeof paymentEntity>) {
  return { entity: "event", event: name, contains: ["payment"], payload: { payment: { entity: payment } }, created_at: 1 };
}

function refundEvent(
  name: "refund.processed" | "refund.failed",
  refund: { id: string; amount: number; notes?: Record<string, string> },
  payment: ReturnType<typeof paymentEntity>,
) {
  return {
    entity: "event",
    event: name,
    contains: ["refund", "payment"],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: "refund",
          amount: refund.amount,
          currency: "INR",
          payment_id: payment.id,
          notes: refund.notes ?? {},
          status: name === "refund.processed" ? "processed" : "failed",
        },
      },
      payment: { entity: payment },
    },
    created_at: 1,
  };
}

async function deliver(body: unknown, eventId = unique("evt_")) {
  const raw = JSON.stringify(body);
  const res = await SELF.fetch(`${ORIGIN}/api/payments/webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": await signWebhookBody(raw, env.RAZORPAY_WEBHOOK_SECRET ?? ""),
      "X-Razorpay-Event-Id": eventId,
    },
    body: raw,
  });
  return { res, json: (await res.json()) as { ok?: boolean; duplicate?: boolean; outcome?: string } };
}

async function paidByWebhook(items = [roomItem("tranquility", { nights: 3 })]) {
  const { order } = await createOrderOk(items);
  const paymentId = unique("pay_Lc");
  await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
  const captured = paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" });
  expect((await deliver(paymentEvent("payment.captured", captured))).json.outcome).toBe("applied");
  return { order, paymentId, captured };
}

describe("notices come from the stored booking, exactly once", () => {
  it("a payment seen only by the webhook (the guest's tab closed) tells the resort and the guest", async () => {
    const { order, paymentId } = await paidByWebhook();
    const rows = await waitForNotices(order.id, 2);
    const booking = await bookingRow(order.id);
    expect(rows.map((r) => [r.kind, r.channel, r.recipient, r.attempts])).toEqual([
      ["guest_confirmation", "email", booking?.guest_email, 1],
      ["resort_paid", "formspree", "formspree:booking", 1],
    ]);

    const [notice] = await formspreeReceived(order.id);
    expect(notice?.path).toBe("/f/testBookingForm");
    expect(notice?.json).toMatchObject({
      _subject: `Booking paid: deposit received (order ${order.id})`,
      email: booking?.guest_email,
      phone: "+91 98470 12345",
      paymentId,
      orderId: order.id,
      // Tranquility, €190 a night for three nights; the deposit is 20% at 103 rupees per euro.
      fullValue: "€570",
      depositCharged: "₹11,742 (20%, about €114)",
      balanceDueOnArrival: "€456",
    });
    expect(String(notice?.json?.bookingDetails)).toMatch(/^Tranquility \(Room\), .+, 3 nights, 2 guests, €570 x 1 = €570$/);

    const [mail] = await mailReceived(order.id);
    expect(mail?.json).toMatchObject({ to: booking?.guest_email, from: { address: "stay@kaivalyaretreat.com" } });
    expect(String(mail?.json?.subject)).toBe(`Kaivalya Ayurveda Retreat: your booking is confirmed (order ${order.id})`);
    // The guest's own booking page, signed with this deployment's secret.
    const bookingPage = await guestLinkUrl(env, order.id, 1);
    expect(bookingPage).toMatch(/^https:\/\/www\.kaivalyaretreat\.com\/my-booking\//);
    for (const part of [String(mail?.json?.html), String(mail?.json?.text)]) {
      expect(part).toContain("₹11,742");
      expect(part).toContain(paymentId);
      expect(part).toContain(bookingPage);
    }
  });

  it("verify and the webhook racing, and the webhook replayed, still make one notice and one e-mail", async () => {
    const { order } = await createOrderOk([retreatItem("gut-regeneration-14-day")]);
    const paymentId = unique("pay_Race");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
    const captured = paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" });
    const body = await signed(order.id, paymentId, keySecret());
    const replayedId = unique("evt_Replay");
    const answers = await Promise.all([
      verify(body),
      verify(body),
      deliver(paymentEvent("payment.captured", captured), replayedId),
      deliver(paymentEvent("order.paid", captured)),
      deliver(paymentEvent("payment.captured", captured)),
    ]);
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    await deliver(paymentEvent("payment.captured", captured), replayedId);

    await waitForNotices(order.id, 2);
    // Give any duplicate a chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await noticeRows(order.id)).map((r) => r.kind)).toEqual(["guest_confirmation", "resort_paid"]);
    expect(await formspreeReceived(order.id)).toHaveLength(1);
    expect(await mailReceived(order.id)).toHaveLength(1);
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
  });

  it("a notice that fails is retried by the cron, and still sent once", async () => {
    const { order } = await createOrderOk([roomItem("forest", { nights: 2 })]);
    const paymentId = unique("pay_Retry");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
    await fetch(`${env.FORMSPREE_BASE_URL}/__fake/rules`, {
      method: "POST",
      body: JSON.stringify({ match: { bodyIncludes: order.id }, reply: { status: 503, body: { error: "busy" } }, times: 1 }),
    });
    await verify(await signed(order.id, paymentId, keySecret()));
    const failed = await vi.waitFor(
      async () => {
        const row = (await noticeRows(order.id)).find((r) => r.kind === "resort_paid");
        if (row?.attempts !== 1) throw new Error("not attempted yet");
        return row;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(failed).toMatchObject({ status: "pending", last_error: "HTTP 503: busy" });
    await runCron(new Date(Date.now() + 2 * 60_000));
    expect((await noticeRows(order.id)).map((r) => [r.kind, r.status])).toEqual([
      ["guest_confirmation", "delivered"],
      ["resort_paid", "delivered"],
    ]);
    expect((await formspreeReceived(order.id)).map((r) => r.answered)).toEqual([503, 200]);
  });
});

describe("capture: authorized is not paid", () => {
  it("verify captures an authorized payment for the stored amount, then the booking is paid", async () => {
    const { order } = await createOrderOk([roomItem("sunrise", { nights: 2 })]);
    const paymentId = unique("pay_Auth");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    const { res, json } = await verify(await signed(order.id, paymentId, keySecret()));
    expect(res.status).toBe(200);
    expect(json.booking?.status).toBe("paid");
    const captures = await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` });
    expect(captures.map((r) => [r.json, r.answered])).toEqual([[{ amount: order.amount, currency: "INR" }, 200]]);
    const held = await fetch(`${env.RAZORPAY_API_BASE?.replace(/\/v1$/, "")}/__fake/payments/${paymentId}`);
    expect(await held.json()).toMatchObject({ status: "captured", captured: true });
    await waitForNotices(order.id, 2);
  });

  it("a capture that fails leaves the booking authorized, not paid, with no notices; the cron captures it later", async () => {
    const { order } = await createOrderOk([roomItem("stoneage", { nights: 2 })]);
    const paymentId = unique("pay_NoCap");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    await scriptRazorpay(
      { path: `/v1/payments/${paymentId}/capture` },
      { status: 500, body: { error: { description: "Gateway down" } } },
      1,
    );

    const { res, json } = await verify(await signed(order.id, paymentId, keySecret()));
    expect(res.status).toBe(502);
    expect(json).toMatchObject({ success: false });
    expect(json.error).toMatch(/not confirmed yet/);
    expect(await bookingRow(order.id)).toMatchObject({ status: "authorized", payment_id: paymentId });
    expect((await bookingRow(order.id))?.failure_reason).toMatch(/^capture failed: Razorpay answered 500/);
    expect(await noticeRows(order.id)).toEqual([]);
    expect((await getBooking(order.id, paymentId)).json.booking?.status).toBe("authorized");

    await runCron(new Date(Date.now() + 2 * 60_000));
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId, failure_reason: null });
    expect(await noticeRows(order.id)).toHaveLength(2);
  });

  it("an authorization Razorpay refunded before the cron captured it is not paid: the booking fails, its holds go, the refund webhook changes nothing", async () => {
    const { order } = await createOrderOk([roomItem("sunrise", { nights: 2 })]);
    const paymentId = unique("pay_Lapsed");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    await scriptRazorpay(
      { path: `/v1/payments/${paymentId}/capture` },
      { status: 500, body: { error: { description: "Gateway down" } } },
      1,
    );
    expect((await verify(await signed(order.id, paymentId, keySecret()))).res.status).toBe(502);
    expect(await bookingRow(order.id)).toMatchObject({ status: "authorized", payment_id: paymentId });
    expect(await holdsOf(order.id)).not.toEqual([]);

    // Days pass uncaptured: Razorpay gives the money back (refunded, never captured), and the cron
    // comes round before the refund's webhook does.
    await autoRefundAuthorization(paymentId);
    await runCron(new Date(Date.now() + 2 * 60_000));

    const captures = await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` });
    expect(captures.map((r) => r.answered)).toEqual([500, 400]);
    expect(await bookingRow(order.id)).toMatchObject({
      status: "failed",
      payment_id: null,
      failed_payment_id: paymentId,
      paid_at: null,
      failure_reason: "The payment was refunded by Razorpay before it was captured.",
    });
    expect(await holdsOf(order.id)).toEqual([]);
    expect(await noticeRows(order.id)).toEqual([]);
    expect((await getBooking(order.id, paymentId)).res.status).toBe(404);

    // The refund's webhook arrives later and changes nothing; nor does the cron again.
    const refunded = paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "refunded", captured: false });
    const late = await deliver(refundEvent("refund.processed", { id: unique("rfnd_Auto"), amount: order.amount }, refunded));
    expect(late.res.status).toBe(200);
    expect(late.json.outcome).toBe("ignored");
    await runCron(new Date(Date.now() + 4 * 60_000));
    expect(await bookingRow(order.id)).toMatchObject({ status: "failed", payment_id: null, refunded_paise: 0 });
    const { results } = await env.DB.prepare("SELECT id FROM refunds WHERE order_id = ?").bind(order.id).all();
    expect(results).toEqual([]);
    expect(await noticeRows(order.id)).toEqual([]);
  });

  it("the payment.authorized webhook alone captures the payment in the background and pays the booking", async () => {
    const { order } = await createOrderOk([retreatItem("cultural-cuisine-4-day")]);
    const paymentId = unique("pay_WhAuth");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    const authorized = paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "authorized" });
    const { json } = await deliver(paymentEvent("payment.authorized", authorized));
    expect(json.outcome).toBe("applied");
    await waitForNotices(order.id, 2);
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
    // payment.captured, which Razorpay sends after our capture, changes nothing.
    const late = await deliver(paymentEvent("payment.captured", { ...authorized, status: "captured", captured: true }));
    expect(late.json.outcome).toBe("already-paid");
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` })).toHaveLength(1);
  });

  it("verify and payment.authorized racing capture once and pay once", async () => {
    const { order } = await createOrderOk([roomItem("lilybeth", { nights: 2 })]);
    const paymentId = unique("pay_AuthRace");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "authorized" });
    const authorized = paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "authorized" });
    const body = await signed(order.id, paymentId, keySecret());
    await Promise.all([verify(body), deliver(paymentEvent("payment.authorized", authorized)), verify(body)]);
    await waitForNotices(order.id, 2);
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid" });
    const captures = await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` });
    expect(captures.filter((r) => r.answered === 200)).toHaveLength(1);
    expect(await mailReceived(order.id)).toHaveLength(1);
  });
});

describe("refunds", () => {
  it("refund.processed makes the booking refunded; a replay is one transition; the page says so", async () => {
    const { order, paymentId, captured } = await paidByWebhook();
    const refundId = unique("rfnd_Dash");
    const eventId = unique("evt_Refund");
    const processed = refundEvent("refund.processed", { id: refundId, amount: order.amount }, { ...captured, status: "refunded" });
    expect((await deliver(processed, eventId)).json.outcome).toBe("applied");
    expect((await deliver(processed, eventId)).json).toEqual({ ok: true, duplicate: true });
    // The same signed body under another event id is the same event.
    expect((await deliver(processed)).json).toEqual({ ok: true, duplicate: true });

    expect(await bookingRow(order.id)).toMatchObject({ status: "refunded" });
    const { results } = await env.DB.prepare("SELECT reason, status, amount_paise FROM refunds WHERE order_id = ?").bind(order.id).all();
    expect(results).toEqual([{ reason: "gateway", status: "processed", amount_paise: order.amount }]);
    const { json } = await getBooking(order.id, paymentId);
    expect(json.booking).toMatchObject({ status: "refunded", refunded: { amountPaise: order.amount } });
    const page = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${paymentId}&order_id=${order.id}`);
    const html = await page.text();
    expect(html).toContain("Refunded");
    expect(html).not.toContain("Booking confirmed");
  });

  it("refundBooking (the staff console's call): partial, then the rest, never more than was paid", async () => {
    const { order, paymentId } = await paidByWebhook([roomItem("sanctum-sanctorium", { nights: 4 })]);
    const config = paymentsConfig(env);
    const first = await refundBooking(env.DB, config, { orderId: order.id, amountPaise: 10_000, reason: "staff", note: "goodwill" });
    expect(first.status).toBe("processed");
    expect(await bookingRow(order.id)).toMatchObject({ status: "partially_refunded" });
    const [request] = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(request?.headers["x-refund-idempotency"]).toBe(first.refund.id);
    expect(request?.json).toMatchObject({ amount: 10_000 });

    await expect(refundBooking(env.DB, config, { orderId: order.id, amountPaise: order.amount, reason: "staff" })).rejects.toThrow(
      RefundRefusedError,
    );
    // Racing requests for the rest: the trigger lets exactly one through.
    const racing = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        refundBooking(env.DB, config, { orderId: order.id, amountPaise: order.amount - 10_000, reason: "staff" }),
      ),
    );
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await bookingRow(order.id)).toMatchObject({ status: "refunded" });
    const refunds = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(refunds.map((r) => r.answered)).toEqual([200, 200]);
  });

  it("a refund Razorpay does not answer is asked again by the cron with the same key, and made once", async () => {
    const { order, paymentId } = await paidByWebhook([roomItem("secret-garden", { nights: 2 })]);
    await scriptRazorpay({ path: `/v1/payments/${paymentId}/refund` }, { status: 503, body: { error: { description: "Try later" } } }, 1);
    const first = await refundBooking(env.DB, paymentsConfig(env), { orderId: order.id, reason: "staff" });
    expect(first.status).toBe("requested");
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid" });
    await runCron(new Date(Date.now() + 2 * 60_000));
    await runCron(new Date(Date.now() + 4 * 60_000));
    const requests = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(requests.map((r) => [r.headers["x-refund-idempotency"], r.answered])).toEqual([
      [first.refund.id, 503],
      [first.refund.id, 200],
    ]);
    expect(await bookingRow(order.id)).toMatchObject({ status: "refunded" });
  });

  it("refund.failed records the failure and leaves the booking paid", async () => {
    const { order, captured } = await paidByWebhook();
    const { json } = await deliver(refundEvent("refund.failed", { id: unique("rfnd_F"), amount: 5_000 }, captured));
    expect(json.outcome).toBe("applied");
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid" });
    const { results } = await env.DB.prepare("SELECT status FROM refunds WHERE order_id = ?").bind(order.id).all();
    expect(results).toEqual([{ status: "failed" }]);
  });
});

describe("custom retreats wait for the resort", () => {
  it("a paid custom retreat is awaiting confirmation, and the page and e-mail say the team will confirm within 24 hours", async () => {
    const { order } = await createOrderOk([customItem({ price: 300, currency: "EUR" }), roomItem("tranquility")]);
    const paymentId = unique("pay_Custom");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
    const { json } = await verify(await signed(order.id, paymentId, keySecret()));
    expect(json.booking).toMatchObject({ status: "paid", resortConfirmation: "awaiting" });
    await waitForNotices(order.id, 2);
    const [mail] = await mailReceived(order.id);
    expect(String(mail?.json?.text)).toContain("Our team will confirm your custom retreat within 24 hours.");
    expect(String(mail?.json?.text)).not.toContain("Your booking is confirmed");
    const [notice] = await formspreeReceived(order.id);
    expect(notice?.json?._subject).toBe(`Custom retreat paid: confirm within 24 hours (order ${order.id})`);
    const html = await (await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${paymentId}&order_id=${order.id}`)).text();
    expect(html).toContain("Our team will confirm your custom retreat within 24 hours.");
    expect(html).toContain("Awaiting confirmation");
    expect(html).not.toContain("Booking confirmed");

    // The staff console answers it once, however many confirms and declines race.
    const token = await teamToken();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? staffPost(`/api/admin/bookings/${order.id}/confirm`, {}, { token })
          : staffPost(`/api/admin/bookings/${order.id}/decline`, { reason: "Fully booked", refundsSeen: 0 }, { token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const decided = (await getBooking(order.id, paymentId)).json.booking?.resortConfirmation;
    expect(decided === "confirmed" || decided === "declined").toBe(true);
    expect((await auditRowsOfBooking(order.id)).map((a) => a.action)).toEqual([
      decided === "confirmed" ? "booking.confirm" : "booking.decline",
    ]);
    const notices = await waitForNotices(order.id, 3);
    expect(notices.filter((n) => n.kind.startsWith("guest_retreat_")).map((n) => n.kind)).toEqual([`guest_retreat_${decided}`]);
    const { results: refunds } = await env.DB.prepare("SELECT amount_paise FROM refunds WHERE order_id = ?").bind(order.id).all();
    expect(refunds).toEqual(decided === "declined" ? [{ amount_paise: order.amount }] : []);
  });
});

describe("conflicts", () => {
  it("a payment captured for dates another guest holds is refunded once; the guest and the resort are told", async () => {
    const { order } = await createOrderOk([roomItem("sunrise", { nights: 2 })]);
    const paymentId = unique("pay_Conflict");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount, status: "captured" });
    const repo = bookingsRepository(env.DB);
    // What recording the payment does when its nights are taken (ADR 060), twice at once.
    await Promise.all([repo.markConflict(order.id, paymentId, new Date()), repo.markConflict(order.id, paymentId, new Date())]);
    // The refund and the notices it enqueued go out with the next cron run (or at once, from the
    // request that found the conflict); two runs make no second refund.
    await Promise.all([runCron(new Date(Date.now() + 2 * 60_000)), runCron(new Date(Date.now() + 2 * 60_000))]);
    await runCron(new Date(Date.now() + 4 * 60_000));

    // However often it was asked, with one idempotency key Razorpay made one refund of the whole payment.
    const refunds = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect(new Set(refunds.map((r) => r.headers["x-refund-idempotency"])).size).toBe(1);
    expect(refunds[0]?.json).toMatchObject({ amount: order.amount });
    const held = await fetch(`${env.RAZORPAY_API_BASE?.replace(/\/v1$/, "")}/__fake/payments/${paymentId}`);
    expect(await held.json()).toMatchObject({ status: "refunded", amount_refunded: order.amount });
    const { results } = await env.DB.prepare("SELECT reason, status, amount_paise FROM refunds WHERE order_id = ?").bind(order.id).all();
    expect(results).toEqual([{ reason: "conflict", status: "processed", amount_paise: order.amount }]);
    expect(await bookingRow(order.id)).toMatchObject({ status: "refunded", payment_id: paymentId });

    const rows = await waitForNotices(order.id, 2);
    expect(rows.map((r) => r.kind)).toEqual(["guest_conflict", "resort_conflict"]);
    const [mail] = await mailReceived(order.id);
    expect(String(mail?.json?.text)).toContain("another guest had booked them");
    expect(String(mail?.json?.text)).toContain("We are refunding the full");
    const [notice] = await formspreeReceived(order.id);
    expect(String(notice?.json?._subject)).toContain("refunded automatically");
    expect((await getBooking(order.id, paymentId)).json.booking?.status).toBe("refunded");
  });
});
