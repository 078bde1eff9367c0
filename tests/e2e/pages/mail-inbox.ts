import type { FakeMailMessage } from "../../fakes/fake-mail-api";

/**
 * What the sandbox server sent by e-mail: its guests' e-mails go to the fake Cloudflare Email
 * Service API that scripts/serve-e2e.mjs starts beside it on E2E_MAIL_PORT (playwright.config.ts
 * sets it), in the request the Worker's mailer makes. Tests give every guest an address of their
 * own, so parallel tests and earlier runs against a reused server do not see each other's mail.
 */

function inboxUrl(): string {
  const port = process.env.E2E_MAIL_PORT;
  if (!port) throw new Error("E2E_MAIL_PORT is not set: run the tests through playwright.config.ts");
  return `http://127.0.0.1:${port}/__fake/inbox`;
}

/** The e-mails sent to `address` so far, oldest first. */
export async function inboxOf(address: string): Promise<FakeMailMessage[]> {
  const url = `${inboxUrl()}?to=${encodeURIComponent(address)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `No fake mail API at ${url}: the server on E2E_PORT was started without it (by an older scripts/serve-e2e.mjs, or by a Node without type stripping?). Stop that server and run again.`,
      { cause: error },
    );
  }
  if (!response.ok) throw new Error(`The fake mail API answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as FakeMailMessage[];
}
