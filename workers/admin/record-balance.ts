import { formatMoney } from "~/domain/money/money";
import { STAY_STATUSES } from "~/domain/booking/booking-states";
import { BALANCE_METHOD_LABELS, type BalanceInput, balanceRefusal } from "~/domain/staff/booking-actions";
import { sqlStatusIn } from "../payments/booking-state-sql";
import type { BookingActionOutcome } from "~/domain/staff/staff-views";
import { toHex } from "../payments/signatures";
import { type BalancePaymentRow, toBalancePaymentView } from "./booking-records";
import { bookingStatus } from "./refund-booking";
import { loadBookingForAction } from "./load-booking-for-action";
import type { StaffActionHandler } from "./staff-actions";

/**
 * "Balance received": what the guest paid at the front desk on arrival (cash, card, UPI, bank
 * transfer), in the currency of the balance it settles, stored in balance_payments (migration
 * 0010) in the batch with its audit row. The insert itself refuses a booking that is no longer
 * paid and a total above the balance due, so two people recording at once cannot take more than
 * is due; its id is derived from the number of balance payments the member of staff saw, so the
 * same request twice records once.
 */

const HOW = { cash: "in cash", card: "by card", upi: "by UPI", bank_transfer: "by bank transfer", other: "another way" } as const;

async function balancePaymentId(orderId: string, slot: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`balance|${orderId}|${slot}`)));
  return `bp_${toHex(digest).slice(0, 40)}`;
}

export const recordBalanceAction: StaffActionHandler<{ orderId: string } & BalanceInput, BookingActionOutcome> = {
  name: "booking.balance",
  async plan(ctx, input) {
    const loaded = await loadBookingForAction(ctx, input.orderId);
    if ("refuse" in loaded) return loaded;
    const { facts } = loaded;
    const seen = input.paymentsSeen ?? facts.balancePaymentCount;
    if (seen > facts.balancePaymentCount) {
      return { refuse: { status: 422, error: "paymentsSeen is more than the balance payments this booking has; reload the booking." } };
    }
    const id = await balancePaymentId(facts.orderId, seen);
    const earlier = await ctx.db.prepare("SELECT * FROM balance_payments WHERE id = ?").bind(id).first<BalancePaymentRow>();
    if (earlier) return { refuse: { status: 409, error: alreadyRecorded(earlier) } };
    if (seen < facts.balancePaymentCount) {
      return {
        refuse: {
          status: 409,
          error: "Another balance payment was recorded since the page was loaded. Look at the balance again before recording more.",
        },
      };
    }
    const refusal = balanceRefusal(facts);
    if (refusal) return { refuse: { status: 409, error: refusal } };

    const owing = facts.balances.filter((b) => b.leftMinor > 0);
    const currency = input.currency ?? (owing.length === 1 ? owing[0]?.currency : undefined);
    if (!currency) {
      return { refuse: { status: 422, error: `Say which balance this settles: currency ${owing.map((b) => b.currency).join(" or ")}.` } };
    }
    const balance = facts.balances.find((b) => b.currency === currency);
    if (!balance) return { refuse: { status: 422, error: `This booking has no balance in ${currency}.` } };
    const money = (minor: number) => formatMoney(minor / 100, currency);
    if (input.amount > balance.leftMinor) {
      return {
        refuse: {
          status: 422,
          error:
            balance.leftMinor === 0
              ? `The ${currency} balance has been received in full (${money(balance.dueMinor)}).`
              : `${money(input.amount)} is more than the balance due: ${money(balance.leftMinor)} of ${money(balance.dueMinor)} is still to receive.`,
        },
      };
    }

    const at = ctx.now.toISOString();
    const note = input.note?.trim() ? input.note.trim() : null;
    const reason = `${BALANCE_METHOD_LABELS[input.method]}${note ? `: ${note}` : ""}`;
    return {
      effect: [
        ctx.db
          .prepare(
            `INSERT INTO balance_payments (id, order_id, amount_minor, currency, method, note, staff_email, received_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
             WHERE EXISTS (SELECT 1 FROM bookings WHERE order_id = ?2 AND ${sqlStatusIn(STAY_STATUSES)}
                             AND (resort_confirmation IS NULL OR resort_confirmation = 'confirmed'))
               AND ?3 + (SELECT coalesce(sum(amount_minor), 0) FROM balance_payments WHERE order_id = ?2 AND currency = ?4) <= ?9
               AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?2 AND kind = 'balance' AND status = 'captured')
             ON CONFLICT DO NOTHING`,
          )
          .bind(id, facts.orderId, input.amount, currency, input.method, note, ctx.actor.email, at, balance.dueMinor),
      ],
      audit: { orderId: facts.orderId, amountMinor: input.amount, currency, reason },
      async settle(applied) {
        const row = await ctx.db.prepare("SELECT * FROM balance_payments WHERE id = ?").bind(id).first<BalancePaymentRow>();
        if (!applied) {
          if (row) return { ok: false, status: 409, error: alreadyRecorded(row) };
          return {
            ok: false,
            status: 409,
            error: "Another balance payment or a change of status came first, so nothing was recorded. Reload the booking and look again.",
          };
        }
        if (!row) throw new Error(`balance payment ${id} vanished`);
        const left = balance.leftMinor - input.amount;
        return {
          ok: true,
          value: {
            message: `Recorded ${money(input.amount)} received ${HOW[input.method]}. ${
              left > 0 ? `${money(left)} of the ${currency} balance is still to receive.` : `The ${currency} balance is settled.`
            }`,
            status: await bookingStatus(ctx.db, facts.orderId),
            refund: null,
            balancePayment: toBalancePaymentView(row),
          },
        };
      },
    };
  },
};

function alreadyRecorded(row: BalancePaymentRow): string {
  return `This balance payment of ${formatMoney(row.amount_minor / 100, row.currency)} was recorded already by ${row.staff_email}; it counts once. Reload the booking to see it.`;
}
