import { useEffect, useState } from "react";
import { STAY_RULE_TEXT_EN } from "~/domain/booking/booking-rules";
import type { StayRefusals } from "~/domain/booking/stay-rule-text";
import type { Locale } from "~/domain/i18n/locale";

const ENGLISH: StayRefusals = { rules: STAY_RULE_TEXT_EN, window: undefined };

/**
 * A booking card's refusals in the page's language. English is the rules' own wording; the German
 * table loads once the card has hydrated, well before a guest has picked a date, rather than with
 * the page (0.3 kB gzip of a stay page's first load). Until it is in, a German card says nothing
 * rather than something in English (null: the card holds its checks back).
 */
export function useStayRefusals(locale: Locale): StayRefusals | null {
  const [german, setGerman] = useState<StayRefusals | null>(null);
  useEffect(() => {
    if (locale !== "de") return;
    let current = true;
    void import("~/domain/booking/stay-rule-text").then(({ stayRefusals }) => {
      if (current) setGerman(stayRefusals("de"));
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return locale === "de" ? german : ENGLISH;
}
