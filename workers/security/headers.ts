/**
 * Security headers for the Worker's responses. Pure functions of a few inputs (nonce, payments
 * mode, scheme), so the policy can be read and unit-tested in one place; workers/app.ts applies
 * them. Static files never reach the Worker: their headers are in public/_headers.
 * See docs/decisions/020-csp-and-headers.md for why each directive is what it is.
 */

export type PaymentsMode = "sandbox" | "live";

export type DocumentSecurityOptions = {
  /** The per-request nonce, as sent in the header and on every <script nonce>. */
  nonce: string;
  /** Razorpay's origins are allowed only in live mode; the sandbox gateway is same-origin. */
  paymentsMode: PaymentsMode;
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
 * loads, the payment frame, and its telemetry.
 */
export const razorpayOrigins = {
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

/**
 * Inline <style> elements that the site's own dependencies insert at run time, allowed by hash
 * rather than by 'unsafe-inline': sonner (the toast library, loaded on the first toast) appends an
 * empty <style> and then fills it with its stylesheet. headers.test.ts recomputes both from
 * the installed package, so an upgrade that changes its CSS fails the tests instead of leaving the
 * toasts unstyled.
 */
export const inlineStyleHashes = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // the empty <style> before it is filled
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='", // sonner 2.0.8's stylesheet
] as const;

const hstsValue = "max-age=63072000; includeSubDomains; preload";

/** 128 random bits, base64: a fresh one for every document response. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const base64 = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** PAYMENTS_MODE from the environment; anything but "live" is the sandbox (fails closed). */
export function paymentsModeFrom(value: unknown): PaymentsMode {
  return value === "live" ? "live" : "sandbox";
}

/**
 * The Content-Security-Policy for an HTML document. Scripts run only with this response's nonce
 * or when loaded by a script that had it ('strict-dynamic'); 'self' and Razorpay's hosts are the
 * fallback for browsers without 'strict-dynamic', which ignore neither.
 */
export function contentSecurityPolicy({ nonce, paymentsMode, https = false, dev = false }: DocumentSecurityOptions): string {
  if (!base64.test(nonce)) throw new Error("CSP nonce must be base64 (at least 16 characters)");
  const live = paymentsMode === "live";
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...(live ? razorpayOrigins.script : [])],
    // A nonce or hash makes browsers ignore 'unsafe-inline', so dev sends only the latter.
    ["style-src", "'self'", ...(dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`, ...inlineStyleHashes])],
    ["img-src", "'self'", "data:", "blob:", ...(live ? razorpayOrigins.img : [])],
    ["font-src", "'self'"],
    ["media-src", "'self'"],
    ["connect-src", "'self'", ...(live ? razorpayOrigins.connect : [])],
    live ? ["frame-src", ...razorpayOrigins.frame] : ["frame-src", "'none'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
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
 * in live mode, Razorpay's checkout frame.
 */
export function permissionsPolicy(paymentsMode: PaymentsMode): string {
  const payment = ["self", ...(paymentsMode === "live" ? razorpayOrigins.frame.map((o) => `"${o}"`) : [])];
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
    "Permissions-Policy": permissionsPolicy(options.paymentsMode),
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
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}
