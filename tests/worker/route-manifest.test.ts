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
    const manifest = JSON.parse(json) as { entry: { module: string }; routes: Record<string, { id: string; module: string }> };
    expect(manifest.routes[routeId]?.id).toBe(routeId);
    expect(script).toContain(`import * as route1 from "${manifest.routes[routeId]?.module}";`);
    expect(script).toContain(`import("${manifest.entry.module}");`);
  });

  it("carries a German page's own route", async () => {
    const { json } = await manifestIn("/de/about");
    const manifest = JSON.parse(json) as { routes: Record<string, { path?: string }> };
    expect(manifest.routes["de/routes/about.tsx"]?.path).toBe("de/about");
  });
});
