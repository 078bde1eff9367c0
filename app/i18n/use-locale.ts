import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "~/domain/i18n/locale";

/** The locale of the page being rendered, from its URL (never a global: one isolate renders many requests). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The options every message call takes: `const inLocale = useMessageLocale(); m.nav_rooms({}, inLocale)`.
 * In a loader or meta function, `{ locale: localeOfPath(new URL(request.url).pathname) }`.
 */
export function useMessageLocale(): { locale: Locale } {
  return { locale: useLocale() };
}
