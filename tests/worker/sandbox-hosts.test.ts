import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { expectNoConfigurationDetail } from "./configuration-detail";
import { contact, dateSpan, itemsIn, signed } from "./payments-helpers";

/** This file books in its own days (see dateSpan): every accepted order holds its nights. */
const { roomItem } = itemsIn(dateSpan(180, 200));

/**
 * The sandbox gateway signs payments with a public secret, so a sandbox deployment answers
 * payments only on local hosts and on hosts SANDBOX_ALLOWED_HOSTS names (vitest.config.ts names
 * kaivalya.test, the other tests' host). Anywhere else its gateway is absent (404) and orders,
 * verification and the webhook are unavailable (503): no free "paid" bookings from a stray deploy.
 */

const SANDBOX_KEY_SECRET = "sandbox-key-secret-not-for-real-payments";

function order(origin: string) {
  return SELF.fetch(`${origin}/api/payments/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userDetails: contact(), cartItems: [roomItem("sunrise", { nights: 2 })] }),
  });
}

async function countBookings() {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings").first<{ n: number }>())?.n ?? 0;
}

describe("the sandbox gateway on a public host", () => {
  const PUBLIC = "https://kaivalya-retreat-local.someone.workers.dev";

  it("has no checkout script and no pay or fail endpoints", async () => {
    expect((await SELF.fetch(`${PUBLIC}/api/payments/sandbox/checkout.js`)).status).toBe(404);
    for (const action of ["pay", "fail"]) {
      const res = await SELF.fetch(`${PUBLIC}/api/payments/sandbox/${action}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ order_id: "order_sbxAnything000000" }),
      });
      expect(res.status, action).toBe(404);
    }
  });

  it("takes no order and stores nothing", async () => {
    const before = await countBookings();
    const res = await order(PUBLIC);
    expect(res.status).toBe(503);
    // Which setting would open it is for the log and the staff console, not for whoever asks.
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: "Online payments are unavailable right now. Please contact the resort to complete your booking.",
    });
    expectNoConfigurationDetail(body, ["kaivalya.test", "sandbox"]);
    expect(await countBookings()).toBe(before);
  });

  it("does not accept a payment signed with the public sandbox secret", async () => {
    // An order taken where the sandbox is allowed, "paid" from a host where it is not.
    const created = (await (await order("https://kaivalya.test")).json()) as { order: { id: string } };
    const body = await signed(created.order.id, "pay_sbxForged000000000", SANDBOX_KEY_SECRET);
    const res = await SELF.fetch(`${PUBLIC}/api/payments/verify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(503);
    const row = await env.DB.prepare("SELECT status FROM bookings WHERE order_id = ?").bind(created.order.id).first<{ status: string }>();
    expect(row?.status).toBe("created");
  });

  it("is refused for a host that merely contains an allowed name", async () => {
    expect((await SELF.fetch("https://kaivalya.test.evil.example/api/payments/sandbox/checkout.js")).status).toBe(404);
    expect((await order("https://evil.kaivalya.test")).status).toBe(503);
  });
});

describe("the sandbox gateway on local hosts", () => {
  it.each(["http://localhost:8788", "http://127.0.0.1:5173", "http://127.8.9.10", "http://[::1]:8788", "http://app.localhost"])(
    "answers on %s",
    async (origin) => {
      const script = await SELF.fetch(`${origin}/api/payments/sandbox/checkout.js`);
      expect(script.status).toBe(200);
      expect(await script.text()).toContain("window.Razorpay");
      const res = await order(origin);
      expect(res.status).toBe(201);
      await res.body?.cancel();
    },
  );
});
