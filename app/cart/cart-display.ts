import type { Locale } from "~/domain/i18n/locale";
import type { CartItem } from "~/domain/cart/cart-item";
import { isCustomRetreatItem } from "~/domain/cart/cart-rules";
import { m } from "~/paraglide/messages.js";

/** Words the cart page shows about its lines. Pure, so the wording is tested without a browser. */

type Counted = (inputs: { count: number }, options: { locale: Locale }) => string;

/** '1 night', '3 nights' in the locale: a message for one and one for the rest. */
export function countText(count: number, one: Counted, other: Counted, locale: Locale): string {
  return (count === 1 ? one : other)({ count }, { locale });
}

/** The line under the cart's heading: '1 item in your cart', '3 items in your cart'. */
export function itemCountText(quantity: number, locale: Locale = "en"): string {
  return quantity === 0 ? m.cart_empty({}, { locale }) : countText(quantity, m.cart_count_one, m.cart_count_other, locale);
}

/** What kind of booking a line is, for the card's eyebrow. */
export function cartItemKind(item: CartItem, locale: Locale = "en"): string {
  if (item.type === "room") return m.cart_kind_room({}, { locale });
  return isCustomRetreatItem(item) ? m.cart_kind_custom({}, { locale }) : m.cart_kind_retreat({}, { locale });
}

/** The facts after the dates: participants and days, nights and guests. */
export function cartItemFacts(item: CartItem, locale: Locale = "en"): string[] {
  if (item.type === "room")
    return [
      countText(item.nights, m.cart_nights_one, m.cart_nights_other, locale),
      countText(item.guests, m.cart_guests_one, m.cart_guests_other, locale),
    ];
  if (isCustomRetreatItem(item)) return [countText(item.duration, m.cart_nights_one, m.cart_nights_other, locale)];
  return [
    countText(item.guests, m.cart_participants_one, m.cart_participants_other, locale),
    countText(item.duration, m.cart_days_one, m.cart_days_other, locale),
  ];
}

export type CheckoutButtonState = { label: string; disabled: boolean };

/** docs/product.md#checkout: 'Processing...' while busy, a hint when the cart is empty. */
export function checkoutButtonState({ empty, busy }: { empty: boolean; busy: boolean }, locale: Locale = "en"): CheckoutButtonState {
  if (busy) return { label: m.cart_processing({}, { locale }), disabled: true };
  if (empty) return { label: m.cart_add_items_to_proceed({}, { locale }), disabled: true };
  return { label: m.cart_proceed({}, { locale }), disabled: false };
}
