import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VITALS_BODY_LIMIT_BYTES } from "~/domain/vitals/vitals";
import { FORM_BODY_LIMIT_BYTES } from "~/domain/forms/form-schemas";
import { SANDBOX_WEBHOOK_SECRET } from "../../workers/payments/config";
import { signWebhookBody } from "../../workers/payments/signatures";
import { leaksInternals, nextIp, rowCounts, streamOf } from "./api-fuzz";
import { contact, createOrderOk, dateSpan, itemsIn, ORIGIN, signed, uniqueEmail } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(390, 430);
const { roomItem } = itemsIn(span);

/**
 * The edge rules every endpoint under /api keeps (sandbox payments): JSON only (415), capped
 * bodies (413), no-store on every answer, readable errors without internals, and rate limits on
 * what costs money or mail.
 */

const POST_ENDPOINTS: { path: string; limit: number }[] = [
  { path: "/api/forms/contact", limit: FORM_BODY_LIMIT_BYTES },
  { path: "/api/forms/consultation", limit: FORM_BODY_LIMIT_BYTES },
  { path: "/api/forms/booking", limit: FORM_BODY_LIMIT_BYTES },
  { path: "/api/payments/orders", limit: 64 * 1024 },
  { path: "/api/payments/verify", limit: 4 * 1024 },
  { path: "/api/payments/webhook", limit: 256 * 1024 },
  { path: "/api/payments/sandbox/pay", limit: 4 * 1024 },
  { path: "/api/payments/sandbox/fail", limit: 4 * 1024 },
  { path: "/api/vitals", limit: VITALS_BODY_LIMIT_BYTES },
];

async function expectJsonRefusal(res: Response, status: number, message: RegExp) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(leaksInternals(text)).toBe(false);
  expect((JSON.parse(text) as { error: string }).error).toMatch(message);
}

describe("every POST under /api", () => {
  it.each(POST_ENDPOINTS)("$path refuses a body that is not JSON with 415, before storing anything", async ({ path }) => {
    const body = JSON.stringify({ event: "payment.captured", payload: {}, order_id: "order_sbxX", razorpay_order_id: "order_sbxX" });
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "", "application/jsonx"]) {
      const before = await rowCounts();
      const headers: Record<string, string> = {
        "CF-Connecting-IP": nextIp(),
        // Correctly signed, so the webhook's refusal is the media type's, not the signature's.
        "X-Razorpay-Signature": await signWebhookBody(body, SANDBOX_WEBHOOK_SECRET),
      };
      if (contentType) headers["Content-Type"] = contentType;
      const res = await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers, body });
      await expectJsonRefusal(res, 415, /JSON/);
      expect(await rowCounts()).toEqual(before);
    }
  });

  it.each(POST_ENDPOINTS)("$path refuses a body over its cap with 413, with or without a Content-Length", async ({ path, limit }) => {
    const body = JSON.stringify({ filler: "x".repeat(limit) });
    const headers = { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() };
    await expectJsonRefusal(await SELF.fetch(`${ORIGIN}${path}`, { method: "POST", headers, body }), 413, /larger than/);
    const streamed = await SELF.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { ...headers, "CF-Connecting-IP": nextIp() },
      body: streamOf(body),
    });
    await expectJsonRefusal(streamed, 413, /larger than/);
  });
});

describe("Cache-Control: no-store", () => {
  it("is on every /api answer: success, refusal, rate limit, not found, and the sandbox script", async () => {
    const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
    const answers = [
      await SELF.fetch(`${ORIGIN}/api/health`),
      await SELF.fetch(`${ORIGIN}/api/nowhere`),
      await SELF.fetch(`${ORIGIN}/api/payments/sandbox/checkout.js`),
      await SELF.fetch(`${ORIGIN}/api/bookings/${order.id}?payment_id=pay_sbxNope00000000`),
      await SELF.fetch(`${ORIGIN}/api/payments/orders`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
      await SELF.fetch(`${ORIGIN}/api/payments/verify`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(await signed(order.id, "pay_sbxWrong0000000", "not-the-secret")),
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 200, 404, 400, 400]);
    for (const res of answers) expect(res.headers.get("Cache-Control"), res.url).toBe("no-store");
  });

  it("is on the booking confirmation page and its client-side data, whatever the outcome", async () => {
    for (const query of ["", "?order_id=order_sbxNope0000000&payment_id=pay_sbxNope00000000"]) {
      for (const path of ["/booking-confirmation", "/booking-confirmation.data"]) {
        const res = await SELF.fetch(`${ORIGIN}${path}${query}`);
        await res.arrayBuffer();
        expect(res.headers.get("Cache-Control"), `${path}${query} -> ${res.status}`).toBe("no-store");
      }
    }
  });
});

describe("rate limit on order creation", () => {
  it("answers one address 429 with a plain sentence and Retry-After once over the limit, and stores nothing for it", async () => {
    const ip = nextIp();
    // Each order a night no other takes (rooms in turn, then the next day), so none is refused for availability.
    const rooms = ["sanctum-sanctorium", "sunrise", "tranquility", "lilybeth", "secret-garden", "lavender-loft", "forest", "stoneage"];
    let sent = 0;
    // One checkout throughout: each order releases the last one's holds, so the address never
    // reaches its cap of unpaid orders (docs/decisions/082-holds.md) before the rate limit.
    const checkoutId = `rate-limit-${crypto.randomUUID()}`;
    const post = (from: string) => {
      const room = rooms[sent % rooms.length] ?? "sunrise";
      const body = JSON.stringify({ userDetails: contact(uniqueEmail("limit")), cartItems: [roomItem(room, { nights: 1 })], checkoutId });
      sent++;
      return SELF.fetch(`${ORIGIN}/api/payments/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": from },
        body,
      });
    };

    // wrangler.toml allows 100 a minute locally (10 in production). The limiter counts in fixed
    // windows, so allow for one window ending mid-loop.
    let limited: Response | undefined;
    let created = 0;
    for (let i = 0; i < 250 && !limited; i++) {
      const before = await rowCounts();
      const res = await post(ip);
      if (res.status === 429) {
        limited = res;
        expect(await rowCounts(), "rows written for a rate-limited order").toEqual(before);
      } else {
        expect(res.status).toBe(201);
        created++;
        await res.arrayBuffer();
      }
    }
    expect(limited, "no 429 after 250 orders from one address").toBeDefined();
    expect(created).toBeGreaterThanOrEqual(100);
    expect(limited?.headers.get("Retry-After")).toBe("60");
    expect(limited?.headers.get("Cache-Control")).toBe("no-store");
    expect(await limited?.text()).toMatch(/Too many requests/);
    // Another address is unaffected.
    expect((await post(nextIp())).status).toBe(201);
  });
});
