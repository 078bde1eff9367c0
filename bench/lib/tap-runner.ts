// First-tap latency in a real browser: a 390 px phone under applied throttling (DevTools network
// and CPU emulation, not Lighthouse's simulation, which does not slow a real tap). Each run is a
// new browser context (a first visit, empty cache) that taps one control once: right after the
// first contentful paint, while React hydrates the page, or once it has, and times in the page from the
// pointerdown's timestamp to the control's first state change.
//
// The browser is driven through a bare protocol connection (bench/lib/cdp.ts), not Playwright:
// Playwright enables the Runtime domain on every page, and with it V8 collects source positions as
// the page's modules are evaluated, a task of 70-90 ms here that a visitor's browser, with no
// debugger attached, never runs (bench/lib/inspector-cost.ts). The page is read with
// Runtime.evaluate alone, which does not enable the domain.
import { devices } from "@playwright/test";
import { type Cdp, evaluate, launchChromium, newPage } from "./cdp.ts";
import { type LabFloor, summarise, TAP_MOMENTS, type TapMoment, type TapResult, type TapSample } from "./taps.ts";

/** Lighthouse's mobile conditions, applied for real. */
export const throttling = { rttMs: 150, downloadBitsPerSec: 1_600_000, uploadBitsPerSec: 750_000, cpuSlowdown: 4 } as const;
/** "While hydrating": this long after React's code has been received (frameworkArrival). */
const HYDRATING_AFTER_CODE_MS = 60;

export const tapConditions = `Chromium driven through a bare DevTools protocol connection (no Runtime domain, as in a browser with no debugger attached), with DevTools emulation: ${throttling.rttMs} ms RTT, ${throttling.downloadBitsPerSec / 1e6} Mbps down, ${throttling.uploadBitsPerSec / 1e3} kbps up, ${throttling.cpuSlowdown}× CPU slowdown; Pixel 7 at 390 × 844; a new context (empty cache) per run; "at first paint" taps as soon as the page has observed its first-contentful-paint and the control, scrolled into view at once, has stayed put for three frames; "while hydrating" taps the same way once the framework chunk has been received and ${HYDRATING_AFTER_CODE_MS} ms more have passed, as React hydrates the page; "after hydration" taps the same way once \`html[data-hydrated]\` is set.`;

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
  /** Requests this row's page goes without (URL patterns, `*` a wildcard), to show what they cost the tap beside the row without it. */
  block?: string[];
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
  { route: "home", path: "/", ...MENU, control: "phone menu, the film held back", block: ["*.mp4", "*.webm"] },
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

type TapState = {
  fcp: number | null;
  down: number | null;
  hydratedAtDown: boolean | null;
  changed: number | null;
  /** Settles at the first contentful paint. */
  painted: Promise<void>;
  /** Settles once React has hydrated the page (`html[data-hydrated]`). */
  hydrated: Promise<void>;
  /** Settles at the control's first state change, once watchStateChange is watching. */
  answered: Promise<void>;
  answer: () => void;
};
declare global {
  interface Window {
    __benchTap: TapState;
  }
}

