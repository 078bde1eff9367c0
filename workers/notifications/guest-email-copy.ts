import { site } from "~/catalogue/site";
import {
  type BookingLineKind,
  type BookingLineView,
  type BookingView,
  bookingLineKindLabel,
  bookingStatusLabel,
} from "~/domain/booking/booking-view";
import { type CancellationDeadline, type CancellationPolicy, cancellationTermsText } from "~/domain/booking/cancellation-policy";
import { dateAtUtcOffset, formatDateRange, formatDisplayDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import { type Currency, depositRateText, formatMoney, formatPercent } from "~/domain/money/money";
import { plural } from "~/domain/plural";

/**
 * Every word of the guest's e-mails, in each language the site speaks (docs/decisions/093): one
 * `GuestEmailCopy` per locale, so a kind, a label or a sentence missing in one language is a type
 * error, never an English line in a German e-mail. booking-message.ts picks the copy of the
 * booking's own locale and fills it with the booking's figures, formatted by the same copy.
 */

/**
 * `confirmation`: the deposit was taken. `conflict`: the dates were taken meanwhile; refunded.
 * `retreat_confirmed` / `retreat_declined`: the resort's answer to a custom-retreat request (the
 * staff console); a declined request is refunded in full. `refund`: staff refunded (part of) a
 * payment. `resort_cancelled`: the resort cancelled the booking, with or without a refund.
 * `balance_receipt`: the balance was paid online. `balance_reminder`: the balance is due, check-in
 * is near (docs/decisions/089).
 */
export type GuestMessageKind =
  | "confirmation"
  | "conflict"
  | "retreat_confirmed"
  | "retreat_declined"
  | "refund"
  | "resort_cancelled"
  | "balance_receipt"
  | "balance_reminder";

/** The words of one message. `status` undefined: the booking's own status in words. */
type MessageCopy = { subject: string; preheader: string; heading: string; paragraphs: string[]; status?: string };

/** A refund as a message states it: in rupees, and its value in euros. */
export type RefundAmounts = { inr: string; eur: string };

/** What a message about an order paid online is written from, its amounts already formatted. */
type KindFacts = {
  /** A custom retreat the resort still has to confirm. */
  custom: boolean;
  depositInr: string;
  depositEur: string;
  orderId: string;
  refund: RefundAmounts | null;
  /** The stay still happens (a refund that leaves the booking standing). */
  stillStaying: boolean;
  balanceInr: string;
};

export type GuestEmailCopy = {
  /** `<html lang>` of the e-mail. */
  lang: Locale;
  money(amount: number, currency: Currency): string;
  /** A line's dates: 'Feb 01 - Feb 04, 2027', '1. Feb. – 4. Feb. 2027'. */
  lineDates(line: BookingLineView): string;
  /**
   * The salutation before the first paragraph, ending in a comma: 'Dear Anna Weber,', 'Guten Tag,
   * Anna Weber,' (German sets the name off with a comma too). A German letter goes on after it in
   * lower case, so each German kind's first paragraph begins so unless its first word is a noun
   * or the polite 'Sie', 'Ihr', 'Ihnen'.
   */
  greeting(name: string | undefined): string;
  kinds: { readonly [K in GuestMessageKind]: (facts: KindFacts) => MessageCopy };
  /** The confirmation of a booking staff recorded: what the resort received ('' for nothing yet). */
  recordedConfirmation(facts: { received: string; orderId: string }): MessageCopy;
  /** The guest cancelled on their booking page. */
  guestCancelled(facts: { orderId: string; refund: RefundAmounts | null }): Required<MessageCopy>;
  /** 'What happens next' of a stay to come; `awaitingResort`: a custom retreat not yet confirmed. */
  nextSteps(awaitingResort: boolean): { title: string; text: string }[];
  lineKind: Readonly<Record<BookingLineKind, string>>;
  nights(count: number): string;
  guests(count: number): string;
  bookingStatus(booking: Pick<BookingView, "status" | "resortConfirmation">): string;
  depositPaid(percent: number): string;
  labels: {
    yourBooking: string;
    payment: string;
    /** A line's value, in the plain text. */
    value: string;
    fullValue: string;
    depositReceived: string;
    noDepositYet: string;
    balanceDueOnArrival: string;
    refund: string;
    status: string;
    paymentId: string;
    orderId: string;
    whatHappensNext: string;
    cancellationPolicy: string;
    officeHours: string;
    /** Before an approximate value: '(about €494)'. */
    about: string;
  };
  links: { payBalance: string; viewBooking: string; contactResort: string; manageBooking: string };
  sandboxNote: string;
  cancellation: {
    /** After the deadlines still to come. */
    noRefundAfter: string;
    /** In place of them, once every one has passed. */
    deadlinesPassed: string;
    deadline(deadline: CancellationDeadline): string;
    terms(policy: CancellationPolicy): string[];
  };
  officeHours(hours: OfficeHours): string[];
};

/** The resort's office hours as the site's facts write them: 'Mon-Fri', '9:00 AM-6:00 PM IST' or 'Closed'. */
type OfficeHours = readonly { readonly days: string; readonly hours: string }[];

// ---------------------------------------------------------------------------------------------
// English: the words the e-mails have always had.

/** The resort's 24-hour promise (docs/product.md#e-mails-and-notices). */
const TEAM_CONTACT_PROMISE = "Our team will contact you within 24 hours to plan your arrival, transfers and consultation.";
const CUSTOM_RETREAT_PROMISE = "Our team will confirm your custom retreat within 24 hours.";
const OTHER_DATES_PROMISE = "Our team will contact you within 24 hours to help you choose other dates.";
/** When a refund reaches the guest. */
const REFUND_TIMING = "it reaches your card in 5-7 working days";

const english: GuestEmailCopy = {
  lang: "en",
  money: (amount, currency) => formatMoney(amount, currency),
  lineDates: (line) => line.dates,
  greeting: (name) => (name ? `Dear ${name},` : "Dear guest,"),
  kinds: {
    confirmation: ({ custom, depositInr, orderId }) => ({
      subject: custom
        ? `${site.name}: we have your custom retreat request (order ${orderId})`
        : `${site.name}: your booking is confirmed (order ${orderId})`,
      preheader: `Deposit ${depositInr} received · order ${orderId}`,
      heading: custom ? "Your request is received" : "Your booking is confirmed",
      paragraphs: [
        `Thank you for booking with ${site.name}. We have received your deposit of ${depositInr}; the balance is due on arrival.`,
        custom
          ? `${CUSTOM_RETREAT_PROMISE} Until then your custom retreat is a paid request, not yet a confirmed stay.`
          : TEAM_CONTACT_PROMISE,
      ],
      status: custom ? "Awaiting the resort's confirmation" : "Confirmed",
    }),
    conflict: ({ depositInr, orderId }) => ({
      subject: `${site.name}: your dates were no longer available, your deposit is refunded (order ${orderId})`,
      preheader: `Refund of ${depositInr} · order ${orderId}`,
      heading: "Your dates were taken",
      paragraphs: [
        `Your payment of ${depositInr} reached us after the hold on your dates had lapsed, and another guest had booked them in the meantime, so we could not confirm this booking.`,
        `We are refunding the full ${depositInr} to the card or account you paid with; banks usually take 5 to 7 working days to show it. ${OTHER_DATES_PROMISE}`,
      ],
      status: "Not confirmed: refund under way",
    }),
    retreat_confirmed: ({ depositInr, orderId }) => ({
      subject: `${site.name}: your custom retreat is confirmed (order ${orderId})`,
      preheader: `Custom retreat confirmed · order ${orderId}`,
      heading: "Your custom retreat is confirmed",
      paragraphs: [
        `Good news: the resort has confirmed your custom retreat. Your deposit of ${depositInr} secures your stay; the balance is due on arrival.`,
        TEAM_CONTACT_PROMISE,
      ],
      status: "Confirmed",
    }),
    retreat_declined: ({ depositInr, depositEur, orderId }) => ({
      subject: `${site.name}: we cannot host your custom retreat, your deposit is refunded (order ${orderId})`,
      preheader: `Refund of ${depositInr} · order ${orderId}`,
      heading: "Your custom retreat is declined",
      paragraphs: [
        "We are sorry: the resort cannot host the custom retreat you asked for, so we have declined this request.",
        `We are refunding the full ${depositInr} (about ${depositEur}) to the card or account you paid with; ${REFUND_TIMING}. ${OTHER_DATES_PROMISE}`,
      ],
      status: "Declined: refund under way",
    }),
    balance_receipt: ({ balanceInr, orderId }) => ({
      subject: `${site.name}: your balance is paid (order ${orderId})`,
      preheader: `Balance ${balanceInr} received · order ${orderId}`,
      heading: "Your balance is paid",
      paragraphs: [
        `Thank you: we have received your balance payment of ${balanceInr}. Your stay is now paid in full, and nothing is due on arrival.`,
        TEAM_CONTACT_PROMISE,
      ],
      status: "Paid in full",
    }),
    balance_reminder: ({ balanceInr, orderId }) => ({
      subject: `${site.name}: your balance of ${balanceInr} before your stay (order ${orderId})`,
      preheader: `Balance ${balanceInr} due · order ${orderId}`,
      heading: "Your stay is two weeks away",
      paragraphs: [
        `We look forward to welcoming you. The balance of your booking is ${balanceInr}: you can pay it now, securely, from your booking page, or on arrival at the resort.`,
        "Your booking page also shows your booking, what you have paid and the cancellation terms.",
      ],
      status: "Confirmed: balance due",
    }),
    refund: ({ refund, stillStaying, orderId }) => {
      const amount = refund?.inr ?? "your refund";
      return {
        subject: `${site.name}: a refund of ${amount} is on its way (order ${orderId})`,
        preheader: `Refund of ${amount} · order ${orderId}`,
        heading: "Your refund is on its way",
        paragraphs: [
          `We have refunded ${amount}${refund ? ` (about ${refund.eur})` : ""} to the card or account you paid with; ${REFUND_TIMING}.`,
          ...(stillStaying ? ["Your booking stands as it was: we look forward to welcoming you."] : []),
        ],
      };
    },
    resort_cancelled: ({ refund, orderId }) => ({
      subject: `${site.name}: your booking is cancelled (order ${orderId})`,
      preheader: refund ? `Booking cancelled · refund of ${refund.inr} · order ${orderId}` : `Booking cancelled · order ${orderId}`,
      heading: "Your booking is cancelled",
      paragraphs: [
        "We are sorry: we have had to cancel your booking.",
        refund
          ? `We are refunding ${refund.inr} (about ${refund.eur}) to the card or account you paid with; ${REFUND_TIMING}. ${OTHER_DATES_PROMISE}`
          : `${OTHER_DATES_PROMISE} If you have a question about this booking, write to us at ${site.email}.`,
      ],
      status: "Cancelled",
    }),
  },
  recordedConfirmation: ({ received, orderId }) => ({
    subject: `${site.name}: your booking is confirmed (order ${orderId})`,
    preheader: received ? `Deposit ${received} received · order ${orderId}` : `Booking confirmed · order ${orderId}`,
    heading: "Your booking is confirmed",
    paragraphs: [
      received
        ? `Thank you for booking with ${site.name}. We have received your deposit of ${received}; the balance is due on arrival.`
        : `Thank you for booking with ${site.name}. Your stay is reserved; the full amount is due on arrival.`,
      TEAM_CONTACT_PROMISE,
    ],
    status: "Confirmed",
  }),
  guestCancelled: ({ orderId, refund }) => ({
    subject: `${site.name}: your booking is cancelled (order ${orderId})`,
    preheader: refund ? `Refund of ${refund.inr} · order ${orderId}` : `Cancelled · order ${orderId}`,
    heading: "Your booking is cancelled",
    paragraphs: [
      "As you asked on your booking page, we have cancelled this booking and its nights are free again.",
      refund
        ? `Under the cancellation policy of your booking we are refunding ${refund.inr} (about ${refund.eur}) to the card or account you paid with; it reaches you in 5-7 working days.`
        : "Under the cancellation policy of your booking, nothing is refunded at this date.",
      "We hope to welcome you another time: write to us whenever you would like to choose new dates.",
    ],
    status: "Cancelled by you",
  }),
  nextSteps: (awaitingResort) => [
    { title: "Check your email", text: "This e-mail is your confirmation: keep it, with your payment and order ids." },
    { title: "We'll be in touch", text: awaitingResort ? CUSTOM_RETREAT_PROMISE : TEAM_CONTACT_PROMISE },
    { title: "Prepare for your journey", text: "Arrange your visa and flights to Trivandrum; we will share what to pack and expect." },
  ],
  lineKind: { retreat: bookingLineKindLabel("retreat"), room: bookingLineKindLabel("room"), custom: bookingLineKindLabel("custom") },
  nights: (count) => plural(count, "night"),
  guests: (count) => plural(count, "guest"),
  bookingStatus: bookingStatusLabel,
  depositPaid: (percent) => `Deposit paid (${depositRateText(percent)})`,
  labels: {
    yourBooking: "Your booking",
    payment: "Payment",
    value: "Value",
    fullValue: "Full value",
    depositReceived: "Deposit received",
    noDepositYet: "None yet",
    balanceDueOnArrival: "Balance due on arrival",
    refund: "Refund",
    status: "Status",
    paymentId: "Payment ID",
    orderId: "Order ID",
    whatHappensNext: "What happens next",
    cancellationPolicy: "Cancellation policy",
    officeHours: "Office hours (IST)",
    about: "about",
  },
  links: {
    payBalance: "Pay your balance",
    viewBooking: "View your booking",
    contactResort: "Contact the resort",
    manageBooking: "Manage your booking",
  },
  sandboxNote: "Test booking · no money was taken",
  cancellation: {
    noRefundAfter: "No refund after that.",
    deadlinesPassed: "The refund deadlines for these dates have passed.",
    deadline: (deadline) => deadline.text,
    terms: (policy) => cancellationTermsText(policy),
  },
  officeHours: (hours) => hours.map((h) => `${h.days} ${h.hours}`),
};

// ---------------------------------------------------------------------------------------------
// German: written for German guests as a German hotelier writes to them (formal "Sie"), not
// translated line by line. Retreat and room names stay as the catalogue has them.

const DE_TEAM_CONTACT_PROMISE =
  "Unser Team meldet sich innerhalb von 24 Stunden bei Ihnen, um Ihre Anreise, die Transfers und Ihre Ayurveda-Konsultation zu planen.";
const DE_CUSTOM_RETREAT_PROMISE = "Unser Team bestätigt Ihr individuelles Retreat innerhalb von 24 Stunden.";
const DE_OTHER_DATES_PROMISE =
  "Unser Team meldet sich innerhalb von 24 Stunden bei Ihnen, um gemeinsam mit Ihnen andere Reisedaten zu finden.";
const DE_PAID_WITH = "auf das Zahlungsmittel, mit dem Sie bezahlt haben";
/** The same, after the verb has come: '… auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben'. */
const DE_PAID_WITH_AFTER = (verb: string) => `auf das Zahlungsmittel ${verb}, mit dem Sie bezahlt haben`;
const DE_REFUND_TIMING = "die Gutschrift erreicht Sie innerhalb von 5 bis 7 Werktagen";
const DE_ORDER = (orderId: string) => `Buchungsnummer ${orderId}`;
const deDays = (count: number) => `${count} ${count === 1 ? "Tag" : "Tage"}`;

/** 'volle Erstattung', 'Erstattung der Hälfte', 'Erstattung von 25 %'. */
function deRefundShare(refundPercent: number): string {
  if (refundPercent === 100) return "volle Erstattung";
  if (refundPercent === 50) return "Erstattung der Hälfte";
  return refundPercent === 0 ? "keine Erstattung" : `Erstattung von ${formatPercent(refundPercent, "de")}`;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** '2. Jan. 2027, 23:59 Uhr': an instant as the resort's clock in India shows it. */
function deResortInstant(iso: string): string {
  const local = new Date(Date.parse(iso) + site.calendarUtcOffsetMinutes * 60_000);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  return `${formatDisplayDate(dateAtUtcOffset(new Date(iso), site.calendarUtcOffsetMinutes), "de")}, ${time} Uhr`;
}

/** The policy's terms in German sentences, from the same data as cancellationTermsText. */
function deCancellationTerms(policy: CancellationPolicy): string[] {
  const lines = policy.tiers.map((tier, i) => {
    const previous = policy.tiers[i - 1];
    const days = previous ? `${tier.minDaysBefore} bis ${deDays(previous.minDaysBefore - 1)}` : `${deDays(tier.minDaysBefore)} oder mehr`;
    return `Stornierung ${days} vor der Anreise: ${deRefundShare(tier.refundPercent)}.`;
  });
  const last = policy.tiers.at(-1);
  if (last && last.minDaysBefore > 0) lines.push(`Weniger als ${deDays(last.minDaysBefore)} vor der Anreise: keine Erstattung.`);
  if (policy.freeCancellationHours > 0) {
    lines.unshift(
      `Volle Erstattung, wenn Sie innerhalb von ${policy.freeCancellationHours} Stunden nach Ihrer Anzahlung stornieren und die Anreise dann noch mindestens ${deDays(policy.freeCancellationMinDaysBefore)} entfernt ist.`,
    );
  }
  lines.push(
    "Die Tage werden nach indischer Zeit (IST) gezählt. Ein individuelles Retreat, das wir noch nicht bestätigt haben, erstatten wir stets in voller Höhe.",
  );
  return lines;
}

const DE_WEEKDAYS: Readonly<Record<string, string>> = { Mon: "Mo", Tue: "Di", Wed: "Mi", Thu: "Do", Fri: "Fr", Sat: "Sa", Sun: "So" };

/** '9:00 AM' → '9:00'; '6:00 PM' → '18:00'. */
function deClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time.trim());
  if (!match) throw new RangeError(`Not an office-hours time: ${JSON.stringify(time)}`);
  const [, hour = "0", minute = "00", half] = match;
  return `${(Number(hour) % 12) + (half === "PM" ? 12 : 0)}:${minute}`;
}

