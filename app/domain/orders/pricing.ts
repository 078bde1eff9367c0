import { z } from "zod";
import { EMPTY_CART_MESSAGE, retreatTotal, roomTotal, validateRetreatBooking, validateRoomBooking } from "~/domain/booking/booking-rules";
import { validateCustomRetreat } from "~/domain/booking/custom-retreat-rules";
import { checkoutContactSchema } from "~/domain/booking/checkout-contact";
import { localeField } from "~/domain/i18n/guest-locale";
import { customRetreatFloorProblem } from "~/domain/booking/custom-retreat-floor";
import { type CartItem, cartItemSchema } from "~/domain/cart/cart-item";
import { CHECKOUT_ID_MESSAGE, CHECKOUT_ID_PATTERN } from "~/domain/cart/checkout-id";
import { isCustomRetreatItem } from "~/domain/cart/cart-rules";
import { getRetreat, retreatDays } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import type { BookingLineKind } from "~/domain/booking/booking-view";
import { stayWindowProblem } from "~/domain/dates/stay-window";
import type { IsoDate } from "~/domain/dates/dates";
import { type Currency, computeDeposit, PAYMENT_CURRENCY, paymentAmountInr, toPaise } from "~/domain/money/money";

/**
 * Server-side pricing of a payment order. The browser sends its cart (docs/product.md#cart-item shape);
 * every line is validated against the catalogue and the booking rules, and every amount is
 * recomputed here: the cart's own prices are display copies and are never charged.
 */

const MAX_ORDER_LINES = 20;
export const MAX_LINE_QUANTITY = 20;
/** Razorpay's minimum order amount is ₹1.00. */
const MIN_ORDER_AMOUNT_INR = 1;

const guestNameSchema = z
  .string()
  .trim()
  .max(100, { error: "Name must be at most 100 characters" })
  .optional()
  .transform((name) => (name ? name : undefined));

/** POST /api/payments/orders. Unknown fields (in the body and in each item) are ignored. */
export const orderRequestSchema = z.object({
  userDetails: z.object({ ...checkoutContactSchema.shape, name: guestNameSchema }, { error: "Contact details are required" }),
  cartItems: z
    .array(cartItemSchema, { error: "cartItems must be a list of cart items" })
    .min(1, { error: EMPTY_CART_MESSAGE })
    .max(MAX_ORDER_LINES, { error: `A booking can have at most ${MAX_ORDER_LINES} lines` }),
  /** What the cart expects to pay, in rupees; compared with the server's figure (409 if different). */
  amount: z.number({ error: "amount must be a number of rupees" }).nonnegative().optional(),
  currency: z.literal(PAYMENT_CURRENCY, { error: `Payments are taken in ${PAYMENT_CURRENCY}` }).optional(),
  /** The browser checkout the order belongs to: a new order of it releases its earlier unpaid holds. */
  checkoutId: z.string({ error: CHECKOUT_ID_MESSAGE }).regex(CHECKOUT_ID_PATTERN, { error: CHECKOUT_ID_MESSAGE }).optional(),
  /** The language of the page the guest booked on ('en' when absent): their e-mails are written in it. */
  locale: localeField,
});

/** One line as the server prices it. Amounts are in the line's currency. */
export type PricedLine = {
  kind: BookingLineKind;
  /** Catalogue id (retreat or room), or 'custom'. */
  productId: string;
  name: string;
  description: string;
  startDate: IsoDate;
  endDate: IsoDate;
  nights: number;
  guests: number;
  quantity: number;
  currency: Currency;
  /** Per person (retreat), per night (room), or the entered total (custom retreat). */
  unitRate: number;
  /** One unit of the line: rate x guests (retreat), rate x nights (room), the entered price (custom). */
  price: number;
  /** DEPOSIT_PERCENT of price x quantity, in the line's currency, unrounded. */
  deposit: number;
};

type PricedCart = {
  lines: PricedLine[];
  /** The deposit to charge, in whole rupees (docs/product.md#deposit-and-currencies). */
  amountInr: number;
  amountPaise: number;
  currency: typeof PAYMENT_CURRENCY;
  /** The client's items with the server's prices, for a cart that must refresh (409). */
  repricedItems: CartItem[];
};

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; error: string; fieldErrors: Record<string, string[]> };

/**
 * Validates every line against the catalogue and the booking rules (check-ins not before
 * `today`, which the caller passes as resortTodayIso(), and within the booking forms' window:
 * two years ahead, 90 nights) and prices the cart.
 */
