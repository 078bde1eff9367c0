import { zValidator } from "@hono/zod-validator";
import { Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import {
  bookingFormSchema,
  consultationFormSchema,
  contactFormSchema,
  FORM_BODY_LIMIT_BYTES,
  type FormKind,
} from "~/domain/forms/form-schemas";
import {
  acceptSubmission,
  decoyAcceptance,
  formRateLimitKey,
  honeypotTripped,
  RATE_LIMITED_MESSAGE,
  STORAGE_FAILED_MESSAGE,
  type FormsRuntime,
} from "../forms/submissions";
import { clientIp, limitBody, rateLimit, requireJson, zodHook } from "./guards";

/**
 * POST /api/forms/{contact,consultation,booking}. Each answers 202 `{ ok: true, id }` once the
 * submission is stored (it is forwarded to Formspree in the background), 413/415/400/422 for a bad
 * body, 429 when the client sends too many. See workers/forms/ for what happens next.
 */
export const forms = new Hono<{ Bindings: Env }>();

/** Rate limit, size, media type and honeypot, in that order, before the schema is consulted. */
function guards(kind: FormKind): MiddlewareHandler<{ Bindings: Env }> {
  return every(
    rateLimit("FORMS_RATE_LIMITER", (c) => formRateLimitKey(kind, clientIp(c)), RATE_LIMITED_MESSAGE),
    limitBody(FORM_BODY_LIMIT_BYTES),
    requireJson(),
    async (c, next) => {
      if (honeypotTripped(await c.req.json())) return c.json({ ok: true, ...decoyAcceptance(kind) }, 202);
      return next();
    },
  );
}

function runtime(c: { env: Env; executionCtx: Pick<ExecutionContext, "waitUntil"> }): FormsRuntime {
  return { env: c.env, waitUntil: (promise) => c.executionCtx.waitUntil(promise) };
}

forms.post("/contact", guards("contact"), zValidator("json", contactFormSchema, zodHook), async (c) => {
  const { id } = await acceptSubmission(runtime(c), "contact", c.req.valid("json"));
  return c.json({ ok: true as const, id }, 202);
});

forms.post("/consultation", guards("consultation"), zValidator("json", consultationFormSchema, zodHook), async (c) => {
  const { id } = await acceptSubmission(runtime(c), "consultation", c.req.valid("json"));
  return c.json({ ok: true as const, id }, 202);
});

forms.post("/booking", guards("booking"), zValidator("json", bookingFormSchema, zodHook), async (c) => {
  const { id } = await acceptSubmission(runtime(c), "booking", c.req.valid("json"));
  return c.json({ ok: true as const, id }, 202);
});

// Only storage can fail past the guards; the visitor is told to try again, never shown a 500.
forms.onError((error, c) => {
  console.error(`forms: ${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: STORAGE_FAILED_MESSAGE }, 503, { "Retry-After": "30" });
});
