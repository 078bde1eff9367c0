import { expect, test } from "./fixtures";
import { retreatOn, roomOn, seedCart } from "./pages/cart-seed";
import { enterContactDetails, openCart } from "./pages/checkout";
import { orderDay } from "./pages/dates";
import { paymentFrame, paymentFrameElement } from "./pages/live-checkout";

/**
 * The whole checkout in live payment mode, the way a guest goes through it: the Worker (the same
 * build) runs with PAYMENTS_MODE=live and RAZORPAY_* pointed at the fake Razorpay on loopback
 * (playwright.config.ts, project "live-payments"), whose checkout.js, payment frame and API stand in
 * for Razorpay's on three different origins. The page's Content-Security-Policy has to allow exactly
 * those (the fixtures fail the test on any CSP violation), the order is created through the API,
 * the payment signed with the fake's key secret and fetched back by the Worker's verify.
 */

test.describe("checkout in live mode (Razorpay played by a stand-in on loopback)", () => {
  test.beforeEach(async ({ request }) => {
    // A server left on this port by something else would make these tests meaningless.
    const sandbox = await request.get("/api/payments/sandbox/checkout.js");
    expect(sandbox.status(), "the live-payments project needs the live-mode server on E2E_LIVE_PORT").toBe(404);
  });

  test("pays the deposit in Razorpay's payment frame and shows the booking, also after a reload", async ({ page }, testInfo) => {
    const day = orderDay(testInfo, 8);
    await seedCart(page, [retreatOn(day), roomOn(day)]);
    const document = page.waitForResponse((res) => new URL(res.url()).pathname === "/cart" && res.request().resourceType() === "document");
    await openCart(page);
    const policy = (await (await document).allHeaders())["content-security-policy"] ?? "";
    expect(policy, "live pages allow the configured checkout, not Razorpay's hosts").not.toContain("razorpay.com");

    await enterContactDetails(page);
    await expect(page.getByText("Contact details saved!")).toBeVisible();

    const frame = paymentFrame(page);
    await expect(frame.getByRole("heading", { name: "Kaivalya Ayurveda Retreat" })).toBeVisible();
    await expect(frame.getByText("Sacred Journey Booking")).toBeVisible();
    await expect(frame.getByText("asha.menon@example.com")).toBeVisible();
    await expect(frame.getByText("+919847012345")).toBeVisible();
    // 20% deposits at 103 rupees a euro: (2,160 + 750) x 0.2 x 103, the amount of the order the API holds.
    await expect(frame.getByText("₹59,946.00", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await frame.getByRole("button", { name: "Pay ₹59,946.00" }).click();

    await expect(page.getByText("Payment Successful")).toBeVisible();
    await expect(page.getByText("Your booking has been confirmed!")).toBeVisible();
    // Razorpay's ids, not the sandbox's (order_sbx…, pay_sbx…).
    await expect(page).toHaveURL(/\/booking-confirmation\?payment_id=pay_(?!sbx)\w{14}&order_id=order_(?!sbx)\w{14}$/);
    await expect(paymentFrameElement(page)).toHaveCount(0);
    const url = new URL(page.url());
    const paymentId = url.searchParams.get("payment_id") ?? "";
    const orderId = url.searchParams.get("order_id") ?? "";

    const showsBooking = async () => {
      await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
      const details = page.getByRole("region", { name: "Booking Details" });
      await expect(details.getByRole("listitem")).toHaveCount(2);
      await expect(details.getByRole("heading", { name: /Knees/ })).toBeVisible();
      await expect(details.getByRole("heading", { name: /Sunrise/ })).toBeVisible();
      const summary = page.getByRole("complementary", { name: "Payment Summary" });
      await expect(summary.getByText("₹59,946")).toBeVisible();
      await expect(summary.getByText(paymentId)).toBeVisible();
      await expect(summary.getByText(orderId)).toBeVisible();
      await expect(summary.getByText("Confirmed")).toBeVisible();
    };
    await showsBooking();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toBeNull();

    await page.reload();
    await showsBooking();
  });

  test("a declined payment shows 'Payment Failed', the window stays for another try, and closing it keeps the cart", async ({
    page,
  }, testInfo) => {
    await seedCart(page, [roomOn(orderDay(testInfo, 9))]);
    await openCart(page);
    await enterContactDetails(page);

    const frame = paymentFrame(page);
    await frame.getByRole("button", { name: "Decline payment" }).click();
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Payment could not be processed.")).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText("Payment failed. Try again, or close this window.");
    await expect(frame.getByRole("button", { name: "Pay ₹15,450.00" })).toBeEnabled();

    await frame.getByRole("button", { name: "Close payment window" }).click();
    await expect(paymentFrameElement(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("1 item in your cart")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });
});
