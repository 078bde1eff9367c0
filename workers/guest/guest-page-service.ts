import type { GuestBookingPageView } from "~/domain/booking/guest-booking";
import { localeOfPath } from "~/domain/i18n/locale";
import { clientKeyOf } from "../http/client-key";
import { withinRateLimit } from "../http/rate-limit";
import { guestBookingPageView, loadGuestBooking } from "./guest-booking";
import { guestLinksServedAt } from "./guest-link";

export type GuestBookingPageResult = { kind: "found"; view: GuestBookingPageView } | { kind: "not-found" } | { kind: "limited" };

/**
 * The booking page's loader's server side: counted against the same per-client limit as the
 * page's API (workers/api/my-booking.ts), then the booking behind the token, or not found. The
 * view is worded in the language of the page's address (/de/my-booking/… in German).
 */
export async function guestBookingPage(env: Env, token: string, request: Request): Promise<GuestBookingPageResult> {
  if (!(await withinRateLimit(env.GUEST_PAGE_RATE_LIMITER, `my-booking:${clientKeyOf(request.headers)}`))) return { kind: "limited" };
  if (!guestLinksServedAt(new URL(request.url), env)) return { kind: "not-found" };
  const now = new Date();
  const locale = localeOfPath(new URL(request.url).pathname);
  const booking = await loadGuestBooking(env.DB, env, token, now);
  return booking ? { kind: "found", view: guestBookingPageView(booking, now, locale) } : { kind: "not-found" };
}
