import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkBuildFreshness, staleBuildProblem } from "./build-freshness";

const build = { path: "build/server/index.js", mtimeMs: 1_000_000 };

describe("staleBuildProblem", () => {
  it("accepts a build at least as new as every source", () => {
    expect(
      staleBuildProblem(build, [
        { path: "app/root.tsx", mtimeMs: 999_000 },
        { path: "wrangler.toml", mtimeMs: 1_000_000 },
      ]),
    ).toBeNull();
    expect(staleBuildProblem(build, [])).toBeNull();
  });

  it("refuses a build older than a source, naming the newest and saying what to run", () => {
    const problem = staleBuildProblem(build, [
      { path: "app/root.tsx", mtimeMs: 1_000_500 },
      { path: "workers/app.ts", mtimeMs: 1_030_000 },
      { path: "migrations/0002_payments.sql", mtimeMs: 900_000 },
    ]);
    expect(problem).toMatch(/workers\/app\.ts changed 30 s after build\/server\/index\.js was built/);
    expect(problem).toContain("Run `npm run build` first.");
  });

  it("refuses when there is no build at all", () => {
    expect(staleBuildProblem(null, [])).toMatch(/build\/server\/index\.js is missing\. Run `npm run build` first\./);
  });

  it("ignores tests beside the code, which are not built", () => {
    expect(staleBuildProblem(build, [{ path: "workers/cache/page-cache.unit.test.ts", mtimeMs: 2_000_000 }])).toBeNull();
    expect(staleBuildProblem(build, [{ path: "app/lib/money.test.ts", mtimeMs: 2_000_000 }])).toBeNull();
  });
});

describe("checkBuildFreshness", () => {
  function project(files: Record<string, number>): string {
    const root = mkdtempSync(join(tmpdir(), "build-freshness-"));
    for (const [path, seconds] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), "");
      utimesSync(join(root, path), seconds, seconds);
    }
    return root;
  }

  it("reads the times of nested sources, the config files and the build", () => {
    const fresh = project({ "build/server/index.js": 2000, "app/routes/a/b.tsx": 1999, "vite.config.ts": 1500 });
    expect(checkBuildFreshness(fresh)).toBeNull();
    const stale = project({ "build/server/index.js": 2000, "app/routes/a/b.tsx": 1999, "react-router.config.ts": 2010 });
    expect(checkBuildFreshness(stale)).toMatch(/react-router\.config\.ts changed 10 s after/);
    const nested = project({ "build/server/index.js": 2000, "workers/forms/outbox.ts": 2005 });
    expect(checkBuildFreshness(nested)).toMatch(/workers\/forms\/outbox\.ts changed 5 s after/);
    expect(checkBuildFreshness(project({ "app/root.tsx": 1 }))).toMatch(/missing/);
  });
});
