import { expect, test } from "@playwright/test";

/**
 * Each document inlines only the CSS its markup uses (workers/html/page-stylesheet.ts). Whatever
 * the cut, the first paint must look exactly as it does with the whole stylesheet: every element's
 * computed style, and its ::before and ::after, at this project's screen size. Only what a change
 * of state or a hovering pointer shows (transitions, hover styles) waits for the whole stylesheet.
 */
const PAGES = [
  "/",
  "/retreats",
  "/retreats/knees-joints-healing-7-day",
  "/rooms",
  "/rooms/sunrise",
  "/about",
  "/contact",
  "/blog",
  "/blog/ayurvedic-detox",
  "/cart",
  "/custom-retreat",
  "/no-such-page",
];

const WHOLE_STYLESHEET = /\/assets\/app-[^/]+\.css/;

test.describe("each page's own stylesheet", () => {
  test.beforeEach(async ({ page }) => {
    // Still, so that two snapshots taken a moment apart can be compared.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The server's page as it first paints: no script file, no display face, no whole stylesheet.
    await page.route(/\.(js|woff2)(\?|$)/, (route) => route.abort());
    await page.route(WHOLE_STYLESHEET, (route) => (route.request().url().endsWith("?whole") ? route.continue() : route.abort()));
  });

  // One test per page: each compares every element's computed style twice, about ten seconds a
  // page on a loaded machine, so all twelve in one test came close to any one test's time limit.
  for (const path of PAGES) {
    test(`styles the server-rendered ${path} exactly as the whole stylesheet does`, async ({ page }) => {
      await page.goto(path);
      const style = page.locator("style[data-used-only]");
      await expect(style, path).toHaveCount(1);
      const inlined = await style.evaluate((element) => element.textContent?.length ?? 0);

      // Content React streamed behind a Suspense fallback is in the page once its script revealed it.
      await expect(page.locator('template[id^="B:"]'), path).toHaveCount(0);
      const differences = await page.evaluate(async () => {
        const snapshot = () => {
          const values = new Map<Element, string[]>();
          for (const element of document.querySelectorAll("*")) {
            const row: string[] = [];
            for (const pseudo of [null, "::before", "::after"]) {
              const computed = getComputedStyle(element, pseudo);
              for (let i = 0; i < computed.length; i++) {
                const property = computed[i] ?? "";
                // Custom properties nothing reads are cut: what reads one shows in a standard property.
                // Transitions wait for the whole stylesheet: they shape a change, not the paint.
                if (property.startsWith("--") || property.startsWith("transition")) continue;
                row.push(`${pseudo ?? ""}${property}: ${computed.getPropertyValue(property)}`);
              }
            }
            values.set(element, row);
          }
          return values;
        };
        const before = snapshot();
        const href = document.querySelector("style[data-used-only]")?.getAttribute("data-href");
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = `${href}?whole`;
        await new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = () => reject(new Error(`${href} did not load`));
          document.head.append(link);
        });
        const after = snapshot();
        const found: string[] = [];
        for (const [element, row] of after) {
          const earlier = before.get(element);
          if (!earlier) continue; // the elements just added
          // A section that content-visibility has since skipped resolves its grid tracks to "none".
          const skipped = (value: string, i: number) => /^grid-template-(rows|columns): none$/.test(value) && /px/.test(earlier[i] ?? "");
          const changed = row.flatMap((value, i) => (value === earlier[i] || skipped(value, i) ? [] : [`${value} (was ${earlier[i]})`]));
          if (changed.length) {
            const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
            found.push(`${name}: ${changed.slice(0, 3).join("; ")}`);
          }
        }
        return found.slice(0, 10);
      });
      expect(differences, `${path}: elements styled differently by the whole stylesheet`).toEqual([]);

      const whole = await page.request.get(`${await style.getAttribute("data-href")}`);
      expect(whole.ok()).toBe(true);
      expect(inlined, `${path}: the inlined CSS is a part of the whole`).toBeLessThan((await whole.text()).length * 0.7);
    });
  }
});
