/**
 * A cached page's route data travels beside its document, not inside it
 * (docs/decisions/096-route-data-beside-the-document.md).
 *
 * React Router writes the data a page hydrates from (its loaders' results, encoded as a stream)
 * into the document as inline scripts after the markup: 1.0-2.1 kB of gzip on a guest page, the
 * same words and numbers the markup already shows. The browser needs it only once the page's code
 * runs, after the page has loaded (hydrate-after-load.ts); in the document it is what takes a room's
 * or an about page past the first round trip (14.6 kB with the headers), which its markup and
 * stylesheet alone fit in.
 *
 * So a document the page cache keeps goes out without those scripts, and its inert module script
 * names where the data is: the same page with `?_route-data`. The hydration starter fetches it as
 * it starts the page's code and hands it to React Router's stream. That request is answered from
 * the same page-cache entry as the document (or a render of the same cached page), so the data is
 * the data the markup was rendered from. A page rendered for one request only (a dated deep link,
 * an error, a staff page) keeps its data inline: a second render could differ from the first.
 */

/** The query parameter that asks for a page's route data instead of its document. */
const ROUTE_DATA_PARAMETER = "_route-data";

/** Set on the inert module script (hydrate-after-load.ts): the URL the starter fetches the data from. */
export const ROUTE_DATA_ATTRIBUTE = "data-route-data";

/**
 * Data shorter than this, in characters, stays in the document (the cart's, the custom retreat's):
 * it costs fewer bytes there than the request and the attribute that would replace it.
 */
export const ROUTE_DATA_INLINE_BELOW = 1024;

/** React Router's inline scripts that feed its stream (react-router's single-fetch StreamTransfer). */
const ENQUEUE_SCRIPT = /<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT = /<script\b[^>]*>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;
/** The inert module script hydrate-after-load.ts leaves in every production document. */
const LATE_MODULE_OPEN = /<script type="text\/x-late-module"/;

/** Whether the request asks for a page's route data (`?_route-data`), by GET. */
export function isRouteDataRequest(request: Request): boolean {
  return request.method === "GET" && new URL(request.url).searchParams.has(ROUTE_DATA_PARAMETER);
}

/** The request for the page whose route data `request` asks for: the same, without the parameter. */
export function pageRequestOf(request: Request): Request {
  const url = new URL(request.url);
  url.searchParams.delete(ROUTE_DATA_PARAMETER);
  return new Request(url, request);
}

/** The URL the page's route data is fetched from: its own path and query, plus the parameter. */
export function routeDataUrlOf(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(ROUTE_DATA_PARAMETER);
  const query = url.searchParams.toString();
  return `${url.pathname}?${query ? `${query}&` : ""}${ROUTE_DATA_PARAMETER}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The document's route data and the document without it, its inert module script naming
 * `dataUrl`; null when the document does not have both (the Vite dev server's) or the data is
 * short enough to stay.
 */
export function splitRouteData(html: string, dataUrl: string): { html: string; data: string } | null {
  const chunks = Array.from(html.matchAll(ENQUEUE_SCRIPT), (match) => JSON.parse(match[1] ?? '""') as string);
  const data = chunks.join("");
  if (data.length < ROUTE_DATA_INLINE_BELOW || !CLOSE_SCRIPT.test(html) || !LATE_MODULE_OPEN.test(html)) return null;
  const without = html
    .replace(ENQUEUE_SCRIPT, "")
    .replace(CLOSE_SCRIPT, "")
    .replace(LATE_MODULE_OPEN, (open) => `${open} ${ROUTE_DATA_ATTRIBUTE}="${escapeAttribute(dataUrl)}"`);
  return { html: without, data };
}

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/** The document `response` (a whole page the page cache keeps) without its route data; else as it is. */
export async function withoutInlineRouteData(response: Response, pageUrl: string): Promise<Response> {
  if (!isHtml(response) || !response.body) return response;
  const html = await response.text();
  const split = splitRouteData(html, routeDataUrlOf(pageUrl));
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(split ? split.html : html, { status: response.status, statusText: response.statusText, headers });
}

/** The answer for a page whose route data is in its document, or that has none. */
export function routeDataNotHere(): Response {
  return new Response("This page's data is in its document.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The route data of the page `response` (a whole page the page cache keeps), with its caching
 * headers; 404 when it has none to give.
 */
export async function routeDataResponse(response: Response): Promise<Response> {
  const split = isHtml(response) && response.body ? splitRouteData(await response.text(), "") : null;
  if (!split) return routeDataNotHere();
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  for (const name of ["Cache-Control", "X-Page-Cache"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(split.data, { status: 200, headers });
}
