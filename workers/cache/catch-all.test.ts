import { describe, expect, it } from "vitest";
import { catchAllMatcher, type ManifestRoute } from "./catch-all";

/** The shape of the site's own routes (app/routes.ts): pages in two languages, the console, resources, the catch-all. */
const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/rooms.$id": { id: "routes/rooms.$id", parentId: "root", path: "rooms/:id" },
  "de/routes/_index.tsx": { id: "de/routes/_index.tsx", parentId: "root", path: "de" },
  "de/routes/rooms.$id.tsx": { id: "de/routes/rooms.$id.tsx", parentId: "root", path: "de/rooms/:id" },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin" },
  "routes/admin._index": { id: "routes/admin._index", parentId: "routes/admin", index: true },
  "routes/admin.arrivals": { id: "routes/admin.arrivals", parentId: "routes/admin", path: "arrivals" },
  "routes/robots[.]txt": { id: "routes/robots[.]txt", parentId: "root", path: "robots.txt" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("which paths only the catch-all route answers", () => {
  const isCatchAll = catchAllMatcher(routes);

  it.each(["/", "/rooms/sunrise", "/de", "/de/rooms/sunrise", "/admin", "/admin/arrivals", "/robots.txt", "/rooms/sunrise/"])(
    "%s is a page of its own",
    (path) => {
      expect(isCatchAll(path)).toBe(false);
    },
  );

  it.each(["/no-such-page", "/wp-login.php", "/rooms", "/rooms/sunrise/photos", "/de/no-such-page", "/admin/nothing", "/__not-found"])(
    "%s is not found",
    (path) => {
      expect(isCatchAll(path)).toBe(true);
    },
  );

  it("leaves React Router's own paths to it (the route manifest of lazy route discovery)", () => {
    expect(catchAllMatcher(routes)("/__manifest")).toBe(true);
    expect(catchAllMatcher(routes, ["/__manifest"])("/__manifest")).toBe(false);
    expect(catchAllMatcher(routes, ["/__manifest"])("/__manifest/x")).toBe(true);
  });

  it("says no path is not found when the build has no catch-all", () => {
    const { "routes/$": _, ...withoutCatchAll } = routes;
    expect(catchAllMatcher(withoutCatchAll)("/no-such-page")).toBe(false);
  });
});
