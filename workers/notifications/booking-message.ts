import { site } from "~/catalogue/site";
import { STAY_STATUSES, statusIn } from "~/domain/booking/booking-states";
import { bookingLineKindLabel, type BookingView, bookingStatusLabel } from "~/domain/booking/booking-view";
import { cancellationTermsText } from "~/domain/booking/cancellation-policy";
import { depositRateText, formatMoney, PAYMENT_INR_PER } from "~/domain/money/money";
import { plural } from "~/domain/plural";

/**
 * What the guest is told about a booking, as plain values: the one source of the guest e-mail's
 * HTML (guest-email.tsx) and its plain text (guest-email-text.ts), so the two never disagree.
 * Built from the booking as D1 stores it (a BookingView), never from anything a browser sent.
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

/**
 * The balance paid online (`balance_receipt`: what this payment took) or still due
 * (`balance_reminder`), in paise, and the guest's booking page where it is paid.
 */
export type BalanceFacts = { amountPaise: number; bookingPageUrl: string | null };

type MessageLine = {
  kindLabel: string;
  name: string;
  dates: string;
  nights: string;
  guests: string;
  quantity: number;
  /** Full value of the line (price x quantity) in its own currency. */
  value: string;
};

export type BookingMessage = {
  kind: GuestMessageKind;
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  lines: MessageLine[];
  money: {
    /** 'Deposit paid (N%)', N the rate the booking was charged at. */
    depositLabel: string;
    /** What was charged, in rupees: '₹22,248' (a booking staff recorded: what the resort received, in its currency). */
    depositInr: string;
    /** Its value in euros at the payment rate: '€216'; null for a deposit paid to the resort directly. */
    depositEur: string | null;
    /** Full value per currency present. */
    fullValue: string[];
    /** Balance due on arrival per currency present (none for a stay that will not happen). */
    balanceDue: string[];
    /** The refund the message announces, in rupees and its euro value; null when none. */
    refund: { inr: string; eur: string } | null;
  };
  status: string;
  paymentId: string;
  orderId: string;
  nextSteps: { title: string; text: string }[];
  /** The booking's cancellation terms and its deadlines still to come, in messages about a stay to come. */
  cancellation: { deadlines: string[]; afterDeadlines: string; terms: string[] } | null;
  link: { label: string; url: string };
  sandboxNote: string | null;
  contact: {
    name: string;
    email: string;
    phones: readonly string[];
    address: string;
    hours: string[];
    logoUrl: string;
    siteUrl: string;
  };
};

/** The resort's 24-hour promise (docs/product.md#e-mails-and-notices). */
const TEAM_CONTACT_PROMISE = "Our team will contact you within 24 hours to plan your arrival, transfers and consultation.";
const CUSTOM_RETREAT_PROMISE = "Our team will confirm your custom retreat within 24 hours.";
/** When a refund reaches the guest. */
const REFUND_TIMING = "it reaches your card in 5-7 working days";

/** True when the booking holds a custom retreat: a paid request the resort still has to confirm. */
export function awaitsResortConfirmation(booking: Pick<BookingView, "lines">): boolean {
  return booking.lines.some((line) => line.kind === "custom");
}

/** The deposit charged in rupees, valued in euros at the payment rate (103 per EUR, docs/product.md#deposit-and-currencies). */
export function depositInEur(chargedInr: number): number {
  return Math.round((chargedInr / PAYMENT_INR_PER.EUR) * 100) / 100;
}

/** The confirmation page of this booking on the public site. */
export function confirmationUrl(booking: Pick<BookingView, "orderId" | "paymentId">, siteUrl: string = site.url): string {
  const query = new URLSearchParams({ payment_id: booking.paymentId ?? "", order_id: booking.orderId });
  return `${siteUrl.replace(/\/+$/, "")}/booking-confirmation?${query}`;
}

export type BookingMessageOptions = {
  siteUrl?: string | undefined;
  /** The refund a `refund` or `resort_cancelled` message announces (null: none). */
  refund?: { amountPaise: number } | null;
  /** When the message is written: deadlines already past are left out. */
  now?: Date;
  balance?: BalanceFacts;
  /** The booking's own page (/my-booking/<token>), where the guest can see, pay and cancel it. */
  guestLinkUrl?: string | null | undefined;
};

