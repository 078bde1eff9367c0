import { describe, expect, it, vi } from "vitest";
import { apiMailer, bindingMailer, mailConfig, mailerFor } from "./mailer";

const message = { to: "guest@example.com", subject: "Your booking", html: "<p>Hi</p>", text: "Hi" };
const from = { email: "stay@kaivalyaretreat.com", name: "Kaivalya Ayurveda Retreat" };
const api = { base: "https://mail.example/client/v4", accountId: "acc1", token: "t0ken" };

function answering(status: number, body: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe("the e-mail API mailer", () => {
  it("posts the message to the account's send endpoint with the token, and counts success as delivered", async () => {
    const send = answering(200, { success: true, errors: [], result: { delivered: ["guest@example.com"] } });
    expect(await apiMailer(api, from, 1000, send).send(message)).toEqual({ kind: "delivered" });
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("https://mail.example/client/v4/accounts/acc1/email/sending/send");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t0ken");
    expect(JSON.parse(String(init?.body))).toEqual({ from: { address: from.email, name: from.name }, ...message });
  });

  it("retries on 429, 5xx and a 200 that says it failed; parks a 4xx refusal with its reason", async () => {
    expect(await apiMailer(api, from, 1000, answering(429, { success: false, errors: [] })).send(message)).toMatchObject({ kind: "retry" });
    expect(await apiMailer(api, from, 1000, answering(503, {})).send(message)).toMatchObject({ kind: "retry" });
    expect(await apiMailer(api, from, 1000, answering(200, { success: false, errors: [] })).send(message)).toMatchObject({ kind: "retry" });
    expect(
      await apiMailer(api, from, 1000, answering(400, { success: false, errors: [{ code: 10001, message: "to: invalid" }] })).send(message),
    ).toEqual({ kind: "rejected", reason: "refused by the e-mail API: e-mail API HTTP 400: 10001 to: invalid" });
  });

  it("retries when the API cannot be reached", async () => {
    const send = vi.fn(async () => {
      throw new TypeError("connection refused");
    });
    expect(await apiMailer(api, from, 1000, send).send(message)).toMatchObject({
      kind: "retry",
      reason: expect.stringMatching(/unreachable/),
    });
  });
});

describe("the send_email binding mailer", () => {
  it("sends the builder form of the message, and retries whatever the binding throws", async () => {
    const binding = { send: vi.fn(async () => ({ messageId: "m1" })) };
    expect(await bindingMailer(binding as unknown as SendEmail, from).send(message)).toEqual({ kind: "delivered" });
    expect(binding.send).toHaveBeenCalledWith({ from, ...message });
    binding.send.mockRejectedValueOnce(new Error("daily sending limit reached"));
    expect(await bindingMailer(binding as unknown as SendEmail, from).send(message)).toEqual({
      kind: "retry",
      reason: "send_email binding: daily sending limit reached",
    });
  });
});

describe("choosing the transport", () => {
  it("uses the API when its account and token are set, the binding otherwise, and nothing without either", () => {
    const binding = { send: vi.fn() } as unknown as SendEmail;
    expect(mailerFor({ EMAIL: binding, EMAIL_API_ACCOUNT_ID: "a", EMAIL_API_TOKEN: "t" } as never)?.transport).toBe("api");
    expect(mailerFor({ EMAIL: binding, EMAIL_API_ACCOUNT_ID: "a" } as never)?.transport).toBe("binding");
    expect(mailerFor({})).toBeNull();
  });

  it("refuses a sender that is not an address, and sends nothing until it is fixed", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(mailConfig({ EMAIL_FROM: "not an address" })).toBeNull();
    expect(mailConfig({})?.from).toEqual(from);
  });
});
