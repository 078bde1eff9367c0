import { describe, expect, it } from "vitest";
import {
  guestLinkExpiresOn,
  guestLinkSecretProblem,
  guestLinksServedAt,
  guestLinkToken,
  guestLinkUrl,
  usesLocalStandIn,
} from "./guest-link";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const live = { PAYMENTS_MODE: "live", GUEST_LINK_SECRET: SECRET };

describe("guestLinkToken", () => {
  it("is the order id and the base64url HMAC-SHA-256 of the order id and version (a known vector)", async () => {
    // Computed apart from this code: Python's hmac over b"guest-link\norder_ABC123\n2".
    expect(await guestLinkToken(SECRET, "order_ABC123", 2)).toBe("order_ABC123.Nndejn9sDi8A5EYjEm5a5U-cTiUg71PvXgwL5QNg4ac");
  });

  it("carries 256 bits of MAC that change with the secret, the order and the version", async () => {
    const token = await guestLinkToken(SECRET, "order_A", 1);
    const mac = token.split(".")[1] ?? "";
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const others = await Promise.all([
      guestLinkToken(`${SECRET}x`, "order_A", 1),
      guestLinkToken(SECRET, "order_B", 1),
      guestLinkToken(SECRET, "order_A", 2),
    ]);
    for (const other of others) expect(other.split(".")[1]).not.toBe(mac);
  });

  it("refuses what cannot be an order id, a version below 1 and an empty secret", async () => {
    await expect(guestLinkToken(SECRET, "order.1", 1)).rejects.toThrow(RangeError);
    await expect(guestLinkToken(SECRET, "", 1)).rejects.toThrow(RangeError);
    await expect(guestLinkToken(SECRET, "order_A", 0)).rejects.toThrow(RangeError);
    await expect(guestLinkToken("", "order_A", 1)).rejects.toThrow(RangeError);
  });
});

describe("guestLinkUrl", () => {
  it("is absolute on SITE_URL, else on the site's own address, whatever served the request", async () => {
    const token = await guestLinkToken(SECRET, "order_A", 3);
    expect(await guestLinkUrl({ ...live, SITE_URL: "https://staging.example.com" }, "order_A", 3)).toBe(
      `https://staging.example.com/my-booking/${token}`,
    );
    expect(await guestLinkUrl(live, "order_A", 3)).toBe(`https://www.kaivalyaretreat.com/my-booking/${token}`);
    expect(await guestLinkUrl({ ...live, SITE_URL: "javascript:alert(1)" }, "order_A", 3)).toBe(
      `https://www.kaivalyaretreat.com/my-booking/${token}`,
    );
  });

  it("opens the German booking page for a German booking, with the same token", async () => {
    const token = await guestLinkToken(SECRET, "order_A", 3);
    expect(await guestLinkUrl(live, "order_A", 3, "de")).toBe(`https://www.kaivalyaretreat.com/de/my-booking/${token}`);
    expect(await guestLinkUrl(live, "order_A", 3, "en")).toBe(`https://www.kaivalyaretreat.com/my-booking/${token}`);
  });

  it("is signed with the local stand-in in the sandbox without a secret, and missing in live mode without one", async () => {
    const sandbox = await guestLinkUrl({ PAYMENTS_MODE: "sandbox" }, "order_A", 1);
    expect(sandbox).toMatch(/^https:\/\/www\.kaivalyaretreat\.com\/my-booking\/order_A\.[A-Za-z0-9_-]{43}$/);
    expect(sandbox).not.toBe(await guestLinkUrl({ PAYMENTS_MODE: "sandbox", GUEST_LINK_SECRET: SECRET }, "order_A", 1));
    expect(await guestLinkUrl({ PAYMENTS_MODE: "live" }, "order_A", 1)).toBeNull();
    expect(await guestLinkUrl({ PAYMENTS_MODE: "live", GUEST_LINK_SECRET: "short" }, "order_A", 1)).toBeNull();
  });
});

describe("where links work", () => {
  it("names a missing or short secret in live mode, and nothing in the sandbox", () => {
    expect(guestLinkSecretProblem(live)).toBeNull();
    expect(guestLinkSecretProblem({ PAYMENTS_MODE: "live" })).toBe("GUEST_LINK_SECRET is not set.");
    expect(guestLinkSecretProblem({ PAYMENTS_MODE: "live", GUEST_LINK_SECRET: "  " })).toBe("GUEST_LINK_SECRET is not set.");
    expect(guestLinkSecretProblem({ PAYMENTS_MODE: "sandbox", GUEST_LINK_SECRET: "short" })).toMatch(/shorter than 32/);
    expect(guestLinkSecretProblem({ PAYMENTS_MODE: "sandbox" })).toBeNull();
    expect(usesLocalStandIn({ PAYMENTS_MODE: "sandbox" })).toBe(true);
    expect(usesLocalStandIn({ PAYMENTS_MODE: "sandbox", GUEST_LINK_SECRET: SECRET })).toBe(false);
  });

  it("serves the stand-in's links only where the sandbox gateway answers; a real secret's anywhere", () => {
    const at = (url: string, env: Record<string, unknown>) => guestLinksServedAt(new URL(url), env);
    expect(at("http://127.0.0.1:8788/my-booking/x", { PAYMENTS_MODE: "sandbox" })).toBe(true);
    expect(at("http://localhost:5173/my-booking/x", { PAYMENTS_MODE: "sandbox" })).toBe(true);
    expect(at("https://preview.example.dev/my-booking/x", { PAYMENTS_MODE: "sandbox" })).toBe(false);
    expect(at("https://preview.example.dev/x", { PAYMENTS_MODE: "sandbox", SANDBOX_ALLOWED_HOSTS: "preview.example.dev" })).toBe(true);
    expect(at("https://www.kaivalyaretreat.com/my-booking/x", live)).toBe(true);
    expect(at("https://www.kaivalyaretreat.com/my-booking/x", { PAYMENTS_MODE: "live" })).toBe(false);
  });
});

describe("guestLinkExpiresOn", () => {
  it("is the 31st day after check-out: the link works for 30 whole days after it", () => {
    expect(guestLinkExpiresOn("2027-01-10")).toBe("2027-02-10");
    expect(guestLinkExpiresOn("2027-12-15")).toBe("2028-01-15");
  });
});
