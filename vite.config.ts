import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { defineConfig, parseAst } from "vite";
import { HYDRATION_STARTER_SOURCE } from "./workers/html/hydration-starter";
import { explicitLocaleRuntime } from "./scripts/explicit-locale-runtime";
import { preciseMessageImports } from "./scripts/precise-message-imports";

/**
 * The browser's first load in few files (docs/benchmarks.md): each extra request over HTTP/1.1
 * or a slow link costs a round trip. React, React DOM and React Router go in one chunk, the site's
 * code shared by two or more pages (shell, cards, helpers) in another; what only one page uses
 * stays in that page's module, and code behind import() (zod, the forms, the toasts) stays lazy.
 */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const isAppModule = (id: string) => /[\\/]app[\\/]/.test(id);

/** The app modules `from` reaches through static imports, itself included. */
function reachable(from: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (seen.has(next) || !isAppModule(next)) continue;
    seen.add(next);
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The shell: the site's modules the root route needs (navigation, footer, cart badge), which every
 * page runs, and those at least SHELL_MIN_PAGES guest pages import (buttons, pictures, SEO
 * helpers): one file instead of a chunk per combination of pages. The console: what only the staff
 * pages (/admin) use, in a chunk of its own, so that no guest page's shared chunk carries it.
 */
const SHELL_MIN_PAGES = 3;
/**
 * The pages where a guest chooses a stay. What only they share (the stay rules, the cart's item
 * builders) is a chunk of theirs, "booking", rather than shell that the cart, the contact page and
 * the confirmation would load too (0.9 kB each). What only a room's and a retreat's page share
 * (the booking card's state, the calendar and its client) is one chunk, "stay": left to the
 * splitting below it made two, and with "booking" their first load 9 files.
 */
const BOOKING_PAGES = new Set(["rooms.$id.tsx", "retreats.$id.tsx", "custom-retreat.tsx"]);
const STAY_PAGES = new Set(["rooms.$id.tsx", "retreats.$id.tsx"]);
type AppChunk = "shell" | "booking" | "stay" | "console" | "staff-shared" | `console-${string}`;
let chunkOf: Map<string, AppChunk> | undefined;
function appChunk(id: string, graph: ModuleGraph): AppChunk | null {
  if (!chunkOf) {
    chunkOf = new Map();
    const root = reachable(resolve("app/root.tsx"), graph);
    const pages = readdirSync(resolve("app/routes")).filter((file) => /\.tsx$/.test(file));
    // A route without a component (sitemap.xml, robots.txt) is never a page in a browser: what it
    // imports for its loader or its tests says nothing about what pages share.
    const guestPages = pages.filter(
      (file) => !file.startsWith("admin") && /^export default /m.test(readFileSync(resolve("app/routes", file), "utf8")),
    );
    const pagesOf = new Map<string, string[]>();
    for (const page of guestPages) {
      for (const module of reachable(resolve("app/routes", page), graph)) pagesOf.set(module, [...(pagesOf.get(module) ?? []), page]);
    }
    const counts = new Map([...pagesOf].map(([module, pages]) => [module, pages.length]));
    const onlyOn = (module: string, set: Set<string>) => (pagesOf.get(module) ?? []).every((page) => set.has(page));
    for (const module of root) chunkOf.set(module, "shell");
    // The hero film (home, a retreat): small, and on its own it pulled the cards into a retreat's first load.
    chunkOf.set(resolve("app/components/hero-video.tsx"), "shell");
    for (const [module, count] of counts) {
      if (chunkOf.has(module)) continue;
      const page = module.includes(`${sep}routes${sep}`);
      if (count >= SHELL_MIN_PAGES && !page) chunkOf.set(module, onlyOn(module, BOOKING_PAGES) ? "booking" : "shell");
      else if (count === STAY_PAGES.size && onlyOn(module, STAY_PAGES) && !page) chunkOf.set(module, "stay");
      // A message (a few dozen bytes, scripts/precise-message-imports.ts) that two pages call
      // joins the shell: left to the splitting below, each pair of pages sharing one made a chunk
      // of its own, and the home page's first load grew past 8 files.
      if (count >= 2 && module.includes(`${sep}paraglide${sep}messages${sep}`)) chunkOf.set(module, "shell");
    }
    // The staff UI, and what it shares with a guest page outside the shell (a booking's view, for
    // the confirmation page): two chunks, as a group also takes in the modules its own import.
    // What only one staff page uses (a form of its own) stays out of the console chunk, so each
    // new staff page does not add its code to every other one's first load.
    const staffPages = pages.filter((file) => file.startsWith("admin"));
    const staffCounts = new Map<string, number>();
    for (const page of staffPages) {
      for (const module of reachable(resolve("app/routes", page), graph)) staffCounts.set(module, (staffCounts.get(module) ?? 0) + 1);
    }
    for (const page of staffPages) {
      for (const module of reachable(resolve("app/routes", page), graph)) {
        if (chunkOf.has(module) || module.includes(`${sep}routes${sep}`)) continue;
        if (counts.has(module)) chunkOf.set(module, "staff-shared");
        else if ((staffCounts.get(module) ?? 0) > 1) chunkOf.set(module, "console");
        else chunkOf.set(module, `console-${page.replace(/\.tsx$/, "")}`);
      }
    }
  }
  return chunkOf.get(id) ?? null;
}

const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
      priority: 3,
    },
    { name: (id: string, graph: ModuleGraph) => (appChunk(id, graph) === "shell" ? "shell" : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (appChunk(id, graph) === "booking" ? "booking" : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (appChunk(id, graph) === "stay" ? "stay" : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (appChunk(id, graph) === "staff-shared" ? "staff-shared" : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (appChunk(id, graph) === "console" ? "console" : null), priority: 1.5 },
    {
      name: (id: string, graph: ModuleGraph) => {
        const chunk = appChunk(id, graph);
        return chunk?.startsWith("console-") ? chunk : null;
      },
      priority: 1.5,
    },
    // The room and retreat cards, together: home shows both, and apart (each with its messages)
    // they made home's first load 9 files; a list page that shows one kind loads the other's
    // 0.9 kB too.
    { name: "cards", test: /[\\/]app[\\/]components[\\/](room|retreat)-card\.tsx$/, priority: 1.5 },
    // The cancellation policy's note (the cart, the confirmation page): small enough that the
    // merge below would put it in with the room cards, on the home page's first load.
    { name: "policy-note", test: /[\\/]app[\\/]booking[\\/]cancellation-policy-note\.tsx$/, priority: 1.5 },
    {
      name: "shared",
      test: /[\\/]app[\\/]/,
      tags: ["$initial" as const],
      minShareCount: 2,
      priority: 1,
      entriesAware: true,
      // Merging chunks of up to 60 kB put the staff console's and the cards' code in every guest
      // page's first load (125-129 kB); at 5 kB each page loads what it uses, in at most 8 files.
      entriesAwareMergeThreshold: 5000,
    },
  ],
};

/**
 * React Router features the site does not use, left out of the browser's bundle: its router
 * imports them statically and calls them only when asked to (HydratedRouter's `instrumentations`
 * prop), so no bundler can drop them. A stub that says so stands in, for the client build only;
 * the Worker keeps the library as it is (ADR 090). tests/build/first-load-js.test.ts holds the saving.
 */
const UNUSED_ROUTER_FEATURES: Record<string, string> = {
  "react-router/dist/production/lib/router/instrumentation.js": [
    'const unused = () => { throw new Error("React Router instrumentations are left out of this site\'s client build (vite.config.ts)"); };',
    "export const consumeInstrumentationClientResultMetaReceiver = () => undefined;",
    "export const getRouteInstrumentationUpdates = unused;",
    "export const instrumentClientSideRouter = unused;",
    "export const instrumentHandler = unused;",
    "export const instrumentationResultMetaContext = undefined;",
  ].join("\n"),
};
/**
 * Functions of React Router's client code that only features this site never uses reach: each
 * keeps its name and the router's shape but, in the client build, its body becomes a throw, so
 * the code only it reaches (a fetcher's whole action and loader path) drops out of the chunk.
 * Why each is unreachable, from react-router's source: `fetch` is called only by useFetcher and
 * by useSubmit / <Form> with `navigate={false}`, and `getFetcher`, `resetFetcher` and
 * `deleteFetcher` (queueFetcherForDeletion) only by useFetcher; `revalidate` only by
 * useRevalidator; `getBlocker` only by useBlocker, and with no blocker registered
 * `updateBlocker` is never called; PrefetchPageLinks is rendered only for a <Link> or <NavLink>
 * with a `prefetch` other than "none" and for a `{ page }` descriptor from a route's links();
 * single fetch's nonSsrStrategy serves only builds with `ssr: false`, and its fetcher strategy
 * only fetchers; RSCErrorHandler renders only under a React Server Components router;
 * useNavigateUnstable runs only outside a data router (every component here is a route's, the
 * root's Layout included); getOptimisticRouterState only with the router's unstable_useTransitions.
 * tests/architecture/router-features.test.ts fails if the site starts using one of those; a build
 * that no longer finds one fails (an upgrade renamed it).
 */
const UNUSED_ROUTER_FUNCTIONS: Record<string, Record<string, string>> = {
  "react-router/dist/production/lib/router/router.js": {
    fetch: "fetchers (useFetcher, or <Form> / useSubmit with navigate={false})",
    getFetcher: "useFetcher",
    resetFetcher: "useFetcher",
    queueFetcherForDeletion: "useFetcher",
    revalidate: "useRevalidator",
    getBlocker: "useBlocker",
    updateBlocker: "useBlocker",
  },
  "react-router/dist/production/lib/dom/ssr/components.js": {
    PrefetchPageLinks: "a <Link prefetch> or a page link from a route's links()",
  },
  "react-router/dist/production/lib/dom/ssr/single-fetch.js": {
    nonSsrStrategy: "a build without server rendering (ssr: false)",
    singleFetchLoaderFetcherStrategy: "fetchers (useFetcher)",
  },
  "react-router/dist/production/lib/hooks.js": {
    RSCErrorHandler: "React Server Components",
    useNavigateUnstable: "useNavigate outside a data router",
  },
  "react-router/dist/production/lib/components.js": {
    getOptimisticRouterState: "the router's unstable_useTransitions",
  },
};

/**
 * Functions of React DOM's client that only React features this site never uses reach, left out
 * the same way (ADR 094). Each is called only on a fiber of that feature's own kind, or from code
 * that only such a fiber starts, so with none in the tree it never runs:
 * - `<ViewTransition>` (fiber tag 30): the view transition itself (`startViewTransition`, begun
 *   only when the commit found such a fiber or its subtree flag, which only tag 30 sets), the
 *   after-mutation pass and its measuring (passed only to it), naming host instances and restoring
 *   them (called in `30 === tag` branches only), its ref's instance and its events;
 * - `useActionState` (its mount, update and rerender, reached only through the hook itself);
 * - `<Activity>` (tag 31) and `<SuspenseList>` (tag 19, not even exported by stable React): their
 *   `beginWork`;
 * - custom elements (a tag with a hyphen, or an `is` prop): setting their properties;
 * - React DOM's resource hints (`preload`, `preloadModule`, `preinit`, `preinitModule`,
 *   `preconnect`, `prefetchDNS`): the dispatcher's methods, reached only through those exports;
 *   React DOM's own hoisting of `<link>`, `<style>` and `<script>` does not call them;
 * - the hooks `useEffectEvent`, `useImperativeHandle` and `useDeferredValue` (what their mount,
 *   update and rerender call), the React Compiler's `useMemoCache`, `unstable_useCacheRefresh`'s
 *   refresh, and portals (a portal's fiber, made only from `createPortal`'s element).
 * Exports nobody here calls (`exports.name = …` in React's and React DOM's CommonJS files, which
 * no bundler can shake) are left out the same way, the code only they reached with them: the
 * resource hints' and `createPortal`'s, `React.Children`, `cloneElement`, `createRef`, the
 * hooks above. tests/architecture/react-features.test.ts fails when the site or a library it
 * runs in the browser (React Router, sonner) starts using one of these features, and
 * tests/build/left-out-exports.test.ts when a built chunk reads one of the exports.
 */
const UNUSED_REACT_DOM_FUNCTIONS: Record<string, Record<string, string>> = {
  "react-dom/cjs/react-dom-client.production.js": {
    startViewTransition: "<ViewTransition>",
    commitAfterMutationEffectsOnFiber: "<ViewTransition>",
    recursivelyTraverseAfterMutationEffects: "<ViewTransition>",
    measureNestedViewTransitions: "<ViewTransition>",
    measureViewTransitionHostInstancesRecursive: "<ViewTransition>",
    applyViewTransitionToHostInstances: "<ViewTransition>",
    restoreViewTransitionOnHostInstances: "<ViewTransition>",
    createViewTransitionInstance: "<ViewTransition>",
    scheduleViewTransitionEvent: "<ViewTransition>",
    mountActionState: "useActionState",
    updateActionState: "useActionState",
    rerenderActionState: "useActionState",
    updateActivityComponent: "<Activity>",
    updateSuspenseListComponent: "<SuspenseList>",
    setPropOnCustomElement: "a custom element",
    prefetchDNS: "ReactDOM.prefetchDNS",
    preconnect: "ReactDOM.preconnect",
    preload: "ReactDOM.preload",
    preloadModule: "ReactDOM.preloadModule",
    preinitStyle: "ReactDOM.preinit",
    preinitScript: "ReactDOM.preinit",
    preinitModuleScript: "ReactDOM.preinitModule",
    useEffectEventImpl: "useEffectEvent",
    updateEvent: "useEffectEvent",
    imperativeHandleEffect: "useImperativeHandle",
    updateImperativeHandle: "useImperativeHandle",
    mountDeferredValueImpl: "useDeferredValue",
    updateDeferredValueImpl: "useDeferredValue",
    useMemoCache: "the React Compiler's output",
    refreshCache: "unstable_useCacheRefresh",
    createFiberFromPortal: "ReactDOM.createPortal",
    updatePortal: "ReactDOM.createPortal",
  },
  "react-dom/cjs/react-dom.production.js": {
    createPortal: "ReactDOM.createPortal",
    preconnect: "ReactDOM.preconnect",
    prefetchDNS: "ReactDOM.prefetchDNS",
    preinit: "ReactDOM.preinit",
    preinitModule: "ReactDOM.preinitModule",
    preload: "ReactDOM.preload",
    preloadModule: "ReactDOM.preloadModule",
    requestFormReset: "ReactDOM.requestFormReset",
    unstable_batchedUpdates: "ReactDOM.unstable_batchedUpdates",
    useFormState: "useFormState",
    useFormStatus: "useFormStatus",
  },
};
/** React's exports nothing here uses, as UNUSED_REACT_DOM_FUNCTIONS (ADR 094). */
const UNUSED_REACT_EXPORTS: Record<string, Record<string, string>> = {
  "react/cjs/react.production.js": {
    Children: "React.Children",
    useEffectEvent: "useEffectEvent",
    useImperativeHandle: "useImperativeHandle",
    useDeferredValue: "useDeferredValue",
    cloneElement: "React.cloneElement",
    createRef: "React.createRef",
    unstable_useCacheRefresh: "unstable_useCacheRefresh",
    __COMPILER_RUNTIME: "React Compiler",
  },
};

type AstNode = { type: string; start: number; end: number; id?: { name: string } | null; body?: AstNode } & Record<string, unknown>;

/**
 * Replaces the body of each named function declaration in `code`, and the value of each named
 * CommonJS export (`exports.name = …`), with a throw naming what needs it.
 */
function stubFunctions(code: string, file: string, library: string, methods: Record<string, string>): string {
  const found: { name: string; body: AstNode; value?: boolean }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as AstNode;
    if (n.type === "FunctionDeclaration" && n.id && Object.hasOwn(methods, n.id.name))
      found.push({ name: n.id.name, body: n.body as AstNode });
    const left = n.left as AstNode | undefined;
    const object = left?.object as AstNode | undefined;
    const property = left?.property as AstNode | undefined;
    if (
      n.type === "AssignmentExpression" &&
      left?.type === "MemberExpression" &&
      object?.type === "Identifier" &&
      object.name === "exports" &&
      property?.type === "Identifier" &&
      Object.hasOwn(methods, property.name as string)
    )
      found.push({ name: `exports.${property.name}`, body: n.right as AstNode, value: true });
    for (const value of Object.values(n)) if (value && typeof value === "object") visit(value);
  };
  visit(parseAst(code));
  // Exactly one declaration or export each: an upgrade that renames or adds one must be looked at again.
  const notOnce = Object.keys(methods).filter((name) => found.filter((f) => f.name === name || f.name === `exports.${name}`).length !== 1);
  if (notOnce.length > 0) throw new Error(`${file}: not one function or export ${notOnce.join(", ")} to leave out (vite.config.ts)`);
  const bodies = found.sort((a, b) => b.body.start - a.body.start);
  let out = code;
  for (const { name, body, value } of bodies) {
    const key = name.replace(/^exports\./, "");
    // tests/build/left-out-exports.test.ts reads an export's message to check that nothing reads it.
    const what = value ? `${key} export` : key;
    const message = `${library}'s ${what} is left out of this site's client build: ${methods[key]} would need it (vite.config.ts)`;
    const thrower = `{ throw new Error(${JSON.stringify(message)}); }`;
    const stub = value ? `function () ${thrower}` : thrower;
    out = `${out.slice(0, body.start)}${stub}${out.slice(body.end)}`;
  }
  return out;
}

/**
 * Vite wraps each `import()` of the client build in its preload helper, which would first add a
 * `<link>` for each file the imported chunk needs. With `modulePreload: false` and the one
 * stylesheet in every document, that list is always empty, and what is left of the helper is a
 * `vite:preloadError` event nothing here listens for before the error is thrown anyway. In the
 * client build the helper is just the import (0.6 kB gzip of the framework chunk);
 * tests/build/first-load-js.test.ts fails if a build ever passes it a file to preload.
 */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const plainDynamicImports = {
  name: "plain-dynamic-imports",
  enforce: "pre" as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  load(id: string) {
    return id === PRELOAD_HELPER_ID ? "export const __vitePreload = (load) => load();" : null;
  },
};

const leaveOutUnusedLibraryCode = {
  name: "leave-out-unused-library-code",
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  load(id: string) {
    const path = id.split(sep).join("/");
    for (const [file, stub] of Object.entries(UNUSED_ROUTER_FEATURES)) if (path.endsWith(`/node_modules/${file}`)) return stub;
    return null;
  },
  transform(code: string, id: string) {
    const path = id.split(sep).join("/");
    for (const [library, files] of [
      ["React Router", UNUSED_ROUTER_FUNCTIONS],
      ["React DOM", UNUSED_REACT_DOM_FUNCTIONS],
      ["React", UNUSED_REACT_EXPORTS],
    ] as const) {
      for (const [file, methods] of Object.entries(files)) {
        if (path.endsWith(`/node_modules/${file}`)) return { code: stubFunctions(code, file, library, methods), map: null };
      }
    }
    return null;
  },
};

/**
 * React Router's `<Scripts>` writes the page's route manifest into every document's module script
 * as JSON indented by two spaces, with the routes the page matched and those of every parent path
 * (`/de` and `/de/rooms` on `/de/rooms/sunrise`). The Worker's copy writes it without the
 * whitespace (55-156 bytes of gzip less in each document) and with the page's own routes only
 * (60-380 bytes less): the browser needs those to hydrate, and learns the others as it learns
 * every link's, from `/__manifest` once the page has hydrated, in the same request (React Router
 * asks for each link's parent paths too). A route's flags that are false (`hasAction`,
 * `hasClientLoader`, ...) are left out (about 30 bytes): the browser's code only asks whether each
 * is set. Both count toward the ten TCP segments a new connection
 * sends in its first round trip (ADR 053; docs/benchmarks.md, "A document's first round trip,
 * page against floor"). A React Router that no longer writes it this way fails the build, so the
 * saving is not lost without notice.
 */
const ROUTER_SCRIPTS_FILE = "react-router/dist/production/lib/dom/ssr/components.js";
const INDENTED_MANIFEST = "JSON.stringify(getPartialManifest(manifest, router), null, 2)";
const MATCHED_ROUTES_MANIFEST =
  "JSON.stringify(((partial) => ({ ...partial, routes: Object.fromEntries(router.state.matches.map((match) => [match.route.id, Object.fromEntries(Object.entries(partial.routes[match.route.id]).filter(([, value]) => value !== false))])) }))(getPartialManifest(manifest, router)))";
const compactRouteManifest = {
  name: "compact-route-manifest",
  applyToEnvironment: (environment: { name: string }) => environment.name === "ssr",
  transform(code: string, id: string) {
    if (!id.split(sep).join("/").endsWith(`/node_modules/${ROUTER_SCRIPTS_FILE}`)) return null;
    if (code.split(INDENTED_MANIFEST).length !== 2) {
      throw new Error(
        `${ROUTER_SCRIPTS_FILE}: not once \`${INDENTED_MANIFEST}\` to write compactly, with the page's routes (vite.config.ts)`,
      );
    }
    return { code: code.replace(INDENTED_MANIFEST, MATCHED_ROUTES_MANIFEST), map: null };
  },
};

/**
 * sonner inserts its stylesheet as an inline `<style>` when its module is first imported, which the
 * Content-Security-Policy could allow only by two hashes (the empty element, then its text), about
 * 110 bytes in every document's headers for a stylesheet most visits never use. The client build
 * leaves that insertion out, and the toast host loads the same stylesheet, which the package
 * publishes as `sonner/dist/styles.css`, as a file of the site's (app/components/toast-host.tsx).
 * A sonner that no longer inserts it this way fails the build, so the toasts are not left
 * unstyled or the policy broken without notice. The dev server, whose policy allows inline styles,
 * keeps the library as it is.
 */
const SONNER_FILE = "sonner/dist/index.mjs";
const SONNER_STYLE_INSERTION = /\n__insertCSS\("(?:[^"\\\n]|\\.)*"\);?\n/g;
const sonnerStylesheetAsFile = {
  name: "sonner-stylesheet-as-file",
  apply: "build" as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  transform(code: string, id: string) {
    if (!id.split(sep).join("/").endsWith(`/node_modules/${SONNER_FILE}`)) return null;
    const insertions = code.match(SONNER_STYLE_INSERTION) ?? [];
    if (insertions.length !== 1) {
      throw new Error(`${SONNER_FILE}: not once \`__insertCSS("…")\` to leave out (vite.config.ts)`);
    }
    return { code: code.replace(SONNER_STYLE_INSERTION, "\n"), map: null };
  },
};

