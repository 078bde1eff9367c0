import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFormspree } from "./fake-formspree";
import type { FakeServer } from "./fake-http-server";

/**
 * The fake Formspree says what the real one says (formspree/formspree `forms/endpoint.py` and
 * `forms/errors.py`; the hosted service's AJAX answers), so the client is tested against the
 * answers it will meet.
 */

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeFormspree({ knownFormIds: ["liveForm"], inactiveFormIds: ["disabledForm"] });
});
afterAll(() => fake.close());

const post = (formId: string, headers: Record<string, string>) =>
  fetch(`${fake.url}/f/${formId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email: "a@example.com" }),
    redirect: "manual",
  });

describe("the fake Formspree", () => {
  it("confirms a JSON submission with { ok, next } when asked for JSON", async () => {
    const res = await post("liveForm", { Accept: "application/json" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, next: `${fake.url}/thanks` });
  });

  it("redirects a submission without the JSON Accept header to its thank-you page, as to a browser", async () => {
    const res = await post("liveForm", {});
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${fake.url}/thanks`);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    await res.body?.cancel();
    const thanks = await fetch(`${fake.url}/thanks`);
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get("Content-Type")).toMatch(/^text\/html/);
    await thanks.body?.cancel();
  });

  it("answers 403 'Form not active' for a disabled or unconfirmed form, JSON or HTML as asked", async () => {
    const json = await post("disabledForm", { Accept: "application/json" });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({ error: "Form not active" });
    const html = await post("disabledForm", {});
    expect(html.status).toBe(403);
    expect(html.headers.get("Content-Type")).toMatch(/^text\/html/);
    await html.body?.cancel();
  });

  it("answers 404 for an unknown form", async () => {
    const res = await post("noSuchForm", { Accept: "application/json" });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
