import { type BookingStatus, REFUNDABLE_STATUSES } from "~/domain/booking/booking-states";
import { formatMoney } from "~/domain/money/money";
import { type RefundInput, refundablePaise, refundRefusal } from "~/domain/staff/booking-actions";
import type { BookingActionOutcome, StaffActionResult } from "~/domain/staff/staff-views";
import { enqueueRefundNotice } from "../notifications/notice-queue";
import { sendNoticesNow } from "../notifications/notices";
import type { PaymentsConfig } from "../payments/config";
import { paymentGateway } from "../payments/gateway";
import {
  insertRefundRequestStatement,
  type RefundReason,
  type RefundRow,
  refundIdempotencyKey,
  refundsRepository,
  submitRefund,
} from "../payments/refunds";
import type { BookingActionFacts } from "./booking-action-state";
import { toRefundView } from "./booking-records";
import { loadBookingForAction } from "./load-booking-for-action";
import type { StaffActionContext, StaffActionHandler, StaffActionPlan } from "./staff-actions";

/**
 * "Refund" on a paid booking: a full or partial refund of what the guest paid online, through
 * the one refunds path of the payment lifecycle (workers/payments/refunds.ts). The refund row is
 * inserted in the batch with the audit row; its id, the X-Refund-Idempotency key, is derived from
 * the booking and the number of refunds the member of staff saw, so a double click, a retry or two
 * people at once insert it once and Razorpay is asked once. The insert also refuses, in SQL, a
 * total above what was paid. Razorpay is asked once the batch is committed; its answer (or the
 * refund.processed webhook) moves the booking to partially_refunded or refunded, as for any refund.
 *
 * A request may instead carry an Idempotency-Key (the JSON API requires one or the other): the
 * refund's id is then derived from the booking and that key, so a retry of the request, even
 * after the first has finished and the count of refunds has moved on, names the same refund row.
 * It is answered with that refund as it stands, and nothing more is refunded.
 */

export const inr = (paise: number) => formatMoney(paise / 100, "INR");

type Refusal = { refuse: { status: 404 | 409 | 422 | 502 | 503; error: string } };

/** Which statuses a refund request may be inserted in, per action. */
export type RefundPlan = { id: string; amountPaise: number; statement: D1PreparedStatement };

/**
 * The refund request an action inserts: checked against the booking as read, and keyed by the
 * refunds the member of staff saw (`seen`, or the count now).
 */
export async function planRefundRequest(
  ctx: StaffActionContext,
  facts: BookingActionFacts,
  request: {
    amountPaise?: number | undefined;
    note: string;
    seen?: number | undefined;
    /** The refund's id when the request names it itself (keyedRefundId); else derived from `seen`. */
    id?: string | undefined;
    statuses: readonly BookingStatus[];
    awaitingResort?: boolean;
    /** Why the refund is made: `staff` unless the site declines on its own (`unconfirmed`). */
    reason?: RefundReason;
  },
): Promise<RefundPlan | Refusal> {
  const seen = request.seen ?? facts.refundCount;
  if (seen > facts.refundCount) {
    return { refuse: { status: 422, error: "refundsSeen is more than the refunds this booking has; reload the booking." } };
  }
  const id = request.id ?? (await refundIdempotencyKey(facts.orderId, seen));
  const existing = await refundsRepository(ctx.db).get(id);
  if (existing) return { refuse: { status: 409, error: alreadyRequested(existing) } };
  if (seen < facts.refundCount) {
    return {
      refuse: {
        status: 409,
        error:
          "This booking's refunds changed since the page was loaded: another refund was requested. Look at its refunds again before refunding more.",
      },
    };
  }
  const left = refundablePaise(facts);
  const amountPaise = request.amountPaise ?? left;
  if (amountPaise > left) {
    return {
      refuse: {
        status: 422,
        error: `${inr(amountPaise)} is more than is left to refund: ${inr(left)} of the ${inr(facts.chargedPaise)} paid online.`,
      },
    };
  }
  if (amountPaise < 100) return { refuse: { status: 422, error: "A refund is at least ₹1." } };
  if (!facts.paymentId) return { refuse: { status: 409, error: "This booking holds no payment to refund." } };
  return {
    id,
    amountPaise,
    statement: insertRefundRequestStatement(ctx.db, {
      id,
      orderId: facts.orderId,
      paymentId: facts.paymentId,
      amountPaise,
      reason: request.reason ?? "staff",
      note: request.note,
      now: ctx.now,
      statuses: request.statuses,
      awaitingResort: request.awaitingResort ?? false,
    }),
  };
}

