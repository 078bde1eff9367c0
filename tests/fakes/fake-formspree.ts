import { startFakeServer, type FakeServer } from "./fake-http-server.ts";

/**
 * Formspree as the Worker sees it: `POST /f/{formId}` with a JSON body and
 * `Accept: application/json` answers 200 `{ ok: true, next }`. Anything else gets the answers
 * Formspree gives: 404 for an unknown form, 406 without the JSON Accept header, 422 without a
 * JSON object body. Tests script failures (500, 422, hanging) per submission with rules.
 */
export function startFakeFormspree(knownFormIds: readonly string[]): Promise<FakeServer> {
  return startFakeServer({
    name: "formspree",
    defaultReply(request) {
      const formId = /^\/f\/([^/]+)$/.exec(request.path)?.[1];
      if (request.method !== "POST" || !formId) return { status: 404, body: { error: "Not found" } };
      if (!knownFormIds.includes(formId)) return { status: 404, body: { error: "Form not found" } };
      if (!request.headers.accept?.includes("application/json")) {
        return { status: 406, body: { error: "Send Accept: application/json to get a JSON answer" } };
      }
      if (!request.json || typeof request.json !== "object") {
        return { status: 422, body: { error: "Validation errors", errors: [{ code: "EMPTY", message: "empty form" }] } };
      }
      return { status: 200, body: { ok: true, next: `https://formspree.io/thanks?language=en` } };
    },
  });
}
