import type { CurrencyTotals, Currency } from "~/domain/money/money";

/**
 * A stored booking as the server shows it: the answer of `GET /api/bookings/:orderId` and of a
 * successful verify, and what the confirmation page's loader receives. Every figure comes from
 * the server's own pricing at order time, never from the browser's cart.
 */

export type BookingLineKind = "retreat" | "room" | "custom";
export type BookingStatus = "created" | "paid" | "failed";

export type BookingLineView = {
  kind: BookingLineKind;
  /** Catalogue id of the retreat or room, or 'custom'. */
  productId: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** 'MMM dd - MMM dd, yyyy' */
  dates: string;
  nights: number;
  guests: number;
  quantity: number;
  currency: Currency;
  /** Per person (retreat), per night (room), or the entered total (custom retreat). */
  unitRate: number;
  /** One unit of the line. */
  price: number;
  /** price x quantity */
  lineTotal: number;
};

export type BookingView = {
  orderId: string;
  paymentId: string | null;
  status: BookingStatus;
  mode: "sandbox" | "live";
  guest: { name: string | null; email: string };
  lines: BookingLineView[];
  /** The deposit rate this booking was charged at, in percent (stored with the booking). */
  depositPercent: number;
  /** Full value, deposit and balance due on arrival, per currency present. */
  totals: CurrencyTotals[];
  /** What was charged online: the deposit converted to rupees (SPEC 9). */
  charged: { amount: number; amountPaise: number; currency: "INR" };
  createdAt: string;
  paidAt: string | null;
};

/** Display label of a line's kind ('Retreat', 'Room', 'Custom retreat'). */
export function bookingLineKindLabel(kind: BookingLineKind): string {
  return kind === "retreat" ? "Retreat" : kind === "room" ? "Room" : "Custom retreat";
}
