import { cartItemKind } from "~/cart/cart-display";
import type { CartItem } from "~/domain/cart/cart-item";
import type { Locale } from "~/domain/i18n/locale";
import { currencyOf, formatMoney } from "~/domain/money/money";
import { m } from "~/paraglide/messages.js";

/** What the checkout says (docs/product.md#checkout-notices, verbatim) and the booking text its form post carries. */

/** The checkout's notices in the guest's language (the English verbatim): [title, description]. */
export function checkoutNotices(locale: Locale) {
  const inLocale = { locale };
  return {
    orderFailed: [m.checkout_error_title({}, inLocale), m.checkout_error_order({}, inLocale)],
    gatewayFailed: [m.checkout_error_title({}, inLocale), m.checkout_error_gateway({}, inLocale)],
    verifyCallFailed: [m.checkout_verify_error_title({}, inLocale), m.checkout_verify_error({}, inLocale)],
    verifyRejected: [m.checkout_verify_failed_title({}, inLocale), m.checkout_contact_support({}, inLocale)],
    paymentFailed: [m.checkout_failed_title({}, inLocale), m.checkout_failed({}, inLocale)],
    contactNotSaved: [m.checkout_note_title({}, inLocale), m.checkout_contact_not_saved({}, inLocale)],
    contactSaved: [m.checkout_contact_saved({}, inLocale)],
    paid: [m.checkout_paid_title({}, inLocale), m.checkout_paid({}, inLocale)],
    /** Not in the spec: the payment met dates another guest took after its hold lapsed (the server's words follow). */
    datesTaken: [m.checkout_dates_taken({}, inLocale)],
    /** Not in the spec: the server priced the cart differently (409); the cart now shows its figures. */
    pricesUpdated: [m.checkout_prices_updated_title({}, inLocale), m.checkout_prices_updated({}, inLocale)],
  } as const satisfies Record<string, readonly [string, string?]>;
}

export const CHECKOUT_NOTICES = checkoutNotices("en");

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
export function verifyRefusalNotice(
  refusal: { error: string; reason?: "nights-taken" },
  locale: Locale = "en",
): readonly [string, string?] {
  const notices = checkoutNotices(locale);
  if (refusal.reason === "nights-taken") {
    // The server writes English; the German guest reads the same facts in German.
    return [notices.datesTaken[0], locale === "en" ? refusal.error : m.checkout_dates_taken_text({}, { locale })];
  }
  return notices.verifyRejected;
}

/** A refusal the order endpoint explains (409/429): its English sentence, or a German one. */
export function orderRefusalNotice(error: string, locale: Locale): readonly [string, string?] {
  return [checkoutNotices(locale).orderFailed[0], locale === "en" ? error : m.checkout_refused({}, { locale })];
}
