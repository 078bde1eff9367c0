import type { BookingStatus } from "~/domain/booking/booking-states";

/**
 * How the staff console names each booking status (the badges, the status filter, the CSV
 * export). A Record over BookingStatus, so a status added to the lifecycle does not compile until
 * it has a name here. Their colours are the console's own (app/admin/status-badge.tsx).
 */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  created: "Awaiting payment",
  authorized: "Authorized, capturing",
  paid: "Paid",
  failed: "Payment failed",
  conflict: "Conflict, refunding",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
};
