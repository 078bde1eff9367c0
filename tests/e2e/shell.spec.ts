import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibleControl, expectNoAxeViolations } from "./pages/accessibility";
import { heldPhonePage, starterPath } from "./pages/hydration";

/** A gate a route waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A phone's page of its own (the shared one waits for hydration on every navigation) that notes
 * the event, if any, inside which the first module preload was added.
 */
async function phoneNotingPreloads(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const append = Node.prototype.appendChild;
    const seen = window as Window & { preloadsAddedDuring?: string };
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === "modulepreload") seen.preloadsAddedDuring ??= window.event?.type ?? "no event";
      return append.call(this, child) as T;
    };
  });
  return { context, page };
}

test.describe("site shell", () => {
  test("home page renders the navigation with the active link highlighted", async ({ page, isMobile }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Kaivalya/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /home$/i }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "Cart" })).toBeVisible();

    if (!isMobile) {
      for (const label of ["Home", "Retreats", "Rooms", "About", "Contact"]) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Retreats", exact: true })).not.toHaveAttribute("aria-current");
    }
  });

  test("the bar's links keep their places as the current page changes", async ({ page, isMobile }) => {
    test.skip(isMobile, "the bar's links are in the menu on a phone, one under another");
    const nav = page.getByRole("navigation", { name: "Main" });
    const rooms = nav.getByRole("link", { name: "Rooms", exact: true });
    const places = () =>
      nav.locator("ul a").evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return `${link.textContent} ${box.x.toFixed(1)}-${box.right.toFixed(1)}`;
        }),
      );
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const onAbout = await places();
    // The current link is bold: a link turning bold or regular would push its neighbours.
    await rooms.click();
    await expect(rooms).toHaveAttribute("aria-current", "page");
    expect(await places()).toEqual(onAbout);
    expect(onAbout).toHaveLength(5);
  });

  test("navigation turns solid after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // In one frame: no fade of the bar, its links or its cart for a tap to wait behind.
    await header.evaluate((bar) => {
      const seen: string[] = [];
      (window as Window & { barTransitions?: string[] }).barTransitions = seen;
      bar.addEventListener("transitionrun", (event) => {
        const { target, propertyName } = event as TransitionEvent;
        seen.push(`${target instanceof Element ? target.localName : "?"} ${propertyName}`);
      });
    });
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as Window & { barTransitions?: string[] }).barTransitions)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  // The toggle exists on small screens only: the desktop project leaves out @small-screens tests.
  test("mobile menu opens, navigates and closes on a link click", { tag: "@small-screens" }, async ({ page, allowConsoleError }) => {
    allowConsoleError(/non-existent route: \/somewhere-else/);
    allowConsoleError(/status of 404/);
    await page.goto("/somewhere-else");
    await expect.poll(() => accessibleControl(page, "Open menu")).toEqual({ role: "button", expanded: false });
    await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => accessibleControl(page, "Close menu")).toEqual({ role: "button", expanded: true });
    const menuLink = page.getByRole("banner").getByRole("link", { name: "Home", exact: true });
    await expect(menuLink).toBeVisible();
    await expectNoAxeViolations(page);
    await menuLink.click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => accessibleControl(page, "Open menu")).toEqual({ role: "button", expanded: false });
    await expect(menuLink).toBeHidden();
  });

  test("over a hero, the open menu's bar is dark on cream, its language link too", { tag: "@small-screens" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => accessibleControl(page, "Close menu")).toEqual({ role: "button", expanded: true });
    await expectNoAxeViolations(page);
  });

  test("a tap on the menu before the page has hydrated opens it at once, and hydration leaves it open", { tag: "@small-screens" }, async ({
    browser,
    baseURL,
  }) => {
    const { context, page, release } = await heldPhonePage(browser, baseURL);
    await page.goto("/");
    const header = page.getByRole("banner");
    const transparent = await header.evaluate((node) => getComputedStyle(node).backgroundColor);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect.poll(() => accessibleControl(page, "Close menu")).toEqual({ role: "button", expanded: true });
    await expect(header.getByRole("link", { name: "Retreats", exact: true })).toBeVisible();
    // The bar turns solid with the menu, before any of the site's code has run.
    expect(await header.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(transparent);

    // Hydration does not repeat the tap: the menu stays open.
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect.poll(() => accessibleControl(page, "Close menu")).toEqual({ role: "button", expanded: true });
    await context.close();
  });

  test("Escape and a tap outside close the mobile menu", { tag: "@small-screens" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Rooms", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect.poll(() => accessibleControl(page, "Open menu")).toEqual({ role: "button", expanded: false });
    await page.getByRole("button", { name: "Open menu" }).click();
    // Below the menu, on the page.
    await page.mouse.click(195, 800);
    await expect(page.getByRole("banner").getByRole("link", { name: "Rooms", exact: true })).toBeHidden();
  });

  test("unknown paths show the 404 page and log the path", async ({ page, allowConsoleError }) => {
    allowConsoleError(/404 Error: User attempted to access non-existent route: \/no-such-page/);
    allowConsoleError(/status of 404/); // the browser reports the document's own 404 status
    const logged = page.waitForEvent("console", (m) => m.type() === "error" && m.text().includes("/no-such-page"));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await logged;
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the page's code and whole stylesheet are fetched only after its first paint", async ({ page }) => {
    // On a fast link the page can load before it paints: the starter waits for the paint itself.
    await page.goto("/about");
    const timing = await page.evaluate(() => {
      // The small file that starts them is asked for by the document once it has loaded and the
      // browser has reported its first paint.
      const path = document.querySelector("script[data-starter]")?.getAttribute("data-starter");
      const starter = path ? new URL(path, location.href).href : undefined;
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const assets = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.(js|css)$/.test(entry.name));
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        loading: navigation.loadEventStart,
        loaded: navigation.loadEventEnd,
        starter: assets.filter((entry) => entry.name === starter).map((entry) => entry.startTime),
        assets: assets.filter((entry) => entry.name !== starter).map((entry) => entry.startTime),
      };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.starter).toHaveLength(1);
    expect(timing.starter[0]).toBeGreaterThanOrEqual(Math.max(timing.loading, timing.paint ?? 0));
    expect(timing.assets.length).toBeGreaterThan(1);
    expect(Math.min(...timing.assets)).toBeGreaterThanOrEqual(Math.max(timing.paint ?? 0, timing.loaded));
  });

  test("a tap before the page has loaded starts its code once the tap is over, not inside its events", async ({ browser, baseURL }) => {
    // Adding the module preloads costs a phone's main thread tens of milliseconds: inside the
    // tap's pointerdown, the browser's answer to the tap (a menu opening) waited for them.
    const { context, page } = await phoneNotingPreloads(browser, baseURL);
    // The pictures are held back, so the page has not loaded when the visitor taps.
    const media = gate();
    await page.route(/\/media\//, async (route) => {
      await media.opened;
      await route.continue().catch(() => {});
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(page.locator("link[rel=modulepreload]").first()).toBeAttached();
    expect(await page.evaluate(() => (window as Window & { preloadsAddedDuring?: string }).preloadsAddedDuring)).toBe("no event");
    media.open();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    await context.close();
  });

  test("a tap before the starter has arrived starts the page's code as soon as it arrives", async ({ browser, baseURL }) => {
    // The document's inline recorder keeps the tap until the starter, held back here, runs.
    const { context, page } = await phoneNotingPreloads(browser, baseURL);
    const media = gate();
    const starter = gate();
    await page.route(/\/media\//, async (route) => {
      await media.opened;
      await route.continue().catch(() => {});
    });
    const starterFile = await starterPath(context.request);
    await page.route(
      (url) => url.pathname === starterFile,
      async (route) => {
        await starter.opened;
        await route.continue().catch(() => {});
      },
    );
    await page.goto("/rooms/sunrise", { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1 }).tap();
    await page.waitForTimeout(200);
    await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
    starter.open();
    // Well before the recorder's deadline (3 s after the document was parsed) and with the
    // pictures, so the page's load, still held: only the recorded tap starts it this soon.
    await expect(page.locator("link[rel=modulepreload]").first()).toBeAttached({ timeout: 1_500 });
    expect(await page.evaluate(() => (window as Window & { preloadsAddedDuring?: string }).preloadsAddedDuring)).toBe("no event");
    media.open();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    await context.close();
  });

  test("the module preloads are added one task at a time, and the page hydrates with them all", async ({ page }) => {
    // Each preload costs a phone's main thread a few milliseconds to tens of them (4× CPU); added
    // together they made one task long enough to block a tap and to count as blocking time.
    await page.addInitScript(() => {
      const append = Node.prototype.appendChild;
      const seen = window as Window & { preloads?: number; preloadsInOneTask?: number };
      let sameTask = false;
      seen.preloads = 0;
      seen.preloadsInOneTask = 0;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLLinkElement && child.rel === "modulepreload") {
          seen.preloads = (seen.preloads ?? 0) + 1;
          if (sameTask) seen.preloadsInOneTask = (seen.preloadsInOneTask ?? 0) + 1;
          sameTask = true;
          // A task's microtasks run once its script has returned, so this clears between tasks only.
          queueMicrotask(() => {
            sameTask = false;
          });
        }
        return append.call(this, child) as T;
      };
    });
    const preloadsInDocument = async () => {
      const response = await page.request.get("/rooms/sunrise");
      const preload = /data-preload="([^"]*)"/.exec(await response.text())?.[1] ?? "";
      return preload.split(" ").filter(Boolean).length;
    };
    const expected = await preloadsInDocument();
    expect(expected).toBeGreaterThan(1);
    await page.goto("/rooms/sunrise");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    const seen = await page.evaluate(() => {
      const w = window as Window & { preloads?: number; preloadsInOneTask?: number };
      return { preloads: w.preloads, inOneTask: w.preloadsInOneTask };
    });
    expect(seen).toEqual({ preloads: expected, inOneTask: 0 });
  });

  test("a document that inlines its whole stylesheet hydrates after its last preload", async ({ page }) => {
    // With no whole stylesheet to wait for, the starter runs the page's code once the preloads are in.
    await page.route("**/rooms/sunrise", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(" data-used-only", "") });
    });
    await page.goto("/rooms/sunrise");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(1);
  });

  test("a first visit opens no browser storage while the page is parsed; a reload still restores the scroll", async ({ page }) => {
    // A first read of local or session storage costs a new visitor's browser several milliseconds
    // before it can paint. Only the cart needs to know, before its code runs, whether a cart is
    // stored; scroll positions exist only for a history entry the page has seen before.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReadsWhileParsing: string[] }).storageReadsWhileParsing = reads;
      for (const name of ["localStorage", "sessionStorage"] as const) {
        const owner = Object.getOwnPropertyDescriptor(window, name) ? window : Window.prototype;
        const descriptor = Object.getOwnPropertyDescriptor(owner, name);
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            if (document.readyState === "loading") reads.push(name);
            return descriptor?.get?.call(window);
          },
        });
      }
    });
    const readsWhileParsing = () =>
      page.evaluate(() => (window as unknown as { storageReadsWhileParsing: string[] }).storageReadsWhileParsing);
    for (const path of ["/", "/about", "/rooms/sunrise"]) {
      await page.goto(path);
      expect(await readsWhileParsing(), path).toEqual([]);
    }
    await page.goto("/cart");
    expect(await readsWhileParsing()).toEqual(["localStorage"]);

    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.reload();
    expect(await readsWhileParsing()).toEqual(["sessionStorage"]);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  });

  test("hydration's last task leaves the display face, the stored cart and the hero film to tasks of their own", async ({ page }) => {
    // React runs every effect of a hydrated page in one task, and a tap waits for all of it. At the
    // end of that task (the microtask that hears <html> marked hydrated), none of the three has
    // started; a moment later each has.
    await page.addInitScript(() => {
      const seen = { faces: 0, storageReads: 0 };
      const record = window as unknown as { seen: typeof seen; atHydration: (typeof seen & { film: string })[] };
      record.seen = seen;
      record.atHydration = [];
      const NativeFontFace = window.FontFace;
      window.FontFace = class extends NativeFontFace {
        constructor(...args: ConstructorParameters<typeof FontFace>) {
          super(...args);
          seen.faces += 1;
        }
      };
      const descriptor =
        Object.getOwnPropertyDescriptor(window, "localStorage") ?? Object.getOwnPropertyDescriptor(Window.prototype, "localStorage");
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          seen.storageReads += 1;
          return descriptor?.get?.call(window);
        },
      });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        record.atHydration.push({ ...seen, film: document.querySelector("video")?.getAttribute("src") ?? "" });
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    type Seen = { faces: number; storageReads: number };
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => (window as unknown as { atHydration: unknown[] }).atHydration.length)).toBe(1);
    const atHydration = await page.evaluate(() => (window as unknown as { atHydration: (Seen & { film: string })[] }).atHydration[0]);
    expect(atHydration).toEqual({ faces: 0, storageReads: 0, film: "" });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { seen } = window as unknown as { seen: Seen };
          return {
            face: seen.faces > 0,
            cartRead: seen.storageReads > 0,
            film: document.querySelector("video")?.getAttribute("src") ?? "",
          };
        }),
      )
      .toEqual({ face: true, cartRead: true, film: expect.stringMatching(/\.mp4$/) });
  });

  test("the web app manifest is declared once the page has hydrated, not in the document", async ({ page, request }) => {
    const served = await (await request.get("/contact")).text();
    expect(served).not.toContain('rel="manifest"');
    await page.goto("/contact");
    const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/site.webmanifest");
    const manifest = await (await request.get(href ?? "")).json();
    expect(manifest).toMatchObject({ name: "Kaivalya Ayurveda Retreat", display: "standalone" });
  });

  test("the tab icon is a small PNG: an SVG one costs the page a whole SVG document after load", async ({ request }) => {
    // Chromium reads a page's icon on the page's own main thread; an SVG icon is an isolated SVG
    // document, created, styled and laid out there (about 100 ms at 4× CPU), a PNG one a decode.
    const served = await (await request.get("/")).text();
    const icons = [...served.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(([link]) => link);
    expect(icons).toHaveLength(1);
    expect(icons[0]).toContain('type="image/png"');
    const href = /\bhref="([^"]+)"/.exec(icons[0] ?? "")?.[1] ?? "";
    const icon = await request.get(href);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
    const png = await icon.body();
    // The IHDR chunk's width and height, big-endian, after the 8-byte signature and its header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
    expect(icons[0]).toContain('sizes="48x48"');
  });

  test("the display face is fetched only after the page has loaded and joins at the next page, moving nothing", async ({ page }) => {
    // Every layout shift the visitor could see, and each face the document gains with the page
    // shown at that moment.
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: { value: number; hadRecentInput: boolean }[]; joins: string[] };
      record.shifts = [];
      record.joins = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          record.shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
        }
      }).observe({ type: "layout-shift", buffered: true });
      const fonts = Object.getPrototypeOf(document.fonts) as FontFaceSet;
      const add = fonts.add;
      fonts.add = function (this: FontFaceSet, face: FontFace) {
        record.joins.push(`${face.family} ${face.status} on ${location.pathname}: ${document.querySelector("h1")?.textContent ?? ""}`);
        return add.call(this, face);
      };
    });
    const read = () =>
      page.evaluate(() => {
        const { shifts, joins } = window as unknown as { shifts: { value: number; hadRecentInput: boolean }[]; joins: string[] };
        return {
          joins,
          unexpectedShift: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          faces: [...document.fonts].filter((face) => /Cormorant Garamond/.test(face.family)).map((face) => face.status),
        };
      });

    await page.goto("/de/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // The file arrives after the page has loaded...
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".woff2"))))
      .toBe(true);
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      font: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.startTime,
      heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      inlined: document.querySelector("style[data-used-only]")?.textContent ?? "",
      whole: [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes("/assets/"))
        .map((sheet) => ({
          faces: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length,
          rules: sheet.cssRules.length,
        })),
    }));
    expect(timing.font).toBeGreaterThanOrEqual(timing.loaded);
    // ...and the page being read keeps the local serif it painted in, however long it is read.
    await page.waitForTimeout(1_000);
    expect(await read()).toEqual({ joins: [], unexpectedShift: 0, faces: [] });
    expect(timing.heading).toMatch(/^"Cormorant Garamond"/);
    // The document's own CSS names the face but never fetches it; it declares the tuned local
    // serifs, and the whole stylesheet loaded later declares no face again.
    expect(timing.inlined).toContain("Cormorant Garamond");
    expect(timing.inlined).toContain("Cormorant Fallback Georgia");
    expect(timing.inlined).not.toContain(".woff2");
    expect(timing.whole).toHaveLength(1);
    expect(timing.whole[0]?.rules).toBeGreaterThan(0);
    expect(timing.whole[0]?.faces).toBe(0);

    // The next page, on a link slow enough that its shifts would count (over 500 ms after the
    // tap), is drawn in the face from the start: the face joins with its heading already there.
    // The bar's links keep their widths as the current one changes (the bold-width utility).
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page
      .getByRole("link", { name: /Startseite/ })
      .first()
      .click();
    await expect(page.locator("h1")).not.toHaveText(/Über Kaivalya/);
    await expect.poll(read).toEqual({
      joins: ['"Cormorant Garamond" loaded on /de: Wo uralter Ayurveda auf zeitlosen Luxus trifft'],
      unexpectedShift: 0,
      faces: ["loaded"],
    });
    await page.waitForTimeout(500);
    expect((await read()).unexpectedShift).toBe(0);
  });
});
