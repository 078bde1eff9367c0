import { describe, expect, it } from "vitest";
import { allowedSandboxHosts, isLocalHostname, sandboxAllowedAt } from "./sandbox-hosts";

const at = (url: string, env: object = {}) => sandboxAllowedAt(new URL(url), env);

describe("isLocalHostname", () => {
  it.each(["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "127.255.255.255", "[::1]"])(
    "%s is this machine",
    (host) => {
      expect(isLocalHostname(host)).toBe(true);
    },
  );

  it.each([
    "example.com",
    "localhost.example.com",
    "mylocalhost",
    "128.0.0.1",
    "127.0.0.256",
    "127.0.0.1.nip.io",
    "10.0.0.1",
    "[::2]",
    "[2001:db8::1]",
  ])("%s is not", (host) => {
    expect(isLocalHostname(host)).toBe(false);
  });
});

describe("sandboxAllowedAt", () => {
  it("allows local hosts on any port and scheme", () => {
    expect(at("http://localhost:5173/api/payments/sandbox/pay")).toBe(true);
    expect(at("http://127.0.0.1:8788/")).toBe(true);
    expect(at("http://[::1]:8788/")).toBe(true);
    expect(at("http://[0:0:0:0:0:0:0:1]/")).toBe(true); // URL writes it as [::1]
  });

  it("refuses public hosts unless SANDBOX_ALLOWED_HOSTS names them exactly", () => {
    expect(at("https://kaivalya-retreat-local.someone.workers.dev/")).toBe(false);
    expect(at("https://preview.example.com/", { SANDBOX_ALLOWED_HOSTS: "preview.example.com" })).toBe(true);
    expect(at("https://PREVIEW.example.com/", { SANDBOX_ALLOWED_HOSTS: " other.example, Preview.Example.com " })).toBe(true);
    expect(at("https://evil.preview.example.com/", { SANDBOX_ALLOWED_HOSTS: "preview.example.com" })).toBe(false);
    expect(at("https://example.com/", { SANDBOX_ALLOWED_HOSTS: "preview.example.com" })).toBe(false);
    expect(at("https://example.com/", { SANDBOX_ALLOWED_HOSTS: "" })).toBe(false);
  });
});

describe("allowedSandboxHosts", () => {
  it("reads a comma-separated list and ignores what is not text", () => {
    expect(allowedSandboxHosts("a.example, B.example,,")).toEqual(["a.example", "b.example"]);
    expect(allowedSandboxHosts(undefined)).toEqual([]);
    expect(allowedSandboxHosts(["a.example"])).toEqual([]);
  });
});
