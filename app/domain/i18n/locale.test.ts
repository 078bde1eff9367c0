import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLocale, localeOfPath, localizePath, pathWithoutLocale } from "./locale";

describe("locale from the URL", () => {
  it("reads German from the /de prefix only", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/rooms/sunrise")).toBe("de");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/rooms/sunrise")).toBe("en");
    // A page whose own path starts with the letters is not German.
    expect(localeOfPath("/design")).toBe("en");
    expect(localeOfPath("/blog/de-stress")).toBe("en");
  });

  it("localizes a path both ways", () => {
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/rooms/sunrise", "de")).toBe("/de/rooms/sunrise");
    expect(localizePath("/de/cart", "en")).toBe("/cart");
    expect(localizePath("/de", "en")).toBe("/");
    expect(localizePath("/de/cart", "de")).toBe("/de/cart");
    expect(pathWithoutLocale("/de/blog/ayurvedic-detox")).toBe("/blog/ayurvedic-detox");
  });

  it("round-trips every path", () => {
    const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }).map((parts) => `/${parts.join("/")}`);
    fc.assert(
      fc.property(path, (p) => {
        const bare = pathWithoutLocale(p);
        expect(localizePath(localizePath(bare, "de"), "en")).toBe(bare);
        expect(localeOfPath(localizePath(bare, "de"))).toBe("de");
        expect(pathWithoutLocale(localizePath(bare, "de"))).toBe(bare);
      }),
    );
  });

  it("knows its languages", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
