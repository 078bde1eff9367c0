import { expect, test } from "./fixtures";
import { RetreatCard, RoomCard } from "./pages/booking-forms";
import { CartPage } from "./pages/cart-page";
import { isoDaysFromToday } from "./pages/dates";
import { holdFrameworkCode } from "./pages/hydration";

/**
 * Dated deep links (docs/decisions/092), the links Google's free booking links send travellers
 * with: the card is filled and priced as the page arrives, hydration keeps it, and it books.
 */

test("a dated room link shows the filled card and its total before hydration, keeps them after, and adds to the cart", async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the framework's code is held back until the test lets it through.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && problems.push(msg.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective}`)),
  );
  const release = await holdFrameworkCode(page);
  const checkin = isoDaysFromToday(40);
  const checkout = isoDaysFromToday(43);
  await page.goto(`/rooms/sunrise?checkin=${checkin}&checkout=${checkout}&guests=2`);

  const card = new RoomCard(page);
  const expectFilled = async () => {
    await expect(card.checkin).toHaveValue(checkin);
    await expect(card.checkout).toHaveValue(checkout);
    await expect(card.guests).toHaveValue("2");
    await expect(card.card).toContainText("€250 × 3 nights€750");
    await expect(card.card).toContainText("Total€750");
  };
  await expectFilled();
  await expect(card.card).toContainText("Available for these dates");
  await expect(card.card).toContainText("Final price: no service fees or taxes are added.");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  // The structured data is there for crawlers, and the CSP lets it be (it is data, not a script).
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(card.checkin).toBeEnabled();
  await expectFilled();
  await expect(card.addButton).toBeEnabled();
  await card.addButton.click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Sunrise added to cart!");

  const cart = new CartPage(page);
  await expect(cart.navBadge).toHaveText("1");
  await cart.goto();
  await expect(cart.item("Sunrise")).toContainText("3 nights · 2 guests");
  await expect(cart.item("Sunrise")).toContainText("€750");
  expect(problems, "console errors, hydration mismatches or CSP reports").toEqual([]);
  await context.close();
});

test("a dated retreat link books the retreat's days for its participants", async ({ page }) => {
  const checkin = isoDaysFromToday(50);
  const card = new RetreatCard(page, "Kerala Culture & Cuisine Retreat");
  await page.goto(`/retreats/cultural-cuisine-4-day?checkin=${checkin}&guests=3`);
  await expect(card.checkin).toHaveValue(checkin);
  await expect(card.checkout).toHaveValue(isoDaysFromToday(54));
  await expect(card.participants).toHaveValue("3");
  await expect(card.summary).toContainText("Total€1,470");
  await card.addButton.click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Kerala Culture & Cuisine Retreat added to cart!");
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.item("Kerala Culture & Cuisine Retreat")).toContainText("€1,470");
});

test("a link with dates the card would refuse opens the empty card", async ({ page }) => {
  const card = new RoomCard(page);
  await page.goto(`/rooms/sunrise?checkin=${isoDaysFromToday(5)}&checkout=${isoDaysFromToday(2)}&guests=2`);
  await expect(card.checkin).toBeEnabled();
  await expect(card.checkin).toHaveValue("");
  await expect(card.guests).toHaveValue("1");
  await expect(card.addButton).toBeDisabled();
});

test("a German dated room link fills the card in German, before and after hydration, and books in German", async ({ page }) => {
  const checkin = isoDaysFromToday(44);
  const checkout = isoDaysFromToday(47);
  await page.goto(`/de/rooms/sunrise?checkin=${checkin}&checkout=${checkout}&guests=2`);
  const card = page.getByRole("region", { name: "Ihren Aufenthalt buchen" });
  await expect(card.getByLabel("Anreise")).toHaveValue(checkin);
  await expect(card.getByLabel("Abreise")).toHaveValue(checkout);
  await expect(card.getByLabel("Gäste")).toHaveValue("2");
  await expect(card).toContainText("250\u00a0€ × 3 Nächte750\u00a0€");
  await expect(card).toContainText("Gesamt750\u00a0€");
  await expect(card).toContainText("Zu diesen Daten verfügbar");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const add = card.getByRole("button", { name: "In den Warenkorb" });
  await expect(add).toBeEnabled();
  await expect(card).toContainText("Gesamt750\u00a0€");
  await expect(card).not.toContainText(/Total|Available|Add to Cart|Check-in/);
  await add.click();
  await expect(page.getByText("Sunrise liegt im Warenkorb!")).toBeVisible();
  await page.goto("/de/cart");
  await expect(page.getByText("3 Nächte · 2 Gäste")).toBeVisible();
});
