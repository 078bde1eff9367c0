/**
 * Catalogue pages change only with a deploy: browsers keep them five minutes, shared caches an
 * hour, and a stale copy may be served for a day while a fresh one is fetched (ADR 050).
 */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** A route's `headers` export for catalogue pages. */
export function catalogueHeaders() {
  return { "Cache-Control": CATALOGUE_CACHE_CONTROL };
}
