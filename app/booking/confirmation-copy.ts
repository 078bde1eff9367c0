import { bookingLineKindLabel, type BookingLineKind, type BookingView, bookingStatusLabel } from "~/domain/booking/booking-view";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";

/**
 * The confirmation page's sentences about a booking's status, written by its loader in the page's
 * language: paragraphs travel in the loader data, so the browser loads neither language's copy.
 */

export type ConfirmationCopy = { eyebrow: string; text: string; status: string };

/** The header's eyebrow and sentence for the booking's status now, and the status badge. */
export function confirmationCopy(booking: BookingView, locale: Locale): ConfirmationCopy {
  const status = bookingStatusLabel(booking, locale);
  return { ...(locale === "de" ? germanStatusCopy(booking) : englishStatusCopy(booking)), status };
}

/** 'Retreat', 'Room', 'Custom retreat' in the page's language. */
export function lineKindLabel(kind: BookingLineKind, locale: Locale): string {
  if (locale === "en") return bookingLineKindLabel(kind);
  return kind === "retreat" ? "Retreat" : kind === "room" ? "Zimmer" : "Eigenes Retreat";
}

function englishStatusCopy(booking: BookingView): { eyebrow: string; text: string } {
  const deposit = formatMoney(booking.charged.amount, "INR");
  const thanks = `Thank you${booking.guest.name ? `, ${booking.guest.name}` : ""}.`;
  switch (booking.status) {
    case "paid":
      if (booking.resortConfirmation === "awaiting") {
        return {
          eyebrow: "Request received",
          text: `${thanks} Your deposit of ${deposit} has been received. Our team will confirm your custom retreat within 24 hours.`,
        };
      }
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Request declined",
          text: `The resort could not accept this custom retreat, so the request is declined. Your deposit of ${deposit} is being refunded in full; it reaches your card in 5-7 working days.`,
        };
      }
      if (booking.resortConfirmation === "confirmed") {
        return {
          eyebrow: "Booking confirmed",
          text: `${thanks} The resort has confirmed your custom retreat. Your deposit of ${deposit} has been received and your booking is confirmed.`,
        };
      }
      return {
        eyebrow: "Booking confirmed",
        text: `${thanks} Your deposit of ${deposit} has been received and your booking is confirmed.`,
      };
    case "authorized":
      return {
        eyebrow: "Payment being completed",
        text: `${thanks} Your bank has approved your deposit of ${deposit}; we are completing the payment, and this page will show your booking as confirmed once it is done.`,
      };
    case "conflict":
      return {
        eyebrow: "Booking not confirmed",
        text: `Your payment reached us after the hold on your dates had lapsed and another guest had booked them. Your deposit of ${deposit} is being refunded in full; our team will contact you within 24 hours to help you choose other dates.`,
      };
    case "partially_refunded":
      return {
        eyebrow: "Partially refunded",
        text: `${formatMoney(booking.refunded.amount, "INR")} of your deposit of ${deposit} has been refunded.`,
      };
    case "refunded":
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Request declined",
          text: `The resort could not accept this custom retreat, so the request is declined. Your deposit of ${deposit} has been refunded in full.`,
        };
      }
      return { eyebrow: "Refunded", text: `Your deposit of ${deposit} has been refunded in full. This booking is no longer active.` };
    case "cancelled":
      return { eyebrow: "Booking cancelled", text: "This booking has been cancelled. Please contact us with any questions." };
    default:
      return { eyebrow: "Awaiting payment", text: "We have not received a payment for this booking." };
  }
}

function germanStatusCopy(booking: BookingView): { eyebrow: string; text: string } {
  const deposit = formatMoney(booking.charged.amount, "INR", { locale: "de" });
  const thanks = `Vielen Dank${booking.guest.name ? `, ${booking.guest.name}` : ""}.`;
  switch (booking.status) {
    case "paid":
      if (booking.resortConfirmation === "awaiting") {
        return {
          eyebrow: "Anfrage erhalten",
          text: `${thanks} Ihre Anzahlung von ${deposit} ist bei uns eingegangen. Unser Team bestätigt Ihr eigenes Retreat innerhalb von 24 Stunden.`,
        };
      }
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Anfrage abgelehnt",
          text: `Das Resort kann dieses eigene Retreat leider nicht annehmen, die Anfrage ist daher abgelehnt. Ihre Anzahlung von ${deposit} wird vollständig erstattet und ist in 5–7 Werktagen wieder auf Ihrer Karte.`,
        };
      }
      if (booking.resortConfirmation === "confirmed") {
        return {
          eyebrow: "Buchung bestätigt",
          text: `${thanks} Das Resort hat Ihr eigenes Retreat bestätigt. Ihre Anzahlung von ${deposit} ist eingegangen, Ihre Buchung ist bestätigt.`,
        };
      }
      return {
        eyebrow: "Buchung bestätigt",
        text: `${thanks} Ihre Anzahlung von ${deposit} ist eingegangen, Ihre Buchung ist bestätigt.`,
      };
    case "authorized":
      return {
        eyebrow: "Zahlung wird abgeschlossen",
        text: `${thanks} Ihre Bank hat Ihre Anzahlung von ${deposit} freigegeben; wir schließen die Zahlung gerade ab. Sobald das geschehen ist, zeigt diese Seite Ihre Buchung als bestätigt.`,
      };
    case "conflict":
      return {
        eyebrow: "Buchung nicht bestätigt",
        text: `Ihre Zahlung kam erst an, nachdem die Reservierung Ihrer Daten abgelaufen war und ein anderer Gast sie gebucht hatte. Ihre Anzahlung von ${deposit} wird vollständig erstattet; unser Team meldet sich innerhalb von 24 Stunden, um mit Ihnen andere Daten zu finden.`,
      };
    case "partially_refunded":
      return {
        eyebrow: "Teilweise erstattet",
        text: `${formatMoney(booking.refunded.amount, "INR", { locale: "de" })} Ihrer Anzahlung von ${deposit} wurden erstattet.`,
      };
    case "refunded":
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Anfrage abgelehnt",
          text: `Das Resort kann dieses eigene Retreat leider nicht annehmen, die Anfrage ist daher abgelehnt. Ihre Anzahlung von ${deposit} wurde vollständig erstattet.`,
        };
      }
      return {
        eyebrow: "Erstattet",
        text: `Ihre Anzahlung von ${deposit} wurde vollständig erstattet. Diese Buchung ist nicht mehr aktiv.`,
      };
    case "cancelled":
      return { eyebrow: "Buchung storniert", text: "Diese Buchung wurde storniert. Bei Fragen sind wir gern für Sie da." };
    default:
      return { eyebrow: "Zahlung ausstehend", text: "Für diese Buchung ist noch keine Zahlung bei uns eingegangen." };
  }
}
