import type { FieldErrors } from "~/domain/forms/form-constants";
import type { Locale } from "~/domain/i18n/locale";

/**
 * The shared rules (app/domain) write their messages in English, the spec's words, because the
 * API answers with them too. A German page shows its visitor the German for each: looked up here by
 * the English message, never by changing the rules. Only the German is written here, so an English
 * page ships none of it beyond this module. In the browser it loads with a form's validation code
 * (./load-field-errors.ts), not with the page.
 */

/** Field names as the rules write them ('Name is required'), in German. */
const LABELS_DE: Record<string, string> = {
  Name: "Name",
  Email: "E-Mail",
  Message: "Nachricht",
  Phone: "Telefon",
  "Phone number": "Telefonnummer",
  "Retreat name": "Retreat-Name",
  Price: "Preis",
  "Flight number": "Flugnummer",
  "Arrival time": "Ankunftszeit",
  "Dietary needs": "Ernährungswünsche",
  Note: "Notiz",
  Nationality: "Staatsangehörigkeit",
  "Passport number": "Passnummer",
  "Passport expiry": "Ablaufdatum des Passes",
  "Visa number": "Visumnummer",
  "Visa expiry": "Ablaufdatum des Visums",
};

const MESSAGES_DE: Record<string, string> = {
  "Please enter a valid email": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  "Please enter a valid phone number": "Bitte geben Sie eine gültige Telefonnummer ein",
  "Please enter a retreat name": "Bitte geben Sie Ihrem Retreat einen Namen",
  "Please select a check-in date": "Bitte wählen Sie ein Anreisedatum",
  "Check-in cannot be in the past": "Die Anreise kann nicht in der Vergangenheit liegen",
  "Please choose a check-in date within the next two years": "Bitte wählen Sie ein Anreisedatum innerhalb der nächsten zwei Jahre",
  "Please select a check-out date": "Bitte wählen Sie ein Abreisedatum",
  "Check-out date must be after check-in date": "Die Abreise muss nach der Anreise liegen",
  "Please enter a valid price": "Bitte geben Sie einen gültigen Preis ein",
  "Please select a currency": "Bitte wählen Sie eine Währung",
  "Nationality is a two-letter country code, e.g. DE": "Staatsangehörigkeit als zweistelliger Ländercode, z. B. DE",
  "Please enter the passport number as printed": "Bitte geben Sie die Passnummer so ein, wie sie im Pass steht",
  "Please enter the visa number as printed": "Bitte geben Sie die Visumnummer so ein, wie sie im Visum steht",
  "Please enter a flight number such as AI 937": "Bitte geben Sie eine Flugnummer wie AI 937 ein",
  "Arrival time must be a date and time in Kerala (YYYY-MM-DDTHH:mm)": "Bitte geben Sie Datum und Uhrzeit Ihrer Ankunft in Kerala an",
  "For the airport pickup we need your flight number and arrival time":
    "Für die Abholung am Flughafen brauchen wir Ihre Flugnummer und Ankunftszeit",
};

/** Messages built from a label or a number, as the rules write them. */
const PATTERNS_DE: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^(.+) is required$/, (m) => `Bitte geben Sie ${article(m[1] as string)} ein`],
  [/^(.+) must be at most (\d+) characters$/, (m) => `${label(m[1] as string)}: höchstens ${m[2]} Zeichen`],
  [/^(.+) must be text$/, (m) => `${label(m[1] as string)}: bitte als Text eingeben`],
  [/^(.+) must be a date \(YYYY-MM-DD\)$/, (m) => `${label(m[1] as string)}: bitte ein gültiges Datum wählen`],
  [/^A single booking can be at most (\d+) nights$/, (m) => `Eine Buchung umfasst höchstens ${m[1]} Nächte`],
  [/^Retreat name must be at most (\d+) characters$/, (m) => `Der Name darf höchstens ${m[1]} Zeichen lang sein`],
  [/^Price cannot exceed /, () => "Bitte geben Sie einen niedrigeren Preis ein"],
];

function label(english: string): string {
  return LABELS_DE[english] ?? english;
}

/** 'Ihren Namen', 'Ihre E-Mail-Adresse': the object of 'Bitte geben Sie … ein'. */
function article(english: string): string {
  const objects: Record<string, string> = {
    Name: "Ihren Namen",
    Email: "Ihre E-Mail-Adresse",
    Message: "Ihre Nachricht",
    "Phone number": "Ihre Telefonnummer",
  };
  return objects[english] ?? `„${label(english)}“`;
}

const GENERIC_DE = "Bitte prüfen Sie diese Angabe";

/** A rule's message as the page's visitor reads it: the English as it is, or its German. */
export function localizedFieldError(message: string | undefined, locale: Locale): string | undefined {
  if (message === undefined || locale === "en") return message;
  const exact = MESSAGES_DE[message];
  if (exact) return exact;
  for (const [pattern, write] of PATTERNS_DE) {
    const match = pattern.exec(message);
    if (match) return write(match);
  }
  return GENERIC_DE;
}

/** Each field's messages as the page's visitor reads them. */
export function localizedFieldErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  if (locale === "en") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => localizedFieldError(message, locale) ?? message)]),
  );
}
