import { type FakeServer, startFakeServer } from "./fake-http-server.ts";

/**
 * Cloudflare Email Service's REST API as the Worker's mailer uses it (workers/notifications/
 * mailer.ts): `POST /client/v4/accounts/{account_id}/email/sending/send` with a Bearer token and
 * `{ from: { address, name }, to, subject, html, text }` answers 200 with Cloudflare's envelope
 * `{ success: true, errors: [], messages: [], result: { delivered, permanent_bounces, queued } }`.
 * A wrong token is a 401, a message without a recipient, subject or body a 400, as the API does.
 * Tests read what was "sent" through GET /__fake/requests and script failures with rules, or read
 * it as a mailbox: GET /__fake/inbox?to=<address> lists the messages the API accepted for that
 * address (every accepted message without `to`), oldest first, as FakeMailMessage.
 *
 * The Worker tests start it on a free port; the browser tests' server (scripts/serve-e2e.mjs)
 * starts it on a port the tests can work out for themselves (`port`), and points the Worker at it
 * with `workerVars`.
 */

export const FAKE_MAIL_ACCOUNT_ID = "fakeaccount0000000000000000000001";
export const FAKE_MAIL_TOKEN = "fake-email-token-for-tests-only";

const failure = (status: number, code: number, message: string) => ({
  status,
  body: { success: false, errors: [{ code, message }], messages: [], result: null },
});

/** A message as the fake accepted it: what the Worker's mailer posted. */
export type FakeMailMessage = {
  receivedAt: string;
  from: { address: string; name?: string };
  to: string;
  subject: string;
  html?: string;
  text?: string;
};

const SEND_PATH = /^\/client\/v4\/accounts\/([^/]+)\/email\/sending\/send$/;

/** The Worker's settings that send its e-mails through the fake at `url` (workers/notifications/mailer.ts). */
export function workerVars(url: string): Record<string, string> {
  return { EMAIL_API_BASE: `${url}/client/v4`, EMAIL_API_ACCOUNT_ID: FAKE_MAIL_ACCOUNT_ID, EMAIL_API_TOKEN: FAKE_MAIL_TOKEN };
}

export function startFakeMailApi(options: { port?: number } = {}): Promise<FakeServer> {
  return startFakeServer({
    name: "mail-api",
    port: options.port,
    views: {
      inbox(received, query): FakeMailMessage[] {
        const to = query.get("to")?.toLowerCase();
        return received
          .filter((r) => r.method === "POST" && r.answered === 200 && SEND_PATH.test(r.path))
          .map((r) => ({ receivedAt: r.receivedAt, ...(r.json as Omit<FakeMailMessage, "receivedAt">) }))
          .filter((message) => to === undefined || message.to.toLowerCase() === to);
      },
    },
    defaultReply(request) {
      const match = SEND_PATH.exec(request.path);
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
