import { createRemoteJWKSet, customFetch, errors, type FetchImplementation, type JWTVerifyGetKey, jwtVerify } from "jose";

/**
 * The check of a Cloudflare Access assertion (the `Cf-Access-Jwt-Assertion` header): an RS256
 * signature by one of the team's published keys (matched by `kid`), the team as issuer, the
 * application's audience tag, expiry and not-before with a small leeway, and an e-mail claim on
 * the staff list. Development tokens (workers/access/dev-keys.ts) go through exactly this code.
 */

/** Clock differences between Cloudflare's edge and this isolate that a token may be off by. */
export const CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHMS = ["RS256"];

export type StaffIdentity = { email: string };

export type AssertionCheck =
  | { ok: true; staff: StaffIdentity }
  /** 403: no token, or a token that is not good enough. 503: the keys could not be fetched. */
  | { ok: false; status: 403 | 503; reason: string };

export type AssertionPolicy = {
  issuer: string;
  audience: string;
  staffEmails: ReadonlySet<string>;
  keys: JWTVerifyGetKey;
};

const refused = (reason: string): AssertionCheck => ({ ok: false, status: 403, reason });

export async function verifyAccessAssertion(
  token: string | null | undefined,
  policy: AssertionPolicy,
  options: { currentDate?: Date } = {},
): Promise<AssertionCheck> {
  if (!token) return refused("Sign in through Cloudflare Access to use the staff console.");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, policy.keys, {
      algorithms: ALGORITHMS,
      issuer: policy.issuer,
      audience: policy.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat"],
      currentDate: options.currentDate,
    }));
  } catch (error) {
    return describeFailure(error);
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!email) return refused("The sign-in token carries no e-mail address.");
  if (!policy.staffEmails.has(email)) return refused(`${email} is not on the staff list.`);
  return { ok: true, staff: { email } };
}

function describeFailure(error: unknown): AssertionCheck {
  if (error instanceof errors.JWTExpired) return refused("The sign-in has expired. Sign in again.");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "nbf") return refused("The sign-in token is not valid yet.");
    if (error.claim === "iss") return refused("The sign-in token was issued by another team.");
    if (error.claim === "aud") return refused("The sign-in token is for another application.");
    return refused(`The sign-in token's ${error.claim} claim is not acceptable.`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return refused("The sign-in token is not signed with RS256.");
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return refused("The sign-in token was signed with a key the team does not publish.");
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused("The sign-in token's signature is not valid.");
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return refused("The sign-in token is malformed.");
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSEError || error instanceof TypeError) {
    // The key set could not be fetched or read: a fault on our side, not a bad token.
    console.error("access: could not check an assertion", error);
    return { ok: false, status: 503, reason: "The staff console cannot check sign-ins right now. Try again in a minute." };
  }
  console.error("access: unexpected error checking an assertion", error);
  return { ok: false, status: 503, reason: "The staff console cannot check sign-ins right now. Try again in a minute." };
}

export type KeySetOptions = {
  /** Who fetches the key set (default: the global fetch). */
  fetch?: FetchImplementation;
  /** After a fetch, how long an unknown `kid` waits before it may trigger another (jose default 30 s). */
  cooldownMs?: number;
  /** How long fetched keys are trusted before they are fetched again (default 10 minutes). */
  cacheMaxAgeMs?: number;
};

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The team's key set at `certsUrl`, fetched on first use and cached for this isolate. An unknown
 * `kid` (Cloudflare rotates its keys) fetches the set again, at most once per cooldown.
 */
export function teamKeySet(certsUrl: string, options: KeySetOptions = {}): JWTVerifyGetKey {
  const cacheKey = `${certsUrl} ${options.cooldownMs ?? ""} ${options.cacheMaxAgeMs ?? ""}`;
  let keySet = keySets.get(cacheKey);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(certsUrl), {
      timeoutDuration: 5_000,
      ...(options.cooldownMs === undefined ? {} : { cooldownDuration: options.cooldownMs }),
      ...(options.cacheMaxAgeMs === undefined ? {} : { cacheMaxAge: options.cacheMaxAgeMs }),
      ...(options.fetch ? { [customFetch]: options.fetch } : {}),
    });
    keySets.set(cacheKey, keySet);
  }
  return keySet;
}
