import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * React Router's module script, which the Worker holds back as a data block until the page has
 * loaded (ADR 053), carries the page's route manifest. The Worker's build writes it without
 * JSON's indentation (vite.config.ts, compactRouteManifest): bytes every first response pays for,
 * which count against the ten TCP segments of its first round trip.
 */
async function manifestIn(path: string): Promise<{ json: string; script: string }> {
  const res = await SELF.fetch(`https://example.com${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const script = /<script type="text\/x-late-module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error(`${path}: no held-back module script`);
  const json = /window\.__reactRouterManifest = (.*);\n/.exec(script)?.[1];
  if (json === undefined) throw new Error(`${path}: no route manifest on one line in ${script.slice(0, 300)}`);
  return { json, script };
}

describe("the route manifest in a document", () => {
  it.each([
    ["/", "routes/_index"],
    ["/about", "routes/about"],
    ["/rooms/sunrise", "routes/rooms.$id"],
  ])("%s carries it as compact JSON, with the page's route and the entry it imports", async (path, routeId) => {
    const { json, script } = await manifestIn(path);
    expect(json).not.toMatch(/\n|": |, "/);
    // A route's false flags are left out: the browser's code only asks whether each is set.
    expect(json).not.toContain(":false");
    const manifest = JSON.parse(json) as { entry: { module: string }; routes: Record<string, { id: string; module: string }> };
    expect(manifest.routes[routeId]?.id).toBe(routeId);
    expect(manifest.routes[routeId]).toMatchObject({ hasDefaultExport: true });
    expect(script).toContain(`import * as route1 from "${manifest.routes[routeId]?.module}";`);
    expect(script).toContain(`import("${manifest.entry.module}");`);
  });

  it.each([
    ["/rooms/sunrise", ["root", "routes/rooms.$id"]],
    ["/de/rooms/sunrise", ["root", "de/routes/rooms.$id.tsx"]],
    ["/de/about", ["root", "de/routes/about.tsx"]],
  ])("%s carries only the routes it matched, not those of its parent paths", async (path, routeIds) => {
    const { json, script } = await manifestIn(path);
    const manifest = JSON.parse(json) as { routes: Record<string, unknown> };
    expect(Object.keys(manifest.routes)).toEqual(routeIds);
    // The same routes the page hydrates with.
    expect(script).toContain(
      `window.__reactRouterRouteModules = {${routeIds.map((id, i) => `${JSON.stringify(id)}:route${i}`).join(",")}};`,
    );
  });

  it("leaves the parent paths' routes to /__manifest, which answers them as the browser asks", async () => {
    const { json } = await manifestIn("/de/rooms/sunrise");
    const { version } = JSON.parse(json) as { version: string };
    const res = await SELF.fetch(`https://example.com/__manifest?${new URLSearchParams({ paths: "/,/de,/de/rooms", version })}`);
    expect(res.status).toBe(200);
    const patches = (await res.json()) as Record<string, { path?: string }>;
    expect(patches["de/routes/_index.tsx"]?.path).toBe("de");
    expect(patches["de/routes/rooms._index.tsx"]?.path).toBe("de/rooms");
    expect(patches["routes/_index"]).toBeDefined();
  });

  it("carries a German page's own route", async () => {
    const { json } = await manifestIn("/de/about");
    const manifest = JSON.parse(json) as { routes: Record<string, { path?: string }> };
    expect(manifest.routes["de/routes/about.tsx"]?.path).toBe("de/about");
  });
});
