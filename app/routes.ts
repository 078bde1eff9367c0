import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("retreats", "routes/retreats._index.tsx"),
  route("retreats/:id", "routes/retreats.$id.tsx"),
  route("rooms", "routes/rooms._index.tsx"),
  route("rooms/:id", "routes/rooms.$id.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("blog", "routes/blog._index.tsx"),
  route("blog/:id", "routes/blog.$id.tsx"),
  route("cart", "routes/cart.tsx"),
  route("custom-retreat", "routes/custom-retreat.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),
  route("my-booking/:token", "routes/my-booking.$token.tsx"),
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
