import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { switchTarget } from "~/domain/i18n/localized-routes";

const DISMISSED_KEY = "kaivalya:german-suggestion-dismissed";

/**
 * For a visitor whose browser prefers German, on an English page that has a German edition: a
 * small offer to read it in German, shown after hydration only (the cached HTML is the same for
 * everyone) and fixed at the bottom of the screen, so it moves nothing. Never a redirect; a
 * dismissal is remembered on this device.
 */
export function GermanSuggestion() {
  const location = useLocation();
  const target = switchTarget(location.pathname);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(prefersGerman(navigator.languages) && !dismissed());
  }, []);
  if (!wanted || target?.locale !== "de") return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // storage refused (private mode): dismissed for this page view only
    }
    setWanted(false);
  };
  return (
    <aside
      lang="de"
      aria-label="Sprache"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-full bg-forest px-5 py-2 text-sm text-white shadow-lg"
    >
      <Link to={`${target.path}${location.search}`} hrefLang="de" className="underline underline-offset-4" onClick={dismiss}>
        Diese Seite auf Deutsch lesen?
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex h-11 min-w-11 items-center justify-center rounded-full hover:bg-white/10"
      >
        <span className="sr-only">Schließen</span>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/** Whether German comes before English among the browser's preferred languages. */
export function prefersGerman(languages: readonly string[]): boolean {
  const rank = (lang: string) => languages.findIndex((l) => l.toLowerCase() === lang || l.toLowerCase().startsWith(`${lang}-`));
  const german = rank("de");
  const english = rank("en");
  return german !== -1 && (english === -1 || german < english);
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}
