/**
 * Which page a Core Web Vitals sample is about, as a route pattern. Apart from vitals.ts (which
 * brings zod) so the browser's reporter can use it without zod.
 */

/**
 * The page routes of app/routes.ts as patterns; "*" is the not-found page in either edition. The
 * German edition reports under its own /de patterns rather than folded into the English ones: its
 * pages carry other text (longer words wrap differently, other article chunks load) and its
 * visitors come from elsewhere, so a German regression would vanish in the English averages.
 */
export const VITALS_ROUTES = [
  "/",
  "/retreats",
  "/retreats/:id",
  "/rooms",
  "/rooms/:id",
  "/about",
  "/contact",
  "/privacy",
  "/blog",
  "/blog/:id",
  "/cart",
  "/custom-retreat",
  "/booking-confirmation",
  "/my-booking/:token",
  "/de",
  "/de/retreats",
  "/de/retreats/:id",
  "/de/rooms",
  "/de/rooms/:id",
  "/de/about",
  "/de/contact",
  "/de/privacy",
  "/de/blog",
  "/de/blog/:id",
  "/de/cart",
  "/de/custom-retreat",
  "/de/booking-confirmation",
  "/de/my-booking/:token",
  "*",
] as const;
export type VitalsRoute = (typeof VITALS_ROUTES)[number];

/**
 * The route pattern of a page from its path and params ("/rooms/sunrise", { id: "sunrise" } →
 * "/rooms/:id"; anything the catch-all matched → "*"). Only patterns are ever sent, so a query,
 * a fragment or an id in the URL never leaves the browser.
 */
export function routePatternOf(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  if (params["*"] !== undefined) return "*";
  const named = Object.entries(params).filter(([, value]) => value !== undefined && value !== "");
  const segments = (pathname.replace(/\/+$/, "") || "/").split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // a malformed escape is compared as it stands
    }
    const param = named.find(([, value]) => value === decoded);
    return param ? `:${param[0]}` : segment;
  });
  return segments.join("/") || "/";
}

/** Whether a pattern is one the endpoint accepts. */
export function isVitalsRoute(pattern: string): pattern is VitalsRoute {
  return (VITALS_ROUTES as readonly string[]).includes(pattern);
}
