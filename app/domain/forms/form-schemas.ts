import "~/domain/zod-config";
import * as z from "zod/mini";

/**
 * The three forms the site collects, one schema each, shared by the browser (the contact page, the
 * consultation pop-up, the checkout) and the Worker endpoints under /api/forms. Written with
 * `zod/mini` so the copy the browser downloads stays small.
 */
import type { FieldErrors } from "./form-constants";

export {
  CONTACT_FIELDS_MISSING,
  FORM_BODY_LIMIT_BYTES,
  FORM_KINDS,
  HONEYPOT_FIELD,
  type FieldErrors,
  type FormKind,
  type FormSubmissionResult,
} from "./form-constants";

/** A trimmed text field: required (with the given message) unless `optional`, and capped. */
function text(label: string, max: number, requiredMessage = `${label} is required`) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`) })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

function optionalText(label: string, max: number) {
  return z.optional(
    z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
}

function email(requiredMessage: string) {
  return text("Email", 254, requiredMessage).check(z.regex(z.regexes.email, "Please enter a valid email"));
}

/** At least six digits among the usual phone punctuation: loose on purpose, a lead is a lead. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
function phone({ minLength }: { minLength: number }) {
  return text("Phone number", 32, "Phone number is required").check(
    z.regex(PHONE_PATTERN, "Please enter a valid phone number"),
    z.minLength(minLength, "Please enter a valid phone number"),
    z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, "Please enter a valid phone number"),
  );
}

const bodyMustBeAnObject = { error: "The request body must be a JSON object with the form's fields." };

/** SPEC 5, contact form: name, email and message are all required; values are trimmed. */
export const contactFormSchema = z.object(
  {
    name: text("Name", 120),
    email: email("Email is required"),
    message: text("Message", 5000),
  },
  bodyMustBeAnObject,
);
export type ContactForm = z.infer<typeof contactFormSchema>;

/** SPEC 5, consultation form: email (valid format) and phone, both required; other bounds are ours. */
export const consultationFormSchema = z.object(
  {
    email: email("Email is required"),
    phone: phone({ minLength: 6 }),
  },
  bodyMustBeAnObject,
);
export type ConsultationForm = z.infer<typeof consultationFormSchema>;

/** Added by the server to every consultation request (SPEC 7). */
export const CONSULTATION_TYPE = "Journey Planning Consultation";
export const CONSULTATION_MESSAGE =
  "A visitor requested a free consultation to help plan their journey to India (visa, transfers, payments and local essentials).";

/**
 * SPEC 7, the checkout's two posts: before payment (status 'Contact details submitted - Payment
 * pending', submittedAt) and after payment success (totalAmount, paymentId, orderId,
 * paymentMethod). Email and phone follow the checkout contact dialog's rules (SPEC 5).
 */
export const bookingFormSchema = z.object(
  {
    email: email("Email is required"),
    phone: phone({ minLength: 10 }),
    bookingDetails: text("Booking details", 10_000),
    status: optionalText("Status", 200),
    submittedAt: optionalText("Submitted at", 64),
    totalAmount: z.optional(
      z.union(
        [
          z.number().check(z.nonnegative("Total amount cannot be negative")),
          z.string().check(z.trim(), z.maxLength(64, "Total amount must be at most 64 characters")),
        ],
        { error: "Total amount must be a number or text" },
      ),
    ),
    paymentId: optionalText("Payment id", 200),
    orderId: optionalText("Order id", 200),
    paymentMethod: optionalText("Payment method", 100),
  },
  bodyMustBeAnObject,
);
export type BookingForm = z.infer<typeof bookingFormSchema>;

export const formSchemas = {
  contact: contactFormSchema,
  consultation: consultationFormSchema,
  booking: bookingFormSchema,
} as const;

export type FormInput = { contact: ContactForm; consultation: ConsultationForm; booking: BookingForm };

/**
 * A failed parse in the shape every endpoint answers: a one-line summary plus the messages per
 * field, e.g. `{ error: "Name is required. Please enter a valid email", fieldErrors: {...} }`.
 */
export function describeValidationError(error: z.core.$ZodError): { error: string; fieldErrors: FieldErrors } {
  const flat = z.flattenError(error);
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
    if (messages?.length) fieldErrors[field] = [...new Set(messages)];
  }
  const firstPerField = Object.values(fieldErrors).map((messages) => messages[0]);
  const summary = [...new Set([...flat.formErrors, ...firstPerField])].join(". ");
  return { error: summary || "The form is not valid.", fieldErrors };
}
