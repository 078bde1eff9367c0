import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem, type CartItem } from "~/domain/cart/cart-item";
import { getRetreat, retreatDays } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import type { BookingStatus, BookingView } from "~/domain/booking/booking-view";
import { addDays, earliestTodayIso } from "~/domain/dates/dates";
import type { Currency } from "~/domain/money/money";
import { signPayment } from "../../workers/payments/signatures";

/** Helpers for the payment tests: cart items, requests to the built Worker, D1 rows, the fake Razorpay. */

export const ORIGIN = "https://kaivalya.test";

/** A check-in `days` from now: always in the future whatever the time zone. */
export function futureDate(days = 60): string {
  return addDays(earliestTodayIso(), days);
}

export function retreatItem(id: string, opts: { start?: string; guests?: number } = {}): CartItem {
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

export function roomItem(id: string, opts: { start?: string; nights?: number; guests?: number } = {}): CartItem {
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

export function customItem(opts: { name?: string; price: number; currency: Currency; nights?: number; start?: string }): CartItem {
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

export type ErrorAnswer = { error: string; fieldErrors?: Record<string, string[]> };

export async function createOrder(cartItems: unknown[], extra: Record<string, unknown> = {}) {
  const res = await postJson("/api/payments/orders", { userDetails: contact(), cartItems, ...extra });
  return { res, json: (await res.json()) as OrderAnswer & ErrorAnswer & Record<string, unknown> };
}

export async function createOrderOk(cartItems: unknown[], extra: Record<string, unknown> = {}): Promise<OrderAnswer> {
  const { res, json } = await createOrder(cartItems, extra);
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json;
}

export type VerifyAnswer = { success: boolean; booking?: BookingView; error?: string };

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
