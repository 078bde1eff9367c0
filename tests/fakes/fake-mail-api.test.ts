import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeServer } from "./fake-http-server";
import { FAKE_MAIL_ACCOUNT_ID, FAKE_MAIL_TOKEN, type FakeMailMessage, startFakeMailApi, workerVars } from "./fake-mail-api";
import { listenOnLoopback } from "./loopback";

/**
 * The fake Cloudflare Email Service API as the browser tests read it: a mailbox of what the
 * Worker's own mailer sent, per recipient, holding only what the API accepted.
 */

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeMailApi();
});
afterAll(() => fake.close());

const from = { address: "stay@example.com", name: "The Resort" };
type Message = { to: string; subject: string; html: string; text: string };
/** The request workers/notifications/mailer.ts makes. */
const send = (message: Message, token = FAKE_MAIL_TOKEN) =>
  fetch(`${fake.url}/client/v4/accounts/${FAKE_MAIL_ACCOUNT_ID}/email/sending/send`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ from, ...message }),
  }).then((res) => res.status);
const inbox = async (to?: string): Promise<FakeMailMessage[]> => {
  const res = await fetch(`${fake.url}/__fake/inbox${to === undefined ? "" : `?to=${encodeURIComponent(to)}`}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FakeMailMessage[];
};

describe("the fake mail API's inbox", () => {
  it("lists what the mailer sent to an address, oldest first, whatever the address's case", async () => {
    const first = { to: "inbox.first@example.com", subject: "Erste", html: "<p>Guten Tag,</p>", text: "Guten Tag,\n" };
    expect(await send(first)).toBe(200);
    expect(await send({ ...first, to: "someone.else@example.com" })).toBe(200);
    expect(await send({ ...first, subject: "Zweite" })).toBe(200);

    const messages = await inbox("Inbox.First@example.com");
    expect(messages.map((m) => m.subject)).toEqual(["Erste", "Zweite"]);
    expect(messages[0]).toMatchObject({ from, to: first.to, html: first.html, text: first.text });
    expect(Date.parse(messages[0]?.receivedAt ?? "")).not.toBeNaN();
    expect((await inbox()).map((m) => m.to)).toEqual(expect.arrayContaining([first.to, "someone.else@example.com"]));
  });

  it("holds nothing the API refused", async () => {
    const refused = { to: "refused@example.com", subject: "x", html: "<p>x</p>", text: "x" };
    expect(await send(refused, "a-wrong-token")).toBe(401);
    expect(await send({ ...refused, subject: "" })).toBe(400);
    expect(await inbox("refused@example.com")).toEqual([]);
  });

  it("listens on the port it is given, and points the Worker at itself", async () => {
    // A port that was free a moment ago.
    const probe = await listenOnLoopback(createServer());
    await probe.close();
    const port = Number(new URL(probe.url).port);
    const fixed = await startFakeMailApi({ port });
    try {
      expect(fixed.url).toBe(`http://127.0.0.1:${port}`);
      expect(workerVars(fixed.url)).toEqual({
        EMAIL_API_BASE: `http://127.0.0.1:${port}/client/v4`,
        EMAIL_API_ACCOUNT_ID: FAKE_MAIL_ACCOUNT_ID,
        EMAIL_API_TOKEN: FAKE_MAIL_TOKEN,
      });
      await expect(startFakeMailApi({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await fixed.close();
    }
  });
});
