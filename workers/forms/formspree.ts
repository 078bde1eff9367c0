/**
 * The one client for Formspree (https://formspree.io/f/{formId}). Its base URL comes from the
 * env, so the tests and local runs point it at a fake on loopback.
 */
export type FormspreeOutcome =
  /** Formspree accepted the submission: a 2xx JSON answer. */
  | { kind: "delivered"; status: number }
  /** Worth trying again later: timeouts, network errors, 408, 429 and 5xx. */
  | { kind: "retry"; status: number | null; reason: string }
  /**
   * Not a delivery, and retrying cannot help: Formspree refused this submission (any other 4xx,
   * e.g. 403 for a form that is disabled or was never confirmed), or answered as to a browser (a
   * redirect or an HTML page) rather than confirming it to the API. Parked for a person to look at.
   */
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
          // A redirect is Formspree's answer to a browser's form post (to its thank-you page):
          // followed, it would end in a 200 HTML page that looks like a success.
          redirect: "manual",
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
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get("Location");
        return {
          kind: "rejected",
          status: response.status,
          reason: `HTTP ${response.status} redirect${location ? ` to ${clip(location, 200)}` : ""} instead of a JSON answer: not confirmed as delivered`,
        };
      }
      if (response.ok) {
        if (isJson(response)) {
          await response.body?.cancel();
          return { kind: "delivered", status: response.status };
        }
        return {
          kind: "rejected",
          status: response.status,
          reason: `HTTP ${response.status} with ${mediaType(response) || "no Content-Type"} instead of a JSON answer${await errorDetail(response)}: not confirmed as delivered`,
        };
      }
      const reason = `HTTP ${response.status}${await errorDetail(response)}${response.status === 403 ? FORBIDDEN_HINT : ""}`;
      if (isRetryableStatus(response.status)) return { kind: "retry", status: response.status, reason };
      return { kind: "rejected", status: response.status, reason };
    },
  };
}

/** What a 403 from Formspree means, for whoever reads the parked row. */
const FORBIDDEN_HINT = " (Formspree refuses this form: it is disabled or not confirmed; check it in Formspree's dashboard)";

function mediaType(response: Response): string {
  return (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function isJson(response: Response): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(mediaType(response));
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * Formspree explains a refusal as `{ error, errors: [{ field, message }] }`, or, to a browser, as
 * an HTML page whose title says it; keep it short.
 */
async function errorDetail(response: Response): Promise<string> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    return "";
  }
  if (mediaType(response) === "text/html") {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.replace(/\s+/g, " ").trim();
    return title ? `: ${clip(title)}` : "";
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
