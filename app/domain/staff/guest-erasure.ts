import * as z from "zod";
import { emailField } from "~/domain/contact-fields";
import type { BookingStatus } from "~/domain/booking/booking-states";

/**
 * "Erase this guest" (docs/decisions/081-retention.md): every booking, form submission and notice
 * of one e-mail address loses the guest's details, unless something about the guest is still
 * under way. The refusal is decided here, on the bookings as read; the SQL re-checks the money.
 */

export const eraseGuestInputSchema = z.strictObject({ email: emailField("Enter the guest's e-mail address.") });
export type EraseGuestInput = z.infer<typeof eraseGuestInputSchema>;

/** How many rows the erasure reached. */
export type GuestErasure = { bookings: number; submissions: number; notices: number };

/** A booking of the address, as the erasure decides on it. */
export type ErasableBooking = {
  orderId: string;
  status: BookingStatus;
  /** The latest check-out of its lines (YYYY-MM-DD), null without lines. */
  checkOut: string | null;
  /** Refunds asked for and not yet processed or failed. */
  refundsMoving: number;
  /** An unpaid order's holds on nights or places that have not lapsed. */
  liveHolds: number;
};

/** A stay that stands: the guest is coming, or is here. Cancelled, refunded and conflict stays are over. */
const STANDING: readonly BookingStatus[] = ["paid", "partially_refunded"];

/** Why the address cannot be erased now (one sentence per booking in the way), or null. */
export function erasureRefusal(bookings: readonly ErasableBooking[], today: string): string | null {
  const reasons = bookings.flatMap((booking) => {
    const why: string[] = [];
    if (booking.status === "authorized") why.push("its payment is authorized and not yet captured");
    if (booking.refundsMoving > 0) why.push("a refund is still on its way to the guest");
    if (STANDING.includes(booking.status) && booking.checkOut !== null && booking.checkOut >= today) {
      why.push(`the stay is not over (check-out ${booking.checkOut})`);
    }
    if ((booking.status === "created" || booking.status === "failed") && booking.liveHolds > 0) {
      why.push("it still holds nights, and the guest could pay for it in the next minutes");
    }
    return why.length ? [`${booking.orderId}: ${why.join("; ")}`] : [];
  });
  if (reasons.length === 0) return null;
  return `Nothing was erased: ${reasons.join(". ")}. Erase the guest once this is over.`;
}
