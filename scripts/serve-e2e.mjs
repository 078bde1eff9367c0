// Serves the production build (build/) in workerd on loopback for the end-to-end tests, with a
// fresh local D1 so every run starts from the same state.
//   node scripts/serve-e2e.mjs            sandbox payments (wrangler.toml's top level), on E2E_PORT;
//                                         the guests' e-mails go to the fake Cloudflare Email
//                                         Service API (tests/fakes/fake-mail-api.ts) on E2E_MAIL_PORT
//                                         (default E2E_PORT + 1), through the Worker's own REST
//                                         mailer, so the tests read what a guest would receive:
//                                         GET http://127.0.0.1:<E2E_MAIL_PORT>/__fake/inbox?to=<address>
//                                         (tests/e2e/pages/mail-inbox.ts). A fixed port, not a free
//                                         one: Playwright may reuse a server it did not start, and
//                                         the tests find its inbox from the ports alone.
//   node scripts/serve-e2e.mjs --live     live payments against the fake Razorpay on loopback
//                                         (tests/fakes/fake-razorpay.ts: its REST API, and its
//                                         checkout.js and payment frame for the browser); its
//                                         e-mails go to the send_email binding, which wrangler dev
//                                         only simulates
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.E2E_PORT ?? "8788";
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(port) + 1);
const live = process.argv.includes("--live");
const config = "build/server/wrangler.json";
const persistTo = `.wrangler/e2e-${port}`;

if (!existsSync(config)) {
  console.error("No production build found: run `npm run build` first (npm test does).");
  process.exit(1);
}

/** `--var KEY:VALUE` pairs for wrangler dev, and whatever must be stopped with the server. */
let vars = {};
let fake = null;
// The fakes are plain TypeScript, run by Node's type stripping (Node 24, the project's own).
if (live) {
  const { startFakeRazorpay, workerVars } = await import("../tests/fakes/fake-razorpay.ts");
  fake = await startFakeRazorpay();
  vars = workerVars(fake.url, fake.checkoutUrl);
} else {
  // A Node without type stripping (the system's 20, not the project's 24 that npx runs) cannot
  // load the fake: the site is then served as before, its e-mails only simulated, for screenshots
  // and the like; the tests that read the inbox say that it is missing.
  const mail = await import("../tests/fakes/fake-mail-api.ts").catch((error) => {
    if (error?.code !== "ERR_UNKNOWN_FILE_EXTENSION") throw error;
    console.warn(`No fake mail API: Node ${process.version} cannot load TypeScript (npx node scripts/serve-e2e.mjs can).`);
    return null;
  });
  if (mail) {
    try {
      fake = await mail.startFakeMailApi({ port: mailPort });
    } catch (error) {
      console.error(`The fake mail API cannot listen on 127.0.0.1:${mailPort} (E2E_MAIL_PORT, default E2E_PORT + 1): ${String(error)}`);
      process.exit(1);
    }
    vars = mail.workerVars(fake.url);
  }
}

const migrate = spawn("node", ["scripts/local-db.mjs", "--config", config, "--persist-to", persistTo, "--fresh"], {
  stdio: "inherit",
});
migrate.on("exit", (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      config,
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--persist-to",
      persistTo,
      // Holds lapse after two minutes here, so a rerun against a server that was kept running
      // (Playwright reuses one on its port) is not refused the nights of the last run.
      "--var",
      "HOLD_TTL_SECONDS:120",
      // Every browser test orders from the one loopback address: as many unpaid orders as they make.
      "--var",
      "UNPAID_ORDERS_PER_CLIENT:1000",
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const stop = () => server.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", async (c) => {
    await fake?.close();
    process.exit(c ?? 0);
  });
});
