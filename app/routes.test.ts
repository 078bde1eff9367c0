import { describe, expect, it } from "vitest";
import { isVitalsRoute, VITALS_ROUTES } from "~/domain/vitals/routes";
import routes from "./routes";

describe("the routes real visitors report for", () => {
  it("are every guest page in app/routes.ts (the staff console and resource routes report nothing)", () => {
    const pages = routes
      .filter((route) => !/\[\.\]/.test(route.file) && !route.path?.startsWith("admin"))
      .map((route) => (route.index ? "/" : route.path === "*" ? "*" : `/${route.path}`));
    expect([...pages].sort()).toEqual([...VITALS_ROUTES].sort());
    expect(pages.every(isVitalsRoute)).toBe(true);
  });
});
