import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod/mini";
import { describeValidationError } from "~/domain/validation";
import { INVALID_JSON_MESSAGE, isJsonMediaType, NOT_JSON_MESSAGE, tooLargeMessage } from "../http/request-body";
import { clientKeyOf } from "../http/client-key";
import { withinRateLimit } from "../http/rate-limit";

/**
 * Middleware for JSON endpoints under /api, shared by every domain (forms, payments). Each answers
 * a refusal itself, with a JSON `{ error }` body (the rate limit answers plain text), so a bad
 * request never reaches a handler and never becomes a 500.
 *
 * Status codes: 413 body too large, 415 not JSON, 400 malformed JSON, 422 well-formed JSON that
 * fails the schema (`{ error, fieldErrors }`), 429 rate limited.
 */

type AnyEnv = { Bindings: Env };

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * Refuses request bodies that are not JSON (415) or not parseable (400). With `parse: false` only
 * the media type is checked, for handlers that must read the raw bytes themselves (the webhook's
 * signature covers the body exactly as sent; a parsed-and-restringified copy would not match).
 */
export function requireJson({ parse = true }: { parse?: boolean } = {}): MiddlewareHandler<AnyEnv> {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    if (!isJsonMediaType(c.req.header("Content-Type"))) return c.json({ error: NOT_JSON_MESSAGE }, 415);
    if (!parse) return next();
    try {
      // Hono caches the parsed body, so validators after this read it without parsing again.
      await c.req.json();
    } catch {
      return c.json({ error: INVALID_JSON_MESSAGE }, 400);
    }
    return next();
  };
}

/** Refuses bodies larger than `bytes` with 413, whether or not a Content-Length was sent. */
export function limitBody(bytes: number): MiddlewareHandler<AnyEnv> {
  return bodyLimit({
    maxSize: bytes,
    onError: (c) => c.json({ error: tooLargeMessage(bytes) }, 413),
  });
}

/**
 * The key rate limits count the request's client under (not its address as such): its IPv4
 * address, or the /64 of its IPv6 address, as Cloudflare saw it (workers/http/client-key.ts; page
 * actions use the same key).
 */
export function rateLimitKey(c: Context): string {
  return clientKeyOf(c.req.raw.headers);
}

type RateLimitBindingName = { [K in keyof Env]-?: Env[K] extends RateLimit ? K : never }[keyof Env];

/**
 * Counts the request against a Workers rate-limiting binding under the key `keyFn` returns
 * (usually derived from `rateLimitKey`). Over the limit: 429 with a plain sentence and Retry-After.
 * If the limiter itself fails, the request goes through: a lost lead costs more than some spam.
 */
export function rateLimit(
  binding: RateLimitBindingName,
  keyFn: (c: Context<AnyEnv>) => string,
  message = "Too many requests from your address. Please wait a minute and try again.",
): MiddlewareHandler<AnyEnv> {
  return async (c, next) => {
    if (!(await withinRateLimit(c.env[binding] as RateLimit, keyFn(c)))) return c.text(message, 429, { "Retry-After": "60" });
    return next();
  };
}

const VALIDATION_FAILED_STATUS = 422;

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
