import { AWAITING_RESORT_STATUSES, BOOKING_STATUSES, type BookingStatus, UNPAID_STATUSES } from "~/domain/booking/booking-states";

/**
 * The booking-state rules of app/domain/booking/booking-states.ts as SQL, for the conditional
 * UPDATEs and INSERT ... SELECTs that apply them in D1: the lists are rendered here, never typed
 * out again in a query. States are written as literals (they are constants of the code, not input),
 * and only known states pass.
 */

/** `'paid', 'partially_refunded'`: booking states as SQL string literals, for an IN (...). */
export function sqlStatusList(statuses: readonly BookingStatus[]): string {
  if (statuses.length === 0) throw new Error("an empty list of booking states");
  for (const status of statuses) {
    if (!(BOOKING_STATUSES as readonly string[]).includes(status)) throw new Error(`not a booking state: ${JSON.stringify(status)}`);
  }
  return statuses.map((status) => `'${status}'`).join(", ");
}

/** `status IN ('paid', 'partially_refunded')`; `column` names it in a join (`b.status`). */
export function sqlStatusIn(statuses: readonly BookingStatus[], column = "status"): string {
  return `${column} IN (${sqlStatusList(statuses)})`;
}

/**
 * The booking may be paid by the payment bound at `paymentParam` (`?2`): unpaid, or authorized by
 * that very payment (isPayableBy).
 */
export function sqlPayableBy(paymentParam: `?${number}`): string {
  return `(${sqlStatusIn(UNPAID_STATUSES)} OR (status = 'authorized' AND payment_id = ${paymentParam}))`;
}

/**
 * The payment bound at `paymentParam` may sell the booking's nights: the booking is payable by it,
 * and no newer order of its browser checkout has released it (bookings.released_at, migrations/0017).
 * A released booking's payment is refunded as a conflict instead (bookingsRepository.markPaid).
 */
export function sqlSellableBy(paymentParam: `?${number}`): string {
  return `(${sqlPayableBy(paymentParam)} AND released_at IS NULL)`;
}

/** A custom-retreat request the resort may confirm or decline now (awaitsResort). */
export const SQL_AWAITS_RESORT = `resort_confirmation = 'awaiting' AND ${sqlStatusIn(AWAITING_RESORT_STATUSES)}`;
