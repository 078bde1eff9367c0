import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, exportSPKI, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLOCK_TOLERANCE_SECONDS, teamKeySet, verifyAccessAssertion } from "./verify-assertion";

/**
 * The token checks against a key server on loopback standing in for
 * https://<team>.cloudflareaccess.com/cdn-cgi/access/certs, through the same jose key set the
 * Worker uses (fetched over HTTP, cached, matched by kid).
 */

type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; jwk: JWK };

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

let published: JWK[] = [];
let fetches = 0;
let keyServer: { url: string; close: () => void };
let current: SigningKey;

beforeAll(async () => {
  current = await signingKey("key-2026-a");
  published = [current.jwk];
  const server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://key-server").pathname !== "/cdn-cgi/access/certs") {
      res.writeHead(404).end();
      return;
    }
    fetches += 1;
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys: published }));
  });
  // A free port on loopback: other checkouts run their tests on this machine too.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  keyServer = {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
});
afterAll(() => {
  keyServer.close();
});
afterEach(() => vi.useRealTimers());

const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
const STAFF = new Set(["frontdesk@kaivalya.test", "manager@kaivalya.test"]);
const now = () => Math.floor(Date.now() / 1000);

/** A fresh key set per test, so one test's cache never serves another. */
function policy(options: { cooldownMs?: number } = {}) {
  const certsUrl = `${keyServer.url}/cdn-cgi/access/certs?t=${crypto.randomUUID()}`;
  return { issuer: keyServer.url, audience: AUD, staffEmails: STAFF, keys: teamKeySet(certsUrl, options) };
}

type Claims = { email?: unknown; iss?: string; aud?: string | string[]; exp?: number; nbf?: number; iat?: number };

