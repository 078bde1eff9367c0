import type { FieldErrors } from "~/domain/forms/form-constants";
import type { Locale } from "~/domain/i18n/locale";

/** The rules' messages (English, the API's words) in the page's language. */
export type FieldErrorsInLocale = {
  message(english: string): string;
  fieldErrors(english: FieldErrors): FieldErrors;
};

const AS_THEY_ARE: FieldErrorsInLocale = { message: (english) => english, fieldErrors: (english) => english };

/**
 * A form's messages are needed only once the guest submits or the form checks a field, so the
 * German table (./field-errors.ts) loads then, beside the form's validation code, and not with the
 * page; an English page loads nothing. A form states its errors through this in the page's
 * language, and renders them as they are.
 */
export async function loadFieldErrorsIn(locale: Locale): Promise<FieldErrorsInLocale> {
  if (locale === "en") return AS_THEY_ARE;
  const { localizedFieldError, localizedFieldErrors } = await import("./field-errors");
  return {
    message: (english) => localizedFieldError(english, locale) ?? english,
    fieldErrors: (english) => localizedFieldErrors(english, locale),
  };
}