/**
 * The hydration starter (workers/html/hydration-starter.ts) goes at the end of the bundler's
 * runtime helpers: the smallest file of every page's first load, which imports nothing, so the
 * document's recorder can load it as a module of its own (once the page has loaded and its first
 * paint is on screen, at the first touch, key or click, or after 3 s) without fetching any of the
 * page's other code, and the page's code later reuses it. The Worker learns the file's name from the virtual module
 * `virtual:hydration-starter`: the client is built before the Worker. A bundler that no longer
 * writes that file fails the build rather than leave the pages without a starter. The dev server
 * hydrates at once and has no starter.
 */
const STARTER_HOST_CHUNK = "rolldown-runtime";
const STARTER_MODULE_ID = "virtual:hydration-starter";
let starterHostFile: string | null = null;
const hydrationStarter = {
  name: "hydration-starter",
  resolveId(id: string) {
    return id === STARTER_MODULE_ID ? `\0${STARTER_MODULE_ID}` : null;
  },
  load(id: string) {
    if (id !== `\0${STARTER_MODULE_ID}`) return null;
    return `export const HYDRATION_STARTER_URL = ${JSON.stringify(starterHostFile ? `/${starterHostFile}` : "")};`;
  },
  renderChunk(this: { environment: { name: string } }, code: string, chunk: { name: string }) {
    if (this.environment.name !== "client" || chunk.name !== STARTER_HOST_CHUNK) return null;
    return { code: `${code}\n${HYDRATION_STARTER_SOURCE};\n`, map: null };
  },
  generateBundle(
    this: { environment: { name: string }; error(message: string): never },
    _options: unknown,
    bundle: Record<string, { type: string; name?: string; fileName: string }>,
  ) {
    if (this.environment.name !== "client") return;
    const hosts = Object.values(bundle).filter((file) => file.type === "chunk" && file.name === STARTER_HOST_CHUNK);
    if (hosts.length !== 1)
      this.error(`${hosts.length} chunks named ${STARTER_HOST_CHUNK}: the hydration starter needs exactly one (vite.config.ts)`);
    starterHostFile = hosts[0]!.fileName;
  },
};

