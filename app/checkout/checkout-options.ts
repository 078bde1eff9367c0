import type { CartItem } from "~/domain/cart/cart-item";
import { site } from "~/catalogue/site";
import { currencyOf, formatMoney } from "~/domain/money/money";
import type { RazorpayOptions } from "./razorpay";

/**
 * Pure pieces of the client checkout (SPEC 4 'Checkout', 7, 8): the payment window's options,
 * the text the form posts carry, and the notices' copy, verbatim from the specification.
 */

export const PAYMENT_DESCRIPTION = "Sacred Journey Booking";
/** The logo shown in the payment window. */
export const CHECKOUT_LOGO_PATH = "/favicon.svg";

/** SPEC 8, verbatim: [title, description]. */
export const CHECKOUT_NOTICES = {
  orderFailed: ["Payment Error", "Failed to initialize payment. Please try again."],
  gatewayFailed: ["Payment Error", "Failed to load payment gateway."],
  verifyCallFailed: ["Verification Error", "Could not verify payment. Please contact support."],
  verifyRejected: ["Payment Verification Failed", "Please contact support."],
  paymentFailed: ["Payment Failed", "Payment could not be processed."],
  contactNotSaved: ["Note", "Contact details will be sent with payment confirmation"],
  contactSaved: ["Contact details saved!"],
  paid: ["Payment Successful", "Your booking has been confirmed!"],
  /** Not in the spec: the server priced the cart differently (409); the cart now shows its figures. */
  pricesUpdated: ["Prices updated", "Your cart now shows the current prices. Please review the new total and try again."],
} as const satisfies Record<string, readonly [string, string?]>;

/** The default country code for numbers given without one: the resort and Razorpay are in India. */
export const DEFAULT_COUNTRY_CODE = "91";

/**
 * The phone number as the payment window expects it, '+{country code}{number}': spaces and
 * punctuation removed, a leading 00 read as +, and a number without a country code taken as
 * Indian (a leading trunk 0 dropped). Returns the trimmed input when it has too few digits.
 */
export function phoneWithCountryCode(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 6) return trimmed;
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  const national = digits.replace(/^0+/, "");
  if (national.length > 10 && national.startsWith(DEFAULT_COUNTRY_CODE)) return `+${national}`;
  return `+${DEFAULT_COUNTRY_CODE}${national}`;
}

export type CreatedOrder = {
  order: { id: string; amount: number; currency: string };
  key_id: string;
};

/** The options the payment window opens with (SPEC 7: theme, resort name, description, logo). */
export function paymentWindowOptions(input: {
  created: CreatedOrder;
  contact: { name?: string; email: string; phone: string };
  origin: string;
  handler: RazorpayOptions["handler"];
  ondismiss: () => void;
}): RazorpayOptions {
  const { created, contact } = input;
  return {
    key: created.key_id,
    amount: created.order.amount,
    currency: created.order.currency,
    name: site.name,
    description: PAYMENT_DESCRIPTION,
    image: new URL(CHECKOUT_LOGO_PATH, input.origin).href,
    order_id: created.order.id,
    prefill: {
      ...(contact.name ? { name: contact.name } : {}),
      email: contact.email,
      contact: phoneWithCountryCode(contact.phone),
    },
    theme: { color: site.themeColor },
    handler: input.handler,
    modal: { ondismiss: input.ondismiss },
  };
}

function typeLabel(item: CartItem): string {
  if (item.type === "room") return "Room";
  return item.retreatId === "custom" ? "Custom retreat" : "Retreat";
}

/**
 * SPEC 7: one text line per item with its name, type, dates, and the currency symbol with
 * price x quantity: 'Sunrise (Room) - Jan 05 - Jan 08, 2027 - €750 x 1 = €750'.
 */
export function bookingDetailsText(items: readonly CartItem[]): string {
  return items
    .map((item) => {
      const currency = currencyOf(item);
      return `${item.name} (${typeLabel(item)}) - ${item.dates} - ${formatMoney(item.price, currency)} x ${item.quantity} = ${formatMoney(item.price * item.quantity, currency)}`;
    })
    .join("\n");
}

/** The confirmation page's address for a verified payment. */
export function confirmationPath(paymentId: string, orderId: string): string {
  return `/booking-confirmation?${new URLSearchParams({ payment_id: paymentId, order_id: orderId })}`;
}
