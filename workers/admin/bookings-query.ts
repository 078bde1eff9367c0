import {
  bookingCancellationPolicy,
  earliestCheckIn,
  parseStoredCancellationPolicy,
  refundIfCancelledNow,
} from "~/domain/booking/cancellation-policy";
import { cartTotalsByCurrency } from "~/domain/money/money";
import { BOOKINGS_PAGE_SIZE, type BookingSearch } from "~/domain/staff/staff-queries";
import { arrivalDetailsOf } from "../guest/guest-booking";
import type { BookingPage, PaymentEventView, StaffBookingDetail, StaffBookingSummary } from "~/domain/staff/staff-views";
import { balanceRefusal, cancelRefusal, decisionRefusal, refundablePaise, refundRefusal } from "~/domain/staff/booking-actions";
import { type BookingRow, type LineRow as StoredLineRow, onlineDepositPercent, toLineView } from "../payments/bookings-repository";
import type { RefundRow } from "../payments/refunds";
import { balancesDue } from "./booking-action-state";
import { type BalancePaymentRow, type NoticeRow, toBalancePaymentView, toNoticeView, toRefundView } from "./booking-records";
import { auditTrail } from "./staff-actions";

/**
 * The bookings as staff look for them: searched by guest name, e-mail, phone, order id, payment id
 * or receipt; filtered by status and by stay dates (any line with a night between `from` and
 * `to`); newest first, a page at a time with a keyset cursor (created_at, order_id), so a page
 * never shifts when new bookings arrive while someone reads.
 */

/** A cursor or a search the list cannot use: answered 422 with `message`. */
export class BookingQueryError extends Error {
  override readonly name = "BookingQueryError";
}

/** A line row as SELECT * reads it, with its order. */
type LineRow = StoredLineRow & { order_id: string };

function encodeCursor(row: { created_at: string; order_id: string }): string {
  return btoa(JSON.stringify([row.created_at, row.order_id]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string): { createdAt: string; orderId: string } {
  try {
    const value = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") {
      return { createdAt: value[0], orderId: value[1] };
    }
  } catch {
    // falls through to the refusal below
  }
  throw new BookingQueryError("The page cursor is not one this list gave out. Start again from the first page.");
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const PHONE_DIGITS_SQL = "replace(replace(replace(replace(replace(b.guest_phone, ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')";

function whereClause(search: Omit<BookingSearch, "cursor">, cursor?: string): { sql: string; binds: unknown[] } {
  const conditions: string[] = [];
  const binds: unknown[] = [];
  if (search.status) {
    conditions.push("b.status = ?");
    binds.push(search.status);
  }
  const q = search.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q.toLowerCase())}%`;
    const alternatives = [
      "lower(coalesce(b.guest_name, '')) LIKE ? ESCAPE '\\'",
      "lower(b.guest_email) LIKE ? ESCAPE '\\'",
      "lower(b.order_id) LIKE ? ESCAPE '\\'",
      "lower(coalesce(b.payment_id, '')) LIKE ? ESCAPE '\\'",
      "lower(coalesce(b.failed_payment_id, '')) LIKE ? ESCAPE '\\'",
      "lower(b.receipt) LIKE ? ESCAPE '\\'",
    ];
    const digits = q.replace(/\D/g, "");
    const phoneLike = /^[\d\s+()-]+$/.test(q) && digits.length >= 4;
    const parts = [...alternatives];
    const partBinds: unknown[] = alternatives.map(() => pattern);
    if (phoneLike) {
      parts.push(`${PHONE_DIGITS_SQL} LIKE ?`);
      partBinds.push(`%${digits}%`);
    }
    conditions.push(`(${parts.join(" OR ")})`);
    binds.push(...partBinds);
  }
  if (search.from || search.to) {
    const stay: string[] = ["l.order_id = b.order_id"];
    if (search.to) {
      stay.push("l.start_date <= ?");
      binds.push(search.to);
    }
    if (search.from) {
      stay.push("l.end_date > ?");
      binds.push(search.from);
    }
    conditions.push(`EXISTS (SELECT 1 FROM booking_lines l WHERE ${stay.join(" AND ")})`);
  }
  if (cursor) {
    const after = decodeCursor(cursor);
    conditions.push("(b.created_at < ? OR (b.created_at = ? AND b.order_id < ?))");
    binds.push(after.createdAt, after.createdAt, after.orderId);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", binds };
}

function linesByOrder(rows: LineRow[]): Map<string, LineRow[]> {
  const map = new Map<string, LineRow[]>();
  for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row]);
  return map;
}

function toSummary(row: BookingRow, lines: LineRow[]): StaffBookingSummary {
  const starts = lines.map((l) => l.start_date).sort();
  const ends = lines.map((l) => l.end_date).sort();
  return {
    orderId: row.order_id,
    receipt: row.receipt,
    status: row.status,
    mode: row.mode,
    source: row.source,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    paymentId: row.payment_id,
    guest: { name: row.guest_name, email: row.guest_email, phone: row.guest_phone },
    checkIn: starts[0] ?? null,
    checkOut: ends[ends.length - 1] ?? null,
    items: lines.map((l) => ({ kind: l.kind, name: l.name, quantity: l.quantity })),
    depositPercent: onlineDepositPercent(row),
    totals: cartTotalsByCurrency(
      lines.map((l) => ({ price: l.price_cents / 100, quantity: l.quantity, currency: l.currency })),
      onlineDepositPercent(row),
    ),
    chargedPaise: row.amount_paise,
  };
}

async function linesFor(db: D1Database, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  if (orderIds.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT * FROM booking_lines WHERE order_id IN (${orderIds.map(() => "?").join(", ")}) ORDER BY order_id, position`)
    .bind(...orderIds)
    .all<LineRow>();
  return linesByOrder(results);
}

