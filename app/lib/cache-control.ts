/**
 * Pages that are the same for every visitor (the catalogue, and the shells of the cart and the
 * custom-retreat form, whose contents live in the browser) change only with a deploy: browsers
 * keep them five minutes, shared caches an hour, and a stale copy may be served for a day while a
 * fresh one is fetched (ADR 050). The Worker's page cache keeps them too (ADR 052).
 */
const CATALOGUE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/**
 * The "Page not found" document: the same for every path no page matches, until the next deploy.
 * Browsers ask again each time (a page may be published at that path); the Worker's page cache
 * keeps one per language for an hour (ADR 052).
 */
export function notFoundHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=3600" };
}

/** For answers that belong to one visitor: no cache anywhere keeps them. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A route's `headers` export for pages that are the same for every visitor. */
export function catalogueHeaders() {
  return { "Cache-Control": CATALOGUE_CACHE_CONTROL };
}

/**
 * The same for a page with a form action: the page is shared, but the answer to a post (which
 * echoes what the visitor sent) keeps the action's own Cache-Control (NO_STORE).
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  return { "Cache-Control": actionHeaders.get("Cache-Control") ?? CATALOGUE_CACHE_CONTROL };
}

/**
 * A catalogue page that a dated deep link renders live (ADR 092): its loader answers such a
 * request with NO_STORE, every other with the catalogue's caching.
 */
export function datedPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CATALOGUE_CACHE_CONTROL };
}
