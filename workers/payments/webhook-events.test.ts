import { beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_STATUSES } from "~/domain/booking/booking-states";
import type { MarkAuthorizedResult, MarkPaidResult, StoredBooking } from "./bookings-repository";
import { storedBooking } from "./stored-booking.fixture";
import {
  applyWebhookEvent,
  type BookingStore,
  decideWebhookEvent,
  type PaymentEntity,
  type RefundEntity,
  TRANSITIONS,
  WEBHOOK_EVENTS,
} from "./webhook-events";

/**
 * Bookings in a Map, with the D1 repository's rules: a booking holds one payment once authorized
 * or captured, a captured payment is final, refunds are recomputed from the processed ones. A
 * payment for an order in `nightsGone` (its hold lapsed, its nights taken since) makes a conflict.
 */
function memoryStore(bookings: StoredBooking[], nightsGone: string[] = []) {
  const rows = new Map(bookings.map((b) => [b.orderId, { ...b }]));
  const failures: { orderId: string; paymentId: string | null; reason: string }[] = [];
  /** Authorized bookings failed, with their holds freed, because their payment was refunded uncaptured. */
  const released: { orderId: string; paymentId: string }[] = [];
  const refunds = new Map<string, RefundEntity>();
  const store: BookingStore = {
    async find(orderId) {
      const row = rows.get(orderId);
      return row ? { ...row } : null;
    },
    async markAuthorized(orderId, paymentId): Promise<MarkAuthorizedResult> {
      const row = rows.get(orderId);
      if (!row) return { outcome: "not-found" };
      if (row.status === "created" || row.status === "failed") {
        row.status = "authorized";
        row.paymentId = paymentId;
        return { outcome: "authorized", booking: row };
      }
      if (row.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking: row };
      return row.status === "authorized" ? { outcome: "already-authorized", booking: row } : { outcome: "already-captured", booking: row };
    },
    async markPaid(orderId, paymentId): Promise<MarkPaidResult> {
      const row = rows.get(orderId);
      if (!row) return { outcome: "not-found" };
      if (row.status === "created" || row.status === "failed" || (row.status === "authorized" && row.paymentId === paymentId)) {
        row.status = nightsGone.includes(orderId) ? "conflict" : "paid";
        row.paymentId = paymentId;
        return { outcome: row.status === "conflict" ? "nights-taken" : "paid", booking: row };
      }
      if (row.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking: row };
      return { outcome: row.status === "conflict" ? "already-conflict" : "already-paid", booking: row };
    },
    async markFailed(orderId, paymentId, reason) {
      const row = rows.get(orderId);
      if (!row) return null;
      if (row.status === "created" || row.status === "failed" || (row.status === "authorized" && row.paymentId === paymentId)) {
        row.status = "failed";
        row.paymentId = null;
        failures.push({ orderId, paymentId, reason });
      }
      return row;
    },
    async markReleased(orderId, paymentId) {
      const row = rows.get(orderId);
      if (row?.status !== "authorized" || row.paymentId !== paymentId) return row ?? null;
      row.status = "failed";
      row.paymentId = null;
      released.push({ orderId, paymentId });
      return row;
    },
    async applyRefund(orderId, refund) {
      const row = rows.get(orderId);
      if (!row) return;
      refunds.set(refund.id, refund);
      const total = [...refunds.values()].filter((r) => r.status === "processed").reduce((sum, r) => sum + r.amount, 0);
      row.refundedPaise = total;
      if (total >= row.amountPaise) row.status = "refunded";
      else if (total > 0 && row.status === "paid") row.status = "partially_refunded";
    },
  };
  return { store, rows, failures, released };
}

