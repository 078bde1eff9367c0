/**
 * The site's languages. The locale of a page comes from its URL alone: English at `/…` (also the
 * `x-default`), German under `/de/…`. Never from a cookie, a header or a global: one isolate
 * renders many visitors' pages at once, and the edge page cache stores one HTML per URL.
 */

const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The prefix each non-default locale's pages live under. */
const PREFIX: Readonly<Record<Locale, string>> = { en: "", de: "/de" };

/** The locale a path is in: '/de' and '/de/…' are German, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : "en";
}

/** The same path without its locale prefix: '/de/rooms/sunrise' → '/rooms/sunrise', '/de' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(PREFIX[localeOfPath(pathname)].length);
  return rest === "" ? "/" : rest;
}

/** The path of the same page in `locale`: '/rooms/sunrise' → '/de/rooms/sunrise', '/de/cart' → '/cart'. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? PREFIX[locale] : `${PREFIX[locale]}${bare}`;
}
