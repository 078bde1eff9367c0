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
          "The staff console needs ACCESS_TEAM_DOMAIN, ACCESS_AUD, STAFF_EMAILS, which are not set (see docs/staff-console.md).",
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

  const devSettings = { PAYMENTS_MODE: "sandbox", ACCESS_AUD: "dev", STAFF_EMAILS: "a@b.test", STAFF_DEV_SIGN_IN: "on" };

  it("signs in locally in sandbox mode without a team domain: the site's origin is the issuer", () => {
    const config = parseAccessConfig(devSettings, "http://127.0.0.1:5173/admin");
    expect(config).toMatchObject({
      kind: "dev",
      issuer: "http://127.0.0.1:5173",
      certsUrl: "http://127.0.0.1:5173/api/admin/dev-access/certs",
    });
  });

  it.each(["http://localhost:5173", "https://LOCALHOST", "http://127.0.0.1:8788", "http://127.8.9.10", "http://[::1]:8788"])(
    "signs in locally on the loopback host %s with the development flag",
    (origin) => {
      expect(parseAccessConfig(devSettings, origin).kind).toBe("dev");
    },
  );

  it("has no development sign-in without the flag, even on a loopback host", () => {
    // Only "on" turns it on: not "true", not "ON".
    for (const flag of [undefined, "", "off", "true", "ON", 1]) {
      const settings = { ...devSettings, STAFF_DEV_SIGN_IN: flag };
      expect(() => parseAccessConfig(settings, "http://localhost:5173"), String(flag)).toThrow(AccessUnavailableError);
    }
  });

  it.each([
    ["a host SANDBOX_ALLOWED_HOSTS names", "https://preview.kaivalya.workers.dev"],
    ["a public host", "https://www.kaivalyaretreat.com"],
    ["a subdomain of localhost", "http://app.localhost:5173"],
    ["a host that only starts like loopback", "http://127.0.0.1.nip.io"],
    ["a private address", "http://10.0.0.2:8788"],
    ["the unspecified address", "http://0.0.0.0:8788"],
  ])("has no development sign-in on %s, flag or not", (_label, origin) => {
    const settings = { ...devSettings, SANDBOX_ALLOWED_HOSTS: new URL(origin).hostname };
    expect(() => parseAccessConfig(settings, origin)).toThrow(/needs ACCESS_TEAM_DOMAIN, which is not set/);
  });

  it("has no development sign-in in live mode, or with a team domain", () => {
    expect(() => parseAccessConfig({ ...devSettings, PAYMENTS_MODE: "live" }, "http://localhost:5173")).toThrow(/needs ACCESS_TEAM_DOMAIN/);
    expect(parseAccessConfig({ ...live, STAFF_DEV_SIGN_IN: "on" }, "http://localhost:5173").kind).toBe("cloudflare");
  });

  it("uses a real team in sandbox mode when one is configured", () => {
    expect(parseAccessConfig({ ...live, PAYMENTS_MODE: "sandbox" }, ORIGIN).kind).toBe("cloudflare");
  });
});
