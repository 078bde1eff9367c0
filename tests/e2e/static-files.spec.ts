import { expect, test } from "./fixtures";

/**
 * How long a browser keeps what Workers Static Assets serves (public/_headers): the build's
 * fingerprinted files for good, the pictures and films for a day and then while it asks again.
 */

test("the build's fingerprinted files are kept for good", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator('script[type="text/x-late-module"]').getAttribute("data-preload");
  const asset = script?.split(" ").find((path) => path.startsWith("/assets/"));
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("pictures and films are kept a day, then shown while the browser asks again", async ({ request }) => {
  for (const path of ["/media/hero-poster-800.webp", "/media/hero.mp4", "/media/og-default.jpg"]) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});
