/**
 * The edge cache for pages that say shared caches may keep them (`public` with `s-maxage`, the
 * catalogue pages of ADR 050). A Worker runs in front of Cloudflare's cache, so its responses are
 * not cached unless it stores them itself: this module does, with the Workers Cache API, per
 * data centre. See docs/decisions/052-page-cache.md.
 *
 * A stored page keeps the nonce it was rendered with only until it is served again: every hit
 * gets the fresh nonce of its own request wherever the old one stood (a 128-bit random value
 * appears nowhere else), and workers/app.ts sends the matching Content-Security-Policy. So caching
 * does not weaken the CSP.
 */
import { parsePriceFilter } from "~/catalogue/retreat-search";
import { hasStayQuery } from "~/domain/booking/stay-query";
import { localeOfPath, localizePath, pathWithoutLocale } from "~/domain/i18n/locale";
import { staffAreaOf } from "../access/staff-access";

/** What tells one deployment's pages from another's: a deploy never serves the last one's HTML. */
export type PageCacheVersion = string;

/**
 * Whether the request may be answered from, or stored in, the page cache. Never a staff page,
 * whatever its headers say: those belong to one signed-in person (ADR 070).
 */
export function isCacheableRequest(request: Request): boolean {
  return (
    request.method === "GET" &&
    !request.headers.has("Authorization") &&
    !request.headers.has("Cf-Access-Jwt-Assertion") &&
    staffAreaOf(new URL(request.url).pathname) === null &&
    isCanonicalPath(new URL(request.url).pathname) &&
    !isDatedDeepLink(new URL(request.url))
  );
}

/** The detail pages whose booking card a dated deep link fills, in either language. */
const DATED_PAGE_PATH = /^(\/de)?\/(rooms|retreats)\/[^/]+$/;

/**
 * A room's or retreat's page asked for with a deep link's dates or guests, valid or not (ADR 092):
 * rendered live with the calendar of the moment, never answered from or stored in the cache. The
 * same page without them stays cached; it is what the link's canonical names.
 */
function isDatedDeepLink(url: URL): boolean {
  return DATED_PAGE_PATH.test(routePathOf(url.pathname)) && hasStayQuery(url.searchParams);
}

/**
 * Whether the path is spelt the one way the site links to it: lower case, no percent-escapes, no
 * doubled or trailing slash. React Router renders the other spellings too (`/Rooms`, `/rooms/`,
 * `/r%6Fooms`), and each would otherwise be an entry of its own: as many as a client cares to
 * invent, pushing real pages out of the memory tier as random query strings did. They are
 * rendered, never stored.
 */
function isCanonicalPath(pathname: string): boolean {
  return (
    pathname === pathname.toLowerCase() &&
    !pathname.includes("%") &&
    !pathname.includes("//") &&
    (pathname === "/" || !pathname.endsWith("/"))
  );
}

/**
 * Whether the response asks shared caches to keep it: 200, public, s-maxage, no cookie. A 404 only
 * as the not-found page's (`notFound`): a page's own 404, such as a room that does not exist, names
 * its path in its links and is rendered each time.
 */
export function isCacheableResponse(response: Response, { notFound = false }: { notFound?: boolean } = {}): boolean {
  const status = notFound ? [200, 404] : [200];
  if (!status.includes(response.status) || response.headers.has("Set-Cookie")) return false;
  const cacheControl = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return (
    /(^|[\s,])public([\s,]|$)/.test(cacheControl) &&
    /(^|[\s,])s-maxage=\d+/.test(cacheControl) &&
    !/no-store|private|no-cache/.test(cacheControl)
  );
}

/**
 * How a query parameter's value is kept in the key: the value the page renders with, or null when
 * the page renders as if the parameter were absent.
 */
type QueryParameterRule = (value: string) => string | null;

