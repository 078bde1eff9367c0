import { describe, expect, it } from "vitest";
import { parseIdempotencyKey } from "./idempotency-key";

describe("parseIdempotencyKey", () => {
  it("has no key without the header", () => {
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true, key: null });
    expect(parseIdempotencyKey(null)).toEqual({ ok: true, key: null });
  });

  it("reads a bare key and a Structured Field string alike", () => {
    const uuid = "8e03978e-40d5-43e8-bc93-6894a57f9324";
    expect(parseIdempotencyKey(uuid)).toEqual({ ok: true, key: uuid });
    expect(parseIdempotencyKey(`"${uuid}"`)).toEqual({ ok: true, key: uuid });
    expect(parseIdempotencyKey(` ${uuid} `)).toEqual({ ok: true, key: uuid });
    expect(parseIdempotencyKey("x".repeat(255))).toEqual({ ok: true, key: "x".repeat(255) });
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["empty quotes", '""'],
    ["too long", "x".repeat(256)],
    ["with a space", "two words"],
    ["not ASCII", "clé-1"],
    ["a quote inside", 'a"b'],
    ["an escape", "a\\b"],
    ["a control character", "a\tb"],
  ])("refuses a key that is %s", (_label, header) => {
    const parsed = parseIdempotencyKey(header);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/Idempotency-Key header must be 1 to 255 visible ASCII characters/);
  });
});
