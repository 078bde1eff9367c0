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

  test("the toast library, loaded on first use, is styled by its stylesheet file under the policy", async ({ page }) => {
    // A toast the contact form raises without a request: the library loads then, through a
    // script the page's own code adds ('strict-dynamic'), with its stylesheet as a file of the
    // site's (vite.config.ts). A <style> it still injected would be blocked, a CSP violation, which
    // fails the test.
    await page.goto("/contact");
    await page.getByLabel("Name").fill("   ");
    await page.getByLabel("Email").fill("guest@example.com");
    await page.getByLabel("Message").fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please fill all fields" });
    await expect(toast).toBeVisible();
    // Styled by the library's stylesheet: its toaster is fixed to the viewport.
    await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  });
});