const booking = storedBooking;
const payment = (over: Partial<PaymentEntity> = {}): PaymentEntity => ({
  id: "pay_1",
  order_id: "order_A",
  amount: 4_326_000,
  currency: "INR",
  ...over,
});
const now = new Date("2027-01-05T10:00:00Z");

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("decideWebhookEvent: the table", () => {
  const holdsPayment = (status: StoredBooking["status"]) => status !== "created" && status !== "failed";
  const describeDecision = (decision: ReturnType<typeof decideWebhookEvent>) =>
    decision.kind === "move" ? `move:${decision.to}` : decision.kind === "refund" ? "refund" : `stay:${decision.outcome}`;
  const refund: RefundEntity = { id: "rfnd_1", payment_id: "pay_1", amount: 100_000, currency: "INR", status: "processed" };
  const cases: [event: string, status: StoredBooking["status"], expected: string][] = [
    ["payment.authorized", "created", "move:authorized"],
    ["payment.authorized", "failed", "move:authorized"],
    ["payment.authorized", "authorized", "stay:already-authorized"],
    ["payment.authorized", "paid", "stay:already-paid"],
    ["payment.authorized", "conflict", "stay:kept-conflict"],
    ["payment.authorized", "refunded", "stay:kept-refunded"],
    ["payment.captured", "created", "move:paid"],
    ["payment.captured", "failed", "move:paid"],
    ["payment.captured", "authorized", "move:paid"],
    ["payment.captured", "paid", "stay:already-paid"],
    ["payment.captured", "partially_refunded", "stay:kept-refunded"],
    ["payment.captured", "cancelled", "stay:kept-cancelled"],
    ["order.paid", "created", "move:paid"],
    ["order.paid", "failed", "move:paid"],
    ["order.paid", "authorized", "move:paid"],
    ["order.paid", "paid", "stay:already-paid"],
    ["payment.failed", "created", "move:failed"],
    ["payment.failed", "failed", "move:failed"],
    ["payment.failed", "authorized", "move:failed"],
    ["payment.failed", "paid", "stay:kept-paid"],
    ["payment.failed", "conflict", "stay:kept-conflict"],
    ["payment.failed", "refunded", "stay:kept-refunded"],
    ["refund.processed", "created", "stay:ignored"],
    ["refund.processed", "authorized", "move:failed"],
    ["refund.processed", "paid", "refund"],
    ["refund.processed", "conflict", "refund"],
    ["refund.processed", "partially_refunded", "refund"],
    ["refund.processed", "refunded", "refund"],
    ["refund.failed", "paid", "refund"],
    ["refund.failed", "failed", "stay:ignored"],
  ];
  for (const [event, status, expected] of cases) {
    it(`${event} on a ${status} booking → ${expected}`, () => {
      const decision = decideWebhookEvent({
        event,
        booking: booking({ status, paymentId: holdsPayment(status) ? "pay_1" : null }),
        mode: "live",
        payment: payment(),
        refund: { ...refund, status: event === "refund.failed" ? "failed" : "processed" },
      });
      expect(describeDecision(decision)).toBe(expected);
    });
  }

  it("covers every event in WEBHOOK_EVENTS, and every status for each effect", () => {
    expect(new Set(cases.map(([event]) => event))).toEqual(new Set(Object.keys(WEBHOOK_EVENTS)));
    for (const row of Object.values(TRANSITIONS)) expect(Object.keys(row).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("ignores a refund of another payment than the booking's", () => {
    const decision = decideWebhookEvent({
      event: "refund.processed",
      booking: booking({ status: "paid", paymentId: "pay_other" }),
      mode: "live",
      payment: payment(),
      refund,
    });
    expect(decision).toEqual({ kind: "stay", outcome: "ignored" });
  });

  it("keeps an authorized booking when another of its attempts fails", () => {
    const decision = decideWebhookEvent({
      event: "payment.failed",
      booking: booking({ status: "authorized", paymentId: "pay_held" }),
      mode: "live",
      payment: payment({ id: "pay_other" }),
    });
    expect(decision).toEqual({ kind: "stay", outcome: "kept-authorized" });
  });

  it("ignores other events and events without a payment", () => {
    expect(decideWebhookEvent({ event: "refund.speed_changed", booking: booking(), mode: "live", payment: payment() })).toEqual({
      kind: "stay",
      outcome: "ignored",
    });
    expect(decideWebhookEvent({ event: "payment.captured", booking: booking(), mode: "live", payment: undefined })).toEqual({
      kind: "stay",
      outcome: "ignored",
    });
  });

  it("does not know orders of another mode or no order at all", () => {
    for (const b of [null, booking({ mode: "sandbox" })]) {
      expect(decideWebhookEvent({ event: "payment.captured", booking: b, mode: "live", payment: payment() })).toEqual({
        kind: "stay",
        outcome: "unknown-order",
      });
    }
  });

  it("refuses a payment whose amount or currency is not the order's", () => {
    for (const p of [payment({ amount: 4_325_999 }), payment({ currency: "USD" })]) {
      expect(decideWebhookEvent({ event: "order.paid", booking: booking(), mode: "live", payment: p })).toEqual({
        kind: "stay",
        outcome: "mismatch",
      });
    }
  });

  it("calls a second payment for a paid order a conflict", () => {
    const decision = decideWebhookEvent({
      event: "payment.captured",
      booking: booking({ status: "paid", paymentId: "pay_other" }),
      mode: "live",
      payment: payment(),
    });
    expect(decision).toEqual({ kind: "stay", outcome: "conflict" });
  });

  it("records Razorpay's failure description, or a plain one", () => {
    expect(
      decideWebhookEvent({
        event: "payment.failed",
        booking: booking(),
        mode: "live",
        payment: payment({ error_description: "Card declined" }),
      }),
    ).toEqual({
      kind: "move",
      to: "failed",
      paymentId: "pay_1",
      reason: "Card declined",
    });
    expect(decideWebhookEvent({ event: "payment.failed", booking: booking(), mode: "live", payment: payment() })).toMatchObject({
      reason: "Payment failed",
    });
  });
});

describe("applyWebhookEvent against a store", () => {
  it("authorized, then captured: paid once, whatever the order of the events", async () => {
    const { store, rows } = memoryStore([booking()]);
    const input = { event: "payment.authorized", orderId: "order_A", payment: payment(), mode: "live" as const, now };
    expect(await applyWebhookEvent(store, input)).toBe("applied");
    expect(rows.get("order_A")).toMatchObject({ status: "authorized", paymentId: "pay_1" });
    expect(await applyWebhookEvent(store, input)).toBe("already-authorized");
    expect(await applyWebhookEvent(store, { ...input, event: "payment.captured" })).toBe("applied");
    expect(await applyWebhookEvent(store, input)).toBe("already-paid");
    expect(rows.get("order_A")?.status).toBe("paid");
  });

  it("a refund of an authorization never captured fails the booking and frees its holds; a later one is ignored", async () => {
    const { store, rows, failures, released } = memoryStore([booking({ status: "authorized", paymentId: "pay_1" })]);
    const refund: RefundEntity = { id: "rfnd_A", payment_id: "pay_1", amount: 4_326_000, currency: "INR", status: "processed" };
    const input = {
      event: "refund.processed",
      orderId: "order_A",
      payment: payment({ status: "refunded" }),
      refund,
      mode: "live" as const,
      now,
    };
    expect(await applyWebhookEvent(store, input)).toBe("applied");
    expect(released).toEqual([{ orderId: "order_A", paymentId: "pay_1" }]);
    expect(failures).toEqual([]);
    expect(rows.get("order_A")).toMatchObject({ status: "failed", paymentId: null, refundedPaise: 0 });
    expect(await applyWebhookEvent(store, { ...input, refund: { ...refund, id: "rfnd_B" } })).toBe("ignored");
    expect(released).toHaveLength(1);
  });

  it("a refund processed twice counts once; full refunds make the booking refunded", async () => {
    const { store, rows } = memoryStore([booking({ status: "paid", paymentId: "pay_1" })]);
    const refund: RefundEntity = { id: "rfnd_1", payment_id: "pay_1", amount: 1_000_000, currency: "INR", status: "processed" };
    const input = { event: "refund.processed", orderId: "order_A", payment: payment(), refund, mode: "live" as const, now };
    expect(await applyWebhookEvent(store, input)).toBe("applied");
    expect(await applyWebhookEvent(store, input)).toBe("applied");
    expect(rows.get("order_A")).toMatchObject({ status: "partially_refunded", refundedPaise: 1_000_000 });
    await applyWebhookEvent(store, { ...input, refund: { ...refund, id: "rfnd_2", amount: 3_326_000 } });
    expect(rows.get("order_A")).toMatchObject({ status: "refunded", refundedPaise: 4_326_000 });
  });

  it("pays a created booking once; a replay is already-paid", async () => {
    const { store, rows } = memoryStore([booking()]);
    const input = { event: "payment.captured", orderId: "order_A", payment: payment(), mode: "live" as const, now };
    expect(await applyWebhookEvent(store, input)).toBe("applied");
    expect(await applyWebhookEvent(store, { ...input, event: "order.paid" })).toBe("already-paid");
    expect(rows.get("order_A")).toMatchObject({ status: "paid", paymentId: "pay_1" });
  });

  it("a failure after payment keeps it paid; a failure before is recorded", async () => {
    const { store, rows, failures } = memoryStore([booking()]);
    const failed = {
      event: "payment.failed",
      orderId: "order_A",
      payment: payment({ id: "pay_0", error_description: "Declined" }),
      mode: "live" as const,
      now,
    };
    expect(await applyWebhookEvent(store, failed)).toBe("applied");
    expect(failures).toEqual([{ orderId: "order_A", paymentId: "pay_0", reason: "Declined" }]);
    expect(await applyWebhookEvent(store, { ...failed, event: "payment.captured", payment: payment() })).toBe("applied");
    expect(await applyWebhookEvent(store, failed)).toBe("kept-paid");
    expect(rows.get("order_A")).toMatchObject({ status: "paid", paymentId: "pay_1" });
  });

  it("a verify that wins between the read and the write turns the webhook into a conflict, never a second payer", async () => {
    const { store, rows } = memoryStore([booking()]);
    const racing: BookingStore = {
      ...store,
      async find(orderId) {
        const seen = await store.find(orderId);
        await store.markPaid(orderId, "pay_from_verify", now); // lands after the read
        return seen;
      },
    };
    const outcome = await applyWebhookEvent(racing, {
      event: "payment.captured",
      orderId: "order_A",
      payment: payment(),
      mode: "live",
      now,
    });
    expect(outcome).toBe("conflict");
    expect(rows.get("order_A")?.paymentId).toBe("pay_from_verify");
    expect(console.error).toHaveBeenCalledWith("webhook: order already paid by another payment", "order_A", "pay_from_verify", "pay_1");
  });

  it("a verify of the same payment that wins between the read and the write makes the webhook already-paid", async () => {
    const { store, rows } = memoryStore([booking()]);
    const racing: BookingStore = {
      ...store,
      async find(orderId) {
        const seen = await store.find(orderId);
        await store.markPaid(orderId, "pay_1", now);
        return seen;
      },
    };
    const input = { event: "order.paid", orderId: "order_A", payment: payment(), mode: "live" as const, now };
    expect(await applyWebhookEvent(racing, input)).toBe("already-paid");
    expect(rows.get("order_A")).toMatchObject({ status: "paid", paymentId: "pay_1" });
    expect(console.error).not.toHaveBeenCalled();
  });

  it("a booking removed between the read and the write is an unknown order", async () => {
    const { store, rows } = memoryStore([booking()]);
    const racing: BookingStore = {
      ...store,
      async find(orderId) {
        const seen = await store.find(orderId);
        rows.delete(orderId);
        return seen;
      },
    };
    const input = { event: "payment.captured", orderId: "order_A", payment: payment(), mode: "live" as const, now };
    expect(await applyWebhookEvent(racing, input)).toBe("unknown-order");
  });

  it("tells the operator about an amount mismatch and a second payment, and about nothing else", async () => {
    const { store } = memoryStore([booking(), booking({ orderId: "order_P", status: "paid", paymentId: "pay_other" })]);
    const input = { event: "payment.captured", orderId: "order_A", payment: payment({ amount: 100 }), mode: "live" as const, now };
    expect(await applyWebhookEvent(store, input)).toBe("mismatch");
    expect(console.error).toHaveBeenCalledExactlyOnceWith("webhook: amount mismatch", "payment.captured", "order_A", "pay_1", 100, "INR");

    vi.mocked(console.error).mockClear();
    expect(await applyWebhookEvent(store, { ...input, orderId: "order_P", payment: payment() })).toBe("conflict");
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      "webhook: order already paid by another payment",
      "order_P",
      "pay_other",
      "pay_1",
    );

    vi.mocked(console.error).mockClear();
    const quiet = [
      { ...input, event: "payment.failed", orderId: "order_P", payment: payment() }, // kept-paid
      { ...input, orderId: "order_P", payment: payment({ id: "pay_other" }) }, // already-paid
      { ...input, orderId: "order_B", payment: payment() }, // unknown-order
      { ...input, payment: payment() }, // applied
    ];
    expect(await Promise.all(quiet.map((event) => applyWebhookEvent(store, event)))).toEqual([
      "kept-paid",
      "already-paid",
      "unknown-order",
      "applied",
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("ignores what it cannot place, and says unknown-order for another site's order", async () => {
    const { store } = memoryStore([booking()]);
    expect(await applyWebhookEvent(store, { event: "payment.captured", orderId: null, payment: payment(), mode: "live", now })).toBe(
      "ignored",
    );
    expect(await applyWebhookEvent(store, { event: "payment.captured", orderId: "order_B", payment: payment(), mode: "live", now })).toBe(
      "unknown-order",
    );
    expect(
      await applyWebhookEvent(store, { event: "payment.captured", orderId: "order_A", payment: payment(), mode: "sandbox", now }),
    ).toBe("unknown-order");
  });

  it("a payment captured after the order's holds lapsed and its nights were taken is nights-taken once, never paid", async () => {
    const { store, rows } = memoryStore([booking()], ["order_A"]);
    const captured = { event: "payment.captured", orderId: "order_A", payment: payment(), mode: "live" as const, now };
    expect(await applyWebhookEvent(store, captured)).toBe("nights-taken");
    expect(rows.get("order_A")).toMatchObject({ status: "conflict", paymentId: "pay_1" });
    // Razorpay's order.paid for the same payment, a replay and a late failure change nothing.
    expect(await applyWebhookEvent(store, { ...captured, event: "order.paid" })).toBe("kept-conflict");
    expect(await applyWebhookEvent(store, captured)).toBe("kept-conflict");
    expect(await applyWebhookEvent(store, { ...captured, event: "payment.failed" })).toBe("kept-conflict");
    expect(rows.get("order_A")?.status).toBe("conflict");
  });
});

describe("decideWebhookEvent: the checks before the table", () => {
  const refund: RefundEntity = { id: "rfnd_1", payment_id: "pay_1", amount: 100_000, currency: "INR", status: "processed" };

  it("ignores a refund event that carries no refund", () => {
    for (const event of ["refund.processed", "refund.failed"]) {
      const decision = decideWebhookEvent({
        event,
        booking: booking({ status: "paid", paymentId: "pay_1" }),
        mode: "live",
        payment: payment(),
      });
      expect(decision).toEqual({ kind: "stay", outcome: "ignored" });
    }
  });

  it("checks an authorization's amount and payment as it checks a capture's", () => {
    expect(
      decideWebhookEvent({ event: "payment.authorized", booking: booking(), mode: "live", payment: payment({ amount: 4_325_999 }) }),
    ).toEqual({ kind: "stay", outcome: "mismatch" });
    expect(
      decideWebhookEvent({
        event: "payment.authorized",
        booking: booking({ status: "authorized", paymentId: "pay_held" }),
        mode: "live",
        payment: payment(),
      }),
    ).toEqual({ kind: "stay", outcome: "conflict" });
  });

  it("ignores a refund of another attempt than the one an authorized booking holds", () => {
    const decision = decideWebhookEvent({
      event: "refund.processed",
      booking: booking({ status: "authorized", paymentId: "pay_held" }),
      mode: "live",
      payment: payment(),
      refund,
    });
    expect(decision).toEqual({ kind: "stay", outcome: "ignored" });
  });

  it("says why a booking failed when Razorpay released its authorization", () => {
    const decision = decideWebhookEvent({
      event: "refund.processed",
      booking: booking({ status: "authorized", paymentId: "pay_1" }),
      mode: "live",
      payment: payment({ error_description: "not this" }),
      refund,
    });
    expect(decision).toEqual({
      kind: "move",
      to: "failed",
      paymentId: "pay_1",
      reason: "The payment was refunded by Razorpay before it was captured.",
    });
  });
});

describe("applyWebhookEvent: an authorization racing the browser's verify", () => {
  /** A store where `between` runs after the webhook read the booking and before it writes. */
  const racing = (store: BookingStore, between: (orderId: string) => Promise<unknown>): BookingStore => ({
    ...store,
    async find(orderId) {
      const seen = await store.find(orderId);
      await between(orderId);
      return seen;
    },
  });
  const authorized = { event: "payment.authorized", orderId: "order_A", payment: payment(), mode: "live" as const, now };

  it("a booking removed in between is an unknown order", async () => {
    const { store, rows } = memoryStore([booking()]);
    expect(
      await applyWebhookEvent(
        racing(store, async (id) => rows.delete(id)),
        authorized,
      ),
    ).toBe("unknown-order");
  });

  it("a verify that authorized another payment in between makes a conflict", async () => {
    const { store, rows } = memoryStore([booking()]);
    const outcome = await applyWebhookEvent(
      racing(store, (id) => store.markAuthorized(id, "pay_from_verify", now)),
      authorized,
    );
    expect(outcome).toBe("conflict");
    expect(rows.get("order_A")).toMatchObject({ status: "authorized", paymentId: "pay_from_verify" });
  });

  it("a verify that authorized the same payment in between makes it already-authorized", async () => {
    const { store } = memoryStore([booking()]);
    expect(
      await applyWebhookEvent(
        racing(store, (id) => store.markAuthorized(id, "pay_1", now)),
        authorized,
      ),
    ).toBe("already-authorized");
  });

  it("a verify that captured the same payment in between makes it already-paid", async () => {
    const { store, rows } = memoryStore([booking()]);
    expect(
      await applyWebhookEvent(
        racing(store, (id) => store.markPaid(id, "pay_1", now)),
        authorized,
      ),
    ).toBe("already-paid");
    expect(rows.get("order_A")).toMatchObject({ status: "paid", paymentId: "pay_1" });
  });

  it("a capture whose nights a verify of the same payment found taken in between is kept a conflict", async () => {
    const { store, rows } = memoryStore([booking()], ["order_A"]);
    const captured = { ...authorized, event: "payment.captured" };
    expect(
      await applyWebhookEvent(
        racing(store, (id) => store.markPaid(id, "pay_1", now)),
        captured,
      ),
    ).toBe("kept-conflict");
    expect(rows.get("order_A")).toMatchObject({ status: "conflict", paymentId: "pay_1" });
  });
});
