import { env, SELF } from "cloudflare:test";
import { depositMirrorStatement } from "../../workers/payments/bookings-repository";
import { expect } from "vitest";

/** Helpers for the staff console tests: signing in, requests as staff, rows seeded straight into D1. */

/** A loopback host: the only kind the development sign-in answers on (tests/worker/dev-sign-in.test.ts). */
export const ORIGIN = "https://localhost";
/** wrangler.toml's development staff list. */
export const DEV_STAFF = "frontdesk@kaivalyaretreat.com";

/** Every staff endpoint and page, with a method: each must refuse a request without a valid assertion. */
export const STAFF_ENDPOINTS: [method: "GET" | "POST", path: string][] = [
  ["GET", "/api/admin/bookings"],
  ["GET", "/api/admin/bookings?q=asha&status=paid"],
  ["GET", "/api/admin/bookings.csv"],
  ["GET", "/api/admin/bookings/order_sbxAny123"],
  ["GET", "/api/admin/arrivals"],
  ["GET", "/api/admin/forms"],
  ["GET", "/api/admin/forms?status=parked"],
  ["POST", "/api/admin/forms/00000000-0000-4000-8000-000000000000/resend"],
  ["POST", "/api/admin/bookings/order_sbxAny123/refund"],
  ["POST", "/api/admin/bookings/order_sbxAny123/balance"],
  ["POST", "/api/admin/bookings/order_sbxAny123/cancel"],
  ["POST", "/api/admin/bookings/order_sbxAny123/confirm"],
  ["POST", "/api/admin/bookings/order_sbxAny123/decline"],
  ["POST", "/api/admin/guests/erase"],
  ["POST", "/api/admin/bookings"],
  ["GET", "/api/admin/blocks"],
  ["POST", "/api/admin/blocks"],
  ["POST", "/api/admin/calendars/sync"],
  ["POST", "/admin/bookings/order_sbxAny123"],
  ["GET", "/api/admin/vitals"],
  ["GET", "/api/admin/vitals?days=7"],
  ["GET", "/api/admin/no-such-endpoint"],
  ["GET", "/admin"],
  ["GET", "/admin/bookings"],
  ["GET", "/admin/bookings/order_sbxAny123"],
  ["GET", "/admin/bookings/new"],
  ["POST", "/admin/bookings/new"],
  ["GET", "/admin/arrivals"],
  ["GET", "/admin/calendar"],
  ["POST", "/admin/calendar"],
  ["GET", "/admin/forms"],
  ["POST", "/admin/forms"],
  ["GET", "/admin/vitals"],
  ["GET", "/admin/bookings.data"],
  ["GET", "/admin/no-such-page"],
];

/** An assertion signed by the fake Access team (worker-live), for a member of staff or `email`. */
export async function teamToken(email?: string): Promise<string> {
  const res = await fetch(`${env.ACCESS_TEAM_DOMAIN}/__fake/sign`, {
    method: "POST",
    body: JSON.stringify(email ? { claims: { email } } : {}),
  });
  return ((await res.json()) as { token: string }).token;
}

export function unique(label: string): string {
  return `${label}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
}

type StaffInit = {
  token?: string;
  cookie?: string;
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  origin?: string | null;
};

/** A request to the Worker as a member of staff would send it (the token in Cloudflare's header). */
export function staffFetch(path: string, init: StaffInit = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers["Cf-Access-Jwt-Assertion"] = init.token;
  if (init.cookie) headers.Cookie = init.cookie;
  const method = init.method ?? "GET";
  if (method !== "GET" && init.origin !== null) headers.Origin = init.origin ?? ORIGIN;
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body: init.body, redirect: "manual" });
}

/** Signs in through the development sign-in page and returns the token its cookie carries. */
export async function devSignIn(email = DEV_STAFF): Promise<string> {
  const res = await staffFetch("/admin/dev-sign-in", {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", email }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(res.status, await res.clone().text()).toBe(302);
  const cookie = res.headers.get("Set-Cookie") ?? "";
  const token = /kaivalya_dev_access=([^;]+)/.exec(cookie)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

export type SeedLine = {
  kind: "room" | "retreat" | "custom";
  productId: string;
  name: string;
  start: string;
  end: string;
  guests?: number;
  quantity?: number;
  currency?: "EUR" | "USD" | "INR";
  priceCents?: number;
};

export type SeedBooking = {
  orderId?: string;
  status?: "created" | "authorized" | "paid" | "failed" | "refunded" | "cancelled";
  mode?: "sandbox" | "live";
  resortConfirmation?: "awaiting" | "confirmed" | "declined" | null;
  name?: string | null;
  email?: string;
  phone?: string;
  createdAt?: string;
  amountPaise?: number;
  lines: SeedLine[];
};

const nightsOf = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);

/** Stores a booking with its lines as the order endpoint would; returns its order and payment ids. */
export async function seedBooking(seed: SeedBooking): Promise<{ orderId: string; paymentId: string | null; email: string }> {
  const orderId = seed.orderId ?? unique("order_sbxT");
  const status = seed.status ?? "paid";
  const paymentId = status === "created" || status === "failed" ? null : unique(seed.mode === "live" ? "pay_LiveT" : "pay_sbxT");
  const createdAt = seed.createdAt ?? new Date().toISOString();
  const email = seed.email ?? `${unique("guest")}@example.com`;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, refunded_paise, currency, guest_name, guest_email, guest_phone, payment_id, paid_at, resort_confirmation, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'INR', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      orderId,
      unique("rcpt_"),
      seed.mode ?? "sandbox",
      status,
      seed.amountPaise ?? 5_150_000,
      status === "refunded" ? (seed.amountPaise ?? 5_150_000) : 0,
      seed.name === undefined ? "Asha Menon" : seed.name,
      email,
      seed.phone ?? "+919847012345",
      paymentId,
      paymentId && status !== "authorized" ? createdAt : null,
      seed.resortConfirmation ?? null,
      createdAt,
      createdAt,
    ),
    ...seed.lines.map((line, position) =>
      env.DB.prepare(
        `INSERT INTO booking_lines (order_id, position, kind, product_id, name, description, start_date, end_date, nights, guests, quantity, currency, unit_rate_cents, price_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        orderId,
        position,
        line.kind,
        line.productId,
        line.name,
        `${line.name} stay`,
        line.start,
        line.end,
        nightsOf(line.start, line.end),
        line.guests ?? 2,
        line.quantity ?? 1,
        line.currency ?? "EUR",
        line.priceCents ?? 25_000,
        line.priceCents ?? 75_000,
      ),
    ),
    // The deposit's payment row, as the payment pipeline writes it (refunds are capped by it).
    depositMirrorStatement(env.DB, orderId, new Date(createdAt)),
  ]);
  return { orderId, paymentId, email };
}

