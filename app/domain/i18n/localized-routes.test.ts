import { describe, expect, it } from "vitest";
import { alternatesOf, type LocalizedRoute, localizedRouteOf, publishedLocales, switchTarget } from "./localized-routes";

const ORIGIN = "https://www.example.com";
/** Home and rooms translated, the blog not yet. */
const ROUTES: LocalizedRoute[] = [
  { path: "/", file: "routes/_index.tsx", germanReady: true },
  { path: "/rooms", file: "routes/rooms._index.tsx", germanReady: true },
  { path: "/rooms/:id", file: "routes/rooms.$id.tsx", germanReady: true },
  { path: "/blog/:id", file: "routes/blog.$id.tsx", germanReady: false },
];

describe("the table of localized routes", () => {
  it("finds a page's route from its path in either locale, and none for unknown paths", () => {
    expect(localizedRouteOf("/rooms/sunrise", ROUTES)?.path).toBe("/rooms/:id");
    expect(localizedRouteOf("/de/rooms/sunrise", ROUTES)?.path).toBe("/rooms/:id");
    expect(localizedRouteOf("/de", ROUTES)?.path).toBe("/");
    expect(localizedRouteOf("/", ROUTES)?.path).toBe("/");
    expect(localizedRouteOf("/rooms/", ROUTES)?.path).toBe("/rooms");
    expect(localizedRouteOf("/rooms/sunrise/extra", ROUTES)).toBeUndefined();
    expect(localizedRouteOf("/admin", ROUTES)).toBeUndefined();
    expect(localizedRouteOf("/de/unknown", ROUTES)).toBeUndefined();
  });

  it("publishes a page in German only once it is marked German-ready", () => {
    expect(publishedLocales("/rooms/sunrise", ROUTES)).toEqual(["en", "de"]);
    expect(publishedLocales("/blog/monsoon", ROUTES)).toEqual(["en"]);
    expect(publishedLocales("/de/blog/monsoon", ROUTES)).toEqual(["en"]);
    expect(publishedLocales("/nowhere", ROUTES)).toEqual([]);
  });
});

describe("hreflang alternates", () => {
  it("are reciprocal and absolute: the same set on both editions, English also as x-default", () => {
    const expected = [
      { hreflang: "en", href: "https://www.example.com/rooms/sunrise" },
      { hreflang: "de", href: "https://www.example.com/de/rooms/sunrise" },
      { hreflang: "x-default", href: "https://www.example.com/rooms/sunrise" },
    ];
    expect(alternatesOf("/rooms/sunrise", ORIGIN, ROUTES)).toEqual(expected);
    expect(alternatesOf("/de/rooms/sunrise", ORIGIN, ROUTES)).toEqual(expected);
    expect(alternatesOf("/de", ORIGIN, ROUTES).map((link) => link.href)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/de",
      "https://www.example.com/",
    ]);
  });

  it("are left out for a page with one edition and for unknown paths", () => {
    expect(alternatesOf("/blog/monsoon", ORIGIN, ROUTES)).toEqual([]);
    expect(alternatesOf("/de/unknown", ORIGIN, ROUTES)).toEqual([]);
  });
});

describe("the language switcher's target", () => {
  it("is the same page in the other locale once German is published, else none", () => {
    expect(switchTarget("/rooms/sunrise", ROUTES)).toEqual({ locale: "de", path: "/de/rooms/sunrise" });
    expect(switchTarget("/de/rooms/sunrise", ROUTES)).toEqual({ locale: "en", path: "/rooms/sunrise" });
    expect(switchTarget("/de", ROUTES)).toEqual({ locale: "en", path: "/" });
    expect(switchTarget("/blog/monsoon", ROUTES)).toBeNull();
    expect(switchTarget("/de/unknown", ROUTES)).toBeNull();
  });
});
