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
 * runs after the last preload. A click on a script-only button before hydration starts it and is
 * repeated once the page has hydrated, so the first tap is not lost; links and form buttons work
 * without it, and so do the platform's own controls (a `popovertarget` or `commandfor` button, a
 * `<summary>`, a radio): the browser has already acted on their tap, and a repeat would undo it (the menu would
 * open and close again). Until the page has hydrated, the events of a tap or a key on one of those
 * controls stop at the window: once its code is running, React finishes hydrating the whole page
 * synchronously inside any such event that reaches it while the page is still being hydrated
 * (hundreds of milliseconds on a phone) before the browser may act on it, though none of these
 * controls has anything of React's to run; the browser acts on them all the same, as stopping an
 * event does not cancel what it does. ES5 on purpose: it runs before the site's code. Written in
 * lines here, sent as one: every statement ends in `;` or `}`, and each byte of the document counts
 * toward its first round trip.
 */
const hydrationStarter = `(function(d,w){var s=d.currentScript,m=s.previousElementSibling,n=s.nonce,done=0;
function go(){if(done)return;done=1;
var hs=(m.getAttribute("data-preload")||"").split(" ").filter(Boolean),i=0;
function start(){var t=d.createElement("script");t.type="module";t.nonce=n;t.textContent=m.textContent;d.body.appendChild(t)}
var css=d.querySelector("style[${USED_ONLY_ATTRIBUTE}]"),href=css&&css.getAttribute("data-href");
function next(){if(i<hs.length){var l=d.createElement("link");l.rel="modulepreload";l.href=hs[i++];l.nonce=n;d.head.appendChild(l);setTimeout(next,0)}else if(!href)start()}
if(href){var c=d.createElement("link");c.rel="stylesheet";c.href=href;c.onload=c.onerror=start;d.head.appendChild(c)}
setTimeout(next,0)}
function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}
function afterPaint(){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return frame();
new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();frame()}}).observe({type:"paint",buffered:true})}
if(d.readyState==="complete")afterPaint();else w.addEventListener("load",afterPaint,{once:true});
var settling=0;function after(){if(settling)return;settling=1;["click","pointercancel","keyup","contextmenu"].forEach(function(e){w.addEventListener(e,frame,{once:true,passive:true,capture:true})});setTimeout(frame,${INTERACTION_SETTLED_MS})}
["pointerdown","keydown","touchstart"].forEach(function(e){w.addEventListener(e,after,{once:true,passive:true,capture:true})});
w.addEventListener("focusin",frame,{once:true,passive:true,capture:true});
var tapped=null;d.addEventListener("click",function(e){if(d.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;var b=e.target&&e.target.closest&&e.target.closest("button");if(b&&!b.hasAttribute("popovertarget")&&!b.hasAttribute("commandfor")&&(b.type==="button"||!b.form)){tapped=b;go()}},true);
w.addEventListener("${HYDRATED_EVENT}",function(){var b=tapped;tapped=null;if(b&&b.isConnected)b.click()},{once:true});
"${REACT_HYDRATING_EVENTS}".split(" ").forEach(function(e){w.addEventListener(e,function(v){var t=v.target;if(!d.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}")&&t&&t.closest&&t.closest("${PLATFORM_CONTROLS}"))v.stopPropagation()},true)});
setTimeout(go,${HYDRATE_AT_LATEST_MS})})(document,window)`.replaceAll("\n", "");

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
