import { AccessUnavailableError, parseAccessConfig } from "./config";
import { DEV_SESSION_SECONDS, mintDevAssertion } from "./dev-keys";
import { DEV_ACCESS_COOKIE } from "./staff-access";

/**
 * The development sign-in (sandbox mode without ACCESS_TEAM_DOMAIN, with STAFF_DEV_SIGN_IN = "on",
 * on a loopback host only; config.ts decides): a token for a listed staff address, kept by the
 * browser in an HttpOnly cookie that the gate (staff-access.ts) reads only in this mode. In
 * production the token arrives in Cloudflare's header and this is a 404.
 */

export type DevSignIn = {
  /** The staff list, for the page to offer. */
  staffEmails: string[];
  /** A `Set-Cookie` value carrying a fresh token for `email`, or why not. */
  signIn(email: string): Promise<{ ok: true; setCookie: string } | { ok: false; error: string }>;
  /** A `Set-Cookie` value that ends the development session. */
  signOut(): string;
};

/** The development sign-in for this env and origin, or null where it does not exist (see config.ts). */
export function devSignInFor(env: Env, origin: string): DevSignIn | null {
  let config: ReturnType<typeof parseAccessConfig>;
  try {
    config = parseAccessConfig(env as unknown as Record<string, unknown>, origin);
  } catch (error) {
    if (error instanceof AccessUnavailableError) return null;
    throw error;
  }
  if (config.kind !== "dev") return null;
  const secure = new URL(origin).protocol === "https:";
  // A JWT is base64url and dots: safe in a cookie value as it is.
  const cookie = (value: string, maxAge: number) =>
    `${DEV_ACCESS_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    staffEmails: [...config.staffEmails],
    async signIn(input) {
      const email = input.trim().toLowerCase();
      if (!config.staffEmails.has(email)) {
        return { ok: false, error: `${input.trim() || "That address"} is not on the staff list (STAFF_EMAILS).` };
      }
      const token = await mintDevAssertion({ email, issuer: config.issuer, audience: config.audience });
      return { ok: true, setCookie: cookie(token, DEV_SESSION_SECONDS) };
    },
    signOut: () => cookie("", 0),
  };
}
