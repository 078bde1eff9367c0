import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { InlineScript } from "./inline-stylesheet";

/** Where the router keeps the tab's scroll positions, one per history entry (sessionStorage). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Run by the parser before the page paints, as React Router's own <ScrollRestoration> script does:
 * a history entry without a key gets one (the router keys saved positions by it), and an entry
 * that had one (a reload, or a return to a page the browser dropped from memory) scrolls to the
 * position saved for it. React Router's script also reads the saved positions for an entry it has
 * just keyed, where nothing can be saved; that first read of session storage costs a new
 * visitor's browser several milliseconds before it can paint. ES5 on purpose.
 */
export const RESTORE_SCROLL_SCRIPT = `(function(k){var h=history,s=h.state;if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

/**
 * React Router's scroll restoration (its hook saves and restores positions across navigations)
 * with the script above. The server writes the script; the bundle does not carry it.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return <InlineScript code={import.meta.env.SSR ? RESTORE_SCROLL_SCRIPT : ""} />;
}
