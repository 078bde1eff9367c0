/**
 * One shape for every refused body, from every endpoint and form: a one-line summary plus the
 * messages per field, e.g. `{ error: "Name is required. Please enter a valid email", fieldErrors:
 * { name: [...], email: [...] } }`. Nested paths are joined with dots ('cartItems.0.startDate',
 * 'userDetails.email') so a page can point at the line or field. Works on zod and zod/mini errors.
 */

export type FieldErrors = Record<string, string[]>;
export type ValidationIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** At most this many messages in the summary; fieldErrors has them all. */
const SUMMARY_MESSAGES = 5;

export function describeValidationError(
  error: { readonly issues: readonly ValidationIssue[] },
  fallback = "The request is not valid.",
): { error: string; fieldErrors: FieldErrors } {
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
  const firstPerField = Object.values(fieldErrors).map((messages) => messages[0] as string);
  const summary = [...new Set([...formErrors, ...firstPerField])].slice(0, SUMMARY_MESSAGES).join(". ");
  return { error: summary || fallback, fieldErrors };
}
