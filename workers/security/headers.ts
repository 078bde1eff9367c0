/**
 * Security headers for the Worker's responses. Pure functions of a few inputs (nonce, payments
 * mode, the checkout's configured URLs, scheme), so the policy can be read and unit-tested in one
 * place; workers/app.ts applies them. Static files never reach the Worker: their headers are in
 * public/_headers. See docs/decisions/020-csp-and-headers.md for why each directive is what it is.
 */

import { DEFAULT_RAZORPAY_API_BASE, DEFAULT_RAZORPAY_CHECKOUT_URL } from "../payments/config";
import { type PaymentsMode, parsePaymentsMode } from "../payments/mode";

export type { PaymentsMode };

export type DocumentSecurityOptions = {
  /** The per-request nonce, as sent in the header and on every <script nonce>. */
  nonce: string;
  /** Razorpay's origins are allowed only in live mode; the sandbox gateway is same-origin. */
  paymentsMode: PaymentsMode;
  /** Where live checkout comes from (RAZORPAY_CHECKOUT_URL, RAZORPAY_API_BASE); Razorpay's own when absent. */
  checkout?: CheckoutUrls;
  /** Whether the request came over https: HSTS and upgrade-insecure-requests only then. */
  https?: boolean;
  /**
   * The Vite dev server injects <style> elements without a nonce for hot updates; only then are
   * inline styles allowed. Never true in a build.
   */
  dev?: boolean;
};

/**
 * Razorpay Checkout's origins, as its own integrations allow them: checkout.js and the scripts it
 * loads, the payment frame, and its telemetry. Allowed when the configured checkout script is
 * Razorpay's (`checkoutOrigins`).
 */
const razorpayOrigins = {
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: [
    "https://api.razorpay.com",
    "https://checkout.razorpay.com",
    "https://lumberjack.razorpay.com",
    "https://lumberjack-metrics.razorpay.com",
  ],
  img: ["https://cdn.razorpay.com"],
} as const;

const RAZORPAY_CHECKOUT_ORIGIN = new URL(DEFAULT_RAZORPAY_CHECKOUT_URL).origin;

/** The URLs live checkout is configured with: the script the browser loads and the REST API. */
export type CheckoutUrls = { checkoutUrl: string; apiBase: string };

/** The origins a page may load checkout's scripts from, frame, connect to and take images from. */
export type CheckoutOrigins = { script: string[]; frame: string[]; connect: string[]; img: string[] };