function token(claims: Claims = {}, key: SigningKey = current): Promise<string> {
  const iat = claims.iat ?? now();
  return new SignJWT({ email: "email" in claims ? claims.email : "frontdesk@kaivalya.test", type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .setIssuer(claims.iss ?? keyServer.url)
    .setAudience(claims.aud ?? [AUD])
    .setIssuedAt(iat)
    .setNotBefore(claims.nbf ?? iat)
    .setExpirationTime(claims.exp ?? iat + 3600)
    .sign(key.privateKey);
}

const b64url = (value: string | Uint8Array) => Buffer.from(value).toString("base64url");

async function expectRefused(jwt: string | null, reason: RegExp, p = policy()) {
  const result = await verifyAccessAssertion(jwt, p);
  expect(result).toEqual({ ok: false, status: 403, reason: expect.stringMatching(reason) });
}

describe("verifyAccessAssertion", () => {
  it("accepts a token from the team, for the application, for a listed address", async () => {
    expect(await verifyAccessAssertion(await token(), policy())).toEqual({ ok: true, staff: { email: "frontdesk@kaivalya.test" } });
  });

  it("compares e-mail addresses without regard to case", async () => {
    const result = await verifyAccessAssertion(await token({ email: "Manager@Kaivalya.TEST" }), policy());
    expect(result).toEqual({ ok: true, staff: { email: "manager@kaivalya.test" } });
  });

  it("accepts an audience list that contains the application's tag", async () => {
    expect((await verifyAccessAssertion(await token({ aud: ["another-app", AUD] }), policy())).ok).toBe(true);
  });

  it("refuses no token at all", async () => {
    await expectRefused(null, /Sign in through Cloudflare Access/);
    await expectRefused("", /Sign in through Cloudflare Access/);
  });

  it("refuses an unsigned token (alg none)", async () => {
    const header = b64url(JSON.stringify({ alg: "none", kid: current.kid, typ: "JWT" }));
    const payload = b64url(
      JSON.stringify({ email: "frontdesk@kaivalya.test", iss: keyServer.url, aud: [AUD], exp: now() + 600, iat: now() }),
    );
    await expectRefused(`${header}.${payload}.`, /not signed with RS256/);
  });

  it("refuses an HS256 token whose secret is the team's public key", async () => {
    const publicPem = await exportSPKI(current.publicKey);
    const forged = await new SignJWT({ email: "frontdesk@kaivalya.test" })
      .setProtectedHeader({ alg: "HS256", kid: current.kid })
      .setIssuer(keyServer.url)
      .setAudience(AUD)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(publicPem));
    await expectRefused(forged, /not signed with RS256/);
    // Nor with the modulus or the JWK itself as the secret.
    const forgedJwk = await new SignJWT({ email: "frontdesk@kaivalya.test" })
      .setProtectedHeader({ alg: "HS256", kid: current.kid })
      .setIssuer(keyServer.url)
      .setAudience(AUD)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(JSON.stringify(current.jwk)));
    await expectRefused(forgedJwk, /not signed with RS256/);
  });

  it("refuses an expired token, beyond the small leeway", async () => {
    await expectRefused(await token({ iat: now() - 7200, exp: now() - CLOCK_TOLERANCE_SECONDS - 5 }), /expired/);
    const justExpired = await token({ iat: now() - 7200, exp: now() - 5 });
    expect((await verifyAccessAssertion(justExpired, policy())).ok).toBe(true);
  });

  it("refuses a token that is not valid yet, beyond the small leeway", async () => {
    await expectRefused(await token({ nbf: now() + CLOCK_TOLERANCE_SECONDS + 60 }), /not valid yet/);
    expect((await verifyAccessAssertion(await token({ nbf: now() + 5 }), policy())).ok).toBe(true);
  });

  it("refuses a token for another application", async () => {
    await expectRefused(await token({ aud: ["another-application"] }), /another application/);
  });

  it("refuses a token from another team", async () => {
    await expectRefused(await token({ iss: "https://someone-else.cloudflareaccess.com" }), /another team/);
  });

  it("refuses a token signed with a key the team does not publish", async () => {
    const stranger = await signingKey("key-unknown");
    await expectRefused(await token({}, stranger), /does not publish/);
    // Nor one that claims a published kid but was signed with another key.
    await expectRefused(await token({}, { ...stranger, kid: current.kid }), /signature is not valid/);
  });

  it("refuses an address that is not on the staff list, or no address", async () => {
    await expectRefused(await token({ email: "guest@example.com" }), /guest@example.com is not on the staff list/);
    await expectRefused(await token({ email: undefined }), /no e-mail address/);
    await expectRefused(await token({ email: 42 }), /no e-mail address/);
  });

  it("refuses a malformed token", async () => {
    await expectRefused("not-a-token", /malformed/);
    await expectRefused("a.b.c", /malformed/);
  });

  it("survives a key rotation: a new kid after the cache was filled fetches the keys again", async () => {
    const p = policy();
    const before = fetches;
    expect((await verifyAccessAssertion(await token(), p)).ok).toBe(true);
    expect((await verifyAccessAssertion(await token(), p)).ok).toBe(true);
    expect(fetches - before).toBe(1); // cached for the isolate

    const rotated = await signingKey("key-2026-b");
    const previous = current;
    published = [previous.jwk, rotated.jwk];
    try {
      // Within the cooldown after the last fetch an unknown kid is refused without a fetch, so a
      // stream of forged kids cannot make the Worker hammer the key server.
      await expectRefused(await token({}, rotated), /does not publish/, p);
      expect(fetches - before).toBe(1);

      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
      expect(await verifyAccessAssertion(await token({}, rotated), p)).toEqual({ ok: true, staff: { email: "frontdesk@kaivalya.test" } });
      expect(fetches - before).toBe(2);
      // Tokens signed with the old key stay good while the team still publishes it.
      expect((await verifyAccessAssertion(await token({}, previous), p)).ok).toBe(true);
      expect(fetches - before).toBe(2);
    } finally {
      published = [current.jwk];
    }
  });

  it("answers 503, not 403, when the key set cannot be fetched", async () => {
    const p = { ...policy(), keys: teamKeySet(`${keyServer.url}/nowhere`) };
    expect(await verifyAccessAssertion(await token(), p)).toEqual({
      ok: false,
      status: 503,
      reason: expect.stringMatching(/cannot check/),
    });
  });
});
