import "~/domain/zod-config";
import * as z from "zod/mini";
import { addDays, daysBetween, isIsoDate } from "~/domain/dates/dates";
import { BOOKING_STATUSES } from "~/domain/booking/booking-states";
import { FORM_OUTBOX_STATUSES } from "./form-outbox-status";

export { FORM_OUTBOX_STATUSES, type FormOutboxStatus } from "./form-outbox-status";

/**
 * The query strings of the staff console's lists, one schema each, shared by the JSON endpoints
 * under /api/admin and the pages under /admin (which read the same parameters from their URL).
 * Empty parameters count as absent, so a submitted search form with blank fields is fine.
 */

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const isoDate = z.string().check(z.refine((value) => isIsoDate(value), "Use a date in the form YYYY-MM-DD"));
const optional = <T extends z.core.SomeType>(schema: T) => z.pipe(z.transform(blankToUndefined), z.optional(schema));

export const BOOKINGS_PAGE_SIZE = 25;

export const bookingSearchSchema = z
  .object({
    q: optional(z.string().check(z.trim(), z.maxLength(100, "Search for at most 100 characters"))),
    status: optional(z.enum(BOOKING_STATUSES, `Status must be one of ${BOOKING_STATUSES.join(", ")}`)),
    from: optional(isoDate),
    to: optional(isoDate),
    cursor: optional(z.string().check(z.maxLength(200, "Not a page of this list"))),
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.from <= value.to, {
      message: "The first date must not be after the last",
      path: ["to"],
    }),
  );

export type BookingSearch = z.infer<typeof bookingSearchSchema>;

/** The arrivals grid shows at most this many nights at once. */
const ARRIVALS_MAX_NIGHTS = 62;
const ARRIVALS_DEFAULT_NIGHTS = 14;

export const arrivalsRangeSchema = z
  .object({
    from: optional(isoDate),
    to: optional(isoDate),
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.from <= value.to, {
      message: "The first night must not be after the last",
      path: ["to"],
    }),
    z.refine((value) => !value.from || !value.to || daysBetween(value.from, value.to) < ARRIVALS_MAX_NIGHTS, {
      message: `Show at most ${ARRIVALS_MAX_NIGHTS} nights at once`,
      path: ["to"],
    }),
  );

/** The nights to show: the given range, or a fortnight from `today` (the resort's today). */
export function arrivalsNights(range: z.infer<typeof arrivalsRangeSchema>, today: string): { from: string; to: string } {
  const from = range.from ?? (range.to ? addDays(range.to, -(ARRIVALS_DEFAULT_NIGHTS - 1)) : today);
  const to = range.to ?? addDays(from, ARRIVALS_DEFAULT_NIGHTS - 1);
  return { from, to };
}

export const formOutboxQuerySchema = z.object({
  status: optional(z.enum(FORM_OUTBOX_STATUSES, `Status must be one of ${FORM_OUTBOX_STATUSES.join(", ")}`)),
});

/** A form submission's id, as the outbox makes them (a UUID). */
export const submissionIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Not a submission id"));

/** Order ids as the site makes them (Razorpay's and the sandbox's). */
export const staffOrderIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, "Not an order id"));