/** In every document before its own scripts: paint timing, hydration and the first pointerdown. */
export function recordPaintAndTap() {
  const settled = () => {
    let settle = () => {};
    const promise = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return [promise, settle] as const;
  };
  const [painted, paint] = settled();
  const [hydrated, hydrate] = settled();
  const [answered, answer] = settled();
  const state: TapState = { fcp: null, down: null, hydratedAtDown: null, changed: null, painted, hydrated, answered, answer };
  window.__benchTap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) {
      state.fcp ??= entry.startTime;
      paint();
    }
  }).observe({ type: "paint", buffered: true });
  // The document's element is not there yet: the observer on the document sees it arrive.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    hydrate();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
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
export function watchStateChange(scope: string) {
  const state = window.__benchTap;
  const inScope = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return !!element?.closest(scope);
  };
  const changed = (at = performance.now()) => {
    if (state.down !== null && state.changed === null) {
      state.changed = at;
      state.answer();
    }
  };
  // A section React renders again replaces the scope itself: its new nodes are added to a parent
  // outside it, so what was added counts too.
  const holdsScope = (node: Node) => node instanceof Element && (inScope(node) || node.querySelector(scope) !== null);
  /** When an event of `type` first reached something in scope from now on (undefined until then). */
  const firstInScope = (type: string) => {
    let at: number | undefined;
    addEventListener(
      type,
      (event) => {
        if (inScope(event.target as Node)) at ??= performance.now();
      },
      { capture: true },
    );
    return () => at;
  };
  // A `<details>` opens or closes in its summary's default action, right after the `DOMActivate`
  // event the click dispatches; no script runs after it in that task, so an observer hears of the
  // new `open` attribute only at the task's end, after the browser has restyled and laid out the
  // page for the tap's hover and pressed state. A popover's change is timed inside the click and a
  // script-driven control's inside its own listener, before that work; a `<details>` is timed the
  // same way, at its `DOMActivate`, once its `open` attribute confirms it.
  const activated = firstInScope("DOMActivate");
  const isDetails = (node: Node) => node instanceof Element && node.localName === "details";
  new MutationObserver((records) => {
    const answered = (record: MutationRecord) =>
      record.type === "attributes"
        ? inScope(record.target)
        : (inScope(record.target) && (record.addedNodes.length > 0 || record.removedNodes.length > 0)) ||
          [...record.addedNodes].some(holdsScope);
    const first = records.find(answered);
    if (!first) return;
    const opened = first.type === "attributes" && first.attributeName === "open" && isDetails(first.target);
    changed(opened ? activated() : undefined);
  }).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-expanded", "aria-pressed", "aria-selected", "aria-current", "open", "hidden"],
    childList: true,
  });
  // On the window, the first to hear an event: until the page has hydrated, the page's own starter
  // stops a platform control's events there on their way to the document (React's listener).
  addEventListener("change", (event) => inScope(event.target as Node) && changed(), { capture: true });
  // A popover's open state has no attribute: it changes inside the click, right after its
  // `beforetoggle`, while `toggle` is queued for later, after a frame or two. The change is
  // timed at `beforetoggle` once `toggle` confirms it (a page may cancel it).
  const toggling = firstInScope("beforetoggle");
  addEventListener("toggle", (event) => inScope(event.target as Node) && changed(toggling()), { capture: true });
  addEventListener("hashchange", () => changed());
}

/**
 * Waits for the control (the first visible match of `selector` whose text matches `text`) for up to
 * `absentAfterMs`; scrolls it into view at once (as a fling lands, not as the page's smooth
 * scrolling would glide there) and waits until it has stayed put for three frames. Answers where a
 * finger would tap it, its centre, or null when it never came.
 */
async function findAndSettle({ selector, text, absentAfterMs }: { selector: string; text: string | null; absentAfterMs: number }) {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const pattern = text === null ? null : new RegExp(text);
  const visible = (element: Element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const deadline = performance.now() + absentAfterMs;
  let node: Element | undefined;
  while (!node) {
    node = [...document.querySelectorAll(selector)].find((e) => visible(e) && (!pattern || pattern.test(e.textContent ?? "")));
    if (node) break;
    if (performance.now() > deadline) return null;
    await frame();
  }
  node.scrollIntoView({ block: "center", behavior: "instant" });
  let last = "";
  for (let still = 0; still < 3; ) {
    await frame();
    const { top, left } = node.getBoundingClientRect();
    still = `${top},${left}` === last ? still + 1 : 0;
    last = `${top},${left}`;
  }
  const box = node.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // What a finger there would touch: the control or something inside it, or the tap is no test of it.
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === node || node.contains(hit))) {
    throw new Error(`a tap at the control's centre would land on <${hit?.localName ?? "nothing"}>`);
  }
  return { x, y };
}

/** A control not visible this long after the first paint (or hydration) is taken as not on the route. */
const ABSENT_AFTER_MS = 10_000;
/** A tap whose control has not changed this long after it counts as dropped: an error, not a figure. */
const UNANSWERED_AFTER_MS = 30_000;

