import type { BookingLineKind, BookingLineView, BookingView } from "~/domain/booking/booking-view";
import {
  type BookingStatus,
  CAPTURED_STATUSES,
  isPayableBy,
  type ResortConfirmation,
  UNPAID_STATUSES,
} from "~/domain/booking/booking-states";
import {
  bookingCancellationPolicy,
  cancellationPolicyJson,
  earliestCheckIn,
  parseStoredCancellationPolicy,
} from "~/domain/booking/cancellation-policy";
import { formatDateRange } from "~/domain/dates/dates";
import { isLocale, type Locale } from "~/domain/i18n/locale";
import { cartTotalsByCurrency, type Currency, DEPOSIT_PERCENT } from "~/domain/money/money";
import type { PaymentsMode } from "./config";
import type { BookingSource } from "~/domain/booking/booking-source";
import type { PricedLine } from "~/domain/orders/pricing";
import { RAZORPAY_ID } from "./razorpay-ids";
import { sqlPayableBy, sqlSellableBy, sqlStatusIn } from "./booking-state-sql";
import { timingSafeEqual } from "./signatures";
import { enqueueNotices } from "../notifications/notice-queue";
import { availabilityRepository, isAvailabilityConflict, releaseCheckoutStatements } from "../availability/availability-repository";

/**
 * Bookings in D1 (migrations/0002_payments.sql, 0006_payment_lifecycle.sql). Status changes are
 * single conditional UPDATEs, so two requests racing (the browser's verify and Razorpay's
 * webhook) can never both win, and a paid booking is never moved back. The notices a change
 * causes are enqueued in the same batch as the change (notifications/notice-queue.ts).
 */

