import { type Availability, RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import { addDays, type IsoDate } from "~/domain/dates/dates";
import { UNPAID_STATUSES } from "~/domain/booking/booking-states";
import { sqlSellableBy, sqlStatusIn } from "../payments/booking-state-sql";

/**
 * Holds on the resort's calendar in D1 (migrations/0008_availability.sql,
 * docs/decisions/060-availability.md). An order's holds are written from its stored lines, in the
 * same batch that stores them, so "the nights are free" and "the nights are ours" are one
 * transaction: a room-night already held fails the batch on room_nights' primary key, a night
 * with too few retreat places fails it through the retreat_places_capacity trigger. Lapsed holds
 * are deleted at the start of every such batch, so they free their nights for the very next
 * order, not only when the cron runs.
 */

/** Default hold length: longer than Razorpay Checkout's own time-out, so a guest still paying keeps their nights. */
const DEFAULT_HOLD_TTL_SECONDS = 1800;

/** HOLD_TTL_SECONDS from the env: a positive whole number of seconds, else the default. */
export function holdTtlSeconds(env: { HOLD_TTL_SECONDS?: string | undefined }): number {
  const raw = env.HOLD_TTL_SECONDS;
  const value = raw === undefined || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_HOLD_TTL_SECONDS;
}

/** The error D1 throws when a batch's hold statements found the nights taken. */
export function isAvailabilityConflict(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return /UNIQUE constraint failed: room_nights|retreat places full/.test(message);
}

/**
 * Every night of every line of one order, generated in SQL from booking_lines (nights are
 * check-in up to the night before check-out). `kinds` picks room or retreat lines.
 */
const LINE_NIGHTS = (kinds: string) => `
  WITH RECURSIVE line_nights (order_id, position, product_id, guests, night, end_date) AS (
    SELECT order_id, position, product_id, guests * quantity, start_date, end_date
      FROM booking_lines WHERE order_id = ?1 AND kind IN (${kinds})
    UNION ALL
    SELECT order_id, position, product_id, guests, date(night, '+1 day'), end_date
      FROM line_nights WHERE date(night, '+1 day') < end_date
  )`;

/**
 * The booking still awaits its payment: unpaid, or authorized by the payment being recorded (?4),
 * and not released by a newer order of its checkout.
 */
const AWAITING_PAYMENT = `EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND ${sqlSellableBy("?4")})`;

/** The unpaid orders of the checkout bound at `checkoutParam`, as a subquery of order ids. */
const UNPAID_OF_CHECKOUT = (checkoutParam: `?${number}`) =>
  `SELECT order_id FROM bookings WHERE checkout_id = ${checkoutParam} AND ${sqlStatusIn(UNPAID_STATUSES)}`;

/**
 * The statements that release a checkout's earlier unpaid orders, for the batch that stores its
 * new order (`newOrderId`): after the new booking's row and before its holds, and only if that row
 * was stored (a cap that refused the new order releases nothing). Each earlier order is marked
 * released (it is never sold from then on: sqlSellableBy) and its holds are deleted. Orders of the
 * checkout that are authorized or paid keep theirs: their payment is under way or done.
 */
export function releaseCheckoutStatements(db: D1Database, checkoutId: string, newOrderId: string, now: Date): D1PreparedStatement[] {
  const stored = "EXISTS (SELECT 1 FROM bookings WHERE order_id = ?2)";
  const released = `SELECT order_id FROM bookings WHERE checkout_id = ?1 AND order_id != ?2 AND released_at IS NOT NULL AND ${sqlStatusIn(UNPAID_STATUSES)}`;
  return [
    db
      .prepare(
        `UPDATE bookings SET released_at = ?3, updated_at = ?3
         WHERE checkout_id = ?1 AND order_id != ?2 AND released_at IS NULL AND ${sqlStatusIn(UNPAID_STATUSES)} AND ${stored}`,
      )
      .bind(checkoutId, newOrderId, now.toISOString()),
    db.prepare(`DELETE FROM room_nights WHERE state = 'held' AND order_id IN (${released}) AND ${stored}`).bind(checkoutId, newOrderId),
    db.prepare(`DELETE FROM retreat_places WHERE state = 'held' AND order_id IN (${released}) AND ${stored}`).bind(checkoutId, newOrderId),
  ];
}

/** A booking staff recorded (?1): paid when stored, with no online payment (?4 is NULL). */
const RECORDED_BOOKING =
  "EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND source != 'online' AND status = 'paid' AND payment_id IS ?4)";

export function availabilityRepository(db: D1Database) {
  /** The nights and places of an order's lines, inserted while `guard` holds (?1 order, ?4 payment). */
  function takeNights(orderId: string, expiresAt: Date | null, guard: string, paymentId: string | null): D1PreparedStatement[] {
    const state = expiresAt ? "held" : "sold";
    const until = expiresAt?.toISOString() ?? null;
    return [
      db
        .prepare(
          `INSERT INTO room_nights (room_id, night, order_id, position, state, expires_at)
           ${LINE_NIGHTS("'room'")}
           SELECT product_id, night, order_id, position, ?2, ?3 FROM line_nights WHERE ${guard}`,
        )
        .bind(orderId, state, until, paymentId),
      db
        .prepare(
          `INSERT INTO retreat_places (order_id, position, night, guests, capacity, state, expires_at)
           ${LINE_NIGHTS("'retreat', 'custom'")}
           SELECT order_id, position, night, guests, ?5, ?2, ?3 FROM line_nights WHERE ${guard}`,
        )
        .bind(orderId, state, until, paymentId, RETREAT_PLACES_PER_NIGHT),
    ];
  }

  return {
    /** Deletes every hold that lapsed at `now`: first in each reserving batch, and from the cron. */
    expireLapsed(now: Date): D1PreparedStatement[] {
      const at = now.toISOString();
      return [
        db.prepare("DELETE FROM room_nights WHERE state = 'held' AND expires_at <= ?").bind(at),
        db.prepare("DELETE FROM retreat_places WHERE state = 'held' AND expires_at <= ?").bind(at),
      ];
    },

    /**
     * Takes the nights and places of an order whose booking and lines come earlier in the same
     * batch: held until `expiresAt`, or sold (expiresAt null). The statements fail, and with them
     * the batch, if any night is taken. They take nothing once the booking no longer awaits its
     * payment (paid, or a conflict), so a repeated payment confirmation never sells twice;
     * `paymentId` is the payment being recorded, whose authorized booking may still take them.
     */
    take(orderId: string, expiresAt: Date | null, paymentId: string | null = null): D1PreparedStatement[] {
      return takeNights(orderId, expiresAt, AWAITING_PAYMENT, paymentId);
    },

    /**
     * Sells the nights and places of a booking staff recorded (phone, e-mail, desk), whose booking
     * and lines come earlier in the same batch: the same statements as an order's, failing the
     * batch on the same keys, for a booking that is paid already and has no online payment.
     */
    sellRecorded(orderId: string): D1PreparedStatement[] {
      return takeNights(orderId, null, RECORDED_BOOKING, null);
    },

    /**
     * The calendar from `from` to the night before `to`, as of `now`: taken room-nights per room
     * and retreat places left on each night some are taken. Sold and blocked nights count alike
     * (a blocked row has no expiry); lapsed holds do not, nor the holds of `exceptCheckout`'s unpaid
     * orders (a new order of that checkout releases them). No order ids, block reasons or guest data
     * leave this function.
     */
    async calendar(from: IsoDate, to: IsoDate, now: Date, exceptCheckout: string | null = null): Promise<Availability> {
      const at = now.toISOString();
      const live = `(state != 'held' OR expires_at > ?3)${exceptCheckout ? ` AND NOT (state = 'held' AND order_id IN (${UNPAID_OF_CHECKOUT("?4")}))` : ""}`;
      const [roomRows, placeRows] = await db.batch<{ room_id?: string; night: string; taken?: number }>([
        // A night a channel's feed has taken (external_blocks) is taken like one sold here, and
        // looks the same: nothing says why.
        db
          .prepare(
            `WITH RECURSIVE channel_nights (room_id, night, to_night) AS (
               SELECT room_id, max(from_night, ?1), min(to_night, ?2) FROM external_blocks WHERE from_night < ?2 AND to_night > ?1
               UNION ALL
               SELECT room_id, date(night, '+1 day'), to_night FROM channel_nights WHERE date(night, '+1 day') < to_night
             )
             SELECT room_id, night FROM room_nights WHERE night >= ?1 AND night < ?2 AND ${live}
             UNION
             SELECT room_id, night FROM channel_nights
             ORDER BY room_id, night`,
          )
          .bind(from, to, at, ...(exceptCheckout ? [exceptCheckout] : [])),
        db
          .prepare(
            `SELECT night, sum(guests) AS taken FROM retreat_places WHERE night >= ?1 AND night < ?2 AND ${live} GROUP BY night ORDER BY night`,
          )
          .bind(from, to, at, ...(exceptCheckout ? [exceptCheckout] : [])),
      ]);
      const rooms: Record<string, IsoDate[]> = {};
      for (const row of roomRows?.results ?? []) {
        if (!row.room_id) continue;
        const nights = rooms[row.room_id] ?? [];
        nights.push(row.night);
        rooms[row.room_id] = nights;
      }
      const retreatPlaces: Record<IsoDate, number> = {};
      for (const row of placeRows?.results ?? []) {
        retreatPlaces[row.night] = Math.max(0, RETREAT_PLACES_PER_NIGHT - (row.taken ?? 0));
      }
      return { from, to, rooms, retreatPlaces };
    },
  };
}

/**
 * The statements that free every night and retreat place an order holds or bought, only while the
 * booking is cancelled: for the batch that cancels it (the staff console), after its conditional
 * UPDATE, so a cancellation that did not happen (another change came first) frees nothing. The
 * booking and its lines stay.
 */
export function releaseCancelledNightsStatements(db: D1Database, orderId: string): D1PreparedStatement[] {
  const cancelled = "EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND status = 'cancelled')";
  return [
    db.prepare(`DELETE FROM room_nights WHERE order_id = ?1 AND ${cancelled}`).bind(orderId),
    db.prepare(`DELETE FROM retreat_places WHERE order_id = ?1 AND ${cancelled}`).bind(orderId),
  ];
}

/**
 * The same, only while the booking is a declined custom-retreat request: for the batch that
 * declines it (the staff console), so a decline that did not happen frees nothing.
 */
export function releaseDeclinedNightsStatements(db: D1Database, orderId: string): D1PreparedStatement[] {
  const declined = "EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND resort_confirmation = 'declined')";
  return [
    db.prepare(`DELETE FROM room_nights WHERE order_id = ?1 AND ${declined}`).bind(orderId),
    db.prepare(`DELETE FROM retreat_places WHERE order_id = ?1 AND ${declined}`).bind(orderId),
  ];
}

/** The smallest range covering every stay (from the first check-in to the last check-out). */
export function rangeOf(stays: readonly { startDate: IsoDate; endDate: IsoDate }[]): { from: IsoDate; to: IsoDate } | null {
  if (stays.length === 0) return null;
  const from = stays.map((s) => s.startDate).sort()[0] as IsoDate;
  const to = stays
    .map((s) => s.endDate)
    .sort()
    .at(-1) as IsoDate;
  return { from, to: to > from ? to : addDays(from, 1) };
}

export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
