import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { CustomRetreatPage } from "./pages/booking-forms";
import { CartPage } from "./pages/cart-page";
import { isoDaysFromToday } from "./pages/dates";

test.describe("custom retreat builder", () => {
  test("builds a retreat in rupees and takes the visitor to the cart", async ({ page }) => {
    const builder = new CustomRetreatPage(page);
    const cart = new CartPage(page);
    await builder.goto();
    await expect(page).toHaveTitle(/Design Your Own Retreat/);
    await expect(builder.price).toHaveAttribute("step", "0.01");
    await expect(builder.price).toHaveAttribute("min", "0");
    await expect(builder.currency.locator("option")).toHaveText(["USD ($)", "EUR (€)", "INR (₹)"]);

    await builder.fill({
      name: "  Family Rejuvenation  ",
      checkin: isoDaysFromToday(20),
      checkout: isoDaysFromToday(27),
      price: "185000.50",
      currency: "USD",
    });
    const total = page.getByText("Total", { exact: true }).locator("..");
    await expect(total).toContainText("$185,000.50");
    await expect(total).toContainText("≈ ₹1,62,80,044"); // 185,000.50 x 88, rounded
    await expect(total).toContainText("7 nights");

    await builder.price.fill("185000");
    await builder.currency.selectOption("INR");
    await expect(total).toContainText("₹1,85,000");
    await expect(total).not.toContainText("≈");

    await builder.addButton.click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Custom retreat added to cart!");
    await expect(page).toHaveURL(/\/cart$/);
    const item = cart.item("Family Rejuvenation");
    await expect(item).toContainText("Custom retreat");
    await expect(item).toContainText("₹1,85,000");
    await expect(item).toContainText("7 nights");
    await expect(item).not.toContainText("≈ ₹");
    await expect(cart.summary).toContainText("Deposit due now (20%)₹37,000");
    await expect(cart.navBadge).toHaveText("1");
  });

  // What "Add to Cart" waits for after the click, each held back in turn: the line's builder (asked
  // for when the form is first focused), the route list (asked for when the page hydrates and again
  // by the navigation), the cart page's code and the cart page's data. Held, the page shows that the
  // add is under way and stays; released, the add finishes, once.
  for (const [what, pattern] of [
    ["the line's builder", /\/assets\/cart-item-[\w-]{8}\.js$/],
    ["the route list", /\/__manifest\?/],
    ["the cart page's code", /\/assets\/cart-[\w-]{8}\.js$/],
    ["the cart page's data", /\/cart\.data(\?|$)/],
  ] as const) {
    test(`adds once and opens the cart when ${what} arrives late`, async ({ page }) => {
      const builder = new CustomRetreatPage(page);
      const cart = new CartPage(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      await page.route(pattern, async (route) => {
        held++;
        await released;
        await route.continue();
      });
      await builder.goto();
      await builder.fill({
        name: "Slow Link Week",
        checkin: isoDaysFromToday(30),
        checkout: isoDaysFromToday(37),
        price: "1400",
        currency: "EUR",
      });
      await builder.addButton.click();
      await expect(page.getByRole("button", { name: "Adding..." })).toBeDisabled();
      await expect.poll(() => held).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/custom-retreat$/);

      release();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cart.item("Slow Link Week")).toContainText("7 nights");
      await expect(cart.navBadge).toHaveText("1");
    });
  }

  test("tells what is missing, beside the field, in the spec's order", async ({ page }) => {
    const builder = new CustomRetreatPage(page);
    await builder.goto();

    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a retreat name");
    await expect(builder.name).toBeFocused();
    await expect(builder.name).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await builder.name.fill("Quiet Week");
    await expect(builder.name).not.toHaveAttribute("aria-invalid");
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Please select a check-in date");
    await expect(builder.checkin).toBeFocused();

    await expect(builder.checkout).toBeDisabled();
    await builder.checkin.fill(isoDaysFromToday(-1));
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Check-in cannot be in the past");

    await builder.checkin.fill(isoDaysFromToday(10));
    await expect(builder.checkout).toBeEnabled();
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Please select a check-out date");
    await expect(builder.checkout).toBeFocused();

    await builder.checkout.fill(isoDaysFromToday(10));
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Check-out date must be after check-in date");

    await builder.checkout.fill(isoDaysFromToday(11));
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid price");
    await expect(builder.price).toBeFocused();
    await builder.price.fill("0");
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid price");

    // Below the floor per guest and night (€50 for the one night here), said before anything is added.
    await builder.price.fill("49.99");
    await builder.addButton.click();
    await expect(page.getByRole("alert")).toContainText("Price must be at least €50 per guest per night: €50 for 1 guest × 1 night.");
    await expect(builder.price).toBeFocused();
    await expect(page).toHaveURL(/\/custom-retreat$/);
  });

  test("moving check-in past check-out clears check-out", async ({ page }) => {
    const builder = new CustomRetreatPage(page);
    await builder.goto();
    await builder.checkin.fill(isoDaysFromToday(10));
    await builder.checkout.fill(isoDaysFromToday(14));
    await builder.checkin.fill(isoDaysFromToday(12));
    await expect(builder.checkout).toHaveValue(isoDaysFromToday(14));
    await builder.checkin.fill(isoDaysFromToday(14));
    await expect(builder.checkout).toHaveValue("");
    await expect(builder.checkout).toHaveAttribute("min", isoDaysFromToday(15));
  });
});
