import { type FakeServer, startFakeServer } from "./fake-http-server.ts";

/**
 * Cloudflare Email Service's REST API as the Worker's mailer uses it (workers/notifications/
 * mailer.ts): `POST /client/v4/accounts/{account_id}/email/sending/send` with a Bearer token and
 * `{ from: { address, name }, to, subject, html, text }` answers 200 with Cloudflare's envelope
 * `{ success: true, errors: [], messages: [], result: { delivered, permanent_bounces, queued } }`.
 * A wrong token is a 401, a message without a recipient, subject or body a 400, as the API does.
 * Tests read what was "sent" through GET /__fake/requests and script failures with rules.
 */

export const FAKE_MAIL_ACCOUNT_ID = "fakeaccount0000000000000000000001";
export const FAKE_MAIL_TOKEN = "fake-email-token-for-tests-only";

const failure = (status: number, code: number, message: string) => ({
  status,
  body: { success: false, errors: [{ code, message }], messages: [], result: null },
});

export function startFakeMailApi(): Promise<FakeServer> {
  return startFakeServer({
    name: "mail-api",
    defaultReply(request) {
      const match = /^\/client\/v4\/accounts\/([^/]+)\/email\/sending\/send$/.exec(request.path);
      if (request.method !== "POST" || !match) return failure(404, 7003, "No route for that URI");
      if (match[1] !== FAKE_MAIL_ACCOUNT_ID || request.headers.authorization !== `Bearer ${FAKE_MAIL_TOKEN}`) {
        return failure(401, 10000, "Authentication error");
      }
      const message = (request.json ?? {}) as Record<string, unknown>;
      const from = message.from as { address?: unknown } | undefined;
      if (typeof message.to !== "string" || !message.to.includes("@")) return failure(400, 10001, "to: a recipient address is required");
      if (typeof from?.address !== "string") return failure(400, 10001, "from: a sender address is required");
      if (typeof message.subject !== "string" || !message.subject) return failure(400, 10001, "subject is required");
      if (typeof message.html !== "string" && typeof message.text !== "string") return failure(400, 10001, "html or text is required");
      return {
        status: 200,
        body: { success: true, errors: [], messages: [], result: { delivered: [message.to], permanent_bounces: [], queued: [] } },
      };
    },
  });
}
