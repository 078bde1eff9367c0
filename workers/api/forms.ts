import { Hono } from "hono";
import type { FormKind } from "~/domain/forms/form-constants";
import { receiveForm } from "../forms/intake";
import { rateLimitKey } from "./guards";

/**
 * POST /api/forms/{contact,consultation,booking}: the JSON side of the forms pipeline
 * (workers/forms/intake.ts). 202 `{ ok: true, id }` once the submission is stored (it is forwarded
 * to Formspree in the background); 413/415/400/422 for a bad body; 429 (plain text) when the
 * client sends too many; 503 with Retry-After when storage is down.
 */
export const forms = new Hono<{ Bindings: Env }>();

forms.post("/:kind{contact|consultation|booking}", async (c) => {
  const kind = c.req.param("kind") as FormKind;
  const runtime = { env: c.env, waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise) };
  const result = await receiveForm(runtime, kind, c.req.raw, { format: "json", clientKey: rateLimitKey(c) });
  if (result.ok) return c.json({ ok: true as const, id: result.id }, 202);
  if (result.status === 429) return c.text(result.error, 429, { "Retry-After": "60" });
  const body = result.fieldErrors ? { error: result.error, fieldErrors: result.fieldErrors } : { error: result.error };
  const retry: Record<string, string> = result.status === 503 ? { "Retry-After": "30" } : {};
  return c.json(body, result.status as 400 | 413 | 415 | 422 | 503, retry);
});
