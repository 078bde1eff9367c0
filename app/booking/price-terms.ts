import { ROOM_MAX_GUESTS } from "~/domain/booking/booking-rules";
import type { Locale } from "~/domain/i18n/locale";

/**
 * What a shown price includes, so that it is the final price (what Google's free booking links ask
 * of a landing page, docs/google-hotel-center.md). Only what the catalogue and the booking rules
 * say: a room's rate is per night for the room whatever the number of guests (up to the card's
 * limit); a retreat's is per person for everything its programme lists as included; and no service
 * fee or tax is ever added (checkout charges the total's deposit, the balance on arrival is the
 * rest). The one place this copy is written, per language. Loaders hand the sentence to the page,
 * so no page's JavaScript carries it.
 */
export type PriceTerms = { room: string; retreat: string };

const PRICE_TERMS: Readonly<Record<Locale, PriceTerms>> = {
  en: {
    room: `Per night for the room, up to ${ROOM_MAX_GUESTS} guests. Final price: no service fees or taxes are added.`,
    retreat: "Per person, everything its programme includes. Final price: no service fees or taxes are added.",
  },
  de: {
    room: `Pro Nacht für das Zimmer, bis zu ${ROOM_MAX_GUESTS} Gäste. Endpreis: Servicegebühren oder Steuern kommen nicht hinzu.`,
    retreat: "Pro Person, alle Leistungen des Programms inklusive. Endpreis: Servicegebühren oder Steuern kommen nicht hinzu.",
  },
};

export function priceTerms(locale: Locale): PriceTerms {
  return PRICE_TERMS[locale];
}
