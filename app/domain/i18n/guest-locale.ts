import "~/domain/zod-config";
import * as z from "zod/mini";
import { isLocale, type Locale } from "./locale";

/**
 * The guest's language as a request carries it: the optional `locale` of an order, of a booking
 * staff record and of a form post, taken by the browser from the page's URL (never from its
 * settings). Absent, the guest used the English site; anything else is refused, never guessed.
 */

export const LOCALE_FIELD_MESSAGE = 'The language must be "en" (English) or "de" (German)';

export const localeField = z.optional(z.custom<Locale>(isLocale, LOCALE_FIELD_MESSAGE));

/** How the resort's English messages name the guest's language. */
export const LOCALE_NAMES_IN_ENGLISH: Readonly<Record<Locale, string>> = { en: "English", de: "German" };
