import { describe, expect, it } from "vitest";
import { isCheckoutId, newCheckoutId } from "./checkout-id";

describe("checkout ids", () => {
  it("are 22 characters of base64url, different each time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newCheckoutId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isCheckoutId(id)).toBe(true);
    }
  });

  it("use every byte: all-ones bytes give the url-safe characters", () => {
    expect(newCheckoutId((bytes) => bytes.fill(0xff))).toBe("_____________________w");
    expect(newCheckoutId((bytes) => bytes.fill(0xfb))).toBe("-_v7-_v7-_v7-_v7-_v7-w");
  });

  it("accept 16 to 64 characters of A-Z a-z 0-9 _ - and nothing else", () => {
    expect(isCheckoutId("a".repeat(16))).toBe(true);
    expect(isCheckoutId("Z9_-".repeat(16))).toBe(true);
    expect(isCheckoutId("a".repeat(15))).toBe(false);
    expect(isCheckoutId("a".repeat(65))).toBe(false);
    expect(isCheckoutId(`${"a".repeat(16)} `)).toBe(false);
    expect(isCheckoutId(`${"a".repeat(16)}\n`)).toBe(false);
    expect(isCheckoutId("aaaaaaaaaaaaaaa=")).toBe(false);
    expect(isCheckoutId("ääääääääääääääää")).toBe(false);
    expect(isCheckoutId(1234567890123456)).toBe(false);
    expect(isCheckoutId(null)).toBe(false);
  });
});
