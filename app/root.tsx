import { useEffect, useLayoutEffect, useRef } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { isStaffConsoleRoute } from "./admin/staff-route";
import type { Route } from "./+types/root";
import { CartProvider, useCart } from "./cart/cart-provider";
import { siteTextsIn } from "./catalogue/localized";
import { site } from "./catalogue/site";
import { NotFoundPage } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { Toaster } from "./components/toast";
import { resortYear } from "~/domain/dates/resort-today";
import { brandFont } from "./lib/brand-font";
import { inTaskOfItsOwn } from "./lib/task-of-its-own";
import { DocumentJsonLd } from "./lib/document-json-ld";
import { InlineStyle } from "./lib/inline-stylesheet";
import { ScrollRestoration } from "./lib/scroll-restoration";
import { VITALS_SAMPLE_RATE } from "./domain/vitals/sample-rate";
import { alternatesOf } from "./domain/i18n/localized-routes";
import { localeOfPath } from "./domain/i18n/locale";
import { GermanSuggestion } from "./i18n/german-suggestion";
import { m } from "./paraglide/messages.js";

export const links: Route.LinksFunction = () => [
  // A PNG, not public/favicon.svg: Chromium reads the icon on the page's main thread, where an SVG
  // is a whole document to lay out after load (scripts/make-placeholder-media.mjs, buildFavicon).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Declared once the page has hydrated (useAfterHydration). */
const WEB_APP_MANIFEST_HREF = "/site.webmanifest";

/**
 * The server decides the year on the resort's calendar and sends it with the page: a browser that
 * worked it out again from its own clock and time zone would disagree around New Year and fail
 * hydration (in India, for the first five and a half hours of 1 January the server's UTC year).
 */
export function loader({ url }: Route.LoaderArgs) {
  // The footer's description in the page's language: sent with the page, so that no page's
  // JavaScript carries the other language's paragraph (ADR 091).
  return { year: resortYear(new Date()), description: siteTextsIn(localeOfPath(url.pathname)).description };
}

export function Layout({ children }: { children: React.ReactNode }) {
  useAfterHydration();
  // The staff console (/admin) has its own chrome: no guest navigation, cart or footer.
  const staffConsole = useMatches().some(isStaffConsoleRoute);
  // Undefined only when the root loader itself failed; the footer then shows no year.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const year = rootData?.year;
  const { pathname } = useLocation();
  useBrandFontOnNavigation(pathname);
  const locale = localeOfPath(pathname);
  return (
    // The cart page's stored-cart probe marks <html> before hydration (data-cart-stored): not React's to compare.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <InlineStyle />
        <Meta />
        {/* The page's editions, the same set on each (app/domain/i18n/localized-routes.ts). */}
        {alternatesOf(pathname, site.url).map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
        {/* Under the dev server, React compares the nonce the server rendered on these links with
            the client's (which never has one) and reports a mismatch; none of them needs it. */}
        <Links nonce={import.meta.env.DEV ? "" : undefined} />
        {/* Last: the browser does not render these, and hydrates what is above them. */}
        <DocumentJsonLd />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded bg-forest px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {m.common_skip_to_content({}, { locale })}
        </a>
        {staffConsole ? (
          children
        ) : (
          <CartProvider>
            <NavWithCart />
            {children}
            <SiteFooter year={year} description={rootData?.description ?? site.description} />
            <Toaster />
            <GermanSuggestion />
          </CartProvider>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The navigation with the cart badge; the quantity is 0 (no badge) until the cart is read. */
function NavWithCart() {
  const { quantity } = useCart();
  return <SiteNav cartQuantity={quantity} />;
}

export default function App() {
  useRealVisitorVitals();
  return <Outlet />;
}

/**
 * What the page does once React has hydrated it:
 * - tells the page's starter script (workers/html/hydration-starter.ts), so a tap that arrived
 *   earlier is repeated, and marks <html> for whoever waits for it (tests);
 * - downloads the display face, which joins at the next page (app/lib/brand-font.ts);
 * - declares the web app manifest (name, icons and colours for a phone's home screen). Declared in
 *   the document, a browser fetches it while the page loads, without credentials and so over a
 *   connection of its own, beside the first paint's picture on a slow link; nothing on the first
 *   screen needs it, and Chrome notices the link when it appears.
 */
function useAfterHydration() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    window.dispatchEvent(new Event("kaivalya:hydrated"));
    // Starting the face's download costs a phone a few milliseconds: not in hydration's last task.
    const cancelFont = inTaskOfItsOwn(() => void brandFont.load());
    const manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = WEB_APP_MANIFEST_HREF;
    document.head.appendChild(manifest);
    return () => {
      cancelFont();
      manifest.remove();
    };
  }, []);
}

/**
 * Adds the display face, once downloaded, when the visitor moves to another page: in the commit
 * that draws it, before the browser paints, so the new page's text is laid out in the face from
 * its first frame and nothing already on screen changes its font (ADR 097). A change of the query
 * alone (a filter, a date) keeps the page, and with it the local serif.
 */
function useBrandFontOnNavigation(pathname: string) {
  const landedOn = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== landedOn.current) brandFont.join();
  }, [pathname]);
}

/**
 * One page load in ten reports its Core Web Vitals for the route it landed on (docs/benchmarks.md#real-visitors).
 * The reporter, with the route list and the web-vitals package, loads after hydration
 * and only for the sampled page loads, so the rest never download it.
 */
function useRealVisitorVitals() {
  const landing = useRef(useMatches().at(-1));
  useEffect(() => {
    const match = landing.current;
    if (!match || Math.random() >= VITALS_SAMPLE_RATE) return;
    import("./lib/report-vitals").then(({ reportVitalsFor }) => reportVitalsFor(match.pathname, match.params)).catch(() => undefined);
  }, []);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || "Error"}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <main id="main" className="container-page min-h-[60vh] pt-32 pb-20">
      <h1 className="font-display text-4xl text-primary-dark">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
    </main>
  );
}
