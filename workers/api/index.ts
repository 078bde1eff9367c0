import { Hono } from "hono";
import { forms } from "./forms";
import { myBooking } from "./my-booking";
import { HTTPException } from "hono/http-exception";
import { admin } from "./admin";
import { availability } from "./availability";
import { bookings } from "./bookings";
import { myBookingBalance } from "./my-booking-balance";
import { payments } from "./payments";
import { vitals } from "./vitals";

/**
 * The JSON API under /api. Domain sub-apps (payments, forms, bookings, availability, vitals) are mounted here; anything
 * else under /api answers a JSON 404 rather than falling through to the HTML site.
 */
export const api = new Hono<{ Bindings: Env }>();

api.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
});

api.get("/health", (c) => c.json({ ok: true }));

api.route("/forms", forms);
api.route("/payments", payments);
api.route("/bookings", bookings);
api.route("/vitals", vitals);
// Behind the staff gate (workers/access/staff-access.ts), which runs before /api is reached.
api.route("/admin", admin);
api.route("/availability", availability);
// The balance endpoint first: the booking page's router answers 404 for any path it does not serve.
api.route("/my-booking", myBookingBalance);
api.route("/my-booking", myBooking);

api.all("*", (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404));

api.onError((err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ error: err.message || "The request could not be handled." }, err.status);
  }
  console.error("api error", c.req.method, c.req.path, err);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});