function alreadyRequested(row: RefundRow): string {
  return `This refund of ${inr(row.amount_paise)} was requested already (${row.status}); it is made once. Reload the booking to see it.`;
}

/**
 * The id of the refund a request with this Idempotency-Key makes on this booking. Its own
 * namespace of the hash, so it never equals a refund id derived from a count of refunds.
 */
async function keyedRefundId(orderId: string, idempotencyKey: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`refund|${orderId}|idempotency-key|${idempotencyKey}`)),
  );
  return `rf_${[...digest]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 40)}`;
}

/**
 * The answer to a retry of a keyed request: the refund it made, as it stands now, if the retry asks
 * for the same refund; a 422 if the key was used for another one.
 */
async function repeatOfKeyedRefund(
  db: D1Database,
  earlier: RefundRow,
  input: { amount?: number | undefined; reason: string },
): Promise<StaffActionResult<BookingActionOutcome>> {
  if ((input.amount !== undefined && input.amount !== earlier.amount_paise) || input.reason !== earlier.note) {
    return {
      ok: false,
      status: 422,
      error: `This Idempotency-Key was used already for another refund of this booking (${inr(earlier.amount_paise)}, "${earlier.note ?? ""}"). Send a new key for a new refund.`,
    };
  }
  const done = "This refund was requested already with this Idempotency-Key; nothing more was refunded. ";
  if (earlier.status === "requested") {
    // Perhaps still on its way to Razorpay (a retry racing the first request), or unanswered.
    return {
      ok: true,
      value: {
        message: `${done}The refund of ${inr(earlier.amount_paise)} is recorded and Razorpay has not confirmed it yet: the site asks again, with the same key, until it does.`,
        status: await bookingStatus(db, earlier.order_id),
        refund: toRefundView(earlier),
        balancePayment: null,
      },
    };
  }
  return refundOutcome(db, earlier, done);
}

/** Asks Razorpay for a refund the batch stored, and words the outcome for the member of staff. */
export async function submitStoredRefund(
  ctx: StaffActionContext,
  config: PaymentsConfig,
  facts: BookingActionFacts,
  refund: RefundPlan,
  done: string,
): Promise<StaffActionResult<BookingActionOutcome>> {
  if (!facts.paymentId) throw new Error("a stored refund without a payment");
  await submitRefund(ctx.db, paymentGateway(config), {
    id: refund.id,
    order_id: facts.orderId,
    payment_id: facts.paymentId,
    amount_paise: refund.amountPaise,
  });
  const row = await refundsRepository(ctx.db).get(refund.id);
  if (!row) throw new Error(`refund ${refund.id} vanished`);
  return refundOutcome(ctx.db, row, done);
}

/** A stored refund in words for the member of staff, after `done` (what was done before it). */
async function refundOutcome(db: D1Database, row: RefundRow, done: string): Promise<StaffActionResult<BookingActionOutcome>> {
  const status = await bookingStatus(db, row.order_id);
  const amount = inr(row.amount_paise);
  const view = toRefundView(row);
  switch (row.status) {
    case "processed":
      return {
        ok: true,
        value: { message: `${done}Refunded ${amount} to the guest's original payment method.`, status, refund: view, balancePayment: null },
      };
    case "pending":
      return {
        ok: true,
        value: {
          message: `${done}Razorpay accepted the refund of ${amount}; the bank is processing it.`,
          status,
          refund: view,
          balancePayment: null,
        },
      };
    case "requested":
      return {
        ok: true,
        value: {
          message: `${done}The refund of ${amount} is recorded, but Razorpay did not answer: the site asks again, with the same key, every few minutes.`,
          status,
          refund: view,
          balancePayment: null,
        },
      };
    case "failed":
      return {
        ok: false,
        status: 502,
        error: `${done}Razorpay refused the refund of ${amount}: ${row.last_error ?? "no reason given"}. Nothing was refunded.`,
      };
  }
}

