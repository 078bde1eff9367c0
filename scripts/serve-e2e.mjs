// Serves the production build (build/) in workerd on loopback for the end-to-end tests, with a
// fresh local D1 so every run starts from the same state.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.E2E_PORT ?? "8788";
const config = "build/server/wrangler.json";
const persistTo = `.wrangler/e2e-${port}`;

if (!existsSync(config)) {
  console.error("No production build found: run `npm run build` first (npm test does).");
  process.exit(1);
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
      "--log-level",
      "warn",
      "--show-interactive-dev-session=false",
    ],
    { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const stop = () => server.kill("SIGTERM");
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (c) => process.exit(c ?? 0));
});
