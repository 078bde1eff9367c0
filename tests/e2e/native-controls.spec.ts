import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibleControl } from "./pages/accessibility";
import { heldPhonePage, holdFrameworkCode, starterPath } from "./pages/hydration";

/**
 * The controls a visitor can reach before the page has hydrated are the platform's own (the
 * menu's popover, the itinerary's disclosures, the gallery's radio group, the home reviews' 'See
 * more' and 'View All Reviews'): they
 * answer without any of the site's code, so they work the same with JavaScript off and while the
 * scripts are still on their way, and the browser tells screen readers their state.
 */
const MODES = {
  "without JavaScript": { javaScriptEnabled: false, holdScripts: false },
  "before the page has hydrated": { javaScriptEnabled: true, holdScripts: true },
} as const;

async function openPage(browser: Browser, baseURL: string | undefined, mode: (typeof MODES)[keyof typeof MODES], phone = false) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: mode.javaScriptEnabled,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } }),
  });
  const page = await context.newPage();
  // Never answered: the page stays as the server sent it, as on a slow link before its code arrives.
  // The small file that starts that code still arrives, as it does on any link: the page's `load`
  // waits for it.
  if (mode.holdScripts) {
    const starter = await starterPath(context.request);
    await page.route(
      (url) => /\/assets\/[^/]+\.js$/.test(url.pathname) && url.pathname !== starter,
      () => new Promise<void>(() => {}),
    );
  }
  return page;
}

/** A text as it is shown: not the words hidden by CSS (a review's rest, the label not in use). */
const shown = { useInnerText: true };

async function stillServerRendered(page: Page) {
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

for (const [label, mode] of Object.entries(MODES)) {
  test.describe(label, () => {
    test("the phone menu opens, shows its links and closes", { tag: "@small-screens" }, async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL, mode, true);
      await page.goto("/");
      const header = page.getByRole("banner");
      const links = header.getByRole("link", { name: "Retreats", exact: true });
      await expect(links).toBeHidden();
      await expect.poll(() => accessibleControl(page, "Open menu")).toEqual({ role: "button", expanded: false });
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(links).toBeVisible();
      await expect.poll(() => accessibleControl(page, "Close menu")).toEqual({ role: "button", expanded: true });
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(links).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await links.click();
      await expect(page).toHaveURL(/\/retreats$/);
      if (mode.holdScripts) await stillServerRendered(page);
      await page.context().close();
    });

    for (const phone of [true, false]) {
      test(`the bar turns solid once the page scrolls, not white over what scrolls under it (${phone ? "phone" : "desktop"})`, async ({
        browser,
        baseURL,
      }) => {
        const page = await openPage(browser, baseURL, mode, phone);
        await page.goto("/retreats/gut-regeneration-14-day");
        const header = page.getByRole("banner");
        const bar = () =>
          header.evaluate((element) => {
            const style = getComputedStyle(element);
            const logo = element.querySelector("svg");
            // The current page's link in the bar (a desktop's; a phone shows it in the menu).
            const current = [...element.querySelectorAll("[aria-current=page]")].find((link) => link.checkVisibility());
            const probe = document.body.appendChild(document.createElement("span"));
            probe.style.color = "var(--color-primary-dark)";
            const primaryDark = getComputedStyle(probe).color;
            probe.remove();
            const currentColor = current ? getComputedStyle(current).color : null;
            return {
              top: element.getBoundingClientRect().top,
              solid: style.backgroundImage === "none" && style.backgroundColor !== "rgba(0, 0, 0, 0)",
              whiteText: style.color === "rgb(255, 255, 255)",
              whiteLogo: logo ? getComputedStyle(logo).color === "rgb(255, 255, 255)" : null,
              currentLink: currentColor === "rgb(255, 255, 255)" ? "white" : currentColor === primaryDark ? "primary" : currentColor,
            };
          });
        const currentLink = (colour: string) => (phone ? null : colour);
        // Over the hero: see-through, in white.
        await expect.poll(bar).toEqual({ top: 0, solid: false, whiteText: true, whiteLogo: true, currentLink: currentLink("white") });
        await page.evaluate(() => window.scrollTo(0, 1200));
        await expect.poll(bar).toEqual({ top: 0, solid: true, whiteText: false, whiteLogo: false, currentLink: currentLink("primary") });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(bar).toEqual({ top: 0, solid: false, whiteText: true, whiteLogo: true, currentLink: currentLink("white") });
        if (mode.holdScripts) await stillServerRendered(page);
        await page.context().close();
      });
    }

    test("the itinerary opens one day at a time", async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL, mode);
      await page.goto("/retreats/gut-regeneration-14-day");
      const days = page.getByRole("heading", { name: "Daily Itinerary" }).locator("..").locator("details");
      await expect(days.first()).toHaveJSProperty("open", true);
      await days.nth(1).locator("summary").click();
      await expect(days.nth(1)).toHaveJSProperty("open", true);
      await expect(days.first()).toHaveJSProperty("open", false);
      await expect(days.nth(1).getByRole("listitem").first()).toBeVisible();
      await expect.poll(() => accessibleControl(page, /^day 2(?!\d)/i)).toMatchObject({ expanded: true });
      await expect.poll(() => accessibleControl(page, /^day 1(?!\d)/i)).toMatchObject({ expanded: false });
      if (mode.holdScripts) await stillServerRendered(page);
      await page.context().close();
    });

    test("a review's 'See more' shows the rest of it, and 'View All Reviews' all of them", async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL, mode, true);
      await page.goto("/");
      const reviews = page.getByRole("region", { name: "Guest Reviews" });
      await expect(reviews.getByRole("article")).toHaveCount(6);
      const longReview = reviews
        .getByRole("article")
        .filter({ has: page.locator("summary", { hasText: "See more" }) })
        .first();
      const seeMore = longReview.locator("summary");
      await seeMore.scrollIntoViewIfNeeded();
      const text = longReview.locator("p").first();
      await expect(text).toHaveText(/\.\.\.$/, shown);
      await expect.poll(() => accessibleControl(page, "See more")).toMatchObject({ expanded: false });
      await seeMore.click();
      await expect(longReview.locator("details")).toHaveJSProperty("open", true);
      await expect(seeMore).toHaveText("See less", shown);
      await expect(text).not.toHaveText(/\.\.\.$/, shown);
      await expect.poll(() => accessibleControl(page, "See less")).toMatchObject({ expanded: true });
      await seeMore.click();
      await expect(seeMore).toHaveText("See more", shown);

      const viewAll = reviews.locator("summary", { hasText: "View All Reviews" });
      await viewAll.scrollIntoViewIfNeeded();
      // Named as shown: the button style sets it in capitals, and Chromium names it so.
      await expect.poll(() => accessibleControl(page, /^view all reviews$/i)).toMatchObject({ expanded: false });
      await viewAll.click();
      await expect(reviews.getByRole("article")).toHaveCount(14);
      await expect(viewAll).toBeHidden();
      if (mode.holdScripts) await stillServerRendered(page);
      await page.context().close();
    });

    test("the gallery's thumbnails choose the picture", async ({ browser, baseURL }) => {
      const page = await openPage(browser, baseURL, mode);
      await page.goto("/rooms/sanctum-sanctorium");
      const gallery = page.getByRole("radiogroup", { name: /photos/ });
      const shown = gallery.getByRole("img");
      const first = await shown.getAttribute("src");
      await gallery.getByRole("radio").nth(2).click();
      await expect(gallery.getByRole("radio").nth(2)).toBeChecked();
      await expect(shown).toHaveCount(1);
      await expect(shown).not.toHaveAttribute("src", first!);
      await expect.poll(() => accessibleControl(page, /^Show photo 3 of/)).toMatchObject({ role: "radio", checked: true });
      if (mode.holdScripts) await stillServerRendered(page);
      await page.context().close();
    });
  });
}

