import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formspreeReplies, startFakeFormspree } from "../../tests/fakes/fake-formspree";
import type { FakeReply, FakeServer, RecordedRequest } from "../../tests/fakes/fake-http-server";
import { createFormspreeClient } from "./formspree";

/** The Formspree client against the fake Formspree on loopback, which answers as the real one does. */

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeFormspree({ knownFormIds: ["liveForm"], inactiveFormIds: ["disabledForm"] });
});
afterAll(() => fake.close());

const client = () => createFormspreeClient({ baseUrl: fake.url, timeoutMs: 500 });
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

async function script(bodyIncludes: string, reply: FakeReply) {
  const res = await fetch(`${fake.url}/__fake/rules`, { method: "POST", body: JSON.stringify({ match: { bodyIncludes }, reply }) });
  expect(res.status).toBe(200);
}

async function requests(filter: { path?: string; bodyIncludes?: string }): Promise<RecordedRequest[]> {
  const res = await fetch(`${fake.url}/__fake/requests?${new URLSearchParams(filter)}`);
  return (await res.json()) as RecordedRequest[];
}

describe("the fake Formspree says what the real one says", () => {
  it("confirms a JSON submission with { ok, next } when asked for JSON", async () => {
    const res = await fetch(`${fake.url}/f/liveForm`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: "a@example.com" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, next: `${fake.url}/thanks` });
  });

  it("redirects a submission without the JSON Accept header to its thank-you page", async () => {
    const res = await fetch(`${fake.url}/f/liveForm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com" }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${fake.url}/thanks`);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    await res.body?.cancel();
  });

  it("answers 403 'Form not active' for a disabled or unconfirmed form", async () => {
    const res = await fetch(`${fake.url}/f/disabledForm`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: "a@example.com" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Form not active" });
  });
});

describe("createFormspreeClient", () => {
  it("counts a 2xx JSON answer as delivered, asking for JSON", async () => {
    const email = `${unique("ok")}@example.com`;
    expect(await client().submit("liveForm", { email })).toEqual({ kind: "delivered", status: 200 });
    const [request] = await requests({ bodyIncludes: email });
    expect(request?.headers.accept).toBe("application/json");
  });

  it("refuses for good, with a clear reason, a form that is disabled or was never confirmed (403)", async () => {
    expect(await client().submit("disabledForm", { email: "a@example.com" })).toEqual({
      kind: "rejected",
      status: 403,
      reason: "HTTP 403: Form not active (Formspree refuses this form: it is disabled or not confirmed; check it in Formspree's dashboard)",
    });
  });

  it("does not count a redirect as a delivery, and does not follow it", async () => {
    const email = `${unique("redirect")}@example.com`;
    await script(email, formspreeReplies.redirectToThanks(`${fake.url}/thanks?from=${email}`));
    const outcome = await client().submit("liveForm", { email });
    expect(outcome).toEqual({
      kind: "rejected",
      status: 302,
      reason: `HTTP 302 redirect to ${fake.url}/thanks?from=${email} instead of a JSON answer: not confirmed as delivered`,
    });
    const followed = (await requests({ path: "/thanks" })).filter((r) => r.method === "GET");
    expect(followed).toEqual([]);
  });

  it("does not count a 200 HTML page as a delivery", async () => {
    const email = `${unique("html")}@example.com`;
    await script(email, formspreeReplies.thanksPage);
    expect(await client().submit("liveForm", { email })).toEqual({
      kind: "rejected",
      status: 200,
      reason: "HTTP 200 with text/html instead of a JSON answer: Thanks!: not confirmed as delivered",
    });
  });

  it("retries after a time-out, a dropped connection, a 429 or a 5xx", async () => {
    const cases: [FakeReply, RegExp][] = [
      [{ hang: true }, /^timed out after 500 ms$/],
      [{ drop: true }, /^network error: /],
      [{ status: 429, body: { error: "Too many requests" } }, /^HTTP 429: Too many requests$/],
      [{ status: 503, body: "Service Unavailable" }, /^HTTP 503: Service Unavailable$/],
    ];
    for (const [reply, reason] of cases) {
      const email = `${unique("retry")}@example.com`;
      await script(email, reply);
      const outcome = await client().submit("liveForm", { email });
      expect(outcome).toMatchObject({ kind: "retry", reason: expect.stringMatching(reason) });
    }
  });

  it("refuses for good an unknown form (404) and an invalid submission (422)", async () => {
    expect(await client().submit("noSuchForm", { email: "a@example.com" })).toEqual({
      kind: "rejected",
      status: 404,
      reason: "HTTP 404: Form not found",
    });
    const email = `${unique("invalid")}@example.com`;
    await script(email, { status: 422, body: { error: "Validation errors", errors: [{ field: "email", message: "should be an email" }] } });
    expect(await client().submit("liveForm", { email })).toMatchObject({
      kind: "rejected",
      reason: "HTTP 422: Validation errors; email: should be an email",
    });
  });
});