/**
 * The query parameters each cacheable page reads, by route path. Only these are part of its key,
 * in this order: tracking parameters (utm_*, fbclid, gclid) and anything else a link or a bot adds
 * never create another entry, so they can neither render the page again nor push real pages out
 * of the in-memory tier. A route that starts reading a parameter must be listed here, or every
 * value of it is served the page rendered without it.
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, Readonly<Record<string, QueryParameterRule>>>> = {
  // app/routes/retreats._index.tsx: the search box and the price filter.
  "/retreats": {
    q: (value) => (value === "" ? null : value),
    price: (value) => (parsePriceFilter(value) === "all" ? null : value),
  },
};

/** React Router's single-fetch requests name the loaders to run; that changes the answer. */
const DATA_REQUEST_PARAMETERS = ["_routes"] as const;

/**
 * The route path a URL path is matched as, for looking up the parameters it reads: React Router
 * matches paths case-insensitively, percent-decoded, with or without a trailing slash, and serves
 * a page's data at `<path>.data` (the root's at `/_.data`). Reading a variant as its route keeps
 * `/Retreats/?q=x` from being stored under the key of `/Retreats/`.
 */
function routePathOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: match the path as sent.
  }
  path = path
    .toLowerCase()
    .replace(/\/_\.data$|\.data$/, "")
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/**
 * The query string the key keeps: the parameters the route reads (first value of each, normalised
 * by its rule), in a fixed order, plus `_routes` on data requests. Empty when none apply.
 */
