import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, MAX_ATTEMPTS, retryDelayMs } from "../../workers/outbox/outbox";
import { receiveForm } from "../../workers/forms/intake";
import { acceptSubmission, drainFormOutbox } from "../../workers/forms/submissions";
import { formspreeReplies } from "../fakes/formspree-replies";
import { formspreeReceived, outboxRow, postJson, runCron, scriptFormspree, uniqueEmail, waitForRow, type OutboxRow } from "./forms-helpers";

/**
 * Delivery to Formspree: the send in the background of the request, the retries by the Cron
 * Trigger, and parking. Every Cron run in the tests fires at the real time; a test makes its own
 * rows due by moving their `next_attempt_at` into the past, as the passing of time would.
 */

async function submitContact(email: string): Promise<string> {
  const res = await postJson("/api/forms/contact", { name: "Guest", email, message: `Hello from ${email}` });
  expect(res.status).toBe(202);
  return ((await res.json()) as { id: string }).id;
}

async function makeDue(ids: string[]) {
  const past = new Date(Date.now() - 1000).toISOString();
  for (const id of ids) {
    await env.DB.prepare("UPDATE form_submissions SET next_attempt_at = ? WHERE id = ? AND status = 'pending'").bind(past, id).run();
  }
}

const minutesUntil = (row: OutboxRow) => (Date.parse(row.next_attempt_at) - Date.parse(row.last_attempt_at!)) / 60_000;

describe("delivery in the background of the request", () => {
  it("keeps a submission pending with the error when Formspree answers 500, and retries it later", async () => {
    const email = uniqueEmail("fs500");
    await scriptFormspree(email, { status: 500, body: { error: "Internal error" } }, 1);
    const id = await submitContact(email);

    const failed = await waitForRow(id, (r) => r.attempts === 1);
    expect(failed).toMatchObject({ status: "pending", delivered_at: null });
    expect(failed.last_error).toBe("HTTP 500: Internal error");
    expect(minutesUntil(failed)).toBeCloseTo(1, 1); // first retry after a minute

    await makeDue([id]);
    await runCron(new Date());
    const delivered = await outboxRow(id);
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
    expect((await formspreeReceived(email)).map((r) => r.answered)).toEqual([500, 200]);
  });

  it("answers the visitor once the submission is stored, while the send to Formspree is still under way", async () => {
    const email = uniqueEmail("nowait");
    // Formspree takes two seconds to answer, well within the client's time-out here.
    await scriptFormspree(email, { status: 200, body: { ok: true }, delayMs: 2_000 }, 1);
    const background: Promise<unknown>[] = [];
    const runtime = {
      env: { ...env, FORMSPREE_TIMEOUT_MS: "10000" } as Env,
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
    };
    const { id } = await acceptSubmission(runtime, "contact", { name: "Guest", email, message: "Hello" });
    // Accepted and stored, not yet sent: the send runs in the background of the request.
    expect(background).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0, delivered_at: null });
    await Promise.all(background);
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("counts a Formspree that does not answer in time as a failure to retry", async () => {
    const email = uniqueEmail("fshang");
    await scriptFormspree(email, { hang: true }, 1);
    const id = await submitContact(email);

    const failed = await waitForRow(id, (r) => r.attempts === 1);
    expect(failed).toMatchObject({ status: "pending", last_error: "timed out after 500 ms" });

    await makeDue([id]);
    await runCron(new Date());
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 2 });
    expect((await formspreeReceived(email)).map((r) => r.answered)).toEqual(["hang", 200]);
  });

  it("parks a submission Formspree refuses with a 4xx, with the reason, and never retries it", async () => {
    const email = uniqueEmail("fs422");
    await scriptFormspree(email, {
      status: 422,
      body: { error: "Validation errors", errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }] },
    });
    const id = await submitContact(email);

    const parked = await waitForRow(id, (r) => r.status === "parked");
    expect(parked.attempts).toBe(1);
    expect(parked.last_error).toBe("rejected by Formspree: HTTP 422: Validation errors; email: should be an email");

    await runCron(new Date(Date.now() + 7 * 24 * 60 * 60_000));
    expect(await formspreeReceived(email)).toHaveLength(1);
    expect((await outboxRow(id))?.status).toBe("parked");
  });

  it("parks a submission to a form Formspree does not take (disabled, or never confirmed: 403), saying so", async () => {
    const email = uniqueEmail("fs403");
    const background: Promise<unknown>[] = [];
    const inactive = { ...env, FORMSPREE_CONTACT_FORM: env.TEST_INACTIVE_FORM_ID } as Env;
    const runtime = { env: inactive, waitUntil: (promise: Promise<unknown>) => void background.push(promise) };
    const { id } = await acceptSubmission(runtime, "contact", { name: "Guest", email, message: "Hello" });
    await Promise.all(background);

    const parked = await outboxRow(id);
    expect(parked).toMatchObject({ status: "parked", attempts: 1, delivered_at: null });
    expect(parked?.last_error).toBe(
      "rejected by Formspree: HTTP 403: Form not active (Formspree refuses this form: it is disabled or not confirmed; check it in Formspree's dashboard)",
    );
    await drainFormOutbox(inactive, new Date(Date.now() + 7 * 24 * 60 * 60_000));
    expect((await formspreeReceived(email)).map((r) => r.answered)).toEqual([403]);
  });

  it.each([
    ["a redirect to its thank-you page", (thanks: string) => formspreeReplies.redirectToThanks(thanks), 302, /^HTTP 302 redirect to /],
    ["an HTML page", () => formspreeReplies.thanksPage, 200, /^HTTP 200 with text\/html instead of a JSON answer/],
  ])("does not count %s as a delivery: the row is parked for a person to check", async (_, reply, status, reason) => {
    const email = uniqueEmail("fs-html");
    await scriptFormspree(email, reply(`${env.FORMSPREE_BASE_URL}/thanks`));
    const id = await submitContact(email);
    const parked = await waitForRow(id, (r) => r.status !== "pending");
    expect(parked).toMatchObject({ status: "parked", attempts: 1, delivered_at: null });
    expect(parked.last_error).toMatch(/^rejected by Formspree: /);
    expect(parked.last_error?.replace("rejected by Formspree: ", "")).toMatch(reason);
    expect(parked.last_error).toContain("not confirmed as delivered");
    expect((await formspreeReceived(email)).map((r) => r.answered)).toEqual([status]);
  });

  it("retries rather than parks when Formspree says 429 (its own rate limit)", async () => {
    const email = uniqueEmail("fs429");
    await scriptFormspree(email, { status: 429, body: { error: "Too many requests" } }, 1);
    const id = await submitContact(email);
    const row = await waitForRow(id, (r) => r.attempts === 1);
    expect(row.status).toBe("pending");
    expect(row.last_error).toBe("HTTP 429: Too many requests");
  });
});

