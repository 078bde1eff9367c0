import { type Context, Hono } from "hono";
import { STAY_STATUSES, statusIn } from "~/domain/booking/booking-states";
import { formatMoney, PAYMENT_CURRENCY } from "~/domain/money/money";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { findBookingByGuestLink, guestLinksServedAt } from "../guest/guest-link";
import { PaymentsUnavailableError, paymentsConfig } from "../payments/config";
import { makeReceipt } from "../payments/order-notes";
import { bookingBalanceDue, type PaymentRow } from "../payments/payments-repository";
import { RazorpayError, razorpayClient } from "../payments/razorpay-client";
import { sandboxOrderId } from "../payments/sandbox";
import { sandboxAllowedAt } from "../payments/sandbox-hosts";
import { rateLimit, rateLimitKey } from "./guards";
import { answerPaymentsError } from "./payments";

/**
 * POST /api/my-booking/:token/balance: the guest pays what is still due on their booking, from
 * its page (docs/decisions/089-balance-payments.md). The amount is computed here from the
 * booking's own lines and what it has been paid (bookingBalanceDue), and the answer is the same
 * as POST /api/payments/orders', so the page opens the same checkout and the payment is verified
 * by POST /api/payments/verify like a deposit.
 *
 * One balance order is open per booking: the request that inserts its row (the unique index
 * payments_one_open_balance) is the only one to ask the gateway for an order, under a reserved
 * id; a request racing it waits for the order and answers the same one. An open order whose
 * amount is no longer what is due (the desk took a payment meanwhile) is replaced.
 */
export const myBookingBalance = new Hono<{ Bindings: Env }>();

/** The prefix of a balance order's id while the gateway is being asked for it. */
const RESERVED = "reserved:";
/** A reservation this old belongs to a request that died: the next one replaces it. */
const RESERVATION_STALE_MS = 30_000;
/** How long a racing request waits for the order another is creating. */
const WAIT_FOR_ORDER_MS = 10_000;
/** Razorpay's minimum order amount is ₹1.00. */
const MIN_ORDER_PAISE = 100;

/** A wrong, reissued or expired link: the same 404 as any address the API does not have (workers/api/index.ts). */
const notFound = (c: Context) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404);

myBookingBalance.onError(answerPaymentsError);

