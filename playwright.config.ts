import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
/**
 * The same build in live payment mode, against the fake Razorpay (its API, checkout.js and payment
 * frame) on loopback: tests/e2e/live-checkout.spec.ts. Another port, another local D1.
 */
const livePort = Number(process.env.E2E_LIVE_PORT ?? port + 100);
/**
 * The fake e-mail API of the sandbox server (scripts/serve-e2e.mjs), whose inbox the tests read
 * (tests/e2e/pages/mail-inbox.ts): beside E2E_PORT, so a server Playwright reuses has it there too.
 */
const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 1);
process.env.E2E_MAIL_PORT = String(mailPort);
const LIVE_SPECS = /live-checkout\.spec\.ts$/;
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a retry hides a flaky test instead of failing it; fix the flake.
  retries: 0,
  workers: 2,
  // On CI the log is all that remains: a failed test's page snapshot is printed there.
  reporter: process.env.CI ? [["list"], ["./tests/e2e/failure-snapshot-reporter.ts"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: LIVE_SPECS,
      // What exists on small screens only (the menu toggle) is tested in the mobile project.
      grepInvert: /@small-screens/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: LIVE_SPECS,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "live-payments",
      testMatch: LIVE_SPECS,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, baseURL: `http://127.0.0.1:${livePort}` },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve-e2e.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { E2E_PORT: String(port), E2E_MAIL_PORT: String(mailPort) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node scripts/serve-e2e.mjs --live",
      url: `http://127.0.0.1:${livePort}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { E2E_PORT: String(livePort) },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
