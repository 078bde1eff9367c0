// First-tap latency in a real browser: a 390 px phone under applied throttling (DevTools network
// and CPU emulation, not Lighthouse's simulation, which does not slow a real tap). Each run is a
// new browser context (a first visit, empty cache) that taps one control once: right after the
// first contentful paint, while React hydrates the page, or once it has, and times in the page from the
// pointerdown's timestamp to the control's first state change.
import { type Browser, chromium, devices, type Page } from "@playwright/test";
import { type LabFloor, summarise, TAP_MOMENTS, type TapMoment, type TapResult, type TapSample } from "./taps.ts";

/** Lighthouse's mobile conditions, applied for real. */
export const throttling = { rttMs: 150, downloadBitsPerSec: 1_600_000, uploadBitsPerSec: 750_000, cpuSlowdown: 4 } as const;
/** "While hydrating": this long after React's code has been received (reactIsHydrating). */
const HYDRATING_AFTER_CODE_MS = 60;

export const tapConditions = `Chromium with DevTools emulation: ${throttling.rttMs} ms RTT, ${throttling.downloadBitsPerSec / 1e6} Mbps down, ${throttling.uploadBitsPerSec / 1e3} kbps up, ${throttling.cpuSlowdown}× CPU slowdown; Pixel 7 at 390 × 844; a new context (empty cache) per run; "at first paint" taps as soon as the page has observed its first-contentful-paint and the control, scrolled into view at once, has stayed put for three frames; "while hydrating" taps the same way once the framework chunk has been received and ${HYDRATING_AFTER_CODE_MS} ms more have passed, as React hydrates the page; "after hydration" taps the same way once \`html[data-hydrated]\` is set.`;

/**
 * A control a visitor can reach before hydration. `selector` (and `text`) find it, the first visible
 * match; `scope` is where its state change shows, an ancestor of it: a state attribute, a `toggle`
 * or `change` event, or a node added or removed (a one-way "show all", or a section React renders
 * again on the client, already in its new state).
 */
export type TapControl = {
  route: string;
  path: string;
  control: string;
  selector: string;
  text?: RegExp;
  scope: string;
  /** Requests this row's page goes without, to show what they cost the tap beside the row without it. */
  without?: RegExp;
};

const MENU = {
  control: "phone menu",
  selector: 'header button[aria-controls][aria-label="Open menu"], header [popovertarget]',
  scope: "header",
};

/** The contact page's FAQ shows its answers as cards: there is nothing to tap, so it is not here. */
export const tapControls: TapControl[] = [
  { route: "home", path: "/", ...MENU },
  // The hero film starts as the page hydrates: the same tap with the film held back shows its cost.
  { route: "home", path: "/", ...MENU, control: "phone menu, the film held back", without: /\.(mp4|webm)$/ },
  {
    route: "home",
    path: "/",
    control: "review's See more",
    selector: 'section[aria-labelledby="guest-reviews"] article summary',
    scope: 'section[aria-labelledby="guest-reviews"] li',
  },
  {
    route: "home",
    path: "/",
    control: "View All Reviews",
    selector: 'section[aria-labelledby="guest-reviews"] summary',
    text: /^\s*View All Reviews\s*$/,
    scope: 'section[aria-labelledby="guest-reviews"]',
  },
  { route: "a retreat", path: "/retreats/knees-joints-healing-7-day", ...MENU },
  {
    route: "a retreat",
    path: "/retreats/knees-joints-healing-7-day",
    control: "itinerary day 2",
    selector: 'section[aria-labelledby="itinerary"] li:nth-child(2) summary',
    scope: 'section[aria-labelledby="itinerary"] li',
  },
  { route: "a room", path: "/rooms/sunrise", ...MENU },
  {
    route: "a room",
    path: "/rooms/sunrise",
    control: "gallery thumbnail 2",
    // The radio lies over its thumbnail, transparent: a tap on the thumbnail lands on it.
    selector: '[role="radiogroup"][aria-label$=" photos"] > :nth-child(2) input[type="radio"]',
    scope: '[role="radiogroup"][aria-label$=" photos"]',
  },
];

type TapState = { fcp: number | null; down: number | null; hydratedAtDown: boolean | null; changed: number | null };
declare global {
  interface Window {
    __benchTap: TapState;
  }
}

