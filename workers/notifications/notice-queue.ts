/**
 * Which notices a booking's change causes, as statements for the D1 batch that records the
 * change (CONVENTIONS 12): the booking becomes paid, or its payment turns out to be for dates
 * another guest holds (conflict). Each insert happens only while the booking is in that status
 * with that payment, and at most once per order, kind and event (the unique index
 * booking_notices_once, migrations/0013; these events happen once per order, so their event_key
 * is ''), however many requests (verify, webhook retries) run it.
 */

export type NoticeEvent =
  | "paid"
  | "conflict"
  | "retreat_confirmed"
  | "retreat_declined"
  | "balance_paid"
  | "balance_reminder"
  | "refund"
  | "resort_cancelled"
  | GuestPageNoticeEvent;
/** Events of the guest's booking page (workers/guest/guest-notices.ts enqueues and renders them). */
export type GuestPageNoticeEvent = "guest_cancelled" | "arrival_details" | "change_request";
export type NoticeKind =
  | "resort_paid"
  | "guest_confirmation"
  | "resort_conflict"
  | "guest_conflict"
  | "guest_retreat_confirmed"
  | "guest_retreat_declined"
  | "resort_balance_paid"
  | "guest_balance_receipt"
  | "guest_balance_reminder"
  | "guest_refund"
  | "guest_resort_cancelled"
  | GuestPageNoticeKind;
export type NoticeChannel = "formspree" | "email";
type GuestPageNoticeKind = "guest_cancelled" | "resort_guest_cancelled" | "resort_arrival_details" | "resort_change_request";

export const NOTICE_KINDS: Readonly<Record<NoticeKind, { event: NoticeEvent; channel: NoticeChannel }>> = {
  resort_paid: { event: "paid", channel: "formspree" },
  guest_confirmation: { event: "paid", channel: "email" },
  resort_conflict: { event: "conflict", channel: "formspree" },
  guest_conflict: { event: "conflict", channel: "email" },
  guest_retreat_confirmed: { event: "retreat_confirmed", channel: "email" },
  guest_retreat_declined: { event: "retreat_declined", channel: "email" },
  // Once per balance payment (event_key: its payment id), in the batch that captures it (payments-repository.ts).
  resort_balance_paid: { event: "balance_paid", channel: "formspree" },
  guest_balance_receipt: { event: "balance_paid", channel: "email" },
  // Once per booking, by the daily cron (workers/payments/balance-reminders.ts).
  guest_balance_reminder: { event: "balance_reminder", channel: "email" },
  guest_refund: { event: "refund", channel: "email" },
  guest_resort_cancelled: { event: "resort_cancelled", channel: "email" },
  guest_cancelled: { event: "guest_cancelled", channel: "email" },
  resort_guest_cancelled: { event: "guest_cancelled", channel: "formspree" },
  resort_arrival_details: { event: "arrival_details", channel: "formspree" },
  resort_change_request: { event: "change_request", channel: "formspree" },
};

/** The recipient recorded for the resort's notices: its Formspree booking form. */
const RESORT_RECIPIENT = "formspree:booking";

export function enqueueNotices(
  db: D1Database,
  change: { orderId: string; paymentId: string; event: "paid" | "conflict"; now: Date },
): D1PreparedStatement[] {
  const at = change.now.toISOString();
  return (Object.keys(NOTICE_KINDS) as NoticeKind[])
    .filter((kind) => NOTICE_KINDS[kind].event === change.event)
    .map((kind) => {
      const { channel } = NOTICE_KINDS[kind];
      return db
        .prepare(
          `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
           SELECT ?, order_id, ?, ?, ${channel === "email" ? "guest_email" : "?"}, 'pending', 0, ?, ?, ?
           FROM bookings WHERE order_id = ? AND status = ? AND payment_id = ?
           ON CONFLICT DO NOTHING`,
        )
        .bind(
          crypto.randomUUID(),
          kind,
          channel,
          ...(channel === "email" ? [] : [RESORT_RECIPIENT]),
          at,
          at,
          at,
          change.orderId,
          change.event,
          change.paymentId,
        );
    });
}

/**
 * The guest's e-mail about the resort's answer to a custom-retreat request, for the batch that
 * records the answer (the staff console): inserted only while the booking holds that answer, so
 * an answer that did not happen (another came first) tells the guest nothing, and once per order.
 */
export function enqueueDecisionNotice(
  db: D1Database,
  change: { orderId: string; decision: "confirmed" | "declined"; now: Date },
): D1PreparedStatement {
  const at = change.now.toISOString();
  const kind: NoticeKind = change.decision === "confirmed" ? "guest_retreat_confirmed" : "guest_retreat_declined";
  return db
    .prepare(
      `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT ?, order_id, ?, 'email', guest_email, 'pending', 0, ?, ?, ?
       FROM bookings WHERE order_id = ? AND resort_confirmation = ?
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), kind, at, at, at, change.orderId, change.decision);
}

/**
 * The guest's confirmation of a booking staff recorded (phone, e-mail, desk), for the batch that
 * records it: the same `guest_confirmation` as an order paid online, inserted only for a recorded,
 * paid booking with an e-mail address (none without one), and once per order.
 */
export function enqueueRecordedConfirmation(db: D1Database, change: { orderId: string; now: Date }): D1PreparedStatement {
  const at = change.now.toISOString();
  const kind: NoticeKind = "guest_confirmation";
  return db
    .prepare(
      `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT ?, order_id, ?, 'email', guest_email, 'pending', 0, ?, ?, ?
       FROM bookings WHERE order_id = ? AND source != 'online' AND status = 'paid' AND guest_email IS NOT NULL
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), kind, at, at, at, change.orderId);
}

/**
 * The guest's e-mail about a refund staff made, for the batch that stores the refund: keyed by the
 * refund's id, so each refund is told once however often the request is retried, and inserted only
 * if the refund row exists. Whether it is sent waits on Razorpay's answer (notices.ts).
 */
export function enqueueRefundNotice(db: D1Database, change: { orderId: string; refundId: string; now: Date }): D1PreparedStatement {
  const at = change.now.toISOString();
  return db
    .prepare(
      `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT ?, b.order_id, 'guest_refund', r.id, 'email', b.guest_email, 'pending', 0, ?, ?, ?
       FROM refunds r JOIN bookings b ON b.order_id = r.order_id
       WHERE r.id = ? AND r.order_id = ? AND b.guest_email IS NOT NULL AND b.anonymised_at IS NULL
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), at, at, at, change.refundId, change.orderId);
}

/**
 * The guest's e-mail saying the resort cancelled their booking, for the batch that cancels it:
 * inserted only once the booking is cancelled by the resort, and once per booking (a booking is
 * cancelled once). The refund it announces is the one the cancellation's audit row names.
 */
export function enqueueResortCancelledNotice(db: D1Database, change: { orderId: string; now: Date }): D1PreparedStatement {
  const at = change.now.toISOString();
  return db
    .prepare(
      `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT ?, order_id, 'guest_resort_cancelled', 'email', guest_email, 'pending', 0, ?, ?, ?
       FROM bookings WHERE order_id = ? AND cancelled_by = 'resort' AND guest_email IS NOT NULL AND anonymised_at IS NULL
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), at, at, at, change.orderId);
}
