import { type Locale, localeOfPath, localizePath, pathWithoutLocale } from "./locale";

/**
 * The guest pages, each in English at its path and in German under /de (app/routes.ts makes both
 * routes from this table). `germanReady` says the German copy is complete: only then is the /de
 * URL offered to search engines (hreflang, sitemap) and to visitors (the language switcher). Until
 * then /de/<page> still renders, for whoever translates it. Each entry spans several lines so that
 * turning on two neighbouring pages in separate changes merges cleanly.
 */
export const LOCALIZED_ROUTES = [
  {
    path: "/",
    file: "routes/_index.tsx",
    germanReady: true,
  },
  {
    path: "/retreats",
    file: "routes/retreats._index.tsx",
    germanReady: true,
  },
  {
    path: "/retreats/:id",
    file: "routes/retreats.$id.tsx",
    germanReady: true,
  },
  {
    path: "/rooms",
    file: "routes/rooms._index.tsx",
    germanReady: true,
  },
  {
    path: "/rooms/:id",
    file: "routes/rooms.$id.tsx",
    germanReady: true,
  },
  {
    path: "/about",
    file: "routes/about.tsx",
    germanReady: true,
  },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    germanReady: true,
  },
  {
    path: "/privacy",
    file: "routes/privacy.tsx",
    germanReady: true,
  },
  {
    path: "/blog",
    file: "routes/blog._index.tsx",
    germanReady: true,
  },
  {
    path: "/blog/:id",
    file: "routes/blog.$id.tsx",
    germanReady: true,
  },
  {
    path: "/cart",
    file: "routes/cart.tsx",
    germanReady: true,
  },
  {
    path: "/custom-retreat",
    file: "routes/custom-retreat.tsx",
    germanReady: true,
  },
  {
    path: "/booking-confirmation",
    file: "routes/booking-confirmation.tsx",
    germanReady: true,
  },
  {
    path: "/my-booking/:token",
    file: "routes/my-booking.$token.tsx",
    germanReady: true,
  },
] as const satisfies readonly LocalizedRoute[];

export type LocalizedRoute = { path: string; file: string; germanReady: boolean };

/** Does `pattern` ('/rooms/:id') match the locale-free `path` ('/rooms/sunrise')? */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (path === "/") return pattern === "/";
  return want.length === have.length && want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]));
}

/** The localized route a path (in either locale) is a page of, or undefined (a 404, the console, a resource). */
export function localizedRouteOf(pathname: string, routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES): LocalizedRoute | undefined {
  const bare = pathWithoutLocale(pathname);
  return routes.find((route) => matches(route.path, bare));
}

/** The locales a page is published in: English always, German once its copy is complete. */
export function publishedLocales(pathname: string, routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES): Locale[] {
  const route = localizedRouteOf(pathname, routes);
  if (!route) return [];
  return route.germanReady ? ["en", "de"] : ["en"];
}

export type Alternate = { hreflang: Locale | "x-default"; href: string };

/**
 * The `<link rel="alternate" hreflang>` set of a page, the same on each edition (reciprocal), with
 * absolute URLs on `origin`; none for a page with only one published edition.
 */
export function alternatesOf(pathname: string, origin: string, routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES): Alternate[] {
  const locales = publishedLocales(pathname, routes);
  if (locales.length < 2) return [];
  const href = (locale: Locale) => new URL(localizePath(pathname, locale), origin).href;
  return [...locales.map((locale) => ({ hreflang: locale, href: href(locale) })), { hreflang: "x-default", href: href("en") }];
}

/** The page's path in the other locale when that edition is published, for the language switcher. */
export function switchTarget(
  pathname: string,
  routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES,
): { locale: Locale; path: string } | null {
  const other: Locale = localeOfPath(pathname) === "de" ? "en" : "de";
  if (!publishedLocales(pathname, routes).includes(other)) return null;
  return { locale: other, path: localizePath(pathname, other) };
}
