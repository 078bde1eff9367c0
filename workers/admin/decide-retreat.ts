import { AWAITING_RESORT_STATUSES } from "~/domain/booking/booking-states";
import { type ConfirmInput, type DeclineInput, declineRefusal, decisionRefusal } from "~/domain/staff/booking-actions";
import type { BookingActionOutcome, StaffActionResult } from "~/domain/staff/staff-views";
import { releaseDeclinedNightsStatements } from "../availability/availability-repository";
import { enqueueDecisionNotice } from "../notifications/notice-queue";
import { SQL_AWAITS_RESORT } from "../payments/booking-state-sql";
import { sendNoticesNow } from "../notifications/notices";
import type { BookingActionFacts } from "./booking-action-state";
import { bookingStatus, planRefundRequest, submitStoredRefund } from "./refund-booking";
import { loadBookingForAction } from "./load-booking-for-action";
import type { StaffActionContext, StaffActionHandler } from "./staff-actions";

/**
 * The resort's answer to a custom-retreat request that awaits it (resort_confirmation `awaiting`
 * and paid: awaitsResort in app/domain/booking/booking-states.ts; an authorized payment is not
 * captured yet, so it is neither confirmed nor declined): "Confirm" makes it a confirmed stay;
 * "Decline" refunds the whole payment through the one refunds path and gives its nights and
 * retreat places back. Each is one batch:
 * the effect, the audit row (only if the effect changed the booking), the guest's e-mail in the
 * outbox (only while the booking holds that answer) and, for a decline, the freeing of its nights.
 * Both move the booking only from `awaiting`, so a second click, or a confirm racing a decline,
 * leaves exactly one answer; the other request is refused with a 409 that says which came first.
 */

/** Why a decision that changed nothing did not: the answer that came first, in words. */
async function lostDecision(ctx: StaffActionContext, orderId: string): Promise<StaffActionResult<BookingActionOutcome>> {
  const row = await ctx.db
    .prepare("SELECT resort_confirmation FROM bookings WHERE order_id = ?")
    .bind(orderId)
    .first<{ resort_confirmation: string | null }>();
  return { ok: false, status: 409, error: decidedAlready(row?.resort_confirmation ?? null) };
}

function decidedAlready(answered: string | null): string {
  if (answered === "confirmed") return "This custom retreat was confirmed already, so nothing was changed. Reload the booking to see it.";
  if (answered === "declined") return "This custom retreat was declined already, so nothing was changed. Reload the booking to see it.";
  return "Another change to this booking came first, so nothing was decided. Reload the booking and look again.";
}

function tellGuest(ctx: StaffActionContext, facts: BookingActionFacts) {
  return () => sendNoticesNow(ctx.env, facts.orderId, ctx.waitUntil);
}

export const confirmRetreatAction: StaffActionHandler<{ orderId: string } & ConfirmInput, BookingActionOutcome> = {
  name: "booking.confirm",
  async plan(ctx, input) {
    const loaded = await loadBookingForAction(ctx, input.orderId);
    if ("refuse" in loaded) return loaded;
    const { facts } = loaded;
    if (facts.resortConfirmation === "confirmed" || facts.resortConfirmation === "declined") {
      return { refuse: { status: 409, error: decidedAlready(facts.resortConfirmation) } };
    }
    const refusal = decisionRefusal(facts);
    if (refusal) return { refuse: { status: 409, error: refusal } };
    const note = input.note?.trim() ? input.note.trim() : null;
    return {
      effect: [
        ctx.db
          .prepare(`UPDATE bookings SET resort_confirmation = 'confirmed', updated_at = ?1 WHERE order_id = ?2 AND ${SQL_AWAITS_RESORT}`)
          .bind(ctx.now.toISOString(), facts.orderId),
      ],
      audit: { orderId: facts.orderId, reason: note },
      followUp: [enqueueDecisionNotice(ctx.db, { orderId: facts.orderId, decision: "confirmed", now: ctx.now })],
      afterCommit: tellGuest(ctx, facts),
      async settle(applied) {
        if (!applied) return lostDecision(ctx, facts.orderId);
        return {
          ok: true,
          value: {
            message: "Confirmed: the custom retreat is a confirmed stay, and the guest is told by e-mail.",
            status: await bookingStatus(ctx.db, facts.orderId),
            refund: null,
            balancePayment: null,
          },
        };
      },
    };
  },
};

/**
 * The decline, also made by the Cron Trigger for a request the resort did not answer in time
 * (unconfirmed-retreats.ts): the same batch, with the refund's reason `unconfirmed`.
 */
export const declineRetreatAction: StaffActionHandler<
  { orderId: string; refundReason?: "staff" | "unconfirmed" } & DeclineInput,
  BookingActionOutcome
> = {
  name: "booking.decline",
  async plan(ctx, input) {
    const loaded = await loadBookingForAction(ctx, input.orderId);
    if ("refuse" in loaded) return loaded;
    const { facts, config } = loaded;
    if (facts.resortConfirmation === "confirmed" || facts.resortConfirmation === "declined") {
      return { refuse: { status: 409, error: decidedAlready(facts.resortConfirmation) } };
    }
    const refusal = declineRefusal(facts);
    if (refusal) return { refuse: { status: 409, error: refusal } };
    const refund = await planRefundRequest(ctx, facts, {
      amountPaise: facts.chargedPaise,
      note: `Declined: ${input.reason}`,
      seen: input.refundsSeen,
      statuses: AWAITING_RESORT_STATUSES,
      awaitingResort: true,
      reason: input.refundReason ?? "staff",
    });
    if ("refuse" in refund) {
      // A decline repeated while the first was being made: say which answer the booking holds.
      const answered = await ctx.db
        .prepare("SELECT resort_confirmation FROM bookings WHERE order_id = ?")
        .bind(facts.orderId)
        .first<string | null>("resort_confirmation");
      if (answered === "confirmed" || answered === "declined") return { refuse: { status: 409, error: decidedAlready(answered) } };
      return refund;
    }
    return {
      effect: [
        refund.statement,
        ctx.db
          .prepare(
            // Only together with its own refund (the insert just before changed a row).
            `UPDATE bookings SET resort_confirmation = 'declined', updated_at = ?1
             WHERE order_id = ?2 AND ${SQL_AWAITS_RESORT} AND changes() > 0`,
          )
          .bind(ctx.now.toISOString(), facts.orderId),
      ],
      audit: { orderId: facts.orderId, amountMinor: refund.amountPaise, currency: "INR", reason: input.reason },
      followUp: [
        enqueueDecisionNotice(ctx.db, { orderId: facts.orderId, decision: "declined", now: ctx.now }),
        // Its nights and retreat places go back on sale, only once it is declined.
        ...releaseDeclinedNightsStatements(ctx.db, facts.orderId),
      ],
      afterCommit: tellGuest(ctx, facts),
      async settle(applied) {
        if (!applied) return lostDecision(ctx, facts.orderId);
        return submitStoredRefund(ctx, config, facts, refund, "Declined. ");
      },
    };
  },
};
