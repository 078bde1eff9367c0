/**
 * Answers the real Formspree gives, for the fake's defaults (fake-formspree.ts) and for tests that
 * script them. Free of imports, so Worker tests inside workerd can use them too.
 */

/** A scripted answer (the shape of fake-http-server.ts's FakeReply with a status). */
type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
export const formspreeReplies = {
  /** The browser flow's answer: a redirect to the thank-you page, not a JSON confirmation. */
  redirectToThanks(thanksUrl: string): FakeReply {
    return {
      status: 302,
      headers: { Location: thanksUrl, "Content-Type": "text/html; charset=utf-8" },
      body: `<!doctype html><title>Redirecting...</title><p>You should be redirected to <a href="${thanksUrl}">${thanksUrl}</a>.</p>`,
    };
  },
  /** An HTML page with a 200 (the thank-you page, a captcha page): a page for people, not an answer. */
  thanksPage: {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: "<!doctype html><title>Thanks!</title><h1>Thanks!</h1><p>The form was submitted successfully.</p>",
  } satisfies FakeReply,
  /** A disabled or unconfirmed form, to a client that asked for JSON. */
  formNotActive: { status: 403, body: { error: "Form not active" } } satisfies FakeReply,
} as const;
