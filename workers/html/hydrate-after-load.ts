/**
 * Hydration after the page has painted (docs/decisions/053-paint-first-hydrate-after-load.md).
 *
 * React Router writes a module preload for every script a page needs and an inline module script
 * that imports them and starts hydration. A browser fetches all of them while it is still getting
 * the document, images and font, so on a slow phone connection they share the bandwidth with what
 * the visitor is waiting to see. This rewrite makes the page paint first: the module preloads
 * leave the document, React Router's module script becomes an inert data block carrying them, and
 * a small script beside it starts the same module (with this response's nonce) once the page has
 * loaded, at the visitor's first touch, key or focus, or after a few seconds, whichever is first.
 * The server-rendered page works meanwhile: links navigate and forms post without JavaScript.
 */

import { USED_ONLY_ATTRIBUTE } from "./page-stylesheet";
import starterSource from "./hydration-starter.js?minified";
import { ROUTE_DATA_ATTRIBUTE } from "./route-data";

/** The type an inert copy of React Router's module script gets; the bench reads it too. */
const LATE_MODULE_TYPE = "text/x-late-module";

/** Set on <html> by the root route once React has hydrated the page (app/root.tsx). */
const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Dispatched on window at the same moment. */
const HYDRATED_EVENT = "kaivalya:hydrated";

/** At the latest, hydration starts this long after the document was parsed, loaded or not. */
const HYDRATE_AT_LATEST_MS = 3000;
/** A touch or key that has not ended in a click, a cancel or a key's release by now has. */
const INTERACTION_SETTLED_MS = 500;
/**
 * A page's route data (route-data.ts) is asked for this many times at most, the next try this
 * many milliseconds later than the last: a dropped request on a hotel's Wi-Fi is not the end of
 * the page's code. Without its data the page stays as the server sent it: links and forms work.
 */
const ROUTE_DATA_TRIES = 3;
const ROUTE_DATA_RETRY_MS = 1000;

/**
 * The controls the browser runs by itself (ADR 053): the menu's `popovertarget` button (and any
 * `commandfor` one), a `<summary>` (the itinerary, a review's 'See more', 'View All Reviews'), and
 * the radios of a `role=radiogroup` (a room's gallery; the staff booking form's source chips,
 * uncontrolled, with nothing of React's to run either).
 */
const PLATFORM_CONTROLS = "summary,[popovertarget],[commandfor],[role=radiogroup] input[type=radio]";
/**
 * The events a tap or a key makes that React answers, while the page is still being hydrated, by
 * hydrating all of it at once (react-dom's `discreteReplayableEvents`, less drag and clipboard).
 */
const REACT_HYDRATING_EVENTS =
  "pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click auxclick dblclick contextmenu keydown keypress keyup input change";

/**
 * Runs where React Router's module script stood, right after its inert copy: once the page has
 * loaded and painted (its first contentful paint, then one frame more, so the load's last paint
 * happens first: on a fast link `load` can come before any paint), on the first interaction, or at
 * the latest after HYDRATE_AT_LATEST_MS, it preloads the modules and inserts the module script with
 * the nonce it was given itself. A touch or key starts it only once the interaction is over (its
 * click, its cancel as a scroll begins, the key's release) and the frame after that has been
 * drawn, never inside its events: adding the preloads costs a phone's main thread up to about
 * 90 ms (4× CPU), which a tap on the menu would otherwise wait for before the browser opens it.
 * It adds them one task at a time: all in one task took 8-17 ms unthrottled on the lab's machine
 * and 18-196 ms at 4× CPU, a long task of its own, counted as blocking time (ADR 053, note of
 * 2026-11-29). `go` runs once, however many of those call it. When the document inlines only the
 * CSS it uses (page-stylesheet.ts), the whole stylesheet is requested first and the page's code
 * runs once it has loaded, so that nothing React renders later is unstyled; otherwise the code
 * runs after the last preload. When the document names its route data instead of carrying it
 * (route-data.ts), that is fetched alongside the modules and handed to React Router's stream, and
 * the code runs once it is there too. A click on a script-only button before hydration starts it and is
 * repeated once the page has hydrated, so the first tap is not lost; links and form buttons work
 * without it, and so do the platform's own controls (a `popovertarget` or `commandfor` button, a
 * `<summary>`, a radio): the browser has already acted on their tap, and a repeat would undo it (the menu would
 * open and close again). Until the page has hydrated, the events of a tap or a key on one of those
 * controls stop at the window: once its code is running, React finishes hydrating the whole page
 * synchronously inside any such event that reaches it while the page is still being hydrated
 * (hundreds of milliseconds on a phone) before the browser may act on it, though none of these
 * controls has anything of React's to run; the browser acts on them all the same, as stopping an
 * event does not cancel what it does. The script is hydration-starter.js, minified by the build,
 * with these constants written in.
 */
const STARTER_CONSTANTS: Readonly<Record<string, string | number>> = {
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  USED_ONLY_ATTRIBUTE,
  ROUTE_DATA_ATTRIBUTE,
  ROUTE_DATA_TRIES,
  ROUTE_DATA_RETRY_MS,
  INTERACTION_SETTLED_MS,
  HYDRATE_AT_LATEST_MS,
  REACT_HYDRATING_EVENTS,
  PLATFORM_CONTROLS,
};
const hydrationStarter = starterSource.replace(/\b[A-Z][A-Z_]*[A-Z]\b/g, (name) =>
  Object.hasOwn(STARTER_CONSTANTS, name) ? JSON.stringify(STARTER_CONSTANTS[name]) : name,
);

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/**
 * The document with hydration deferred as described above; anything that is not an HTML document
 * (route data, robots.txt) passes through. `nonce` is the one the document was rendered with: the
 * starter script needs it to run, and the page cache swaps it like every other.
 */
export function hydrateAfterLoad(response: Response, nonce: string): Response {
  if (!isHtml(response) || !response.body) return response;
  const preloads: string[] = [];
  let rewritten = false;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        // React Router renders exactly one; anything else is left as it is.
        if (rewritten || script.hasAttribute("src")) return;
        rewritten = true;
        script.setAttribute("type", LATE_MODULE_TYPE);
        script.removeAttribute("async");
        script.removeAttribute("nonce");
        script.setAttribute("data-preload", preloads.join(" "));
        script.after(`<script nonce="${escapeAttribute(nonce)}">${hydrationStarter}</script>`, { html: true });
      },
    })
    .transform(response);
}
