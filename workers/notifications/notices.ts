import * as z from "zod";
import type { Locale } from "~/domain/i18n/locale";
import { getFormsConfig } from "../forms/config";
import { createFormspreeClient } from "../forms/formspree";
import { fromFormspree } from "../forms/outbox";
import {
  claimUntil,
  type DeliveryOutcome,
  type DrainSummary,
  drainOutbox,
  iso,
  type Outbox,
  type OutboxStatus,
  sendInBackground,
} from "../outbox/outbox";
import {
  calendarNoticePayload,
  CALENDAR_NOTICE_KINDS,
  type CalendarNoticeKind,
  isCalendarNoticeKind,
} from "../calendar-sync/calendar-notices";
import { currentGuestLinkUrl } from "../guest/current-guest-link";
import { deliverGuestPageNotice, isGuestPageNotice } from "../guest/guest-notices";
import { bookingsRepository } from "../payments/bookings-repository";
import { refundsRepository } from "../payments/refunds";
import { renderGuestEmail } from "./guest-email";
import { mailerFor, NO_MAIL_TRANSPORT } from "./mailer";
import type { BalanceFacts, GuestMessageKind } from "./booking-message";
import { guestLinkUrl } from "../guest/guest-link";
import { bookingBalanceDue } from "../payments/payments-repository";
import { type GuestPageNoticeEvent, NOTICE_KINDS, type NoticeChannel, type NoticeEvent, type NoticeKind } from "./notice-queue";
import { resortNoticePayload } from "./resort-notice";

/**
 * Delivering the booking notices (table booking_notices, migrations/0006_payment_lifecycle.sql)
 * through the outbox engine: the resort's notice to its Formspree booking form, the guest's
 * e-mail through the mailer. Each message is rendered when it is sent, from the booking as D1
 * stores it. Which notices exist is decided where the booking changes (notice-queue.ts).
 */

type NoticeRow = {
  id: string;
  order_id: string;
  kind: NoticeKind | CalendarNoticeKind;
  /** '' for once per booking; a refund's id for guest_refund; a balance payment's id for its receipt and the resort's notice. */
  event_key: string;
  channel: NoticeChannel;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
};

type NoticesEnv = Env & { EMAIL?: SendEmail; SITE_URL?: string };

const siteUrlSchema = z.url({ protocol: /^https?$/ });

/** Where links in the messages point: SITE_URL when set (a staging host), else the site's own. */
function siteUrlOf(env: NoticesEnv): string | undefined {
  const parsed = siteUrlSchema.safeParse(env.SITE_URL);
  return parsed.success ? parsed.data : undefined;
}

/** Which guest e-mail each event's notice is. */
const GUEST_MESSAGES: Readonly<Record<Exclude<NoticeEvent, GuestPageNoticeEvent>, GuestMessageKind>> = {
  paid: "confirmation",
  conflict: "conflict",
  retreat_confirmed: "retreat_confirmed",
  retreat_declined: "retreat_declined",
  balance_paid: "balance_receipt",
  balance_reminder: "balance_reminder",
  refund: "refund",
  resort_cancelled: "resort_cancelled",
};

type RefundOfNotice = { refund: { amountPaise: number } | null } | { outcome: DeliveryOutcome };

/**
 * The refund a message announces, as it stands when the message is sent: a staff refund (its id is
 * the notice's event key) or the one the resort's cancellation requested (named by its audit row).
 * The guest hears of a refund only once Razorpay has taken it on; one it refused is never announced.
 */