export function bookingMessage(booking: BookingView, kind: GuestMessageKind, options: BookingMessageOptions = {}): BookingMessage {
  const siteUrl = (options.siteUrl ?? site.url).replace(/\/+$/, "");
  const custom = awaitsResortConfirmation(booking);
  const depositInr = formatMoney(booking.charged.amount, "INR");
  const name = booking.guest.name?.trim();
  const greeting = name ? `Dear ${name},` : "Dear guest,";

  const depositEur = formatMoney(depositInEur(booking.charged.amount), "EUR");
  const balanceInr = formatMoney((options.balance?.amountPaise ?? 0) / 100, "INR");
  const refundInr = options.refund ? options.refund.amountPaise / 100 : null;
  const refund = refundInr === null ? null : { inr: formatMoney(refundInr, "INR"), eur: formatMoney(depositInEur(refundInr), "EUR") };
  const stillStaying = statusIn(STAY_STATUSES, booking.status);
  // Taken by phone, e-mail or at the desk: the deposit (if any) was paid to the resort, in the agreed currency.
  const recorded = booking.source !== "online";
  const received = booking.depositsReceived.map((d) => formatMoney(d.amount, d.currency)).join(" + ");
  const copy = recorded
    ? recordedConfirmationCopy(kind, { received, orderId: booking.orderId })
    : messageCopy(kind, { custom, depositInr, depositEur, orderId: booking.orderId, refund, stillStaying, balanceInr });
  const declined = kind === "retreat_declined";
  const stays = kind === "confirmation" || kind === "retreat_confirmed";
  const noBalance = declined || kind === "resort_cancelled" || (kind === "refund" && !stillStaying);

  return {
    kind,
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    greeting,
    paragraphs: copy.paragraphs,
    lines: booking.lines.map((line) => ({
      kindLabel: bookingLineKindLabel(line.kind),
      name: line.name,
      dates: line.dates,
      nights: plural(line.nights, "night"),
      guests: plural(line.guests, "guest"),
      quantity: line.quantity,
      value: formatMoney(line.lineTotal, line.currency),
    })),
    money: {
      depositLabel: recorded ? "Deposit received" : `Deposit paid (${depositRateText(booking.depositPercent)})`,
      depositInr: recorded ? received || "None yet" : depositInr,
      depositEur: recorded ? null : depositEur,
      fullValue: booking.totals.map((t) => formatMoney(t.total, t.currency)),
      // Paid online in full: nothing is left for arrival.
      balanceDue: noBalance || kind === "balance_receipt" ? [] : booking.totals.map((t) => formatMoney(t.balance, t.currency)),
      refund: declined ? { inr: depositInr, eur: depositEur } : refund,
    },
    status: copy.status ?? bookingStatusLabel(booking),
    paymentId: booking.paymentId ?? "-",
    orderId: booking.orderId,
    nextSteps: stays
      ? [
          { title: "Check your email", text: "This e-mail is your confirmation: keep it, with your payment and order ids." },
          { title: "We'll be in touch", text: custom && kind === "confirmation" ? CUSTOM_RETREAT_PROMISE : TEAM_CONTACT_PROMISE },
          {
            title: "Prepare for your journey",
            text: "Arrange your visa and flights to Trivandrum; we will share what to pack and expect.",
          },
        ]
      : [],
    cancellation: stays ? cancellationSection(booking, options.now ?? new Date()) : null,
    link: options.balance?.bookingPageUrl
      ? { label: kind === "balance_reminder" ? "Pay your balance" : "View your booking", url: options.balance.bookingPageUrl }
      : // The confirmation page finds a booking by its online payment; a recorded booking has none.
        recorded
        ? { label: "Contact the resort", url: `${siteUrl}/contact` }
        : options.guestLinkUrl
          ? { label: "Manage your booking", url: options.guestLinkUrl }
          : { label: "View your booking", url: confirmationUrl(booking, siteUrl) },
    sandboxNote: booking.mode === "sandbox" ? "Test booking · no money was taken" : null,
    contact: {
      name: site.name,
      email: site.email,
      phones: site.phones,
      address: [site.address.street, site.address.locality, site.address.region, site.address.postalCode].join(", "),
      hours: site.officeHours.map((h) => `${h.days} ${h.hours}`),
      logoUrl: `${siteUrl}/apple-touch-icon.png`,
      siteUrl,
    },
  };
}

