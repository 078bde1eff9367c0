import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type entry from "../../workers/app";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { type OrderAnswer, ORIGIN, postJson, verify } from "./payments-helpers";
import { seedBooking } from "./staff-helpers";

/**
 * The balance paid online in sandbox mode (the local stand-in signs guest links, the sandbox
 * gateway takes the payment), and the balance reminder the daily Cron Trigger enqueues.
 */

const BUILT_WORKER = "../../build/server/index.js";
const DAILY = "30 21 * * *";
const today = resortTodayIso();

async function runDailyCron(at: Date) {
  const worker = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: typeof entry }).default;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: DAILY }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const stay = (from: number, to: number) => ({
  kind: "room" as const,
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today, from),
  end: addDays(today, to),
});

async function tokenOf(orderId: string): Promise<string> {
  const url = await guestLinkUrl(env, orderId, 1);
  return new URL(url as string).pathname.split("/").pop() as string;
}

const noticesOf = (orderId: string, kinds: string[]) =>
  env.DB.prepare(
    `SELECT kind, event_key, recipient FROM booking_notices WHERE order_id = ? AND kind IN (${kinds.map(() => "?").join(", ")}) ORDER BY kind`,
  )
    .bind(orderId, ...kinds)
    .all<{ kind: string; event_key: string; recipient: string }>()
    .then((r) => r.results);

describe("the balance in the sandbox", () => {
  it("is ordered from the booking page, paid in the sandbox window and verified like a deposit", async () => {
    // €750 at 103 is ₹77,250, of which ₹15,450 was the deposit.
    const { orderId, email } = await seedBooking({ lines: [stay(60, 62)], amountPaise: 1_545_000 });
    const res = await SELF.fetch(`${ORIGIN}/api/my-booking/${await tokenOf(orderId)}/balance`, { method: "POST" });
    expect(res.status).toBe(201);
    const order = (await res.json()) as OrderAnswer;
    expect(order).toMatchObject({ order: { amount: 6_180_000, currency: "INR" }, mode: "sandbox" });
    expect(order.order.id).toMatch(/^order_sbx/);

    const pay = await postJson("/api/payments/sandbox/pay", { order_id: order.order.id });
    expect(pay.status).toBe(200);
    const signedPayment = (await pay.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const { res: verified, json } = await verify(signedPayment);
    expect(verified.status).toBe(200);
    expect(json).toMatchObject({ success: true, booking: { orderId, status: "paid" } });

    // Paid: the sandbox refuses a second payment of the order, the page a second order.
    expect((await postJson("/api/payments/sandbox/pay", { order_id: order.order.id })).status).toBe(409);
    const again = await SELF.fetch(`${ORIGIN}/api/my-booking/${await tokenOf(orderId)}/balance`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await noticesOf(orderId, ["guest_balance_receipt", "resort_balance_paid"])).toEqual([
      { kind: "guest_balance_receipt", event_key: signedPayment.razorpay_payment_id, recipient: email },
      { kind: "resort_balance_paid", event_key: signedPayment.razorpay_payment_id, recipient: "formspree:booking" },
    ]);
  });

  it("a declined sandbox payment leaves the same order open to pay again", async () => {
    const { orderId } = await seedBooking({ lines: [stay(64, 66)], amountPaise: 1_545_000 });
    const open = async () =>
      (await (await SELF.fetch(`${ORIGIN}/api/my-booking/${await tokenOf(orderId)}/balance`, { method: "POST" })).json()) as OrderAnswer;
    const first = await open();
    expect((await postJson("/api/payments/sandbox/fail", { order_id: first.order.id })).status).toBe(200);
    expect((await open()).order.id).toBe(first.order.id);
    expect((await postJson("/api/payments/sandbox/pay", { order_id: first.order.id })).status).toBe(200);
  });
});

describe("the balance reminder", () => {
  it("is enqueued once, by the daily run, for a stay two weeks away or less with something still due", async () => {
    const soon = await seedBooking({ lines: [stay(10, 13)], amountPaise: 1_545_000 });
    const later = await seedBooking({ lines: [stay(20, 23)], amountPaise: 1_545_000 });
    const settled = await seedBooking({ lines: [stay(10, 12)], amountPaise: 75_000 * 103 });
    const cancelled = await seedBooking({ lines: [stay(10, 12)], amountPaise: 1_545_000, status: "cancelled" });
    const unconfirmed = await seedBooking({ lines: [stay(10, 12)], amountPaise: 1_545_000, resortConfirmation: "awaiting" });

    await runDailyCron(new Date());
    await runDailyCron(new Date());
    expect(await noticesOf(soon.orderId, ["guest_balance_reminder"])).toEqual([
      { kind: "guest_balance_reminder", event_key: "", recipient: soon.email },
    ]);
    for (const other of [later, settled, cancelled, unconfirmed]) {
      expect(await noticesOf(other.orderId, ["guest_balance_reminder"])).toEqual([]);
    }
  });
});