test("what a visitor types before the page has hydrated is still there once it has", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const release = await holdFrameworkCode(page);
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Asha Menon");
  await page.getByLabel("Email").fill("asha@example.com");
  await page.getByLabel("Message").fill("Two rooms in January, please.");
  await stillServerRendered(page);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Name")).toHaveValue("Asha Menon");
  await expect(page.getByLabel("Email")).toHaveValue("asha@example.com");
  await expect(page.getByLabel("Message")).toHaveValue("Two rooms in January, please.");
  await context.close();
});

test("until the page has hydrated, a tap on the platform's own controls reaches no listener of the document's, where React listens", async ({
  browser,
  baseURL,
}) => {
  // Once its code runs, React hydrates the whole page at once, inside the tap, when such an event
  // reaches it before the page has hydrated: hundreds of milliseconds on a phone for a control the
  // browser runs by itself (workers/html/hydration-starter.ts stops them at the window).
  const { context, page, release } = await heldPhonePage(browser, baseURL);
  await page.goto("/retreats/gut-regeneration-14-day");
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const type of ["pointerdown", "touchstart", "click", "keydown"])
      document.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).tagName.toLowerCase()}`), true);
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0));
  const day2 = page.getByRole("heading", { name: "Daily Itinerary" }).locator("..").locator("details").nth(1);
  await day2.locator("summary").tap();
  await expect(day2).toHaveJSProperty("open", true);
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await day2.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(day2).toHaveJSProperty("open", false);
  expect(await seen()).toEqual([]);
  // Anything else still reaches the document, before hydration as after it.
  await page.getByRole("heading", { level: 1 }).tap();
  expect(await seen()).toEqual(expect.arrayContaining(["pointerdown:h1", "click:h1"]));
  await stillServerRendered(page);
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await day2.locator("summary").tap();
  await expect(day2).toHaveJSProperty("open", true);
  // The tap lands on the summary's label, inside it.
  expect(await seen()).toEqual(expect.arrayContaining([expect.stringMatching(/^pointerdown:/), expect.stringMatching(/^click:/)]));
  await context.close();
});
