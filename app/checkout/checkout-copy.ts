import { cartItemKind } from "~/cart/cart-display";
import type { CartItem } from "~/domain/cart/cart-item";
import { currencyOf, formatMoney } from "~/domain/money/money";

/** What the checkout says (docs/product.md#checkout-notices, verbatim) and the booking text its form post carries. */

/** The checkout's notices, verbatim: [title, description]. */
export const CHECKOUT_NOTICES = {
  orderFailed: ["Payment Error", "Failed to initialize payment. Please try again."],
  gatewayFailed: ["Payment Error", "Failed to load payment gateway."],
  verifyCallFailed: ["Verification Error", "Could not verify payment. Please contact support."],
  verifyRejected: ["Payment Verification Failed", "Please contact support."],
  paymentFailed: ["Payment Failed", "Payment could not be processed."],
  contactNotSaved: ["Note", "Contact details will be sent with payment confirmation"],
  contactSaved: ["Contact details saved!"],
  paid: ["Payment Successful", "Your booking has been confirmed!"],
  /** Not in the spec: the payment met dates another guest took after its hold lapsed (the server's words follow). */
  datesTaken: ["Your dates are no longer available"],
  /** Not in the spec: the server priced the cart differently (409); the cart now shows its figures. */
  pricesUpdated: ["Prices updated", "Your cart now shows the current prices. Please review the new total and try again."],
} as const satisfies Record<string, readonly [string, string?]>;

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
