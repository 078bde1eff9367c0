import {
  BOOKING_CONTACT_STATUS,
  CONSULTATION_MESSAGE,
  CONSULTATION_TYPE,
  HONEYPOT_FIELD,
  type FormInput,
  type FormKind,
} from "~/domain/forms/form-schemas";
import { LOCALE_NAMES_IN_ENGLISH } from "~/domain/i18n/guest-locale";
import { getFormsConfig } from "./config";
import { createFormspreeClient } from "./formspree";
import { sendInBackground } from "../outbox/outbox";
import { drainOutbox, type FormsDrainSummary, formsOutbox, type OutboxDeps, storeSubmission } from "./outbox";

/**
 * What happens to an accepted form submission: what is forwarded, how it is stored and sent, and
 * the honeypot. The guard chain in front of it is intake.ts.
 */

export interface FormsRuntime {
  env: Env;
  /** `ctx.waitUntil` of the current request: forwarding continues after the answer is sent. */
  waitUntil(promise: Promise<unknown>): void;
}

export function outboxDeps(env: Env): OutboxDeps {
  const config = getFormsConfig(env);
  return {
    db: env.DB,
    config,
    formspree: createFormspreeClient({ baseUrl: config.formspreeBaseUrl, timeoutMs: config.timeoutMs }),
  };
}

/**
 * What Formspree receives for a valid submission: the fields plus the server's own additions. The
 * resort reads English; `language` names the one the visitor wrote from, so the answer is in it.
 */
function forwardPayload<K extends FormKind>(kind: K, data: FormInput[K]): Record<string, unknown> {
  const language = LOCALE_NAMES_IN_ENGLISH[data.locale ?? "en"];
  switch (kind) {
    case "contact": {
      const { locale: _locale, ...contact } = data as FormInput["contact"];
      return { ...contact, language, _subject: `Website message from ${contact.name}` };
    }
    case "consultation": {
      const { locale: _locale, ...consultation } = data as FormInput["consultation"];
      return {
        ...consultation,
        language,
        type: CONSULTATION_TYPE,
        message: CONSULTATION_MESSAGE,
        _subject: CONSULTATION_TYPE,
      };
    }
    case "booking": {
      // Only ever a contact post before payment: the status and subject are the server's, so a
      // browser can never make this read as a paid booking (paid notices: notifications/notices.ts).
      const { email, phone, bookingDetails, submittedAt } = data as FormInput["booking"];
      return {
        email,
        phone,
        bookingDetails,
        ...(submittedAt ? { submittedAt } : {}),
        language,
        status: BOOKING_CONTACT_STATUS,
        _subject: "Booking contact details (payment pending)",
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
    const row = { id, kind, payload: JSON.stringify(forwardPayload(kind, data)), attempts: 0, next_attempt_at: claim };
    sendInBackground(formsOutbox(deps), row, claim, (promise) => runtime.waitUntil(promise));
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

/** The Cron Trigger's work: retry what is due. (Old submissions go by the retention rules, workers/retention/.) */
export async function drainFormOutbox(env: Env, now: Date): Promise<FormsDrainSummary> {
  return drainOutbox(outboxDeps(env), now);
}
