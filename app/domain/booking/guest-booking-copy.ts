import { site } from "~/catalogue/site";
import type { IsoDate } from "~/domain/dates/dates";
import { formatDateRange, formatDisplayDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import type { BookingLineView } from "./booking-view";

/**
 * The guest booking page's sentences, written on the server in the page's language: they travel
 * in the loader data, so the browser loads neither language's paragraphs. Labels and buttons are
 * the page's messages; what depends on the booking's figures or is longer than a label is here.
 */

export type GuestBookingPageText = {
  /** Beside the status badge: the stay's first and last day. */
  stayDates: string;
  /** Each line's dates, nights and guests, in the order of the booking's lines. */
  lines: { dates: string; nights: string; guests: string }[];
  /** After the guest cancelled: that they did, and what was refunded. */
  cancelled: string;
  /** 'If you cancel now:' is a label; this is what follows it, in bold. */
  cancelNowOutcome: string;
  cancelDialog: string;
  cancelButton: string;
  arrivalIntro: string;
  arrivalClosed: string;
  formCNote: string;
  dietaryHint: string;
  changeRequested: string;
  /** The line under the page: how to reach the resort, with its e-mail address and phone between. */
  contact: { lead: string; orCall: string; privateNote: string };
};

type Facts = {
  checkIn: IsoDate;
  checkOut: IsoDate;
  lines: readonly Pick<BookingLineView, "startDate" | "endDate" | "dates" | "nights" | "guests">[];
  /** Paise. */
  refundIfCancelledNow: number;
  /** Paise the guest's own cancellation refunded. */
  guestRefundPaise: number;
  /** The end of arrival changes, as the resort's clock shows it, in the page's language. */
  arrivalEditableUntilText: string;
};

const rupees = (paise: number, locale: Locale) => formatMoney(paise / 100, "INR", { locale });

export function guestBookingPageText(facts: Facts, locale: Locale): GuestBookingPageText {
  return locale === "de" ? germanText(facts) : englishText(facts);
}

function englishText(facts: Facts): GuestBookingPageText {
  const refund = facts.refundIfCancelledNow;
  const until = facts.arrivalEditableUntilText;
  return {
    stayDates: `${formatDisplayDate(facts.checkIn)} to ${formatDisplayDate(facts.checkOut)}`,
    lines: facts.lines.map((line) => ({ dates: line.dates, nights: plural(line.nights, "night"), guests: plural(line.guests, "guest") })),
    cancelled:
      facts.guestRefundPaise > 0
        ? `You cancelled this booking. ${rupees(facts.guestRefundPaise, "en")} is refunded to the card or account you paid with; it reaches you in 5-7 working days.`
        : "You cancelled this booking. Nothing was refunded under its policy.",
    cancelNowOutcome: refund > 0 ? `${rupees(refund, "en")} refunded` : "nothing is refunded",
    cancelDialog:
      refund > 0
        ? `We will refund ${rupees(refund, "en")} to the card or account you paid with, and free your dates. This cannot be undone.`
        : "Under your booking's policy nothing is refunded at this date. Your dates will be freed. This cannot be undone.",
    cancelButton: refund > 0 ? `Cancel and refund ${rupees(refund, "en")}` : "Cancel without refund",
    arrivalIntro: `Tell us how you arrive and we will be ready: the drive from Trivandrum airport takes about ${site.airportTransferMinutes} minutes. You can change these details until ${until}.`,
    arrivalClosed: `Arrival details could be changed here until ${until}. For any change now, please write to us or call.`,
    formCNote:
      "Indian law asks us to register foreign guests (Form C) within 24 hours of arrival. Giving these now saves time at check-in; we delete them after your stay.",
    dietaryHint: "Only what the kitchen should know, such as vegan or no nuts. Health questions are for your consultation.",
    changeRequested:
      "Thank you: the resort has your request and will answer by e-mail. Your booking stays as it is until you agree new dates.",
    contact: {
      lead: "Questions? Write to",
      orCall: "or call",
      privateNote: ". This page is private: it opens from the link we sent you, so please do not share it.",
    },
  };
}

function germanText(facts: Facts): GuestBookingPageText {
  const refund = facts.refundIfCancelledNow;
  const until = facts.arrivalEditableUntilText;
  const count = (n: number, one: string, other: string) => (n === 1 ? `1 ${one}` : `${n} ${other}`);
  return {
    stayDates: formatDateRange(facts.checkIn, facts.checkOut, "de"),
    lines: facts.lines.map((line) => ({
      dates: formatDateRange(line.startDate as IsoDate, line.endDate as IsoDate, "de"),
      nights: count(line.nights, "Nacht", "Nächte"),
      guests: count(line.guests, "Gast", "Gäste"),
    })),
    cancelled:
      facts.guestRefundPaise > 0
        ? `Sie haben diese Buchung storniert. ${rupees(facts.guestRefundPaise, "de")} gehen zurück auf die Karte oder das Konto, mit dem Sie bezahlt haben; das dauert 5–7 Werktage.`
        : "Sie haben diese Buchung storniert. Nach ihren Bedingungen wurde nichts erstattet.",
    cancelNowOutcome: refund > 0 ? `${rupees(refund, "de")} Erstattung` : "keine Erstattung",
    cancelDialog:
      refund > 0
        ? `Wir erstatten ${rupees(refund, "de")} auf die Karte oder das Konto, mit dem Sie bezahlt haben, und geben Ihre Termine frei. Das lässt sich nicht rückgängig machen.`
        : "Nach den Bedingungen Ihrer Buchung wird zu diesem Zeitpunkt nichts erstattet. Ihre Termine werden freigegeben. Das lässt sich nicht rückgängig machen.",
    cancelButton: refund > 0 ? `Stornieren, ${rupees(refund, "de")} erstatten` : "Ohne Erstattung stornieren",
    arrivalIntro: `Sagen Sie uns, wie Sie anreisen, dann sind wir bereit: Vom Flughafen Trivandrum fahren Sie etwa ${site.airportTransferMinutes} Minuten zu uns. Bis ${until} können Sie diese Angaben ändern.`,
    arrivalClosed: `Die Ankunftsdaten ließen sich hier bis ${until} ändern. Für Änderungen schreiben Sie uns jetzt bitte oder rufen Sie an.`,
    formCNote:
      "Nach indischem Recht melden wir ausländische Gäste innerhalb von 24 Stunden nach der Ankunft an (Formular C). Wenn Sie die Angaben schon jetzt machen, geht der Check-in schneller; nach Ihrem Aufenthalt löschen wir sie.",
    dietaryHint: "Nur was die Küche wissen sollte, etwa vegan oder ohne Nüsse. Gesundheitsfragen besprechen wir in Ihrer Konsultation.",
    changeRequested:
      "Vielen Dank: Das Resort hat Ihre Anfrage erhalten und antwortet Ihnen per E-Mail. Ihre Buchung bleibt, wie sie ist, bis Sie neuen Terminen zustimmen.",
    contact: {
      lead: "Fragen? Schreiben Sie an",
      orCall: "oder rufen Sie an unter",
      privateNote:
        ". Diese Seite ist privat: Sie öffnet sich über den Link, den wir Ihnen geschickt haben. Bitte geben Sie ihn nicht weiter.",
    },
  };
}
