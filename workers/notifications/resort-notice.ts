import { bookingLineKindLabel, type BookingView } from "~/domain/booking/booking-view";
import { LOCALE_NAMES_IN_ENGLISH } from "~/domain/i18n/guest-locale";
import { depositRateText, formatMoney } from "~/domain/money/money";
import { awaitsResortConfirmation, confirmationUrl, depositInEur } from "./booking-message";

/**
 * The resort's notice about a paid booking, as the Formspree booking form receives it: built on
 * the server from the stored booking only (the browser never says what the resort is told), in
 * English whatever the guest's language, which it names (the guest's e-mails are written in it).
 * `paid`: the deposit was captured. `conflict`: it was captured for dates another guest now
 * holds, and is being refunded automatically. `balance_paid`: the guest paid the balance online.
 */
export type ResortNoticeKind = "paid" | "conflict" | "balance_paid";

function resortNoticeSubject(booking: BookingView, kind: ResortNoticeKind, balancePaid: string): string {
  if (kind === "balance_paid") return `Balance paid online: ${balancePaid} received (order ${booking.orderId})`;
  if (kind === "conflict") return `Booking not confirmed, deposit refunded automatically: dates taken (order ${booking.orderId})`;
  if (awaitsResortConfirmation(booking)) return `Custom retreat paid: confirm within 24 hours (order ${booking.orderId})`;
  return `Booking paid: deposit received (order ${booking.orderId})`;
}

export function resortNoticePayload(
  booking: BookingView,
  guestPhone: string,
  kind: ResortNoticeKind,
  options: { siteUrl?: string; balancePaidPaise?: number; balancePaymentId?: string } = {},
): Record<string, string> {
  const balancePaid = formatMoney((options.balancePaidPaise ?? 0) / 100, "INR");
  const money = (amounts: { amount: number; currency: Parameters<typeof formatMoney>[1] }[]) =>
    amounts.map((a) => formatMoney(a.amount, a.currency)).join(" + ");
  return {
    _subject: resortNoticeSubject(booking, kind, balancePaid),
    // Formspree uses `email` as the reply-to address: a reply goes to the guest.
    email: booking.guest.email ?? "",
    name: booking.guest.name ?? "",
    phone: guestPhone,
    guestLanguage: LOCALE_NAMES_IN_ENGLISH[booking.locale],
    bookingDetails: booking.lines
      .map(
        (line) =>
          `${line.name} (${bookingLineKindLabel(line.kind)}), ${line.dates}, ${line.nights} night${line.nights === 1 ? "" : "s"}, ${line.guests} guest${line.guests === 1 ? "" : "s"}, ${formatMoney(line.price, line.currency)} x ${line.quantity} = ${formatMoney(line.lineTotal, line.currency)}`,
      )
      .join("\n"),
    fullValue: money(booking.totals.map((t) => ({ amount: t.total, currency: t.currency }))),
    depositCharged: `${formatMoney(booking.charged.amount, "INR")} (${depositRateText(booking.depositPercent)}, about ${formatMoney(depositInEur(booking.charged.amount), "EUR")})`,
    balanceDueOnArrival:
      kind === "balance_paid"
        ? `nothing: ${balancePaid} paid online (payment ${options.balancePaymentId ?? ""})`
        : money(booking.totals.map((t) => ({ amount: t.balance, currency: t.currency }))),
    paymentId: booking.paymentId ?? "",
    orderId: booking.orderId,
    status:
      kind === "balance_paid"
        ? "Paid in full: the balance was paid online"
        : kind === "conflict"
          ? "Not confirmed: paid after the hold lapsed, for dates another guest now holds; the deposit is refunded automatically"
          : awaitsResortConfirmation(booking)
            ? "Paid request: the team confirms (or declines with a refund) within 24 hours"
            : "Paid: deposit received",
    mode: booking.mode === "sandbox" ? "sandbox (test booking, no money taken)" : "live",
    confirmationPage: confirmationUrl(booking, options.siteUrl),
  };
}
