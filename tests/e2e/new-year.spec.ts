import { expect, test } from "./fixtures";

/**
 * The footer's year around New Year: the server decides it on the resort's calendar (Kerala), and
 * the page must hydrate cleanly whatever the visitor's clock and time zone say. The browser's clock
 * is set a year ahead of the server's (the first hours of 1 January in India) or a year behind (New
 * Year's Eve in the Americas); a browser that worked the year out again would render another year
 * than the server did, and the fixture fails the test on React's hydration error.
 */

/** The year in Kerala now, on the server's side of the test. */
const year = Number(new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()));

const visitors = [
  { timezoneId: "Asia/Kolkata", clock: `${year + 1}-01-01T00:00:00+05:30`, when: "midnight on 1 January in India" },
  { timezoneId: "Asia/Kolkata", clock: `${year + 1}-01-01T05:29:00+05:30`, when: "5:29 am on 1 January in India" },
  { timezoneId: "America/New_York", clock: `${year - 1}-12-31T23:30:00-05:00`, when: "New Year's Eve in New York" },
  { timezoneId: "America/Los_Angeles", clock: `${year - 1}-12-31T19:00:00-08:00`, when: "New Year's Eve in Los Angeles" },
] as const;

for (const visitor of visitors) {
  test.describe(`a visitor at ${visitor.when}`, () => {
    test.use({ timezoneId: visitor.timezoneId });

    test("sees the resort's year in the footer, and the page hydrates without a mismatch", async ({ page }) => {
      await page.clock.setFixedTime(new Date(visitor.clock));
      await page.goto("/");
      expect(await page.evaluate(() => new Date().getFullYear()), "the browser's clock says another year").not.toBe(year);

      // Hydrated: the navigation reacts to scrolling.
      const header = page.locator("header").first();
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute("data-scrolled", "true");

      await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Kaivalya Ayurveda Retreat.`);
    });
  });
}
