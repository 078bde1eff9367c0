import { describe, expect, it } from "vitest";
import { clientKeyOf, rateLimitKeyFor, UNKNOWN_CLIENT } from "./client-key";

describe("rateLimitKeyFor", () => {
  it("keys IPv4 clients by their address", () => {
    expect(rateLimitKeyFor("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyFor(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(rateLimitKeyFor("203.0.113.8")).not.toBe(rateLimitKeyFor("203.0.113.7"));
  });

  it("keys IPv6 clients by their /64, whatever address in it they use", () => {
    const key = rateLimitKeyFor("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:0:0:0:1",
      "2001:0db8:0001:0002:0000:0000:0000:0001", // full form with leading zeros
      "2001:DB8:1:2:A:B:C:D", // upper case
      "2001:db8:1:2::",
      "2001:db8:1:2:dead:beef::7",
      "[2001:db8:1:2::9]", // bracketed, as in a URL
    ]) {
      expect(rateLimitKeyFor(address), address).toBe(key);
    }
  });

  it("tells apart neighbouring /64s", () => {
    expect(rateLimitKeyFor("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKeyFor("2001:db8:1::1")).toBe("2001:db8:1:0::/64");
    expect(rateLimitKeyFor("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKeyFor("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKeyFor("::")).toBe("0:0:0:0::/64");
  });

  it("keys compressed forms by where the zeros really are", () => {
    // "::" in the first half: the prefix is mostly zeros.
    expect(rateLimitKeyFor("2001::2:3:4:5")).toBe("2001:0:0:0::/64");
    // "::" in the second half: the prefix is written out.
    expect(rateLimitKeyFor("2001:db8:a:b:c::")).toBe("2001:db8:a:b::/64");
    expect(rateLimitKeyFor("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
    expect(rateLimitKeyFor("::2:3:4:5:6:7:8")).toBe("0:2:3:4::/64");
  });

  it("strips a zone index", () => {
    expect(rateLimitKeyFor("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKeyFor("fe80::abcd%25")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKeyFor("2001:db8:1:2::1%wlan0")).toBe(rateLimitKeyFor("2001:db8:1:2::2"));
  });

  it("keys IPv4-mapped IPv6 by the IPv4 address it maps, in dotted or hex form", () => {
    expect(rateLimitKeyFor("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyFor("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitKeyFor("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKeyFor("::ffff:203.0.113.8")).not.toBe(rateLimitKeyFor("::ffff:203.0.113.7"));
  });

  it("reads an embedded dotted quad outside the mapped range as IPv6", () => {
    // NAT64 (64:ff9b::/96) addresses are IPv6 clients of their own network.
    expect(rateLimitKeyFor("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitKeyFor("2001:db8:1:2:3:4:1.2.3.4")).toBe("2001:db8:1:2::/64");
  });

  it("gives every request without an address one shared key", () => {
    expect(rateLimitKeyFor(null)).toBe(UNKNOWN_CLIENT);
    expect(rateLimitKeyFor(undefined)).toBe(UNKNOWN_CLIENT);
    expect(rateLimitKeyFor("   ")).toBe(UNKNOWN_CLIENT);
  });

  it.each([
    "1.2.3", // too few octets
    "1.2.3.256",
    "01.2.3.4", // leading zero
    "1:2:3:4:5:6:7:8:9", // too many groups
    "1::2::3", // two "::"
    "12345::1", // group too long
    "2001:db8::g", // not hex
    "::ffff:1.2.3.999",
    "1:2:3:4:5:6:7:1.2.3.4", // a dotted quad after seven groups is nine
    "bench-7f3a",
  ])("keeps %s, which is not an address, apart from real addresses", (text) => {
    const key = rateLimitKeyFor(text);
    expect(key).toBe(`unparsed:${text.toLowerCase()}`);
  });

  it("bounds the length of an unparsed key", () => {
    expect(rateLimitKeyFor("x".repeat(5000)).length).toBeLessThan(80);
  });
});

describe("clientKeyOf", () => {
  it("reads CF-Connecting-IP", () => {
    expect(clientKeyOf(new Headers({ "CF-Connecting-IP": "2001:db8:1:2::77" }))).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf(new Headers())).toBe(UNKNOWN_CLIENT);
  });
});
