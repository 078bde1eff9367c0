import { expect, test } from "./fixtures";
import { retreatOn, roomOn, seedCart } from "./pages/cart-seed";
import { enterContactDetails, expectContactDetailsPosted, openCart, recordFormPosts, sandboxDialog } from "./pages/checkout";
import { isoDaysFromToday, orderDay } from "./pages/dates";

test.describe("checkout in sandbox mode", () => {
  test("pays the deposit and shows the stored booking, also after a reload", async ({ page }, testInfo) => {
    const day = orderDay(testInfo, 0);
    const formPosts = recordFormPosts(page);
    await seedCart(page, [retreatOn(day), roomOn(day)]);

    // One more line added the way a guest does it: the custom retreat builder.
    await page.goto("/custom-retreat");
    await page.getByLabel("Retreat name").fill("Family Panchakarma week");
    await page.getByLabel("Check-in").fill(isoDaysFromToday(day));
    await page.getByLabel("Check-out").fill(isoDaysFromToday(day + 5));
    await page.getByLabel("Price").fill("1000");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("3 items in your cart")).toBeVisible();

    await enterContactDetails(page);
    await expect(page.getByText("Contact details saved!")).toBeVisible();

    const payment = sandboxDialog(page);
    await expect(payment).toBeVisible();
    // 20% deposits: (2,160 + 750) EUR x 103 + 1,000 USD x 83 = 59,946 + 16,600 rupees.
    await expect(payment.getByText("₹76,546.00", { exact: true })).toBeVisible();
    await expect(payment.getByText("Kaivalya Ayurveda Retreat")).toBeVisible();
    await expect(payment.getByText("Sacred Journey Booking")).toBeVisible();
    await expect(payment.getByText("+919847012345")).toBeVisible();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await payment.getByRole("button", { name: "Pay ₹76,546.00" }).click();

    await expect(page.getByText("Payment Successful")).toBeVisible();
    await expect(page.getByText("Your booking has been confirmed!")).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation\?payment_id=pay_sbx\w+&order_id=order_sbx\w+$/);
    const url = new URL(page.url());
    const paymentId = url.searchParams.get("payment_id") ?? "";
    const orderId = url.searchParams.get("order_id") ?? "";

    const showsBooking = async () => {
      await expect(page.getByRole("heading", { name: "Booking Details" })).toBeVisible();
      const details = page.getByRole("region", { name: "Booking Details" });
      await expect(details.getByRole("listitem")).toHaveCount(3);
      await expect(details.getByRole("heading", { name: /Knees/ })).toBeVisible();
      await expect(details.getByRole("heading", { name: /Sunrise/ })).toBeVisible();
      await expect(details.getByRole("heading", { name: "Family Panchakarma week" })).toBeVisible();
      const summary = page.getByRole("complementary", { name: "Payment Summary" });
      await expect(summary.getByText("₹76,546")).toBeVisible();
      await expect(summary.getByText("≈ €582 + $200")).toBeVisible();
      await expect(summary.getByText("€2,910")).toBeVisible(); // full value in euros
      await expect(summary.getByText("€2,328")).toBeVisible(); // balance due on arrival
      await expect(summary.getByText("$800")).toBeVisible();
      await expect(summary.getByText(paymentId)).toBeVisible();
      await expect(summary.getByText(orderId)).toBeVisible();
      // A custom retreat is a paid request until the resort confirms it.
      await expect(summary.getByText("Awaiting confirmation")).toBeVisible();
      await expect(page.getByText("Our team will confirm your custom retreat within 24 hours.").first()).toBeVisible();
      await expect(summary.getByText(/service fee/i)).toHaveText("No service fees or taxes were charged online.");
    };
    await showsBooking();

    // The cart is cleared; the browser posted the contact details once, before paying. The resort
    // hears about the payment from the server, never from the browser.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
    await expect.poll(() => formPosts.length).toBe(1);
    expect(formPosts.map((post) => post.status)).toEqual([202]);
    expect(formPosts[0]?.body).toMatchObject({
      email: "asha.menon@example.com",
      phone: "98470 12345",
      status: "Contact details submitted - Payment pending",
    });
    expect(String(formPosts[0]?.body.bookingDetails).split("\n")).toHaveLength(3);
    expect(Object.keys(formPosts[0]?.body ?? {})).not.toContain("paymentId");

    await page.reload();
    await showsBooking();
  });

  test("a declined payment shows 'Payment Failed' and keeps the cart", async ({ page }, testInfo) => {
    const formPosts = recordFormPosts(page);
    await seedCart(page, [roomOn(orderDay(testInfo, 1))]);
    await openCart(page);
    await enterContactDetails(page);
    await expectContactDetailsPosted(formPosts);

    const payment = sandboxDialog(page);
    await payment.getByRole("button", { name: "Fail payment" }).click();
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Payment could not be processed.")).toBeVisible();
    await expect(payment.getByRole("status")).toHaveText("Payment failed. Try again, or close this window.");

    await payment.getByRole("button", { name: "Close test payment" }).click();
    await expect(payment).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("1 item in your cart")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]").length)).toBe(1);
  });

  test("prices the cart on the server and shows the new total instead of charging the old one", async ({
    page,
    allowConsoleError,
  }, testInfo) => {
    allowConsoleError(/status of 409/); // the browser logs the order endpoint's 409 answer
    const formPosts = recordFormPosts(page);
    // A stale line: the cart thinks three nights in Sunrise cost €300.
    await seedCart(page, [{ ...roomOn(orderDay(testInfo, 3)), price: 300 }]);
    await openCart(page);
    await expect(page.getByText("≈ ₹6,180")).toBeVisible();
    await enterContactDetails(page);
    await expectContactDetailsPosted(formPosts);

    await expect(page.getByText("Prices updated")).toBeVisible();
    await expect(page.getByText("≈ ₹15,450")).toBeVisible();
    await expect(sandboxDialog(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });

  test("a payment gateway that cannot load shows 'Payment Error'", async ({ page, allowConsoleError }, testInfo) => {
    allowConsoleError(/Failed to load resource/);
    const formPosts = recordFormPosts(page);
    await page.route("**/api/payments/sandbox/checkout.js", (route) => route.abort("failed"));
    await seedCart(page, [roomOn(orderDay(testInfo, 2))]);
    await openCart(page);
    await enterContactDetails(page);
    await expectContactDetailsPosted(formPosts);
    await expect(page.getByText("Failed to load payment gateway.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();
  });
});

test.describe("the confirmation page without a booking", () => {
  test("asks for the payment information", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 400/);
    await page.goto("/booking-confirmation");
    await expect(page.getByRole("heading", { name: "Missing payment information" })).toBeVisible();
  });

  test("says 'Booking Not Found' for unknown ids, with a way home", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    await page.goto("/booking-confirmation?payment_id=pay_sbxUnknown0000000&order_id=order_sbxUnknown000000");
    await expect(page.getByRole("heading", { name: "Booking Not Found" })).toBeVisible();
    await expect(page.getByText(/contact support/)).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
