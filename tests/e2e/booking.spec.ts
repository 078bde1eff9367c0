import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { RetreatCard, RoomCard } from "./pages/booking-forms";
import { CartPage } from "./pages/cart-page";
import { isoDaysFromToday } from "./pages/dates";

// Kerala Culture & Cuisine Retreat: '4 Days, 3 Nights', €490 per person.
const retreat = { id: "cultural-cuisine-4-day", title: "Kerala Culture & Cuisine Retreat" };

test.describe("retreat booking card", () => {
  test("adds a retreat with valid dates, then resets", async ({ page }) => {
    const card = new RetreatCard(page, retreat.title);
    await card.goto(retreat.id);
    await expect(card.card).toContainText("€490");
    await expect(card.card).toContainText("You won't be charged yet. Review your booking in the cart.");
    await expect(card.checkout).toBeDisabled();
    await expect(card.addButton).toBeDisabled();
    await expect(card.checkin).toHaveAttribute("min", isoDaysFromToday(0));

    await card.checkin.fill(isoDaysFromToday(30));
    await expect(card.checkout).toHaveValue(isoDaysFromToday(34));
    await card.participants.selectOption("2");
    // Participants are capped by the retreat places left on those nights (ADR 060): all six here.
    await expect(card.card).toContainText("6 retreat places left for these dates");
    await expect(card.participants).toContainText("6 participants");
    await expect(card.participants.locator("option")).toHaveCount(6);
    await expect(card.summary).toContainText("4 days");
    await expect(card.summary).toContainText("€490 × 2 participants€980");
    await expect(card.summary).toContainText("Total€980");
    await expectNoAxeViolations(page);

    await card.addButton.click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(`${retreat.title} added to cart!`);
    // The toast settles below the site's bar: the cart link a guest reaches for next stays clear.
    const bar = await page.getByRole("banner").boundingBox();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await expect(card.checkin).toHaveValue("");
    await expect(card.checkout).toHaveValue("");
    await expect(card.participants).toHaveValue("1");
    await expect(card.addButton).toBeDisabled();

    const cart = new CartPage(page);
    await expect(cart.navBadge).toHaveText("1");
    await cart.goto();
    const item = cart.item(retreat.title);
    await expect(item).toContainText("2 participants · 4 days");
    await expect(item).toContainText("€980");
    await expect(item).toContainText("≈ ₹1,00,940"); // 980 x 103
    await expect(cart.summary).toContainText("Deposit due now (20%)€196");
    await expect(cart.summary).toContainText("Balance due on arrival€784");
  });

  test("is blocked on a wrong day count and in the past", async ({ page }) => {
    const card = new RetreatCard(page, retreat.title);
    await card.goto(retreat.id);

    await card.checkin.fill(isoDaysFromToday(30));
    await card.checkout.fill(isoDaysFromToday(33));
    await expect(card.card).toContainText("This retreat requires exactly 4 days");
    await expect(card.card.getByRole("alert")).toHaveText("Please select exactly 4 days for this retreat");
    await expect(card.addButton).toBeDisabled();

    await card.checkout.fill(isoDaysFromToday(35));
    await expect(card.card).toContainText("This retreat requires exactly 4 days");
    await expect(card.addButton).toBeDisabled();

    await card.checkout.fill(isoDaysFromToday(34));
    await expect(card.card).not.toContainText("This retreat requires exactly");
    await expect(card.card.getByRole("alert")).toHaveCount(0);
    await expect(card.addButton).toBeEnabled();

    await card.checkin.fill(isoDaysFromToday(-1));
    await expect(card.card.getByRole("alert")).toHaveText("Check-in cannot be in the past");
    await expect(card.addButton).toBeDisabled();
    await card.checkin.fill(isoDaysFromToday(0));
    await expect(card.addButton).toBeEnabled();
  });

  test("adding the same retreat and dates twice merges into one line", async ({ page }) => {
    const card = new RetreatCard(page, retreat.title);
    await card.goto(retreat.id);
    await card.add({ checkin: isoDaysFromToday(60), participants: 3 });
    await expect(card.checkin).toHaveValue("");
    await card.add({ checkin: isoDaysFromToday(60), participants: 3 });

    const cart = new CartPage(page);
    await expect(cart.navBadge).toHaveText("2");
    await cart.goto();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(cart.quantity(retreat.title)).toHaveText("2");
    await expect(cart.item(retreat.title)).toContainText("€2,940"); // 490 x 3 x 2
  });

  test("an unknown retreat is a 404", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    allowConsoleError(/non-existent route/);
    const response = await page.goto("/retreats/no-such-retreat");
    expect(response?.status()).toBe(404);
  });
});

