import { test as base, expect, type Page, type Request } from "@playwright/test";
import { REQUESTS_IN_FLIGHT } from "./failure-snapshot-reporter";

type ConsoleGuard = {
  /** Declare a console error the test expects (e.g. the 404 page logging the attempted path). */
  allowConsoleError: (pattern: RegExp) => void;
};

/**
 * Every test fails on a console error or uncaught page error it did not declare: hydration
 * mismatches, failed requests and CSP violations all surface there first.
 */
export const test = base.extend<ConsoleGuard & { page: Page }>({
  allowConsoleError: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as { _allowed: RegExp[] })._allowed = allowed;
      await use((pattern) => allowed.push(pattern));
    },
    { scope: "test" },
  ],
  page: async ({ page, javaScriptEnabled, allowConsoleError: _ }, use, testInfo) => {
    const allowed = (testInfo as unknown as { _allowed: RegExp[] })._allowed;
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      if (!allowed.some((re) => re.test(text))) problems.push(`console.error: ${text}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    // What the page was still waiting for when a test failed: a page that "did nothing" may be
    // waiting for a script, a route list or route data (printed in CI by failure-snapshot-reporter.ts).
    const inFlight = new Map<Request, number>();
    page.on("request", (request) => inFlight.set(request, Date.now()));
    page.on("requestfinished", (request) => inFlight.delete(request));
    page.on("requestfailed", (request) => inFlight.delete(request));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    // Pages hydrate after load (docs/decisions/053): a test acts on the page React runs, as a
    // visitor does a moment after it appears.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled === false) return response;
      // A page without React Router's scripts (the Worker's own refusals) never hydrates.
      if ((await page.locator('script[type="text/x-late-module"], script[type="module"]').count()) === 0) return response;
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && inFlight.size > 0) {
      const now = Date.now();
      const lines = [...inFlight].map(([request, since]) => `${now - since} ms  ${request.method()} ${request.url()}`);
      await testInfo.attach(REQUESTS_IN_FLIGHT, { body: lines.join("\n"), contentType: "text/plain" });
    }
    expect(problems, "unexpected console errors").toEqual([]);
  },
});

export { expect };