describe("the Cron Trigger drains the backlog", () => {
  it("delivers every submission of a backlog exactly once, even with two drains at the same time", async () => {
    const tag = `backlog-${crypto.randomUUID().slice(0, 8)}`;
    // Formspree is down while six guests write in.
    await scriptFormspree(tag, { status: 503, body: "Service Unavailable" });
    const emails = Array.from({ length: 6 }, (_, i) => `${tag}-${i}@example.com`);
    const ids = await Promise.all(emails.map(submitContact));
    for (const id of ids) await waitForRow(id, (r) => r.attempts === 1);

    // A drain while Formspree is still down: another failure each, backed off further.
    await makeDue(ids);
    await runCron(new Date());
    for (const id of ids) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 2, last_error: "HTTP 503: Service Unavailable" });
      expect(minutesUntil(row!)).toBeCloseTo(2, 1);
    }

    // Formspree is back. Two Cron runs overlap; the claim lets only one of them send each row.
    await scriptFormspree(tag, { status: 200, body: { ok: true } });
    await makeDue(ids);
    await Promise.all([runCron(new Date()), runCron(new Date())]);
    for (const id of ids) {
      expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    }

    // And a later run has nothing left to send.
    await runCron(new Date());
    for (const email of emails) {
      const answered = (await formspreeReceived(email)).map((r) => r.answered);
      expect(answered).toEqual([503, 503, 200]);
    }
  });

  it("does not touch a row that is not due yet, or one a sender has claimed", async () => {
    const email = uniqueEmail("notdue");
    await scriptFormspree(email, { status: 500 }, 1);
    const id = await submitContact(email);
    await waitForRow(id, (r) => r.attempts === 1);
    await runCron(new Date()); // the retry is a minute away
    expect(await formspreeReceived(email)).toHaveLength(1);
    expect((await outboxRow(id))?.attempts).toBe(1);
  });

  it("backs off exponentially up to six hours, and parks a row after the last attempt", async () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
    expect(retryDelayMs(30)).toBe(BACKOFF_MAX_MS);

    const email = uniqueEmail("giveup");
    await scriptFormspree(email, { status: 502, body: "Bad Gateway" });
    const id = await submitContact(email);
    await waitForRow(id, (r) => r.attempts === 1);
    await env.DB.prepare("UPDATE form_submissions SET attempts = ? WHERE id = ?")
      .bind(MAX_ATTEMPTS - 1, id)
      .run();
    await makeDue([id]);
    await runCron(new Date());
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "parked", attempts: MAX_ATTEMPTS });
    expect(row?.last_error).toBe(`gave up after ${MAX_ATTEMPTS} attempts: HTTP 502: Bad Gateway`);
  });
});

describe("without Formspree form ids (the local default)", () => {
  it("stores the submission, logs it, and lets the drain deliver it once the id is set", async () => {
    const email = uniqueEmail("unconfigured");
    const unconfigured = { ...env, FORMSPREE_CONTACT_FORM: "" } as Env;
    const background: Promise<unknown>[] = [];
    const runtime = { env: unconfigured, waitUntil: (p: Promise<unknown>) => void background.push(p) };

    const { id } = await acceptSubmission(runtime, "contact", { name: "Local", email, message: "No account needed" });
    await Promise.all(background);
    expect(background).toHaveLength(0);
    const stored = await outboxRow(id);
    expect(stored).toMatchObject({ status: "pending", attempts: 0, last_error: "not forwarded: FORMSPREE_CONTACT_FORM is not set" });

    const summary = await drainFormOutbox(unconfigured, new Date());
    expect(summary.waitingForFormId).toBeGreaterThanOrEqual(1);
    expect(await formspreeReceived(email)).toEqual([]);

    // Configured later: the backlog goes out.
    await drainFormOutbox(env, new Date());
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
    expect(await formspreeReceived(email)).toHaveLength(1);
  });
});

describe("when the database cannot take the submission", () => {
  it("answers 503 so the visitor knows to try again, never a 500 or a false success", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const runtime = { env: { ...env, DB: failingDb } as Env, waitUntil: () => {} };
    const fields = { name: "Asha", email: uniqueEmail("nodb"), message: "Hello" };
    const request = new Request("https://kaivalya.test/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const result = await receiveForm(runtime, "contact", request, { format: "web-form", clientKey: "10.9.9.9" });
    // Refused with the fields kept, so the page can show them again: nothing typed is lost.
    expect(result).toEqual({ ok: false, status: 503, error: expect.stringMatching(/could not save/), fields });
  });
});
