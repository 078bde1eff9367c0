import type { FormKind, FormSubmissionResult } from "~/domain/forms/form-constants";
import { FORM_BODY_LIMIT_BYTES, formSchemas, type FormInput } from "~/domain/forms/form-schemas";
import { localeOfPath } from "~/domain/i18n/locale";
import { describeValidationError } from "~/domain/validation";
import { type BodyFormat, readBody } from "../http/request-body";
import { withinRateLimit } from "../http/rate-limit";
import { acceptSubmission, decoyAcceptance, type FormsRuntime, honeypotTripped } from "./submissions";

/**
 * The one guard chain every form submission runs, whether it arrives as JSON at
 * POST /api/forms/{kind} or as a plain web form at a page action without JavaScript (/contact):
 * rate limit (429) → size (413) → content type (415) → parse (400) → honeypot (accepted, dropped)
 * → schema (422) → stored (202) or storage down (503). Nothing is parsed before the rate limit,
 * and no body is read past FORM_BODY_LIMIT_BYTES.
 */

const RATE_LIMITED_MESSAGE = "Too many submissions from your address. Please wait a minute and try again.";
const STORAGE_FAILED_MESSAGE = "We could not save your submission just now. Please try again in a moment, or write to us directly.";
/** What a person who typed too much at the no-JavaScript contact form reads. */
const FORM_TOO_LONG_MESSAGE = "Your message is too long to send.";

/** The result, with the fields as received (a page re-renders them after a refusal). */
export type IntakeResult = FormSubmissionResult & { fields?: Record<string, unknown> };

/** Each form kind has its own budget per client, so a checkout never competes with a message. */
function formRateLimitKey(kind: FormKind, clientKey: string): string {
  return `forms:${kind}:${clientKey}`;
}

/**
 * A plain web form is posted to its page's own action, so the page's address says which edition
 * it was sent from ('/de/contact'), as the `locale` a script adds to a JSON post.
 */
function withPageLocale(fields: Record<string, unknown>, request: Request): Record<string, unknown> {
  return { locale: localeOfPath(new URL(request.url).pathname), ...fields };
}

export async function receiveForm(
  runtime: FormsRuntime,
  kind: FormKind,
  request: Request,
  { format, clientKey }: { format: BodyFormat; clientKey: string },
): Promise<IntakeResult> {
  if (!(await withinRateLimit(runtime.env.FORMS_RATE_LIMITER, formRateLimitKey(kind, clientKey)))) {
    return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE };
  }
  const body = await readBody(request, {
    format,
    limit: FORM_BODY_LIMIT_BYTES,
    tooLarge: format === "web-form" ? FORM_TOO_LONG_MESSAGE : undefined,
  });
  if (!body.ok) return body;
  const fields = body.value && typeof body.value === "object" ? (body.value as Record<string, unknown>) : undefined;
  if (honeypotTripped(body.value)) return { ok: true, ...decoyAcceptance(kind) };
  const parsed = formSchemas[kind].safeParse(format === "web-form" && fields ? withPageLocale(fields, request) : body.value);
  if (!parsed.success) return { ok: false, status: 422, ...describeValidationError(parsed.error, "The form is not valid."), fields };
  try {
    const { id } = await acceptSubmission(runtime, kind, parsed.data as FormInput[typeof kind]);
    return { ok: true, id };
  } catch (error) {
    console.error(`forms: could not store a ${kind} submission`, error);
    return { ok: false, status: 503, error: STORAGE_FAILED_MESSAGE, fields };
  }
}
