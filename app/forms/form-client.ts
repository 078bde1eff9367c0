import type { FormKind, FormSubmissionResult } from "~/domain/forms/form-constants";

const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

/**
 * Sends a form to the site's own API (`POST /api/forms/{kind}`), which stores it before it is
 * forwarded to the resort, with the language of the page it was sent from (the resort answers in
 * it). Never throws: a network failure or an unexpected answer is `ok: false`, so callers only
 * branch on the result.
 */
export async function postForm(kind: FormKind, body: Record<string, unknown>): Promise<FormSubmissionResult> {
  let response: Response;
  try {
    // Loaded with the first post, not with the page: a static import regroups the shared chunks
    // of every page that can post a form, and the home page's first load gains a file.
    const { localeOfPath } = await import("~/domain/i18n/locale");
    response = await fetch(`/api/forms/${kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ locale: localeOfPath(window.location.pathname), ...body }),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const { json: answer, text } = await readBody(response);
  if (response.ok && answer && answer.ok === true && typeof answer.id === "string") {
    return { ok: true, id: answer.id };
  }
  // JSON errors carry `error`; the rate limiter answers a plain sentence.
  const plain = text.trim();
  const error =
    answer && typeof answer.error === "string"
      ? answer.error
      : !answer && plain && plain.length <= 200 && !plain.startsWith("<")
        ? plain
        : `The server answered ${response.status}. Please try again.`;
  const fieldErrors = answer && isFieldErrors(answer.fieldErrors) ? answer.fieldErrors : undefined;
  return { ok: false, status: response.ok ? 502 : response.status, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

async function readBody(response: Response): Promise<{ json: Record<string, unknown> | null; text: string }> {
  let text = "";
  try {
    text = await response.text();
    const value: unknown = JSON.parse(text);
    return { json: value && typeof value === "object" ? (value as Record<string, unknown>) : null, text };
  } catch {
    return { json: null, text };
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))
  );
}
