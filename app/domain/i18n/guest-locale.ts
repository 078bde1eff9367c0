import "~/domain/zod-config";
import * as z from "zod/mini";
import type { Locale } from "./locale";

/**
 * The guest's language as a request carries it: the optional `locale` of an order, of a booking
 * staff record and of a form post, taken by the browser from the page's URL (never from its
 * settings). Absent, the guest used the English site; anything else is refused, never guessed.
 */

export const LOCALE_FIELD_MESSAGE = 'The language must be "en" (English) or "de" (German)';

/** How the resort's English messages name the guest's language. */
export const LOCALE_NAMES_IN_ENGLISH: Readonly<Record<Locale, string>> = { en: "English", de: "German" };

/**
 * The locales a request may name, listed from the names above, so a locale without a name does
 * not compile. Not `isLocale`: this module is in the forms' first load, and a runtime import of
 * locale.ts there regroups the chunks every page with a form shares (the home page gains a file).
 */
const LOCALES = Object.keys(LOCALE_NAMES_IN_ENGLISH) as [Locale, ...Locale[]];

export const localeField = z.optional(z.enum(LOCALES, LOCALE_FIELD_MESSAGE));
