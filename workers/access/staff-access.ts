import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createCspNonce, paymentsModeFrom, withSecurityHeaders } from "../security/headers";
import {
  type AccessConfig,
  AccessUnavailableError,
  CLOUDFLARE_SIGN_OUT_PATH,
  DEV_CERTS_PATH,
  DEV_SIGN_IN_PATH,
  parseAccessConfig,
} from "./config";
import { fetchDevKeySet } from "./dev-keys";
import { type StaffIdentity, teamKeySet, verifyAccessAssertion } from "./verify-assertion";

/**
 * The one gate of the staff console. Every request to /admin/* (pages, their data requests and
 * actions) and /api/admin/* passes here before anything else runs:
 *
 * 1. the Access settings are read; without them, 503 (never open), and the log says what is wrong;
 * 2. the `Cf-Access-Jwt-Assertion` header is verified (verify-assertion.ts); without a valid one,
 *    403: JSON `{ error }` under /api/admin, a plain page under /admin. Only in development
 *    sign-in mode may the token come from the DEV_ACCESS_COOKIE instead, since there is no
 *    Cloudflare in front to turn Access's cookie into the header;
 * 3. a request that changes anything (any method but GET, HEAD, OPTIONS) must carry an `Origin`
 *    equal to the site's own, or it is refused with 403;
 * 4. the answer is never stored (`no-store`) and never indexed (`X-Robots-Tag`).
 *
 * The paths are matched case-insensitively and after percent-decoding, as React Router matches
 * its routes, so `/ADMIN` or `/%61dmin` cannot reach a staff page around the gate.
 */

const ACCESS_ASSERTION_HEADER = "Cf-Access-Jwt-Assertion";
/** Development sign-in only: where the browser keeps the token the dev sign-in page minted. */
export const DEV_ACCESS_COOKIE = "kaivalya_dev_access";

export type StaffVariables = { staff?: StaffSession };
type StaffSession = StaffIdentity & { signOutUrl: string; devSignIn: boolean };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const STAFF_CONSOLE_UNAVAILABLE_MESSAGE = "The staff console is unavailable right now. Try again later.";

/** The path as the router sees it: decoded, lower-cased, without repeated slashes. */
function normalizedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match on the raw path, which the router cannot decode either.
  }
  return path.toLowerCase().replace(/\/{2,}/g, "/");
}

export type StaffArea = "api" | "page";

/** Which part of the staff console a path belongs to, or null for the public site. */
export function staffAreaOf(pathname: string): StaffArea | null {
  const path = normalizedPath(pathname);
  if (/^\/api\/admin(\/|$)/.test(path)) return "api";
  if (/^\/admin(\/|$|\.data$)/.test(path)) return "page";
  return null;
}

function isDevRoute(pathname: string): boolean {
  const path = normalizedPath(pathname).replace(/\/$/, "");
  return path === DEV_CERTS_PATH || path === DEV_SIGN_IN_PATH || path === `${DEV_SIGN_IN_PATH}.data`;
}

/** The key set a configuration's tokens are checked against. */
function keySetFor(config: AccessConfig) {
  return teamKeySet(config.certsUrl, config.kind === "dev" ? { fetch: fetchDevKeySet } : {});
}

export function staffAccess(): MiddlewareHandler<{ Bindings: Env; Variables: StaffVariables }> {
  return async (c, next) => {
    const area = staffAreaOf(c.req.path);
    if (!area) return next();
    const url = new URL(c.req.url);
    const refuse = (status: 403 | 404 | 503, message: string) =>
      area === "api"
        ? c.json({ error: message }, status, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" })
        : staffErrorPage(status, message, { paymentsMode: c.env.PAYMENTS_MODE, https: url.protocol === "https:" });

    let config: AccessConfig;
    try {
      config = parseAccessConfig(c.env as unknown as Record<string, unknown>, url.origin);
    } catch (error) {
      if (!(error instanceof AccessUnavailableError)) throw error;
      // The development sign-in does not exist here, whatever else is wrong.
      if (isDevRoute(c.req.path)) return refuse(404, "Not found.");
      // Whoever asked is not signed in (nobody can be): what is wrong goes to the log only.
      console.error("access: staff console unavailable:", error.message);
      return refuse(503, STAFF_CONSOLE_UNAVAILABLE_MESSAGE);
    }

    if (isDevRoute(c.req.path) && config.kind !== "dev") return refuse(404, "Not found.");

    if (!SAFE_METHODS.has(c.req.method) && c.req.header("Origin") !== url.origin) {
      return refuse(403, "This change must be made from the staff console's own pages (the request's Origin is not this site).");
    }

    if (isDevRoute(c.req.path)) {
      // The development sign-in page and its key set exist only where tokens are signed locally.
      await next();
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex, nofollow");
      return;
    }

    const header = c.req.header(ACCESS_ASSERTION_HEADER);
    const token = header ?? (config.kind === "dev" ? getCookie(c, DEV_ACCESS_COOKIE) : undefined);
    const check = await verifyAccessAssertion(token, { ...config, keys: keySetFor(config) });
    if (!check.ok) return refuse(check.status, check.reason);

    c.set("staff", {
      ...check.staff,
      devSignIn: config.kind === "dev",
      signOutUrl: config.kind === "dev" ? DEV_SIGN_IN_PATH : CLOUDFLARE_SIGN_OUT_PATH,
    });
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

const TITLES = { 403: "Staff only", 404: "Not found", 503: "Staff console unavailable" } as const;

/** A plain page for a refused staff page: no scripts, no site chrome, the same security headers. */
function staffErrorPage(status: 403 | 404 | 503, message: string, options: { paymentsMode: unknown; https: boolean }): Response {
  const title = TITLES[status];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48">
<title>${status} ${title} | Kaivalya staff</title>
</head>
<body>
<main>
<h1>${status} ${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Return to the website</a></p>
</main>
</body>
</html>
`;
  const response = new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
  return withSecurityHeaders(response, {
    nonce: createCspNonce(),
    paymentsMode: paymentsModeFrom(options.paymentsMode),
    https: options.https,
  });
}