async function refundOfNotice(db: D1Database, row: NoticeRow): Promise<RefundOfNotice> {
  let refundId: string | null = null;
  if (row.kind === "guest_refund") refundId = row.event_key;
  if (row.kind === "guest_resort_cancelled") {
    refundId = await db
      .prepare("SELECT subject_id FROM staff_audit WHERE order_id = ? AND action = 'booking.cancel' ORDER BY at LIMIT 1")
      .bind(row.order_id)
      .first<string | null>("subject_id");
    if (!refundId) return { refund: null };
  }
  if (refundId === null) return { refund: null };
  const refund = await refundsRepository(db).get(refundId);
  if (!refund) return { outcome: { kind: "rejected", reason: `refund ${refundId} does not exist` } };
  if (refund.status === "requested") return { outcome: { kind: "retry", reason: "Razorpay has not taken on the refund yet" } };
  if (refund.status === "failed") {
    if (row.kind === "guest_resort_cancelled") return { refund: null };
    return { outcome: { kind: "rejected", reason: "not sent: Razorpay refused this refund, so there is nothing to tell the guest" } };
  }
  return { refund: { amountPaise: refund.amount_paise } };
}

function noticesOutbox(env: NoticesEnv): Outbox<NoticeRow> {
  const forms = getFormsConfig(env);
  const formspree = createFormspreeClient({ baseUrl: forms.formspreeBaseUrl, timeoutMs: forms.timeoutMs });
  const mailer = mailerFor(env);
  const siteUrl = siteUrlOf(env);
  return {
    db: env.DB,
    table: "booking_notices",
    label: "notices",
    async deliver(row): Promise<DeliveryOutcome> {
      if (isCalendarNoticeKind(row.kind)) {
        if (!forms.formIds.booking) return { kind: "waiting", note: `not sent: ${forms.formIdSecretNames.booking} is not set` };
        const payload = await calendarNoticePayload(env.DB, { kind: row.kind, event_key: row.event_key }, siteUrl);
        if (!payload) return { kind: "rejected", reason: "its channel feed no longer exists" };
        return fromFormspree(await formspree.submit(forms.formIds.booking, payload));
      }
      const event = NOTICE_KINDS[row.kind].event;
      if (row.channel === "formspree" && !forms.formIds.booking) {
        return { kind: "waiting", note: `not sent: ${forms.formIdSecretNames.booking} is not set` };
      }
      if (row.channel === "email" && !mailer) return { kind: "waiting", note: NO_MAIL_TRANSPORT };

      const booking = await bookingsRepository(env.DB).view(row.order_id);
      if (!booking) return { kind: "rejected", reason: `booking ${row.order_id} no longer exists` };

      if (isGuestPageNotice(row.kind)) {
        const phone = await env.DB.prepare("SELECT guest_phone FROM bookings WHERE order_id = ?")
          .bind(row.order_id)
          .first<string>("guest_phone");
        return deliverGuestPageNotice(env.DB, { ...row, kind: row.kind }, booking, phone ?? "", {
          siteUrl,
          guestLinkUrl: await currentGuestLinkUrl(env.DB, env, row.order_id),
          toResort: async (payload) => fromFormspree(await formspree.submit(forms.formIds.booking as string, payload)),
          toGuest: (email) => (mailer as NonNullable<typeof mailer>).send({ to: row.recipient, ...email }),
        });
      }
      if (row.channel === "formspree") {
        const phone = await env.DB.prepare("SELECT guest_phone FROM bookings WHERE order_id = ?")
          .bind(row.order_id)
          .first<string>("guest_phone");
        if (event !== "paid" && event !== "conflict" && event !== "balance_paid") {
          return { kind: "rejected", reason: `no resort notice for ${row.kind}` };
        }
        const balancePaidPaise = event === "balance_paid" ? await balancePaymentAmount(env.DB, row.event_key) : undefined;
        const payload = resortNoticePayload(booking, phone ?? "", event, { siteUrl, balancePaidPaise, balancePaymentId: row.event_key });
        return fromFormspree(await formspree.submit(forms.formIds.booking as string, payload));
      }
      const balance = await balanceFacts(env, row, event, booking.locale);
      if (balance === "settled") return { kind: "rejected", reason: "nothing is due any more: no reminder" };
      const refund = await refundOfNotice(env.DB, row);
      if ("outcome" in refund) return refund.outcome;
      const email = renderGuestEmail(booking, GUEST_MESSAGES[event as Exclude<NoticeEvent, GuestPageNoticeEvent>], {
        siteUrl,
        refund: refund.refund,
        guestLinkUrl: await currentGuestLinkUrl(env.DB, env, row.order_id),
        ...(balance ? { balance } : {}),
      });
      return (mailer as NonNullable<typeof mailer>).send({ to: row.recipient, ...email });
    },
  };
}

