import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "~/domain/i18n/locale";

/** The locale of the page being rendered, from its URL (never a global: one isolate renders many requests). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The options every message call takes: `const inLocale = useMessageLocale(); m.nav_rooms({}, inLocale)`.
 * In a loader or action, `{ locale: localeOfPath(url.pathname) }` with its `url` argument, the
 * page's own URL. Not `request.url`: a client navigation's data request ends in `.data`, and
 * `/de.data`, the German home's, would read as English.
 */
export function useMessageLocale(): { locale: Locale } {
  return { locale: useLocale() };
}
