import "~/domain/zod-config";
import * as z from "zod/mini";

/**
 * The contact fields every form and the checkout share, written once with `zod/mini` (small in
 * the browser; mini schemas compose into the server's classic zod objects too). Values come out
 * trimmed.
 */

/** A trimmed text field: required (with the given message) and capped. */
export function textField(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

const EMAIL_MAX_LENGTH = 254;
const INVALID_EMAIL_MESSAGE = "Please enter a valid email";

export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE),
      z.regex(z.regexes.email, INVALID_EMAIL_MESSAGE),
    );
}

const PHONE_MAX_LENGTH = 32;
export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number";
/** Digits among the usual phone punctuation, with an optional leading +. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;

/** Loose on purpose (a lead is a lead), but a phone: the punctuation above and at least six digits. */
export function phoneField({ minLength }: { minLength: number }) {
  return z.string({ error: "Phone number is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Phone number is required", abort: true }),
    z.minLength(minLength, { error: INVALID_PHONE_MESSAGE, abort: true }),
    z.maxLength(PHONE_MAX_LENGTH, { error: INVALID_PHONE_MESSAGE, abort: true }),
    z.regex(PHONE_PATTERN, { error: INVALID_PHONE_MESSAGE, abort: true }),
    z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, INVALID_PHONE_MESSAGE),
  );
}
