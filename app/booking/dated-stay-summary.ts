import type { DatedStay } from "~/domain/booking/stay-query";
import { formatDateRange } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import type { DatedStaySummary } from "./dated-stay-note";

/** The summary's words per language: the one place they are translated. */
const WORDS: Readonly<Record<Locale, { guests: (n: number) => string; total: string; book: string }>> = {
  en: { guests: (n) => (n === 1 ? "1 guest" : `${n} guests`), total: "Total", book: "Book these dates" },
  de: { guests: (n) => (n === 1 ? "1 Gast" : `${n} Gäste`), total: "Gesamt", book: "Diese Daten buchen" },
};

/**
 * A dated deep link's stay in the page's language, for DatedStayNote: worded by the loader, so no
 * page's JavaScript carries the words of every language. `total` is the card's own total for it.
 */
export function datedStaySummary(stay: DatedStay, total: number, locale: Locale): DatedStaySummary {
  const words = WORDS[locale];
  const parts = [
    formatDateRange(stay.checkin, stay.checkout, locale),
    words.guests(stay.guests),
    `${words.total} ${formatMoney(total, "EUR", { locale })}`,
  ];
  return { stay: parts.join(" · "), book: words.book, verdict: stay.verdict };
}
