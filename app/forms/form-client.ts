/**
 * Posts a form to the site's own API (`POST /api/forms/{kind}`), which stores it before it is
 * forwarded to the resort. Never throws: a network failure or an unexpected answer is
 * `ok: false`, so callers only branch on the result.
 */

export type FormKind = "contact" | "consultation" | "booking";

export type FormSubmissionResult =
  | { ok: true; id: string }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> };

const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";

export async function postForm(kind: FormKind, body: Record<string, unknown>): Promise<FormSubmissionResult> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${kind}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let answer: Record<string, unknown> | null = null;
  try {
    const value: unknown = await response.json();
    answer = value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    answer = null;
  }
  if (response.ok && answer?.ok === true && typeof answer.id === "string") return { ok: true, id: answer.id };
  const error = typeof answer?.error === "string" ? answer.error : `The server answered ${response.status}. Please try again.`;
  return { ok: false, status: response.ok ? 502 : response.status, error };
}
