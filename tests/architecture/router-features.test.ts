import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routerConfig from "../../react-router.config";

/**
 * The client build leaves out React Router code the site cannot reach (vite.config.ts,
 * UNUSED_ROUTER_FUNCTIONS): fetchers, revalidation, blockers, page prefetching, and the paths for
 * builds without server rendering, for React Server Components, for the router's transitions and
 * for components outside the router; in the browser they throw. Only these hooks, components,
 * props and settings reach them, so none may be used until its code comes back.
 */
const IMPORTS_NEEDING_LEFT_OUT_CODE = [
  "useFetcher",
  "useFetchers",
  "useRevalidator",
  "useBlocker",
  "unstable_usePrompt",
  "PrefetchPageLinks",
];
const PROPS_NEEDING_LEFT_OUT_CODE: Record<string, RegExp> = {
  "<Form> or useSubmit with navigate={false}": /\bnavigate(=\{|:\s*)false\b/,
  "a fetcher key": /\bfetcherKey\b/,
  "a <Link> or <NavLink> that prefetches": /\bprefetch(=|:)/,
  "a page link from links()": /\bpage:\s*["'`]/,
  "a React root of its own, outside the router": /\bcreateRoot\b/,
  "the router's transitions": /\bunstable_useTransitions\b/,
};

/** The names a module imports from react-router. */
function routerImports(text: string): string[] {
  const lists = [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"react-router"/g)].map((match) => match[1] ?? "");
  return lists.flatMap((list) =>
    list.split(",").map((name) =>
      name
        .trim()
        .replace(/^type\s+/, "")
        .replace(/\s+as\s+.*$/, ""),
    ),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("React Router features left out of the client build", () => {
  const files = sourceFiles("app");

  it("reads the site's modules and what they import from react-router", () => {
    expect(files).toContain(join("app", "root.tsx"));
    expect(routerImports(readFileSync(join("app", "root.tsx"), "utf8"))).toContain("Outlet");
  });

  it("are not needed by the build's settings", () => {
    // Server rendering on: the single-fetch strategy for builds without it is left out.
    expect(routerConfig.ssr).toBe(true);
    // No React Server Components.
    expect(readFileSync("vite.config.ts", "utf8")).not.toMatch(/reactRouterRSC|react-router\/rsc/);
  });

  it("are used by no page, component or hook", () => {
    const uses = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const imports = routerImports(text).filter((name) => IMPORTS_NEEDING_LEFT_OUT_CODE.includes(name));
      const props = Object.entries(PROPS_NEEDING_LEFT_OUT_CODE)
        .filter(([, pattern]) => pattern.test(text))
        .map(([feature]) => feature);
      return [...imports, ...props].map((feature) => `${file}: ${feature} (put its code back in vite.config.ts first)`);
    });
    expect(uses).toEqual([]);
  });
});
