import type { ResortConfirmation } from "~/domain/booking/booking-states";
import { cartTotalsByCurrency, type Currency } from "~/domain/money/money";
import type { BookingActionState } from "~/domain/staff/booking-actions";
import { type BookingRow, type LineRow, onlineDepositPercent } from "../payments/bookings-repository";

/**
 * A booking as the staff console's booking actions decide on it: its status and payment, its
 * refunds so far, and its balance (due from the lines, received at the front desk). One read, in
 * one batch, so the figures agree with each other.
 */
export type BookingActionFacts = BookingActionState & {
  orderId: string;
  mode: BookingRow["mode"];
  paymentId: string | null;
  /** Every refund row, failed ones included: the next refund's slot. */
  refundCount: number;
  /** Every balance payment row: the next one's slot. */
  balancePaymentCount: number;
  balances: { currency: Currency; dueMinor: number; receivedMinor: number; leftMinor: number }[];
};

/** The balance due on arrival per currency, in minor units, from the stored lines and deposit rate. */
export function balancesDue(lines: Pick<LineRow, "price_cents" | "quantity" | "currency">[], depositPercent: number) {
  return cartTotalsByCurrency(
    lines.map((l) => ({ price: l.price_cents / 100, quantity: l.quantity, currency: l.currency })),
    depositPercent,
  ).map((t) => ({ currency: t.currency, dueMinor: Math.round(t.balance * 100) }));
}

export async function bookingActionFacts(db: D1Database, orderId: string): Promise<BookingActionFacts | null> {
  const [bookingResult, linesResult, refundsResult, balanceResult, onlineResult] = await db.batch([
    db.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId),
    db.prepare("SELECT price_cents, quantity, currency FROM booking_lines WHERE order_id = ?").bind(orderId),
    db
      .prepare(
        `SELECT count(*) AS n, coalesce(sum(CASE WHEN status != 'failed' THEN amount_paise ELSE 0 END), 0) AS committed
         FROM refunds WHERE order_id = ?`,
      )
      .bind(orderId),
    db
      .prepare("SELECT currency, count(*) AS n, sum(amount_minor) AS received FROM balance_payments WHERE order_id = ? GROUP BY currency")
      .bind(orderId),
    db.prepare("SELECT count(*) AS n FROM payments WHERE order_id = ? AND kind = 'balance' AND status = 'captured'").bind(orderId),
  ]);
  // The guest paid the balance online, in full: nothing is left to receive at the desk.
  const paidOnline = ((onlineResult?.results as { n: number }[] | undefined)?.[0]?.n ?? 0) > 0;
  const row = (bookingResult?.results as BookingRow[] | undefined)?.[0];
  if (!row) return null;
  const lines = (linesResult?.results ?? []) as Pick<LineRow, "price_cents" | "quantity" | "currency">[];
  const refunds = (refundsResult?.results as { n: number; committed: number }[] | undefined)?.[0] ?? { n: 0, committed: 0 };
  const received = (balanceResult?.results ?? []) as { currency: Currency; n: number; received: number }[];
  const balances = balancesDue(lines, onlineDepositPercent(row)).map(({ currency, dueMinor }) => {
    const receivedMinor = received.find((r) => r.currency === currency)?.received ?? 0;
    return { currency, dueMinor, receivedMinor, leftMinor: paidOnline ? 0 : Math.max(0, dueMinor - receivedMinor) };
  });
  return {
    orderId: row.order_id,
    mode: row.mode,
    source: row.source,
    status: row.status,
    resortConfirmation: row.resort_confirmation as ResortConfirmation | null,
    paymentId: row.payment_id,
    chargedPaise: row.amount_paise,
    refundCommittedPaise: refunds.committed,
    refundCount: refunds.n,
    balancePaymentCount: received.reduce((sum, r) => sum + r.n, 0),
    balances,
    balanceLeft: balances.map((b) => ({ currency: b.currency, leftMinor: b.leftMinor })),
  };
}
