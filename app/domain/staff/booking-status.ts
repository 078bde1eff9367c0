import type { BookingStatus } from "~/domain/booking/booking-states";

/**
 * How the staff console names and colours each booking status. A Record over BookingStatus, so a
 * status added to the booking lifecycle does not compile until it has a badge here.
 */

export type BadgeTone = "success" | "warning" | "danger" | "neutral";

export const BOOKING_STATUS_BADGES: Readonly<Record<BookingStatus, { label: string; tone: BadgeTone }>> = {
  created: { label: "Awaiting payment", tone: "neutral" },
  authorized: { label: "Authorized, capturing", tone: "warning" },
  paid: { label: "Paid", tone: "success" },
  failed: { label: "Payment failed", tone: "danger" },
  conflict: { label: "Conflict, refunding", tone: "danger" },
  partially_refunded: { label: "Partially refunded", tone: "warning" },
  refunded: { label: "Refunded", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

export const BOOKING_STATUSES = Object.keys(BOOKING_STATUS_BADGES) as [BookingStatus, ...BookingStatus[]];

/** Statuses whose nights the resort has promised (shown on the arrivals grid). */
export const OCCUPYING_STATUSES: readonly BookingStatus[] = ["paid", "partially_refunded"];
