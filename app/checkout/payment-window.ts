import { site } from "~/catalogue/site";
import type { Locale } from "~/domain/i18n/locale";
import { m } from "~/paraglide/messages.js";
import type { RazorpayOptions } from "./razorpay";

/** The payment window (docs/product.md#payment-window): the options it opens with, and where a verified payment leads. */

/** The logo shown in the payment window. */
const CHECKOUT_LOGO_PATH = "/favicon.svg";

/** The default country code for numbers given without one: the resort and Razorpay are in India. */
const DEFAULT_COUNTRY_CODE = "91";

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

/** The options the payment window opens with (theme, resort name, description in the page's language, logo). */
export function paymentWindowOptions(input: {
  created: CreatedOrder;
  /** The page's language, for the description; English when left out. */
  locale?: Locale;
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
    description: m.checkout_payment_description({}, { locale: input.locale ?? "en" }),
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

/** The confirmation page's address for a verified payment. */
export function confirmationPath(paymentId: string, orderId: string): string {
  return `/booking-confirmation?${new URLSearchParams({ payment_id: paymentId, order_id: orderId })}`;
}
