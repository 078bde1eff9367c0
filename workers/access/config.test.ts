import { describe, expect, it } from "vitest";
import { AccessUnavailableError, parseAccessConfig } from "./config";

const live = {
  PAYMENTS_MODE: "live",
  ACCESS_TEAM_DOMAIN: "https://kaivalya.cloudflareaccess.com/",
  ACCESS_AUD: "aud-tag",
  STAFF_EMAILS: " FrontDesk@kaivalyaretreat.com, manager@kaivalyaretreat.com ,",
};
const ORIGIN = "https://www.kaivalyaretreat.com";

describe("parseAccessConfig", () => {
  it("reads the team, the audience and the staff list in live mode", () => {
    expect(parseAccessConfig(live, ORIGIN)).toEqual({
      kind: "cloudflare",
      issuer: "https://kaivalya.cloudflareaccess.com",
      audience: "aud-tag",
      staffEmails: new Set(["frontdesk@kaivalyaretreat.com", "manager@kaivalyaretreat.com"]),
      certsUrl: "https://kaivalya.cloudflareaccess.com/cdn-cgi/access/certs",
    });
  });

  it("names every missing setting in live mode, and when PAYMENTS_MODE is missing or unknown", () => {
    for (const mode of ["live", undefined, "test"]) {
      expect(() => parseAccessConfig({ PAYMENTS_MODE: mode }, ORIGIN)).toThrow(
        new AccessUnavailableError(
          'The staff console needs ACCESS_TEAM_DOMAIN, ACCESS_AUD, STAFF_EMAILS, which are not set (see README "Staff console").',
        ),
      );
    }
    expect(() => parseAccessConfig({ ...live, ACCESS_AUD: " " }, ORIGIN)).toThrow(/needs ACCESS_AUD, which is not set/);
  });

  it("refuses a team domain that is not an https origin, and a staff list without addresses", () => {
    for (const domain of ["kaivalya.cloudflareaccess.com", "http://kaivalya.cloudflareaccess.com", "https://x.cloudflareaccess.com/path"]) {
      expect(() => parseAccessConfig({ ...live, ACCESS_TEAM_DOMAIN: domain }, ORIGIN)).toThrow(/full origin/);
    }
    expect(parseAccessConfig({ ...live, ACCESS_TEAM_DOMAIN: "http://127.0.0.1:8123" }, ORIGIN).issuer).toBe("http://127.0.0.1:8123");
    expect(() => parseAccessConfig({ ...live, STAFF_EMAILS: "frontdesk, manager@x.com" }, ORIGIN)).toThrow(
      /not e-mail addresses: frontdesk/,
    );
    expect(() => parseAccessConfig({ ...live, STAFF_EMAILS: " , " }, ORIGIN)).toThrow(/STAFF_EMAILS/);
  });

  it("signs in locally in sandbox mode without a team domain: the site's origin is the issuer", () => {
    const config = parseAccessConfig(
      { PAYMENTS_MODE: "sandbox", ACCESS_AUD: "dev", STAFF_EMAILS: "a@b.test" },
      "http://127.0.0.1:5173/admin",
    );
    expect(config).toMatchObject({
      kind: "dev",
      issuer: "http://127.0.0.1:5173",
      certsUrl: "http://127.0.0.1:5173/api/admin/dev-access/certs",
    });
  });

  it("signs in locally only where the sandbox may answer: a local host or one SANDBOX_ALLOWED_HOSTS names", () => {
    const sandbox = { PAYMENTS_MODE: "sandbox", ACCESS_AUD: "dev", STAFF_EMAILS: "a@b.test" };
    expect(() => parseAccessConfig(sandbox, "https://preview.kaivalya.workers.dev")).toThrow(/needs ACCESS_TEAM_DOMAIN, which is not set/);
    expect(
      parseAccessConfig({ ...sandbox, SANDBOX_ALLOWED_HOSTS: "preview.kaivalya.workers.dev" }, "https://preview.kaivalya.workers.dev").kind,
    ).toBe("dev");
    expect(parseAccessConfig(sandbox, "http://localhost:5173").kind).toBe("dev");
  });

  it("uses a real team in sandbox mode when one is configured", () => {
    expect(parseAccessConfig({ ...live, PAYMENTS_MODE: "sandbox" }, ORIGIN).kind).toBe("cloudflare");
  });
});
