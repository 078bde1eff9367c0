import type { Context } from "hono";
import type { z } from "zod";

/**
 * Refusals of the payment endpoints' bodies. Nested paths are kept and joined with dots
 * ('cartItems.0.startDate', 'userDetails.email') so the cart can point at the line or field.
 */

export type FieldErrors = Record<string, string[]>;

export const INVALID_REQUEST_STATUS = 422;

export function describeZodError(error: z.core.$ZodError): { error: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      formErrors.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join(".");
    const messages = fieldErrors[key] ?? [];
    if (!messages.includes(issue.message)) fieldErrors[key] = [...messages, issue.message];
  }
  const firstPerField = Object.entries(fieldErrors).map(([key, messages]) => `${key}: ${messages[0]}`);
  const summary = [...new Set([...formErrors, ...firstPerField])].slice(0, 3).join(". ");
  return { error: summary || "The request is not valid.", fieldErrors };
}

/** The hook for `zValidator(target, schema, invalidRequest)`: 422 `{ error, fieldErrors }`. */
export function invalidRequest(result: { success: true } | { success: false; error: z.core.$ZodError }, c: Context) {
  if (!result.success) return c.json(describeZodError(result.error), INVALID_REQUEST_STATUS);
}