/** A `bookings` row as SELECT * reads it. */
export type BookingRow = {
  order_id: string;
  receipt: string;
  mode: PaymentsMode;
  source: BookingSource;
  status: BookingStatus;
  amount_paise: number;
  deposit_percent: number;
  currency: "INR";
  guest_name: string | null;
  /** Always set for an online order; a booking staff recorded may have neither. */
  guest_email: string | null;
  guest_phone: string | null;
  payment_id: string | null;
  authorized_at: string | null;
  paid_at: string | null;
  failed_payment_id: string | null;
  failure_reason: string | null;
  refunded_paise: number;
  resort_confirmation: ResortConfirmation | null;
  cancellation_policy: string | null;
  /** 'en', 'de' (the CHECK allows any 'xx' or 'xx-XX'). */
  locale: string;
  released_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A `booking_lines` row as SELECT * reads it (without its order id). */
export type LineRow = {
  position: number;
  kind: BookingLineKind;
  product_id: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  nights: number;
  guests: number;
  quantity: number;
  currency: Currency;
  unit_rate_cents: number;
  price_cents: number;
};

export type StoredBooking = {
  orderId: string;
  receipt: string;
  mode: PaymentsMode;
  status: BookingStatus;
  amountPaise: number;
  currency: "INR";
  paymentId: string | null;
  refundedPaise: number;
  failureReason: string | null;
  /** A newer order of its checkout released its holds: it is never sold (migrations/0017). */
  releasedAt: string | null;
};

const toCents = (amount: number) => Math.round(amount * 100);

function toStored(row: BookingRow): StoredBooking {
  return {
    orderId: row.order_id,
    receipt: row.receipt,
    mode: row.mode,
    status: row.status,
    amountPaise: row.amount_paise,
    currency: row.currency,
    paymentId: row.payment_id,
    refundedPaise: row.refunded_paise,
    failureReason: row.failure_reason,
    releasedAt: row.released_at ?? null,
  };
}

export type NewBooking = {
  orderId: string;
  receipt: string;
  mode: PaymentsMode;
  amountPaise: number;
  guest: { name?: string | undefined; email: string; phone: string };
  /** The language the guest booked in. */
  locale: Locale;
  lines: readonly PricedLine[];
  now: Date;
  /** When the order's holds on its nights and places lapse unless it is paid. */
  holdUntil: Date;
  /** The browser checkout it belongs to: its earlier unpaid orders are released in the same batch. */
  checkoutId?: string | null;
  /**
   * The client that places it (a keyed hash, workers/availability/hold-client.ts), and how many
   * unpaid orders holding nights that client may have at once (this one included); null: not capped.
   */
  holdClient?: { key: string; maxUnpaidOrders: number } | null;
};

export type MarkAuthorizedResult =
  /** `authorized`: this call recorded it; `already-authorized`: an earlier one did. */
  | { outcome: "authorized" | "already-authorized"; booking: StoredBooking }
  /** Captured already (by this payment): nothing to capture. */
  | { outcome: "already-captured"; booking: StoredBooking }
  | { outcome: "paid-by-another-payment"; booking: StoredBooking }
  | { outcome: "not-found" };

/**
 * `taken`: some night or place was no longer free; `client-cap`: the client has as many unpaid
 * orders holding nights as it may. Either way nothing was stored and nothing was released.
 */
export type CreateResult = { outcome: "created" } | { outcome: "taken" } | { outcome: "client-cap" };

export type MarkPaidResult =
  | { outcome: "paid" | "already-paid"; booking: StoredBooking }
  | { outcome: "paid-by-another-payment"; booking: StoredBooking }
  /**
   * Captured after its holds lapsed, for nights someone else now holds: never a sale. This call
   * marked it `conflict` (`nights-taken`: settle it, settleConflict) or an earlier one had.
   */
  | { outcome: "nights-taken" | "already-conflict"; booking: StoredBooking }
  | { outcome: "not-found" };

/**
 * The language of a stored booking's messages. The site writes only its own locales; a regional
 * tag ('de-AT') is its language, and any other language someone stored by hand is written to in
 * English, said in the log so it is not mistaken for a choice.
 */
export function bookingLocale(row: Pick<BookingRow, "order_id" | "locale">): Locale {
  if (isLocale(row.locale)) return row.locale;
  const language = row.locale.slice(0, 2);
  if (isLocale(language)) return language;
  console.warn(`booking ${row.order_id}: no messages in its language ${JSON.stringify(row.locale)}, written in English`);
  return "en";
}

/** A stored line as the guest and the staff see it: money back from cents, the dates as text. */
export function toLineView(line: LineRow): BookingLineView {
  return {
    kind: line.kind,
    productId: line.product_id,
    name: line.name,
    description: line.description,
    startDate: line.start_date,
    endDate: line.end_date,
    dates: formatDateRange(line.start_date, line.end_date),
    nights: line.nights,
    guests: line.guests,
    quantity: line.quantity,
    currency: line.currency,
    unitRate: line.unit_rate_cents / 100,
    price: line.price_cents / 100,
    lineTotal: (line.price_cents * line.quantity) / 100,
  };
}

/**
 * Brings the deposit's row in line with the booking's payment, for the batch that changes it:
 * authorized, captured (paid, conflict, later refunded or cancelled) or failed. A booking staff
 * recorded has no online payment, and an order never attempted has nothing to mirror.
 */
export function depositMirrorStatement(db: D1Database, orderId: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, status, payment_id, failure_reason, captured_at, created_at, updated_at)
       SELECT 'deposit_' || order_id, order_id, order_id, 'deposit', amount_paise,
         CASE WHEN status = 'authorized' THEN 'authorized' WHEN ${sqlStatusIn(CAPTURED_STATUSES)} THEN 'captured' ELSE 'failed' END,
         payment_id, failure_reason,
         CASE WHEN ${sqlStatusIn(CAPTURED_STATUSES)} THEN coalesce(paid_at, ?2) END,
         created_at, ?2
       FROM bookings WHERE order_id = ?1 AND source = 'online' AND status != 'created'
       ON CONFLICT (gateway_order_id) DO UPDATE SET status = excluded.status, payment_id = excluded.payment_id,
         failure_reason = excluded.failure_reason, captured_at = excluded.captured_at, updated_at = excluded.updated_at
       WHERE payments.status != 'captured'`,
    )
    .bind(orderId, now.toISOString());
}

/**
 * The share of the lines' value charged online, in percent: the stored rate for an order, none
 * for a booking staff recorded (all of it is paid to the resort: its deposit is a balance payment).
 */
export function onlineDepositPercent(row: Pick<BookingRow, "source" | "deposit_percent">): number {
  return row.source === "online" ? row.deposit_percent : 0;
}

/** The booking still awaits this payment: unpaid, or authorized by this very payment (?1 order, ?2 payment). */
const PAYABLE = sqlPayableBy("?2");
/** The same, and not released by a newer order of its checkout: this payment may sell its nights. */
const SELLABLE = sqlSellableBy("?2");

/**
 * The unpaid orders of the client bound at `keyParam` that hold nights or places at `nowParam`,
 * leaving out those of the checkout at `checkoutParam` (a new order of that checkout releases them).
 */
const unpaidHoldingOrdersOfClient = (keyParam: string, nowParam: string, checkoutParam: string) => `
  SELECT count(*) FROM bookings b
  WHERE b.hold_client_key = ${keyParam} AND ${sqlStatusIn(UNPAID_STATUSES, "b.status")} AND b.released_at IS NULL
    AND (${checkoutParam} IS NULL OR b.checkout_id IS NULL OR b.checkout_id != ${checkoutParam})
    AND (EXISTS (SELECT 1 FROM room_nights r WHERE r.order_id = b.order_id AND r.state = 'held' AND r.expires_at > ${nowParam})
      OR EXISTS (SELECT 1 FROM retreat_places p WHERE p.order_id = b.order_id AND p.state = 'held' AND p.expires_at > ${nowParam}))`;

/** A booking's line, for the batch that stores the booking: only once its row is there (a cap may refuse it). */
export function insertBookingLineStatement(db: D1Database, orderId: string, position: number, line: PricedLine): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO booking_lines (order_id, position, kind, product_id, name, description, start_date, end_date, nights, guests, quantity, currency, unit_rate_cents, price_cents)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14 WHERE EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1)`,
    )
    .bind(
      orderId,
      position,
      line.kind,
      line.productId,
      line.name,
      line.description,
      line.startDate,
      line.endDate,
      line.nights,
      line.guests,
      line.quantity,
      line.currency,
      toCents(line.unitRate),
      toCents(line.price),
    );
}

