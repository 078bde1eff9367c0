import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importsOf, layeringViolations, readSources } from "./import-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the source tree", () => {
  const edges = importsOf(readSources(root, ["app", "workers"]));

  it("reads the imports it is meant to judge", () => {
    // Guards the reader itself: if it stopped finding imports, every rule below would pass.
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: "workers/app.ts", specifier: "~/worker-context", to: "app/worker-context.ts" });
  });

  it("keeps the layering: workers → domain/catalogue/worker-context, domain → catalogue, lib → no feature", () => {
    expect(layeringViolations(edges)).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(importCycles(edges)).toEqual([]);
  });
});

describe("the rules themselves", () => {
  const tree = (files: Record<string, string>) => importsOf(new Map(Object.entries(files)));

  it("refuses a Worker module importing a feature folder, through ~/ or a relative path", () => {
    const edges = tree({
      "workers/api/x.ts": 'import { a } from "~/cart/cart-provider";\nimport b from "../../app/checkout/use-checkout";',
      "app/cart/cart-provider.tsx": "",
      "app/checkout/use-checkout.ts": "",
    });
    expect(layeringViolations(edges)).toEqual([
      "workers/api/x.ts imports app/cart/cart-provider.tsx: workers/ imports from app/ only app/catalogue, app/domain and app/worker-context.ts",
      "workers/api/x.ts imports app/checkout/use-checkout.ts: workers/ imports from app/ only app/catalogue, app/domain and app/worker-context.ts",
    ]);
  });

  it("refuses domain → feature, lib → feature, app → workers and catalogue → domain; allows packages", () => {
    const edges = tree({
      "app/domain/a.ts": 'import type { B } from "~/booking/b";\nimport { z } from "zod";',
      "app/lib/c.ts": 'export { d } from "~/forms/d";',
      "app/routes/e.tsx": 'const f = await import("../../workers/f");',
      "app/catalogue/g.ts": 'import "~/domain/a";',
      "app/booking/b.ts": "",
      "app/forms/d.ts": "",
      "workers/f.ts": "",
    });
    expect(layeringViolations(edges).map((v) => v.split(":")[0])).toEqual([
      "app/domain/a.ts imports app/booking/b.ts",
      "app/lib/c.ts imports app/forms/d.ts",
      "app/routes/e.tsx imports workers/f.ts",
      "app/catalogue/g.ts imports app/domain/a.ts",
    ]);
  });

  it("ignores imports written in comments and reports specifiers that name no file", () => {
    const edges = tree({
      "app/domain/a.ts": '/** import { x } from "~/cart/x" */\n// import "~/forms/y";\nimport { z } from "./missing";',
    });
    expect(layeringViolations(edges)).toEqual(['app/domain/a.ts: "./missing" names no file']);
  });

  it("finds a cycle of two and of three, type-only imports included", () => {
    const edges = tree({
      "app/domain/a.ts": 'import type { B } from "./b";',
      "app/domain/b.ts": 'import { a } from "./a";',
      "app/domain/c.ts": 'import "./d";',
      "app/domain/d.ts": 'import "./e";',
      "app/domain/e.ts": 'export * from "./c";',
      "app/domain/f.ts": 'import "./a";',
    });
    expect(importCycles(edges)).toEqual([
      ["app/domain/a.ts", "app/domain/b.ts"],
      ["app/domain/c.ts", "app/domain/d.ts", "app/domain/e.ts"],
    ]);
  });
});
