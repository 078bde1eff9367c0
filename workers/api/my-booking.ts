import { type Context, Hono, type MiddlewareHandler } from "hono";
import { arrivalDetailsSchema } from "~/domain/booking/arrival-details";
import { GUEST_PAGE_HEADERS } from "~/domain/booking/guest-booking";
import { changeRequestRefusal, changeRequestSchema } from "~/domain/booking/change-request";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { cancelByGuest } from "../guest/guest-cancel";
import { type GuestBooking, guestBookingSummary, loadGuestBooking } from "../guest/guest-booking";
import { guestLinksServedAt } from "../guest/guest-link";
import { requestDateChange, saveArrivalDetails } from "../guest/guest-requests";
import { sendNoticesNow } from "../notifications/notices";
import { limitBody, rateLimit, rateLimitKey, requireJson, validationFailed } from "./guards";

/**
 * The guest's booking page's API, under /api/my-booking/:token (docs/decisions/088-guest-booking-page.md).
 * The token is the capability: a wrong, reissued or expired one gets exactly the 404 of an
 * address with no endpoint, on every route, before anything else about the request is looked at.
 * Every answer is private: never stored, never indexed, and the address (which holds the token)
 * is never sent on as a referrer. Counted per client by GUEST_PAGE_RATE_LIMITER, whose limit also
 * bounds how fast anyone can guess.
 *
 *   GET  /:token                 the booking: { orderId, status, checkIn, checkOut, paid, balanceDue, refundIfCancelledNow, policy }
 *   POST /:token/cancel          200 { status: "cancelled", refund } (paise), the same when repeated; 409 { error } when it cannot be
 *   POST /:token/arrival         arrival details (arrival-details.ts); 409 from 48 hours before the check-in day
 *   POST /:token/change-request  { checkIn, checkOut, message? }: a request the resort answers by e-mail
 */

type GuestVariables = { guestBooking: GuestBooking };
export const myBooking = new Hono<{ Bindings: Env; Variables: GuestVariables }>();

const BODY_LIMIT = 16 * 1024;

/** The answer to an address with no endpoint, as the API's catch-all gives it (workers/api/index.ts). */
function noSuchEndpoint(c: Context) {
  return c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404);
}

myBooking.use(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(GUEST_PAGE_HEADERS)) c.res.headers.set(name, value);
});

myBooking.use(rateLimit("GUEST_PAGE_RATE_LIMITER", (c) => `my-booking:${rateLimitKey(c)}`));

/** Finds the booking of the token in the path, or answers 404 for it. */
const withGuestBooking: MiddlewareHandler<{ Bindings: Env; Variables: GuestVariables }> = async (c, next) => {
  // Both patterns below may match one path: the booking is read once.
  if (c.get("guestBooking")) return next();
  const token = c.req.param("token") ?? "";
  const booking = guestLinksServedAt(new URL(c.req.url), c.env) ? await loadGuestBooking(c.env.DB, c.env, token, new Date()) : null;
  if (!booking) return noSuchEndpoint(c);
  c.set("guestBooking", booking);
  return next();
};

myBooking.use("/:token", withGuestBooking);
myBooking.use("/:token/*", withGuestBooking);

myBooking.get("/:token", (c) => c.json(guestBookingSummary(c.var.guestBooking, new Date())));

myBooking.post("/:token/cancel", limitBody(BODY_LIMIT), requireJson(), async (c) => {
  const booking = c.var.guestBooking;
  const result = await cancelByGuest(c.env.DB, c.env, booking, new Date());
  if (!result.ok) return c.json({ error: result.error }, result.status);
  await sendNoticesNow(c.env, booking.view.orderId, (promise) => c.executionCtx.waitUntil(promise));
  return c.json({ status: "cancelled", refund: result.refundPaise });
});

myBooking.post("/:token/arrival", limitBody(BODY_LIMIT), requireJson(), async (c) => {
  const parsed = arrivalDetailsSchema.safeParse(await c.req.json());
  if (!parsed.success) return validationFailed(c, parsed.error);
  const booking = c.var.guestBooking;
  const result = await saveArrivalDetails(c.env.DB, booking, parsed.data, new Date());
  if (!result.ok) return c.json({ error: result.error }, result.status);
  if (result.changed) await sendNoticesNow(c.env, booking.view.orderId, (promise) => c.executionCtx.waitUntil(promise));
  return c.json({ saved: true, changed: result.changed });
});

myBooking.post("/:token/change-request", limitBody(BODY_LIMIT), requireJson(), async (c) => {
  const parsed = changeRequestSchema.safeParse(await c.req.json());
  if (!parsed.success) return validationFailed(c, parsed.error);
  const refusal = changeRequestRefusal(parsed.data, resortTodayIso());
  if (refusal) return c.json({ error: refusal }, 422);
  const booking = c.var.guestBooking;
  const result = await requestDateChange(c.env.DB, booking, parsed.data, new Date());
  if (!result.ok) return c.json({ error: result.error }, result.status);
  await sendNoticesNow(c.env, booking.view.orderId, (promise) => c.executionCtx.waitUntil(promise));
  return c.json({ requested: true });
});

myBooking.all("*", noSuchEndpoint);
