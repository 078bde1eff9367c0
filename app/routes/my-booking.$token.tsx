import { data } from "react-router";
import { site } from "~/catalogue/site";
import { GuestBookingPage } from "~/booking/guest-booking-page";
import { NotFoundPage } from "~/components/not-found";
import { GUEST_PAGE_HEADERS, type GuestBookingPageView } from "~/domain/booking/guest-booking";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/my-booking.$token";

/**
 * /my-booking/<token>: the guest's own booking page, opened from the link in their confirmation
 * (docs/decisions/088-guest-booking-page.md). The token is the capability; a wrong, reissued or
 * expired one shows the same 404 as any address the site does not have.
 */

type LoaderData = { state: "found"; view: GuestBookingPageView; token: string } | { state: "not-found" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await context.get(serverServicesContext).guestBookingPage(params.token, request);
  if (result.kind === "limited") {
    throw new Response("Too many requests from your address. Please wait a minute and try again.", {
      status: 429,
      headers: { ...GUEST_PAGE_HEADERS, "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (result.kind === "not-found") return data<LoaderData>({ state: "not-found" }, { status: 404 });
  return data<LoaderData>({ state: "found", view: result.view, token: params.token });
}

export function headers() {
  return GUEST_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const found = (loaderData as LoaderData | undefined)?.state === "found";
  return [
    { title: found ? `Your booking | ${site.name}` : `Page not found | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function MyBooking({ loaderData }: Route.ComponentProps) {
  const result = loaderData as LoaderData;
  if (result.state === "not-found") return <NotFoundPage />;
  return <GuestBookingPage view={result.view} token={result.token} />;
}
