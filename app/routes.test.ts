import { describe, expect, it } from "vitest";
import { isVitalsRoute, VITALS_ROUTES } from "~/domain/vitals/routes";
import routes from "./routes";

const isGerman = (path: string | undefined) => path === "de" || path?.startsWith("de/") === true;

describe("the routes real visitors report for", () => {
  it("are every guest page of both editions in app/routes.ts (the staff console and resource routes report nothing)", () => {
    const pages = routes
      .filter((route) => !/\[\.\]/.test(route.file) && !route.path?.startsWith("admin"))
      .map((route) => (route.index ? "/" : route.path === "*" ? "*" : `/${route.path}`));
    expect([...pages].sort()).toEqual([...VITALS_ROUTES].sort());
    expect(pages.every(isVitalsRoute)).toBe(true);
  });
});

describe("the German edition's routes", () => {
  const english = routes.filter((route) => !isGerman(route.path) && !/\[\.\]/.test(route.file) && !route.path?.startsWith("admin"));
  const german = routes.filter((route) => isGerman(route.path));

  it("are every guest page again under /de, served by the same module under an id of its own", () => {
    const guestPages = english.filter((route) => route.path !== "*");
    expect(german.map((route) => `/${route.path}`).sort()).toEqual(
      guestPages.map((route) => (route.index ? "/de" : `/de/${route.path}`)).sort(),
    );
    for (const page of guestPages) {
      const twin = german.find((route) => route.path === (page.index ? "de" : `de/${page.path}`));
      expect(twin?.file).toBe(page.file);
      expect(twin?.id).not.toBe(page.id ?? page.file);
    }
  });

  it("leave the staff console, the sitemap and robots.txt unprefixed", () => {
    expect(german.some((route) => /admin|\[\.\]/.test(`${route.path} ${route.file}`))).toBe(false);
    expect(routes.some((route) => route.path === "sitemap.xml")).toBe(true);
    expect(routes.some((route) => route.path === "robots.txt")).toBe(true);
  });
});
