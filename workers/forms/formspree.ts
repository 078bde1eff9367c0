/**
 * The one client for Formspree (https://formspree.io/f/{formId}). Its base URL comes from the
 * env, so the tests and local runs point it at a fake on loopback.
 */
export type FormspreeOutcome =
  /** Formspree accepted the submission (2xx). */
  | { kind: "delivered"; status: number }
  /** Worth trying again later: timeouts, network errors, 408, 429 and 5xx. */
  | { kind: "retry"; status: number | null; reason: string }
  /** Formspree refused this submission for good (any other 4xx): retrying cannot help. */
  | { kind: "rejected"; status: number; reason: string };

export interface FormspreeClient {
  submit(formId: string, payload: Record<string, unknown>): Promise<FormspreeOutcome>;
}

export function createFormspreeClient(options: { baseUrl: string; timeoutMs: number; fetch?: typeof fetch }): FormspreeClient {
  const send = options.fetch ?? fetch;
  return {
    async submit(formId, payload) {
      const url = `${options.baseUrl}/f/${encodeURIComponent(formId)}`;
      let response: Response;
      try {
        response = await send(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return {
          kind: "retry",
          status: null,
          reason: timedOut ? `timed out after ${options.timeoutMs} ms` : `network error: ${describeError(error)}`,
        };
      }
      if (response.ok) {
        await response.body?.cancel();
        return { kind: "delivered", status: response.status };
      }
      const reason = `HTTP ${response.status}${await errorDetail(response)}`;
      if (isRetryableStatus(response.status)) return { kind: "retry", status: response.status, reason };
      return { kind: "rejected", status: response.status, reason };
    },
  };
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Formspree explains a refusal as `{ error, errors: [{ field, message }] }`; keep it short. */
async function errorDetail(response: Response): Promise<string> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    return "";
  }
  type FormspreeError = { error?: unknown; errors?: { field?: unknown; message?: unknown }[] };
  let body: FormspreeError | null = null;
  try {
    body = JSON.parse(text) as FormspreeError | null;
  } catch {
    // Not JSON (a proxy's error page, say): the raw text is the detail.
  }
  if (body && typeof body === "object") {
    const parts: string[] = [];
    if (typeof body.error === "string") parts.push(body.error);
    for (const item of Array.isArray(body.errors) ? body.errors : []) {
      if (typeof item?.message === "string") {
        parts.push(typeof item.field === "string" ? `${item.field}: ${item.message}` : item.message);
      }
    }
    return parts.length ? `: ${clip(parts.join("; "))}` : "";
  }
  const plain = text.replace(/\s+/g, " ").trim();
  return plain ? `: ${clip(plain)}` : "";
}

function clip(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
