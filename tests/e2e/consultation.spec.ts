import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The consultation pop-up (docs/product.md#consultation-pop-up): timing, the dialog, success and failure. */

const DELAY_MS = 3000;

/**
 * Loads the home page with the page's clock stopped, so only the test moves time on. The page
 * hydrates a frame after load (docs/decisions/053), so the test moves the clock a frame at a time
 * until it has: the card's delay counts from then.
 */
async function openHomeWithClockStopped(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const loading = page.goto("/");
  await expect(async () => {
    await page.clock.runFor(16);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 50 });
  }).toPass();
  await loading;
}

/** The home page with its clock stopped until the card is shown; then time runs normally again (toasts animate on timers). */
async function openHomeAndWaitForCard(page: Page) {
  await openHomeWithClockStopped(page);
  const card = page.getByRole("complementary", { name: /Plan your journey/ });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(card).toBeHidden();
  await page.clock.runFor(DELAY_MS - 500);
  await expect(card).toBeHidden();
  await page.clock.runFor(600);
  await expect(card).toBeVisible();
  await page.clock.resume();
  return card;
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

test.describe("consultation pop-up", () => {
  test("appears 3 seconds after load with the four promises", async ({ page }) => {
    const card = await openHomeAndWaitForCard(page);
    for (const promise of ["Visa assistance", "Safe transfers", "Payment support", "Local essentials"]) {
      await expect(card).toContainText(promise);
    }
    await expect(card).toContainText(/airport pickup and local transport/i);
    await expect(card).toContainText(/what to pack/i);
  });

  test("shows on time when its code arrives after the delay", async ({ page }) => {
    // On a slow connection the pop-up's code may come after the delay. The page's clock stays
    // stopped meanwhile, so nothing may be left waiting for a timer or a frame once it is in.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/consultation-popup-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await openHomeWithClockStopped(page);
    await page.clock.runFor(DELAY_MS + 100);
    const card = page.getByRole("complementary", { name: /Plan your journey/ });
    await expect(card).toBeHidden();
    release();
    await expect(card).toBeVisible();
  });

  test("books a consultation: submitting state, thank-you toast, dialog and card close", async ({ page }) => {
    const card = await openHomeAndWaitForCard(page);
    await card.getByRole("button", { name: "Book a Free Consultation" }).click();

    const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });
    await expect(dialog).toBeVisible();
    await expect(card).toBeHidden();
    const email = dialog.getByLabel("Email");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");

    // Hold the request to see the submitting state, then let it through to the real API.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/consultation", async (route) => {
      await held;
      await route.continue();
    });

    await email.fill(uniqueEmail("e2e-consult"));
    await dialog.getByLabel("Phone").fill("+49 30 1234 5678");
    await dialog.getByRole("button", { name: "Request Consultation" }).click();
    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    release();

    await expect(page.getByText("Thank you!")).toBeVisible();
    await expect(page.getByText("We'll reach out to you shortly to help plan your journey.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();
  });

  test("keeps the dialog open with an error toast when the request fails, and allows a retry", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 503/);
    const card = await openHomeAndWaitForCard(page);
    await card.getByRole("button", { name: "Book a Free Consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });

    await page.route("**/api/forms/consultation", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Unavailable" }) }),
    );
    await dialog.getByLabel("Email").fill(uniqueEmail("e2e-consult-fail"));
    await dialog.getByLabel("Phone").fill("+44 20 7946 0958");
    await dialog.getByRole("button", { name: "Request Consultation" }).click();

    await expect(page.getByText("Something went wrong. Please try again.").first()).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").getByText("Error", { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Request Consultation" })).toBeEnabled();

    await page.unroute("**/api/forms/consultation");
    await dialog.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByText("Thank you!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("Escape closes the dialog and brings the card back; the close button dismisses it for the visit", async ({ page }) => {
    const card = await openHomeAndWaitForCard(page);
    const open = card.getByRole("button", { name: "Book a Free Consultation" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await expect(open).toBeFocused();

    await card.getByRole("button", { name: "Close consultation offer" }).click();
    await expect(card).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.clock.fastForward(DELAY_MS * 2);
    await expect(page.getByRole("complementary", { name: /Plan your journey/ })).toBeHidden();
  });
});