export type SeedSubmission = {
  status: "pending" | "parked" | "delivered";
  email?: string;
  lastError?: string | null;
  kind?: "contact" | "consultation" | "booking";
};

/** Stores a form submission in the outbox in the given state. */
export async function seedSubmission(seed: SeedSubmission): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const email = seed.email ?? `${unique("writer")}@example.com`;
  const now = new Date().toISOString();
  const payload = { name: "Ravi Kumar", email, message: `Hello from ${email}`, _subject: "Website message from Ravi Kumar" };
  await env.DB.prepare(
    `INSERT INTO form_submissions (id, kind, payload, status, attempts, last_error, next_attempt_at, created_at, updated_at, last_attempt_at, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      seed.kind ?? "contact",
      JSON.stringify(payload),
      seed.status,
      seed.status === "pending" ? 0 : 24,
      seed.lastError === undefined
        ? seed.status === "parked"
          ? "rejected by Formspree: HTTP 422: Validation errors"
          : null
        : seed.lastError,
      seed.status === "pending" ? new Date(Date.now() + 3_600_000).toISOString() : now,
      now,
      now,
      seed.status === "pending" ? null : now,
      seed.status === "delivered" ? now : null,
    )
    .run();
  return { id, email };
}

export type AuditRow = {
  id: string;
  at: string;
  staff_email: string;
  action: string;
  order_id: string | null;
  subject_id: string | null;
  amount_minor: number | null;
  currency: string | null;
  reason: string | null;
};

export async function auditRows(subjectId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM staff_audit WHERE subject_id = ? ORDER BY at").bind(subjectId).all<AuditRow>();
  return results;
}

export async function auditRowsOfBooking(orderId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM staff_audit WHERE order_id = ? ORDER BY at, id").bind(orderId).all<AuditRow>();
  return results;
}

export async function refundRows(orderId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM refunds WHERE order_id = ? ORDER BY created_at, id").bind(orderId).all<{
    id: string;
    amount_paise: number;
    reason: string;
    note: string | null;
    status: string;
    gateway_refund_id: string | null;
    last_error: string | null;
  }>();
  return results;
}

export async function balanceRows(orderId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM balance_payments WHERE order_id = ? ORDER BY received_at, id")
    .bind(orderId)
    .all<{ id: string; amount_minor: number; currency: string; method: string; note: string | null; staff_email: string }>();
  return results;
}

export async function bookingStatusOf(orderId: string) {
  return env.DB.prepare("SELECT status, refunded_paise FROM bookings WHERE order_id = ?")
    .bind(orderId)
    .first<{ status: string; refunded_paise: number }>();
}

/** A JSON POST to a staff endpoint. */
export function staffPost(path: string, body: unknown, init: Omit<StaffInit, "method" | "body"> = {}) {
  return staffFetch(path, {
    ...init,
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

/** Two nights of a room, in euros: the usual booking the action tests act on (balance due €600). */
export const ROOM_LINE: SeedLine = { kind: "room", productId: "sunrise", name: "Sunrise", start: "2027-06-01", end: "2027-06-04" };
