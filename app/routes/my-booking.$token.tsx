import { data, isRouteErrorResponse } from "react-router";
import { site } from "~/catalogue/site";
import { type GuestBookingLabels, guestBookingLabels } from "~/booking/guest-booking-labels";
import { GuestBookingPage } from "~/booking/guest-booking-page";
import { NotFoundPage } from "~/components/not-found";
import { GUEST_PAGE_HEADERS, type GuestBookingPageView } from "~/domain/booking/guest-booking";
import { type Locale, localeOfPath } from "~/domain/i18n/locale";
import { m } from "~/paraglide/messages.js";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/my-booking.$token";

/**
 * /my-booking/<token>: the guest's own booking page, opened from the link in their confirmation
 * (docs/decisions/088-guest-booking-page.md). The token is the capability; a wrong, reissued or
 * expired one shows the same 404 as any address the site does not have. Under /de it is the same
 * booking in German: the view is worded by the server in the language of the address.
 */

/** The title is written here, on the server, so the not-found words stay with the site's 404 page's code. */
type LoaderData =
  | { state: "found"; view: GuestBookingPageView; labels: GuestBookingLabels; token: string; title: string }
  | { state: "not-found"; title: string };

/** The 429's plain text, in the language of the address. */
const TOO_MANY: Record<Locale, string> = {
  en: "Too many requests from your address. Please wait a minute and try again.",
  de: "Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
};

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const result = await context.get(serverServicesContext).guestBookingPage(params.token, request);
  const locale = localeOfPath(url.pathname);
  if (result.kind === "limited") {
    throw new Response(TOO_MANY[locale], {
      status: 429,
      headers: { ...GUEST_PAGE_HEADERS, "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (result.kind === "not-found") {
    return data<LoaderData>({ state: "not-found", title: `${m.notfound_title({}, { locale })} | ${site.name}` }, { status: 404 });
  }
  return data<LoaderData>({
    state: "found",
    view: result.view,
    labels: guestBookingLabels(result.view.booking, locale),
    token: params.token,
    title: `${m.mybooking_title({}, { locale })} | ${site.name}`,
  });
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  // A 429's wait is told to the client too; the page it renders stays HTML.
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { ...GUEST_PAGE_HEADERS, "Retry-After": retryAfter } : GUEST_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: (loaderData as LoaderData | undefined)?.title ?? site.name },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function MyBooking({ loaderData }: Route.ComponentProps) {
  const result = loaderData as LoaderData;
  if (result.state === "not-found") return <NotFoundPage />;
  return <GuestBookingPage view={result.view} labels={result.labels} token={result.token} />;
}

/**
 * A client over the limit (429) reads the loader's sentence, in the language of the address; any
 * other error goes on to the site's own boundary.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 429 || typeof error.data !== "string") throw error;
  return (
    <main id="main" className="container-page min-h-[60vh] pt-32 pb-20">
      <h1 className="max-w-2xl font-display text-3xl text-primary-dark md:text-4xl">{error.data}</h1>
    </main>
  );
}
