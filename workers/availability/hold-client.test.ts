import { describe, expect, it } from "vitest";
import { MAX_UNPAID_ORDERS_PER_CLIENT } from "~/domain/availability/hold-caps";
import { holdClientKey, unpaidOrdersPerClient } from "./hold-client";

const headers = (ip?: string) => new Headers(ip === undefined ? {} : { "CF-Connecting-IP": ip });

describe("holdClientKey", () => {
  it("is a keyed hash of the client, never the address", async () => {
    const key = await holdClientKey(headers("203.0.113.7"), "secret");
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain("203");
    expect(await holdClientKey(headers("203.0.113.7"), "another secret")).not.toBe(key);
    expect(await holdClientKey(headers("203.0.113.8"), "secret")).not.toBe(key);
  });

  it("counts an IPv6 client by its /64, like the rate limits", async () => {
    const a = await holdClientKey(headers("2001:db8:1:2::1"), "secret");
    expect(await holdClientKey(headers("2001:db8:1:2:ffff:0:0:9"), "secret")).toBe(a);
    expect(await holdClientKey(headers("2001:db8:1:3::1"), "secret")).not.toBe(a);
  });

  it("is null when the request names no client", async () => {
    expect(await holdClientKey(headers(), "secret")).toBeNull();
    expect(await holdClientKey(headers("  "), "secret")).toBeNull();
  });
});

describe("unpaidOrdersPerClient", () => {
  it("reads a positive whole number, else the cap of the ADR", () => {
    expect(unpaidOrdersPerClient({})).toBe(MAX_UNPAID_ORDERS_PER_CLIENT);
    expect(unpaidOrdersPerClient({ UNPAID_ORDERS_PER_CLIENT: "50" })).toBe(50);
    for (const raw of ["", "0", "-1", "2.5", "many"]) expect(unpaidOrdersPerClient({ UNPAID_ORDERS_PER_CLIENT: raw })).toBe(3);
  });
});
