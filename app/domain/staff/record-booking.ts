import "~/domain/zod-config";
import * as z from "zod/mini";
import { getRetreat, retreatDays } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import { cartInventoryProblems } from "~/domain/availability/inventory";
import { RETREAT_MAX_PARTICIPANTS, ROOM_MAX_GUESTS, validateRetreatBooking, validateRoomBooking } from "~/domain/booking/booking-rules";
import { type IsoDate, isIsoDate } from "~/domain/dates/dates";
import { stayWindowProblem } from "~/domain/dates/stay-window";
import { CURRENCIES, type Currency } from "~/domain/money/money";
import type { PricedLine } from "~/domain/orders/pricing";
import { BALANCE_METHODS } from "./booking-action-rules";
import { RECORDED_SOURCES } from "~/domain/booking/booking-source";
import { localeField } from "~/domain/i18n/guest-locale";

/**
 * A booking staff record: taken by phone, by e-mail or at the front desk, paid (if at all) to the
 * resort directly. The input of `POST /api/admin/bookings` and of the console's form, and the pure
 * rule that turns it into stored lines. The lines obey the same rules as the site's cart (the
 * catalogue's rooms and retreats, check-in from the resort's today, the booking window, guests per
 * room and retreat, one room once a night); only the price is the one agreed with the guest, per
 * line, in one currency (docs/decisions/084-recorded-bookings.md).
 */

/** A sanity bound on amounts typed by staff: 10 crore minor units. */
const MAX_MINOR = 1_000_000_000;
const MAX_RECORDED_LINES = 8;

const isoDateSchema = z.string("Give the date as YYYY-MM-DD").check(z.refine(isIsoDate, "Give the date as YYYY-MM-DD"));

const priceSchema = z
  .int("The agreed price is a whole number of cents (or paise)")
  .check(z.minimum(1, "The agreed price must be more than nothing"), z.maximum(MAX_MINOR, "That price is more than any stay costs"));

const stay = {
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** The agreed price of the whole line, in the minor unit of the booking's currency. */
  price: priceSchema,
};

const roomLineSchema = z.strictObject({
  type: z.literal("room"),
  roomId: z.string("Say which room").check(z.minLength(1, "Say which room"), z.maxLength(200)),
  guests: z
    .int("Guests is a whole number")
    .check(z.minimum(1, "At least 1 guest"), z.maximum(ROOM_MAX_GUESTS, `Maximum ${ROOM_MAX_GUESTS} guests`)),
  ...stay,
});

const retreatLineSchema = z.strictObject({
  type: z.literal("retreat"),
  retreatId: z.string("Say which retreat").check(z.minLength(1, "Say which retreat"), z.maxLength(200)),
  guests: z
    .int("Guests is a whole number")
    .check(z.minimum(1, "At least 1 guest"), z.maximum(RETREAT_MAX_PARTICIPANTS, `Maximum ${RETREAT_MAX_PARTICIPANTS} participants`)),
  ...stay,
});

const optionalText = (max: number, message: string) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, message)),
      z.transform((text) => (text ? text : undefined)),
    ),
  );

export const recordBookingInputSchema = z
  .strictObject({
    source: z.enum(RECORDED_SOURCES, `Say how the booking was taken: ${RECORDED_SOURCES.join(", ")}`),
    guest: z.strictObject({
      name: z
        .string("Give the guest's name")
        .check(z.trim(), z.minLength(2, "Give the guest's name"), z.maxLength(100, "Keep the name under 100 characters")),
      email: z.pipe(
        z.pipe(
          z.optional(z.string().check(z.trim(), z.toLowerCase())),
          z.transform((email) => (email ? email : undefined)),
        ),
        z.optional(z.email("That e-mail address does not look right").check(z.maxLength(254, "That e-mail address is too long"))),
      ),
      phone: z.pipe(
        optionalText(30, "Keep the phone number under 30 characters"),
        z.optional(
          z.string().check(z.regex(/^\+?[\d\s()-]{6,30}$/, "A phone number has digits, spaces, brackets, dashes and an optional +")),
        ),
      ),
    }),
    lines: z
      .array(z.discriminatedUnion("type", [roomLineSchema, retreatLineSchema]), "lines must be a list of rooms and retreats")
      .check(
        z.minLength(1, "Add a room or a retreat"),
        z.maxLength(MAX_RECORDED_LINES, `A booking can have at most ${MAX_RECORDED_LINES} lines`),
      ),
    /** The currency of every agreed price and of the deposit. */
    currency: z.enum(CURRENCIES, `Currency must be one of ${CURRENCIES.join(", ")}`),
    /** What the guest paid the resort already; absent when nothing yet. */
    deposit: z.optional(
      z.strictObject({
        amount: z
          .int("The deposit is a whole number of cents (or paise)")
          .check(z.minimum(1, "A deposit must be more than nothing"), z.maximum(MAX_MINOR, "That is more than any booking holds")),
        method: z.enum(BALANCE_METHODS, `Method must be one of ${BALANCE_METHODS.join(", ")}`),
        note: optionalText(500, "Keep the note under 500 characters"),
      }),
    ),
    /** For the audit trail: what was agreed, who took the call. Never shown to the guest. */
    note: optionalText(500, "Keep the note under 500 characters"),
    /** The language of the guest's e-mails ('en' when absent). */
    locale: localeField,
  })
  .check(
    z.refine((input) => input.deposit?.method !== "other" || Boolean(input.deposit.note), {
      message: "Say in the note how the deposit was paid",
      path: ["deposit", "note"],
    }),
    z.refine((input) => input.source !== "email" || Boolean(input.guest.email), {
      message: "A booking taken by e-mail needs the guest's address",
      path: ["guest", "email"],
    }),
  );