function cancellationSection(booking: BookingView, now: Date): BookingMessage["cancellation"] {
  const policy = booking.cancellationPolicy;
  if (!policy) return null;
  const deadlines = policy.deadlines.filter((deadline) => Date.parse(deadline.until) > now.getTime()).map((deadline) => deadline.text);
  return {
    deadlines,
    afterDeadlines: deadlines.length ? "No refund after that." : "The refund deadlines for these dates have passed.",
    terms: cancellationTermsText(policy),
  };
}

/** `status` undefined: the booking's own status label. */
type MessageCopy = { subject: string; preheader: string; heading: string; paragraphs: string[]; status?: string };

/** The words of each kind of message. */
function messageCopy(
  kind: GuestMessageKind,
  facts: {
    custom: boolean;
    depositInr: string;
    depositEur: string;
    orderId: string;
    refund: { inr: string; eur: string } | null;
    stillStaying: boolean;
    balanceInr: string;
  },
): MessageCopy {
  const { custom, depositInr, depositEur, orderId, refund, stillStaying, balanceInr } = facts;
  switch (kind) {
    case "confirmation":
      return {
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
      };
    case "conflict":
      return {
        subject: `${site.name}: your dates were no longer available, your deposit is refunded (order ${orderId})`,
        preheader: `Refund of ${depositInr} · order ${orderId}`,
        heading: "Your dates were taken",
        paragraphs: [
          `Your payment of ${depositInr} reached us after the hold on your dates had lapsed, and another guest had booked them in the meantime, so we could not confirm this booking.`,
          `We are refunding the full ${depositInr} to the card or account you paid with; banks usually take 5 to 7 working days to show it. ${OTHER_DATES_PROMISE}`,
        ],
        status: "Not confirmed: refund under way",
      };
    case "retreat_confirmed":
      return {
        subject: `${site.name}: your custom retreat is confirmed (order ${orderId})`,
        preheader: `Custom retreat confirmed · order ${orderId}`,
        heading: "Your custom retreat is confirmed",
        paragraphs: [
          `Good news: the resort has confirmed your custom retreat. Your deposit of ${depositInr} secures your stay; the balance is due on arrival.`,
          TEAM_CONTACT_PROMISE,
        ],
        status: "Confirmed",
      };
    case "retreat_declined":
      return {
        subject: `${site.name}: we cannot host your custom retreat, your deposit is refunded (order ${orderId})`,
        preheader: `Refund of ${depositInr} · order ${orderId}`,
        heading: "Your custom retreat is declined",
        paragraphs: [
          "We are sorry: the resort cannot host the custom retreat you asked for, so we have declined this request.",
          `We are refunding the full ${depositInr} (about ${depositEur}) to the card or account you paid with; ${REFUND_TIMING}. ${OTHER_DATES_PROMISE}`,
        ],
        status: "Declined: refund under way",
      };
    case "balance_receipt":
      return {
        subject: `${site.name}: your balance is paid (order ${orderId})`,
        preheader: `Balance ${balanceInr} received · order ${orderId}`,
        heading: "Your balance is paid",
        paragraphs: [
          `Thank you: we have received your balance payment of ${balanceInr}. Your stay is now paid in full, and nothing is due on arrival.`,
          TEAM_CONTACT_PROMISE,
        ],
        status: "Paid in full",
      };
    case "balance_reminder":
      return {
        subject: `${site.name}: your balance of ${balanceInr} before your stay (order ${orderId})`,
        preheader: `Balance ${balanceInr} due · order ${orderId}`,
        heading: "Your stay is two weeks away",
        paragraphs: [
          `We look forward to welcoming you. The balance of your booking is ${balanceInr}: you can pay it now, securely, from your booking page, or on arrival at the resort.`,
          "Your booking page also shows your booking, what you have paid and the cancellation terms.",
        ],
        status: "Confirmed: balance due",
      };
    case "refund": {
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
    }
    case "resort_cancelled":
      return {
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
      };
  }
}

/**
 * The confirmation of a booking staff recorded: the same message, saying what the resort received
 * rather than what was charged online. Only the confirmation is sent for one.
 */
function recordedConfirmationCopy(kind: GuestMessageKind, facts: { received: string; orderId: string }): MessageCopy {
  if (kind !== "confirmation") throw new Error(`no ${kind} message for a booking staff recorded`);
  const { received, orderId } = facts;
  return {
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
  };
}

const OTHER_DATES_PROMISE = TEAM_CONTACT_PROMISE.replace(
  " to plan your arrival, transfers and consultation",
  " to help you choose other dates",
);
