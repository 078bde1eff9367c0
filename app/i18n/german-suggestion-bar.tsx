import { Link } from "react-router";

/**
 * "Diese Seite auf Deutsch lesen?": fixed at the bottom of the screen, over the page, so it moves
 * nothing on it. In German whatever the page's language: it speaks to German readers.
 */
export default function GermanSuggestionBar({ href, onDismiss }: { href: string; onDismiss: () => void }) {
  return (
    <aside
      lang="de"
      aria-label="Sprache"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-full bg-forest py-1 pr-1 pl-5 text-sm text-white shadow-lg"
    >
      <Link to={href} hrefLang="de" className="underline underline-offset-4" onClick={onDismiss}>
        Diese Seite auf Deutsch lesen?
      </Link>
      <button
        type="button"
        onClick={onDismiss}
        className="inline-flex h-11 min-w-11 items-center justify-center rounded-full hover:bg-white/10"
      >
        <span className="sr-only">Schließen</span>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