export type RecordBookingInput = z.infer<typeof recordBookingInputSchema>;

export type RecordedLines = { ok: true; lines: PricedLine[] } | { ok: false; error: string; fieldErrors: Record<string, string[]> };

/**
 * The stored lines of a recorded booking: each checked against the catalogue and the cart's
 * booking rules as of `today` (the resort's), priced at what was agreed. The unit rate is the
 * agreed price per night (room) or per guest (retreat), rounded to the cent; the line's price is
 * exactly what was agreed. A deposit above the total is refused.
 */
export function recordedLines(input: RecordBookingInput, today: IsoDate): RecordedLines {
  const fieldErrors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  };
  const currency: Currency = input.currency;
  const lines: PricedLine[] = [];
  for (const [index, line] of input.lines.entries()) {
    const at = `lines.${index}`;
    const outside = stayWindowProblem(line.startDate, line.endDate, today);
    const price = line.price / 100;
    if (line.type === "room") {
      const room = getRoom(line.roomId);
      if (!room) {
        fail(`${at}.roomId`, `Unknown room: ${line.roomId}`);
        continue;
      }
      const check = validateRoomBooking({ startDate: line.startDate, endDate: line.endDate, guests: line.guests, today });
      if (!check.ok || outside) {
        fail(`${at}.dates`, check.ok ? (outside as string) : check.message);
        continue;
      }
      lines.push({
        kind: "room",
        productId: room.id,
        name: room.name,
        description: room.description,
        startDate: line.startDate,
        endDate: line.endDate,
        nights: check.nights,
        guests: line.guests,
        quantity: 1,
        currency,
        unitRate: unitRate(line.price, check.nights),
        price,
        deposit: 0,
      });
      continue;
    }
    const retreat = getRetreat(line.retreatId);
    if (!retreat) {
      fail(`${at}.retreatId`, `Unknown retreat: ${line.retreatId}`);
      continue;
    }
    const check = validateRetreatBooking({
      startDate: line.startDate,
      endDate: line.endDate,
      guests: line.guests,
      durationDays: retreatDays(retreat),
      today,
    });
    if (!check.ok || outside) {
      fail(`${at}.dates`, check.ok ? (outside as string) : check.message);
      continue;
    }
    lines.push({
      kind: "retreat",
      productId: retreat.id,
      name: retreat.title,
      description: retreat.description,
      startDate: line.startDate,
      endDate: line.endDate,
      nights: check.nights,
      guests: line.guests,
      quantity: 1,
      currency,
      unitRate: unitRate(line.price, line.guests),
      price,
      deposit: 0,
    });
  }
  if (Object.keys(fieldErrors).length === 0) {
    for (const { index, message } of cartInventoryProblems(lines)) fail(`lines.${index}.dates`, message);
  }
  const total = input.lines.reduce((sum, line) => sum + line.price, 0);
  if (input.deposit && input.deposit.amount > total) fail("deposit.amount", "The deposit is more than the agreed price");
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, error: Object.values(fieldErrors)[0]?.[0] ?? "The booking cannot be recorded", fieldErrors };
  }
  return { ok: true, lines };
}

/** Minor units shared among `units`, in major units rounded to the cent, never below one cent. */
function unitRate(priceMinor: number, units: number): number {
  return Math.max(1, Math.round(priceMinor / units)) / 100;
}
