import * as z from "zod/mini";
import { site } from "~/catalogue/site";
import { addDays, daysBetween, formatDisplayDate, type IsoDate, parseIsoDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import { formatPercent } from "~/domain/money/money";
import { resortTodayIso } from "~/domain/dates/resort-today";

/**
 * The resort's cancellation policy (docs/decisions/087-cancellation-policy.md), as data: a short
 * free-cancellation window after the deposit is paid, then tiers by calendar days before check-in
 * counted on the resort's calendar in India. The policy is copied onto each booking when its order
 * is made (bookings.cancellation_policy), so a later change here never applies backwards; every
 * answer about a booking is worked out from the copy it carries.
 *
 * Pure and isomorphic: the cart shows the deadlines before paying, the Worker refunds by them.
 */

type CancellationTier = {
  /** Cancelled at least this many calendar days before check-in (in India). */
  minDaysBefore: number;
  /** The share of everything paid that is refunded, in whole percent. */
  refundPercent: number;
};

export type CancellationPolicy = {
  /** Within this many hours of the deposit being paid, everything paid is refunded... */
  freeCancellationHours: number;
  /** ...while check-in is still at least this many calendar days away. */
  freeCancellationMinDaysBefore: number;
  /** Most days first. Cancelling later than the last tier allows refunds nothing. */
  tiers: CancellationTier[];
};

/**
 * The policy published with the booking page, and the terms of every booking made before any
 * policy was published (stored NULL): those guests were shown none, and holding them to the first
 * one the resort wrote down (never to a later change) treats them as its next guests were treated.
 */
const FIRST_PUBLISHED_POLICY: CancellationPolicy = {
  freeCancellationHours: 72,
  freeCancellationMinDaysBefore: 14,
  tiers: [
    { minDaysBefore: 30, refundPercent: 100 },
    { minDaysBefore: 14, refundPercent: 50 },
  ],
};

/**
 * The policy new bookings are made under: the one site fact. To change it, write the new terms
 * here; bookings already made keep the copy they carry.
 */
export const CANCELLATION_POLICY: CancellationPolicy = FIRST_PUBLISHED_POLICY;

/** Razorpay refunds at least ₹1; a smaller remainder of a payment cannot be sent back. */
export const MIN_REFUND_PAISE = 100;

const wholeNumber = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/**
 * The JSON of bookings.cancellation_policy, built on first use: the pages that show the policy
 * (the cart, the confirmation page) never parse one, so zod stays out of their first load
 * (docs/decisions/030). Built as domain/zod-config.ts would have it, without eval.
 */
function buildPolicySchema() {
  z.config({ jitless: true });
  return z.object({
    freeCancellationHours: wholeNumber(0, 24 * 30),
    freeCancellationMinDaysBefore: wholeNumber(0, 366),
    tiers: z.array(z.object({ minDaysBefore: wholeNumber(0, 366), refundPercent: wholeNumber(0, 100) })).check(
      z.maxLength(10),
      z.refine(
        (tiers) => tiers.every((tier, i) => i === 0 || tier.minDaysBefore < (tiers[i - 1] as CancellationTier).minDaysBefore),
        "Tiers go from most days before check-in to fewest",
      ),
    ),
  });
}
let policySchema: ReturnType<typeof buildPolicySchema> | undefined;
const cancellationPolicySchema = () => {
  policySchema ??= buildPolicySchema();
  return policySchema;
};

/** What order creation stores in bookings.cancellation_policy. */
export function cancellationPolicyJson(policy: CancellationPolicy = CANCELLATION_POLICY): string {
  return JSON.stringify(cancellationPolicySchema().parse(policy));
}

/**
 * The policy a booking carries, from its stored column: null when it was made before a policy was
 * published. A stored value that is not a policy is a fault of this site, and throws.
 */
export function parseStoredCancellationPolicy(json: string | null): CancellationPolicy | null {
  if (json === null) return null;
  const result = cancellationPolicySchema().safeParse(JSON.parse(json));
  if (!result.success) throw new Error(`Stored cancellation policy is not valid: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The terms a booking is held to: its own copy, or the first published policy when it has none. */
function policyInForce(policy: CancellationPolicy | null): CancellationPolicy {
  return policy ?? FIRST_PUBLISHED_POLICY;
}

/** The booking's earliest check-in, from its lines' start dates ('YYYY-MM-DD' sort as text). */
export function earliestCheckIn(lines: readonly { startDate: IsoDate }[]): IsoDate {
  const first = lines.map((line) => line.startDate).sort()[0];
  if (first === undefined) throw new RangeError("A booking has at least one line");
  return first;
}

// ---------------------------------------------------------------------------------------------
// What cancelling now refunds

/** The booking, as far as the policy looks at it. */
export type CancellableBooking = {
  /** The policy copied onto the booking (null: booked before one was published). */
  policy: CancellationPolicy | null;
  /** The earliest line's check-in. */
  checkIn: IsoDate;
  /** A custom retreat the resort has not confirmed yet: refunded in full whatever the date. */
  unconfirmedCustomRetreat: boolean;
};

/** One payment the guest made online for the booking. */
export type PaymentToRefund = {
  /** The gateway's payment id: what a refund is made against. */
  paymentId: string;
  /** The deposit's capture starts the free-cancellation window. */
  kind: "deposit" | "balance";
  /** When it was captured (an ISO instant). */
  paidAt: string;
  paidPaise: number;
  /** Refunds of this payment that have not failed (processed or still on their way). */
  refundedPaise: number;
};

type RefundRule = "unconfirmed_custom_retreat" | "free_cancellation" | "days_before_check_in";

export type RefundIfCancelled = {
  /** What cancelling now sends back, in paise: the sum of `parts`. */
  amountPaise: number;
  /** The share of everything paid the guest is owed now, in percent. */
  refundPercent: number;
  /** Which rule gave it. */
  rule: RefundRule;
  /** Calendar days from today in India to check-in (negative once it has passed). */
  daysBeforeCheckIn: number;
  /** The refund per payment, each at least ₹1 and within what is left of that payment. */
  parts: { paymentId: string; amountPaise: number }[];
};

const HOUR_MS = 3_600_000;

function instantMs(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${JSON.stringify(iso)}`);
  return ms;
}

function tierPercent(policy: CancellationPolicy, daysBefore: number): number {
  return policy.tiers.find((tier) => daysBefore >= tier.minDaysBefore)?.refundPercent ?? 0;
}

function withinFreeCancellation(policy: CancellationPolicy, payments: readonly PaymentToRefund[], daysBefore: number, now: Date): boolean {
  const deposit = payments.find((payment) => payment.kind === "deposit");
  if (!deposit || policy.freeCancellationHours === 0 || daysBefore < policy.freeCancellationMinDaysBefore) return false;
  return now.getTime() - instantMs(deposit.paidAt) <= policy.freeCancellationHours * HOUR_MS;
}

/**
 * What cancelling the booking at `now` refunds. The guest is owed the policy's share of everything
 * paid; what was refunded already counts towards it, and nothing beyond what is left of each
 * payment is ever sent back. The share is rounded down to the paisa, and is taken from the
 * payments with most left first, so it is usually one refund.
 */
export function refundIfCancelledNow(booking: CancellableBooking, payments: readonly PaymentToRefund[], now: Date): RefundIfCancelled {
  const policy = policyInForce(booking.policy);
  const daysBeforeCheckIn = daysBetween(resortTodayIso(now), booking.checkIn);
  let refundPercent = tierPercent(policy, daysBeforeCheckIn);
  let rule: RefundRule = "days_before_check_in";
  if (booking.unconfirmedCustomRetreat) {
    refundPercent = 100;
    rule = "unconfirmed_custom_retreat";
  } else if (refundPercent < 100 && withinFreeCancellation(policy, payments, daysBeforeCheckIn, now)) {
    refundPercent = 100;
    rule = "free_cancellation";
  }

  const left = payments.map((payment) => ({
    paymentId: payment.paymentId,
    leftPaise: Math.max(0, payment.paidPaise - Math.max(0, payment.refundedPaise)),
  }));
  const paidPaise = payments.reduce((sum, payment) => sum + payment.paidPaise, 0);
  const refundedPaise = payments.reduce((sum, payment) => sum + Math.min(payment.paidPaise, Math.max(0, payment.refundedPaise)), 0);
  let owed = Math.max(0, Math.floor((paidPaise * refundPercent) / 100) - refundedPaise);

  const parts: RefundIfCancelled["parts"] = [];
  for (const payment of left.toSorted((a, b) => b.leftPaise - a.leftPaise)) {
    const amountPaise = Math.min(owed, payment.leftPaise);
    if (amountPaise < MIN_REFUND_PAISE) continue;
    parts.push({ paymentId: payment.paymentId, amountPaise });
    owed -= amountPaise;
  }
  const amountPaise = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  return { amountPaise, refundPercent, rule, daysBeforeCheckIn, parts };
}

// ---------------------------------------------------------------------------------------------
// Deadlines

export type CancellationDeadline = {
  refundPercent: number;
  /** The last instant this share is refunded (ISO, UTC). */
  until: string;
  /** 'Full refund until 14 Jan 2027, 23:59 IST' */
  text: string;
};

/** The `policy` of the guest's booking page (GET /api/my-booking/:token). */
export type BookingCancellationPolicy = CancellationPolicy & {
  /** This booking's deadlines, earliest first; after the last one nothing is refunded. */
  deadlines: CancellationDeadline[];
};

const OFFSET_MS = site.calendarUtcOffsetMinutes * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The last millisecond of a day on the resort's calendar (23:59:59.999 in India). */
function endOfResortDayMs(day: IsoDate): number {
  const midnightUtc = parseIsoDate(addDays(day, 1))?.getTime() as number;
  return midnightUtc - OFFSET_MS - 1;
}

/**
 * '14 Jan 2027, 23:59 IST' ('14. Jan. 2027, 23:59 Uhr IST' in German): an instant as the resort's
 * clock shows it, to the minute it falls in.
 */
export function formatResortInstant(ms: number, locale: Locale = "en"): string {
  const local = new Date(ms + OFFSET_MS);
  const time = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
  if (locale === "de") return `${formatDisplayDate(local.toISOString().slice(0, 10) as IsoDate, "de")}, ${time} Uhr IST`;
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${time} IST`;
}

/** 'Full refund', 'Half refund', '25% refund'; 'Volle Erstattung', '25 % Erstattung'. */
function refundShareText(refundPercent: number, locale: Locale = "en"): string {
  if (locale === "de") {
    if (refundPercent === 100) return "Volle Erstattung";
    if (refundPercent === 50) return "Halbe Erstattung";
    return refundPercent === 0 ? "Keine Erstattung" : `${formatPercent(refundPercent, locale)} Erstattung`;
  }
  if (refundPercent === 100) return "Full refund";
  if (refundPercent === 50) return "Half refund";
  return refundPercent === 0 ? "No refund" : `${refundPercent}% refund`;
}

/** 'Full refund until 14 Jan 2027, 23:59 IST', 'Volle Erstattung bis 14. Jan. 2027, 23:59 Uhr IST'. */
export function deadlineText(refundPercent: number, untilMs: number, locale: Locale = "en"): string {
  if (locale === "de") return `${refundShareText(refundPercent, locale)} bis ${formatResortInstant(untilMs, locale)}`;
  return `${refundShareText(refundPercent)} until ${formatResortInstant(untilMs)}`;
}

/**
 * The booking's deadlines: until when each share is refunded, as absolute instants in India.
 * `depositPaidAt` starts the free-cancellation window; before paying (the cart), pass the moment
 * the guest would pay now: paying later only moves that window later. Each share is refunded
 * while any rule giving at least it still runs, so the list never goes back up.
 */
export function cancellationDeadlines(
  policy: CancellationPolicy | null,
  stay: { checkIn: IsoDate; depositPaidAt: string | null },
  locale: Locale = "en",
): CancellationDeadline[] {
  const terms = policyInForce(policy);
  const ends = terms.tiers.map((tier) => ({
    refundPercent: tier.refundPercent,
    endMs: endOfResortDayMs(addDays(stay.checkIn, -tier.minDaysBefore)),
  }));
  if (stay.depositPaidAt !== null && terms.freeCancellationHours > 0) {
    const paidMs = instantMs(stay.depositPaidAt);
    const endMs = Math.min(
      paidMs + terms.freeCancellationHours * HOUR_MS,
      endOfResortDayMs(addDays(stay.checkIn, -terms.freeCancellationMinDaysBefore)),
    );
    if (endMs >= paidMs) ends.push({ refundPercent: 100, endMs });
  }
  const shares = [...new Set(ends.map((end) => end.refundPercent))].filter((percent) => percent > 0).sort((a, b) => b - a);
  const deadlines: CancellationDeadline[] = [];
  let previousMs = Number.NEGATIVE_INFINITY;
  for (const refundPercent of shares) {
    const untilMs = Math.max(...ends.filter((end) => end.refundPercent >= refundPercent).map((end) => end.endMs));
    if (untilMs <= previousMs) continue;
    previousMs = untilMs;
    deadlines.push({
      refundPercent,
      until: new Date(untilMs).toISOString(),
      text: deadlineText(refundPercent, untilMs, locale),
    });
  }
  return deadlines;
}

/** The policy with this booking's deadlines: the `policy` of the guest's booking page. */
export function bookingCancellationPolicy(
  policy: CancellationPolicy | null,
  stay: { checkIn: IsoDate; depositPaidAt: string | null },
  locale: Locale = "en",
): BookingCancellationPolicy {
  return { ...policyInForce(policy), deadlines: cancellationDeadlines(policy, stay, locale) };
}

/**
 * The policy in plain sentences, built from its data: what every page and e-mail shows beside the
 * booking's own deadlines.
 */
export function cancellationTermsText(policy: CancellationPolicy | null, locale: Locale = "en"): string[] {
  const terms = policyInForce(policy);
  if (locale === "de") return germanTermsText(terms);
  const lines = terms.tiers.map((tier, i) => {
    const share = refundShareText(tier.refundPercent).toLowerCase();
    const previous = terms.tiers[i - 1];
    const days = previous ? `${tier.minDaysBefore} to ${previous.minDaysBefore - 1} days` : `${tier.minDaysBefore} days or more`;
    return `Cancel ${days} before check-in: ${share}.`;
  });
  const last = terms.tiers.at(-1);
  if (last && last.minDaysBefore > 0) lines.push(`Fewer than ${last.minDaysBefore} days before: no refund.`);
  if (terms.freeCancellationHours > 0) {
    lines.unshift(
      `Full refund if you cancel within ${terms.freeCancellationHours} hours of paying the deposit, while check-in is at least ${terms.freeCancellationMinDaysBefore} days away.`,
    );
  }
  lines.push("Days are counted in India (IST). A custom retreat we have not yet confirmed is always refunded in full.");
  return lines;
}

/** The same terms as German guests read them. */
function germanTermsText(terms: CancellationPolicy): string[] {
  const lines = terms.tiers.map((tier, i) => {
    const share = refundShareText(tier.refundPercent, "de").replace(/^\w/, (c) => c.toLowerCase());
    const previous = terms.tiers[i - 1];
    const days = previous ? `${tier.minDaysBefore} bis ${previous.minDaysBefore - 1} Tage` : `${tier.minDaysBefore} Tage oder mehr`;
    return `Stornierung ${days} vor der Anreise: ${share}.`;
  });
  const last = terms.tiers.at(-1);
  if (last && last.minDaysBefore > 0) lines.push(`Weniger als ${last.minDaysBefore} Tage vorher: keine Erstattung.`);
  if (terms.freeCancellationHours > 0) {
    lines.unshift(
      `Volle Erstattung, wenn Sie innerhalb von ${terms.freeCancellationHours} Stunden nach der Anzahlung stornieren und die Anreise noch mindestens ${terms.freeCancellationMinDaysBefore} Tage entfernt ist.`,
    );
  }
  lines.push(
    "Die Tage zählen nach indischer Zeit (IST). Ein eigenes Retreat, das wir noch nicht bestätigt haben, wird stets voll erstattet.",
  );
  return lines;
}
