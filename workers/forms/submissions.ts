import {
  CONSULTATION_MESSAGE,
  CONSULTATION_TYPE,
  describeValidationError,
  formSchemas,
  HONEYPOT_FIELD,
  type FormInput,
  type FormKind,
  type FormSubmissionResult,
} from "~/domain/forms/form-schemas";
import { getFormsConfig } from "./config";
import { createFormspreeClient } from "./formspree";
import { attemptDelivery, drainOutbox, purgeDelivered, storeSubmission, type DrainSummary, type OutboxDeps } from "./outbox";

/**
 * The form pipeline shared by the JSON endpoints (workers/api/forms.ts) and the contact page's
 * no-JavaScript action (through `ServerServices.submitForm`): what is forwarded, how it is stored
 * and sent, and the spam checks.
 */

export interface FormsRuntime {
  env: Env;
  /** `ctx.waitUntil` of the current request: forwarding continues after the answer is sent. */
  waitUntil(promise: Promise<unknown>): void;
}

export const RATE_LIMITED_MESSAGE = "Too many submissions from your address. Please wait a minute and try again.";
export const STORAGE_FAILED_MESSAGE = "We could not save your submission just now. Please try again in a moment, or write to us directly.";

export function outboxDeps(env: Env): OutboxDeps {
  const config = getFormsConfig(env);
  return {
    db: env.DB,
    config,
    formspree: createFormspreeClient({ baseUrl: config.formspreeBaseUrl, timeoutMs: config.timeoutMs }),
  };
}

/** What Formspree receives for a valid submission: the fields plus the server's own additions. */
export function forwardPayload<K extends FormKind>(kind: K, data: FormInput[K]): Record<string, unknown> {
  switch (kind) {
    case "contact": {
      const contact = data as FormInput["contact"];
      return { ...contact, _subject: `Website message from ${contact.name}` };
    }
    case "consultation":
      return {
        ...(data as FormInput["consultation"]),
        type: CONSULTATION_TYPE,
        message: CONSULTATION_MESSAGE,
        _subject: CONSULTATION_TYPE,
      };
    case "booking": {
      const booking = data as FormInput["booking"];
      return {
        ...booking,
        _subject: booking.paymentId ? "Booking paid: deposit received" : "Booking contact details (payment pending)",
      };
    }
    default:
      throw new Error(`unknown form kind ${String(kind)}`);
  }
}

/**
 * Stores a validated submission, then forwards it in the background of the same request. Resolves
 * once the row is durably stored; rejects only if it could not be stored.
 */
export async function acceptSubmission<K extends FormKind>(runtime: FormsRuntime, kind: K, data: FormInput[K]): Promise<{ id: string }> {
  const deps = outboxDeps(runtime.env);
  const configured = Boolean(deps.config.formIds[kind]);
  const { id, claim } = await storeSubmission(deps.db, {
    kind,
    payload: forwardPayload(kind, data),
    now: new Date(),
    claimForImmediateSend: configured,
    note: configured ? undefined : `not forwarded: ${deps.config.formIdSecretNames[kind]} is not set`,
  });
  if (configured) {
    const row = { id, kind, payload: JSON.stringify(forwardPayload(kind, data)), attempts: 0 };
    runtime.waitUntil(
      attemptDelivery(deps, row, claim).catch((error: unknown) => {
        // The row stays pending under its claim; the next drain after the claim expires retries it.
        console.error(`forms: background delivery of ${kind} submission ${id} failed`, error);
      }),
    );
  } else {
    console.log(`forms: ${kind} submission ${id} stored, not forwarded (${deps.config.formIdSecretNames[kind]} is not set)`);
  }
  return { id };
}

/** True when the hidden honeypot field carries anything: a bot filled in the form. */
export function honeypotTripped(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/** A bot's post is answered like any other and dropped; the id it gets is never stored. */
export function decoyAcceptance(kind: FormKind): { id: string } {
  console.log(`forms: ${kind} submission dropped (honeypot filled)`);
  return { id: crypto.randomUUID() };
}

/** Each form kind has its own budget per client, so a checkout never competes with a message. */
export function formRateLimitKey(kind: FormKind, clientKey: string): string {
  return `forms:${kind}:${clientKey}`;
}

/** Asks the rate limiter; if the limiter itself fails, the submission is let through. */
export async function withinRateLimit(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    console.error("rate limiter unavailable, letting the request through", error);
    return true;
  }
}

/** The whole pipeline for callers that are not behind the HTTP guards (route actions). */
export async function submitForm(runtime: FormsRuntime, kind: FormKind, body: unknown, clientKey: string): Promise<FormSubmissionResult> {
  if (!(await withinRateLimit(runtime.env.FORMS_RATE_LIMITER, formRateLimitKey(kind, clientKey)))) {
    return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE };
  }
  if (honeypotTripped(body)) return { ok: true, ...decoyAcceptance(kind) };
  const parsed = formSchemas[kind].safeParse(body);
  if (!parsed.success) return { ok: false, status: 422, ...describeValidationError(parsed.error) };
  try {
    const { id } = await acceptSubmission(runtime, kind, parsed.data as FormInput[typeof kind]);
    return { ok: true, id };
  } catch (error) {
    console.error(`forms: could not store a ${kind} submission`, error);
    return { ok: false, status: 503, error: STORAGE_FAILED_MESSAGE };
  }
}

/** The Cron Trigger's work: retry what is due, then let go of what was delivered long ago. */
export async function drainFormOutbox(env: Env, now: Date): Promise<DrainSummary> {
  const summary = await drainOutbox(outboxDeps(env), now);
  await purgeDelivered(env.DB, now);
  return summary;
}
