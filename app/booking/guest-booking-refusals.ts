import { GUEST_CANCEL_REFUSALS } from "~/domain/booking/guest-booking";
import { formatDisplayDate, isIsoDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import { localizedFieldError } from "~/forms/field-errors";

/**
 * The booking page's API (workers/api/my-booking.ts, my-booking-balance.ts) refuses in English,
 * the words its tests and the resort's logs know. A German page shows its guest the German of each
 * refusal, looked up here by the English, as the forms do with their field messages
 * (app/forms/field-errors.ts). Loaded with the page's API calls, never on first load.
 */

const REFUSALS_DE: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(GUEST_CANCEL_REFUSALS.en).map(([reason, english]) => [
      english,
      GUEST_CANCEL_REFUSALS.de[reason as keyof typeof GUEST_CANCEL_REFUSALS.de],
    ]),
  ),
  "Cancelling online is unavailable just now. Please try again later, or write to us.":
    "Online stornieren ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal oder schreiben Sie uns.",
  "Your booking changed while you were cancelling it. Please reload the page and look again.":
    "Ihre Buchung hat sich geändert, während Sie sie storniert haben. Bitte laden Sie die Seite neu und sehen Sie noch einmal nach.",
  "This booking is cancelled.": "Diese Buchung ist storniert.",
  "This booking is no longer going ahead.": "Diese Buchung findet nicht mehr statt.",
  "Please choose dates from today on.": "Bitte wählen Sie Termine ab heute.",
  "The resort has not confirmed this custom retreat yet: the balance can be paid once it has.":
    "Das Resort hat Ihr eigenes Retreat noch nicht bestätigt: Den Restbetrag können Sie bezahlen, sobald es bestätigt ist.",
  "Your balance payment is being completed. Please reload the page in a minute.":
    "Ihre Zahlung des Restbetrags wird gerade abgeschlossen. Bitte laden Sie die Seite in einer Minute neu.",
  "Your balance payment is being prepared. Please try again in a moment.":
    "Ihre Zahlung des Restbetrags wird vorbereitet. Bitte versuchen Sie es gleich noch einmal.",
  "Nothing is due on this booking: it is paid in full.": "Für diese Buchung ist nichts mehr offen: Sie ist vollständig bezahlt.",
  // The change request's own field messages, in the words the forms use for a stay's dates.
  "Check-in is required": "Bitte wählen Sie ein Anreisedatum",
  "Check-in must be a date (YYYY-MM-DD)": "Bitte wählen Sie ein Anreisedatum",
  "Check-out is required": "Bitte wählen Sie ein Abreisedatum",
  "Check-out must be a date (YYYY-MM-DD)": "Bitte wählen Sie ein Abreisedatum",
  "Check-out must be after check-in": "Die Abreise muss nach der Anreise liegen",
};

const date = (iso: string) => (isIsoDate(iso) ? formatDisplayDate(iso, "de") : iso);

const PATTERNS_DE: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Arrival details could be changed online until /,
    () =>
      "Die Ankunftsdaten ließen sich nur bis 48 Stunden vor der Anreise online ändern. Für Änderungen schreiben Sie uns bitte oder rufen Sie an.",
  ],
  [
    /^Your arrival should fall between (\S+) and (\S+), around your stay\.$/,
    (match) => `Ihre Ankunft sollte zwischen dem ${date(match[1] ?? "")} und dem ${date(match[2] ?? "")} liegen, rund um Ihren Aufenthalt.`,
  ],
  [/^This booking is [\w ]+: there is no balance to pay\.$/, () => "Für diese Buchung ist kein Restbetrag zu bezahlen."],
  [
    / is too little to pay online: please settle it at the resort\.$/,
    () => "Dieser Restbetrag ist zu klein für eine Online-Zahlung: Bitte begleichen Sie ihn im Resort.",
  ],
];

const GENERIC_DE = "Das hat leider nicht geklappt. Bitte laden Sie die Seite neu oder schreiben Sie uns.";

/** A refusal as the page's guest reads it: the English as it is, or its German. */
export function localizedRefusal(english: string, locale: Locale): string {
  if (locale === "en") return english;
  const exact = REFUSALS_DE[english];
  if (exact) return exact;
  for (const [pattern, write] of PATTERNS_DE) {
    const match = pattern.exec(english);
    if (match) return write(match);
  }
  return GENERIC_DE;
}

/** A field's messages as the page's guest reads them. */
export function localizedFieldErrors(fieldErrors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  if (locale === "en") return fieldErrors;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => REFUSALS_DE[message] ?? localizedFieldError(message, locale) ?? message),
    ]),
  );
}
