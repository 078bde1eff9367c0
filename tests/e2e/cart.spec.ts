import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { type CustomRetreat, CustomRetreatPage } from "./pages/booking-forms";
import { CartPage } from "./pages/cart-page";
import { expectContactDetailsPosted, recordFormPosts, sandboxDialog } from "./pages/checkout";
import { isoDaysFromToday } from "./pages/dates";

const monsoon: CustomRetreat = {
  name: "Monsoon Panchakarma",
  checkin: isoDaysFromToday(40),
  checkout: isoDaysFromToday(54),
  price: "2400",
  currency: "USD",
};

const writing: CustomRetreat = {
  name: "Writing Month by the Sea",
  checkin: isoDaysFromToday(90),
  checkout: isoDaysFromToday(110),
  price: "150000",
  currency: "INR",
};

test.describe("cart", () => {
  test("server HTML carries no badge: the stored cart is read in the browser", async ({ request }) => {
    const html = await (await request.get("/cart")).text();
    expect(html).toContain("Your Cart");
    expect(html).not.toContain("cart-badge");
  });

  test("before any script file runs, an empty cart paints its empty state and a stored cart its placeholders", async ({
    browser,
    baseURL,
  }) => {
    // A page of its own: the shared fixture waits for hydration, which never comes here. Only the
    // page's inline script runs: every script file is refused.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const emptyState = page.getByRole("heading", { name: "Your cart awaits your choices" });
    await page.goto("/cart");
    await expect(emptyState).toBeVisible();

    await page.evaluate(() => localStorage.setItem("cart", "[]"));
    await page.goto("/cart");
    await expect(page.locator("[aria-busy=true]")).toBeVisible();
    await expect(emptyState).toBeHidden();
    await context.close();
  });

  test("an empty cart invites the visitor to choose", async ({ page }) => {
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.emptyState).toBeVisible();
    await expect(cart.itemCountLine("Your cart is empty")).toBeVisible();
    await expect(cart.navBadge).toBeHidden();
    await expect(page.getByRole("link", { name: "Explore Retreats" })).toHaveAttribute("href", "/retreats");
    await expect(page.getByRole("link", { name: "Browse Rooms" })).toHaveAttribute("href", "/rooms");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/retreats");
    await expectNoAxeViolations(page);
  });

  test("changes quantities, keeps minus disabled at 1, and removes", async ({ page }) => {
    const cart = new CartPage(page);
    await new CustomRetreatPage(page).add(monsoon);

    await expect(cart.quantity(monsoon.name)).toHaveText("1");
    await expect(cart.decrease(monsoon.name)).toBeDisabled();
    await expect(cart.item(monsoon.name)).toContainText("4.9 • Luxury Experience");
    await expect(cart.item(monsoon.name)).toContainText("≈ ₹2,11,200"); // 2,400 x 88

    await cart.increase(monsoon.name).click();
    await cart.increase(monsoon.name).click();
    await expect(cart.quantity(monsoon.name)).toHaveText("3");
    await expect(cart.itemCountLine("3 items in your cart")).toBeVisible();
    await expect(cart.navBadge).toHaveText("3");
    await expect(cart.item(monsoon.name)).toContainText("$7,200");
    await expect(cart.summary).toContainText("Deposit due now (20%)$1,440");
    await expect(cart.summary).toContainText("Balance due on arrival$5,760");
    await expect(cart.summary).toContainText("≈ ₹1,19,520"); // 1,440 x 83, the payment rate

    await cart.decrease(monsoon.name).click();
    await expect(cart.quantity(monsoon.name)).toHaveText("2");
    await cart.decrease(monsoon.name).click();
    await expect(cart.quantity(monsoon.name)).toHaveText("1");
    await expect(cart.decrease(monsoon.name)).toBeDisabled();

    await cart.remove(monsoon.name).click();
    await expect(cart.emptyState).toBeVisible();
    await expect(cart.navBadge).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
  });

  test("keeps totals apart per currency", async ({ page }) => {
    const cart = new CartPage(page);
    const builder = new CustomRetreatPage(page);
    await builder.add(monsoon);
    await builder.add(writing);
    await expect(cart.item(writing.name)).toContainText("₹1,50,000");
    await expect(cart.item(writing.name)).not.toContainText("≈");
    await expect(cart.summary).toContainText("Total$2,400");
    await expect(cart.summary).toContainText("Total₹1,50,000");
    await expect(cart.summary).toContainText("Deposit due now (20%)₹30,000");
    await expectNoAxeViolations(page);
  });

  test("is intact after a reload", async ({ page }) => {
    const cart = new CartPage(page);
    const builder = new CustomRetreatPage(page);
    await builder.add(monsoon);
    await builder.add(writing);
    await cart.increase(writing.name).click();
    await expect(cart.navBadge).toHaveText("3");

    await page.reload();
    await expect(cart.quantity(monsoon.name)).toHaveText("1");
    await expect(cart.quantity(writing.name)).toHaveText("2");
    await expect(cart.itemCountLine("3 items in your cart")).toBeVisible();
    await expect(cart.navBadge).toHaveText("3");
  });

  test("a corrupt stored cart shows an empty cart, not an error", async ({ page }) => {
    const cart = new CartPage(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // Stored before the page's own scripts run, once: setting it on a loaded page races the cart's
    // first read of the storage, which may come after it and empty the cart before the reload.
    await page.addInitScript(() => {
      if (location.origin === "null" || sessionStorage.getItem("corrupt-cart-stored")) return;
      sessionStorage.setItem("corrupt-cart-stored", "1");
      localStorage.setItem("cart", "{not json");
    });
    await cart.goto();
    await expect(cart.emptyState).toBeVisible();
    await expect(cart.navBadge).toBeHidden();
    await expect.poll(() => warnings).toContain("The saved cart could not be read and has been emptied.");
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
  });

  test("an outdated line is dropped and the rest of the cart kept", async ({ page }) => {
    const cart = new CartPage(page);
    await new CustomRetreatPage(page).add(monsoon);
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[];
      localStorage.setItem("cart", JSON.stringify([...lines, { id: "old-format", price: "12" }]));
    });
    await page.reload();
    await expect(cart.item(monsoon.name)).toBeVisible();
    await expect(cart.itemCountLine("1 item in your cart")).toBeVisible();
  });

  test("two tabs stay in sync", async ({ page, context }) => {
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.emptyState).toBeVisible();

    const other = await context.newPage();
    await new CustomRetreatPage(other).add(monsoon);
    await expect(cart.item(monsoon.name)).toBeVisible();
    await expect(cart.navBadge).toHaveText("1");

    await new CartPage(other).increase(monsoon.name).click();
    await expect(cart.quantity(monsoon.name)).toHaveText("2");

    await cart.remove(monsoon.name).click();
    await expect(new CartPage(other).emptyState).toBeVisible();
    await other.close();
  });

  test("'Proceed to Payment' is busy at once while the contact dialog's code is on its way, then opens it", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-dialog-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const cart = new CartPage(page);
    await new CustomRetreatPage(page).add(writing);
    await expect(cart.checkoutButton).toHaveText("Proceed to Payment");
    await cart.checkoutButton.click();
    await expect(cart.checkoutButton).toHaveAttribute("aria-busy", "true");
    await expect(cart.contactDialog).toBeHidden();
    release();
    await expect(cart.contactDialog).toBeVisible();
    await expect(cart.checkoutButton).not.toHaveAttribute("aria-busy");
  });

  test("checkout asks for contact details and validates them", async ({ page }) => {
    const formPosts = recordFormPosts(page);
    const cart = new CartPage(page);
    await new CustomRetreatPage(page).add(monsoon);
    await expect(cart.checkoutButton).toHaveText("Proceed to Payment");

    await cart.checkoutButton.click();
    const dialog = cart.contactDialog;
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel("Email");
    const phone = dialog.getByLabel("Phone");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(phone).toHaveAttribute("type", "tel");
    // Where the guest gives contact details, what happens to them is one click away, in a new tab.
    const privacy = dialog.getByRole("link", { name: "how we handle your data" });
    await expect(privacy).toHaveAttribute("href", "/privacy");
    await expect(privacy).toHaveAttribute("target", "_blank");

    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Phone number is required")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Email is required");
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    await email.fill("guest@example");
    await phone.fill("12345");
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await cart.checkoutButton.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await cart.checkoutButton.click();
    await email.fill("guest@example.com");
    await phone.fill("+49 30 1234567");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(dialog).toBeHidden();
    await expectContactDetailsPosted(formPosts);
    // The payment step takes over (tests/e2e/checkout.spec.ts follows it to the end).
    const payment = sandboxDialog(page);
    await expect(payment).toBeVisible();
    await payment.getByRole("button", { name: "Close test payment" }).click();
    await expect(cart.checkoutButton).toHaveText("Proceed to Payment");
  });
});
