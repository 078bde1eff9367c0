import * as z from "zod";
import type { FormKind } from "~/domain/forms/form-constants";

/**
 * Settings of the form pipeline, parsed once per Worker isolate from the env (epic-stack's
 * env.server pattern). Every value is optional: without form ids (the local default) submissions
 * are stored and logged but not forwarded, so development needs no Formspree account.
 */
const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const formId = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, "a Formspree form id is letters and digits, e.g. xqkrbwyz")
    .optional(),
);

const formsEnvSchema = z.object({
  FORMSPREE_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://formspree.io")),
  FORMSPREE_CONTACT_FORM: formId,
  FORMSPREE_CONSULTATION_FORM: formId,
  FORMSPREE_BOOKING_FORM: formId,
  /** How long one forwarding attempt may take before it counts as failed and is retried later. */
  FORMSPREE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(50).max(30_000).default(10_000)),
});

export type FormsConfig = {
  formspreeBaseUrl: string;
  formIds: Record<FormKind, string | undefined>;
  /** The secret that holds each kind's form id, for log lines that say what to set. */
  formIdSecretNames: Record<FormKind, string>;
  timeoutMs: number;
};

const FORM_ID_SECRETS = {
  contact: "FORMSPREE_CONTACT_FORM",
  consultation: "FORMSPREE_CONSULTATION_FORM",
  booking: "FORMSPREE_BOOKING_FORM",
} as const satisfies Record<FormKind, keyof z.input<typeof formsEnvSchema>>;

const parsed = new WeakMap<object, FormsConfig>();

export function getFormsConfig(env: object): FormsConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const config = parseFormsConfig(env as Record<string, unknown>);
  parsed.set(env, config);
  return config;
}

/** What is wrong with the form settings, in words for the staff console, or null. */
export function formsConfigProblem(env: object): string | null {
  const result = formsEnvSchema.safeParse(env);
  return result.success ? null : z.prettifyError(result.error);
}

function parseFormsConfig(env: Record<string, unknown>): FormsConfig {
  const result = formsEnvSchema.safeParse(env);
  if (!result.success) {
    // A bad value must not cost a lead: submissions are still stored, only forwarding waits.
    console.error(`forms: invalid configuration, forwarding is off until it is fixed:\n${z.prettifyError(result.error)}`);
    return {
      formspreeBaseUrl: "https://formspree.io",
      formIds: { contact: undefined, consultation: undefined, booking: undefined },
      formIdSecretNames: FORM_ID_SECRETS,
      timeoutMs: 10_000,
    };
  }
  const values = result.data;
  return {
    formspreeBaseUrl: values.FORMSPREE_BASE_URL.replace(/\/+$/, ""),
    formIds: {
      contact: values.FORMSPREE_CONTACT_FORM,
      consultation: values.FORMSPREE_CONSULTATION_FORM,
      booking: values.FORMSPREE_BOOKING_FORM,
    },
    formIdSecretNames: FORM_ID_SECRETS,
    timeoutMs: values.FORMSPREE_TIMEOUT_MS,
  };
}