/** In every document before its own scripts: paint timing and the first pointerdown. */
function recordPaintAndTap() {
  const state: TapState = { fcp: null, down: null, hydratedAtDown: null, changed: null };
  window.__benchTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) state.fcp ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  addEventListener(
    "pointerdown",
    (event) => {
      if (state.down !== null) return;
      // The event's timestamp is when the input arrived, before any wait for a busy main thread.
      state.down = event.timeStamp;
      state.hydratedAtDown = document.documentElement.hasAttribute("data-hydrated");
    },
    { capture: true },
  );
}

/** Watches for the control's state change (its first one counts) from now on. */
function watchStateChange(scope: string) {
  const state = window.__benchTap;
  const inScope = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return !!element?.closest(scope);
  };
  const changed = () => {
    if (state.down !== null && state.changed === null) state.changed = performance.now();
  };
  // A section React renders again replaces the scope itself: its new nodes are added to a parent
  // outside it, so what was added counts too.
  const holdsScope = (node: Node) => node instanceof Element && (inScope(node) || node.querySelector(scope) !== null);
  new MutationObserver((records) => {
    const answered = (record: MutationRecord) =>
      record.type === "attributes"
        ? inScope(record.target)
        : (inScope(record.target) && (record.addedNodes.length > 0 || record.removedNodes.length > 0)) ||
          [...record.addedNodes].some(holdsScope);
    if (records.some(answered)) changed();
  }).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-expanded", "aria-pressed", "aria-selected", "aria-current", "open", "hidden"],
    childList: true,
  });
  // On the window, the first to hear an event: until the page has hydrated, the page's own starter
  // stops a platform control's events there on their way to the document (React's listener).
  for (const type of ["toggle", "change"]) addEventListener(type, (event) => inScope(event.target as Node) && changed(), { capture: true });
  addEventListener("hashchange", changed);
}

/**
 * Scrolls the control into view at once (as a fling lands, not as the page's smooth scrolling would
 * glide there) and waits until it has stayed put for three frames.
 */
async function settleInView(node: Element) {
  node.scrollIntoView({ block: "center", behavior: "instant" });
  let last = "";
  for (let still = 0; still < 3; ) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const { top, left } = node.getBoundingClientRect();
    still = `${top},${left}` === last ? still + 1 : 0;
    last = `${top},${left}`;
  }
}

/**
 * Waits until React's code has arrived (the framework chunk, the largest of the page's scripts, has
 * been received), then a little more, so that the tap lands while React hydrates the page: on the
 * bench's phone that takes 200-300 ms from then.
 */
async function reactIsHydrating(page: Page) {
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((entry) => /\/framework-[^/]+\.js$/.test(entry.name)),
    null,
    { polling: 10, timeout: 30_000 },
  );
  await page.waitForTimeout(HYDRATING_AFTER_CODE_MS);
}

/** A control not visible this long after the first paint (or hydration) is taken as not on the route. */
const ABSENT_AFTER_MS = 10_000;
/** A tap whose control has not changed this long after it counts as dropped: an error, not a figure. */
const UNANSWERED_AFTER_MS = 30_000;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.rttMs,
    downloadThroughput: throttling.downloadBitsPerSec / 8,
    uploadThroughput: throttling.uploadBitsPerSec / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
}

/** One run: a new context, the page under throttling, one tap at `moment`. Null when the control is absent. */
async function tapOnce(browser: Browser, origin: string, spec: TapControl, moment: TapMoment): Promise<TapSample | null> {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordPaintAndTap);
    if (spec.without) await page.route(spec.without, (route) => route.abort());
    await throttle(page);
    await page.goto(`${origin}${spec.path}`, { waitUntil: "commit" });
    if (moment !== "hydrated") {
      await page.waitForFunction(() => window.__benchTap.fcp !== null, null, { polling: "raf", timeout: 30_000 });
    } else {
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
    }
    const control = page.locator(spec.selector).filter({ hasText: spec.text, visible: true }).first();
    // A visitor taps what is there: wait for the document to get that far, or call it absent.
    if (
      !(await control.waitFor({ state: "visible", timeout: ABSENT_AFTER_MS }).then(
        () => true,
        () => false,
      ))
    )
      return null;
    // A visitor sees the control before tapping it: scrolled to, laid out and painted, and still.
    // A section below the fold is laid out only once near (`render-when-near`), in the frames
    // after the scroll, and the sections around it take their own heights then, moving what is in
    // view; a tap in those frames would time that layout and aim at a control still moving (the
    // tap missed, and Playwright tapped again: 250-350 ms more), which no finger reaches so soon.
    // At first paint the scroll comes at once, so the tap lands as early as a control below the
    // fold can be tapped: mostly before hydration, otherwise while it runs (the report says how
    // many did).
    await control.evaluate(settleInView);
    if (moment === "hydrating") await reactIsHydrating(page);
    await page.evaluate(watchStateChange, spec.scope);
    await control.tap({ timeout: 30_000 });
    const answered = await page
      .waitForFunction(() => window.__benchTap.changed !== null, null, { timeout: UNANSWERED_AFTER_MS })
      .then(
        () => true,
        () => false,
      );
    if (!answered) throw new Error(`no state change within ${UNANSWERED_AFTER_MS / 1000} s of the tap`);
    const state = await page.evaluate(() => window.__benchTap);
    return { latencyMs: state.changed! - state.down!, hydratedAtTap: state.hydratedAtDown ?? false };
  } finally {
    await context.close();
  }
}