export function cacheKeyQuery(url: URL): string {
  const kept = new URLSearchParams();
  // The German edition of a page (/de/retreats) reads the same parameters as the English one.
  const rules = PAGE_QUERY_PARAMETERS[pathWithoutLocale(routePathOf(url.pathname))] ?? {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = url.searchParams.get(name);
    const normalised = value === null ? null : rule(value);
    if (normalised !== null) kept.set(name, normalised);
  }
  if (isDataRequest(url.pathname)) {
    for (const name of DATA_REQUEST_PARAMETERS) {
      const value = url.searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
  }
  const query = kept.toString();
  return query === "" ? "" : `?${query}`;
}

/**
 * Where the "Page not found" document is kept, in each language ('/__not-found', '/de/__not-found'):
 * every path that only the catch-all route matches renders the same document in its language, so
 * one entry answers them all, however many paths a scanner tries (ADR 052).
 */
const NOT_FOUND_PATH = "/__not-found";

function isNotFoundKey(request: Request): boolean {
  return pathWithoutLocale(new URL(request.url).pathname) === NOT_FOUND_PATH;
}

/**
 * The request the page cache looks up and stores for `request`: the request itself, or, for a
 * document request that only the catch-all route matches (`isCatchAll`), the not-found page of its
 * language. Only for a path spelt the site's way, as for every page: another spelling could
 * render another language's words (percent-escapes, `/DE/…`), and is rendered each time.
 */
export function pageCacheRequest(request: Request, isCatchAll: (pathname: string) => boolean): Request {
  const url = new URL(request.url);
  if (!isCacheableRequest(request) || isDataRequest(url.pathname) || !isCatchAll(url.pathname)) return request;
  return new Request(new URL(localizePath(NOT_FOUND_PATH, localeOfPath(url.pathname)), url.origin).toString(), { method: "GET" });
}

/**
 * The cache key: the page's path and the query parameters it reads (`cacheKeyQuery`) under a path
 * that names the deployment. Crawlers and browsers share it: every document is rendered whole
 * (entry.server.tsx).
 */
export function pageCacheKey(request: Request, version: PageCacheVersion): Request {
  const url = new URL(request.url);
  const key = new URL(`/__page-cache/${encodeURIComponent(version)}${url.pathname}${cacheKeyQuery(url)}`, url.origin);
  return new Request(key.toString(), { method: "GET" });
}

/** Text bodies only: a nonce can be swapped in text, and pages and route data are text. */
function isText(response: Response): boolean {
  return /^(text\/|application\/(json|xml))/i.test(response.headers.get("Content-Type") ?? "");
}

export type PageCache = {
  /** The stored response for this request, with `nonce` wherever the rendered one stood. */
  match(request: Request, nonce: string): Promise<Response | undefined>;
  /**
   * Stores a copy of the response, rendered with `nonce`, if both sides allow it; returns the
   * response to send.
   */
  store(request: Request, response: Response, nonce: string, waitUntil: (promise: Promise<unknown>) => void): Response;
};

/** A stored page cut at its nonce: joining the pieces with any nonce gives the page with that one. */
type StoredPage = { pieces: string[]; status: number; headers: [string, string][]; expires: number };

/** How long shared caches may keep the response, in seconds (its s-maxage). */
function sharedMaxAge(response: Response): number {
  return Number(/s-maxage=(\d+)/i.exec(response.headers.get("Cache-Control") ?? "")?.[1] ?? 0);
}

/**
 * The first tier: pages this isolate served lately, in its memory, least recently used first out.
 * A deploy starts new isolates, so this tier never outlives the code that rendered its pages.
 */
export class RecentPages {
  readonly #pages = new Map<string, StoredPage>();

  constructor(
    readonly maxPages = 64,
    readonly maxPageBytes = 512 * 1024,
    readonly now: () => number = Date.now,
  ) {}

  get(key: string, nonce: string): Response | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expires <= this.now()) return undefined;
    this.#pages.set(key, page);
    return new Response(page.pieces.join(nonce), { status: page.status, headers: page.headers });
  }

  set(key: string, text: string, renderedNonce: string, response: Response): void {
    const seconds = sharedMaxAge(response);
    if (seconds <= 0 || text.length > this.maxPageBytes) return;
    this.#pages.delete(key);
    this.#pages.set(key, {
      pieces: text.split(renderedNonce),
      status: response.status,
      headers: [...response.headers],
      expires: this.now() + seconds * 1000,
    });
    while (this.#pages.size > this.maxPages) this.#pages.delete(this.#pages.keys().next().value!);
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** Says on each cacheable response whether it came from the page cache ("hit") or was rendered. */
const PAGE_CACHE_HEADER = "X-Page-Cache";

function marked(response: Response, state: "hit" | "miss"): Response {
  response.headers.set(PAGE_CACHE_HEADER, state);
  return response;
}

/** Travels with a page stored in the Cache API: the nonce it was rendered with. Never sent. */
const RENDERED_NONCE_HEADER = "X-Rendered-Nonce";

/**
 * A page cache in two tiers: this isolate's recent pages, then a Cache API cache (shared by the
 * data centre). Failures of the Cache API never fail the page: a lookup that throws is a miss, a
 * store that throws is dropped.
 */
export function pageCache(cache: Cache, version: PageCacheVersion, recent: RecentPages): PageCache {
  return {
    async match(request, nonce) {
      if (!isCacheableRequest(request)) return undefined;
      const key = pageCacheKey(request, version);
      const fromMemory = recent.get(key.url, nonce);
      if (fromMemory) return marked(fromMemory, "hit");
      try {
        const stored = await cache.match(key);
        const renderedNonce = stored?.headers.get(RENDERED_NONCE_HEADER);
        if (!stored || !renderedNonce) return undefined;
        const headers = new Headers(stored.headers);
        headers.delete(RENDERED_NONCE_HEADER);
        headers.delete("CF-Cache-Status");
        const response = new Response(null, { status: stored.status, headers });
        const text = await stored.text();
        recent.set(key.url, text, renderedNonce, response);
        return marked(new Response(text.split(renderedNonce).join(nonce), response), "hit");
      } catch {
        return undefined;
      }
    },
    store(request, response, nonce, waitUntil) {
      const cacheable = isCacheableResponse(response, { notFound: isNotFoundKey(request) });
      if (!isCacheableRequest(request) || !cacheable || !isText(response) || !response.body) {
        return response;
      }
      const key = pageCacheKey(request, version);
      const [forClient, forCache] = response.body.tee();
      const keep = async () => {
        // A render that fails half-way errors this branch too, and nothing is stored.
        const text = await new Response(forCache).text();
        recent.set(key.url, text, nonce, response);
        const stored = new Response(text, response);
        stored.headers.set(RENDERED_NONCE_HEADER, nonce);
        await cache.put(key, stored);
      };
      waitUntil(keep().catch(() => undefined));
      return marked(new Response(forClient, response), "miss");
    },
  };
}