export function bookingsRepository(db: D1Database) {
  const calendar = availabilityRepository(db);

  async function find(orderId: string): Promise<StoredBooking | null> {
    const row = await db.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId).first<BookingRow>();
    return row ? toStored(row) : null;
  }

  const repo = {
    find,

    /**
     * Stores a new order with its lines and holds its nights and places, in one batch (one
     * transaction): lapsed holds go first, then the booking (unless its client is at its cap of
     * unpaid orders), the release of its checkout's earlier unpaid orders, its lines and the holds
     * made from them. If a night is taken the hold statement fails and nothing of the order is
     * stored, and nothing is released.
     */
    async create(booking: NewBooking): Promise<CreateResult> {
      const at = booking.now.toISOString();
      const checkoutId = booking.checkoutId ?? null;
      const client = booking.holdClient ?? null;
      const insertBooking = db
        .prepare(
          // Stored only while its client has fewer unpaid orders holding nights than it may.
          `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, deposit_percent, currency, guest_name, guest_email, guest_phone, resort_confirmation, checkout_id, hold_client_key, locale, created_at, updated_at)
           SELECT ?1, ?2, ?3, 'created', ?4, ?5, 'INR', ?6, ?7, ?8, ?9, ?10, ?11, ?14, ?12, ?12
           WHERE ?11 IS NULL OR (${unpaidHoldingOrdersOfClient("?11", "?12", "?10")}) < ?13`,
        )
        .bind(
          booking.orderId,
          booking.receipt,
          booking.mode,
          booking.amountPaise,
          DEPOSIT_PERCENT,
          booking.guest.name ?? null,
          booking.guest.email,
          booking.guest.phone,
          // A custom retreat is priced by the guest: a paid request the resort confirms or declines.
          booking.lines.some((line) => line.kind === "custom") ? "awaiting" : null,
          checkoutId,
          client?.key ?? null,
          at,
          client?.maxUnpaidOrders ?? 0,
          booking.locale,
        );
      const statements = [
        insertBooking,
        // The cancellation policy the guest was shown, copied so a later change never applies to this booking.
        db.prepare("UPDATE bookings SET cancellation_policy = ? WHERE order_id = ?").bind(cancellationPolicyJson(), booking.orderId),
        ...(checkoutId ? releaseCheckoutStatements(db, checkoutId, booking.orderId, booking.now) : []),
        ...booking.lines.map((line, position) => insertBookingLineStatement(db, booking.orderId, position, line)),
        ...calendar.take(booking.orderId, booking.holdUntil),
      ];
      const lapsed = calendar.expireLapsed(booking.now);
      let results: D1Result[];
      try {
        results = await db.batch([...lapsed, ...statements]);
      } catch (error) {
        if (isAvailabilityConflict(error)) return { outcome: "taken" };
        throw error;
      }
      return results[lapsed.length]?.meta.changes === 1 ? { outcome: "created" } : { outcome: "client-cap" };
    },

    /**
     * How many unpaid orders holding nights at `now` the client has, leaving out those of
     * `exceptCheckout` (its next order releases them): a look before asking the gateway for an
     * order; create() is what decides.
     */
    async unpaidHoldingOrders(clientKey: string, now: Date, exceptCheckout: string | null): Promise<number> {
      const row = await db
        .prepare(`SELECT (${unpaidHoldingOrdersOfClient("?1", "?2", "?3")}) AS n`)
        .bind(clientKey, now.toISOString(), exceptCheckout)
        .first<{ n: number }>();
      return row?.n ?? 0;
    },

    /**
     * Records that the guest's bank authorized this payment (created | failed -> authorized): the
     * booking now holds it, and it is to be captured. Not paid yet. Its holds stay holds until
     * markPaid turns them into sold nights. `alsoInBatch` commits with it (a webhook delivery's
     * record, webhook-deliveries.ts), as with every change below that takes it.
     */
    async markAuthorized(
      orderId: string,
      paymentId: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<MarkAuthorizedResult> {
      const at = now.toISOString();
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE bookings SET status = 'authorized', payment_id = ?, authorized_at = ?, failure_reason = NULL, updated_at = ?
             WHERE order_id = ? AND ${sqlStatusIn(UNPAID_STATUSES)}`,
          )
          .bind(paymentId, at, at, orderId),
        depositMirrorStatement(db, orderId, now),
        ...alsoInBatch,
      ]);
      const booking = await find(orderId);
      if (!booking) return { outcome: "not-found" };
      if (booking.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking };
      if (booking.status !== "authorized") return { outcome: "already-captured", booking };
      return { outcome: update?.meta.changes === 1 ? "authorized" : "already-authorized", booking };
    },

    /** Notes why capturing the authorized payment did not work; it stays authorized, to retry. */
    async markCaptureFailed(orderId: string, paymentId: string, reason: string, now: Date): Promise<void> {
      await db
        .prepare(
          `UPDATE bookings SET failure_reason = ?, updated_at = ?
           WHERE order_id = ? AND status = 'authorized' AND payment_id = ?`,
        )
        .bind(`capture failed: ${reason}`.slice(0, 500), now.toISOString(), orderId, paymentId)
        .run();
    },

    /**
     * Marks the order paid by this (captured) payment, in one batch: lapsed holds go, the order's
     * own holds are replaced by sold rows made from its lines, the booking becomes paid and its
     * notices are enqueued (the first request to record the payment is the one whose batch
     * inserts them). If its holds had lapsed and another order holds a night now, the batch fails
     * on the night's key or the places trigger and nothing of it is written; the booking is then
     * marked `conflict` through markConflict (its conflict notices and the one automatic refund),
     * never sold twice. A booking a newer order of its checkout released is marked `conflict` the
     * same way, whether or not its nights are free: they are the newer order's to sell. Idempotent
     * for the same payment; a paid order is never re-assigned to another payment. Verify, the
     * webhooks and the cron all come here.
     */
    async markPaid(orderId: string, paymentId: string, now: Date, alsoInBatch: D1PreparedStatement[] = []): Promise<MarkPaidResult> {
      const at = now.toISOString();
      // The night statements act only while the booking still awaits this payment.
      const payable = `EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND ${PAYABLE})`;
      const nights = [
        ...calendar.expireLapsed(now),
        db.prepare(`DELETE FROM room_nights WHERE order_id = ?1 AND ${payable}`).bind(orderId, paymentId),
        db.prepare(`DELETE FROM retreat_places WHERE order_id = ?1 AND ${payable}`).bind(orderId, paymentId),
        ...calendar.take(orderId, null, paymentId),
      ];
      // Sold, it holds nothing any more: the checkout and the client key have served their purpose.
      const paid = db
        .prepare(
          `UPDATE bookings SET status = 'paid', payment_id = ?2, paid_at = ?3, failure_reason = NULL, checkout_id = NULL, hold_client_key = NULL, updated_at = ?3
           WHERE order_id = ?1 AND ${SELLABLE}`,
        )
        .bind(orderId, paymentId, at);
      /** Never a sale: marked `conflict` (markConflict), with its refund and notices. */
      const asConflict = async (inBatch: D1PreparedStatement[]): Promise<MarkPaidResult> => {
        const conflict = await repo.markConflict(orderId, paymentId, now, inBatch);
        if (!conflict.booking) return { outcome: "not-found" };
        if (conflict.booking.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking: conflict.booking };
        if (conflict.marked) console.error("payment for nights no longer held: booking marked conflict", orderId, paymentId);
        return { outcome: conflict.marked ? "nights-taken" : "already-conflict", booking: conflict.booking };
      };
      // Released by a newer order of its checkout: its nights are not its to sell, free or not.
      const before = await find(orderId);
      if (before?.releasedAt && isPayableBy(before, paymentId)) return asConflict(alsoInBatch);
      let update: D1Result | undefined;
      try {
        const results = await db.batch([
          ...nights,
          paid,
          depositMirrorStatement(db, orderId, now),
          ...enqueueNotices(db, { orderId, paymentId, event: "paid", now }),
          ...alsoInBatch,
        ]);
        update = results[nights.length];
      } catch (error) {
        if (!isAvailabilityConflict(error)) throw error;
        return asConflict(alsoInBatch);
      }
      const booking = await find(orderId);
      if (!booking) return { outcome: "not-found" };
      // Released between the look above and the batch, which then sold nothing.
      if (update?.meta.changes !== 1 && booking.releasedAt && isPayableBy(booking, paymentId)) return asConflict([]);
      if (booking.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking };
      if (booking.status === "conflict") return { outcome: "already-conflict", booking };
      return { outcome: update?.meta.changes === 1 ? "paid" : "already-paid", booking };
    },

    /**
     * Records a failed attempt. A captured booking stays as it is (a late failure never downgrades
     * it), and a conflict stays a conflict; an authorized one fails only if it is its own payment
     * that failed. The holds stay: the guest may retry on the same order while they last.
     */
    async markFailed(
      orderId: string,
      paymentId: string | null,
      reason: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<StoredBooking | null> {
      const at = now.toISOString();
      await db.batch([
        db
          .prepare(
            `UPDATE bookings SET status = 'failed', payment_id = NULL, authorized_at = NULL, failed_payment_id = ?2, failure_reason = ?3, updated_at = ?4
             WHERE order_id = ?1 AND ${PAYABLE}`,
          )
          .bind(orderId, paymentId, reason.slice(0, 500), at),
        depositMirrorStatement(db, orderId, now),
        ...alsoInBatch,
      ]);
      return find(orderId);
    },

    /**
     * Records that Razorpay refunded this authorized payment before it was captured (its automatic
     * refund of an authorization not captured in time): the booking failed, as on the refund's
     * webhook (TRANSITIONS), and, the money having gone back, nothing holds its nights any more:
     * its holds go in the same batch. Only while the booking is authorized by this payment.
     */
    async markReleased(
      orderId: string,
      paymentId: string,
      reason: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<StoredBooking | null> {
      const released = "EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND status = 'failed' AND failed_payment_id = ?2)";
      await db.batch([
        db
          .prepare(
            `UPDATE bookings SET status = 'failed', payment_id = NULL, authorized_at = NULL, failed_payment_id = ?2, failure_reason = ?3, updated_at = ?4
             WHERE order_id = ?1 AND status = 'authorized' AND payment_id = ?2`,
          )
          .bind(orderId, paymentId, reason.slice(0, 500), now.toISOString()),
        depositMirrorStatement(db, orderId, now),
        db.prepare(`DELETE FROM room_nights WHERE order_id = ?1 AND state = 'held' AND ${released}`).bind(orderId, paymentId),
        db.prepare(`DELETE FROM retreat_places WHERE order_id = ?1 AND state = 'held' AND ${released}`).bind(orderId, paymentId),
        ...alsoInBatch,
      ]);
      return find(orderId);
    },

    /**
     * Records a captured payment for dates another guest now holds (the hold had lapsed): the
     * booking is `conflict`, never a sale. The same batch enqueues the conflict notices and the
     * automatic refund of the whole payment, each at most once per booking. `marked`: this call
     * made the change (so it is the one to request the refund, settleConflict).
     */
    async markConflict(
      orderId: string,
      paymentId: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<{ marked: boolean; booking: StoredBooking | null }> {
      const at = now.toISOString();
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE bookings SET status = 'conflict', payment_id = ?2, paid_at = ?3, checkout_id = NULL, hold_client_key = NULL, updated_at = ?3
             WHERE order_id = ?1 AND ${PAYABLE}`,
          )
          .bind(orderId, paymentId, at),
        // Before the refund below: its trigger caps it at this payment's row.
        depositMirrorStatement(db, orderId, now),
        ...enqueueNotices(db, { orderId, paymentId, event: "conflict", now }),
        db
          .prepare(
            `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, attempts, created_at, updated_at)
             SELECT ?1, order_id, payment_id, amount_paise, 'conflict', 'automatic: paid for dates another guest holds', 'requested', 0, ?2, ?3
             FROM bookings WHERE order_id = ?4 AND status = 'conflict' AND payment_id = ?5
               AND NOT EXISTS (SELECT 1 FROM refunds WHERE order_id = ?4 AND reason = 'conflict')
             ON CONFLICT DO NOTHING`,
          )
          .bind(`rf_${crypto.randomUUID()}`, at, at, orderId, paymentId),
        ...alsoInBatch,
      ]);
      return { marked: update?.meta.changes === 1, booking: await find(orderId) };
    },

    /** Authorized payments that were not captured (a capture failed, or never ran), oldest first. */
    async awaitingCapture(before: Date, limit = 10): Promise<StoredBooking[]> {
      const { results } = await db
        .prepare("SELECT * FROM bookings WHERE status = 'authorized' AND updated_at <= ? ORDER BY updated_at LIMIT ?")
        .bind(before.toISOString(), limit)
        .all<BookingRow>();
      return results.map(toStored);
    },

    /** The booking with its lines, for the guest (confirmation page, verify answer). */
    async view(orderId: string): Promise<BookingView | null> {
      const [bookingResult, linesResult, depositResult] = await db.batch([
        db.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId),
        db.prepare("SELECT * FROM booking_lines WHERE order_id = ? ORDER BY position").bind(orderId),
        db
          .prepare(
            "SELECT currency, sum(amount_minor) AS minor FROM balance_payments WHERE order_id = ? AND kind = 'deposit' GROUP BY currency ORDER BY currency",
          )
          .bind(orderId),
      ]);
      const row = (bookingResult?.results as BookingRow[] | undefined)?.[0];
      if (!row) return null;
      const lineRows = (linesResult?.results ?? []) as LineRow[];
      const lines = lineRows.map(toLineView);
      const deposits = ((depositResult?.results ?? []) as { currency: Currency; minor: number }[]).map((d) => ({
        amount: d.minor / 100,
        currency: d.currency,
      }));
      const received = (currency: Currency) => deposits.find((d) => d.currency === currency)?.amount ?? 0;
      const totals = cartTotalsByCurrency(lines, onlineDepositPercent(row));
      return {
        orderId: row.order_id,
        paymentId: row.payment_id,
        status: row.status,
        mode: row.mode,
        source: row.source,
        guest: { name: row.guest_name, email: row.guest_email },
        locale: bookingLocale(row),
        lines,
        depositPercent: onlineDepositPercent(row),
        // A booking staff recorded: its deposit was paid to the resort, and the rest is due on arrival.
        totals:
          row.source === "online"
            ? totals
            : totals.map((t) => ({ ...t, deposit: received(t.currency), balance: t.total - received(t.currency) })),
        depositsReceived: deposits,
        charged: { amount: row.amount_paise / 100, amountPaise: row.amount_paise, currency: row.currency },
        refunded: { amount: row.refunded_paise / 100, amountPaise: row.refunded_paise },
        resortConfirmation: row.resort_confirmation,
        cancellationPolicy: lines.length
          ? bookingCancellationPolicy(parseStoredCancellationPolicy(row.cancellation_policy), {
              checkIn: earliestCheckIn(lines),
              depositPaidAt: row.paid_at,
            })
          : null,
        createdAt: row.created_at,
        paidAt: row.paid_at,
      };
    },

    /**
     * The booking holding this payment when both ids match it and it was made in `mode`, the mode
     * this deployment runs in, whatever its status now (paid, refunded, in conflict...), else null:
     * the confirmation page tells the truth about it, and a live deployment never shows a sandbox
     * booking, whatever the database holds.
     */
    async confirmed(orderId: string, paymentId: string, mode: PaymentsMode): Promise<BookingView | null> {
      if (!RAZORPAY_ID.test(orderId) || !RAZORPAY_ID.test(paymentId)) return null;
      const booking = await repo.view(orderId);
      if (booking?.mode !== mode || booking.paymentId === null) return null;
      const a = new TextEncoder().encode(booking.paymentId);
      const b = new TextEncoder().encode(paymentId);
      return timingSafeEqual(a, b) ? booking : null;
    },
  };
  return repo;
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
