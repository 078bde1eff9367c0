import { describe, expect, it } from "vitest";
import {
  baselineSecurityHeaders,
  checkoutOrigins,
  checkoutUrlsFrom,
  contentSecurityPolicy,
  createCspNonce,
  paymentsModeFrom,
  permissionsPolicy,
  securityHeaders,
  withSecurityHeaders,
} from "./headers";

const nonce = "AAECAwQFBgcICQoLDA0ODw==";

/** The policy as a map from directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("createCspNonce", () => {
  it("returns 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createCspNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(n)).toHaveLength(16);
    }
  });
});

describe("paymentsModeFrom", () => {
  it("is live only for exactly 'live'", () => {
    expect(paymentsModeFrom("live")).toBe("live");
    expect(paymentsModeFrom("sandbox")).toBe("sandbox");
    expect(paymentsModeFrom("LIVE")).toBe("sandbox");
    expect(paymentsModeFrom(undefined)).toBe("sandbox");
  });
});

describe("contentSecurityPolicy", () => {
  it("runs only scripts with the nonce or loaded by them, in sandbox mode with no third party", () => {
    const csp = directives(contentSecurityPolicy({ nonce, paymentsMode: "sandbox" }));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    // What default-src already says is not said again.
    for (const fallsBack of ["font-src", "media-src", "connect-src", "worker-src", "manifest-src"]) expect(csp.has(fallsBack)).toBe(false);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("never allows inline script, eval or arbitrary hosts", () => {
    for (const paymentsMode of ["sandbox", "live"] as const) {
      const policy = contentSecurityPolicy({ nonce, paymentsMode, https: true });
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toMatch(/(^|\s)(https:|\*)(\s|;|$)/);
    }
  });

  it("allows Razorpay's checkout origins in live mode only", () => {
    const csp = directives(contentSecurityPolicy({ nonce, paymentsMode: "live" }));
    expect(csp.get("script-src")).toEqual([
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      "https://checkout.razorpay.com",
      "https://cdn.razorpay.com",
    ]);
    expect(csp.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(csp.get("connect-src")).toContain("https://api.razorpay.com");
    expect(csp.get("connect-src")?.[0]).toBe("'self'");
    expect(csp.get("img-src")).toContain("https://cdn.razorpay.com");
    for (const [, sources] of csp) {
      for (const source of sources) {
        if (source.startsWith("https://")) expect(source).toMatch(/^https:\/\/[a-z-]+\.razorpay\.com$/);
      }
    }
    // Nothing about framing this site, forms or plugins loosens in live mode.
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("derives the checkout's origins from the configured URLs, not Razorpay's, for a stand-in", () => {
    const checkout = { checkoutUrl: "http://127.0.0.1:41001/v1/checkout.js", apiBase: "http://127.0.0.1:41002/v1" };
    const csp = directives(contentSecurityPolicy({ nonce, paymentsMode: "live", checkout }));
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", "http://127.0.0.1:41001"]);
    expect(csp.get("frame-src")).toEqual(["http://127.0.0.1:41002", "http://127.0.0.1:41001"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:41002", "http://127.0.0.1:41001"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(contentSecurityPolicy({ nonce, paymentsMode: "live", checkout })).not.toContain("razorpay.com");
  });

  it("keeps Razorpay's extra origins when the configured URLs are Razorpay's", () => {
    const real = { checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js", apiBase: "https://api.razorpay.com/v1" };
    expect(contentSecurityPolicy({ nonce, paymentsMode: "live", checkout: real })).toBe(
      contentSecurityPolicy({ nonce, paymentsMode: "live" }),
    );
    const csp = directives(contentSecurityPolicy({ nonce, paymentsMode: "live", checkout: real }));
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://api.razorpay.com",
      "https://checkout.razorpay.com",
      "https://lumberjack.razorpay.com",
      "https://lumberjack-metrics.razorpay.com",
    ]);
  });

  it("takes Razorpay's origins, and no other, whenever the checkout script is Razorpay's", () => {
    // RAZORPAY_API_BASE is the Worker's own base for server-to-server calls: Razorpay's script
    // never talks to it, so the browser needs nothing from it.
    const origins = checkoutOrigins({ checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js", apiBase: "http://127.0.0.1:41002/v1" });
    expect(origins.script).toEqual(["https://checkout.razorpay.com", "https://cdn.razorpay.com"]);
    expect(origins.frame).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(origins.connect).not.toContain("http://127.0.0.1:41002");
  });

  it("gives a stand-in on one origin that origin alone", () => {
    const origins = checkoutOrigins({ checkoutUrl: "https://pay.example/v1/checkout.js", apiBase: "https://pay.example/v1" });
    expect(origins).toEqual({ script: ["https://pay.example"], frame: ["https://pay.example"], connect: ["https://pay.example"], img: [] });
  });

  it("adds nothing for a setting that is not an http(s) URL", () => {
    const origins = checkoutOrigins({ checkoutUrl: "javascript:alert(1)", apiBase: "not a url" });
    expect(origins).toEqual({ script: [], frame: [], connect: [], img: [] });
    const csp = directives(
      contentSecurityPolicy({ nonce, paymentsMode: "live", checkout: { checkoutUrl: "data:text/javascript,1", apiBase: "" } }),
    );
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
  });

  it("ignores the configured URLs in sandbox mode", () => {
    const checkout = { checkoutUrl: "http://127.0.0.1:41001/v1/checkout.js", apiBase: "http://127.0.0.1:41002/v1" };
    expect(contentSecurityPolicy({ nonce, paymentsMode: "sandbox", checkout })).toBe(
      contentSecurityPolicy({ nonce, paymentsMode: "sandbox" }),
    );
  });

  it("upgrades insecure requests only over https", () => {
    expect(contentSecurityPolicy({ nonce, paymentsMode: "sandbox", https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("allows inline styles under the Vite dev server only, without the nonce that would cancel it", () => {
    const csp = directives(contentSecurityPolicy({ nonce, paymentsMode: "sandbox", dev: true }));
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
  });

  it("refuses a nonce that could inject into the header", () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *", paymentsMode: "sandbox" })).toThrow();
    expect(() => contentSecurityPolicy({ nonce: "short", paymentsMode: "sandbox" })).toThrow();
  });
});

describe("checkoutUrlsFrom", () => {
  it("reads RAZORPAY_CHECKOUT_URL and RAZORPAY_API_BASE, and falls back to Razorpay's", () => {
    expect(
      checkoutUrlsFrom({ RAZORPAY_CHECKOUT_URL: " http://127.0.0.1:1/v1/checkout.js ", RAZORPAY_API_BASE: "http://127.0.0.1:2/v1" }),
    ).toEqual({
      checkoutUrl: "http://127.0.0.1:1/v1/checkout.js",
      apiBase: "http://127.0.0.1:2/v1",
    });
    expect(checkoutUrlsFrom({ RAZORPAY_CHECKOUT_URL: "", RAZORPAY_API_BASE: 42 })).toEqual({
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
      apiBase: "https://api.razorpay.com/v1",
    });
  });
});

describe("permissionsPolicy", () => {
  it("denies sensors and devices, and keeps payment to this origin (and Razorpay in live mode)", () => {
    const sandbox = permissionsPolicy("sandbox");
    for (const feature of ["camera", "microphone", "geolocation", "usb"]) {
      expect(sandbox).toContain(`${feature}=()`);
    }
    expect(sandbox).toContain("payment=(self)");
    expect(permissionsPolicy("live")).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
    const standIn = { checkoutUrl: "http://127.0.0.1:41001/v1/checkout.js", apiBase: "http://127.0.0.1:41002/v1" };
    expect(permissionsPolicy("live", standIn)).toContain('payment=(self "http://127.0.0.1:41002" "http://127.0.0.1:41001")');
    expect(permissionsPolicy("sandbox", standIn)).toContain("payment=(self)");
  });
});

describe("securityHeaders", () => {
  it("sets HSTS only over https", () => {
    expect(securityHeaders({ nonce, paymentsMode: "sandbox" })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce, paymentsMode: "sandbox", https: true })["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(baselineSecurityHeaders({ https: true })).toHaveProperty("Strict-Transport-Security");
  });

  it("includes the document policies", () => {
    expect(securityHeaders({ nonce, paymentsMode: "live" })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Frame-Options": "DENY",
    });
  });
});

describe("withSecurityHeaders", () => {
  it("puts the CSP on HTML responses of any status and keeps their own headers", async () => {
    const page = new Response("<!DOCTYPE html><p>gone</p>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
    });
    const res = withSecurityHeaders(page, { nonce, paymentsMode: "sandbox" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(await res.text()).toBe("<!DOCTYPE html><p>gone</p>");
  });

  it("gives other responses (data requests, robots.txt) the baseline only", () => {
    const res = withSecurityHeaders(new Response("User-agent: *", { headers: { "Content-Type": "text/plain" } }), {
      nonce,
      paymentsMode: "sandbox",
    });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.has("Content-Security-Policy")).toBe(false);
  });
});
