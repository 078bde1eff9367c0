import { expect, test } from "./fixtures";

/**
 * A cached page's route data comes beside its document (workers/html/route-data.ts, ADR 096):
 * the page hydrates from it once, a dropped request is asked again, and without it the page stays
 * as the server sent it, still a page a visitor can use.
 */
const ROUTE_DATA = /[?&]_route-data$/;

test("a room's page fetches its data once as it hydrates, then navigates on the client", async ({ page }) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (ROUTE_DATA.test(request.url())) dataRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/rooms/sunrise");
  expect(dataRequests).toEqual(["/rooms/sunrise"]);
  await expect(page.getByRole("heading", { level: 1, name: "Sunrise" })).toBeVisible();

  // A client navigation reads React Router's own data, not the document's.
  await page.getByRole("link", { name: "Rooms", exact: true }).first().click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(dataRequests).toEqual(["/rooms/sunrise"]);
});

test("a dropped data request is asked again, and the page hydrates", async ({ page, allowConsoleError }) => {
  // The browser's own line for the dropped request.
  allowConsoleError(/Failed to load resource: net::ERR_CONNECTION_RESET/);
  let tries = 0;
  await page.route(ROUTE_DATA, async (route) => {
    tries++;
    if (tries === 1) await route.abort("connectionreset");
    else await route.continue();
  });
  await page.goto("/de/about");
  expect(tries).toBe(2);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});

test("without its data the page stays as sent: the menu opens and its links navigate", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  let tries = 0;
  await page.route(ROUTE_DATA, async (route) => {
    tries++;
    await route.fulfill({ status: 503, body: "Service Unavailable" });
  });
  await page.goto("/rooms/sunrise");
  // Three tries, the last two 1 s and 2 s after the one before.
  await expect.poll(() => tries, { timeout: 10_000 }).toBe(3);
  await expect.poll(() => errors.some((text) => text.includes("route data: 503")), { timeout: 5_000 }).toBe(true);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Retreats", exact: true }).click();
  await expect(page).toHaveURL(/\/retreats$/);
  await context.close();
});
