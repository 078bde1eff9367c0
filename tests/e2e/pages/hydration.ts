import type { Page } from "@playwright/test";

/**
 * Holds back the framework's code, so the page stays as the server rendered it until the test
 * calls the returned `release`: what a visitor can do before hydration, and what hydration then
 * keeps.
 */
export async function holdFrameworkCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
