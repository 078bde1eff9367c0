import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { type OrderAnswer, ORIGIN, signed, verify } from "./payments-helpers";
import { razorpayReceived, registerPayment } from "./razorpay-fake-client";
import { seedBooking } from "./staff-helpers";
import { unique } from "./webhook-helpers";

/**
 * A guest who paid the deposit and then the balance online cancels on their booking page, in live
 * mode against the fake Razorpay: what the page promised is what is refunded, each payment within
 * its own amount, and a cancel racing the balance's verify leaves no payment kept by mistake and
 * none refunded twice.
 */

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";
const today = resortTodayIso();
/** Three nights at €250 a night: €750, ₹77,250 at 103, of which 20 % (₹15,450) is the deposit. */
const COST_PAISE = 75_000 * 103;
const DEPOSIT_PAISE = 1_545_000;
const BALANCE_PAISE = COST_PAISE - DEPOSIT_PAISE;
/** Paid a week ago: outside the 72 hours of free cancellation, so the days-before-check-in tiers apply. */
const A_WEEK_AGO = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();

type Summary = { status: string; paid: number; balanceDue: number; refundIfCancelledNow: number };
type RefundRow = { id: string; payment_id: string; amount_paise: number; reason: string; status: string };

async function bookingPaidInDeposit(checkInInDays: number) {
  const seeded = await seedBooking({
    mode: "live",
    amountPaise: DEPOSIT_PAISE,
    createdAt: A_WEEK_AGO,
    lines: [
      {
        kind: "room",
        productId: "sunrise",
        name: "Sunrise",
        start: addDays(today, checkInInDays),
        end: addDays(today, checkInInDays + 3),
      },
    ],
  });
  const depositId = seeded.paymentId as string;
  await registerPayment({ id: depositId, order_id: seeded.orderId, amount: DEPOSIT_PAISE, status: "captured" });
  const token = new URL((await guestLinkUrl(env, seeded.orderId, 1)) as string).pathname.split("/").at(-1) as string;
  return { orderId: seeded.orderId, depositId, token };
}

/** Opens the balance order from the booking page; the guest pays it at Razorpay (not yet verified). */
async function openBalance(token: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/my-booking/${token}/balance`, { method: "POST" });
  expect(res.status).toBe(201);
  const { order } = (await res.json()) as OrderAnswer;
  expect(order.amount).toBe(BALANCE_PAISE);
  const balanceId = unique("pay_BalG");
  await registerPayment({ id: balanceId, order_id: order.id, amount: order.amount, status: "authorized" });
  return { balanceOrderId: order.id, balanceId, verifyBody: await signed(order.id, balanceId, keySecret()) };
}

async function summary(token: string): Promise<Summary> {
  const res = await SELF.fetch(`${ORIGIN}/api/my-booking/${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
}

const cancel = (token: string) =>
  SELF.fetch(`${ORIGIN}/api/my-booking/${token}/cancel`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });

async function refundsOf(orderId: string): Promise<RefundRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM refunds WHERE order_id = ? ORDER BY payment_id, id")
    .bind(orderId)
    .all<RefundRow>();
  return results;
}

async function capturedPayments(orderId: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, payment_id, amount_paise FROM payments WHERE order_id = ? AND status = 'captured' ORDER BY kind",
  )
    .bind(orderId)
    .all<{ kind: string; payment_id: string; amount_paise: number }>();
  return results;
}

/** What the fake Razorpay was asked to refund of a payment, in paise, request by request. */
async function refundsAsked(paymentId: string): Promise<number[]> {
  const requests = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
  return requests.map((request) => (request.json as { amount: number }).amount);
}

const bookingOf = (orderId: string) =>
  env.DB.prepare("SELECT status, cancelled_by, refunded_paise FROM bookings WHERE order_id = ?")
    .bind(orderId)
    .first<{ status: string; cancelled_by: string | null; refunded_paise: number }>();

