import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * The browser's first load in few files (README "Benchmarks"): each extra request over HTTP/1.1
 * or a slow link costs a round trip. React, React DOM and React Router go in one chunk, the site's
 * code shared by two or more pages (shell, cards, helpers) in another; what only one page uses
 * stays in that page's module, and code behind import() (zod, the forms, the toasts) stays lazy.
 */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The site's modules the root route needs (navigation, footer, cart badge): every page runs them. */
let shell: Set<string> | undefined;
function inShell(id: string, graph: ModuleGraph): boolean {
  if (!shell) {
    shell = new Set();
    const queue = [resolve("app/root.tsx")];
    for (let next = queue.pop(); next; next = queue.pop()) {
      if (shell.has(next) || !/[\\/]app[\\/]/.test(next)) continue;
      shell.add(next);
      queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return shell.has(id);
}

const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
      priority: 3,
    },
    { name: (id: string, graph: ModuleGraph) => (inShell(id, graph) ? "shell" : null), priority: 2 },
    {
      name: "shared",
      test: /[\\/]app[\\/]/,
      tags: ["$initial" as const],
      minShareCount: 2,
      priority: 1,
      entriesAware: true,
      entriesAwareMergeThreshold: 60000,
    },
  ],
};

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
  resolve: {
    tsconfigPaths: true,
  },
});