async function balancePaymentAmount(db: D1Database, paymentId: string): Promise<number | undefined> {
  const amount = await db.prepare("SELECT amount_paise FROM payments WHERE payment_id = ?").bind(paymentId).first<number>("amount_paise");
  return amount ?? undefined;
}

/**
 * The balance a guest message states, read when it is sent: what the balance payment took (the
 * receipt), or what is still due (the reminder, which is not sent once nothing is), with the
 * booking page's link as it is now, in the guest's edition of the site.
 */
async function balanceFacts(env: NoticesEnv, row: NoticeRow, event: NoticeEvent, locale: Locale): Promise<BalanceFacts | "settled" | null> {
  if (event !== "balance_paid" && event !== "balance_reminder") return null;
  const version = await env.DB.prepare("SELECT guest_link_version FROM bookings WHERE order_id = ?")
    .bind(row.order_id)
    .first<number>("guest_link_version");
  const bookingPageUrl = await guestLinkUrl(env, row.order_id, version ?? 1, locale);
  if (event === "balance_paid") return { amountPaise: (await balancePaymentAmount(env.DB, row.event_key)) ?? 0, bookingPageUrl };
  const due = await bookingBalanceDue(env.DB, row.order_id);
  return due === 0 ? "settled" : { amountPaise: due, bookingPageUrl };
}

/** The kinds this env can send now; the others wait in the outbox (and are counted). */
function sendableKinds(env: NoticesEnv): (NoticeKind | CalendarNoticeKind)[] {
  const formspree = Boolean(getFormsConfig(env).formIds.booking);
  const email = mailerFor(env) !== null;
  const kinds: (NoticeKind | CalendarNoticeKind)[] = (Object.keys(NOTICE_KINDS) as NoticeKind[]).filter((kind) =>
    NOTICE_KINDS[kind].channel === "formspree" ? formspree : email,
  );
  return formspree ? [...kinds, ...CALENDAR_NOTICE_KINDS] : kinds;
}

/** The Cron Trigger's work for notices: retry what is due. */
export async function drainNotices(env: NoticesEnv, now: Date): Promise<DrainSummary> {
  const summary = await drainOutbox(noticesOutbox(env), now, { kinds: sendableKinds(env) });
  if (summary.claimed > 0) console.log(`notices: outbox drain ${JSON.stringify(summary)}`);
  return summary;
}

/**
 * Sends, in the background of the current request, the notices of this order that are due now:
 * the ones the request has just enqueued. Each is claimed first (compare-and-set), so a verify
 * and a webhook finishing together never send one twice.
 */
export async function sendNoticesNow(env: NoticesEnv, orderId: string, waitUntil: (promise: Promise<unknown>) => void): Promise<void> {
  try {
    await claimAndSend(env, orderId, waitUntil);
  } catch (error) {
    // The notices are stored; the cron sends them. The request that paid must not fail for this.
    console.error(`notices: could not start sending the notices of ${orderId}`, error);
  }
}

async function claimAndSend(env: NoticesEnv, orderId: string, waitUntil: (promise: Promise<unknown>) => void): Promise<void> {
  const now = new Date();
  const due = await env.DB.prepare(
    "SELECT * FROM booking_notices WHERE order_id = ? AND status = 'pending' AND next_attempt_at <= ? ORDER BY created_at",
  )
    .bind(orderId, iso(now))
    .all<NoticeRow>();
  const outbox = noticesOutbox(env);
  for (const row of due.results) {
    const claim = claimUntil(now);
    const won = await env.DB.prepare(
      "UPDATE booking_notices SET next_attempt_at = ?, updated_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at = ?",
    )
      .bind(claim, iso(now), row.id, row.next_attempt_at)
      .run();
    if (won.meta.changes === 1) sendInBackground(outbox, { ...row, next_attempt_at: claim }, claim, waitUntil);
  }
}
