import type { APIRequestContext, Browser, Page } from "@playwright/test";

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

/**
 * A phone's page of its own whose framework code is held back (`holdFrameworkCode`): the shared
 * fixture waits for hydration, which such a test holds until the visitor has acted.
 */
export async function heldPhonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const release = await holdFrameworkCode(page);
  return { context, page, release };
}

/**
 * The file the documents start the page's code from: one of the page's own files, which the
 * document's first inline script loads once the page has loaded (workers/html/hydrate-after-load.ts).
 */
export async function starterPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const src = /<script nonce="[^"]*" data-starter="([^"]+)">/.exec(html)?.[1];
  if (!src) throw new Error("no starter named in the home page's document");
  return src;
}
