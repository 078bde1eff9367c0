import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { TEST_FORM_IDS } from "./tests/fakes/global-setup.ts";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  test: {
    projects: [
      {
        // Pure rules (money, dates, cart, booking, catalogue): plain Node, fast.
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
          cloudflareTest(async ({ inject }) => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
                // Formspree is the fake started by tests/fakes/global-setup.ts on a free loopback port.
                FORMSPREE_BASE_URL: inject("formspreeUrl"),
                FORMSPREE_CONTACT_FORM: TEST_FORM_IDS.contact,
                FORMSPREE_CONSULTATION_FORM: TEST_FORM_IDS.consultation,
                FORMSPREE_BOOKING_FORM: TEST_FORM_IDS.booking,
                FORMSPREE_TIMEOUT_MS: "500",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          globalSetup: ["./tests/fakes/global-setup.ts"],
          include: ["workers/**/*.test.ts", "tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