/** Rejects with `what` when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The call of a page-side function, as an expression to evaluate in the page. */
const call = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  `(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(", ")})`;

const PHONE = devices["Pixel 7"];

/** A new context's page as a 390 px Pixel 7, with the throttling applied and the page-side recorder installed. */
async function phonePage(cdp: Cdp, blockedUrls: readonly string[] = []) {
  const page = await newPage(cdp);
  const session = page.sessionId;
  await Promise.all([
    cdp.send("Page.enable", {}, session),
    cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: call(recordPaintAndTap) }, session),
    cdp.send(
      "Emulation.setDeviceMetricsOverride",
      { width: 390, height: 844, deviceScaleFactor: PHONE.deviceScaleFactor, mobile: true, screenWidth: 390, screenHeight: 844 },
      session,
    ),
    cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 }, session),
    cdp.send("Emulation.setFocusEmulationEnabled", { enabled: true }, session),
    cdp.send("Emulation.setUserAgentOverride", { userAgent: PHONE.userAgent }, session),
    cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown }, session),
    cdp.send("Network.enable", {}, session).then(() =>
      Promise.all([
        cdp.send(
          "Network.emulateNetworkConditions",
          {
            offline: false,
            latency: throttling.rttMs,
            downloadThroughput: throttling.downloadBitsPerSec / 8,
            uploadThroughput: throttling.uploadBitsPerSec / 8,
          },
          session,
        ),
        blockedUrls.length ? cdp.send("Network.setBlockedURLs", { urls: blockedUrls }, session) : undefined,
      ]),
    ),
  ]);
  return page;
}

/** Navigates and resolves once the new document has committed (its recorder is installed from then on). */
async function navigate(cdp: Cdp, session: string, url: string) {
  let stop = () => {};
  const committed = new Promise<void>((resolve) => {
    stop = cdp.on("Page.frameNavigated", (params, from) => {
      const frame = params.frame as { parentId?: string; url: string };
      if (from === session && !frame.parentId && frame.url !== "about:blank") resolve();
    });
  });
  try {
    const { errorText } = await cdp.send<{ errorText?: string }>("Page.navigate", { url }, session);
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await within(committed, 30_000, `${url} did not commit within 30 s`);
  } finally {
    stop();
  }
}

/** Resolves once React's code has arrived in this session: the framework chunk, the largest of the page's scripts, received. */
function frameworkArrival(cdp: Cdp, session: string): { arrived: Promise<void>; stop: () => void } {
  const framework = new Set<string>();
  let settle = () => {};
  const arrived = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const stops = [
    cdp.on("Network.requestWillBeSent", (params, from) => {
      const { url } = params.request as { url: string };
      if (from === session && /\/framework-[^/]+\.js$/.test(url)) framework.add(params.requestId as string);
    }),
    cdp.on("Network.loadingFinished", (params, from) => {
      if (from === session && framework.has(params.requestId as string)) settle();
    }),
  ];
  return {
    arrived,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

/**
 * Touches the point and lifts the finger, as a tap does; the browser makes the pointer events and
 * the click. Both go at once: each is acknowledged only once the page's main thread has handled it,
 * and a finger does not wait for that to lift.
 */
async function tapAt(cdp: Cdp, session: string, { x, y }: { x: number; y: number }) {
  await Promise.all([
    cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] }, session),
    cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }, session),
  ]);
}

/** Taps the settled control and waits for its state change; the latency timed in the page. */
async function tapAndTime(cdp: Cdp, session: string, point: { x: number; y: number }, scope: string): Promise<TapSample> {
  await evaluate(cdp, session, call(watchStateChange, scope));
  await tapAt(cdp, session, point);
  await within(
    evaluate(cdp, session, "window.__benchTap.answered"),
    UNANSWERED_AFTER_MS,
    `no state change within ${UNANSWERED_AFTER_MS / 1000} s of the tap`,
  );
  const state = await evaluate<{ down: number | null; changed: number | null; hydratedAtDown: boolean | null }>(
    cdp,
    session,
    "({ down: window.__benchTap.down, changed: window.__benchTap.changed, hydratedAtDown: window.__benchTap.hydratedAtDown })",
  );
  if (state.down === null || state.changed === null) throw new Error("the tap's pointerdown never reached the page");
  return { latencyMs: state.changed - state.down, hydratedAtTap: state.hydratedAtDown ?? false };
}

