import { site } from "~/catalogue/site";
import type { Locale } from "~/domain/i18n/locale";
import { type Currency, formatMoney, PAYMENT_INR_PER } from "~/domain/money/money";

/**
 * The lowest price of a custom retreat (docs/decisions/082-holds.md): CUSTOM_RETREAT_FLOOR_EUR_PER_GUEST_NIGHT
 * euros per guest and night, converted for dollar and rupee lines at the payment rates. The
 * builder says so before adding to the cart and the order endpoint refuses it. Kept apart from
 * booking-rules.ts, which every page loads first: only the builder and the Worker need it.
 */

/**
 * The floor per guest and night, in euros: about a third of the cheapest programme's nightly rate
 * per person. A site fact kept here rather than in site.ts, which every page loads.
 */
export const CUSTOM_RETREAT_FLOOR_EUR_PER_GUEST_NIGHT = 50;

/** The floor per guest and night in `currency`, in cents (or paise), rounded up so no currency is cheaper than the euro floor. */
export function customRetreatFloorCents(currency: Currency): number {
  const eurCents = CUSTOM_RETREAT_FLOOR_EUR_PER_GUEST_NIGHT * 100;
  return Math.ceil((eurCents * PAYMENT_INR_PER.EUR) / PAYMENT_INR_PER[currency]);
}

/** Starts with "Price" so the builder shows it beside the price (app/booking/custom-retreat-fields.ts). */
export function customPriceFloorMessage(currency: Currency, guests: number, nights: number, locale: Locale = "en"): string {
  const perNight = customRetreatFloorCents(currency) / 100;
  if (locale === "de") {
    const whoDe = `${guests} ${guests === 1 ? "Gast" : "Gäste"} × ${nights} ${nights === 1 ? "Nacht" : "Nächte"}`;
    const money = (amount: number) => formatMoney(amount, currency, { locale });
    return `Der Preis muss mindestens ${money(perNight)} pro Gast und Nacht betragen: ${money(perNight * guests * nights)} für ${whoDe}. Für ein kleineres Budget schreiben Sie uns bitte an ${site.email}.`;
  }
  const who = `${guests} ${guests === 1 ? "guest" : "guests"} × ${nights} ${nights === 1 ? "night" : "nights"}`;
  return `Price must be at least ${formatMoney(perNight, currency)} per guest per night: ${formatMoney(perNight * guests * nights, currency)} for ${who}. For a smaller budget, please contact us at ${site.email}.`;
}

/**
 * Why a custom retreat's price (one unit of the line, for `guests` guests over `nights` nights) is
 * below the floor, or null. The builder's retreat is for one guest; a quantity multiplies price
 * and guests alike.
 */
export function customRetreatFloorProblem(
  input: { price: number; currency: Currency; guests: number; nights: number },
  locale: Locale = "en",
): string | null {
  const { price, currency, guests, nights } = input;
  if (Math.round(price * 100) >= customRetreatFloorCents(currency) * guests * nights) return null;
  return customPriceFloorMessage(currency, guests, nights, locale);
}
