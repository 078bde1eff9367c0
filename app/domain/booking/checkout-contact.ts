import "~/domain/zod-config";
import { z } from "zod";

/**
 * The checkout contact dialog's rules (SPEC section 5 'Checkout contact dialog'), shared with the
 * payment order endpoint. Apart from booking-rules.ts because they need zod, which the booking
 * pages load only when the dialog is used (docs/decisions/030).
 */

export const PHONE_MIN_LENGTH = 10;
const PHONE_MAX_LENGTH = 30;
const EMAIL_MAX_LENGTH = 254;

/** One schema for the dialog and the payment order endpoint. Values come out trimmed. */
export const checkoutContactSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .pipe(z.email({ error: "Please enter a valid email" }).max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email" })),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(1, { error: "Phone number is required", abort: true })
    .min(PHONE_MIN_LENGTH, { error: "Please enter a valid phone number", abort: true })
    .max(PHONE_MAX_LENGTH, { error: "Please enter a valid phone number" }),
});

export type CheckoutContact = z.infer<typeof checkoutContactSchema>;
export type CheckoutContactErrors = Partial<Record<keyof CheckoutContact, string>>;

/** The dialog's check: trimmed values, or the first message for each failing field. */
export function validateCheckoutContact(input: {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}): { ok: true; data: CheckoutContact } | { ok: false; errors: CheckoutContactErrors } {
  const result = checkoutContactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: CheckoutContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "phone") && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
