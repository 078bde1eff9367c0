/**
 * Hydration after the page has painted (docs/decisions/053-paint-first-hydrate-after-load.md).
 *
 * React Router writes a module preload for every script a page needs and an inline module script
 * that imports them and starts hydration. A browser fetches all of them while it is still getting
 * the document, images and font, so on a slow phone connection they share the bandwidth with what
 * the visitor is waiting to see. This rewrite makes the page paint first: the module preloads
 * leave the document, React Router's module script becomes an inert data block carrying them, and
 * a small starter, from a file the page's code shares, starts the same module (with this
 * response's nonce) once the page has loaded, at the visitor's first touch, key or focus, or after a
 * few seconds, whichever is first; a short inline script before it loads the starter then and keeps
 * those first events for it.
 * The server-rendered page works meanwhile: links navigate and forms post without JavaScript.
 */

import { EARLY_EVENT_RECORDER, LATE_MODULE_TYPE, STARTER_ATTRIBUTE } from "./hydration-starter";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/**
 * The document with hydration deferred as described above; anything that is not an HTML document
 * (route data, robots.txt) passes through. `nonce` is the one the document was rendered with: the
 * starter script needs it to run, and the page cache swaps it like every other. `starterUrl` is the
 * built file that carries the starter (HYDRATION_STARTER_URL in vite.config.ts).
 */
export function hydrateAfterLoad(response: Response, nonce: string, starterUrl: string): Response {
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
        const nonceAttribute = escapeAttribute(nonce);
        script.before(
          `<script nonce="${nonceAttribute}" ${STARTER_ATTRIBUTE}="${escapeAttribute(starterUrl)}">${EARLY_EVENT_RECORDER}</script>`,
          { html: true },
        );
      },
    })
    .transform(response);
}
