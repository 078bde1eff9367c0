import "~/domain/zod-config";
import * as z from "zod/mini";

/**
 * The three forms the site collects, one schema each, shared by the browser (the contact page, the
 * consultation pop-up, the checkout) and the Worker endpoints under /api/forms. Written with
 * `zod/mini` so the copy the browser downloads stays small.
 */
import { checkoutContactSchema } from "~/domain/booking/checkout-contact";
import { emailField, phoneField, textField } from "~/domain/contact-fields";
import { localeField } from "~/domain/i18n/guest-locale";

export { describeValidationError } from "~/domain/validation";

export {
  BOOKING_CONTACT_STATUS,
  FORM_BODY_LIMIT_BYTES,
  HONEYPOT_FIELD,
  type FormKind,
} from "./form-constants";

const text = textField;

function optionalText(label: string, max: number) {
  return z.optional(
    z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
}

const bodyMustBeAnObject = { error: "The request body must be a JSON object with the form's fields." };

/** docs/product.md#contact-form: name, email and message are all required; values are trimmed. */
export const contactFormSchema = z.object(
  {
    name: text("Name", 120),
    email: emailField("Email is required"),
    message: text("Message", 5000),
    /** The language of the page it was sent from ('en' when absent): the resort answers in it. */
    locale: localeField,
  },
  bodyMustBeAnObject,
);
type ContactForm = z.infer<typeof contactFormSchema>;

/** docs/product.md#consultation-pop-up: email (valid format) and phone, both required; other bounds are ours. */
export const consultationFormSchema = z.object(
  {
    email: emailField("Email is required"),
    phone: phoneField({ minLength: 6 }),
    locale: localeField,
  },
  bodyMustBeAnObject,
);
type ConsultationForm = z.infer<typeof consultationFormSchema>;

/** Added by the server to every consultation request (docs/product.md#what-the-resort-receives). */
export const CONSULTATION_TYPE = "Journey Planning Consultation";
export const CONSULTATION_MESSAGE =
  "A visitor requested a free consultation to help plan their journey to India (visa, transfers, payments and local essentials).";

export const PAYMENT_FIELDS_REFUSED =
  "Payment details are not accepted here: the resort hears about a payment from the server, once the payment is verified.";

/**
 * docs/product.md#what-the-resort-receives: the checkout's contact post before payment (status 'Contact details submitted - Payment
 * pending', submittedAt). The post after payment is gone: the resort's notice of a paid booking is
 * built on the server from the stored booking (docs/decisions/062-payment-lifecycle.md), so any
 * payment field is refused here rather than forwarded. Email and phone follow the checkout
 * contact dialog's rules.
 */
const refused = z.optional(z.never({ error: PAYMENT_FIELDS_REFUSED }));

export const bookingFormSchema = z.object(
  {
    ...checkoutContactSchema.shape,
    bookingDetails: text("Booking details", 10_000),
    status: optionalText("Status", 200),
    submittedAt: optionalText("Submitted at", 64),
    totalAmount: refused,
    paymentId: refused,
    orderId: refused,
    paymentMethod: refused,
    locale: localeField,
  },
  bodyMustBeAnObject,
);
type BookingForm = z.infer<typeof bookingFormSchema>;

export const formSchemas = {
  contact: contactFormSchema,
  consultation: consultationFormSchema,
  booking: bookingFormSchema,
} as const;

export type FormInput = { contact: ContactForm; consultation: ConsultationForm; booking: BookingForm };
