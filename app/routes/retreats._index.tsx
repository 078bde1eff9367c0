import { useEffect, useRef, useState } from "react";
import { Form, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { retreatCard } from "~/catalogue/cards";
import { retreatsIn } from "~/catalogue/localized";
import { PRICE_FILTERS, type PriceFilter, parsePriceFilter, searchRetreats } from "~/catalogue/retreat-search";
import { site } from "~/catalogue/site";
import { buttonClasses } from "~/components/button";
import { PageHeader } from "~/components/page-header";
import { priceTerms } from "~/booking/price-terms";
import { RetreatCard } from "~/components/retreat-card";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { LocalizedLink } from "~/i18n/localized-link";
import { useMessageLocale } from "~/i18n/use-locale";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/retreats._index";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

/** The page's description for search engines, in each language (only the page's own travels with it). */
const DESCRIPTION: Record<Locale, string> = {
  en: "Doctor-led Ayurveda retreats of 4, 7 and 14 days in Kerala: joint healing, gut regeneration, yoga immersion and Kerala cuisine, for six guests at a time.",
  de: "Ärztlich begleitete Ayurveda-Retreats von 4, 7 und 14 Tagen in Kerala: Heilung für die Gelenke, Darmregeneration, Yoga und Keralas Küche, für höchstens sechs Gäste zugleich.",
};

/** The price filter's labels (its values are the URL's). */
const PRICE_LABELS = {
  all: m.retreat_price_all,
  under3000: m.retreat_price_under,
  over3000: m.retreat_price_over,
} as const satisfies Record<PriceFilter, unknown>;

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  return { retreats: retreatsIn(locale).map(retreatCard), description: DESCRIPTION[locale], terms: priceTerms(locale).retreat };
}

// The list is filtered from data already on the page: typing in the search box must not refetch it.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: m.retreat_list_meta_title({ name: site.name }, { locale }),
    description: loaderData?.description ?? "",
    path: "/retreats",
    jsonLd: breadcrumbJsonLd([
      [m.nav_home({}, { locale }), localizePath("/", locale)],
      [m.nav_retreats({}, { locale }), localizePath("/retreats", locale)],
    ]),
    locale,
  });
}

export default function RetreatList({ loaderData }: Route.ComponentProps) {
  // The page cache keys this page on exactly these parameters (PAGE_QUERY_PARAMETERS in
  // workers/cache/page-cache.ts): read another one and it must be added there.
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const price = parsePriceFilter(searchParams.get("price"));
  // The box answers every keystroke; the URL follows a moment later so it can be shared. The
  // fields are uncontrolled so that what a guest types before the page's JavaScript has loaded
  // (slow hotel Wi-Fi) is kept and applied once it has.
  const [query, setQuery] = useState(urlQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLSelectElement>(null);

  const hydrated = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL changes; updateUrl reads the latest URL itself
  useEffect(() => {
    const input = searchRef.current;
    const select = priceRef.current;
    if (!hydrated.current) {
      // First run, at hydration: adopt anything chosen before the JavaScript arrived.
      hydrated.current = true;
      const typed = input?.value ?? urlQuery;
      const chosen = select?.value ?? price;
      if (typed !== urlQuery) setQuery(typed);
      if (chosen !== price) updateUrl({ q: typed, price: chosen });
      return;
    }
    // Later: the URL changed by other means (Clear Filters, back and forward); the fields follow.
    if (input && input.value !== urlQuery && document.activeElement !== input) {
      input.value = urlQuery;
      setQuery(urlQuery);
    }
    if (select) select.value = price;
  }, [urlQuery, price]);

  // The URL last asked for, while the router is still on the one it was asked from: until the
  // navigation's loader has run, `searchParams` is the old URL, and a change built on it (the
  // debounced search after a price change, say) would cancel that navigation and drop its price.
  const requested = useRef<{ from: string; to: string } | null>(null);
  const latestSearch = (current: URLSearchParams) =>
    requested.current?.from === current.toString() ? new URLSearchParams(requested.current.to) : current;

  function updateUrl(next: { q?: string; price?: string }) {
    // From the latest URL asked for, not this render's: a debounced search and a price change can cross.
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(latestSearch(current));
        for (const [key, value] of Object.entries(next)) {
          if (!value || value === "all") params.delete(key);
          else params.set(key, value);
        }
        requested.current = { from: current.toString(), to: params.toString() };
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (query === (latestSearch(searchParams).get("q") ?? "")) return;
    pendingSearch.current = setTimeout(() => updateUrl({ q: query }), 250);
    return () => clearTimeout(pendingSearch.current);
  });

  const results = searchRetreats(loaderData.retreats, { query, price });
  const inLocale = useMessageLocale();

  return (
    <main id="main">
      <PageHeader eyebrow={m.retreat_list_eyebrow({}, inLocale)} title={m.retreat_list_title({}, inLocale)}>
        {m.retreat_list_intro({}, inLocale)}
      </PageHeader>

      <section className="container-page py-12 md:py-16" aria-label="Retreats">
        <Form
          method="get"
          role="search"
          className="mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className="flex-1">
            <span className="sr-only">{m.retreat_search_label({}, inLocale)}</span>
            <input
              type="search"
              name="q"
              ref={searchRef}
              defaultValue={urlQuery}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={m.retreat_search_placeholder({}, inLocale)}
              className="min-h-12 w-full rounded-full border border-linen bg-white px-5 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none"
            />
          </label>
          <label>
            <span className="sr-only">{m.retreat_price_label({}, inLocale)}</span>
            <select
              name="price"
              ref={priceRef}
              defaultValue={price}
              onChange={(event) => {
                // The price change carries the typed search with it; a search still waiting
                // to reach the URL would otherwise land after it and undo it.
                clearTimeout(pendingSearch.current);
                updateUrl({ q: query, price: event.target.value });
              }}
              className="min-h-12 w-full rounded-full border border-linen bg-white px-5 text-base text-ink focus:border-primary focus:outline-none sm:w-auto"
            >
              {PRICE_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {PRICE_LABELS[filter.value]({}, inLocale)}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className={buttonClasses("primary")}>
              {m.retreat_search({}, inLocale)}
            </button>
          </noscript>
        </Form>

        <p className="sr-only" role="status">
          {results.length === 1 ? m.retreat_found_one({}, inLocale) : m.retreat_found_many({ count: results.length }, inLocale)}
        </p>

        {results.length > 0 ? (
          <>
            <ul className="stagger-150 mt-12 grid gap-7 md:grid-cols-2 lg:grid-cols-3">
              {results.map((retreat, index) => (
                <li key={retreat.id} className="rise-in">
                  {/* The first picture is the largest paint on a phone. */}
                  <RetreatCard retreat={retreat} headingLevel={2} priority={index === 0} />
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center text-xs leading-relaxed text-muted">{loaderData.terms}</p>
          </>
        ) : (
          <div className="mx-auto mt-14 max-w-md rounded-3xl border border-linen bg-white p-10 text-center">
            <h2 className="text-3xl font-medium text-ink">{m.retreat_none_title({}, inLocale)}</h2>
            <p className="mt-3 text-muted">{m.retreat_none_text({}, inLocale)}</p>
            <LocalizedLink to="/retreats" replace preventScrollReset className={buttonClasses("outline", "md", "mt-6")}>
              {m.retreat_clear_filters({}, inLocale)}
            </LocalizedLink>
          </div>
        )}
      </section>
    </main>
  );
}
