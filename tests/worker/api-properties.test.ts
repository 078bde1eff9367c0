import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VITALS_BODY_LIMIT_BYTES } from "~/domain/vitals/vitals";
import { FORM_BODY_LIMIT_BYTES } from "~/domain/forms/form-schemas";
import { SANDBOX_WEBHOOK_SECRET } from "../../workers/payments/config";
import { signWebhookBody } from "../../workers/payments/signatures";
import { expectCleanAnswer, garbage, jsonContentType, jsonText, mutantOf, postRequests, type FuzzRequest } from "./api-fuzz";
import { contact, createOrderOk, dateSpan, itemsIn, uniqueEmail } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(330, 390);
const { retreatItem, roomItem } = itemsIn(span);

/**
 * Thousands of random and malformed requests at every endpoint under /api (sandbox payments): no
 * 5xx, every refusal a readable JSON `error` without internals, and no row written for a refusal.
 * fast-check prints the seed and the shrunk request of any failure.
 */

const TIMEOUT = 60_000;

const validOrder = (cartItems?: unknown[]) => ({
  userDetails: { ...contact(uniqueEmail("fuzz")), name: "Asha Menon" },
  cartItems: cartItems ?? [retreatItem("knees-joints-healing-7-day", { guests: 2 }), roomItem("sunrise", { nights: 3 })],
  amount: undefined,
  currency: "INR",
});

const validForms = {
  contact: { name: "Asha Menon", email: "asha@example.com", message: "We would like to come in March." },
  consultation: { email: "asha@example.com", phone: "+91 98470 12345" },
  booking: {
    email: "asha@example.com",
    phone: "+91 98470 12345",
    bookingDetails: "Knees & Joints Healing Retreat, 2 guests",
    status: "Contact details submitted - Payment pending",
    submittedAt: "2026-01-01T10:00:00.000Z",
  },
};

describe("POST /api/forms/* with random and malformed bodies", () => {
  for (const kind of ["contact", "consultation", "booking"] as const) {
    it(
      `${kind}: never a 5xx, every refusal explained, no row for a refusal`,
      async () => {
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(postRequests(`/api/forms/${kind}`, validForms[kind], FORM_BODY_LIMIT_BYTES), async (req) => {
            const { status } = await expectCleanAnswer(req);
            if (status === 202) accepted++;
          }),
          { numRuns: 400 },
        );
        // The mutants include valid bodies, so the endpoint is exercised past validation too.
        expect(accepted).toBeGreaterThan(0);
      },
      TIMEOUT,
    );
  }
});

describe("POST /api/vitals with random and malformed bodies", () => {
  const samples = async () => (await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM web_vitals").first<{ n: number }>())?.n ?? 0;

  it(
    "never a 5xx, every refusal explained, no sample counted for a refusal",
    async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          postRequests("/api/vitals", { route: "/rooms/:id", metric: "LCP", value: 1180, rating: "good" }, VITALS_BODY_LIMIT_BYTES),
          async (req) => {
            const before = await samples();
            const { status } = await expectCleanAnswer(req);
            const after = await samples();
            if (status === 204) accepted++;
            expect(after - before, `${req.method} ${req.path} -> ${status}`).toBe(status === 204 ? 1 : 0);
          },
        ),
        { numRuns: 400 },
      );
      expect(accepted).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe("POST /api/payments/orders with random and malformed bodies", () => {
  it(
    "never a 5xx, every refusal explained, no booking or line for a refusal",
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(postRequests("/api/payments/orders", validOrder(), 64 * 1024), async (req) => {
          const { status } = await expectCleanAnswer(req);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        { numRuns: 500 },
      );
      expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    "cart items with one field made wrong are refused with 422 and name the field",
    async () => {
      const item = retreatItem("knees-joints-healing-7-day", { guests: 2 });
      const wrongField = fc.oneof(
        fc.record({
          key: fc.constant("quantity"),
          value: fc.oneof(
            fc.integer({ max: 0 }),
            fc.integer({ min: 21 }),
            fc.double({ noInteger: true }),
            fc.constantFrom("1", "NaN", null),
          ),
        }),
        fc.record({
          key: fc.constant("guests"),
          value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 100 }), fc.constantFrom("2", 2.5, null)),
        }),
        fc.record({
          key: fc.constantFrom("startDate", "endDate"),
          value: fc.constantFrom("2000-01-01", "2020-02-29", "tomorrow", "", "2026-02-30", 20260101),
        }),
        fc.record({
          key: fc.constant("retreatId"),
          value: fc.oneof(
            fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s !== "knees-joints-healing-7-day"),
            fc.constant("x".repeat(10_000)),
          ),
        }),
        fc.record({ key: fc.constant("type"), value: fc.constantFrom("suite", "", null, 1, "ROOM") }),
        fc.record({
          key: fc.constantFrom("price", "totalPrice", "pricePerPerson"),
          value: fc.constantFrom(-1, 0, "1080", null, Number.POSITIVE_INFINITY),
        }),
      );
      await fc.assert(
        fc.asyncProperty(wrongField, jsonContentType, async ({ key, value }, contentType) => {
          const body = validOrder([{ ...item, [key]: value }]);
          const { status, json } = await expectCleanAnswer({
            method: "POST",
            path: "/api/payments/orders",
            contentType,
            body: JSON.stringify(body),
          });
          expect(status, JSON.stringify({ key, value })).toBe(422);
          const answer = json as { error: string; fieldErrors?: Record<string, string[]> };
          // The refusal points at the cart line (a schema field, or the priced line's rule).
          expect(
            Object.keys(answer.fieldErrors ?? {}).some((field) => field.startsWith("cartItems.0")) ||
              /cart|retreat|date|quantity/i.test(answer.error),
          ).toBe(true);
        }),
        { numRuns: 250 },
      );
    },
    TIMEOUT,
  );
});

