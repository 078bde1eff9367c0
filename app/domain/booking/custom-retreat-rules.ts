import { daysBetween, isIsoDate } from "~/domain/dates/dates";
import { type Currency, formatMoney, isCurrency } from "~/domain/money/money";
import { isBeforeToday, keepCheckoutIfAfter, type MaybeDate, PAST_CHECKIN_MESSAGE } from "./booking-rules";

/**
 * The custom retreat builder's rules, beside the cards' in booking-rules.ts: the same functions run
 * in the browser and in the Worker. A module of their own, so that the room and retreat pages,
 * which load the cards' rules, do not load these (0.3 kB gzip of their first load).
 */

export const CUSTOM_NAME_MAX = 120;

/**
 * Highest price accepted for a custom retreat, per currency (the same order of magnitude in
 * each: about €100,000). Guards the payment order against a typo or a doctored request.
 */
export const CUSTOM_PRICE_MAX: Readonly<Record<Currency, number>> = {
  EUR: 100_000,
  USD: 100_000,
  INR: 10_000_000,
};

export function customPriceMaxMessage(currency: Currency): string {
  return `Price cannot exceed ${formatMoney(CUSTOM_PRICE_MAX[currency], currency)}`;
}

/** Choosing check-in clears check-out if it is not after the new check-in. */
export function nextCheckoutOnCustomCheckinChange(newCheckin: MaybeDate, currentCheckout: MaybeDate): string | null {
  return keepCheckoutIfAfter(newCheckin, currentCheckout);
}

/** The price field's value as a number: plain decimals only ('1200', '99.5'), else NaN. */
export function parsePriceInput(price: number | string | null | undefined): number {
  if (typeof price === "number") return price;
  const text = (price ?? "").trim();
  return /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export type CustomRetreatCheck =
  | { ok: true; name: string; price: number; currency: Currency; nights: number }
  | { ok: false; message: string };

/**
 * Custom retreat builder. Returns the first failure in the spec's order (name, check-in,
 * check-out, check-out after check-in, price), with the past check-in check right after the
 * check-in one, and the price cap and currency after the price. On success the name is trimmed
 * and the price parsed.
 */
export function validateCustomRetreat(input: {
  name: string | null | undefined;
  startDate: MaybeDate;
  endDate: MaybeDate;
  price: number | string | null | undefined;
  currency: string | null | undefined;
  today: string;
}): CustomRetreatCheck {
  const name = (input.name ?? "").trim();
  const { startDate, endDate, currency, today } = input;
  if (name === "") return { ok: false, message: "Please enter a retreat name" };
  if (name.length > CUSTOM_NAME_MAX) {
    return { ok: false, message: `Retreat name must be at most ${CUSTOM_NAME_MAX} characters` };
  }
  if (!isIsoDate(startDate)) return { ok: false, message: "Please select a check-in date" };
  if (isBeforeToday(startDate, today)) return { ok: false, message: PAST_CHECKIN_MESSAGE };
  if (!isIsoDate(endDate)) return { ok: false, message: "Please select a check-out date" };
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) return { ok: false, message: "Check-out date must be after check-in date" };
  const price = parsePriceInput(input.price);
  if (!Number.isFinite(price) || price <= 0 || !hasAtMostTwoDecimals(price)) {
    return { ok: false, message: "Please enter a valid price" };
  }
  if (!isCurrency(currency)) return { ok: false, message: "Please select a currency" };
  if (price > CUSTOM_PRICE_MAX[currency]) return { ok: false, message: customPriceMaxMessage(currency) };
  return { ok: true, name, price, currency, nights };
}
