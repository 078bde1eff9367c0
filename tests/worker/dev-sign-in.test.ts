import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchWithEnv } from "./forms-helpers";
import { DEV_STAFF } from "./staff-helpers";

/**
 * The development sign-in answers only on this machine's loopback addresses, and only with the
 * development flag (STAFF_DEV_SIGN_IN = "on", set by wrangler.toml's top level, which this build
 * runs). A host SANDBOX_ALLOWED_HOSTS names (vitest.config.ts names kaivalya.test) is a preview
 * deployment on the internet: no passwordless console there, nor on any public host.
 */

type Send = (request: Request) => Promise<Response>;
const withFlag: Send = (request) => SELF.fetch(request);
const withoutFlag: Send = (request) => fetchWithEnv({ STAFF_DEV_SIGN_IN: undefined }, request);

const signInForm = (origin: string) =>
  new Request(`${origin}/admin/dev-sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ intent: "sign-in", email: DEV_STAFF }),
    redirect: "manual",
  });

/** Everything the development sign-in offers refuses with 404 and sets no cookie. */
async function expectNoDevSignIn(send: Send, origin: string) {
  for (const path of ["/admin/dev-sign-in", "/admin/dev-sign-in.data", "/api/admin/dev-access/certs"]) {
    const res = await send(new Request(`${origin}${path}`));
    expect(res.status, `${origin}${path}`).toBe(404);
    expect(await res.text(), path).not.toContain(DEV_STAFF);
  }
  const post = await send(signInForm(origin));
  expect(post.status, origin).toBe(404);
  expect(post.headers.get("Set-Cookie")).toBeNull();
}

describe("the development sign-in on loopback hosts, with the flag", () => {
  it.each(["http://localhost:5173", "https://localhost", "http://127.0.0.1:8788", "http://127.8.9.10", "http://[::1]:8788"])(
    "signs in on %s, and the token opens the console",
    async (origin) => {
      const page = await withFlag(new Request(`${origin}/admin/dev-sign-in`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(DEV_STAFF);
      expect((await withFlag(new Request(`${origin}/api/admin/dev-access/certs`))).status).toBe(200);

      const signedIn = await withFlag(signInForm(origin));
      expect(signedIn.status).toBe(302);
      const cookie = /^(kaivalya_dev_access=[^;]+);/.exec(signedIn.headers.get("Set-Cookie") ?? "")?.[1];
      expect(cookie).toBeTruthy();
      const api = await withFlag(new Request(`${origin}/api/admin/forms`, { headers: { Cookie: cookie as string } }));
      expect(api.status).toBe(200);
    },
  );
});

describe("no development sign-in", () => {
  it.each(["http://localhost:5173", "http://127.0.0.1:8788", "http://[::1]:8788"])(
    "on the loopback host %s without the flag",
    async (origin) => {
      await expectNoDevSignIn(withoutFlag, origin);
      // Without a sign-in of its own, the console needs a real Access team: closed, not open.
      expect((await withoutFlag(new Request(`${origin}/api/admin/bookings`))).status).toBe(503);
    },
  );

  it("on a host SANDBOX_ALLOWED_HOSTS names, with the flag", async () => {
    await expectNoDevSignIn(withFlag, "https://kaivalya.test");
    expect((await withFlag(new Request("https://kaivalya.test/admin/bookings"))).status).toBe(503);
  });

  it.each([
    "https://www.kaivalyaretreat.com",
    "https://kaivalya-retreat-local.someone.workers.dev",
    "http://app.localhost:5173",
    "http://10.0.0.2",
  ])("on the public or non-loopback host %s, with the flag or without", async (origin) => {
    await expectNoDevSignIn(withFlag, origin);
    await expectNoDevSignIn(withoutFlag, origin);
  });

  it("for a token signed on loopback, presented to a host SANDBOX_ALLOWED_HOSTS names", async () => {
    const signedIn = await withFlag(signInForm("http://localhost:5173"));
    const cookie = /^(kaivalya_dev_access=[^;]+);/.exec(signedIn.headers.get("Set-Cookie") ?? "")?.[1] as string;
    const token = cookie.split("=")[1] as string;
    for (const headers of [{ Cookie: cookie }, { "Cf-Access-Jwt-Assertion": token }] as Record<string, string>[]) {
      const res = await withFlag(new Request("https://kaivalya.test/api/admin/forms", { headers }));
      expect(res.status).toBe(503);
    }
  });
});
