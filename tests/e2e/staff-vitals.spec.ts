import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { staffSignIn } from "./pages/staff-console";

/**
 * Real visitors' page speed in the staff console: samples sent to POST /api/vitals show as the
 * 75th percentile per page, readable on a phone and on a desktop.
 */

test("shows real visitors' page speed per page, from the console's navigation", async ({ page }) => {
  // Ten of each, so that the few samples other tests' page loads may send for the same page do
  // not move its 75th percentile; from an address of their own, so that they leave the browser
  // tests' loopback address its whole rate limit (the local Worker reads the client's address
  // from CF-Connecting-IP, as Cloudflare sends it).
  const client = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  for (const sample of [
    { route: "/booking-confirmation", metric: "LCP", value: 1130, rating: "good" },
    { route: "/booking-confirmation", metric: "INP", value: 640, rating: "poor" },
    { route: "/booking-confirmation", metric: "CLS", value: 0.12, rating: "needs-improvement" },
  ]) {
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/api/vitals", { data: sample, headers: { "CF-Connecting-IP": client } });
      expect(response.status()).toBe(204);
    }
  }

  await staffSignIn(page);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Page speed" }).click();
  await expect(page).toHaveURL(/\/admin\/vitals$/);
  await expect(page.getByRole("heading", { name: "Page speed", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "28 days" })).toHaveAttribute("aria-current", "page");

  // A card a page on a phone, a table row on a desktop: whichever the viewport shows.
  const pageSpeed = (name: RegExp) =>
    page
      .getByRole("list", { name: "Page speed per page" })
      .getByRole("listitem")
      .filter({ hasText: name })
      .or(page.getByRole("row", { name }))
      .filter({ visible: true });
  const row = pageSpeed(/Booking confirmation/);
  await expect(row.getByText("≤ 1.2 s")).toBeVisible();
  await expect(row.getByText("≤ 800 ms")).toBeVisible();
  await expect(row.getByText("≤ 0.15")).toBeVisible();
  await expect(row.getByText("Good")).toBeVisible();
  await expect(row.getByText("Poor")).toBeVisible();
  await expect(row.getByText("Needs work")).toBeVisible();
  // Nothing wider than the screen but the table's own scroller.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/vitals\?days=7$/);
  await expect(pageSpeed(/Booking confirmation/).getByText("≤ 1.2 s")).toBeVisible();
});
