import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import type { ProvidedContext } from "vitest";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { INACTIVE_TEST_FORM_ID, TEST_FORM_IDS } from "./tests/fakes/global-setup.ts";
import { FAKE_ACCESS_AUD, FAKE_ACCESS_STAFF } from "./tests/fakes/fake-access.ts";
import { FAKE_MAIL_ACCOUNT_ID, FAKE_MAIL_TOKEN } from "./tests/fakes/fake-mail-api.ts";
import { FAKE_RAZORPAY_KEY_ID, FAKE_RAZORPAY_KEY_SECRET, FAKE_RAZORPAY_WEBHOOK_SECRET } from "./tests/fakes/fake-razorpay.ts";

const appDir = fileURLToPath(new URL("./app", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
/** The built Worker's entry, importable from Worker tests as "@built-worker" (tests/worker/built-worker.d.ts). */
const builtWorker = fileURLToPath(new URL("./build/server/index.js", import.meta.url));
/** Refuses a missing build, or one older than the sources, before any test of it runs. */
const BUILD_FRESHNESS = "./tests/build/build-freshness.ts";

/** The ports of the fakes, handed over by each project's globalSetup (tests/fakes/*global-setup.ts). */
type Inject = <K extends keyof ProvidedContext>(key: K) => ProvidedContext[K];

/** The vendor fakes every Worker test run talks to: Formspree and the e-mail API (notices). */
const vendorBindings = (inject: Inject) => ({
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
const livePaymentBindings = (inject: Inject) => ({
  PAYMENTS_MODE: "live",
  RAZORPAY_KEY_ID: FAKE_RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET: FAKE_RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY_WEBHOOK_SECRET,
  RAZORPAY_API_BASE: `${inject("razorpayUrl")}/v1`,
  RAZORPAY_TIMEOUT_MS: "1000",
});

type WorkerProject = {
  name: string;
  include: string[];
  exclude?: string[];
  /** Bindings on top of the migrations and the vendor fakes. */
  bindings?: (inject: Inject) => Record<string, string>;
  /** Started after the freshness check: the fakes this project's bindings point at. */
  globalSetup: string[];
  alias?: Record<string, string>;
  /** D1 databases besides the Worker's own DB, empty for each file. */
  d1Databases?: string[];
};

/**
 * A project of tests of the built Worker, run inside workerd with wrangler.toml's top level as the
 * build wrote it (sandbox payments unless `bindings` say otherwise) and a real local D1 (migrations
 * applied before each file by apply-migrations.ts).
 */
function workerProject(project: WorkerProject): TestProjectInlineConfiguration {
  return {
    resolve: { alias: project.alias ?? {} },
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        main: "./build/server/index.js",
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
            ...vendorBindings(inject),
            ...project.bindings?.(inject),
          },
          ...(project.d1Databases ? { d1Databases: project.d1Databases } : {}),
        },
      })),
    ],
    test: {
      name: project.name,
      include: project.include,
      exclude: [...configDefaults.exclude, ...(project.exclude ?? [])],
      // First refuse a missing build, or one older than the sources: these tests run the build.
      globalSetup: [BUILD_FRESHNESS, ...project.globalSetup],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
    },
  };
}

/** Tests of the built Worker in live payment mode against the fake Razorpay end in .gateway.test.ts. */
const GATEWAY_TESTS = "tests/worker/**/*.gateway.test.ts";
/** Tests of holds that lapse within seconds (HOLD_TTL_SECONDS=1) end in .holds.test.ts. */
const HOLDS_TESTS = "tests/worker/**/*.holds.test.ts";
/** The unit test of the freshness check; every other test in tests/build reads the build output. */
const FRESHNESS_TEST = "tests/build/build-freshness.test.ts";

export default defineConfig({
  // Every project below extends this config (Vitest's default for inline projects), alias included.
  resolve: { alias: { "~": appDir } },
  test: {
    projects: [
      {
        // Pure rules (app/domain, app/catalogue, pure Worker and bench modules) and checks of the
        // source tree: plain Node, fast, no build needed. Every `*.test.ts` beside its module is a
        // unit test; tests of the build (its output here, the Worker in workerd from tests/worker/)
        // use the projects below.
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "workers/**/*.test.ts",
            FRESHNESS_TEST,
            "tests/architecture/**/*.test.ts",
            "tests/fakes/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        // Checks of what the build wrote (build/client, the configuration a bare `wrangler deploy`
        // ships), in Node. With no build, or one older than the sources, they fail: never skip.
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          exclude: [...configDefaults.exclude, FRESHNESS_TEST],
          globalSetup: [BUILD_FRESHNESS],
          environment: "node",
        },
      },
      workerProject({
        name: "worker",
        include: ["tests/worker/**/*.test.ts"],
        exclude: [GATEWAY_TESTS, HOLDS_TESTS],
        // Formspree and the e-mail API are fakes started by tests/fakes/global-setup.ts on free loopback ports.
        globalSetup: ["./tests/fakes/global-setup.ts"],
        bindings: (inject) => ({
          // The tests' host stands for a preview deployment allowed to run the sandbox gateway
          // (tests/worker/sandbox-hosts.test.ts checks the hosts that are not).
          SANDBOX_ALLOWED_HOSTS: "kaivalya.test",
          TEST_INACTIVE_FORM_ID: INACTIVE_TEST_FORM_ID,
          // The booking channel of the calendar sync's tests (tests/fakes/fake-channel.ts), and a
          // feed time-out short enough to test a slow one.
          TEST_CHANNEL_URL: inject("channelUrl"),
          CALENDAR_FEED_TIMEOUT_MS: "1000",
        }),
        // An empty database of its own for tests/worker/migrations.test.ts, which applies the
        // migrations in steps with rows written in between.
        d1Databases: ["MIGRATIONS_DB"],
      }),
      // Live payment mode with holds that lapse after one second, so lapsing, and a payment that
      // comes after it, are tested through the real HOLD_TTL_SECONDS var and the clock, not a
      // forged expiry.
      workerProject({
        name: "worker-holds",
        include: [HOLDS_TESTS],
        // The fake Razorpay, with the vendor fakes.
        globalSetup: ["./tests/fakes/razorpay-global-setup.ts"],
        bindings: (inject) => ({ HOLD_TTL_SECONDS: "1", ...livePaymentBindings(inject) }),
        alias: { "@built-worker": builtWorker },
      }),
      // Live payment mode, with Razorpay played by tests/fakes/fake-razorpay.ts on a free loopback
      // port, and the staff console behind a Cloudflare Access team played by tests/fakes/fake-access.ts.
      workerProject({
        name: "worker-gateway",
        include: [GATEWAY_TESTS],
        globalSetup: ["./tests/fakes/razorpay-global-setup.ts", "./tests/fakes/access-global-setup.ts"],
        bindings: (inject) => ({
          ...livePaymentBindings(inject),
          // As a complete live deployment has it: without it, the console lists a setting to fix.
          CALENDAR_FEED_SECRET: "worker-gateway-tests-calendar-feed-secret",
          ACCESS_TEAM_DOMAIN: inject("accessUrl"),
          ACCESS_AUD: FAKE_ACCESS_AUD,
          STAFF_EMAILS: FAKE_ACCESS_STAFF,
          // A live deployment signs guest links with a secret of its own (never the sandbox's stand-in).
          GUEST_LINK_SECRET: "test-guest-link-secret-for-the-gateway-tests-only",
        }),
        alias: { "@built-worker": builtWorker },
      }),
    ],
  },
});
