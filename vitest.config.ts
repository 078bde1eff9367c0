import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  test: {
    projects: [
      {
        // Pure rules (money, dates, cart, booking, catalogue), pure Worker modules named
        // *.unit.test.ts, and checks of the build output: plain Node, fast.
        resolve: { alias: { "~": appDir } },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "workers/**/*.unit.test.ts", "tests/build/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // The built Worker, run inside workerd with a real local D1 (migrations applied per run).
        resolve: { alias: { "~": appDir } },
        plugins: [
          cloudflareTest(async () => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["workers/**/*.test.ts", "tests/worker/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.unit.test.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
