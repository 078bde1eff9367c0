import { useEffect } from "react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/i18n/localized-link";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

/** The page for an unknown URL. The attempted path is logged so it shows up in error reports. */
export function NotFoundPage() {
  const location = useLocation();
  const inLocale = useMessageLocale();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center bg-sand px-6 pt-24 pb-16">
      <div className="text-center">
        <h1 className="font-display text-7xl font-semibold text-primary md:text-8xl">404</h1>
        <p className="mt-4 text-xl text-muted">{m.notfound_message({}, inLocale)}</p>
        <LocalizedLink
          to="/"
          className="mt-8 inline-flex items-center rounded-full bg-primary-dark px-7 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-ink"
        >
          {m.notfound_home({}, inLocale)}
        </LocalizedLink>
      </div>
    </main>
  );
}