myBookingBalance.post(
  "/:token/balance",
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `balance:${rateLimitKey(c)}`),
  async (c) => {
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Robots-Tag", "noindex");
    const url = new URL(c.req.url);
    if (!guestLinksServedAt(url, c.env)) return notFound(c);
    const config = paymentsConfig(c.env);
    if (config.mode === "sandbox" && !sandboxAllowedAt(url, c.env)) {
      throw new PaymentsUnavailableError("The sandbox gateway works only on local hosts and on those SANDBOX_ALLOWED_HOSTS lists.");
    }
    const now = new Date();
    const booking = await findBookingByGuestLink(c.env.DB, c.env, c.req.param("token"), now);
    if (!booking || booking.mode !== config.mode) return notFound(c);
    if (!statusIn(STAY_STATUSES, booking.status)) {
      return c.json({ error: `This booking is ${booking.status.replace("_", " ")}: there is no balance to pay.` }, 409);
    }
    if (booking.resortConfirmation === "awaiting" || booking.resortConfirmation === "declined") {
      return c.json({ error: "The resort has not confirmed this custom retreat yet: the balance can be paid once it has." }, 409);
    }
    const db = c.env.DB;
    const orderId = booking.orderId;
    const answer = (payment: PaymentRow) =>
      c.json(
        {
          order: { id: payment.gateway_order_id, amount: payment.amount_paise, currency: PAYMENT_CURRENCY },
          key_id: config.keyId,
          mode: config.mode,
          checkout_script: config.checkoutUrl,
        },
        201,
      );

    const deadline = Date.now() + WAIT_FOR_ORDER_MS;
    for (;;) {
      const open = await db
        .prepare(
          "SELECT * FROM payments WHERE order_id = ? AND kind = 'balance' AND status IN ('created', 'failed', 'authorized') ORDER BY created_at DESC LIMIT 1",
        )
        .bind(orderId)
        .first<PaymentRow>();
      if (open?.status === "authorized") {
        return c.json({ error: "Your balance payment is being completed. Please reload the page in a minute." }, 409);
      }
      if (open && !open.gateway_order_id.startsWith(RESERVED)) {
        const due = await bookingBalanceDue(db, orderId);
        if (due === open.amount_paise) return answer(open);
        // The desk took a payment since the order was made: never charge more than is due. A
        // payment still made on the old order is not ours any more; never captured, it goes back.
        await db
          .prepare("DELETE FROM payments WHERE id = ? AND status IN ('created', 'failed') AND amount_paise = ?")
          .bind(open.id, open.amount_paise)
          .run();
        continue;
      }
      if (open) {
        // Another request is asking the gateway for this order: wait for it, unless it died.
        if (now.getTime() - Date.parse(open.created_at) > RESERVATION_STALE_MS) {
          await db.prepare("DELETE FROM payments WHERE id = ? AND gateway_order_id = ?").bind(open.id, open.gateway_order_id).run();
          continue;
        }
        if (Date.now() > deadline) return c.json({ error: "Your balance payment is being prepared. Please try again in a moment." }, 503);
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }

      const due = await bookingBalanceDue(db, orderId);
      if (due === 0) return c.json({ error: "Nothing is due on this booking: it is paid in full." }, 409);
      if (due < MIN_ORDER_PAISE) {
        return c.json({ error: `${formatMoney(due / 100, "INR")} is too little to pay online: please settle it at the resort.` }, 409);
      }

      const id = `bal_${crypto.randomUUID()}`;
      const at = now.toISOString();
      const reserved = await db
        .prepare(
          `INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, status, created_at, updated_at)
           SELECT ?1, ?2, ?3, 'balance', ?4, 'created', ?5, ?5
           WHERE EXISTS (SELECT 1 FROM bookings WHERE order_id = ?2 AND ${sqlStatusIn(STAY_STATUSES)})
           ON CONFLICT DO NOTHING`,
        )
        .bind(id, orderId, `${RESERVED}${id}`, due, at)
        .run();
      if (reserved.meta.changes !== 1) {
        // A racing request reserved the order first (or the booking changed): look again.
        if (Date.now() > deadline) return c.json({ error: "Your balance payment is being prepared. Please try again in a moment." }, 503);
        continue;
      }

      let gatewayOrderId: string;
      try {
        gatewayOrderId = await createGatewayOrder(config, { amountPaise: due, bookingReceipt: booking.orderId, now });
      } catch (error) {
        await db.prepare("DELETE FROM payments WHERE id = ?").bind(id).run();
        throw error;
      }
      await db.prepare("UPDATE payments SET gateway_order_id = ?, updated_at = ? WHERE id = ?").bind(gatewayOrderId, at, id).run();
      const created = await db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();
      if (!created) throw new Error(`balance order ${id} vanished`);
      return answer(created);
    }
  },
);

async function createGatewayOrder(
  config: ReturnType<typeof paymentsConfig>,
  order: { amountPaise: number; bookingReceipt: string; now: Date },
): Promise<string> {
  if (config.mode === "sandbox") return sandboxOrderId();
  const receipt = makeReceipt(order.now);
  const created = await razorpayClient(config).createOrder({
    amount: order.amountPaise,
    currency: PAYMENT_CURRENCY,
    receipt,
    notes: { kind: "balance", booking_order: order.bookingReceipt },
  });
  if (created.amount !== order.amountPaise || created.currency !== PAYMENT_CURRENCY) {
    throw new RazorpayError(
      "unavailable",
      `Razorpay created order ${created.id} for ${created.amount} ${created.currency}, not ${order.amountPaise} ${PAYMENT_CURRENCY}`,
    );
  }
  return created.id;
}
