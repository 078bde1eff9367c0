import { describe, expect, it } from "vitest";
import {
  isRouteDataRequest,
  pageRequestOf,
  ROUTE_DATA_ATTRIBUTE,
  ROUTE_DATA_INLINE_BELOW,
  routeDataNotHere,
  routeDataResponse,
  routeDataUrlOf,
  splitRouteData,
  withoutInlineRouteData,
} from "./route-data";

/** React Router's stream scripts as it writes them (react-router's single-fetch StreamTransfer). */
const enqueue = (text: string) =>
  `<script nonce="n0">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/</g, "\\u003c")});</script>`;
const close = '<script nonce="n0">window.__reactRouterContext.streamController.close();</script>';
const lateModule =
  '<script type="text/x-late-module" data-preload="/assets/a.js">import("/assets/a.js");</script><script nonce="n0">start()</script>';

const page = (...data: string[]) =>
  `<!DOCTYPE html><html><head><title>Sunrise</title></head><body><main>Sunrise, €250 per night</main>${lateModule}${data.map(enqueue).join("")}${close}</body></html>`;

/** Route data long enough to travel beside the document. */
const long = (text: string) => `["${"x".repeat(ROUTE_DATA_INLINE_BELOW)}",${text}]`;

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) } });

describe("a page's route data beside its document", () => {
  it("takes React Router's stream out of the document, in order, and names where it is", () => {
    const chunks = [`[{"_1":2},"loaderData","${"x".repeat(ROUTE_DATA_INLINE_BELOW)}"`, ',"<b>&\\"quoted\\"</b>\u2028"]'];
    const split = splitRouteData(page(...chunks), "/rooms/sunrise?_route-data");
    expect(split?.data).toBe(chunks.join(""));
    expect(split?.html).not.toContain("streamController");
    expect(split?.html).toContain("<main>Sunrise, €250 per night</main>");
    expect(split?.html).toContain(
      `<script type="text/x-late-module" ${ROUTE_DATA_ATTRIBUTE}="/rooms/sunrise?_route-data" data-preload="/assets/a.js">`,
    );
  });

  it("escapes the data URL as an attribute", () => {
    const split = splitRouteData(page(long("1")), '/retreats?q=a"b&_route-data');
    expect(split?.html).toContain(`${ROUTE_DATA_ATTRIBUTE}="/retreats?q=a&quot;b&amp;_route-data"`);
  });

  it("leaves a document without the whole stream or without the module script to itself", () => {
    expect(splitRouteData(page(), "/x?_route-data")).toBeNull();
    expect(splitRouteData(page(long("1")).replace(close, ""), "/x?_route-data")).toBeNull();
    expect(splitRouteData(page(long("1")).replace(lateModule, ""), "/x?_route-data")).toBeNull();
  });

  it("leaves data shorter than a request would cost in the document", () => {
    const short = `["${"x".repeat(ROUTE_DATA_INLINE_BELOW - 5)}"]`;
    expect(short.length).toBe(ROUTE_DATA_INLINE_BELOW - 1);
    expect(splitRouteData(page(short), "/x?_route-data")).toBeNull();
    expect(splitRouteData(page(`${short} `), "/x?_route-data")?.data).toBe(`${short} `);
  });

  it("asks for the data at the page's own path and query, without a second parameter", () => {
    expect(routeDataUrlOf("https://example.com/rooms/sunrise")).toBe("/rooms/sunrise?_route-data");
    expect(routeDataUrlOf("https://example.com/de/retreats?q=yoga&price=under-1000")).toBe(
      "/de/retreats?q=yoga&price=under-1000&_route-data",
    );
    expect(routeDataUrlOf("https://example.com/?_route-data")).toBe("/?_route-data");
  });

  it("knows a route data request by its parameter, on GET only, and the page it names", () => {
    expect(isRouteDataRequest(new Request("https://example.com/rooms?_route-data"))).toBe(true);
    expect(isRouteDataRequest(new Request("https://example.com/rooms?_route-data=1"))).toBe(true);
    expect(isRouteDataRequest(new Request("https://example.com/rooms"))).toBe(false);
    expect(isRouteDataRequest(new Request("https://example.com/rooms?_route-data", { method: "POST" }))).toBe(false);
    expect(pageRequestOf(new Request("https://example.com/retreats?q=yoga&_route-data")).url).toBe("https://example.com/retreats?q=yoga");
  });

  it("sends the document without its data, keeping status and headers", async () => {
    const response = await withoutInlineRouteData(
      html(page(long('"data"')), { headers: { "Cache-Control": "public, s-maxage=60", "Content-Length": "1" } }),
      "https://example.com/rooms/sunrise",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, s-maxage=60");
    expect(response.headers.has("Content-Length")).toBe(false);
    const text = await response.text();
    expect(text).not.toContain('"data"');
    expect(text).toContain('data-route-data="/rooms/sunrise?_route-data"');
  });

  it("answers a data request with the data and the page's caching, or 404 when the document has none to give", async () => {
    const response = await routeDataResponse(
      html(page('["da', `ta",${long("2")}]`), {
        headers: { "Cache-Control": "public, max-age=300, s-maxage=3600", "X-Page-Cache": "hit" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300, s-maxage=3600");
    expect(response.headers.get("X-Page-Cache")).toBe("hit");
    expect(await response.text()).toBe(`["data",${long("2")}]`);

    const none = await routeDataResponse(html(page()));
    expect(none.status).toBe(404);
    expect(await none.text()).toBe(await routeDataNotHere().text());
    expect((await routeDataResponse(new Response("{}", { headers: { "Content-Type": "application/json" } }))).status).toBe(404);
  });
});
