import { Link } from "react-router";
import { useLanguageSwitch } from "./language-switch";

/** The language names, each written in its own language, as a switcher shows them. */
const OWN_NAME = { en: "English", de: "Deutsch" } as const;

/**
 * A link to the same page (and query, unless the page says otherwise: ./language-switch.ts) in the
 * other language, once that edition is published (app/domain/i18n/localized-routes.ts); nothing
 * otherwise. `hreflang` and `lang` say what the link leads to and how its name is read.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const target = useLanguageSwitch();
  if (!target) return null;
  return (
    <Link to={target.href} hrefLang={target.locale} lang={target.locale} className={className}>
      {OWN_NAME[target.locale]}
    </Link>
  );
}