/** One run: a new context, the page under throttling, one tap at `moment`. Null when the control is absent. */
async function tapOnce(cdp: Cdp, origin: string, spec: TapControl, moment: TapMoment): Promise<TapSample | null> {
  const page = await phonePage(cdp, spec.block);
  const session = page.sessionId;
  const framework = frameworkArrival(cdp, session);
  try {
    await navigate(cdp, session, `${origin}${spec.path}`);
    if (moment !== "hydrated") {
      await within(evaluate(cdp, session, "window.__benchTap.painted"), 30_000, "no first contentful paint within 30 s");
    } else {
      await within(evaluate(cdp, session, "window.__benchTap.hydrated"), 60_000, "not hydrated within 60 s");
    }
    // A visitor sees the control before tapping it: scrolled to, laid out and painted, and still.
    // A section below the fold is laid out only once near (`render-when-near`), in the frames
    // after the scroll, and the sections around it take their own heights then, moving what is in
    // view; a tap in those frames would time that layout and aim at a control still moving, which
    // no finger reaches so soon. At first paint the scroll comes at once, so the tap lands as
    // early as a control below the fold can be tapped: mostly before hydration, otherwise while
    // it runs (the report says how many did).
    const point = await evaluate<{ x: number; y: number } | null>(
      cdp,
      session,
      call(findAndSettle, { selector: spec.selector, text: spec.text?.source ?? null, absentAfterMs: ABSENT_AFTER_MS }),
    );
    if (!point) return null;
    if (moment === "hydrating") {
      await within(framework.arrived, 30_000, "the framework chunk did not arrive within 30 s");
      await new Promise((resolve) => setTimeout(resolve, HYDRATING_AFTER_CODE_MS));
    }
    return await tapAndTime(cdp, session, point, spec.scope);
  } finally {
    framework.stop();
    await page.close();
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

async function tapFloorOnce(cdp: Cdp, floor: FloorControl): Promise<TapSample> {
  const page = await phonePage(cdp);
  const session = page.sessionId;
  try {
    // Served by the browser itself: no network, nothing to wait for but its parse.
    const html = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Floor</title><body>${floor.body}</body></html>`;
    await navigate(cdp, session, `data:text/html,${encodeURIComponent(html)}`);
    await within(evaluate(cdp, session, "window.__benchTap.painted"), 30_000, "no first contentful paint within 30 s");
    const point = await evaluate<{ x: number; y: number } | null>(
      cdp,
      session,
      call(findAndSettle, { selector: floor.selector, text: null, absentAfterMs: ABSENT_AFTER_MS }),
    );
    if (!point) throw new Error("the floor's control is missing");
    return await tapAndTime(cdp, session, point, "body");
  } finally {
    await page.close();
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
  const browser = await launchChromium(chromePath);
  const { cdp } = browser;
  const results: TapResult[] = [];
  const floorSamples = floorControls.map(() => [] as TapSample[]);
  try {
    for (const spec of controls) {
      for (const [index, floor] of floorControls.entries()) floorSamples[index]!.push(await tapFloorOnce(cdp, floor));
      const samples: Record<TapMoment, TapSample[]> = { "first paint": [], hydrating: [], hydrated: [] };
      const errors: Partial<Record<TapMoment, string>> = {};
      let absent = false;
      for (let run = 0; run < runs && !absent; run++) {
        for (const moment of TAP_MOMENTS) {
          if (errors[moment]) continue;
          try {
            const sample = await tapOnce(cdp, origin, spec, moment);
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
