import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BookingActionOutcome, StaffBookingDetail } from "~/domain/staff/staff-views";
import { createOrder, createOrderOk, dateSpan, holdsOf, itemsIn, postJson, verify } from "./payments-helpers";
import {
  auditRowsOfBooking,
  balanceRows,
  bookingStatusOf,
  DEV_STAFF,
  devSignIn,
  ROOM_LINE,
  refundRows,
  seedBooking,
  staffFetch,
  staffPost,
} from "./staff-helpers";

/**
 * The staff console's booking actions in sandbox mode (the sandbox gateway refunds at once):
 * refund, balance received and cancel, through the JSON endpoints and the booking page's forms.
 * Each action's effect and its audit row, the refusals (a 4xx with a sentence, never a 500), and
 * the races: the same request many times at once changes the booking once.
 */

type Answer = { outcome?: BookingActionOutcome; error?: string; fieldErrors?: Record<string, string[]> };

async function post(token: string, orderId: string, action: "refund" | "balance" | "cancel", body: unknown) {
  const res = await staffPost(`/api/admin/bookings/${orderId}/${action}`, body, { token });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function detail(token: string, orderId: string): Promise<StaffBookingDetail> {
  const res = await staffFetch(`/api/admin/bookings/${orderId}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { booking: StaffBookingDetail }).booking;
}

describe("the booking actions behind the gate", () => {
  it("refuses each action on a foreign or missing Origin, changing nothing", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    const token = await devSignIn();
    const bodies = {
      refund: { reason: "Guest asked" },
      balance: { amount: 10_000, method: "cash" },
      cancel: { refund: true, reason: "Guest asked" },
    };
    for (const [action, body] of Object.entries(bodies)) {
      for (const origin of [null, "https://evil.example"]) {
        const res = await staffPost(`/api/admin/bookings/${orderId}/${action}`, body, { token, origin });
        expect(res.status, `${action} ${origin}`).toBe(403);
        expect(((await res.json()) as Answer).error).toMatch(/Origin/);
      }
    }
    const page = await staffFetch(`/admin/bookings/${orderId}`, {
      method: "POST",
      token,
      origin: "https://evil.example",
      body: new URLSearchParams({ intent: "refund", reason: "Guest asked" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(page.status).toBe(403);
    expect(await bookingStatusOf(orderId)).toMatchObject({ status: "paid", refunded_paise: 0 });
    expect(await refundRows(orderId)).toEqual([]);
    expect(await balanceRows(orderId)).toEqual([]);
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/:orderId/refund", () => {
  it("refunds part, then the rest; the booking goes partially_refunded, then refunded; one audit row each", async () => {
    const { orderId, paymentId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();

    const first = await post(token, orderId, "refund", { amount: 100_000, reason: "Goodwill for the rain", refundsSeen: 0 });
    expect(first.status).toBe(200);
    expect(first.json.outcome).toMatchObject({
      status: "partially_refunded",
      message: "Refunded ₹1,000 to the guest's original payment method.",
      refund: { amountPaise: 100_000, status: "processed", reason: "staff", note: "Goodwill for the rain" },
    });
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 100_000 });

    const rest = await post(token, orderId, "refund", { reason: "Guest cannot travel", refundsSeen: 1 });
    expect(rest.status).toBe(200);
    expect(rest.json.outcome).toMatchObject({ status: "refunded", refund: { amountPaise: 641_600, status: "processed" } });
    expect(await bookingStatusOf(orderId)).toEqual({ status: "refunded", refunded_paise: 741_600 });

    const refunds = await refundRows(orderId);
    expect(refunds.map((r) => [r.amount_paise, r.status, r.reason])).toEqual([
      [100_000, "processed", "staff"],
      [641_600, "processed", "staff"],
    ]);
    // The idempotency keys differ (a later refund, a later slot) and are not random: 64 hex characters of the state.
    expect(new Set(refunds.map((r) => r.id)).size).toBe(2);
    for (const r of refunds) expect(r.id).toMatch(/^rf_[0-9a-f]{40}$/);

    const audit = await auditRowsOfBooking(orderId);
    expect(audit.map((a) => [a.action, a.amount_minor, a.currency, a.reason, a.staff_email])).toEqual([
      ["booking.refund", 100_000, "INR", "Goodwill for the rain", DEV_STAFF],
      ["booking.refund", 641_600, "INR", "Guest cannot travel", DEV_STAFF],
    ]);

    // Nothing is left: refused, and nothing more recorded.
    const again = await post(token, orderId, "refund", { amount: 100, reason: "One more", refundsSeen: 2 });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("This booking has been refunded in full: there is no payment to refund.");
    expect(await auditRowsOfBooking(orderId)).toHaveLength(2);

    // The guest's page says so.
    const guest = await env.DB.prepare("SELECT payment_id FROM bookings WHERE order_id = ?").bind(orderId).first<{ payment_id: string }>();
    expect(guest?.payment_id).toBe(paymentId);
    const view = await detail(token, orderId);
    expect(view).toMatchObject({ status: "refunded", refundedPaise: 741_600, refundablePaise: 0, refundCount: 2 });
    expect(view.refusals.refund).toMatch(/refunded in full/);
    expect(view.refusals.cancel).toMatch(/only a paid booking can be cancelled/);
  });

  it("refuses more than is left to refund, with the figures", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    const over = await post(token, orderId, "refund", { amount: 741_700, reason: "Too much", refundsSeen: 0 });
    expect(over.status).toBe(422);
    expect(over.json.error).toBe("₹7,417 is more than is left to refund: ₹7,416 of the ₹7,416 paid online.");
    expect((await post(token, orderId, "refund", { amount: 700_000, reason: "Most of it", refundsSeen: 0 })).status).toBe(200);
    const rest = await post(token, orderId, "refund", { amount: 50_000, reason: "Over the rest", refundsSeen: 1 });
    expect(rest.status).toBe(422);
    expect(rest.json.error).toBe("₹500 is more than is left to refund: ₹416 of the ₹7,416 paid online.");
    expect((await refundRows(orderId)).map((r) => r.amount_paise)).toEqual([700_000]);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });

  it("makes one refund when the same request arrives ten times at once", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(token, orderId, "refund", { amount: 200_000, reason: "Double click", refundsSeen: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.json.error).toMatch(/requested already|came first/);
    expect((await refundRows(orderId)).map((r) => r.amount_paise)).toEqual([200_000]);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 200_000 });

    // The same request again later (a retry carrying what the member of staff saw) is the same refund.
    const retry = await post(token, orderId, "refund", { amount: 200_000, reason: "Double click", refundsSeen: 0 });
    expect(retry.status).toBe(409);
    expect(retry.json.error).toBe(
      "This refund of ₹2,000 was requested already (processed); it is made once. Reload the booking to see it.",
    );
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it("answers every bad request with a 4xx and a sentence, never a 500", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    const unpaid = await seedBooking({ status: "created", lines: [ROOM_LINE] });
    const token = await devSignIn();
    const cases: [body: unknown, status: number, error: RegExp][] = [
      [{ reason: "ok reason", amount: "100" }, 422, /whole number of paise/],
      [{ reason: "ok reason", amount: 50 }, 422, /at least ₹1/],
      [{ reason: "ok reason", amount: -5 }, 422, /at least ₹1/],
      [{ reason: "ok reason", amount: 100.5 }, 422, /whole number/],
      [{ amount: 1000 }, 422, /reason/],
      [{ reason: "  " }, 422, /reason of at least 3/],
      [{ reason: "x".repeat(501) }, 422, /under 500/],
      [{ reason: "ok reason", extra: 1 }, 422, /\w/],
      [{ reason: "ok reason", refundsSeen: 5 }, 422, /more than the refunds/],
      [{ reason: "ok reason", refundsSeen: -1 }, 422, /count/],
      [[], 422, /\w/],
      ["null", 422, /\w/],
      ["{not json", 400, /\w/],
    ];
    for (const [body, status, error] of cases) {
      const res = await staffPost(`/api/admin/bookings/${orderId}/refund`, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as Answer).error, JSON.stringify(body)).toMatch(error);
    }
    const text = await staffFetch(`/api/admin/bookings/${orderId}/refund`, {
      method: "POST",
      token,
      body: "reason=x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const big = await staffPost(`/api/admin/bookings/${orderId}/refund`, { reason: "x".repeat(5000) }, { token });
    expect(big.status).toBe(413);
    expect((await post(token, "order_sbxNoSuchOrder", "refund", { reason: "Guest asked", refundsSeen: 0 })).status).toBe(404);
    expect((await staffPost("/api/admin/bookings/not%20an%20id/refund", { reason: "Guest asked" }, { token })).status).toBe(404);
    const notPaid = await post(token, unpaid.orderId, "refund", { reason: "Guest asked", refundsSeen: 0 });
    expect(notPaid).toEqual({ status: 409, json: { error: "This booking is not paid yet: there is no payment to refund." } });
    expect(await refundRows(orderId)).toEqual([]);
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/:orderId/balance", () => {
  it("records the balance received in parts, by method, up to what is due; one audit row each", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] }); // €750: deposit €150, balance €600
    const token = await devSignIn();

    const cash = await post(token, orderId, "balance", { amount: 20_000, method: "cash", note: "Receipt 0042" });
    expect(cash.status).toBe(200);
    expect(cash.json.outcome).toMatchObject({
      status: "paid",
      message: "Recorded €200 received in cash. €400 of the EUR balance is still to receive.",
      balancePayment: { amountMinor: 20_000, currency: "EUR", method: "cash", note: "Receipt 0042", staffEmail: DEV_STAFF },
    });
    const over = await post(token, orderId, "balance", { amount: 40_001, method: "card" });
    expect(over.status).toBe(422);
    expect(over.json.error).toBe("€400.01 is more than the balance due: €400 of €600 is still to receive.");
    const card = await post(token, orderId, "balance", { amount: 40_000, method: "card", currency: "EUR" });
    expect(card.status).toBe(200);
    expect(card.json.outcome?.message).toBe("Recorded €400 received by card. The EUR balance is settled.");

    const settled = await post(token, orderId, "balance", { amount: 100, method: "upi" });
    expect(settled).toEqual({ status: 409, json: { error: "The balance has been received in full." } });
    expect((await balanceRows(orderId)).map((r) => [r.amount_minor, r.currency, r.method])).toEqual([
      [20_000, "EUR", "cash"],
      [40_000, "EUR", "card"],
    ]);
    expect((await auditRowsOfBooking(orderId)).map((a) => [a.action, a.amount_minor, a.currency, a.reason])).toEqual([
      ["booking.balance", 20_000, "EUR", "Cash: Receipt 0042"],
      ["booking.balance", 40_000, "EUR", "Card"],
    ]);
    const view = await detail(token, orderId);
    expect(view.balances).toEqual([{ currency: "EUR", dueMinor: 60_000, receivedMinor: 60_000, leftMinor: 0 }]);
    expect(view.balancePayments).toHaveLength(2);
    expect(view.refusals.balance).toBe("The balance has been received in full.");
  });

  it("records once when the same balance arrives ten times at once", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    const token = await devSignIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(token, orderId, "balance", { amount: 30_000, method: "upi", paymentsSeen: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await balanceRows(orderId)).map((r) => r.amount_minor)).toEqual([30_000]);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });

  it("never takes more than is due, even from different requests at once", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    const token = await devSignIn();
    // Each is within the balance on its own; together they are not. No paymentsSeen: each is a new payment.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(token, orderId, "balance", { amount: 25_000 + i, method: "cash" })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409 || a.status === 422)).toBe(true);
    const total = (await balanceRows(orderId)).reduce((sum, r) => sum + r.amount_minor, 0);
    expect(total).toBeLessThanOrEqual(60_000);
    expect(total).toBeGreaterThan(0);
    expect(await auditRowsOfBooking(orderId)).toHaveLength((await balanceRows(orderId)).length);
  });

  it("refuses a balance on an unpaid, cancelled, refunded or unconfirmed booking, and bad input", async () => {
    const token = await devSignIn();
    for (const [seed, error] of [
      [{ status: "created" }, "This booking is not paid yet: no balance is due."],
      [{ status: "cancelled" }, "This booking is cancelled: no balance is due."],
      [{ status: "refunded" }, "This booking has been refunded in full: no balance is due."],
      [{ resortConfirmation: "awaiting" }, "This custom retreat awaits the resort's confirmation: confirm it before taking the balance."],
    ] as const) {
      const { orderId } = await seedBooking({ ...seed, lines: [ROOM_LINE] });
      expect(await post(token, orderId, "balance", { amount: 100, method: "cash" }), JSON.stringify(seed)).toEqual({
        status: 409,
        json: { error },
      });
      expect(await balanceRows(orderId)).toEqual([]);
    }
    const twoCurrencies = await seedBooking({
      lines: [ROOM_LINE, { ...ROOM_LINE, productId: "custom", kind: "custom", name: "Family week", currency: "USD" }],
    });
    const which = await post(token, twoCurrencies.orderId, "balance", { amount: 100, method: "cash" });
    expect(which).toEqual({ status: 422, json: { error: "Say which balance this settles: currency EUR or USD." } });
    expect((await post(token, twoCurrencies.orderId, "balance", { amount: 100, method: "cash", currency: "INR" })).json.error).toBe(
      "This booking has no balance in INR.",
    );
    expect((await post(token, twoCurrencies.orderId, "balance", { amount: 100, method: "cash", currency: "USD" })).status).toBe(200);

    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    for (const [body, error] of [
      [{ amount: 100, method: "cheque" }, /Method must be one of cash, card, upi, bank_transfer/],
      [{ amount: 0, method: "cash" }, /more than nothing/],
      [{ amount: "100", method: "cash" }, /whole number/],
      [{ method: "cash" }, /whole number/],
      [{ amount: 100, method: "cash", currency: "GBP" }, /Currency must be one of/],
      [{ amount: 100, method: "cash", paymentsSeen: 3 }, /more than the balance payments/],
    ] as const) {
      const res = await post(token, orderId, "balance", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error, JSON.stringify(body)).toMatch(error);
    }
    expect(await balanceRows(orderId)).toEqual([]);
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });
});

describe("POST /api/admin/bookings/:orderId/cancel", () => {
  it("cancels without a refund: cancelled, the payment kept, one audit row; a second cancel changes nothing", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    const res = await post(token, orderId, "cancel", { refund: false, reason: "Guest did not come" });
    expect(res.status).toBe(200);
    expect(res.json.outcome).toMatchObject({
      status: "cancelled",
      refund: null,
      message: "Cancelled, without a refund: the ₹7,416 left of the online payment is kept.",
    });
    expect(await bookingStatusOf(orderId)).toEqual({ status: "cancelled", refunded_paise: 0 });
    expect(await refundRows(orderId)).toEqual([]);
    expect((await auditRowsOfBooking(orderId)).map((a) => [a.action, a.amount_minor, a.reason])).toEqual([
      ["booking.cancel", null, "Guest did not come"],
    ]);
    const again = await post(token, orderId, "cancel", { refund: false, reason: "Guest did not come" });
    expect(again).toEqual({ status: 409, json: { error: "This booking is cancelled already." } });
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);

    // A cancelled booking may still be refunded later, and takes no balance.
    expect((await post(token, orderId, "balance", { amount: 100, method: "cash" })).status).toBe(409);
    const later = await post(token, orderId, "refund", { amount: 100_000, reason: "Goodwill after all", refundsSeen: 0 });
    expect(later.status).toBe(200);
    expect(later.json.outcome?.status).toBe("cancelled");
  });

  it("cancels with a refund of what is left: the refund is made and the booking ends refunded", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    expect((await post(token, orderId, "refund", { amount: 41_600, reason: "Spa closed", refundsSeen: 0 })).status).toBe(200);
    const res = await post(token, orderId, "cancel", { refund: true, reason: "Resort closed for repairs" });
    expect(res.status).toBe(200);
    expect(res.json.outcome).toMatchObject({
      message: "Cancelled. Refunded ₹7,000 to the guest's original payment method.",
      refund: { amountPaise: 700_000, status: "processed", note: "Cancelled: Resort closed for repairs" },
      // Refunded in full: the lifecycle's rule makes it refunded (workers/payments/refunds.ts).
      status: "refunded",
    });
    expect(await bookingStatusOf(orderId)).toEqual({ status: "refunded", refunded_paise: 741_600 });
    expect((await auditRowsOfBooking(orderId)).map((a) => [a.action, a.amount_minor])).toEqual([
      ["booking.refund", 41_600],
      ["booking.cancel", 700_000],
    ]);
  });

  it("cancels once, with one refund, when ten requests arrive at once", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(token, orderId, "cancel", { refund: true, reason: "Storm warning" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await refundRows(orderId)).map((r) => r.amount_paise)).toEqual([741_600]);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });

  it("a refund and a cancellation decided on the same state at once: one of them happens, never both", async () => {
    const token = await devSignIn();
    for (let round = 0; round < 5; round++) {
      const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
      const answers = await Promise.all([
        post(token, orderId, "refund", { amount: 100_000, reason: "Goodwill", refundsSeen: 0 }),
        post(token, orderId, "cancel", { refund: true, reason: "Storm warning", refundsSeen: 0 }),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const audit = await auditRowsOfBooking(orderId);
      expect(audit, `round ${round}`).toHaveLength(1);
      const refunds = await refundRows(orderId);
      expect(refunds, `round ${round}`).toHaveLength(1);
      const { status } = (await bookingStatusOf(orderId)) ?? { status: "" };
      if (audit[0]?.action === "booking.cancel") {
        expect([status, refunds[0]?.amount_paise]).toEqual(["refunded", 741_600]);
      } else {
        expect([status, refunds[0]?.amount_paise]).toEqual(["partially_refunded", 100_000]);
      }
    }
  });

  it("refuses what cannot be cancelled, and bad input", async () => {
    const token = await devSignIn();
    const unpaid = await seedBooking({ status: "created", lines: [ROOM_LINE] });
    expect(await post(token, unpaid.orderId, "cancel", { refund: false, reason: "No show" })).toEqual({
      status: 409,
      json: { error: "This booking is not paid yet: only a paid booking can be cancelled." },
    });
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    for (const body of [{ reason: "No show" }, { refund: "yes", reason: "No show" }, { refund: true }, { refund: true, reason: "" }]) {
      const res = await post(token, orderId, "cancel", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error, JSON.stringify(body)).toMatch(/\w/);
    }
    expect(await bookingStatusOf(orderId)).toMatchObject({ status: "paid" });
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });
});

describe("the booking page", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

  it("shows the amounts, refunds, notices and audit trail, and the forms a paid booking allows", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    await env.DB.prepare(
      `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, last_error, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, 'guest_confirmation', 'email', 'asha@example.com', 'pending', 3, 'mail API answered 503', ?, ?, ?)`,
    )
      .bind(crypto.randomUUID(), orderId, new Date().toISOString(), new Date().toISOString(), new Date().toISOString())
      .run();
    const token = await devSignIn();
    const html = await (await staffFetch(`/admin/bookings/${orderId}`, { token })).text();
    for (const text of [
      "Front desk",
      "Balance received",
      "Review balance received",
      "Review refund",
      "Review cancellation",
      "Notices sent",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain("Guest: confirmation e-mail");
    expect(html).toContain("mail API answered 503");
    expect(html).toContain("₹7,416");
    expect(html).toContain('name="refundsSeen" value="0"');
  });

  it("refunds through a review step and a confirm button that names the amount, without client JavaScript", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE], amountPaise: 741_600 });
    const token = await devSignIn();
    const review = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "review-refund", amount: "2,500", reason: "Late check-in", refundsSeen: "0" }),
    });
    expect(review.status).toBe(200);
    const reviewHtml = await review.text();
    expect(reviewHtml).toContain("Confirm the refund");
    expect(reviewHtml).toContain("Refund ₹2,500 now");
    expect(await refundRows(orderId)).toEqual([]); // reviewing changes nothing

    const done = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "refund", amount: "2500", reason: "Late check-in", refundsSeen: "0" }),
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Refunded ₹2,500 to the guest&#x27;s original payment method.");
    // The same form posted again (back button, double click) is refused in the server's words.
    const twice = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "refund", amount: "2500", reason: "Late check-in", refundsSeen: "0" }),
    });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("This refund of ₹2,500 was requested already");
    expect((await refundRows(orderId)).map((r) => r.amount_paise)).toEqual([250_000]);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });

  it("records a balance and cancels from the page, and answers bad input with a sentence", async () => {
    const { orderId } = await seedBooking({ lines: [ROOM_LINE] });
    const token = await devSignIn();
    const balance = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "balance", amount: "600", currency: "EUR", method: "bank_transfer", note: "", paymentsSeen: "0" }),
    });
    expect(balance.status).toBe(200);
    expect(await balance.text()).toContain("Recorded €600 received by bank transfer. The EUR balance is settled.");

    const bad: Record<string, string>[] = [
      { intent: "refund", amount: "lots", reason: "Because", refundsSeen: "0" },
      { intent: "refund", amount: "10", reason: "", refundsSeen: "0" },
      { intent: "balance", amount: "", method: "cash" },
      { intent: "cancel", reason: "No show" },
      { intent: "explode" },
    ];
    for (const fields of bad) {
      const res = await staffFetch(`/admin/bookings/${orderId}`, { token, ...form(fields) });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(await res.text(), JSON.stringify(fields)).toMatch(/role="alert"[^>]*>[^<]{5,}/);
    }

    const cancelReview = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "review-cancel", refund: "no", reason: "No show", refundsSeen: "0" }),
    });
    expect(await cancelReview.text()).toContain("Cancel without a refund");
    const cancel = await staffFetch(`/admin/bookings/${orderId}`, {
      token,
      ...form({ intent: "cancel", refund: "no", reason: "No show", refundsSeen: "0" }),
    });
    expect(cancel.status).toBe(200);
    expect(await bookingStatusOf(orderId)).toMatchObject({ status: "cancelled" });
    expect((await auditRowsOfBooking(orderId)).map((a) => a.action)).toEqual(["booking.balance", "booking.cancel"]);
  });
});

describe("cancelling gives the nights back", () => {
  const { roomItem, retreatItem } = itemsIn(dateSpan(725, 760));

  async function paidOrder(items: unknown[]) {
    const { order } = await createOrderOk(items);
    const pay = await postJson("/api/payments/sandbox/pay", { order_id: order.id });
    expect(pay.status).toBe(200);
    const verified = await verify((await pay.json()) as Parameters<typeof verify>[0]);
    expect(verified.res.status).toBe(200);
    return order.id;
  }

  it("frees the booking's room-nights and retreat places in the batch that cancels it, and no one else's", async () => {
    const room = roomItem("lavender-loft", { nights: 2 });
    const orderId = await paidOrder([room, retreatItem("cultural-cuisine-4-day", { guests: 2 })]);
    const neighbour = await paidOrder([roomItem("lavender-loft", { nights: 2 })]);
    const before = await holdsOf(orderId);
    expect(before.filter((h) => h.kind === "room").map((h) => h.state)).toEqual(["sold", "sold"]);
    expect(before.filter((h) => h.kind === "retreat").length).toBeGreaterThan(0);
    expect(before.every((h) => h.state === "sold")).toBe(true);
    const neighbourBefore = await holdsOf(neighbour);

    // Sold: another guest cannot take the room for those nights.
    expect((await createOrder([{ ...room }])).res.status).toBe(409);

    const token = await devSignIn();
    expect((await post(token, orderId, "cancel", { refund: true, reason: "Family emergency" })).status).toBe(200);
    expect(await holdsOf(orderId)).toEqual([]);
    expect(await holdsOf(neighbour)).toEqual(neighbourBefore);
    // The room is for sale again.
    expect((await createOrder([{ ...room }])).res.status).toBe(201);
  });

  it("frees nothing when the cancellation is refused", async () => {
    const token = await devSignIn();
    const unpaid = (await createOrderOk([roomItem("lavender-loft", { nights: 2 })])).order.id;
    const held = await holdsOf(unpaid);
    expect(held.map((h) => h.state)).toEqual(["held", "held"]);
    expect((await post(token, unpaid, "cancel", { refund: false, reason: "Not paid" })).status).toBe(409);
    expect(await holdsOf(unpaid)).toEqual(held);
  });
});
