import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The toast library's stylesheet is a file of the site's, not an inline `<style>` the CSP would
 * have to allow by hash in every document's headers (vite.config.ts, `sonnerStylesheetAsFile`;
 * ADR 020). tests/e2e/security.spec.ts shows a styled toast under the policy.
 */
const assetsDir = "build/client/assets";

describe("the toast library in the client build", () => {
  const chunks = readdirSync(assetsDir).filter(
    (name) => name.endsWith(".js") && readFileSync(join(assetsDir, name), "utf8").includes("data-sonner-toaster"),
  );

  it("is one lazy chunk that inserts no <style> of its own", () => {
    expect(chunks).toHaveLength(1);
    const code = readFileSync(join(assetsDir, chunks[0]!), "utf8");
    expect(code).not.toMatch(/createElement\(\s*[`"']style[`"']\s*\)/);
    expect(code).not.toContain("--toast-icon-margin-start");
  });

  it("loads the library's stylesheet as a file of the site's", () => {
    const code = readFileSync(join(assetsDir, chunks[0]!), "utf8");
    const files = [...code.matchAll(/\/assets\/([\w-]+\.css)/g)].map((match) => match[1]!);
    expect(files).toHaveLength(1);
    expect(existsSync(join(assetsDir, files[0]!))).toBe(true);
    const css = readFileSync(join(assetsDir, files[0]!), "utf8");
    expect(css).toContain("[data-sonner-toaster]");
    expect(css).toContain("--toast-icon-margin-start");
  });
});
