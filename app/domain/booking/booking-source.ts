/**
 * How a booking reached the resort (bookings.source, docs/decisions/080-data-model.md): ordered
 * and paid on this site, or recorded by staff after the guest booked by phone, by e-mail or at the
 * front desk (docs/decisions/084-recorded-bookings.md). A recorded booking has no online payment.
 */
export type BookingSource = "online" | "phone" | "email" | "desk";

export const RECORDED_SOURCES = ["phone", "email", "desk"] as const satisfies readonly BookingSource[];

export const BOOKING_SOURCE_LABELS: Readonly<Record<BookingSource, string>> = {
  online: "Online",
  phone: "By phone",
  email: "By e-mail",
  desk: "At the desk",
};
