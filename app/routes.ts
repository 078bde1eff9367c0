import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LOCALIZED_ROUTES } from "./domain/i18n/localized-routes";

export default [
  // Each guest page in English and, under /de, in German: the same module, a route id of its own.
  ...LOCALIZED_ROUTES.map(({ path, file }) => (path === "/" ? index(file) : route(path.slice(1), file))),
  ...LOCALIZED_ROUTES.map(({ path, file }) => route(path === "/" ? "de" : `de${path}`, file, { id: `de/${file}` })),
  // The staff console, behind Cloudflare Access (workers/access/staff-access.ts).
  route("admin/dev-sign-in", "routes/admin.dev-sign-in.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("bookings", "routes/admin.bookings._index.tsx"),
    route("bookings/new", "routes/admin.bookings.new.tsx"),
    route("bookings/:orderId", "routes/admin.bookings.$orderId.tsx"),
    route("arrivals", "routes/admin.arrivals.tsx"),
    route("calendar", "routes/admin.calendar.tsx"),
    route("forms", "routes/admin.forms.tsx"),
    route("vitals", "routes/admin.vitals.tsx"),
    route("channels", "routes/admin.channels.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
