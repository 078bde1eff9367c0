import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** The nonce a response's Content-Security-Policy allows scripts with. */
function policyNonce(res: Response): string {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  const match = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  if (!match?.[1]) throw new Error(`no script nonce in CSP: ${csp}`);
  return match[1];
}

/**
 * Every <script> that runs and every <link rel="modulepreload"> in the document. A script whose
 * type is not JavaScript is a data block, which CSP does not govern: JSON-LD, and React Router's
 * module script while the Worker holds it back until load (type="text/x-late-module", ADR 053),
 * which the nonced starter script beside it runs as a new, nonced module script.
 */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => {
      const type = /\btype="([^"]*)"/.exec(tag)?.[1];
      return tag.startsWith("<link") || type === undefined || type === "module" || type === "text/javascript";
    });
}

const documentRequests: [string, string, RequestInit?][] = [
  ["the home page", "https://example.com/"],
  ["a 404 page", "https://example.com/no/such/page"],
  ["a 405 from a POST to a page without an action", "https://example.com/", { method: "POST", body: new FormData() }],
];

describe("security headers on HTML responses", () => {
  it.each(documentRequests)("%s carries the CSP and the document headers", async (_, url, init) => {
    const res = await SELF.fetch(url, init);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "frame-src 'none'", // the build under test is configured for sandbox payments
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("razorpay");
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    await res.body?.cancel();
  });

  it.each(documentRequests)("%s stamps its own nonce on every script", async (_, url, init) => {
    const res = await SELF.fetch(url, init);
    const nonce = policyNonce(res);
    const tags = scriptTags(await res.text());
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh nonce for every request", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await SELF.fetch("https://example.com/");
      nonces.add(policyNonce(res));
      await res.body?.cancel();
    }
    expect(nonces.size).toBe(5);
  });

  it("sends HSTS and upgrade-insecure-requests over https only", async () => {
    const plain = await SELF.fetch("http://example.com/");
    expect(plain.headers.has("Strict-Transport-Security")).toBe(false);
    expect(plain.headers.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
    await plain.body?.cancel();

    const secure = await SELF.fetch("https://example.com/");
    expect(secure.headers.get("Content-Security-Policy")).toMatch(/upgrade-insecure-requests$/);
    await secure.body?.cancel();
  });
});

describe("security headers on /api responses", () => {
  it.each([
    ["a JSON answer", "https://example.com/api/health", "GET"],
    ["a JSON 404", "https://example.com/api/does-not-exist", "POST"],
  ])("%s has nosniff and no-store but not the HTML policy", async (_, url, method) => {
    const res = await SELF.fetch(url, { method });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.has("Content-Security-Policy")).toBe(false);
    await res.body?.cancel();
  });
});
