import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";

/**
 * Every page of the German edition, at both widths (the desktop and mobile projects), as the
 * English pages are in catalogue.spec.ts: it answers, says it is German, has one heading and no
 * accessibility violations. What the words say is checked by the page-pair worker test
 * (tests/worker/german-edition-pairs.test.ts).
 */

const GERMAN_PAGES = [
  "/de",
  "/de/retreats",
  "/de/retreats/gut-regeneration-14-day",
  "/de/retreats/7-day-yoga-ayurveda",
  "/de/rooms",
  "/de/rooms/sunrise",
  "/de/about",
  "/de/contact",
  "/de/privacy",
  "/de/blog",
  "/de/blog/ayurvedic-detox",
  "/de/custom-retreat",
  "/de/cart",
];

test.describe("every German page", () => {
  for (const path of GERMAN_PAGES) {
    test(`${path} is German, has one heading and no accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("an address the site does not have is a German 404 without accessibility violations", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/); // the browser reports the document's own 404 status
    allowConsoleError(/non-existent route: \/de\/no-such-page/); // React Router logs the path it did not have
    const response = await page.goto("/de/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
