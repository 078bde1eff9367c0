import { cartItemKind } from "~/cart/cart-display";
import type { CartItem } from "~/domain/cart/cart-item";
import { currencyOf, formatMoney } from "~/domain/money/money";
import { CHECKOUT_NOTICES } from "./checkout-notices";

/** What the checkout says (docs/product.md#checkout-notices, verbatim) and the booking text its form post carries. */

export { CHECKOUT_NOTICES };

/**
 * docs/product.md#what-the-resort-receives: one text line per item with its name, type, dates, and the currency symbol with
 * price x quantity: 'Sunrise (Room) - Jan 05 - Jan 08, 2027 - €750 x 1 = €750'.
 */
export function bookingDetailsText(items: readonly CartItem[]): string {
  return items
    .map((item) => {
      const currency = currencyOf(item);
      return `${item.name} (${cartItemKind(item)}) - ${item.dates} - ${formatMoney(item.price, currency)} x ${item.quantity} = ${formatMoney(item.price * item.quantity, currency)}`;
    })
    .join("\n");
}

/**
 * What the guest reads when the server refuses a payment: the product's words for a refused
 * verification, except when the dates went to another guest, where only the server's own sentence
 * (not confirmed, refunded in full, the team will call) tells the guest what happens to the money.
 */
export function verifyRefusalNotice(refusal: { error: string; reason?: "nights-taken" }): readonly [string, string?] {
  if (refusal.reason === "nights-taken") return [CHECKOUT_NOTICES.datesTaken[0], refusal.error];
  return CHECKOUT_NOTICES.verifyRejected;
}
