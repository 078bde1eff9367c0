import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem, type CartItem } from "~/domain/cart/cart-item";
import { getRetreat, retreatDays } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import type { BookingView } from "~/domain/booking/booking-view";
import type { BookingStatus } from "~/domain/booking/booking-states";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type { Currency } from "~/domain/money/money";
import { signPayment } from "../../workers/payments/signatures";

/** Helpers for the payment tests: cart items, requests to the built Worker, D1 rows, the fake Razorpay. */

export const ORIGIN = "https://kaivalya.test";

/** A check-in `days` from the resort's today. */
export function futureDate(days = 60): string {
  return addDays(resortTodayIso(), days);
}

/**
 * Every order holds its nights, and the test files of one project run side by side on its one D1
 * (each project has its own), so each file books in its own span of days (counted from today) and
 * each stay gets nights no earlier stay of that file has used: rooms per room, retreats from the
 * one pool of retreat places. Spans in use, per project:
 *
 *   worker:       payments-sandbox 8-180 · sandbox-hosts 180-200 · availability 200-330 · api-properties 330-390
 *                 api-hygiene 390-430 · forms-failures 430-440 · staff-arrivals 440-470 · staff-record-booking 470-520 · guest-language 520-560 · cancellation-policy 700-725 · calendar-export 600-642 · calendar-sync 560-700
 *   worker-gateway: payment-lifecycle 8-200 · payments-webhook-races 200-330 · razorpay-client 330-390
 *                 checkout-origins 390-410 · live-pages 410-430 · payments-orders 430-540 · payments-verify 540-590
 *                 payments-webhook 590-640 · api-properties 640-690 · holds-hoarding 690-730
 *   worker-holds: availability.holds 690-725
 *
 * (Check-ins must stay within the booking horizon, 730 days.)
 */
export function dateSpan(firstDay: number, endDay: number) {
  const next = new Map<string, number>();
  return {
    /** A check-in for `nights` nights of `resource` (a room id, or "retreat") not used before in this span. */
    take(resource: string, nights: number): string {
      const day = next.get(resource) ?? firstDay;
      if (day + nights > endDay) throw new Error(`date span ${firstDay}-${endDay} is used up for ${resource}`);
      // The next stay may check in on this one's check-out day: they share no night.
      next.set(resource, day + nights);
      return futureDate(day);
    },
  };
}
export type DateSpan = ReturnType<typeof dateSpan>;

/** Item builders whose default check-in comes from the file's span. */
export function itemsIn(span: DateSpan) {
  return {
    retreatItem: (id: string, opts: { start?: string; guests?: number } = {}) =>
      retreatItem(id, { ...opts, start: opts.start ?? span.take("retreat", retreatLength(id)) }),
    roomItem: (id: string, opts: { start?: string; nights?: number; guests?: number } = {}) =>
      roomItem(id, { ...opts, start: opts.start ?? span.take(id, opts.nights ?? 3) }),
    customItem: (opts: { name?: string; price: number; currency: Currency; nights?: number; start?: string }) =>
      customItem({ ...opts, start: opts.start ?? span.take("retreat", opts.nights ?? 5) }),
  };
}

function retreatLength(id: string): number {
  const retreat = getRetreat(id);
  return (retreat && retreatDays(retreat)) ?? 7;
}

function retreatItem(id: string, opts: { start?: string; guests?: number } = {}): CartItem {
  const retreat = getRetreat(id);
  if (!retreat) throw new Error(`no retreat ${id}`);
  const days = retreatDays(retreat) ?? 7;
  const start = opts.start ?? futureDate();
  return buildRetreatCartItem({
    retreat: { ...retreat, image: retreat.image.src },
    durationDays: days,
    startDate: start,
    endDate: addDays(start, days),
    guests: opts.guests ?? 1,
  });
}

function roomItem(id: string, opts: { start?: string; nights?: number; guests?: number } = {}): CartItem {
  const room = getRoom(id);
  if (!room) throw new Error(`no room ${id}`);
  const start = opts.start ?? futureDate();
  return buildRoomCartItem({
    room: { ...room, image: room.image.src },
    startDate: start,
    endDate: addDays(start, opts.nights ?? 3),
    guests: opts.guests ?? 2,
  });
}

function customItem(opts: { name?: string; price: number; currency: Currency; nights?: number; start?: string }): CartItem {
  const start = opts.start ?? futureDate();
  return buildCustomRetreatCartItem({
    name: opts.name ?? "Family Panchakarma week",
    startDate: start,
    endDate: addDays(start, opts.nights ?? 5),
    price: opts.price,
    currency: opts.currency,
  });
}

/** A unique address per test: rules on the fake and rows in D1 never mix between tests. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export function contact(email = uniqueEmail("guest")) {
  return { name: "Asha Menon", email, phone: "+91 98470 12345" };
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export type OrderAnswer = {
  order: { id: string; amount: number; currency: string };
  key_id: string;
  mode: "sandbox" | "live";
  checkout_script: string;
};

type ErrorAnswer = { error: string; fieldErrors?: Record<string, string[]> };

export async function createOrder(cartItems: unknown[], extra: Record<string, unknown> = {}) {
  const res = await postJson("/api/payments/orders", { userDetails: contact(), cartItems, ...extra });
  return { res, json: (await res.json()) as OrderAnswer & ErrorAnswer & Record<string, unknown> };
}

export async function createOrderOk(cartItems: unknown[], extra: Record<string, unknown> = {}): Promise<OrderAnswer> {
  const { res, json } = await createOrder(cartItems, extra);
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json;
}

type VerifyAnswer = { success: boolean; booking?: BookingView; error?: string };

export async function verify(body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  const res = await postJson("/api/payments/verify", body);
  return { res, json: (await res.json()) as VerifyAnswer };
}

/** The signature Razorpay would give the browser for this payment. */
export function signed(orderId: string, paymentId: string, keySecret: string) {
  return signPayment(orderId, paymentId, keySecret).then((signature) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  }));
}

export type BookingRow = {
  order_id: string;
  receipt: string;
  mode: string;
  status: BookingStatus;
  amount_paise: number;
  payment_id: string | null;
  guest_email: string;
  failure_reason: string | null;
};

export function bookingRow(orderId: string) {
  return env.DB.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId).first<BookingRow>();
}

export async function bookingLines(orderId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM booking_lines WHERE order_id = ? ORDER BY position").bind(orderId).all();
  return results;
}

export async function getBooking(orderId: string, paymentId: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/bookings/${encodeURIComponent(orderId)}?payment_id=${encodeURIComponent(paymentId)}`);
  return { res, json: (await res.json()) as { booking?: BookingView; error?: string } };
}

export type HoldRow = { kind: "room" | "retreat"; resource: string; night: string; state: "held" | "sold"; guests: number };

/** What an order holds or bought, night by night. */
export async function holdsOf(orderId: string): Promise<HoldRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT 'room' AS kind, room_id AS resource, night, state, 1 AS guests FROM room_nights WHERE order_id = ?1
     UNION ALL SELECT 'retreat', CAST(position AS TEXT), night, state, guests FROM retreat_places WHERE order_id = ?1
     ORDER BY kind, resource, night`,
  )
    .bind(orderId)
    .all<HoldRow>();
  return results;
}