test.describe("room booking card", () => {
  test("adds a room, with the summary only once there is a night", async ({ page }) => {
    const card = new RoomCard(page);
    await card.goto("sunrise");
    const summary = card.card.getByRole("heading", { name: "Your stay", exact: true });
    await expect(summary).toBeHidden();
    await expect(card.addButton).toBeDisabled();
    await expect(card.card).toContainText("Maximum 4 guests");

    await card.checkin.fill(isoDaysFromToday(10));
    await expect(summary).toBeHidden();
    await card.checkout.fill(isoDaysFromToday(10));
    await expect(card.card.getByRole("alert")).toHaveText("Please select valid check-in and check-out dates");
    await expect(summary).toBeHidden();
    await expect(card.addButton).toBeDisabled();

    await card.checkout.fill(isoDaysFromToday(13));
    await expect(card.card.getByRole("alert")).toHaveCount(0);
    await expect(summary).toBeVisible();
    await expect(card.card).toContainText("€250 × 3 nights€750");
    await expectNoAxeViolations(page);
    await card.guests.selectOption("2");

    await card.addButton.click();
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Sunrise added to cart!");
    const cart = new CartPage(page);
    await expect(cart.navBadge).toHaveText("1");
    await cart.goto();
    await expect(cart.item("Sunrise")).toContainText("3 nights · 2 guests");
    await expect(cart.item("Sunrise")).toContainText("€750");
  });

  test("a new check-in on or after check-out clears check-out", async ({ page }) => {
    const card = new RoomCard(page);
    await card.goto("sunrise");
    await card.checkin.fill(isoDaysFromToday(10));
    await card.checkout.fill(isoDaysFromToday(12));
    await card.checkin.fill(isoDaysFromToday(11));
    await expect(card.checkout).toHaveValue(isoDaysFromToday(12));
    await card.checkin.fill(isoDaysFromToday(12));
    await expect(card.checkout).toHaveValue("");
  });

  test("the date fields work from the keyboard", async ({ page }) => {
    const card = new RoomCard(page);
    await card.goto("sunrise");
    await card.checkin.focus();
    await expect(card.checkin).toBeFocused();
    const [year, month, day] = isoDaysFromToday(5).split("-");
    // Chromium's date field takes digits segment by segment in the locale's order (en-US here).
    await page.keyboard.type(`${month}${day}${year}`);
    await expect(card.checkin).toHaveValue(isoDaysFromToday(5));
  });

  test("the date fields' calendar button is drawn without an image", async ({ page }) => {
    // Chromium's own button is an SVG image: an SVG document laid out on the page's main thread
    // as the card first appears (app/app.css). The site draws the same glyph with borders. The
    // button lives in the field's user-agent shadow tree, which only the DevTools protocol reaches.
    const card = new RoomCard(page);
    await card.goto("sunrise");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    type Node = { nodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
    const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
    const buttons: number[] = [];
    const walk = (node: Node) => {
      const attributes = node.attributes ?? [];
      for (let i = 0; i < attributes.length; i += 2)
        if (attributes[i] === "pseudo" && attributes[i + 1] === "-webkit-calendar-picker-indicator") buttons.push(node.nodeId);
      for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child);
    };
    walk(root as Node);
    // Check-in and check-out.
    expect(buttons.length).toBe(2);
    for (const nodeId of buttons) {
      const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId });
      const style = Object.fromEntries(computedStyle.map(({ name, value }) => [name, value]));
      expect(style["background-image"]).not.toContain("url(");
      expect(Number.parseFloat(style["border-top-width"] ?? "0")).toBeGreaterThan(2);
      expect(Number.parseFloat(style.width ?? "0")).toBeGreaterThan(10);
    }
  });
});

test.describe("the booking cards as the page hydrates", () => {
  // The fields and the Add to Cart button are disabled until the page has hydrated: a colour
  // transition as they are enabled restyled the card every frame just as a visitor starts to tap
  // (a room's menu after hydration waited 129 ms median for the fields', 54 ms without).
  for (const path of ["/rooms/sunrise", `/retreats/${retreat.id}`, "/custom-retreat"]) {
    test(`${path}: the fields and Add to Cart are enabled without a transition`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as Window & { fieldTransitions?: string[] }).fieldTransitions = seen;
        addEventListener(
          "transitionrun",
          (event) => {
            const { target, propertyName } = event as TransitionEvent;
            if (target instanceof Element && target.matches("input, select, textarea, button"))
              seen.push(`${target.localName} ${propertyName}`);
          },
          { capture: true },
        );
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated");
      await expect(page.locator("input[type=date]:enabled").first()).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as Window & { fieldTransitions?: string[] }).fieldTransitions)).toEqual([]);
    });
  }
});