/**
 * The resort's office hours as Germans write them ('Mo–Fr 9:00–18:00 Uhr'), from the one list in
 * the site's facts, so a change there reaches both languages.
 */
export function germanOfficeHours(hours: OfficeHours): string[] {
  return hours.map(({ days, hours: time }) => {
    const germanDays = days
      .split("-")
      .map((day) => {
        const german = DE_WEEKDAYS[day.trim()];
        if (!german) throw new RangeError(`Not a weekday: ${JSON.stringify(day)}`);
        return german;
      })
      .join("–");
    if (time.trim() === "Closed") return `${germanDays} geschlossen`;
    const [from = "", to = ""] = time.replace(/\s*IST$/, "").split("-");
    return `${germanDays} ${deClock(from)}–${deClock(to)} Uhr`;
  });
}

const german: GuestEmailCopy = {
  lang: "de",
  money: (amount, currency) => formatMoney(amount, currency, { locale: "de" }),
  lineDates: (line) => formatDateRange(line.startDate, line.endDate, "de"),
  greeting: (name) => (name ? `Guten Tag, ${name},` : "Guten Tag,"),
  kinds: {
    confirmation: ({ custom, depositInr, orderId }) => ({
      subject: custom
        ? `${site.name}: Ihre Anfrage für ein individuelles Retreat ist eingegangen (${DE_ORDER(orderId)})`
        : `${site.name}: Ihre Buchung ist bestätigt (${DE_ORDER(orderId)})`,
      preheader: `Anzahlung von ${depositInr} erhalten · ${DE_ORDER(orderId)}`,
      heading: custom ? "Ihre Anfrage ist bei uns eingegangen" : "Ihre Buchung ist bestätigt",
      paragraphs: [
        `vielen Dank für Ihre Buchung im ${site.name}. Ihre Anzahlung von ${depositInr} ist bei uns eingegangen; den Restbetrag begleichen Sie bei Ihrer Ankunft.`,
        custom
          ? `${DE_CUSTOM_RETREAT_PROMISE} Bis dahin ist Ihr individuelles Retreat eine bezahlte Anfrage und noch kein bestätigter Aufenthalt.`
          : DE_TEAM_CONTACT_PROMISE,
      ],
      status: custom ? "Wartet auf die Bestätigung des Resorts" : "Bestätigt",
    }),
    conflict: ({ depositInr, orderId }) => ({
      subject: `${site.name}: Ihre Reisedaten waren nicht mehr frei, Ihre Anzahlung wird erstattet (${DE_ORDER(orderId)})`,
      preheader: `Erstattung von ${depositInr} · ${DE_ORDER(orderId)}`,
      heading: "Ihre Reisedaten sind leider vergeben",
      paragraphs: [
        `Ihre Zahlung von ${depositInr} erreichte uns erst, nachdem die Reservierung Ihrer Reisedaten abgelaufen war, und in der Zwischenzeit hatte ein anderer Gast diese Tage gebucht. Deshalb konnten wir diese Buchung nicht bestätigen.`,
        `Wir erstatten Ihnen die vollen ${depositInr} ${DE_PAID_WITH}; die meisten Banken zeigen die Gutschrift nach 5 bis 7 Werktagen an. ${DE_OTHER_DATES_PROMISE}`,
      ],
      status: "Nicht bestätigt: Erstattung in Bearbeitung",
    }),
    retreat_confirmed: ({ depositInr, orderId }) => ({
      subject: `${site.name}: Ihr individuelles Retreat ist bestätigt (${DE_ORDER(orderId)})`,
      preheader: `Individuelles Retreat bestätigt · ${DE_ORDER(orderId)}`,
      heading: "Ihr individuelles Retreat ist bestätigt",
      paragraphs: [
        `eine schöne Nachricht: Wir haben Ihr individuelles Retreat bestätigt. Ihre Anzahlung von ${depositInr} sichert Ihren Aufenthalt; den Restbetrag begleichen Sie bei Ihrer Ankunft.`,
        DE_TEAM_CONTACT_PROMISE,
      ],
      status: "Bestätigt",
    }),
    retreat_declined: ({ depositInr, depositEur, orderId }) => ({
      subject: `${site.name}: Wir können Ihr individuelles Retreat leider nicht ausrichten, Ihre Anzahlung wird erstattet (${DE_ORDER(orderId)})`,
      preheader: `Erstattung von ${depositInr} · ${DE_ORDER(orderId)}`,
      heading: "Ihre Anfrage müssen wir leider absagen",
      paragraphs: [
        "es tut uns leid: Das individuelle Retreat, das Sie angefragt haben, können wir nicht ausrichten. Deshalb haben wir Ihre Anfrage abgelehnt.",
        `Wir erstatten Ihnen die vollen ${depositInr} (etwa ${depositEur}) ${DE_PAID_WITH}; ${DE_REFUND_TIMING}. ${DE_OTHER_DATES_PROMISE}`,
      ],
      status: "Abgelehnt: Erstattung in Bearbeitung",
    }),
    balance_receipt: ({ balanceInr, orderId }) => ({
      subject: `${site.name}: Ihr Restbetrag ist bezahlt (${DE_ORDER(orderId)})`,
      preheader: `Restbetrag von ${balanceInr} erhalten · ${DE_ORDER(orderId)}`,
      heading: "Ihr Restbetrag ist bezahlt",
      paragraphs: [
        `vielen Dank: Ihre Zahlung des Restbetrags von ${balanceInr} ist bei uns eingegangen. Ihr Aufenthalt ist damit vollständig bezahlt, bei Ihrer Ankunft ist nichts mehr fällig.`,
        DE_TEAM_CONTACT_PROMISE,
      ],
      status: "Vollständig bezahlt",
    }),
    balance_reminder: ({ balanceInr, orderId }) => ({
      subject: `${site.name}: Ihr Restbetrag von ${balanceInr} vor Ihrem Aufenthalt (${DE_ORDER(orderId)})`,
      preheader: `Restbetrag von ${balanceInr} offen · ${DE_ORDER(orderId)}`,
      heading: "Ihr Aufenthalt rückt näher",
      paragraphs: [
        `wir freuen uns darauf, Sie bald bei uns willkommen zu heißen. Der Restbetrag Ihrer Buchung beträgt ${balanceInr}: Sie können ihn schon jetzt sicher über Ihre Buchungsseite bezahlen oder bei Ihrer Ankunft im Resort.`,
        "Auf Ihrer Buchungsseite finden Sie außerdem Ihre Buchung, Ihre bisherigen Zahlungen und die Stornierungsbedingungen.",
      ],
      status: "Bestätigt: Restbetrag offen",
    }),
    refund: ({ refund, stillStaying, orderId }) => ({
      subject: refund
        ? `${site.name}: Ihre Erstattung von ${refund.inr} ist unterwegs (${DE_ORDER(orderId)})`
        : `${site.name}: Ihre Erstattung ist unterwegs (${DE_ORDER(orderId)})`,
      preheader: refund ? `Erstattung von ${refund.inr} · ${DE_ORDER(orderId)}` : `Erstattung · ${DE_ORDER(orderId)}`,
      heading: "Ihre Erstattung ist unterwegs",
      paragraphs: [
        refund
          ? `wir haben Ihnen ${refund.inr} (etwa ${refund.eur}) ${DE_PAID_WITH_AFTER("erstattet")}; ${DE_REFUND_TIMING}.`
          : `wir haben Ihnen eine Erstattung ${DE_PAID_WITH_AFTER("angewiesen")}; ${DE_REFUND_TIMING}.`,
        ...(stillStaying ? ["Ihre Buchung bleibt unverändert bestehen, und wir freuen uns auf Ihren Besuch."] : []),
      ],
    }),
    resort_cancelled: ({ refund, orderId }) => ({
      subject: `${site.name}: Ihre Buchung ist storniert (${DE_ORDER(orderId)})`,
      preheader: refund
        ? `Buchung storniert · Erstattung von ${refund.inr} · ${DE_ORDER(orderId)}`
        : `Buchung storniert · ${DE_ORDER(orderId)}`,
      heading: "Ihre Buchung ist storniert",
      paragraphs: [
        "es tut uns sehr leid: Wir mussten Ihre Buchung stornieren.",
        refund
          ? `Wir erstatten Ihnen ${refund.inr} (etwa ${refund.eur}) ${DE_PAID_WITH}; ${DE_REFUND_TIMING}. ${DE_OTHER_DATES_PROMISE}`
          : `${DE_OTHER_DATES_PROMISE} Wenn Sie Fragen zu dieser Buchung haben, schreiben Sie uns gern an ${site.email}.`,
      ],
      status: "Storniert",
    }),
  },
  recordedConfirmation: ({ received, orderId }) => ({
    subject: `${site.name}: Ihre Buchung ist bestätigt (${DE_ORDER(orderId)})`,
    preheader: received ? `Anzahlung von ${received} erhalten · ${DE_ORDER(orderId)}` : `Buchung bestätigt · ${DE_ORDER(orderId)}`,
    heading: "Ihre Buchung ist bestätigt",
    paragraphs: [
      received
        ? `vielen Dank für Ihre Buchung im ${site.name}. Ihre Anzahlung von ${received} ist bei uns eingegangen; den Restbetrag begleichen Sie bei Ihrer Ankunft.`
        : `vielen Dank für Ihre Buchung im ${site.name}. Ihr Aufenthalt ist für Sie reserviert; den vollen Betrag begleichen Sie bei Ihrer Ankunft.`,
      DE_TEAM_CONTACT_PROMISE,
    ],
    status: "Bestätigt",
  }),
  guestCancelled: ({ orderId, refund }) => ({
    subject: `${site.name}: Ihre Buchung ist storniert (${DE_ORDER(orderId)})`,
    preheader: refund ? `Erstattung von ${refund.inr} · ${DE_ORDER(orderId)}` : `Storniert · ${DE_ORDER(orderId)}`,
    heading: "Ihre Buchung ist storniert",
    paragraphs: [
      "wie auf Ihrer Buchungsseite gewünscht, haben wir diese Buchung storniert; die Nächte sind wieder freigegeben.",
      refund
        ? `Gemäß den Stornierungsbedingungen Ihrer Buchung erstatten wir Ihnen ${refund.inr} (etwa ${refund.eur}) ${DE_PAID_WITH}; ${DE_REFUND_TIMING}.`
        : "Gemäß den Stornierungsbedingungen Ihrer Buchung ist zu diesem Zeitpunkt keine Erstattung möglich.",
      "Wir hoffen, Sie ein anderes Mal bei uns begrüßen zu dürfen: Schreiben Sie uns jederzeit, wenn Sie neue Reisedaten wählen möchten.",
    ],
    status: "Von Ihnen storniert",
  }),
  nextSteps: (awaitingResort) => [
    { title: "Bewahren Sie diese E-Mail auf", text: "Sie ist Ihre Bestätigung, mit Zahlungs-ID und Buchungsnummer." },
    { title: "Wir melden uns bei Ihnen", text: awaitingResort ? DE_CUSTOM_RETREAT_PROMISE : DE_TEAM_CONTACT_PROMISE },
    {
      title: "Bereiten Sie Ihre Reise vor",
      text: "Kümmern Sie sich um Ihr Visum und Ihre Flüge nach Trivandrum; was Sie einpacken sollten und was Sie bei uns erwartet, schreiben wir Ihnen rechtzeitig.",
    },
  ],
  lineKind: { retreat: "Retreat", room: "Zimmer", custom: "Individuelles Retreat" },
  nights: (count) => `${count} ${count === 1 ? "Nacht" : "Nächte"}`,
  guests: (count) => `${count} ${count === 1 ? "Gast" : "Gäste"}`,
  bookingStatus: (booking) => bookingStatusLabel(booking, "de"),
  depositPaid: (percent) => `Anzahlung geleistet (${depositRateText(percent, "de")})`,
  labels: {
    yourBooking: "Ihre Buchung",
    payment: "Zahlung",
    value: "Preis",
    fullValue: "Gesamtpreis",
    depositReceived: "Anzahlung erhalten",
    noDepositYet: "Noch keine",
    balanceDueOnArrival: "Restbetrag bei Ankunft",
    refund: "Erstattung",
    status: "Status",
    paymentId: "Zahlungs-ID",
    orderId: "Buchungsnummer",
    whatHappensNext: "So geht es weiter",
    cancellationPolicy: "Stornierungsbedingungen",
    officeHours: "Bürozeiten (indische Zeit)",
    about: "etwa",
  },
  links: {
    payBalance: "Restbetrag bezahlen",
    viewBooking: "Buchung ansehen",
    contactResort: "Resort kontaktieren",
    manageBooking: "Buchung verwalten",
  },
  sandboxNote: "Testbuchung · es wurde kein Geld abgebucht",
  cancellation: {
    noRefundAfter: "Danach ist keine Erstattung mehr möglich.",
    deadlinesPassed: "Die Fristen für eine Erstattung sind für diese Reisedaten abgelaufen.",
    deadline: (deadline) => `${capitalised(deRefundShare(deadline.refundPercent))} bis ${deResortInstant(deadline.until)} (IST)`,
    terms: deCancellationTerms,
  },
  officeHours: germanOfficeHours,
};

export const GUEST_EMAIL_COPY: Readonly<Record<Locale, GuestEmailCopy>> = { en: english, de: german };