describe("the other payment endpoints with random and malformed bodies (sandbox)", () => {
  it(
    "verify, sandbox pay and sandbox fail: never a 5xx, refusals explained, no rows",
    async () => {
      const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
      const validVerify = { razorpay_order_id: order.id, razorpay_payment_id: "pay_Fuzz000000001", razorpay_signature: "0".repeat(64) };
      const requests = fc.oneof(
        postRequests("/api/payments/verify", validVerify, 4 * 1024),
        postRequests("/api/payments/sandbox/pay", { order_id: order.id }, 4 * 1024),
        postRequests("/api/payments/sandbox/fail", { order_id: "order_sbxUnknown0000" }, 4 * 1024),
      );
      await fc.assert(
        fc.asyncProperty(requests, async (req) => void (await expectCleanAnswer(req))),
        { numRuns: 400 },
      );
    },
    TIMEOUT,
  );

  it(
    "webhook: correctly signed random and malformed events never fail, unsigned ones are refused",
    async () => {
      const body = fc.oneof(
        jsonText,
        mutantOf({
          event: "payment.captured",
          payload: { payment: { entity: { id: "pay_X", order_id: "order_X", amount: 100, currency: "INR" } } },
        }),
        garbage,
      );
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), fc.option(fc.string({ maxLength: 80 })), async (raw, sign, eventId) => {
          const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
          const signature = sign ? await signWebhookBody(bytes, SANDBOX_WEBHOOK_SECRET) : "f".repeat(64);
          const headers: Record<string, string> = { "X-Razorpay-Signature": signature };
          if (eventId !== null && /^[\x21-\x7e]*$/.test(eventId)) headers["X-Razorpay-Event-Id"] = `evt_${eventId}`;
          const { status } = await expectCleanAnswer({
            method: "POST",
            path: "/api/payments/webhook",
            contentType: "application/json",
            body: bytes,
            headers,
          });
          if (!sign) expect(status).toBe(400);
        }),
        { numRuns: 400 },
      );
    },
    TIMEOUT,
  );
});

describe("GET and stray methods under /api", () => {
  it(
    "GET /api/availability with any query: the calendar or a 400 that says why, never a 5xx",
    async () => {
      const date = fc.oneof(
        fc
          .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        fc.constantFrom("", "2027-02-30", "2027-13-01", "tomorrow", "2027-1-5", "%", "%ZZ", "0000-00-00", "x".repeat(3000)),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      );
      await fc.assert(
        fc.asyncProperty(date, date, fc.boolean(), async (from, to, both) => {
          const query = both ? `?from=${from}&to=${to}` : `?from=${from}`;
          const { status, json } = await expectCleanAnswer({ method: "GET", path: `/api/availability${query}` });
          expect([200, 400]).toContain(status);
          if (status === 200) {
            const calendar = json as { rooms?: unknown; retreatPlaces?: unknown };
            expect(typeof calendar.rooms).toBe("object");
            expect(typeof calendar.retreatPlaces).toBe("object");
          }
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  it(
    "GET /api/bookings/:orderId with any id and query answers a JSON 404, never a 5xx",
    async () => {
      const segment = fc.oneof(
        fc.string({ maxLength: 80 }).map(encodeURIComponent),
        fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
        fc.constantFrom("order_sbx123", "%", "%ZZ", "..", "%2e%2e", "a%00b", "x".repeat(5000), "order_%F0%9F%98%80", "%C0%AF"),
      );
      const query = fc.oneof(
        fc.constant(""),
        segment.map((s) => `?payment_id=${s}`),
        fc.tuple(segment, segment).map(([a, b]) => `?payment_id=${a}&payment_id=${b}`),
        fc.string({ maxLength: 40 }).map((s) => `?${s}`),
      );
      await fc.assert(
        fc.asyncProperty(segment, query, async (id, q) => {
          const { status } = await expectCleanAnswer({ method: "GET", path: `/api/bookings/${id}${q}` });
          expect([404]).toContain(status);
        }),
        { numRuns: 250 },
      );
    },
    TIMEOUT,
  );

  it(
    "any method on any API path: a JSON answer, never a 5xx",
    async () => {
      const paths = fc.constantFrom(
        "/api/forms/contact",
        "/api/forms/consultation",
        "/api/forms/booking",
        "/api/payments/orders",
        "/api/payments/verify",
        "/api/payments/webhook",
        "/api/payments/sandbox/pay",
        "/api/payments/sandbox/fail",
        "/api/payments/sandbox/checkout.js",
        "/api/bookings/order_sbx1",
        "/api/health",
        "/api/availability?from=2027-01-01&to=2027-01-05",
        "/api/nowhere",
        "/api/payments",
      );
      await fc.assert(
        fc.asyncProperty(
          paths,
          fc.constantFrom("GET", "PUT", "DELETE") as fc.Arbitrary<FuzzRequest["method"]>,
          jsonText,
          async (path, method, body) => {
            await expectCleanAnswer({ method, path, contentType: "application/json", body: method === "GET" ? undefined : body });
          },
        ),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );
});
