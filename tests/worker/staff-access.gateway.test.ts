import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "@built-worker";
import { describe, expect, it } from "vitest";
import { seedSubmission, STAFF_ENDPOINTS, staffFetch } from "./staff-helpers";

/**
 * The staff gate in live mode, in front of a Cloudflare Access team played by
 * tests/fakes/fake-access.ts on loopback (ACCESS_TEAM_DOMAIN): tokens are read from the
 * `Cf-Access-Jwt-Assertion` header only, checked against the team's published keys, and the
 * development sign-in does not exist.
 */

type SignRequest = { claims?: Record<string, unknown>; kid?: string };

async function teamToken(request: SignRequest = {}): Promise<string> {
  const res = await fetch(`${env.ACCESS_TEAM_DOMAIN}/__fake/sign`, { method: "POST", body: JSON.stringify(request) });
  return ((await res.json()) as { token: string }).token;
}

const now = () => Math.floor(Date.now() / 1000);

describe("the staff gate in live mode", () => {
  it("lets in a token from the team for a listed address, in any case", async () => {
    for (const email of ["frontdesk@kaivalya.test", "MANAGER@kaivalya.test"]) {
      const res = await staffFetch("/api/admin/forms", { token: await teamToken({ claims: { email } }) });
      expect(res.status, email).toBe(200);
    }
    const page = await staffFetch("/admin/bookings", { token: await teamToken() });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("frontdesk@kaivalya.test");
  });

  it.each(STAFF_ENDPOINTS)("refuses %s %s without the header, even with a valid token in a cookie", async (method, path) => {
    const token = await teamToken();
    for (const cookie of [`CF_Authorization=${token}`, `kaivalya_dev_access=${token}`]) {
      const res = await staffFetch(path, { method, cookie });
      expect(res.status, cookie).toBe(403);
    }
  });

  it.each([
    ["another application", { claims: { aud: ["another-application"] } }, /another application/],
    ["another team", { claims: { iss: "https://someone-else.cloudflareaccess.com" } }, /another team/],
    ["an expired token", { claims: { iat: now() - 7200, exp: now() - 600 } }, /expired/],
    ["a token not valid yet", { claims: { nbf: now() + 600 } }, /not valid yet/],
    ["a key the team does not publish", { kid: "unpublished" }, /does not publish/],
    ["an address not on the staff list", { claims: { email: "someone@example.com" } }, /not on the staff list/],
  ] as const)("refuses %s", async (_label, request, reason) => {
    const res = await staffFetch("/api/admin/bookings", { token: await teamToken(request) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(reason);
  });

  it("survives the team rotating its keys", async () => {
    expect((await staffFetch("/api/admin/forms", { token: await teamToken() })).status).toBe(200);
    const { kid } = (await (await fetch(`${env.ACCESS_TEAM_DOMAIN}/__fake/rotate`, { method: "POST" })).json()) as { kid: string };
    // The gate's key set was filled above; a token with the new kid makes it fetch the keys again
    // (once the cooldown after the last fetch is over: at most every 30 s, whatever tokens arrive).
    const rotated = await teamToken({ kid });
    await expect
      .poll(async () => (await staffFetch("/api/admin/forms", { token: rotated })).status, { timeout: 40_000, interval: 2_000 })
      .toBe(200);
  }, 45_000);

  it("has no development sign-in and no development key set", async () => {
    expect((await staffFetch("/admin/dev-sign-in")).status).toBe(404);
    expect((await staffFetch("/api/admin/dev-access/certs")).status).toBe(404);
    const post = await staffFetch("/admin/dev-sign-in", {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email: "frontdesk@kaivalya.test" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(404);
    expect(post.headers.get("Set-Cookie")).toBeNull();
  });

  it("resends with the header and an Origin, and records who did it", async () => {
    const { id } = await seedSubmission({ status: "parked" });
    const res = await staffFetch(`/api/admin/forms/${id}/resend`, {
      method: "POST",
      token: await teamToken({ claims: { email: "Manager@Kaivalya.test" } }),
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT staff_email FROM staff_audit WHERE subject_id = ?").bind(id).first<{ staff_email: string }>();
    expect(row?.staff_email).toBe("manager@kaivalya.test");
  });

  it("answers 503 naming the missing settings, and never opens", async () => {
    const call = async (path: string, overrides: Record<string, unknown>) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`https://kaivalya.test${path}`, { headers: { "Cf-Access-Jwt-Assertion": await teamToken() } }),
        { ...env, ...overrides } as Env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const api = await call("/api/admin/bookings", { ACCESS_TEAM_DOMAIN: undefined, STAFF_EMAILS: "" });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      error: 'The staff console needs ACCESS_TEAM_DOMAIN, STAFF_EMAILS, which are not set (see README "Staff console").',
    });
    const page = await call("/admin/bookings", { ACCESS_AUD: undefined });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("ACCESS_AUD");
    // PAYMENTS_MODE missing or unknown counts as live: no development sign-in, whatever the flag says.
    expect(
      (await call("/admin/dev-sign-in", { PAYMENTS_MODE: undefined, ACCESS_TEAM_DOMAIN: undefined, STAFF_DEV_SIGN_IN: "on" })).status,
    ).toBe(404);
  });
});
