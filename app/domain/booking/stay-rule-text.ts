import { MAX_STAY_NIGHTS, type StayWindowText } from "~/domain/dates/stay-window";
import type { Locale } from "~/domain/i18n/locale";
import { STAY_RULE_TEXT_EN, type StayRuleText } from "./booking-rules";

/**
 * The booking cards' refusals in each language of the site: the rules' own English, and the one
 * place they are written in German. Only the room and retreat pages import this module, so the
 * German travels with them alone, not with the rules every booking page loads.
 */
const STAY_RULE_TEXT_DE: StayRuleText = {
  bothDates: "Bitte wählen Sie Anreise und Abreise",
  pastCheckin: "Die Anreise kann nicht in der Vergangenheit liegen",
  endAfterStart: "Die Abreise muss nach der Anreise liegen",
  exactDays: (days) => `Bitte wählen Sie für dieses Retreat genau ${days} Tage`,
  requiresDays: (days) => `Dieses Retreat dauert genau ${days} Tage`,
  atLeastOneParticipant: "Bitte wählen Sie mindestens eine Person",
  maxParticipants: (max) => `Höchstens ${max} Teilnehmende`,
  roomDates: "Bitte wählen Sie gültige An- und Abreisedaten",
  atLeastOneGuest: "Bitte wählen Sie mindestens einen Gast",
  maxGuests: (max) => `Höchstens ${max} Gäste`,
};

const STAY_WINDOW_TEXT_DE: StayWindowText = {
  tooFar: "Bitte wählen Sie eine Anreise innerhalb der nächsten zwei Jahre",
  tooLong: `Eine Buchung umfasst höchstens ${MAX_STAY_NIGHTS} Nächte`,
};

export type StayRefusals = { rules: StayRuleText; window: StayWindowText | undefined };

/** The wording a booking card passes to the rules and the pickers' window on a page in `locale`. */
export function stayRefusals(locale: Locale): StayRefusals {
  return locale === "de" ? { rules: STAY_RULE_TEXT_DE, window: STAY_WINDOW_TEXT_DE } : { rules: STAY_RULE_TEXT_EN, window: undefined };
}
