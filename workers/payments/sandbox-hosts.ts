/**
 * Where the sandbox gateway may answer. It signs payments with a secret that is in the repository
 * (config.ts), so on a public host it would turn anyone's order into a "paid" booking for free.
 * It answers only on this machine (localhost, 127.0.0.0/8, ::1) unless SANDBOX_ALLOWED_HOSTS names
 * the host: a comma-separated list of exact host names, for a preview deployment someone chose to
 * run in sandbox mode. See docs/decisions/040-payments.md.
 */

const LOOPBACK_V4 = /^127\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Whether a URL host name (as `URL.hostname` gives it) is this machine. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || LOOPBACK_V4.test(host) || host === "[::1]";
}

/** The host names SANDBOX_ALLOWED_HOSTS lists (lower case; blanks and anything not a string ignored). */
export function allowedSandboxHosts(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}

/** Whether the sandbox gateway may answer a request for this URL in this environment. */
export function sandboxAllowedAt(url: URL, env: object): boolean {
  if (isLocalHostname(url.hostname)) return true;
  const allowed = allowedSandboxHosts((env as { SANDBOX_ALLOWED_HOSTS?: unknown }).SANDBOX_ALLOWED_HOSTS);
  return allowed.includes(url.hostname.toLowerCase());
}
