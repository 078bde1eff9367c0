import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The client build leaves out React DOM code that only some React features reach (vite.config.ts,
 * UNUSED_REACT_DOM_FUNCTIONS, ADR 094): `<ViewTransition>`, `useActionState`, `<Activity>`,
 * `<SuspenseList>`, custom elements' properties and React DOM's resource hints (`preload`,
 * `preinit`, `preconnect`, …); in the browser that code throws. So neither the site nor a library
 * it runs in the browser may use one of them until its code comes back.
 */
const LEFT_OUT_REACT_APIS = [
  "ViewTransition",
  "unstable_ViewTransition",
  "addTransitionType",
  "Activity",
  "unstable_Activity",
  "SuspenseList",
  "unstable_SuspenseList",
  "useActionState",
  "useFormState",
  "prefetchDNS",
  "preconnect",
  "preload",
  "preloadModule",
  "preinit",
  "preinitModule",
];
/**
 * React's and React DOM's exports left out too. A library may name one in code the bundler drops
 * (React Router's declarative `<Routes>` reads `React.Children`), so for libraries
 * tests/build/left-out-exports.test.ts checks the built chunks instead; here, the site's imports.
 */
const LEFT_OUT_EXPORTS = [
  "Children",
  "cloneElement",
  "createRef",
  "createPortal",
  "unstable_batchedUpdates",
  "unstable_useCacheRefresh",
  "useFormStatus",
  "requestFormReset",
  "useEffectEvent",
  "useImperativeHandle",
  "useDeferredValue",
];

/** The libraries whose code runs in the browser with React (the client build's dependencies). */
const BROWSER_LIBRARIES = ["node_modules/react-router/dist/production", "node_modules/sonner/dist"];

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a module imports from react or react-dom. */
function reactImports(text: string): string[] {
  const lists = [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"react(?:-dom)?"/g)].map((match) => match[1] ?? "");
  return lists.flatMap((list) => list.split(",").map((name) => name.trim().replace(/\s+as\s+.*$/, "")));
}

/** `React.ViewTransition`, `React$1.useActionState`, `react.Activity`: a member of a namespace import. */
const namespaceUseOf = (names: string[]) => new RegExp(`\\b[Rr]eact[\\w$]*\\.(${names.join("|")})\\b`, "g");
const namespaceUse = namespaceUseOf(LEFT_OUT_REACT_APIS);
const siteNamespaceUse = namespaceUseOf([...LEFT_OUT_REACT_APIS, ...LEFT_OUT_EXPORTS]);
/** A JSX tag with a hyphen, or an element given an `is` prop: React treats both as custom elements. */
const customElement = /<[a-z][a-z0-9]*-[a-z0-9-]*[\s/>]|\bis=["{]/;

describe("React features left out of the client build", () => {
  const siteFiles = files("app", /\.tsx?$/);

  it("reads the site's modules and the browser libraries", () => {
    expect(siteFiles).toContain(join("app", "root.tsx"));
    expect(reactImports(readFileSync(join("app", "root.tsx"), "utf8"))).toContain("useEffect");
    for (const dir of BROWSER_LIBRARIES) expect(files(dir, /\.m?js$/).length).toBeGreaterThan(0);
  });

  it("finds what it looks for", () => {
    expect(reactImports('import { useState, ViewTransition as VT } from "react";')).toContain("ViewTransition");
    expect("React$1.useActionState(a, b)".match(namespaceUse)).toEqual(["React$1.useActionState"]);
    expect("ReactDOM.preloadModule(href); ReactDOM.preload(href, as)".match(namespaceUse)).toEqual([
      "ReactDOM.preloadModule",
      "ReactDOM.preload",
    ]);
    expect(reactImports('import { preinit } from "react-dom";')).toContain("preinit");
    expect(customElement.test("<model-viewer src={x} />")).toBe(true);
    expect(customElement.test('<button is="fancy-button">')).toBe(true);
    expect(customElement.test("<section aria-label={label}>")).toBe(false);
  });

  it("are used by no page, component or hook", () => {
    const uses = siteFiles.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const found = [
        ...reactImports(text).filter((name) => LEFT_OUT_REACT_APIS.includes(name) || LEFT_OUT_EXPORTS.includes(name)),
        ...(text.match(siteNamespaceUse) ?? []),
        ...(file.endsWith(".tsx") && customElement.test(text) ? ["a custom element"] : []),
      ];
      return found.map((feature) => `${file}: ${feature} (put its code back in vite.config.ts first)`);
    });
    expect(uses).toEqual([]);
  });

  it("are used by no library the browser runs", () => {
    const uses = BROWSER_LIBRARIES.flatMap((dir) =>
      files(dir, /\.m?js$/).flatMap((file) => (readFileSync(file, "utf8").match(namespaceUse) ?? []).map((use) => `${file}: ${use}`)),
    );
    expect(uses).toEqual([]);
  });
});
