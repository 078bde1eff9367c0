import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("retreats", "routes/retreats._index.tsx"),
  route("retreats/:id", "routes/retreats.$id.tsx"),
  route("rooms", "routes/rooms._index.tsx"),
  route("rooms/:id", "routes/rooms.$id.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog._index.tsx"),
  route("blog/:id", "routes/blog.$id.tsx"),
  route("cart", "routes/cart.tsx"),
  route("custom-retreat", "routes/custom-retreat.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
