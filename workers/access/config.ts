import { z } from "zod";

/**
 * Who may open the staff console (/admin/*, /api/admin/*): the settings of the Cloudflare Access
 * check, parsed from the Worker's env. See docs/decisions/070-staff-console.md.
 *
 * - Live (PAYMENTS_MODE `live`, or anything but `sandbox`): ACCESS_TEAM_DOMAIN, ACCESS_AUD and
 *   STAFF_EMAILS are all required. Without one, every staff request answers 503 and the log names
 *   it (never the answer: whoever asks is not signed in); the console never opens for lack of a
 *   setting.
 * - Development sign-in: sandbox mode without ACCESS_TEAM_DOMAIN, with STAFF_DEV_SIGN_IN = "on"
 *   (wrangler.toml's top level, never production), for a request to a loopback host (localhost,
 *   127.0.0.0/8, [::1]): the Worker is its own "team domain". It signs tokens with a key pair of
 *   its own at the dev sign-in page and serves the public half at DEV_CERTS_PATH; the tokens are
 *   checked by the same code as Cloudflare's. Anyone who can reach the page can sign in as any
 *   listed address, so it exists only on this machine, and only when asked for: never on a host
 *   SANDBOX_ALLOWED_HOSTS names (a preview deployment is on the internet). Anywhere else
 *   ACCESS_TEAM_DOMAIN is required.
 * - Sandbox with ACCESS_TEAM_DOMAIN (a staging copy behind a real Access application): as live.
 */

const CLOUDFLARE_CERTS_PATH = "/cdn-cgi/access/certs";
/** Where the Worker serves its development keys (404 unless dev sign-in is on). */
export const DEV_CERTS_PATH = "/api/admin/dev-access/certs";
/** The development sign-in page (404 unless dev sign-in is on). */
export const DEV_SIGN_IN_PATH = "/admin/dev-sign-in";
/** Where Cloudflare Access ends a session. */
export const CLOUDFLARE_SIGN_OUT_PATH = "/cdn-cgi/access/logout";

export type AccessConfig = {
  /** `cloudflare`: tokens from a Cloudflare Access team; `dev`: tokens this Worker signed itself. */
  kind: "cloudflare" | "dev";
  /** The `iss` every token must carry: the team domain, an origin without a trailing slash. */
  issuer: string;
  /** The application audience tag every token's `aud` must contain. */
  audience: string;
  /** Lower-cased staff e-mail addresses: the second gate after the Access policy. */
  staffEmails: ReadonlySet<string>;
  /** Where the signing keys are published (a JSON Web Key Set). */
  certsUrl: string;
};

/** The staff console cannot run with these settings: 503, and `message` (which names them) in the log. */
export class AccessUnavailableError extends Error {
  override readonly name = "AccessUnavailableError";
}

const setting = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The development flag's one value that turns the development sign-in on. */
const STAFF_DEV_SIGN_IN_ON = "on";

const envSchema = z.object({
  PAYMENTS_MODE: setting,
  ACCESS_TEAM_DOMAIN: setting,
  ACCESS_AUD: setting,
  STAFF_EMAILS: setting,
  STAFF_DEV_SIGN_IN: setting,
});

const email = z.email();
const LOOPBACK_V4 = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether a URL host name (as `URL.hostname` gives it) is this machine's loopback: localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host === "[::1]" || LOOPBACK_V4.test(host);
}

/** The comma-separated staff list, lower-cased; throws naming the entries that are not addresses. */
function parseStaffEmails(value: string): Set<string> {
  const entries = value
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !email.safeParse(entry).success);
  if (invalid.length > 0)
    throw new AccessUnavailableError(`STAFF_EMAILS has entries that are not e-mail addresses: ${invalid.join(", ")}.`);
  return new Set(entries);
}

/**
 * The team domain as an origin: https (or http on a loopback host, for the tests' key server),
 * no path, no trailing slash. Cloudflare's `iss` is exactly this string.
 */
function parseTeamDomain(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AccessUnavailableError("ACCESS_TEAM_DOMAIN must be a full origin such as https://<team>.cloudflareaccess.com.");
  }
  const https = url.protocol === "https:";
  const loopbackHttp = url.protocol === "http:" && isLoopbackHostname(url.hostname);
  if (!(https || loopbackHttp) || (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) {
    throw new AccessUnavailableError("ACCESS_TEAM_DOMAIN must be a full origin such as https://<team>.cloudflareaccess.com.");
  }
  return url.origin;
}

/**
 * The settings for a request to `requestOrigin` (the dev issuer is the site's own origin).
 * Throws AccessUnavailableError naming what is missing or wrong.
 */
export function parseAccessConfig(env: Record<string, unknown>, requestOrigin: string): AccessConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new AccessUnavailableError(`Staff access settings must be text: ${names.join(", ")}.`);
  }
  const vars = parsed.data;
  const dev =
    vars.PAYMENTS_MODE === "sandbox" &&
    vars.ACCESS_TEAM_DOMAIN === undefined &&
    vars.STAFF_DEV_SIGN_IN === STAFF_DEV_SIGN_IN_ON &&
    isLoopbackHostname(new URL(requestOrigin).hostname);
  const required = dev ? (["ACCESS_AUD", "STAFF_EMAILS"] as const) : (["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "STAFF_EMAILS"] as const);
  const missing = required.filter((name) => vars[name] === undefined);
  if (missing.length > 0) {
    throw new AccessUnavailableError(
      `The staff console needs ${missing.join(", ")}, which ${missing.length > 1 ? "are" : "is"} not set (see docs/staff-console.md).`,
    );
  }
  const staffEmails = parseStaffEmails(vars.STAFF_EMAILS as string);
  if (staffEmails.size === 0) throw new AccessUnavailableError("STAFF_EMAILS lists no e-mail address.");
  if (dev) {
    const origin = new URL(requestOrigin).origin;
    return { kind: "dev", issuer: origin, audience: vars.ACCESS_AUD as string, staffEmails, certsUrl: `${origin}${DEV_CERTS_PATH}` };
  }
  const issuer = parseTeamDomain(vars.ACCESS_TEAM_DOMAIN as string);
  return { kind: "cloudflare", issuer, audience: vars.ACCESS_AUD as string, staffEmails, certsUrl: `${issuer}${CLOUDFLARE_CERTS_PATH}` };
}