export async function bookingStatus(db: D1Database, orderId: string) {
  const row = await db
    .prepare("SELECT status FROM bookings WHERE order_id = ?")
    .bind(orderId)
    .first<{ status: BookingActionFacts["status"] }>();
  return row?.status ?? "created";
}

export type RefundBookingInput = { orderId: string; idempotencyKey?: string | undefined } & RefundInput;

export const refundBookingAction: StaffActionHandler<RefundBookingInput, BookingActionOutcome> = {
  name: "booking.refund",
  async plan(ctx, input): Promise<StaffActionPlan<BookingActionOutcome>> {
    const loaded = await loadBookingForAction(ctx, input.orderId);
    if ("refuse" in loaded) return loaded;
    const { facts, config } = loaded;
    const keyedId = input.idempotencyKey === undefined ? undefined : await keyedRefundId(facts.orderId, input.idempotencyKey);
    // A retry of a keyed request is answered before anything else is checked: by now the first may
    // have refunded all there was.
    const keyedEarlier = keyedId === undefined ? null : await refundsRepository(ctx.db).get(keyedId);
    if (keyedEarlier) return { done: await repeatOfKeyedRefund(ctx.db, keyedEarlier, input) };
    const refusal = refundRefusal(facts);
    if (refusal) {
      // A repeated request for a refund that emptied the booking says so, rather than "nothing left".
      const repeat = input.refundsSeen !== undefined && input.refundsSeen < facts.refundCount;
      if (repeat) {
        const earlier = await refundsRepository(ctx.db).get(await refundIdempotencyKey(facts.orderId, input.refundsSeen as number));
        if (earlier) return { refuse: { status: 409, error: alreadyRequested(earlier) } };
      }
      return { refuse: { status: 409, error: refusal } };
    }
    const refund = await planRefundRequest(ctx, facts, {
      amountPaise: input.amount,
      note: input.reason,
      seen: input.refundsSeen,
      id: keyedId,
      statuses: REFUNDABLE_STATUSES,
    });
    if ("refuse" in refund) {
      // The same keyed request, running alongside, may have stored the refund since it was looked for.
      const raced = keyedId === undefined ? null : await refundsRepository(ctx.db).get(keyedId);
      return raced ? { done: await repeatOfKeyedRefund(ctx.db, raced, input) } : refund;
    }
    return {
      effect: [refund.statement],
      audit: { orderId: facts.orderId, amountMinor: refund.amountPaise, currency: "INR", reason: input.reason },
      // The guest is told of each refund once, keyed by the refund, whoever retries the request.
      followUp: [enqueueRefundNotice(ctx.db, { orderId: facts.orderId, refundId: refund.id, now: ctx.now })],
      async settle(applied) {
        if (applied) {
          const result = await submitStoredRefund(ctx, config, facts, refund, "");
          // After Razorpay's answer, so the e-mail goes out now if it took the refund on.
          await sendNoticesNow(ctx.env, facts.orderId, ctx.waitUntil);
          return result;
        }
        const earlier = await refundsRepository(ctx.db).get(refund.id);
        // Identical keyed requests at once: the first inserted the refund, the others repeat it.
        if (earlier && keyedId !== undefined) return repeatOfKeyedRefund(ctx.db, earlier, input);
        if (earlier) return { ok: false, status: 409, error: alreadyRequested(earlier) };
        return {
          ok: false,
          status: 409,
          error: "Another refund or a change of status came first, so nothing was refunded. Reload the booking and look again.",
        };
      },
    };
  },
};
