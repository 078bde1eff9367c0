import { createHmac } from "node:crypto";
import { expect, test } from "./fixtures";
import { seedCart, seedRoom } from "./pages/cart-seed";
import { enterContactDetails, openCart, recordFormPosts, sandboxDialog } from "./pages/checkout";

/**
 * The confirmation page tells the truth about the stored booking: confirmed only when it is paid,
 * refunded once Razorpay says so. The refund arrives as Razorpay's signed webhook would; in
 * sandbox mode the webhook secret is the public sandbox one (workers/payments/config.ts).
 */

const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret-not-for-real-payments";

// Tranquility, €190 a night: two nights, far enough ahead to be this spec's own (one date per project,
// since the projects run at once and a room-night is sold once).
const room = (project: string) =>
  seedRoom({ roomId: "tranquility", name: "Tranquility", rate: 190, nights: 2, guests: 1, inDays: project === "mobile" ? 240 : 230 });

type StoredBooking = { status: string; paymentId: string; charged: { amountPaise: number } };

test.describe("the confirmation page shows the booking as stored", () => {
  test("a sandbox payment ends on a page whose status is the stored booking's; a refund makes it say refunded", async ({
    page,
  }, testInfo) => {
    await recordFormPosts(page);
    await seedCart(page, [room(testInfo.project.name)]);
    await openCart(page);
    await enterContactDetails(page, { email: "status.check@example.com", phone: "98470 12345" });
    const payment = sandboxDialog(page);
    await expect(payment).toBeVisible();
    await payment.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?payment_id=pay_sbx\w+&order_id=order_sbx\w+$/);
    const url = new URL(page.url());
    const paymentId = url.searchParams.get("payment_id") ?? "";
    const orderId = url.searchParams.get("order_id") ?? "";

    const stored = async () => {
      const res = await page.request.get(`/api/bookings/${orderId}?payment_id=${paymentId}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { booking: StoredBooking }).booking;
    };
    const summary = page.getByRole("complementary", { name: "Payment Summary" });
    expect((await stored()).status).toBe("paid");
    await expect(summary.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();

    // Razorpay refunds the whole deposit and tells the site.
    const booking = await stored();
    const body = JSON.stringify({
      entity: "event",
      event: "refund.processed",
      contains: ["refund", "payment"],
      payload: {
        refund: {
          entity: {
            id: `rfnd_${paymentId.slice(-14)}`,
            entity: "refund",
            amount: booking.charged.amountPaise,
            currency: "INR",
            payment_id: paymentId,
            status: "processed",
          },
        },
        payment: {
          entity: {
            id: paymentId,
            entity: "payment",
            amount: booking.charged.amountPaise,
            currency: "INR",
            status: "refunded",
            order_id: orderId,
            captured: true,
          },
        },
      },
    });
    const webhook = await page.request.post("/api/payments/webhook", {
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": createHmac("sha256", SANDBOX_WEBHOOK_SECRET).update(body).digest("hex"),
        "X-Razorpay-Event-Id": `evt_e2e_${paymentId}`,
      },
      data: body,
    });
    expect(await webhook.json()).toMatchObject({ ok: true, outcome: "applied" });
    expect((await stored()).status).toBe("refunded");

    await page.reload();
    await expect(summary.getByText("Refunded", { exact: true })).toBeVisible();
    await expect(summary.getByText("Amount refunded")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Refunded" })).toBeVisible();
    await expect(page.getByText(/has been refunded in full/)).toBeVisible();
    await expect(page.getByText("Booking confirmed", { exact: true })).toHaveCount(0);
    await expect(summary.getByText("Confirmed", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "What's Next" })).toHaveCount(0);
  });
});