export function priceCart(items: readonly CartItem[], today: IsoDate): PricingResult {
  const fieldErrors: Record<string, string[]> = {};
  const fail = (index: number, field: string, message: string) => {
    const key = `cartItems.${index}.${field}`;
    fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
  };
  const lines: PricedLine[] = [];
  const repricedItems: CartItem[] = [];

  for (const [index, item] of items.entries()) {
    if (item.quantity > MAX_LINE_QUANTITY) {
      fail(index, "quantity", `Quantity must be between 1 and ${MAX_LINE_QUANTITY}`);
      continue;
    }
    const common = {
      startDate: item.startDate,
      endDate: item.endDate,
      quantity: item.quantity,
    };

    if (isCustomRetreatItem(item)) {
      const check = validateCustomRetreat({
        name: item.name,
        startDate: item.startDate,
        endDate: item.endDate,
        price: item.price,
        currency: item.currency,
        today,
      });
      if (!check.ok) {
        fail(index, "custom", check.message);
        continue;
      }
      const belowFloor = customRetreatFloorProblem({
        price: check.price,
        currency: check.currency,
        guests: item.guests,
        nights: check.nights,
      });
      if (belowFloor) {
        fail(index, "custom", belowFloor);
        continue;
      }
      const outside = stayWindowProblem(item.startDate, item.endDate, today);
      if (outside) {
        fail(index, "custom", outside);
        continue;
      }
      lines.push({
        ...common,
        kind: "custom",
        productId: item.retreatId,
        name: check.name,
        description: "Custom retreat",
        nights: check.nights,
        guests: item.guests,
        currency: check.currency,
        unitRate: check.price,
        price: check.price,
        deposit: computeDeposit(check.price, item.quantity),
      });
      repricedItems.push(item);
      continue;
    }

    if (item.type === "retreat") {
      const retreat = getRetreat(item.retreatId);
      if (!retreat) {
        fail(index, "retreatId", `Unknown retreat: ${item.retreatId}`);
        continue;
      }
      const check = validateRetreatBooking({
        startDate: item.startDate,
        endDate: item.endDate,
        guests: item.guests,
        durationDays: retreatDays(retreat),
        today,
      });
      if (!check.ok) {
        fail(index, "dates", check.message);
        continue;
      }
      const outside = stayWindowProblem(item.startDate, item.endDate, today);
      if (outside) {
        fail(index, "dates", outside);
        continue;
      }
      const price = retreatTotal(retreat.price, item.guests);
      lines.push({
        ...common,
        kind: "retreat",
        productId: retreat.id,
        name: retreat.title,
        description: retreat.description,
        nights: check.nights,
        guests: item.guests,
        currency: "EUR",
        unitRate: retreat.price,
        price,
        deposit: computeDeposit(price, item.quantity),
      });
      repricedItems.push({ ...item, currency: "EUR", pricePerPerson: retreat.price, totalPrice: price, price });
      continue;
    }

    const room = getRoom(item.roomId);
    if (!room) {
      fail(index, "roomId", `Unknown room: ${item.roomId}`);
      continue;
    }
    const check = validateRoomBooking({ startDate: item.startDate, endDate: item.endDate, guests: item.guests, today });
    if (!check.ok) {
      fail(index, "dates", check.message);
      continue;
    }
    const outside = stayWindowProblem(item.startDate, item.endDate, today);
    if (outside) {
      fail(index, "dates", outside);
      continue;
    }
    const price = roomTotal(check.nights, room.price);
    lines.push({
      ...common,
      kind: "room",
      productId: room.id,
      name: room.name,
      description: room.description,
      nights: check.nights,
      guests: item.guests,
      currency: "EUR",
      unitRate: room.price,
      price,
      deposit: computeDeposit(price, item.quantity),
    });
    repricedItems.push({ ...item, currency: "EUR", price });
  }

  if (Object.keys(fieldErrors).length > 0) {
    const first = Object.values(fieldErrors)[0]?.[0] ?? "Invalid cart";
    return { ok: false, error: first, fieldErrors };
  }

  let amountInr: number;
  try {
    amountInr = paymentAmountInr(lines);
  } catch {
    return { ok: false, error: "The booking total is too large to pay online", fieldErrors: {} };
  }
  if (amountInr < MIN_ORDER_AMOUNT_INR) {
    return { ok: false, error: `The deposit must be at least ₹${MIN_ORDER_AMOUNT_INR}`, fieldErrors: {} };
  }
  return {
    ok: true,
    cart: { lines, amountInr, amountPaise: toPaise(amountInr), currency: PAYMENT_CURRENCY, repricedItems },
  };
}
