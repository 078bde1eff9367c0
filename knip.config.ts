import { existsSync } from "node:fs";
import type { KnipConfig } from "knip";

/** What knip (dead files, exports and dependencies; part of `npm run lint`) cannot find by itself. */
export default {
  // The plugins find the rest: React Router (app/routes.ts, root, entry.server and every route),
  // Wrangler (wrangler.toml's main), Vite, Vitest (its projects, globalSetup and setupFiles),
  // Playwright (its config and specs), Stryker and the package.json scripts.
  entry: [
    // Tools run by hand (README, docs/media.md).
    "scripts/*.mjs",
    // Named only as strings: Playwright's reporter on CI and Stryker's Vitest config.
    "tests/e2e/failure-snapshot-reporter.ts",
    "vitest.mutate.config.ts",
  ],
  // Route modules import ./+types/<route>, which `react-router typegen` (in `npm run typecheck`)
  // writes: a clean clone has none yet, so they count as unresolved only until they exist.
  ignoreUnresolved: existsSync(new URL(".react-router/types", import.meta.url)) ? [] : [/^\.\/\+types\//],
  // The inlang project (project.inlang/settings.json) loads the message format plugin by path.
  ignoreDependencies: ["@inlang/plugin-message-format"],
  // scripts/ensure-chromium.mjs installs the browser with the system's package manager.
  ignoreBinaries: ["apt-get"],
  // vitest.config.ts aliases the built Worker, the bundle of workers/app.ts, for the Worker tests.
  paths: { "@built-worker": ["workers/app.ts"] },
} satisfies KnipConfig;
