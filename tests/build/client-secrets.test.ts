import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Nothing secret reaches the browser: the client build (build/client, everything the static
 * assets server hands out) must not contain the name of any secret, nor the value of any secret
 * configured locally. The names come from .dev.vars.example, which lists every secret the Worker
 * reads, so the check grows with it; values from .dev.vars when a developer has one.
 */

const clientDir = "build/client";

/** Names the Worker is known to read as secrets, whether or not the example lists them yet. */
const knownSecretNames = ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];

/** NAME=value lines, commented out or not (the example documents optional ones as comments). */
function parseVars(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    vars.set(match[1], (match[2] ?? "").replace(/^(["'])(.*)\1$/, "$2"));
  }
  return vars;
}

function readIfExists(path: string): string {
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const secretNames = [...new Set([...knownSecretNames, ...parseVars(readIfExists(".dev.vars.example")).keys()])];
// Only live (uncommented) values; short ones such as "true" or "1" would match by accident.
const localValues = [...parseVars(readIfExists(".dev.vars").replace(/^\s*#.*$/gm, "")).entries()].filter(([, value]) => value.length >= 8);

describe("the client build", () => {
  const files = filesUnder(clientDir);

  it("has files to scan", () => {
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
  });

  it("does not hold the Worker's local secrets file or its configuration", () => {
    expect(files.filter((f) => /(^|\/)(\.dev\.vars[^/]*|wrangler\.jsonc?|wrangler\.toml)$/.test(f))).toEqual([]);
  });

  it("contains no secret names", () => {
    expect(secretNames.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const name of secretNames) if (text.includes(name)) found.push(`${name} in ${file}`);
    }
    expect(found).toEqual([]);
  });

  it.skipIf(localValues.length === 0)("contains no value from .dev.vars", () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      // Report the name only: the value is the secret.
      for (const [name, value] of localValues) if (text.includes(value)) found.push(`value of ${name} in ${file}`);
    }
    expect(found).toEqual([]);
  });
});
