import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "@built-worker";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoConfigurationDetail, loggedLines } from "./configuration-detail";
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

  describe("with settings missing or wrong", () => {
    afterEach(() => vi.restoreAllMocks());

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

    it("answers 503 naming no setting and no value (the log names them), and never opens", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const api = await call("/api/admin/bookings", { ACCESS_TEAM_DOMAIN: undefined, STAFF_EMAILS: "" });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: "The staff console is unavailable right now. Try again later." });
      expect(loggedLines(logged).join("\n")).toContain(
        "The staff console needs ACCESS_TEAM_DOMAIN, STAFF_EMAILS, which are not set (see docs/staff-console.md).",
      );

      const page = await call("/admin/bookings", { ACCESS_AUD: undefined });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("The staff console is unavailable right now.");
      expectNoConfigurationDetail(html);

      // Malformed staff entries are not repeated to whoever asks.
      const malformed = { STAFF_EMAILS: "frontdesk@kaivalya.test, reception-desk, manager at kaivalya" };
      for (const path of ["/api/admin/bookings", "/admin/bookings"]) {
        const res = await call(path, malformed);
        expect(res.status, path).toBe(503);
        expectNoConfigurationDetail(await res.text(), ["reception-desk", "manager at kaivalya", "frontdesk@kaivalya.test"]);
      }
      expect(loggedLines(logged).join("\n")).toContain("not e-mail addresses: reception-desk, manager at kaivalya");

      const domain = await call("/admin/bookings", { ACCESS_TEAM_DOMAIN: "kaivalya.cloudflareaccess.com" });
      expect(domain.status).toBe(503);
      expectNoConfigurationDetail(await domain.text(), ["kaivalya.cloudflareaccess.com"]);

      // PAYMENTS_MODE missing or unknown counts as live: no development sign-in, whatever the flag says.
      expect(
        (await call("/admin/dev-sign-in", { PAYMENTS_MODE: undefined, ACCESS_TEAM_DOMAIN: undefined, STAFF_DEV_SIGN_IN: "on" })).status,
      ).toBe(404);
    });

    it("names the payment settings to fix to signed-in staff, above every console page", async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      for (const path of ["/admin/bookings", "/admin/forms"]) {
        const res = await call(path, { RAZORPAY_WEBHOOK_SECRET: undefined, FORMSPREE_TIMEOUT_MS: "soon" });
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html).toContain("Settings to fix");
        expect(html).toContain("Online payments are off: Live payments need RAZORPAY_WEBHOOK_SECRET, which is not set.");
        expect(html).toContain("Form submissions are stored but not forwarded to Formspree:");
        expect(html).toContain("FORMSPREE_TIMEOUT_MS");
      }
      // With the settings as they should be, nothing to fix.
      expect(await (await call("/admin/bookings", {})).text()).not.toContain("Settings to fix");
    });
  });
});
