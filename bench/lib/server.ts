// Serves the production build (build/) with `wrangler dev` in workerd on loopback, the way the
// end-to-end tests do (scripts/serve-e2e.mjs), with a fresh local D1 and optional extra vars
// (the fake Razorpay's base URL and keys).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export type RunningServer = { origin: string; stop: () => Promise<void> };

const config = "build/server/wrangler.json";

/** Whether nothing listens on the port yet. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(port, "127.0.0.1");
  });
}

/** The first free port in [from, to]. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}-${to}`);
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Worker did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

export async function startWorker({
  port,
  vars = {},
  seedSql,
}: {
  port: number;
  vars?: Record<string, string>;
  /** Rows for the fresh database, written before the Worker starts (e.g. the channel feeds). */
  seedSql?: string;
}): Promise<RunningServer> {
  if (!existsSync(config)) throw new Error("No production build found: run `npm run build` (or drop --no-build).");
  const persistTo = `.wrangler/bench-${port}`;
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
  execFileSync("node", ["scripts/local-db.mjs", "--config", config, "--persist-to", persistTo, "--fresh"], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  if (seedSql) {
    const file = join(persistTo, "seed.sql");
    writeFileSync(file, seedSql);
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--config", config, "--persist-to", persistTo, "--file", file], {
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
  }
  const args = [
    "wrangler",
    "dev",
    "--config",
    config,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--log-level",
    "error",
    "--show-interactive-dev-session=false",
  ];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  // Its own process group, so stopping it also stops workerd underneath npx and wrangler.
  const child = spawn("npx", args, { stdio: ["ignore", "ignore", "inherit"], env, detached: true });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(origin, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
