/**
 * The scripts that start a page's code after it has painted (ADR 053; hydrate-after-load.ts puts
 * them in the document): an inline recorder of the visitor's first events, and the starter, which
 * the build appends to a file of the page's code (vite.config.ts). Plain strings with no Workers
 * API, so that the build reads them too.
 */

import { USED_ONLY_ATTRIBUTE } from "./page-stylesheet";

/** The type an inert copy of React Router's module script gets; the bench reads it too. */
export const LATE_MODULE_TYPE = "text/x-late-module";

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
 * The events a visitor's first touch, key or focus makes, which the starter answers. The recorder
 * below keeps them from the moment the document is parsed until the starter has arrived.
 */
const EARLY_EVENTS = "pointerdown touchstart keydown focusin click pointercancel keyup contextmenu";
/** Where the recorder keeps them: an array on window, its listener as the array's `f`. */
const EARLY_QUEUE = "__kaivalyaEarly";

/** On the recorder's script: the file that carries the starter. */
export const STARTER_ATTRIBUTE = "data-starter";

/**
 * Inline, before the held-back module script: records the visitor's first events (passive, so a
 * touch never waits on it to scroll) and keeps the script's nonce, which a module script cannot
 * read of itself, for the starter. It loads the starter, as a module script, once the page has
 * loaded and the browser has reported its first contentful paint (its `paint` entry arrives once
 * that frame is on screen; `first-paint` can come a frame before it, with nothing of the page's
 * content yet: 11-14 ms earlier in 2 of 32 loads of about on 2026-11-30), then one frame more, so that whatever `load` brings is painted first; at the
 * first of those events; or at the latest HYDRATE_AT_LATEST_MS after the document was parsed. Not while the page
 * is still loading what the visitor waits to see, where a request more would share the link with
 * the pictures. Lighthouse counts any request begun before the first or largest paint it observed
 * as holding that paint back:
 * - requested at `load` alone, the starter cost the pages whose largest paint is text (the cart,
 *   contact, the custom retreat) a round trip of their LCP in the bench of 2026-11-29, 21:02-22:01;
 * - requested a frame after `load`, it still came 20-40 ms before the first paint where `load`
 *   comes first, as it does on loopback: the task after the frame's animation callback runs
 *   before that frame is on screen (German contact, four Lighthouse runs, 2026-11-29, 23:50).
 * Without paint timing (or PerformanceObserver), the first event or the deadline loads it. The
 * starter answers what was recorded as it would have then.
 */
export const EARLY_EVENT_RECORDER = `(function(w,d,q){var s=d.currentScript;w.${EARLY_QUEUE}=q;q.n=s.nonce;function g(){if(q.s)return;q.s=1;var t=d.createElement("script");t.type="module";t.src=s.getAttribute("${STARTER_ATTRIBUTE}");t.nonce=q.n;d.head.appendChild(t)}q.f=function(e){q.push(e);g()};"${EARLY_EVENTS}".split(" ").forEach(function(t){w.addEventListener(t,q.f,{capture:!0,passive:!0})});w.addEventListener("load",function(){new PerformanceObserver(function(l,o){if(!l.getEntriesByName("first-contentful-paint").length)return;o.disconnect();requestAnimationFrame(function(){setTimeout(g)})}).observe({type:"paint",buffered:!0})});setTimeout(function(){q.l=1;g()},${HYDRATE_AT_LATEST_MS})})(window,document,[])`;

/**
 * The starter. Once the page has loaded and painted (its first contentful paint, then one frame
 * more, so the load's last paint happens first: on a fast link `load` can come before any paint),
 * on the first interaction, or at once if the recorder's deadline brought it, it preloads the modules
 * and inserts the module script with the nonce the recorder was given. A touch or key starts it
 * only once the interaction is over (its click, its cancel as a scroll begins, the key's release)
 * and the frame after that has been drawn, never inside its events: adding the preloads costs a
 * phone's main thread up to about 90 ms (4× CPU), which a tap on the menu would otherwise wait for
 * before the browser opens it. It adds them one task at a time: all in one task took 8-17 ms
 * unthrottled on the lab's machine and 18-196 ms at 4× CPU, a long task of its own, counted as
 * blocking time (ADR 053, note of 2026-11-29). `go` runs once, however many of those call it. When
 * the document inlines only the CSS it uses (page-stylesheet.ts), the whole stylesheet is requested
 * first and the page's code runs once it has loaded, so that nothing React renders later is
 * unstyled; otherwise the code runs after the last preload. A click on a script-only button before
 * hydration starts it and is repeated once the page has hydrated, so the first tap is not lost;
 * links and form buttons work without it, and so do the platform's own controls (a `popovertarget`
 * or `commandfor` button, a `<summary>`, a radio): the browser has already acted on their tap, and
 * a repeat would undo it (the menu would open and close again). Until the page has hydrated, the
 * events of a tap or a key on one of those controls stop at the window: once its code is running,
 * React finishes hydrating the whole page synchronously inside any such event that reaches it while
 * the page is still being hydrated (hundreds of milliseconds on a phone) before the browser may act
 * on it, though none of these controls has anything of React's to run; the browser acts on them all
 * the same, as stopping an event does not cancel what it does. Whatever the recorder kept before
 * the starter ran is answered as it would have been then. ES5 on purpose, and strict-mode safe.
 *
 * Not inline: it cost each document about 1 kB of gzip toward its first round trip (ADR 053, note
 * of 2026-11-29, night). The build appends it to the smallest file every page's code imports
 * anyway, the bundler's runtime helpers, which import nothing (vite.config.ts): the recorder loads
 * that file on its own, and when the page's code later imports it, the browser reuses the module it
 * has already run: no second request, no second start, and no file more on the first load.
 */
export const HYDRATION_STARTER_SOURCE =
  `(function(d,w){var q=w.${EARLY_QUEUE},m=d.querySelector('script[type="${LATE_MODULE_TYPE}"]'),n,done=0;if(!q||!m)return;n=q.n;
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
var settling=0,ended=0,ends=["click","pointercancel","keyup","contextmenu"];
function after(){if(settling)return;settling=1;ends.forEach(function(e){w.addEventListener(e,frame,{once:true,passive:true,capture:true})});setTimeout(frame,${INTERACTION_SETTLED_MS})}
["pointerdown","keydown","touchstart"].forEach(function(e){w.addEventListener(e,after,{once:true,passive:true,capture:true})});
w.addEventListener("focusin",frame,{once:true,passive:true,capture:true});
var tapped=null;function click(e){if(d.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;var b=e.target&&e.target.closest&&e.target.closest("button");if(b&&!b.hasAttribute("popovertarget")&&!b.hasAttribute("commandfor")&&(b.type==="button"||!b.form)){tapped=b;go()}}
d.addEventListener("click",click,true);
w.addEventListener("${HYDRATED_EVENT}",function(){var b=tapped;tapped=null;if(b&&b.isConnected)b.click()},{once:true});
"${REACT_HYDRATING_EVENTS}".split(" ").forEach(function(e){w.addEventListener(e,function(v){var t=v.target;if(!d.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}")&&t&&t.closest&&t.closest("${PLATFORM_CONTROLS}"))v.stopPropagation()},true)});
"${EARLY_EVENTS}".split(" ").forEach(function(t){w.removeEventListener(t,q.f,true)});
q.forEach(function(e){var t=e.type;if(t==="focusin")frame();else if(ends.indexOf(t)<0)after();else if(settling)frame();if(t==="click")click(e)});
if(q.l)go();})(document,window)`.replaceAll("\n", "");
