import { releaseCancelledNightsStatements } from "../availability/availability-repository";
import { STAY_STATUSES } from "~/domain/booking/booking-states";
import { type CancelInput, cancelRefusal, RECORDED_REFUND_REFUSAL, refundablePaise } from "~/domain/staff/booking-actions";
import { enqueueResortCancelledNotice } from "../notifications/notice-queue";
import { sendNoticesNow } from "../notifications/notices";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { paymentGateway } from "../payments/gateway";
import { refundBalancesStatement, submitBalanceRefunds } from "../payments/payments-repository";
import type { BookingActionOutcome } from "~/domain/staff/staff-views";
import { bookingStatus, inr, planRefundRequest, type RefundPlan, submitStoredRefund } from "./refund-booking";
import { loadBookingForAction } from "./load-booking-for-action";
import type { StaffActionHandler } from "./staff-actions";

/**
 * "Cancel booking": the resort cancels a paid stay, with or without refunding what is left of the
 * online payment. One batch holds the refund request (if any), the booking's conditional move to
 * `cancelled` (only from paid or partially_refunded, and only together with its refund), the audit
 * row, and the freeing of its room-nights and retreat places (availability); a second click finds it cancelled and changes nothing. The refund then goes to
 * Razorpay like any other, and once it is processed in full the lifecycle's rule makes the
 * booking `refunded` (workers/payments/refunds.ts recomputeRefundedStatement). With a refund, each
 * balance the guest paid online is refunded in full in the same batch (docs/decisions/089).
 */
export const cancelBookingAction: StaffActionHandler<{ orderId: string } & CancelInput, BookingActionOutcome> = {
  name: "booking.cancel",
  async plan(ctx, input) {
    const loaded = await loadBookingForAction(ctx, input.orderId);
    if ("refuse" in loaded) return loaded;
    const { facts, config } = loaded;
    const refusal = cancelRefusal(facts);
    if (refusal) return { refuse: { status: 409, error: refusal } };

    let refund: RefundPlan | null = null;
    if (input.refund && facts.source !== "online") return { refuse: { status: 422, error: RECORDED_REFUND_REFUSAL } };
    if (input.refund) {
      if (refundablePaise(facts) < 100) {
        return { refuse: { status: 422, error: "Nothing (or less than ₹1) is left to refund: cancel without a refund." } };
      }
      const planned = await planRefundRequest(ctx, facts, {
        note: `Cancelled: ${input.reason}`,
        seen: input.refundsSeen,
        statuses: STAY_STATUSES,
      });
      if ("refuse" in planned) return planned;
      refund = planned;
    }
    const at = ctx.now.toISOString();
    return {
      effect: [
        // Each balance paid online is refunded in full too, each payment up to its own amount.
        ...(refund
          ? [
              refundBalancesStatement(ctx.db, {
                orderId: facts.orderId,
                reason: "staff",
                note: `Cancelled: ${input.reason}`,
                now: ctx.now,
                statuses: STAY_STATUSES,
              }),
              refund.statement,
            ]
          : []),
        ctx.db
          .prepare(
            // With a refund, only if the insert just before made it (changes()): not when the same
            // refund was requested already by another action decided on the same state.
            `UPDATE bookings SET status = 'cancelled', cancelled_by = 'resort', cancelled_at = ?1, updated_at = ?1
             WHERE order_id = ?2 AND ${sqlStatusIn(STAY_STATUSES)} AND (?3 = 0 OR changes() > 0)`,
          )
          .bind(at, facts.orderId, refund ? 1 : 0),
      ],
      audit: {
        orderId: facts.orderId,
        // The refund it made, which the guest's e-mail announces.
        subjectId: refund?.id ?? null,
        amountMinor: refund?.amountPaise ?? null,
        currency: refund ? "INR" : null,
        reason: input.reason,
      },
      // The nights and retreat places go back on sale in the same batch, once it is cancelled.
      followUp: [
        ...releaseCancelledNightsStatements(ctx.db, facts.orderId),
        enqueueResortCancelledNotice(ctx.db, { orderId: facts.orderId, now: ctx.now }),
      ],
      async settle(applied) {
        if (!applied) {
          const status = await bookingStatus(ctx.db, facts.orderId);
          return {
            ok: false,
            status: 409,
            error:
              status === "cancelled"
                ? "This booking is cancelled already."
                : "Another change to this booking came first, so nothing was cancelled. Reload the booking and look again.",
          };
        }
        if (refund) {
          await submitBalanceRefunds(ctx.db, paymentGateway(config), facts.orderId);
          const result = await submitStoredRefund(ctx, config, facts, refund, "Cancelled. ");
          // After Razorpay's answer, so the e-mail can say what it refunds.
          await sendNoticesNow(ctx.env, facts.orderId, ctx.waitUntil);
          return result;
        }
        await sendNoticesNow(ctx.env, facts.orderId, ctx.waitUntil);
        return {
          ok: true,
          value: {
            message:
              facts.source === "online"
                ? `Cancelled, without a refund: the ${inr(refundablePaise(facts))} left of the online payment is kept.`
                : "Cancelled: its nights are free again. Nothing was paid online; return what the guest paid the resort directly.",
            status: await bookingStatus(ctx.db, facts.orderId),
            refund: null,
            balancePayment: null,
          },
        };
      },
    };
  },
};
