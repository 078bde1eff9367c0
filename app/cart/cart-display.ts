import type { CartItem } from "~/domain/cart/cart-item";
import { isCustomRetreatItem } from "~/domain/cart/cart-rules";
import { plural } from "~/domain/plural";

/** Words the cart page shows about its lines. Pure, so the wording is tested without a browser. */

/** The line under the cart's heading: '1 item in your cart', '3 items in your cart'. */
export function itemCountText(quantity: number): string {
  return quantity === 0 ? "Your cart is empty" : `${plural(quantity, "item")} in your cart`;
}

/** What kind of booking a line is, for the card's eyebrow. */
export function cartItemKind(item: CartItem): "Retreat" | "Room" | "Custom retreat" {
  if (item.type === "room") return "Room";
  return isCustomRetreatItem(item) ? "Custom retreat" : "Retreat";
}

/** The facts after the dates: participants and days, nights and guests. */
export function cartItemFacts(item: CartItem): string[] {
  if (item.type === "room") return [plural(item.nights, "night"), plural(item.guests, "guest")];
  if (isCustomRetreatItem(item)) return [plural(item.duration, "night")];
  return [plural(item.guests, "participant"), plural(item.duration, "day")];
}

export type CheckoutButtonState = { label: string; disabled: boolean };

/** docs/product.md#checkout: 'Processing...' while busy, a hint when the cart is empty. */
export function checkoutButtonState({ empty, busy }: { empty: boolean; busy: boolean }): CheckoutButtonState {
  if (busy) return { label: "Processing...", disabled: true };
  if (empty) return { label: "Add items to your cart to proceed", disabled: true };
  return { label: "Proceed to Payment", disabled: false };
}
