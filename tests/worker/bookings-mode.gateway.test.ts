import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getBooking, ORIGIN } from "./payments-helpers";

/**
 * Each booking stores the payments mode it was made in, and a live deployment never shows a
 * sandbox booking as paid: not through GET /api/bookings/:orderId, not on the confirmation page
 * (verify refuses it too: payments-verify.gateway.test.ts). A sandbox row can only be there if a
 * database was shared by mistake; it is written directly here to stand for that.
 */

async function insertPaidBooking(mode: "sandbox" | "live") {
  const suffix = crypto.randomUUID().replace(/-/g, "").slice(0, 12);
  const orderId = `order_${mode === "sandbox" ? "sbx" : "Liv"}${suffix}`;
  const paymentId = `pay_${mode === "sandbox" ? "sbx" : "Liv"}${suffix}`;
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_email, guest_phone, payment_id, paid_at, created_at, updated_at)
     VALUES (?, ?, ?, 'paid', 10000, 'mode@example.com', '+919847012345', ?, ?, ?, ?)`,
  )
    .bind(orderId, `kv-${suffix}`, mode, paymentId, at, at, at)
    .run();
  return { orderId, paymentId };
}

function confirmationPage(ids: { orderId: string; paymentId: string }) {
  return SELF.fetch(`${ORIGIN}/booking-confirmation?${new URLSearchParams({ payment_id: ids.paymentId, order_id: ids.orderId })}`);
}

describe("a live deployment and sandbox bookings", () => {
  it("shows a paid live booking (the control)", async () => {
    const ids = await insertPaidBooking("live");
    const { res, json } = await getBooking(ids.orderId, ids.paymentId);
    expect(res.status).toBe(200);
    expect(json.booking).toMatchObject({ status: "paid", mode: "live" });
    const page = await confirmationPage(ids);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ids.paymentId);
  });

  it("answers 404 for a paid sandbox booking through the API", async () => {
    const ids = await insertPaidBooking("sandbox");
    const { res, json } = await getBooking(ids.orderId, ids.paymentId);
    expect(res.status).toBe(404);
    expect(json).toEqual({ error: "Booking not found." });
  });

  it("says 'Booking Not Found' for a paid sandbox booking on the confirmation page", async () => {
    const ids = await insertPaidBooking("sandbox");
    const page = await confirmationPage(ids);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain("Booking Not Found");
    expect(html).not.toContain(ids.paymentId);
  });
});
