import * as z from "zod";
import { site } from "~/catalogue/site";
import type { DeliveryOutcome } from "../outbox/outbox";

/**
 * Sending the guest's e-mail (docs/decisions/061-guest-email.md). Two transports behind one
 * `Mailer`:
 *
 * - the Cloudflare Email Service `send_email` binding (`EMAIL` in wrangler.toml): the default.
 *   `wrangler dev` simulates it (the message is logged, nothing leaves the machine); deployed, it
 *   sends to any recipient once the resort's domain is onboarded to Email Sending on a paid plan.
 * - the same service's REST API (`POST {EMAIL_API_BASE}/accounts/{id}/email/sending/send`), used
 *   when EMAIL_API_TOKEN and EMAIL_API_ACCOUNT_ID are set: for an account whose binding cannot
 *   send to guests, and in the Worker tests, where the base URL points at a fake on loopback.
 */

type MailMessage = { to: string; subject: string; html: string; text: string };

export interface Mailer {
  /** 'binding' or 'api', for the record. */
  readonly transport: "binding" | "api";
  send(message: MailMessage): Promise<DeliveryOutcome>;
}

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());

const mailEnvSchema = z.object({
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.email().default(site.email)),
  EMAIL_FROM_NAME: z.preprocess(emptyAsUndefined, z.string().trim().max(100).default(site.name)),
  EMAIL_API_BASE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default("https://api.cloudflare.com/client/v4")),
  EMAIL_API_ACCOUNT_ID: optionalText,
  EMAIL_API_TOKEN: optionalText,
  EMAIL_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(50).max(30_000).default(10_000)),
});

export type MailConfig = {
  from: { email: string; name: string };
  api: { base: string; accountId: string; token: string } | null;
  timeoutMs: number;
};

const parsed = new WeakMap<object, MailConfig | null>();

/** The mail settings of this env, or null (logged) when a value is unusable. */
export function mailConfig(env: object): MailConfig | null {
  if (parsed.has(env)) return parsed.get(env) ?? null;
  const result = mailEnvSchema.safeParse(env);
  let config: MailConfig | null = null;
  if (result.success) {
    const v = result.data;
    config = {
      from: { email: v.EMAIL_FROM, name: v.EMAIL_FROM_NAME },
      api:
        v.EMAIL_API_ACCOUNT_ID && v.EMAIL_API_TOKEN
          ? { base: v.EMAIL_API_BASE.replace(/\/+$/, ""), accountId: v.EMAIL_API_ACCOUNT_ID, token: v.EMAIL_API_TOKEN }
          : null,
      timeoutMs: v.EMAIL_TIMEOUT_MS,
    };
  } else {
    // The e-mails wait in the outbox until the setting is fixed; nothing is lost.
    console.error(`notices: invalid e-mail configuration, e-mails are not sent until it is fixed:\n${z.prettifyError(result.error)}`);
  }
  parsed.set(env, config);
  return config;
}

/** Why no e-mail can be sent with this env, for the notice's last_error. */
export const NO_MAIL_TRANSPORT =
  "not sent: no e-mail transport (the EMAIL send_email binding, or EMAIL_API_TOKEN and EMAIL_API_ACCOUNT_ID)";

/** The mailer this env can send with: the API when its credentials are set, else the binding. */
export function mailerFor(env: { EMAIL?: SendEmail }): Mailer | null {
  const config = mailConfig(env);
  if (!config) return null;
  if (config.api) return apiMailer(config.api, config.from, config.timeoutMs);
  if (env.EMAIL) return bindingMailer(env.EMAIL, config.from);
  return null;
}

export function bindingMailer(binding: SendEmail, from: MailConfig["from"]): Mailer {
  return {
    transport: "binding",
    async send(message) {
      try {
        await binding.send({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
        return { kind: "delivered" };
      } catch (error) {
        // The binding's errors carry no stable status; every failure is retried with backoff,
        // and after MAX_ATTEMPTS the notice is parked with this reason for a person to read.
        return { kind: "retry", reason: `send_email binding: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}

const apiAnswerSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string().optional() })).default([]),
});

export function apiMailer(
  api: NonNullable<MailConfig["api"]>,
  from: MailConfig["from"],
  timeoutMs: number,
  send: typeof fetch = fetch,
): Mailer {
  const url = `${api.base}/accounts/${encodeURIComponent(api.accountId)}/email/sending/send`;
  return {
    transport: "api",
    async send(message) {
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${api.token}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            from: { address: from.email, name: from.name },
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return {
          kind: "retry",
          reason: timedOut ? `e-mail API timed out after ${timeoutMs} ms` : `e-mail API unreachable: ${String(error)}`,
        };
      }
      const body = apiAnswerSchema.safeParse(await response.json().catch(() => null));
      const detail = body.success ? body.data.errors.map((e) => [e.code, e.message].filter(Boolean).join(" ")).join("; ") : "";
      const reason = `e-mail API HTTP ${response.status}${detail ? `: ${detail}` : ""}`;
      if (response.ok && body.success && body.data.success) return { kind: "delivered" };
      const status = response.status;
      if (status === 408 || status === 425 || status === 429 || status >= 500 || response.ok) return { kind: "retry", reason };
      return { kind: "rejected", reason: `refused by the e-mail API: ${reason}` };
    },
  };
}
