import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("contact", "routes/contact.tsx"),
  route("cart", "routes/cart.tsx"),
  route("custom-retreat", "routes/custom-retreat.tsx"),
  route("retreats/:id", "routes/retreats.$id.tsx"),
  route("rooms/:id", "routes/rooms.$id.tsx"),
  route("booking-confirmation", "routes/booking-confirmation.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
