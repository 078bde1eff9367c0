import { readdirSync } from "node:fs";
import { expect, test } from "./fixtures";

/**
 * The Content-Security-Policy in a real browser. Every other spec also fails on any CSP violation
 * (see fixtures.ts); these prove that the listener sees violations and that code the shell loads
 * later still runs under the policy.
 */
test.describe("content security policy", () => {
  test("the page hydrates under the policy and injected markup cannot run script", async ({ page, allowConsoleError }) => {
    allowConsoleError(/CSP violation: script-src-attr blocked inline/);
    allowConsoleError(/Executing inline event handler violates the following Content Security Policy/);
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("'strict-dynamic'");

    // Hydrated: the client-side menu toggle responds.
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");

    // The classic XSS payload: markup with an inline event handler. ('strict-dynamic' trusts
    // scripts that already-running code creates; it is injected markup that it stops.)
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true });
          document.body.insertAdjacentHTML("beforeend", `<img alt="" src="data:," onerror="window.__injected = true">`);
        }),
    );
    expect(violation).toBe("script-src-attr");
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("the toast library, loaded on first use, is allowed its injected stylesheet", async ({ page }) => {
    // No page raises a toast yet, so load its chunk the way the lazy import does: a module script
    // added at run time, trusted through 'strict-dynamic'.
    const chunk = readdirSync("build/client/assets").find((f) => /^toast-host-.*\.js$/.test(f));
    test.skip(!chunk, "the toast host chunk is not in this build");
    await page.goto("/");
    await page.evaluate(
      (src) =>
        new Promise((resolve, reject) => {
          const script = document.createElement("script");
          script.type = "module";
          script.src = src;
          script.onload = resolve;
          script.onerror = reject;
          document.head.append(script);
        }),
      `/assets/${chunk}`,
    );
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll("style")].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
    );
    expect(rules).toBeGreaterThan(0);
  });
});