describe("the guest cancels after paying the balance online", () => {
  it("30 days or more before check-in: the deposit and the balance are both refunded in full, one refund each", async () => {
    const { orderId, depositId, token } = await bookingPaidInDeposit(45);
    const { balanceId, verifyBody } = await openBalance(token);
    expect((await verify(verifyBody)).json.success).toBe(true);

    expect(await summary(token)).toMatchObject({ status: "paid", paid: COST_PAISE, balanceDue: 0, refundIfCancelledNow: COST_PAISE });

    const res = await cancel(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "cancelled", refund: COST_PAISE });

    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payment_id: depositId, amount_paise: DEPOSIT_PAISE, reason: "guest", status: "processed" }),
        expect.objectContaining({ payment_id: balanceId, amount_paise: BALANCE_PAISE, reason: "guest", status: "processed" }),
      ]),
    );
    expect(await refundsAsked(depositId)).toEqual([DEPOSIT_PAISE]);
    expect(await refundsAsked(balanceId)).toEqual([BALANCE_PAISE]);

    // Afterwards: what was paid stays shown (the refund is shown apart), nothing is due, nothing more to refund.
    expect(await summary(token)).toMatchObject({ paid: COST_PAISE, balanceDue: 0, refundIfCancelledNow: 0 });
    expect(await bookingOf(orderId)).toEqual({ status: "refunded", cancelled_by: "guest", refunded_paise: COST_PAISE });
    // Asked again: the same answer, nothing more asked of Razorpay.
    expect(await (await cancel(token)).json()).toEqual({ status: "cancelled", refund: COST_PAISE });
    expect(await refundsAsked(depositId)).toHaveLength(1);
    expect(await refundsAsked(balanceId)).toHaveLength(1);
  });

  it("14 to 29 days before check-in: half of everything paid, no payment refunded beyond its amount", async () => {
    const { orderId, depositId, token } = await bookingPaidInDeposit(20);
    const { balanceId, verifyBody } = await openBalance(token);
    expect((await verify(verifyBody)).json.success).toBe(true);
    const half = Math.floor(COST_PAISE / 2);
    expect(await summary(token)).toMatchObject({ paid: COST_PAISE, balanceDue: 0, refundIfCancelledNow: half });

    expect(await (await cancel(token)).json()).toEqual({ status: "cancelled", refund: half });

    const rows = await refundsOf(orderId);
    expect(rows.every((row) => row.reason === "guest" && row.status === "processed")).toBe(true);
    const refundedOf = (paymentId: string) => rows.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.amount_paise, 0);
    expect(refundedOf(depositId) + refundedOf(balanceId)).toBe(half);
    expect(refundedOf(depositId)).toBeLessThanOrEqual(DEPOSIT_PAISE);
    expect(refundedOf(balanceId)).toBeLessThanOrEqual(BALANCE_PAISE);
    // At most one refund per payment, and Razorpay was asked for exactly the stored ones.
    expect(new Set(rows.map((r) => r.payment_id)).size).toBe(rows.length);
    for (const paymentId of [depositId, balanceId]) {
      expect(await refundsAsked(paymentId)).toEqual(rows.filter((r) => r.payment_id === paymentId).map((r) => r.amount_paise));
    }
    expect(await summary(token)).toMatchObject({ paid: COST_PAISE, balanceDue: 0, refundIfCancelledNow: 0 });
    expect(await bookingOf(orderId)).toEqual({ status: "cancelled", cancelled_by: "guest", refunded_paise: half });
  });
});

describe("a guest cancel racing the balance's verify", () => {
  it("whichever wins, a cancelled booking keeps no payment unrefunded, and none is refunded twice or beyond its amount", async () => {
    for (let round = 0; round < 24; round++) {
      const { orderId, depositId, token } = await bookingPaidInDeposit(45);
      const { balanceId, verifyBody } = await openBalance(token);

      // Staggered differently each round (the cancel from 4 ms before the verify to 19 ms after),
      // so the two meet at different points of each other's steps.
      const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      const [, cancelled] = await Promise.all([
        waitMs(4 - round).then(() => verify(verifyBody)),
        waitMs(round - 4).then(() => cancel(token)),
      ]);
      // A cancel that saw the booking change under it asks the guest to look again; looking again cancels.
      if (cancelled.status === 409) {
        expect(((await cancelled.json()) as { error: string }).error).toMatch(/reload the page/);
        expect((await bookingOf(orderId))?.cancelled_by).toBeNull();
        expect(await refundsOf(orderId)).toEqual([]);
        expect((await cancel(token)).status).toBe(200);
      } else {
        expect(cancelled.status).toBe(200);
      }

      const booking = await bookingOf(orderId);
      expect(booking?.cancelled_by).toBe("guest");
      const rows = await refundsOf(orderId);
      const payments = await capturedPayments(orderId);
      for (const payment of payments) {
        const own = rows.filter((r) => r.payment_id === payment.payment_id && r.status !== "failed");
        // Cancelled 45 days before check-in: every captured payment goes back whole, in one refund.
        expect(
          own.map((r) => r.amount_paise),
          `round ${round}: ${payment.kind}`,
        ).toEqual([payment.amount_paise]);
        expect(await refundsAsked(payment.payment_id), `round ${round}: ${payment.kind} at Razorpay`).toEqual([payment.amount_paise]);
      }
      expect(payments.map((p) => p.payment_id).sort()).toEqual(expect.arrayContaining([depositId]));
      // A balance never captured was never charged: nothing to refund of it.
      if (!payments.some((p) => p.payment_id === balanceId)) expect(await refundsAsked(balanceId)).toEqual([]);
      expect(rows.every((r) => payments.some((p) => p.payment_id === r.payment_id))).toBe(true);
    }
  });
});
