import type { BookingView } from "~/domain/booking/booking-view";
import { formatMoney } from "~/domain/money/money";
import type { DeliveryOutcome } from "../outbox/outbox";
import { bookingMessage, refundAmounts } from "../notifications/booking-message";
import { GUEST_EMAIL_COPY } from "../notifications/guest-email-copy";
import { type RenderedEmail, renderBookingMessage } from "../notifications/guest-email";
import { resortNoticePayload } from "../notifications/resort-notice";
import { arrivalDetailsOf } from "./guest-booking";

/**
 * The messages the guest's booking page causes (docs/decisions/088-guest-booking-page.md): the
 * guest's e-mail when they cancel, and the resort's notices of a cancellation, of new or changed
 * arrival details, and of a request to change dates. Each is a booking_notices row inserted in the
 * batch of the change that causes it, once per booking, kind and event (event_key), and rendered
 * when it is sent from what D1 holds then.
 */

const GUEST_PAGE_NOTICES = {
  guest_cancelled: "email",
  resort_guest_cancelled: "formspree",
  resort_arrival_details: "formspree",
  resort_change_request: "formspree",
} as const;

export type GuestPageNoticeKind = keyof typeof GUEST_PAGE_NOTICES;

export function isGuestPageNotice(kind: string): kind is GuestPageNoticeKind {
  return Object.hasOwn(GUEST_PAGE_NOTICES, kind);
}

/** The recipient recorded for the resort's notices: its Formspree booking form (as notice-queue.ts). */
const RESORT_RECIPIENT = "formspree:booking";

/**
 * The insert of one notice, made only if the audit row `auditId` exists by then: the change it
 * tells of happened in this batch (an action that changed nothing writes no audit row).
 */
export function guestPageNoticeStatement(
  db: D1Database,
  notice: { orderId: string; kind: GuestPageNoticeKind; eventKey: string; auditId: string; now: Date },
): D1PreparedStatement {
  const channel = GUEST_PAGE_NOTICES[notice.kind];
  const at = notice.now.toISOString();
  return db
    .prepare(
      `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
       SELECT ?1, order_id, ?2, ?3, ?4, ${channel === "email" ? "guest_email" : "?5"}, 'pending', 0, ?6, ?6, ?6
       FROM bookings WHERE order_id = ?7 AND EXISTS (SELECT 1 FROM staff_audit WHERE id = ?8)
       ON CONFLICT DO NOTHING`,
    )
    .bind(crypto.randomUUID(), notice.kind, notice.eventKey, channel, RESORT_RECIPIENT, at, notice.orderId, notice.auditId);
}

export type GuestPageNoticeRow = { order_id: string; kind: GuestPageNoticeKind; event_key: string; recipient: string };

type Channels = {
  siteUrl: string | undefined;
  guestLinkUrl: string | null;
  toResort(payload: Record<string, string>): Promise<DeliveryOutcome>;
  toGuest(email: RenderedEmail): Promise<DeliveryOutcome>;
};

const inr = (paise: number) => formatMoney(paise / 100, "INR");

async function guestRefundPaise(db: D1Database, orderId: string): Promise<number> {
  const total = await db
    .prepare("SELECT coalesce(sum(amount_paise), 0) AS paise FROM refunds WHERE order_id = ? AND reason = 'guest' AND status != 'failed'")
    .bind(orderId)
    .first<number>("paise");
  return total ?? 0;
}

/** The guest's e-mail when they cancelled on their page: what is refunded, and when it arrives. */
function guestCancelledEmail(
  booking: BookingView,
  refundPaise: number,
  options: { siteUrl?: string | undefined; guestLinkUrl: string | null },
) {
  const base = bookingMessage(booking, "confirmation", options);
  const refund = refundPaise > 0 ? refundAmounts(refundPaise, booking.locale) : null;
  const words = GUEST_EMAIL_COPY[booking.locale].guestCancelled({ orderId: booking.orderId, refund });
  return renderBookingMessage({
    ...base,
    ...words,
    money: { ...base.money, balanceDue: [], refund },
    nextSteps: [],
  });
}

function arrivalLines(arrival: Awaited<ReturnType<typeof arrivalDetailsOf>>): Record<string, string> {
  if (!arrival) return { arrivalDetails: "(none)" };
  const formC = arrival.formC;
  return {
    flightNumber: arrival.flightNumber ?? "(not given)",
    arrivalTimeKerala: arrival.arrivalTime ? `${arrival.arrivalTime.replace("T", " ")} IST` : "(not given)",
    airportPickup: arrival.airportPickup ? "Yes: pick up at Trivandrum airport" : "No",
    dietaryNeeds: arrival.dietaryNeeds ?? "(none)",
    note: arrival.note ?? "(none)",
    formC:
      [
        formC.nationality && `nationality ${formC.nationality}`,
        formC.passportNumber && `passport ${formC.passportNumber}${formC.passportExpiresOn ? ` (expires ${formC.passportExpiresOn})` : ""}`,
        formC.visaNumber && `visa ${formC.visaNumber}${formC.visaExpiresOn ? ` (expires ${formC.visaExpiresOn})` : ""}`,
      ]
        .filter(Boolean)
        .join(", ") || "(not given)",
  };
}

/** Sends one of this module's notices; the booking is read as it is now. */
export async function deliverGuestPageNotice(
  db: D1Database,
  row: GuestPageNoticeRow,
  booking: BookingView,
  guestPhone: string,
  channels: Channels,
): Promise<DeliveryOutcome> {
  if (row.kind === "guest_cancelled") {
    return channels.toGuest(
      guestCancelledEmail(booking, await guestRefundPaise(db, row.order_id), {
        siteUrl: channels.siteUrl,
        guestLinkUrl: channels.guestLinkUrl,
      }),
    );
  }
  const base = resortNoticePayload(booking, guestPhone, "paid", { siteUrl: channels.siteUrl });
  const { confirmationPage: _confirmationPage, ...shared } = base;
  if (row.kind === "resort_guest_cancelled") {
    const refund = await guestRefundPaise(db, row.order_id);
    return channels.toResort({
      ...shared,
      _subject: `Guest cancelled on their booking page: nights freed (order ${booking.orderId})`,
      status: `Cancelled by the guest; ${refund > 0 ? `${inr(refund)} refunded under the booking's policy` : "nothing refunded under the booking's policy"}`,
    });
  }
  if (row.kind === "resort_arrival_details") {
    const arrival = await arrivalDetailsOf(db, row.order_id);
    return channels.toResort({
      ...shared,
      _subject: `${arrival?.airportPickup ? "Airport pickup: " : ""}arrival details ${row.event_key.endsWith("-1") ? "added" : "changed"} (order ${booking.orderId})`,
      ...arrivalLines(arrival),
    });
  }
  const request = await db
    .prepare("SELECT reason FROM staff_audit WHERE id = ? AND action = 'booking.change_request'")
    .bind(row.event_key)
    .first<string | null>("reason");
  return channels.toResort({
    ...shared,
    _subject: `Guest asks to change dates: please answer by e-mail (order ${booking.orderId})`,
    changeRequest: request ?? "(the request's details were removed)",
    status: "Nothing changes until the team agrees new dates with the guest",
  });
}
