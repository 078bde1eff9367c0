import { useLocation, useMatches } from "react-router";
import type { Locale } from "~/domain/i18n/locale";
import { switchTarget } from "~/domain/i18n/localized-routes";

/**
 * What the link to a page's other edition takes along: the page's query ("query": a searched list
 * or a dated room stays as the visitor set it), the path alone ("path"), or no link at all
 * ("none"). A route that needs other than the query says so from its loader data in
 * `handle.languageSwitch`; the deepest route that says decides.
 */
type LanguageSwitch = "query" | "path" | "none";
export type LanguageSwitchHandle = { languageSwitch?: (loaderData: unknown) => LanguageSwitch };

/** The link to this page in the other language, as the switcher and the suggestion offer it, or null. */
export function useLanguageSwitch(): { locale: Locale; href: string } | null {
  const location = useLocation();
  const matches = useMatches();
  const target = switchTarget(location.pathname);
  if (!target) return null;
  const deciding = matches.findLast((match) => (match.handle as LanguageSwitchHandle | undefined)?.languageSwitch);
  const carry = deciding ? (deciding.handle as Required<LanguageSwitchHandle>).languageSwitch(deciding.loaderData) : "query";
  if (carry === "none") return null;
  return { locale: target.locale, href: carry === "query" ? `${target.path}${location.search}` : target.path };
}
