import { exportJWK, type FetchImplementation, generateKeyPair, type JWK, SignJWT } from "jose";

/**
 * Development sign-in without a Cloudflare account, like the sandbox payment gateway: in sandbox
 * mode without ACCESS_TEAM_DOMAIN the Worker is its own Access "team". It makes an RS256 key pair
 * once per isolate, signs a token shaped like Cloudflare's for a listed staff address, and
 * publishes the public key as a JSON Web Key Set at DEV_CERTS_PATH. The Worker then checks the
 * token with verify-assertion.ts exactly as it checks Cloudflare's: jose fetches the key set,
 * caches it and matches the `kid`. A new isolate makes a new pair, so old development tokens stop
 * working after a restart, as after a key rotation.
 */

/** How long a development sign-in lasts (Cloudflare Access's default session is 24 hours). */
export const DEV_SESSION_SECONDS = 12 * 60 * 60;

type DevKeys = { privateKey: CryptoKey; publicJwk: JWK };
let devKeys: Promise<DevKeys> | undefined;

function keys(): Promise<DevKeys> {
  devKeys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: `dev-${crypto.randomUUID()}`, alg: "RS256", use: "sig" };
    return { privateKey, publicJwk };
  })();
  return devKeys;
}

/** The public half, as Cloudflare publishes its keys at /cdn-cgi/access/certs. */
export async function devKeySet(): Promise<{ keys: JWK[] }> {
  return { keys: [(await keys()).publicJwk] };
}

/** A token with the claims Cloudflare Access puts in an application token. */
export async function mintDevAssertion(claims: { email: string; issuer: string; audience: string; now?: Date }): Promise<string> {
  const { privateKey, publicJwk } = await keys();
  const now = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ email: claims.email, type: "app", identity_nonce: crypto.randomUUID() })
    .setProtectedHeader({ alg: "RS256", kid: publicJwk.kid as string, typ: "JWT" })
    .setIssuer(claims.issuer)
    .setAudience([claims.audience])
    .setSubject(`dev:${claims.email}`)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + DEV_SESSION_SECONDS)
    .sign(privateKey);
}

/**
 * How the development key set is fetched: answered in-process, with the same JSON the key endpoint
 * serves, because a Worker cannot count on reaching its own origin over the network (under the
 * test runner it has none). jose reads, caches and matches it as it would Cloudflare's.
 */
export const fetchDevKeySet: FetchImplementation = async () =>
  new Response(JSON.stringify(await devKeySet()), { headers: { "Content-Type": "application/json" } });
