import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createFormspreeClient } from "../../workers/forms/formspree";
import { formspreeReplies } from "../fakes/formspree-replies";
import { type FakeReply, formspreeReceived, scriptFormspree, uniqueEmail } from "./forms-helpers";

/**
 * The Formspree client inside workerd (whose fetch production uses), against the fake Formspree on
 * loopback, which answers as the real one does (tests/fakes/fake-formspree.ts).
 */

const client = () => createFormspreeClient({ baseUrl: env.FORMSPREE_BASE_URL, timeoutMs: 500 });

async function requestsTo(path: string) {
  const res = await fetch(`${env.FORMSPREE_BASE_URL}/__fake/requests?path=${encodeURIComponent(path)}`);
  return (await res.json()) as { method: string; path: string; body: string }[];
}

describe("the Formspree client", () => {
  it("counts a 2xx JSON answer as delivered, having asked for JSON", async () => {
    const email = uniqueEmail("client-ok");
    expect(await client().submit(env.FORMSPREE_CONTACT_FORM, { email })).toEqual({ kind: "delivered", status: 200 });
    const [request] = await formspreeReceived(email);
    expect(request?.headers.accept).toBe("application/json");
  });

  it("refuses for good, with a clear reason, a form that is disabled or was never confirmed (403)", async () => {
    expect(await client().submit(env.TEST_INACTIVE_FORM_ID, { email: uniqueEmail("client-403") })).toEqual({
      kind: "rejected",
      status: 403,
      reason: "HTTP 403: Form not active (Formspree refuses this form: it is disabled or not confirmed; check it in Formspree's dashboard)",
    });
  });

  it("does not count a redirect as a delivery, and does not follow it", async () => {
    const email = uniqueEmail("client-redirect");
    const thanks = `${env.FORMSPREE_BASE_URL}/thanks?from=${email}`;
    await scriptFormspree(email, formspreeReplies.redirectToThanks(thanks));
    expect(await client().submit(env.FORMSPREE_CONTACT_FORM, { email })).toEqual({
      kind: "rejected",
      status: 302,
      reason: `HTTP 302 redirect to ${thanks} instead of a JSON answer: not confirmed as delivered`,
    });
    const followed = (await requestsTo("/thanks")).filter((request) => request.method === "GET");
    expect(followed).toEqual([]);
  });

  it("does not count a 200 HTML page as a delivery", async () => {
    const email = uniqueEmail("client-html");
    await scriptFormspree(email, formspreeReplies.thanksPage);
    expect(await client().submit(env.FORMSPREE_CONTACT_FORM, { email })).toEqual({
      kind: "rejected",
      status: 200,
      reason: "HTTP 200 with text/html instead of a JSON answer: Thanks!: not confirmed as delivered",
    });
  });

  it.each([
    ["a time-out", { hang: true }, /^timed out after 500 ms$/],
    ["a dropped connection", { drop: true }, /^network error: /],
    ["a 429", { status: 429, body: { error: "Too many requests" } }, /^HTTP 429: Too many requests$/],
    ["a 503", { status: 503, body: "Service Unavailable" }, /^HTTP 503: Service Unavailable$/],
  ] satisfies [string, FakeReply, RegExp][])("retries after %s", async (_, reply, reason) => {
    const email = uniqueEmail("client-retry");
    await scriptFormspree(email, reply);
    expect(await client().submit(env.FORMSPREE_CONTACT_FORM, { email })).toMatchObject({
      kind: "retry",
      reason: expect.stringMatching(reason),
    });
  });

  it("refuses for good an unknown form (404) and an invalid submission (422)", async () => {
    expect(await client().submit("noSuchForm", { email: uniqueEmail("client-404") })).toEqual({
      kind: "rejected",
      status: 404,
      reason: "HTTP 404: Form not found",
    });
    const email = uniqueEmail("client-422");
    await scriptFormspree(email, {
      status: 422,
      body: { error: "Validation errors", errors: [{ field: "email", message: "should be an email" }] },
    });
    expect(await client().submit(env.FORMSPREE_CONTACT_FORM, { email })).toMatchObject({
      kind: "rejected",
      reason: "HTTP 422: Validation errors; email: should be an email",
    });
  });
});
