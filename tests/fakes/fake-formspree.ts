import { type FakeServer, startFakeServer } from "./fake-http-server.ts";
import { formspreeReplies } from "./formspree-replies.ts";

/**
 * Formspree as the Worker sees it, answering as the real service does (its endpoint, as published
 * in formspree/formspree `forms/endpoint.py` and `forms/errors.py`, and its hosted AJAX answers):
 *
 * - `POST /f/{formId}` with `Accept: application/json` and a JSON object body: 200
 *   `{ ok: true, next }`.
 * - The same without the JSON Accept header: the browser flow, a 302 redirect to the thank-you
 *   page (`next`), with an HTML body. The submission is not confirmed to the caller as JSON.
 * - A form that is not active (disabled, or never confirmed by its owner): 403
 *   `{ error: "Form not active" }` (an HTML error page without the JSON Accept header).
 * - An unknown form: 404; an empty or non-object body: 422 with `errors`.
 *
 * The thank-you page itself is served at `GET /thanks` on the fake, so a client that follows the
 * redirect leaves a trace in the recorded requests. Tests script other answers (500, 429, hanging)
 * per submission with rules; `formspreeReplies` (formspree-replies.ts) holds the real service's
 * answers for those rules.
 */
export type FakeFormspreeOptions = {
  /** Forms that exist and take submissions. */
  knownFormIds: readonly string[];
  /** Forms that exist but are not active (disabled, or their owner never confirmed them). */
  inactiveFormIds?: readonly string[];
};

export function startFakeFormspree({ knownFormIds, inactiveFormIds = [] }: FakeFormspreeOptions): Promise<FakeServer> {
  let thanksUrl = "https://formspree.io/thanks?language=en";
  const started = startFakeServer({
    name: "formspree",
    defaultReply(request) {
      if (request.method === "GET" && request.path === "/thanks") return formspreeReplies.thanksPage;
      const formId = /^\/f\/([^/]+)$/.exec(request.path)?.[1];
      if (request.method !== "POST" || !formId) return { status: 404, body: { error: "Not found" } };
      const wantsJson = Boolean(request.headers.accept?.includes("application/json"));
      if (inactiveFormIds.includes(formId)) {
        return wantsJson
          ? formspreeReplies.formNotActive
          : {
              status: 403,
              headers: { "Content-Type": "text/html; charset=utf-8" },
              body: "<!doctype html><title>Form not active</title><p>The owner of this form has disabled this form.</p>",
            };
      }
      if (!knownFormIds.includes(formId)) return { status: 404, body: { error: "Form not found" } };
      if (!wantsJson) return formspreeReplies.redirectToThanks(thanksUrl);
      if (!request.json || typeof request.json !== "object") {
        return { status: 422, body: { error: "Validation errors", errors: [{ code: "EMPTY", message: "empty form" }] } };
      }
      return { status: 200, body: { ok: true, next: thanksUrl } };
    },
  });
  return started.then((server) => {
    thanksUrl = `${server.url}/thanks`;
    return server;
  });
}
