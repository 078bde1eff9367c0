// Serves the production build (build/) in workerd on loopback for the end-to-end tests, with a
// fresh local D1 so every run starts from the same state.
//   node scripts/serve-e2e.mjs            sandbox payments (wrangler.toml's top level), on E2E_PORT
//   node scripts/serve-e2e.mjs --live     live payments against the fake Razorpay on loopback
//                                         (tests/fakes/fake-razorpay.ts: its REST API, and its
//                                         checkout.js and payment frame for the browser)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.E2E_PORT ?? "8788";
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
if (live) {
  // Plain TypeScript, run by Node's type stripping (Node 24, the project's own).
  const { startFakeRazorpay, workerVars } = await import("../tests/fakes/fake-razorpay.ts");
  fake = await startFakeRazorpay();
  vars = workerVars(fake.url, fake.checkoutUrl);
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
