import "~/domain/zod-config";
import * as z from "zod/mini";
import { emailField, phoneField } from "~/domain/contact-fields";

/**
 * The checkout contact dialog's rules (docs/product.md#checkout-contact-dialog): ONE schema for
 * the dialog, the payment order endpoint (`userDetails`) and the booking form endpoint, so a
 * value is accepted by all three or by none. Apart from booking-rules.ts because it needs zod,
 * which the booking pages load only when the dialog is used (docs/decisions/030).
 */

const PHONE_MIN_LENGTH = 10;

export const checkoutContactSchema = z.object({
  email: emailField("Email is required"),
  phone: phoneField({ minLength: PHONE_MIN_LENGTH }),
});

export type CheckoutContact = z.infer<typeof checkoutContactSchema>;
export type CheckoutContactErrors = Partial<Record<keyof CheckoutContact, string>>;

/** The dialog's check: trimmed values, or the first message for each failing field. */
export function validateCheckoutContact(input: {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}): { ok: true; data: CheckoutContact } | { ok: false; errors: CheckoutContactErrors } {
  const result = checkoutContactSchema.safeParse({ email: input.email ?? undefined, phone: input.phone ?? undefined });
  if (result.success) return { ok: true, data: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  return { ok: false, errors: { email: fieldErrors.email?.[0], phone: fieldErrors.phone?.[0] } };
}
