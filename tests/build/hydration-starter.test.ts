import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HYDRATION_STARTER_SOURCE } from "../../workers/html/hydration-starter";

/**
 * The hydration starter runs from the end of the smallest file every page's code imports, one
 * that imports nothing itself (vite.config.ts): the document loads that file early, and the
 * page's code reuses it. The Worker links the documents to it by the name the client build gave it.
 */
const assetsDir = "build/client/assets";
const scripts = () => readdirSync(assetsDir).filter((name) => name.endsWith(".js"));

function clientManifest(): { entry: { module: string; imports?: string[] } } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}`);
  const text = readFileSync(join(assetsDir, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** Every file of the Worker's build, as text. */
function serverCode(dir = "build/server"): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return serverCode(path);
      return /\.(m?js)$/.test(entry.name) ? readFileSync(path, "utf8") : "";
    })
    .join("\n");
}

/** A name the minifier keeps: where the recorder leaves the first events for the starter. */
const QUEUE = /\.(__kaivalyaEarly)\b/.exec(HYDRATION_STARTER_SOURCE)?.[1] ?? "no queue";

describe("the hydration starter in the client build", () => {
  const hosts = scripts().filter((name) => readFileSync(join(assetsDir, name), "utf8").includes(QUEUE));

  it("is in exactly one file, at its end, a file that imports nothing", () => {
    expect(QUEUE).toBe("__kaivalyaEarly");
    expect(hosts).toHaveLength(1);
    const code = readFileSync(join(assetsDir, hosts[0]!), "utf8");
    // The build minifies it with the rest: the starter is the file's last statement.
    expect(code.lastIndexOf(QUEUE)).toBeGreaterThan(code.lastIndexOf("export{"));
    expect(code.trimEnd().endsWith("(document,window);")).toBe(true);
    expect(code).not.toMatch(/\bimport\s*[{*"'(]|\bfrom\s*["']/);
  });

  it("is in a file the client entry imports, so every page's code reuses it rather than fetching it again", () => {
    const entry = clientManifest().entry;
    expect(entry.imports ?? []).toContain(`/assets/${hosts[0]}`);
  });

  it("is linked by the Worker under that file's name", () => {
    expect(serverCode()).toContain(JSON.stringify(`/assets/${hosts[0]}`));
  });

  it("parses as strict code, as a module runs it", () => {
    expect(() => new Function(`"use strict";${HYDRATION_STARTER_SOURCE}`)).not.toThrow();
  });
});
