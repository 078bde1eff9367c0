import "~/domain/zod-config";
import { z } from "zod";
import { RETREAT_MAX_PARTICIPANTS, ROOM_MAX_GUESTS, retreatTotal, roomTotal } from "~/domain/booking/booking-rules";
import { daysBetween, formatDateRange, isIsoDate, startTimeMs } from "~/domain/dates/dates";
import { CUSTOM_RETREAT_DESCRIPTION, CUSTOM_RETREAT_ID } from "./custom-retreat";
import { currencySchema } from "~/domain/money/currency-schema";
import type { Currency } from "~/domain/money/money";

/**
 * The cart item (docs/product.md#cart-item). The same schema parses the cart restored from
 * local storage in the browser and the cartItems of a payment order request in the Worker.
 * Unknown keys are stripped. Prices here are display prices: the server recomputes what it
 * charges from the catalogue.
 *
 * Custom retreats: the spec says they "use the same shape" as retreat items, and its type field
 * is only 'retreat' or 'room'. So a custom retreat is a `type: 'retreat'` item whose retreatId is
 * the reserved CUSTOM_RETREAT_ID ('custom'); its id follows the retreat rule, 'custom-' plus the
 * start time in ms, and it always names its currency. No catalogue retreat may use the id
 * 'custom'. Use isCustomRetreatItem to tell them apart.
 *
 * Pages import this module only on demand (when adding to the cart), never at load: it is where
 * zod comes in. Constants and checks that pages render with live in cart-rules.ts
 * (docs/decisions/030).
 */

export { CUSTOM_RETREAT_DESCRIPTION, CUSTOM_RETREAT_ID } from "./custom-retreat";

const isoDateSchema = z.string().refine(isIsoDate, { error: "Expected a date as YYYY-MM-DD" });
const amountSchema = z.number().positive();

const commonFields = {
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  /** Total for one unit of the line: retreat = per person x guests, room = nights x rate. */
  price: amountSchema,
  /** Image URL (callers pass image.src); may be empty when an item has no picture. */
  image: z.string().max(2048),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** Display text, 'MMM dd - MMM dd, yyyy'. */
  dates: z.string().max(100),
  quantity: z.int().min(1),
  /** Absent means EUR. */
  currency: currencySchema.optional(),
};

type Stay = { id: string; startDate: string; endDate: string };

/** The dates are a real stay and the id is `${productId}-${start ms}`; returns the nights or null. */
function checkStay<T extends Stay>(item: T, productId: string, ctx: z.core.$RefinementCtx<T>): number | null {
  if (!isIsoDate(item.startDate) || !isIsoDate(item.endDate)) return null;
  const nights = daysBetween(item.startDate, item.endDate);
  if (nights <= 0) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be after start date" });
  }
  if (item.id !== `${productId}-${startTimeMs(item.startDate)}`) {
    ctx.addIssue({ code: "custom", path: ["id"], message: "Id must be the product id plus the start time" });
  }
  return nights;
}

// Prices are copied from one computation, but allow for a stored value that was rounded to cents.
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

export const retreatCartItemSchema = z
  .object({
    ...commonFields,
    type: z.literal("retreat"),
    retreatId: z.string().min(1).max(200),
    retreatName: z.string().min(1).max(200),
    guests: z.int().min(1).max(RETREAT_MAX_PARTICIPANTS),
    /** Days from check-in to check-out (check-out = check-in + duration). */
    duration: z.int().min(1),
    pricePerPerson: amountSchema,
    /** pricePerPerson x guests; equal to price. */
    totalPrice: amountSchema,
  })
  .superRefine((item, ctx) => {
    const nights = checkStay(item, item.retreatId, ctx);
    if (nights !== null && nights !== item.duration) {
      ctx.addIssue({ code: "custom", path: ["duration"], message: "Duration must match the dates" });
    }
    if (!sameAmount(item.totalPrice, retreatTotal(item.pricePerPerson, item.guests))) {
      ctx.addIssue({ code: "custom", path: ["totalPrice"], message: "Total must be price per person x guests" });
    }
    if (!sameAmount(item.price, item.totalPrice)) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Price must equal the total price" });
    }
    if (item.retreatId === CUSTOM_RETREAT_ID && item.currency === undefined) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "A custom retreat names its currency" });
    }
  });

