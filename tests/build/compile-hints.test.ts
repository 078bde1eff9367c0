import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The framework chunk (React, React DOM, React Router) asks V8 to compile all of its functions as
 * it arrives, off the main thread, rather than one by one on it while the page hydrates
 * (vite.config.ts, ADR 095). The hint counts only as the file's first line, and the minifier drops
 * comments: the build adds it after minification.
 */
const assetsDir = "build/client/assets";
const HINT = "//# allFunctionsCalledOnLoad\n";

const scripts = () => readdirSync(assetsDir).filter((name) => name.endsWith(".js"));

describe("compile hints in the client build", () => {
  it("the framework chunk's first line is the hint", () => {
    const framework = scripts().filter((name) => /^framework-[\w-]+\.js$/.test(name));
    expect(framework).toHaveLength(1);
    expect(readFileSync(join(assetsDir, framework[0]!), "utf8").startsWith(HINT)).toBe(true);
  });

  it("no other chunk has it: most of a page's own and lazy code is not run as it loads", () => {
    const hinted = scripts().filter(
      (name) => !name.startsWith("framework-") && readFileSync(join(assetsDir, name), "utf8").startsWith(HINT),
    );
    expect(hinted).toEqual([]);
  });
});
