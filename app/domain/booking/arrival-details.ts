import "~/domain/zod-config";
import * as z from "zod/mini";
import { site } from "~/catalogue/site";
import { addDays, type IsoDate, isIsoDate, parseIsoDate } from "~/domain/dates/dates";

/**
 * The guest's arrival details (docs/decisions/088-guest-booking-page.md): one schema for the
 * booking page's form and `POST /api/my-booking/:token/arrival`, and the window in which they may
 * be changed. Pure and isomorphic.
 */

/** The resort's car needs this long to be arranged: the details are frozen after it. */
const ARRIVAL_EDIT_HOURS_BEFORE_CHECK_IN = 48;
/** An arrival earlier than this many days before check-in is surely a typo. */
const EARLIEST_ARRIVAL_DAYS_BEFORE = 3;

const HOUR_MS = 3_600_000;
const OFFSET_MS = site.calendarUtcOffsetMinutes * 60_000;

/**
 * The last instant the details may change: 48 hours before the check-in day begins in Kerala, so a
 * guest landing just after midnight is still 48 hours ahead of their pickup.
 */
export function arrivalDetailsEditableUntil(checkIn: IsoDate): Date {
  const midnightUtc = parseIsoDate(checkIn)?.getTime();
  if (midnightUtc === undefined) throw new RangeError(`Not a calendar date: ${checkIn}`);
  return new Date(midnightUtc - OFFSET_MS - ARRIVAL_EDIT_HOURS_BEFORE_CHECK_IN * HOUR_MS);
}

export function arrivalDetailsEditable(checkIn: IsoDate, now: Date): boolean {
  return now.getTime() < arrivalDetailsEditableUntil(checkIn).getTime();
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
/** An airline's two-character code and one to four digits, with an optional suffix letter. */
const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/;

/** Optional text: trimmed, and absent when empty. */
function optionalText(label: string, max: number) {
  return z.pipe(
    z.optional(
      z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    ),
    z.transform((value: string | undefined) => (value ? value : null)),
  );
}

/** Optional upper-case letters and digits (spaces and dashes dropped): document and flight numbers. */
function optionalCode(label: string, pattern: RegExp, message: string) {
  return z.pipe(
    z.optional(z.string({ error: `${label} must be text` }).check(z.maxLength(40, message))),
    z.transform((value: string | undefined, ctx) => {
      const code = (value ?? "").replace(/[\s-]/g, "").toUpperCase();
      if (code === "") return null;
      if (!pattern.test(code)) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return code;
    }),
  );
}

function optionalDate(label: string) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, ctx) => {
      const date = (value ?? "").trim();
      if (date === "") return null;
      if (!isIsoDate(date)) {
        ctx.issues.push({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)`, input: value });
        return z.NEVER;
      }
      return date;
    }),
  );
}

/** Form C, for a foreign guest: all optional, given when the guest chooses to. */
const formCSchema = z.object({
  nationality: optionalCode("Nationality", /^[A-Z]{2}$/, "Nationality is a two-letter country code, e.g. DE"),
  passportNumber: optionalCode("Passport number", /^[A-Z0-9]{5,20}$/, "Please enter the passport number as printed"),
  passportExpiresOn: optionalDate("Passport expiry"),
  visaNumber: optionalCode("Visa number", /^[A-Z0-9]{4,30}$/, "Please enter the visa number as printed"),
  visaExpiresOn: optionalDate("Visa expiry"),
});

export const arrivalDetailsSchema = z
  .object({
    flightNumber: optionalCode("Flight number", FLIGHT_NUMBER, "Please enter a flight number such as AI 937"),
    arrivalTime: z.pipe(
      z.optional(z.string({ error: "Arrival time must be text" })),
      z.transform((value: string | undefined, ctx) => {
        const time = (value ?? "").trim();
        if (time === "") return null;
        const match = LOCAL_DATE_TIME.exec(time);
        if (!match || !isIsoDate(match[1])) {
          ctx.issues.push({ code: "custom", message: "Arrival time must be a date and time in Kerala (YYYY-MM-DDTHH:mm)", input: value });
          return z.NEVER;
        }
        return time;
      }),
    ),
    airportPickup: z.boolean({ error: "Say whether you would like the airport pickup (true or false)" }),
    dietaryNeeds: optionalText("Dietary needs", 500),
    note: optionalText("Note", 1000),
    formC: z.optional(formCSchema),
  })
  .check(
    z.refine((details) => !details.airportPickup || (details.flightNumber !== null && details.arrivalTime !== null), {
      error: "For the airport pickup we need your flight number and arrival time",
      path: ["airportPickup"],
    }),
  );

export type ArrivalDetailsInput = z.input<typeof arrivalDetailsSchema>;
export type ArrivalDetails = z.output<typeof arrivalDetailsSchema>;

/** The stored details as the page, the API and the console show them. */
export type ArrivalDetailsView = {
  flightNumber: string | null;
  arrivalTime: string | null;
  airportPickup: boolean;
  dietaryNeeds: string | null;
  note: string | null;
  formC: {
    nationality: string | null;
    passportNumber: string | null;
    passportExpiresOn: string | null;
    visaNumber: string | null;
    visaExpiresOn: string | null;
  };
  updatedAt: string;
};

/**
 * Why an arrival time does not fit the stay, or null: not more than three days before check-in,
 * and not after check-out.
 */
export function arrivalTimeRefusal(arrivalTime: string | null, stay: { checkIn: IsoDate; checkOut: IsoDate }): string | null {
  if (arrivalTime === null) return null;
  const day = arrivalTime.slice(0, 10);
  if (day < addDays(stay.checkIn, -EARLIEST_ARRIVAL_DAYS_BEFORE) || day > stay.checkOut) {
    return `Your arrival should fall between ${addDays(stay.checkIn, -EARLIEST_ARRIVAL_DAYS_BEFORE)} and ${stay.checkOut}, around your stay.`;
  }
  return null;
}