/** The configured checkout URLs (RAZORPAY_CHECKOUT_URL, RAZORPAY_API_BASE), Razorpay's where unset. */
export function checkoutUrlsFrom(env: object): CheckoutUrls {
  const setting = (name: string) => {
    const value = (env as Record<string, unknown>)[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  return {
    checkoutUrl: setting("RAZORPAY_CHECKOUT_URL") ?? DEFAULT_RAZORPAY_CHECKOUT_URL,
    apiBase: setting("RAZORPAY_API_BASE") ?? DEFAULT_RAZORPAY_API_BASE,
  };
}

/** The origin of an http(s) URL, or null (an unusable setting adds nothing to the policy). */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (sources: readonly (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))];

/**
 * The origins live checkout needs in the browser, derived from the configured URLs.
 *
 * - Razorpay's checkout.js (the default): exactly Razorpay's origins. Its script talks to
 *   Razorpay's own hosts whatever RAZORPAY_API_BASE says (that setting is the Worker's
 *   server-to-server base), so the API base adds nothing.
 * - Any other checkout script (a stand-in such as tests/fakes/fake-razorpay-checkout.ts, or a
 *   proxy): its own origin for the script, and the API's and its own origins for the payment frame
 *   and its calls, as Razorpay serves its frame and API from api.razorpay.com. Nothing of Razorpay's.
 */
export function checkoutOrigins({ checkoutUrl, apiBase }: CheckoutUrls): CheckoutOrigins {
  const checkout = httpOrigin(checkoutUrl);
  if (checkout === RAZORPAY_CHECKOUT_ORIGIN) {
    return {
      script: [...razorpayOrigins.script],
      frame: [...razorpayOrigins.frame],
      connect: [...razorpayOrigins.connect],
      img: [...razorpayOrigins.img],
    };
  }
  const api = httpOrigin(apiBase);
  return { script: unique([checkout]), frame: unique([api, checkout]), connect: unique([api, checkout]), img: [] };
}

const NO_CHECKOUT: CheckoutOrigins = { script: [], frame: [], connect: [], img: [] };

/** Third-party checkout origins for this page: none in sandbox mode. */
function pageCheckoutOrigins(paymentsMode: PaymentsMode, checkout: CheckoutUrls | undefined): CheckoutOrigins {
  if (paymentsMode !== "live") return NO_CHECKOUT;
  return checkoutOrigins(checkout ?? { checkoutUrl: DEFAULT_RAZORPAY_CHECKOUT_URL, apiBase: DEFAULT_RAZORPAY_API_BASE });
}

const hstsValue = "max-age=63072000; includeSubDomains; preload";

/** 128 random bits, base64: a fresh one for every document response. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const base64 = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/**
 * PAYMENTS_MODE from the environment, read as the payments configuration reads it; anything but
 * live is the sandbox (fails closed: live payments are then refused by the configuration too).
 */
export function paymentsModeFrom(value: unknown): PaymentsMode {
  return parsePaymentsMode(value) ?? "sandbox";
}

/**
 * The Content-Security-Policy for an HTML document. Scripts run only with this response's nonce
 * or when loaded by a script that had it ('strict-dynamic'); 'self' and the checkout's script
 * origins are the fallback for browsers without 'strict-dynamic', which ignore neither.
 */
export function contentSecurityPolicy({ nonce, paymentsMode, checkout, https = false, dev = false }: DocumentSecurityOptions): string {
  if (!base64.test(nonce)) throw new Error("CSP nonce must be base64 (at least 16 characters)");
  const origins = pageCheckoutOrigins(paymentsMode, checkout);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...origins.script],
    // A nonce makes browsers ignore 'unsafe-inline', so dev sends only the latter. No inline style
    // of a library's needs a hash: the toast library's stylesheet is a file (vite.config.ts).
    ["style-src", "'self'", ...(dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`])],
    ["img-src", "'self'", "data:", "blob:", ...origins.img],
    // Fonts, media, workers and the manifest fall back to default-src 'self'; connections too,
    // unless the checkout needs its own. Every byte of these headers travels with each document.
    ...(origins.connect.length > 0 ? [["connect-src", "'self'", ...origins.connect] as [string, ...string[]]] : []),
    origins.frame.length > 0 ? ["frame-src", ...origins.frame] : ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/**
 * Browser features no page of the site uses are switched off; payment stays with this origin and,
 * in live mode, the checkout's frame.
 */
export function permissionsPolicy(paymentsMode: PaymentsMode, checkout?: CheckoutUrls): string {
  const payment = ["self", ...pageCheckoutOrigins(paymentsMode, checkout).frame.map((o) => `"${o}"`)];
  return [
    "accelerometer=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    `payment=(${payment.join(" ")})`,
    "usb=()",
  ].join(", ");
}

/** Headers every Worker response carries, JSON and HTML alike. */
export function baselineSecurityHeaders({ https = false }: { https?: boolean } = {}): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": hstsValue } : {}),
  };
}

/** Headers for an HTML document: the baseline plus CSP and the document-level policies. */
export function securityHeaders(options: DocumentSecurityOptions): Record<string, string> {
  return {
    ...baselineSecurityHeaders(options),
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Permissions-Policy": permissionsPolicy(options.paymentsMode, options.checkout),
    // Razorpay opens bank and wallet pages in popups that report back to the opener.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
}

/**
 * The response with its security headers: the document set on HTML (pages, 404s, error pages,
 * whatever the status), the baseline on everything else React Router answers (data requests,
 * resource routes such as robots.txt).
 */
export function withSecurityHeaders(response: Response, options: DocumentSecurityOptions): Response {
  const headers = isHtml(response) ? securityHeaders(options) : baselineSecurityHeaders(options);
  const result = new Response(response.body, response);
  setSecurityHeaders(result.headers, headers);
  return result;
}

/**
 * Sets the security headers on a response's headers, except that a response which already says
 * `Referrer-Policy: no-referrer` keeps it: the guest's booking page holds a capability in its
 * address, which must not leave as a referrer, even to the site's own origin's logs elsewhere.
 */
export function setSecurityHeaders(target: Headers, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (name === "Referrer-Policy" && target.get(name) === "no-referrer") continue;
    target.set(name, value);
  }
}
