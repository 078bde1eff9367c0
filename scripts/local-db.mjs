// Applies the D1 migrations to a local SQLite-backed database. Used before `npm run dev` (default
// state in .wrangler/state) and by the end-to-end server (a fresh state directory per run).
//   node scripts/local-db.mjs [--config path/to/wrangler config] [--persist-to dir] [--fresh]
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    config: { type: "string" },
    "persist-to": { type: "string" },
    fresh: { type: "boolean", default: false },
  },
});

if (values.fresh && values["persist-to"]) rmSync(values["persist-to"], { recursive: true, force: true });

const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
if (values.config) args.push("--config", values.config);
if (values["persist-to"]) args.push("--persist-to", values["persist-to"]);

execFileSync("npx", args, {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
});