/**
 * The lab's own latency: the same tap, under the same emulation, on a page that holds nothing but
 * the control (no stylesheet, no script, nothing loading). What a route's figure has beyond it is
 * the page's; the rest is this machine's input path under CPU throttling.
 */
const floorControls = [
  {
    control: "a `popovertarget` button",
    body: '<button popovertarget="floor-menu" aria-label="Open menu">Menu</button><div popover id="floor-menu">Menu</div>',
    selector: "button",
  },
  { control: "a `<details>` summary", body: "<details><summary>More</summary><p>More text</p></details>", selector: "summary" },
] as const;
type FloorControl = (typeof floorControls)[number];

/** The floor page is served by the browser itself: no network, nothing to wait for but its parse. */
const FLOOR_ORIGIN = "http://lab-floor.invalid";

async function tapFloorOnce(browser: Browser, floor: FloorControl): Promise<TapSample> {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordPaintAndTap);
    await page.route(`${FLOOR_ORIGIN}/`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Floor</title><body>${floor.body}</body></html>`,
      }),
    );
    await throttle(page);
    await page.goto(`${FLOOR_ORIGIN}/`, { waitUntil: "load" });
    const control = page.locator(floor.selector);
    await control.evaluate(settleInView);
    await page.evaluate(watchStateChange, "body");
    await control.tap({ timeout: 30_000 });
    await page.waitForFunction(() => window.__benchTap.changed !== null, null, { timeout: UNANSWERED_AFTER_MS });
    const state = await page.evaluate(() => window.__benchTap);
    return { latencyMs: state.changed! - state.down!, hydratedAtTap: true };
  } finally {
    await context.close();
  }
}

/**
 * Every control, `runs` times at each moment, the moments alternating so all see the same machine;
 * and the lab's floor, one tap of each floor control before each route's control, spread the same way.
 */
export async function measureTaps(
  origin: string,
  controls: TapControl[],
  { runs, chromePath, log }: { runs: number; chromePath: string; log: (m: string) => void },
): Promise<{ results: TapResult[]; floor: LabFloor[] }> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const results: TapResult[] = [];
  const floorSamples = floorControls.map(() => [] as TapSample[]);
  try {
    for (const spec of controls) {
      for (const [index, floor] of floorControls.entries()) floorSamples[index]!.push(await tapFloorOnce(browser, floor));
      const samples: Record<TapMoment, TapSample[]> = { "first paint": [], hydrating: [], hydrated: [] };
      const errors: Partial<Record<TapMoment, string>> = {};
      let absent = false;
      for (let run = 0; run < runs && !absent; run++) {
        for (const moment of TAP_MOMENTS) {
          if (errors[moment]) continue;
          try {
            const sample = await tapOnce(browser, origin, spec, moment);
            if (!sample) {
              absent = true;
              break;
            }
            samples[moment].push(sample);
          } catch (error) {
            errors[moment] = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
          }
        }
      }
      const result: TapResult = { route: spec.route, control: spec.control, moments: {} };
      if (absent) result.absent = true;
      else {
        for (const moment of TAP_MOMENTS) {
          const error = errors[moment];
          result.moments[moment] = error ? { error } : summarise(samples[moment]);
        }
      }
      log(`tap ${spec.route} / ${spec.control}: ${JSON.stringify(result.absent ? "absent" : result.moments)}`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  const floor = floorControls.flatMap((floor, index) =>
    floorSamples[index]!.length ? [{ control: floor.control, summary: summarise(floorSamples[index]!) }] : [],
  );
  log(`tap floor: ${JSON.stringify(floor)}`);
  return { results, floor };
}