export async function searchBookings(db: D1Database, search: BookingSearch, pageSize = BOOKINGS_PAGE_SIZE): Promise<BookingPage> {
  const where = whereClause(search, search.cursor);
  const { results } = await db
    .prepare(`SELECT b.* FROM bookings b ${where.sql} ORDER BY b.created_at DESC, b.order_id DESC LIMIT ?`)
    .bind(...where.binds, pageSize + 1)
    .all<BookingRow>();
  const page = results.slice(0, pageSize);
  const lines = await linesFor(
    db,
    page.map((row) => row.order_id),
  );
  const last = page[page.length - 1];
  return {
    bookings: page.map((row) => toSummary(row, lines.get(row.order_id) ?? [])),
    next: results.length > pageSize && last ? encodeCursor(last) : null,
  };
}

/** Every booking the search finds (for the export), newest first, up to `limit`. */
export async function allBookings(db: D1Database, search: Omit<BookingSearch, "cursor">, limit = 10_000): Promise<StaffBookingSummary[]> {
  const found: StaffBookingSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await searchBookings(db, { ...search, cursor }, 90);
    found.push(...page.bookings);
    cursor = page.next ?? undefined;
  } while (cursor && found.length < limit);
  return found.slice(0, limit);
}

/** The policy the booking carries, with what cancelling at `now` would refund of its payment online. */
function cancellationOf(row: BookingRow, lines: LineRow[], refundCommittedPaise: number, now: Date): StaffBookingDetail["cancellation"] {
  if (lines.length === 0) return null;
  const policy = parseStoredCancellationPolicy(row.cancellation_policy);
  const checkIn = earliestCheckIn(lines.map((line) => ({ startDate: line.start_date })));
  const payments =
    row.payment_id && row.paid_at
      ? [
          {
            paymentId: row.payment_id,
            kind: "deposit" as const,
            paidAt: row.paid_at,
            paidPaise: row.amount_paise,
            refundedPaise: refundCommittedPaise,
          },
        ]
      : [];
  return {
    copied: policy !== null,
    policy: bookingCancellationPolicy(policy, { checkIn, depositPaidAt: row.paid_at }),
    refundIfCancelledNow: payments.length
      ? refundIfCancelledNow({ policy, checkIn, unconfirmedCustomRetreat: row.resort_confirmation === "awaiting" }, payments, now)
      : null,
  };
}

