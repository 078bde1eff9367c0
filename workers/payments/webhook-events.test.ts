import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MarkPaidResult, StoredBooking } from "./bookings-repository";
import { applyWebhookEvent, type BookingStore, decideWebhookEvent, type PaymentEntity, WEBHOOK_EVENTS } from "./webhook-events";

/** Bookings in a Map, with the D1 repository's rules: paid is final and belongs to one payment. */
function memoryStore(bookings: StoredBooking[]) {
  const rows = new Map(bookings.map((b) => [b.orderId, { ...b }]));
  const failures: { orderId: string; paymentId: string | null; reason: string }[] = [];
  const store: BookingStore = {
    async find(orderId) {
      const row = rows.get(orderId);
      return row ? { ...row } : null;
    },
    async markPaid(orderId, paymentId): Promise<MarkPaidResult> {
      const row = rows.get(orderId);
      if (!row) return { outcome: "not-found" };
      if (row.status === "paid") {
        return row.paymentId === paymentId
          ? { outcome: "already-paid", booking: row }
          : { outcome: "paid-by-another-payment", booking: row };
      }
      row.status = "paid";
      row.paymentId = paymentId;
      return { outcome: "paid", booking: row };
    },
    async markFailed(orderId, paymentId, reason) {
      const row = rows.get(orderId);
      if (!row || row.status === "paid") return row ?? null;
      row.status = "failed";
      failures.push({ orderId, paymentId, reason });
      return row;
    },
  };
  return { store, rows, failures };
}

const booking = (over: Partial<StoredBooking> = {}): StoredBooking => ({
  orderId: "order_A",
  receipt: "r1",
  mode: "live",
  status: "created",
  amountPaise: 4_326_000,
  currency: "INR",
  paymentId: null,
  ...over,
});
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
  const cases: [event: string, status: StoredBooking["status"], expected: string][] = [
    ["payment.captured", "created", "move:paid"],
    ["payment.captured", "failed", "move:paid"],
    ["payment.captured", "paid", "stay:already-paid"],
    ["order.paid", "created", "move:paid"],
    ["order.paid", "failed", "move:paid"],
    ["order.paid", "paid", "stay:already-paid"],
    ["payment.failed", "created", "move:failed"],
    ["payment.failed", "failed", "move:failed"],
    ["payment.failed", "paid", "stay:kept-paid"],
  ];
  for (const [event, status, expected] of cases) {
    it(`${event} on a ${status} booking → ${expected}`, () => {
      const paidBy = status === "paid" ? "pay_1" : null;
      const decision = decideWebhookEvent({ event, booking: booking({ status, paymentId: paidBy }), mode: "live", payment: payment() });
      expect(decision.kind === "move" ? `move:${decision.to}` : `stay:${decision.outcome}`).toBe(expected);
    });
  }

  it("covers every event in WEBHOOK_EVENTS", () => {
    expect(new Set(cases.map(([event]) => event))).toEqual(new Set(Object.keys(WEBHOOK_EVENTS)));
  });

  it("ignores other events and events without a payment", () => {
    expect(decideWebhookEvent({ event: "refund.created", booking: booking(), mode: "live", payment: payment() })).toEqual({
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
});
