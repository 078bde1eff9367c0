import { expect, test } from "./fixtures";

/**
 * The structured data a loader builds is written into the document only, not into the route data
 * the page hydrates from (app/lib/document-json-ld.tsx). A crawler that renders the page must
 * still find it once the page has hydrated; it describes the page the document was for, so a
 * client navigation to another page takes it away. The fixture fails the test on any console
 * error, a hydration mismatch included.
 */

const documentJsonLd = 'head script[type="application/ld+json"]';

test("the room list's structured data is in the document, stays as the page hydrates, and leaves with the page", async ({ page }) => {
  await page.goto("/rooms");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator(documentJsonLd)).toHaveCount(1);
  const blocks = JSON.parse((await page.locator(documentJsonLd).textContent()) ?? "") as { "@type": string; makesOffer?: unknown[] }[];
  expect(blocks.map((block) => block["@type"])).toEqual(["Hotel", "BreadcrumbList"]);
  expect(blocks[0]?.makesOffer).toHaveLength(8);

  const documentLoads = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await page.locator('main a[href="/rooms/sunrise"]').first().click();
  await expect(page).toHaveURL(/\/rooms\/sunrise$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sunrise");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(documentLoads);
  await expect(page.locator(documentJsonLd)).toHaveCount(0);
});

test("a room's structured data is its document's, in the German edition too", async ({ page }) => {
  await page.goto("/de/rooms/sunrise");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator(documentJsonLd)).toHaveCount(1);
  const blocks = JSON.parse((await page.locator(documentJsonLd).textContent()) ?? "") as { "@type": string }[];
  expect(blocks.map((block) => block["@type"])).toEqual(["Hotel", "BreadcrumbList"]);
});
