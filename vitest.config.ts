import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";
import { INACTIVE_TEST_FORM_ID, TEST_FORM_IDS } from "./tests/fakes/global-setup.ts";
import { FAKE_ACCESS_AUD, FAKE_ACCESS_STAFF } from "./tests/fakes/fake-access.ts";
import { FAKE_MAIL_ACCOUNT_ID, FAKE_MAIL_TOKEN } from "./tests/fakes/fake-mail-api.ts";
import { FAKE_RAZORPAY_KEY_ID, FAKE_RAZORPAY_KEY_SECRET, FAKE_RAZORPAY_WEBHOOK_SECRET } from "./tests/fakes/fake-razorpay.ts";

const appDir = fileURLToPath(new URL("./app", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
/** The built Worker's entry, importable from Worker tests as "@built-worker" (tests/worker/built-worker.d.ts). */
const builtWorker = fileURLToPath(new URL("./build/server/index.js", import.meta.url));

/** The vendor fakes every Worker test run talks to: Formspree and the e-mail API (notices). */
const vendorBindings = (inject: (key: "formspreeUrl" | "mailApiUrl") => string) => ({
  FORMSPREE_BASE_URL: inject("formspreeUrl"),
  FORMSPREE_CONTACT_FORM: TEST_FORM_IDS.contact,
  FORMSPREE_CONSULTATION_FORM: TEST_FORM_IDS.consultation,
  FORMSPREE_BOOKING_FORM: TEST_FORM_IDS.booking,
  FORMSPREE_TIMEOUT_MS: "500",
  // The guest e-mails go to the fake e-mail API (the REST transport; workers/notifications/mailer.ts).
  EMAIL_API_BASE: `${inject("mailApiUrl")}/client/v4`,
  EMAIL_API_ACCOUNT_ID: FAKE_MAIL_ACCOUNT_ID,
  EMAIL_API_TOKEN: FAKE_MAIL_TOKEN,
  EMAIL_TIMEOUT_MS: "500",
});

/** Live payment mode against the fake Razorpay (its port handed over by the globalSetup). */
const livePaymentBindings = (inject: (key: "razorpayUrl") => string) => ({
  PAYMENTS_MODE: "live",
  RAZORPAY_KEY_ID: FAKE_RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET: FAKE_RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY_WEBHOOK_SECRET,
  RAZORPAY_API_BASE: `${inject("razorpayUrl")}/v1`,
  RAZORPAY_TIMEOUT_MS: "1000",
});

/** Tests of the built Worker in live payment mode against the fake Razorpay (the gateway) end in .gateway.test.ts. */
const GATEWAY_TESTS = "tests/worker/**/*.gateway.test.ts";
/** Tests of holds that lapse within seconds (HOLD_TTL_SECONDS=1) end in .holds.test.ts. */
const HOLDS_TESTS = "tests/worker/**/*.holds.test.ts";

export default defineConfig({
  resolve: { alias: { "~": appDir } },
  test: {
    projects: [
      {
        // Pure rules (app/domain, app/catalogue, pure Worker and bench modules), checks of the build output
        // and of the source tree: plain Node, fast. Every `*.test.ts` beside its module is a unit
        // test; tests that need workerd and D1 live in tests/worker/ and use the projects below.
        resolve: { alias: { "~": appDir } },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "workers/**/*.test.ts",
            "tests/build/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
            "tests/fakes/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // The built Worker, run inside workerd with a real local D1 (migrations applied per run),
        // configured as wrangler.toml's top level: sandbox payments.
        resolve: { alias: { "~": appDir } },
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                // Formspree and the e-mail API are fakes started by tests/fakes/global-setup.ts on free loopback ports.
                ...vendorBindings(inject),
                // The tests' host stands for a preview deployment allowed to run the sandbox gateway
                // (tests/worker/sandbox-hosts.test.ts checks the hosts that are not).
                SANDBOX_ALLOWED_HOSTS: "kaivalya.test",
                TEST_INACTIVE_FORM_ID: INACTIVE_TEST_FORM_ID,
              },
            },
          })),
        ],
        test: {
          name: "worker",
          // First refuse a build older than the sources: these tests run the build, not the sources.
          globalSetup: ["./tests/build/build-freshness.ts", "./tests/fakes/global-setup.ts"],
          include: ["tests/worker/**/*.test.ts"],
          exclude: [...configDefaults.exclude, GATEWAY_TESTS, HOLDS_TESTS],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
      {
        // The same build in live payment mode (the fake Razorpay, Formspree and e-mail API, as in
        // worker-gateway) with holds that lapse after one second, so lapsing, and a payment that
        // comes after it, are tested through the real HOLD_TTL_SECONDS var and the clock, not a
        // forged expiry.
        resolve: { alias: { "~": appDir, "@built-worker": builtWorker } },
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                ...vendorBindings(inject),
                HOLD_TTL_SECONDS: "1",
                ...livePaymentBindings(inject),
              },
            },
          })),
        ],
        test: {
          name: "worker-holds",
          include: [HOLDS_TESTS],
          globalSetup: ["./tests/build/build-freshness.ts", "./tests/fakes/razorpay-global-setup.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
      {
        // The same build in live payment mode, with Razorpay played by tests/fakes/fake-razorpay.ts
        // on a free loopback port (started by the globalSetup, handed over through `inject`).
        resolve: { alias: { "~": appDir, "@built-worker": builtWorker } },
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: "./build/server/index.js",
            wrangler: { configPath: "./build/server/wrangler.json" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                ...vendorBindings(inject),
                ...livePaymentBindings(inject),
                // The staff console behind a Cloudflare Access team played by tests/fakes/fake-access.ts.
                ACCESS_TEAM_DOMAIN: inject("accessUrl"),
                ACCESS_AUD: FAKE_ACCESS_AUD,
                STAFF_EMAILS: FAKE_ACCESS_STAFF,
              },
            },
          })),
        ],
        test: {
          name: "worker-gateway",
          include: [GATEWAY_TESTS],
          globalSetup: [
            "./tests/build/build-freshness.ts",
            "./tests/fakes/razorpay-global-setup.ts",
            "./tests/fakes/access-global-setup.ts",
          ],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
