import { useLocation, useMatches } from "react-router";
import type { Locale } from "~/domain/i18n/locale";
import { switchTarget } from "~/domain/i18n/localized-routes";

/**
 * A page whose query must not always go along to its other edition says what does, from its
 * loader data: the query to carry (the page's own, part of it, or '') or false for no link at all.
 * Without it the link keeps the query: a searched list or a dated room stays as the visitor set it.
 */
export type LanguageSwitchHandle = { languageSwitch: (loaderData: unknown, search: string) => string | false };

/** The link to this page in the other language, as the switcher and the suggestion offer it, or null. */
export function useLanguageSwitch(): { locale: Locale; href: string } | null {
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1);
  const target = switchTarget(pathname);
  const decide = (page?.handle as Partial<LanguageSwitchHandle> | undefined)?.languageSwitch;
  const kept = decide ? decide(page?.loaderData, search) : search;
  return target && kept !== false ? { locale: target.locale, href: target.path + kept } : null;
}
