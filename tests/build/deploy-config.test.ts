import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/**
 * A deploy can never ship the sandbox as production (issue 15): the sandbox gateway signs with a
 * public secret, so a sandbox build under the production Worker's name, or bound to its database,
 * would hand out free "paid" bookings. wrangler.toml as wrangler itself reads it, and the
 * configuration a bare `wrangler deploy` picks up after `npm run build`, are checked here.
 */

const WRANGLER_TOML = "wrangler.toml";
const production = unstable_readConfig({ config: WRANGLER_TOML, env: "production" });
const local = unstable_readConfig({ config: WRANGLER_TOML });

type DeployTarget = {
  name?: string | undefined;
  ratelimits?: { name: string; namespace_id: string }[];
  vars?: Record<string, unknown>;
  d1_databases?: { database_name?: string; database_id?: string }[];
};

const databaseNames = (config: DeployTarget) => (config.d1_databases ?? []).map((db) => db.database_name);
const databaseIds = (config: DeployTarget) => (config.d1_databases ?? []).map((db) => db.database_id);

const rateLimitIds = (config: DeployTarget) => (config.ratelimits ?? []).map((limit) => limit.namespace_id);

/**
 * Whether a configuration could take production's place (same Worker name or same database), or
 * count in its rate limits (same namespace).
 */
function sharesProduction(config: DeployTarget): string[] {
  const shared: string[] = [];
  for (const id of rateLimitIds(config)) if (rateLimitIds(production).includes(id)) shared.push(`rate limit namespace ${id}`);
  if (config.name === production.name) shared.push(`Worker name ${config.name}`);
  for (const name of databaseNames(config)) if (databaseNames(production).includes(name)) shared.push(`database name ${name}`);
  for (const id of databaseIds(config)) if (databaseIds(production).includes(id)) shared.push(`database id ${id}`);
  return shared;
}

describe("wrangler.toml", () => {
  it("deploys production in live payment mode under its own names", () => {
    expect(production.name).toBe("kaivalya-retreat");
    expect(production.vars.PAYMENTS_MODE).toBe("live");
    expect(databaseNames(production)).toEqual(["kaivalya-retreat"]);
  });

  it("gives the top-level (local, sandbox) configuration a Worker and a database of its own", () => {
    expect(local.vars.PAYMENTS_MODE).toBe("sandbox");
    expect(local.name).toBe("kaivalya-retreat-local");
    expect(sharesProduction(local)).toEqual([]);
  });

  it("gives the local and production rate limits namespaces of their own", () => {
    const names = (config: DeployTarget) => (config.ratelimits ?? []).map((limit) => limit.name).sort();
    // The same limiters on both sides, so the check below cannot pass by one side having none.
    expect(names(local)).toEqual(names(production));
    expect(names(production).length).toBeGreaterThan(0);
    for (const config of [local, production]) expect(new Set(rateLimitIds(config)).size).toBe(rateLimitIds(config).length);
    expect(rateLimitIds(local).filter((id) => rateLimitIds(production).includes(id))).toEqual([]);
  });
});

// After `npm run build`, a bare `wrangler deploy` follows .wrangler/deploy/config.json to the
// configuration the build wrote (build/server/wrangler.json).
const redirect = ".wrangler/deploy/config.json";

describe("what a bare `wrangler deploy` would ship after the last build", () => {
  it("is production in live mode, or something that cannot replace production", () => {
    const { configPath } = JSON.parse(readFileSync(redirect, "utf8")) as { configPath: string };
    const built = JSON.parse(readFileSync(resolve(dirname(redirect), configPath), "utf8")) as DeployTarget;
    if (built.vars?.PAYMENTS_MODE === "live" && built.name === production.name) return;
    expect(sharesProduction(built)).toEqual([]);
  });
});
