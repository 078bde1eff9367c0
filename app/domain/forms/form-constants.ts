/**
 * What the forms share that needs no validation library: field names, limits, copy and result
 * shapes. Pages import these up front; the zod schemas (form-schemas.ts) load only when a form is
 * submitted, so they stay out of every page's first load.
 */
const FORM_KINDS = ["contact", "consultation", "booking"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Requests with a larger body are refused (413) before they are parsed. */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * A field no person sees or fills in (it is hidden from view and from assistive technology).
 * Bots that fill every field give themselves away; their posts are accepted and dropped. The name
 * is Formspree's own honeypot name, which password managers and autofill leave alone.
 */
export const HONEYPOT_FIELD = "_gotcha";

/** The status of the checkout's contact post before payment; the server forwards exactly this. */
export const BOOKING_CONTACT_STATUS = "Contact details submitted - Payment pending";

/** What every form endpoint answers, and what `postForm` and the contact action return. */
export type FormSubmissionResult =
  | { ok: true; id: string }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> };

export type { FieldErrors } from "~/domain/validation";
