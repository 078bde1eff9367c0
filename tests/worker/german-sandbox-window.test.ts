import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./payments-helpers";

/**
 * The sandbox payment window learns the language of its order from the sandbox gateway
 * (GET /api/payments/sandbox/orders/:orderId) as it opens, and the script it is served carries
 * its words in both languages (workers/payments/sandbox-checkout.test.ts renders them).
 */

const suffix = () => crypto.randomUUID().replace(/-/g, "").slice(0, 14);

/** An unpaid booking as the orders endpoint stores one, written directly: it holds no nights. */
async function unpaidBooking(mode: "sandbox" | "live", locale: string) {
  const orderId = `order_${mode === "sandbox" ? "sbx" : "Liv"}${suffix()}`;
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO bookings (order_id, receipt, mode, amount_paise, guest_email, guest_phone, locale, created_at, updated_at)
     VALUES (?, ?, ?, 10000, 'window@example.com', '+919847012345', ?, ?, ?)`,
  )
    .bind(orderId, `kv-${suffix()}`, mode, locale, at, at)
    .run();
  return orderId;
}

/** A balance order of a booking, as the booking page asks for one. */
async function balanceOrder(bookingOrderId: string) {
  const gatewayOrderId = `order_sbx${suffix()}`;
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, created_at, updated_at)
     VALUES (?, ?, ?, 'balance', 40000, ?, ?)`,
  )
    .bind(`pmt_${suffix()}`, bookingOrderId, gatewayOrderId, at, at)
    .run();
  return gatewayOrderId;
}

const windowOf = (orderId: string) => SELF.fetch(`${ORIGIN}/api/payments/sandbox/orders/${encodeURIComponent(orderId)}`);

describe("GET /api/payments/sandbox/orders/:orderId", () => {
  it("answers the language the booking records, for its deposit and for a balance order", async () => {
    const german = await unpaidBooking("sandbox", "de");
    const english = await unpaidBooking("sandbox", "en");
    const austrian = await unpaidBooking("sandbox", "de-AT");
    for (const [orderId, locale] of [
      [german, "de"],
      [english, "en"],
      [austrian, "de"],
      [await balanceOrder(german), "de"],
    ] as const) {
      const res = await windowOf(orderId);
      expect(res.status, orderId).toBe(200);
      expect(await res.json()).toEqual({ order_id: orderId, locale });
    }
  });

  it("knows no live order, no unknown one, and refuses what is not an order id", async () => {
    const live = await unpaidBooking("live", "de");
    for (const orderId of [live, "order_sbxNoSuchOrder00"]) {
      const res = await windowOf(orderId);
      expect(res.status, orderId).toBe(404);
      expect(await res.json()).toEqual({ error: "Unknown sandbox order." });
    }
    expect((await windowOf("order sbx")).status).toBe(422);
  });
});

describe("the sandbox checkout script", () => {
  it("carries the window's words in English and German, in ASCII", async () => {
    const script = await (await SELF.fetch(`${ORIGIN}/api/payments/sandbox/checkout.js`)).text();
    expect(script).toContain("Test payment \\u2014 no money is taken");
    expect(script).toContain("Testzahlung \\u2013 es wird kein Geld abgebucht");
    expect(script).toContain('"pay":"{amount} bezahlen"');
    expect(script).not.toContain("SANDBOX_WINDOW_COPY");
    expect([...script].filter((c) => c > "~")).toEqual([]);
  });
});