/**
 * The first line of the framework chunk asks V8 to compile all of its functions as the file
 * arrives (its explicit compile hints, in Chromium since 136), on a background thread while the
 * rest of the page still downloads, instead of each one on the main thread the first time React
 * or the router calls it while the page hydrates, where a tap would wait for it. Added after
 * minification, which would drop the comment. ADR 095 has the measurements.
 */
const COMPILE_ON_LOAD_HINT = "//# allFunctionsCalledOnLoad";
const compileOnLoad = (chunk: { name: string }) => (chunk.name === "framework" ? COMPILE_ON_LOAD_HINT : "");

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    // The same options as `npm run messages` (package.json). No locale strategy but the base
    // locale: every message is called with the request's locale (app/i18n, ADR 091).
    paraglideVitePlugin({
      project: "./project.inlang",
      outdir: "./app/paraglide",
      strategy: ["baseLocale"],
      // As `npm run messages` writes them, also under the dev server: else each switch between
      // the two rewrites app/paraglide/ and the Worker tests find the build stale.
      outputStructure: "message-modules",
    }),
    explicitLocaleRuntime,
    preciseMessageImports("./app/paraglide"),
    tailwindcss(),
    reactRouter(),
    leaveOutUnusedLibraryCode,
    plainDynamicImports,
    compactRouteManifest,
    sonnerStylesheetAsFile,
    hydrationStarter,
  ],
  environments: {
    // Lazy chunks fetch their own imports when they run (and the preload helper is only the
    // import: plainDynamicImports).
    client: { build: { modulePreload: false, rolldownOptions: { output: { codeSplitting: clientChunks, postBanner: compileOnLoad } } } },
  },
  resolve: {
    tsconfigPaths: true,
  },
});
