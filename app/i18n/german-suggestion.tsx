import { lazy, Suspense, useEffect, useState } from "react";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";
import { useLanguageSwitch } from "./language-switch";

/** The bar itself, loaded only for the visitors it is for: everyone else never downloads it. */
const GermanSuggestionBar = lazy(() => import("./german-suggestion-bar"));

const DISMISSED_KEY = "kaivalya:german-suggestion-dismissed";

/**
 * For a visitor whose browser prefers German, on an English page that has a German edition: a
 * small offer to read it in German, decided after hydration only (the cached HTML is the same for
 * everyone). Never a redirect; a dismissal is remembered on this device.
 */
export function GermanSuggestion() {
  const target = useLanguageSwitch();
  const [wanted, setWanted] = useState(false);
  // A task of its own, after hydration's: the bar can wait a moment.
  useEffect(() => inTaskOfItsOwn(() => setWanted(prefersGerman(navigator.languages) && !dismissed())), []);
  if (!wanted || target?.locale !== "de") return null;
  return (
    <Suspense fallback={null}>
      <GermanSuggestionBar
        href={target.href}
        onDismiss={() => {
          rememberDismissal();
          setWanted(false);
        }}
      />
    </Suspense>
  );
}

/** Whether German comes before English among the browser's preferred languages. */
export function prefersGerman(languages: readonly string[]): boolean {
  const rank = (lang: string) => languages.findIndex((l) => l.toLowerCase() === lang || l.toLowerCase().startsWith(`${lang}-`));
  const german = rank("de");
  const english = rank("en");
  return german !== -1 && (english === -1 || german < english);
}

function rememberDismissal() {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // storage refused (private mode): dismissed for this page view only
  }
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}
