import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod/mini";
import { describeValidationError } from "~/domain/validation";

/**
 * Middleware for JSON endpoints under /api, shared by every domain (forms, payments). Each answers
 * a refusal itself, with a JSON `{ error }` body (the rate limit answers plain text), so a bad
 * request never reaches a handler and never becomes a 500.
 *
 * Status codes: 413 body too large, 415 not JSON, 400 malformed JSON, 422 well-formed JSON that
 * fails the schema (`{ error, fieldErrors }`), 429 rate limited.
 */

type AnyEnv = { Bindings: Env };

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * Refuses request bodies that are not JSON (415) or not parseable (400). With `parse: false` only
 * the media type is checked, for handlers that must read the raw bytes themselves (the webhook's
 * signature covers the body exactly as sent; a parsed-and-restringified copy would not match).
 */
export function requireJson({ parse = true }: { parse?: boolean } = {}): MiddlewareHandler<AnyEnv> {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return c.json({ error: "Send the request body as JSON (Content-Type: application/json)." }, 415);
    }
    if (!parse) return next();
    try {
      // Hono caches the parsed body, so validators after this read it without parsing again.
      await c.req.json();
    } catch {
      return c.json({ error: "The request body is not valid JSON." }, 400);
    }
    return next();
  };
}

/** Refuses bodies larger than `bytes` with 413, whether or not a Content-Length was sent. */
export function limitBody(bytes: number): MiddlewareHandler<AnyEnv> {
  return bodyLimit({
    maxSize: bytes,
    onError: (c) => c.json({ error: `The request body is larger than ${bytes} bytes.` }, 413),
  });
}

/** The client's address as Cloudflare saw it; the usual rate-limit key. */
export function clientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown-client";
}

type RateLimitBindingName = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

/**
 * Counts the request against a Workers rate-limiting binding under the key `keyFn` returns
 * (usually derived from `clientIp`). Over the limit: 429 with a plain sentence and Retry-After.
 * If the limiter itself fails, the request goes through: a lost lead costs more than some spam.
 */
export function rateLimit(
  binding: RateLimitBindingName,
  keyFn: (c: Context<AnyEnv>) => string,
  message = "Too many requests from your address. Please wait a minute and try again.",
): MiddlewareHandler<AnyEnv> {
  return async (c, next) => {
    let allowed = true;
    try {
      allowed = (await (c.env[binding] as RateLimit).limit({ key: keyFn(c) })).success;
    } catch (error) {
      console.error(`rate limiter ${binding} unavailable, letting the request through`, error);
    }
    if (!allowed) {
      return c.text(message, 429, { "Retry-After": "60" });
    }
    return next();
  };
}

export const VALIDATION_FAILED_STATUS = 422;

/**
 * Answers a failed zod parse: 422 `{ error: "<summary>", fieldErrors: { field: [messages] } }`.
 * 422 rather than 400: the body was well-formed JSON whose content the schema refused, while 400
 * is kept for bodies that could not be read at all.
 */
export function validationFailed(c: Context, error: z.core.$ZodError) {
  return c.json(describeValidationError(error), VALIDATION_FAILED_STATUS);
}

/** The hook for `zValidator(target, schema, zodHook)`: turns failures into `validationFailed`. */
export function zodHook(result: { success: true } | { success: false; error: z.core.$ZodError }, c: Context) {
  if (!result.success) return validationFailed(c, result.error);
}