export async function bookingDetail(db: D1Database, orderId: string, now: Date = new Date()): Promise<StaffBookingDetail | null> {
  const [bookingResult, linesResult, eventsResult, refundsResult, noticesResult, balanceResult, onlineResult] = await db.batch([
    db.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId),
    db.prepare("SELECT * FROM booking_lines WHERE order_id = ? ORDER BY position").bind(orderId),
    db.prepare("SELECT * FROM payment_events WHERE order_id = ? ORDER BY received_at, event_id").bind(orderId),
    db.prepare("SELECT * FROM refunds WHERE order_id = ? ORDER BY created_at, id").bind(orderId),
    db.prepare("SELECT * FROM booking_notices WHERE order_id = ? ORDER BY created_at, kind").bind(orderId),
    db.prepare("SELECT * FROM balance_payments WHERE order_id = ? ORDER BY received_at, id").bind(orderId),
    db.prepare("SELECT count(*) AS n FROM payments WHERE order_id = ? AND kind = 'balance' AND status = 'captured'").bind(orderId),
  ]);
  // The guest paid the balance online, in full: nothing is left to receive at the desk.
  const paidOnline = ((onlineResult?.results as { n: number }[] | undefined)?.[0]?.n ?? 0) > 0;
  const row = (bookingResult?.results as BookingRow[] | undefined)?.[0];
  if (!row) return null;
  const lines = (linesResult?.results ?? []) as LineRow[];
  const events = (eventsResult?.results ?? []) as {
    event_id: string;
    event: string;
    payment_id: string | null;
    outcome: string;
    received_at: string;
  }[];
  const refunds = (refundsResult?.results ?? []) as RefundRow[];
  const notices = (noticesResult?.results ?? []) as NoticeRow[];
  const balancePayments = (balanceResult?.results ?? []) as BalancePaymentRow[];
  const balances = balancesDue(lines, onlineDepositPercent(row)).map(({ currency, dueMinor }) => {
    const receivedMinor = balancePayments.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.amount_minor, 0);
    return { currency, dueMinor, receivedMinor, leftMinor: paidOnline ? 0 : Math.max(0, dueMinor - receivedMinor) };
  });
  const state = {
    source: row.source,
    status: row.status,
    resortConfirmation: row.resort_confirmation,
    chargedPaise: row.amount_paise,
    refundCommittedPaise: refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount_paise, 0),
    balanceLeft: balances.map((b) => ({ currency: b.currency, leftMinor: b.leftMinor })),
  };
  return {
    ...toSummary(row, lines),
    updatedAt: row.updated_at,
    authorizedAt: row.authorized_at,
    failedPaymentId: row.failed_payment_id,
    failureReason: row.failure_reason,
    resortConfirmation: row.resort_confirmation,
    lines: lines.map(toLineView),
    paymentEvents: events.map(
      (e): PaymentEventView => ({
        eventId: e.event_id,
        event: e.event,
        paymentId: e.payment_id,
        outcome: e.outcome,
        receivedAt: e.received_at,
      }),
    ),
    refundedPaise: row.refunded_paise,
    refundablePaise: refundablePaise(state),
    refunds: refunds.map(toRefundView),
    balances,
    balancePayments: balancePayments.map(toBalancePaymentView),
    notices: notices.map(toNoticeView),
    audit: await auditTrail(db, { orderId }),
    refusals: {
      refund: refundRefusal(state),
      balance: balanceRefusal(state),
      cancel: cancelRefusal(state),
      decide: decisionRefusal(state),
    },
    refundCount: refunds.length,
    balancePaymentCount: balancePayments.length,
    cancellation: cancellationOf(row, lines, state.refundCommittedPaise, now),
    arrival: await arrivalDetailsOf(db, orderId),
  };
}
