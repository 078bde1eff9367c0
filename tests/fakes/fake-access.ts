import { createServer } from "node:http";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { listenOnLoopback, parseJson, readBody } from "./loopback.ts";

/**
 * A stand-in for a Cloudflare Access team (https://<team>.cloudflareaccess.com) on loopback: it
 * publishes its signing keys at /cdn-cgi/access/certs as Cloudflare does, and mints application
 * tokens for the tests, which run inside workerd and cannot hold its private keys:
 *
 *   POST /__fake/sign    { claims?: {...}, kid?: "unpublished" | <kid>, expiresIn? } → { token, kid }
 *                        claims override the defaults (iss = this origin, aud, email, iat/nbf/exp)
 *   POST /__fake/rotate  publishes a new key next to the current one and signs with it → { kid }
 *   GET  /__fake/fetches how often the key set was fetched
 */

export const FAKE_ACCESS_AUD = "fake-access-application-aud-tag";
export const FAKE_ACCESS_STAFF = "frontdesk@kaivalya.test,Manager@Kaivalya.test";

type Key = { kid: string; privateKey: CryptoKey; jwk: JWK };

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

export async function startFakeAccess() {
  let signing = await newKey("fake-access-1");
  const published: Key[] = [signing];
  const unpublished = await newKey("fake-access-unpublished");
  let fetches = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake-access.invalid");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    try {
      if (req.method === "GET" && url.pathname === "/cdn-cgi/access/certs") {
        fetches += 1;
        return send(200, { keys: published.map((key) => key.jwk), public_cert: { kid: signing.kid } });
      }
      if (req.method === "GET" && url.pathname === "/__fake/fetches") return send(200, { fetches });
      if (req.method === "POST" && url.pathname === "/__fake/rotate") {
        signing = await newKey(`fake-access-${published.length + 1}`);
        published.push(signing);
        return send(200, { kid: signing.kid });
      }
      if (req.method === "POST" && url.pathname === "/__fake/sign") {
        const body = (parseJson(await readBody(req)) ?? {}) as { claims?: Record<string, unknown>; kid?: string };
        const key = body.kid === "unpublished" ? unpublished : (published.find((k) => k.kid === body.kid) ?? signing);
        const now = Math.floor(Date.now() / 1000);
        const origin = `http://${req.headers.host}`;
        const claims = {
          iss: origin,
          aud: [FAKE_ACCESS_AUD],
          email: "frontdesk@kaivalya.test",
          iat: now,
          nbf: now,
          exp: now + 600,
          type: "app",
          ...body.claims,
        };
        const token = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: key.kid }).sign(key.privateKey);
        return send(200, { token, kid: key.kid });
      }
      return send(404, { error: `no ${req.method} ${url.pathname}` });
    } catch (error) {
      return send(500, { error: String(error) });
    }
  });
  return listenOnLoopback(server);
}
