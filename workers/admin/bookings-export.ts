import { CURRENCIES } from "~/domain/money/money";
import { BOOKING_STATUS_LABELS } from "~/domain/staff/booking-status";
import type { StaffBookingSummary } from "~/domain/staff/staff-views";
import { type CsvCell, toCsv } from "./csv";

/**
 * The bookings export: one row per booking, amounts as plain numbers with the currency in the
 * column name (a sheet can sum a column; it cannot sum "€2,910"). Amounts of different currencies
 * are never added together, as on the site.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

export function bookingsCsv(bookings: readonly StaffBookingSummary[]): string {
  const header = [
    "Order ID",
    "Receipt",
    "Status",
    "Mode",
    "Created (UTC)",
    "Paid (UTC)",
    "Guest name",
    "Guest e-mail",
    "Guest phone",
    "Check-in",
    "Check-out",
    "Items",
    ...CURRENCIES.map((c) => `Full value ${c}`),
    ...CURRENCIES.map((c) => `Deposit ${c}`),
    ...CURRENCIES.map((c) => `Balance due ${c}`),
    "Charged online INR",
    "Payment ID",
  ];
  const rows = bookings.map((b): CsvCell[] => {
    const totals = (field: "total" | "deposit" | "balance") =>
      CURRENCIES.map((currency) => {
        const entry = b.totals.find((t) => t.currency === currency);
        return entry ? round2(entry[field]) : null;
      });
    return [
      b.orderId,
      b.receipt,
      BOOKING_STATUS_LABELS[b.status],
      b.mode,
      b.createdAt,
      b.paidAt,
      b.guest.name,
      b.guest.email,
      b.guest.phone,
      b.checkIn,
      b.checkOut,
      b.items.map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name)).join("; "),
      ...totals("total"),
      ...totals("deposit"),
      ...totals("balance"),
      round2(b.chargedPaise / 100),
      b.paymentId,
    ];
  });
  return toCsv(header, rows);
}