export const roomCartItemSchema = z
  .object({
    ...commonFields,
    type: z.literal("room"),
    roomId: z.string().min(1).max(200),
    nights: z.int().min(1),
    guests: z.int().min(1).max(ROOM_MAX_GUESTS),
  })
  .superRefine((item, ctx) => {
    const nights = checkStay(item, item.roomId, ctx);
    if (nights !== null && nights !== item.nights) {
      ctx.addIssue({ code: "custom", path: ["nights"], message: "Nights must match the dates" });
    }
  });

export const cartItemSchema = z.discriminatedUnion("type", [retreatCartItemSchema, roomCartItemSchema]);
export const cartSchema = z.array(cartItemSchema);

export type RetreatCartItem = z.infer<typeof retreatCartItemSchema>;
export type RoomCartItem = z.infer<typeof roomCartItemSchema>;
export type CustomRetreatCartItem = RetreatCartItem & { retreatId: typeof CUSTOM_RETREAT_ID; currency: Currency };
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemType = CartItem["type"];

/**
 * Builders assume input already passed the booking rules (booking-rules.ts). They still parse
 * their result, so an impossible item throws here instead of reaching the cart.
 */

export type RetreatForCart = { id: string; title: string; description: string; price: number; image: string };

export function buildRetreatCartItem(input: {
  retreat: RetreatForCart;
  /** The retreat's number of days; null when its duration text has none (the dates then decide). */
  durationDays: number | null;
  startDate: string;
  endDate: string;
  guests: number;
}): RetreatCartItem {
  const { retreat, startDate, endDate, guests } = input;
  const total = retreatTotal(retreat.price, guests);
  return retreatCartItemSchema.parse({
    id: `${retreat.id}-${startTimeMs(startDate)}`,
    type: "retreat",
    name: retreat.title,
    description: retreat.description,
    price: total,
    image: retreat.image,
    startDate,
    endDate,
    dates: formatDateRange(startDate, endDate),
    quantity: 1,
    currency: "EUR",
    retreatId: retreat.id,
    retreatName: retreat.title,
    guests,
    duration: input.durationDays ?? daysBetween(startDate, endDate),
    pricePerPerson: retreat.price,
    totalPrice: total,
  } satisfies RetreatCartItem);
}

export type RoomForCart = { id: string; name: string; description: string; price: number; image: string };

export function buildRoomCartItem(input: { room: RoomForCart; startDate: string; endDate: string; guests: number }): RoomCartItem {
  const { room, startDate, endDate, guests } = input;
  const nights = daysBetween(startDate, endDate);
  return roomCartItemSchema.parse({
    id: `${room.id}-${startTimeMs(startDate)}`,
    type: "room",
    name: room.name,
    description: room.description,
    price: roomTotal(nights, room.price),
    image: room.image,
    startDate,
    endDate,
    dates: formatDateRange(startDate, endDate),
    quantity: 1,
    currency: "EUR",
    roomId: room.id,
    nights,
    guests,
  } satisfies RoomCartItem);
}

/** A custom retreat: the entered price is the total for the stay, for one guest line. */
export function buildCustomRetreatCartItem(input: {
  name: string;
  startDate: string;
  endDate: string;
  price: number;
  currency: Currency;
  image?: string;
}): CustomRetreatCartItem {
  const { startDate, endDate, price, currency } = input;
  const name = input.name.trim();
  const item = retreatCartItemSchema.parse({
    id: `${CUSTOM_RETREAT_ID}-${startTimeMs(startDate)}`,
    type: "retreat",
    name,
    description: CUSTOM_RETREAT_DESCRIPTION,
    price,
    image: input.image ?? "",
    startDate,
    endDate,
    dates: formatDateRange(startDate, endDate),
    quantity: 1,
    currency,
    retreatId: CUSTOM_RETREAT_ID,
    retreatName: name,
    guests: 1,
    duration: daysBetween(startDate, endDate),
    pricePerPerson: price,
    totalPrice: price,
  } satisfies RetreatCartItem);
  return { ...item, retreatId: CUSTOM_RETREAT_ID, currency };
}
