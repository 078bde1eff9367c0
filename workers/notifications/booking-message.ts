import { site } from "~/catalogue/site";
import { STAY_STATUSES, statusIn } from "~/domain/booking/booking-states";
import type { BookingView } from "~/domain/booking/booking-view";
import { type Locale, localizePath } from "~/domain/i18n/locale";
import { PAYMENT_INR_PER } from "~/domain/money/money";
import { GUEST_EMAIL_COPY, type GuestEmailCopy, type GuestMessageKind, type RefundAmounts } from "./guest-email-copy";

/**
 * What the guest is told about a booking, as plain values: the one source of the guest e-mail's
 * HTML (guest-email.tsx) and its plain text (guest-email-text.ts), so the two never disagree.
 * Built from the booking as D1 stores it (a BookingView), never from anything a browser sent, in
 * the booking's language: the words are guest-email-copy.ts, one set per locale.
 */

export type { GuestMessageKind } from "./guest-email-copy";

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
  /** The language it is written in. */
  lang: Locale;
  /** The headings and labels around the figures, in that language. */
  labels: GuestEmailCopy["labels"];
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
    refund: RefundAmounts | null;
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

/** True when the booking holds a custom retreat: a paid request the resort still has to confirm. */
export function awaitsResortConfirmation(booking: Pick<BookingView, "lines">): boolean {
  return booking.lines.some((line) => line.kind === "custom");
}

/** The deposit charged in rupees, valued in euros at the payment rate (103 per EUR, docs/product.md#deposit-and-currencies). */
export function depositInEur(chargedInr: number): number {
  return Math.round((chargedInr / PAYMENT_INR_PER.EUR) * 100) / 100;
}

/** The confirmation page of this booking on the public site, in the edition of `locale`. */
export function confirmationUrl(
  booking: Pick<BookingView, "orderId" | "paymentId">,
  siteUrl: string = site.url,
  locale: Locale = "en",
): string {
  const query = new URLSearchParams({ payment_id: booking.paymentId ?? "", order_id: booking.orderId });
  return `${siteUrl.replace(/\/+$/, "")}${localizePath("/booking-confirmation", locale)}?${query}`;
}

/** A refund as the guest's message states it: rupees, and their value in euros at the payment rate. */
export function refundAmounts(amountPaise: number, locale: Locale): RefundAmounts {
  const copy = GUEST_EMAIL_COPY[locale];
  return { inr: copy.money(amountPaise / 100, "INR"), eur: copy.money(depositInEur(amountPaise / 100), "EUR") };
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
  const locale = booking.locale;
  const copy = GUEST_EMAIL_COPY[locale];
  const sitePage = (path: string) => `${siteUrl}${localizePath(path, locale)}`;
  const custom = awaitsResortConfirmation(booking);
  const depositInr = copy.money(booking.charged.amount, "INR");
  const name = booking.guest.name?.trim();

  const depositEur = copy.money(depositInEur(booking.charged.amount), "EUR");
  const balanceInr = copy.money((options.balance?.amountPaise ?? 0) / 100, "INR");
  const refund = options.refund ? refundAmounts(options.refund.amountPaise, locale) : null;
  const stillStaying = statusIn(STAY_STATUSES, booking.status);
  // Taken by phone, e-mail or at the desk: the deposit (if any) was paid to the resort, in the agreed currency.
  const recorded = booking.source !== "online";
  const received = booking.depositsReceived.map((d) => copy.money(d.amount, d.currency)).join(" + ");
  const words = recorded
    ? recordedConfirmationCopy(copy, kind, { received, orderId: booking.orderId })
    : copy.kinds[kind]({ custom, depositInr, depositEur, orderId: booking.orderId, refund, stillStaying, balanceInr });
  const declined = kind === "retreat_declined";
  const stays = kind === "confirmation" || kind === "retreat_confirmed";
  const noBalance = declined || kind === "resort_cancelled" || (kind === "refund" && !stillStaying);

  return {
    kind,
    lang: copy.lang,
    labels: copy.labels,
    subject: words.subject,
    preheader: words.preheader,
    heading: words.heading,
    greeting: copy.greeting(name),
    paragraphs: words.paragraphs,
    lines: booking.lines.map((line) => ({
      kindLabel: copy.lineKind[line.kind],
      name: line.name,
      dates: copy.lineDates(line),
      nights: copy.nights(line.nights),
      guests: copy.guests(line.guests),
      quantity: line.quantity,
      value: copy.money(line.lineTotal, line.currency),
    })),
    money: {
      depositLabel: recorded ? copy.labels.depositReceived : copy.depositPaid(booking.depositPercent),
      depositInr: recorded ? received || copy.labels.noDepositYet : depositInr,
      depositEur: recorded ? null : depositEur,
      fullValue: booking.totals.map((t) => copy.money(t.total, t.currency)),
      // Paid online in full: nothing is left for arrival.
      balanceDue: noBalance || kind === "balance_receipt" ? [] : booking.totals.map((t) => copy.money(t.balance, t.currency)),
      refund: declined ? { inr: depositInr, eur: depositEur } : refund,
    },
    status: words.status ?? copy.bookingStatus(booking),
    paymentId: booking.paymentId ?? "-",
    orderId: booking.orderId,
    nextSteps: stays ? copy.nextSteps(custom && kind === "confirmation") : [],
    cancellation: stays ? cancellationSection(copy, booking, options.now ?? new Date()) : null,
    link: options.balance?.bookingPageUrl
      ? { label: kind === "balance_reminder" ? copy.links.payBalance : copy.links.viewBooking, url: options.balance.bookingPageUrl }
      : // The confirmation page finds a booking by its online payment; a recorded booking has none.
        recorded
        ? { label: copy.links.contactResort, url: sitePage("/contact") }
        : options.guestLinkUrl
          ? { label: copy.links.manageBooking, url: options.guestLinkUrl }
          : { label: copy.links.viewBooking, url: confirmationUrl(booking, siteUrl, locale) },
    sandboxNote: booking.mode === "sandbox" ? copy.sandboxNote : null,
    contact: {
      name: site.name,
      email: site.email,
      phones: site.phones,
      address: [site.address.street, site.address.locality, site.address.region, site.address.postalCode].join(", "),
      hours: copy.officeHours(site.officeHours),
      logoUrl: `${siteUrl}/apple-touch-icon.png`,
      siteUrl: locale === "en" ? siteUrl : sitePage("/"),
    },
  };
}

function cancellationSection(copy: GuestEmailCopy, booking: BookingView, now: Date): BookingMessage["cancellation"] {
  const policy = booking.cancellationPolicy;
  if (!policy) return null;
  const deadlines = policy.deadlines.filter((deadline) => Date.parse(deadline.until) > now.getTime()).map(copy.cancellation.deadline);
  return {
    deadlines,
    afterDeadlines: deadlines.length ? copy.cancellation.noRefundAfter : copy.cancellation.deadlinesPassed,
    terms: copy.cancellation.terms(policy),
  };
}

/**
 * The confirmation of a booking staff recorded: the same message, saying what the resort received
 * rather than what was charged online. Only the confirmation is sent for one.
 */
function recordedConfirmationCopy(copy: GuestEmailCopy, kind: GuestMessageKind, facts: { received: string; orderId: string }) {
  if (kind !== "confirmation") throw new Error(`no ${kind} message for a booking staff recorded`);
  return copy.recordedConfirmation(facts);
}
