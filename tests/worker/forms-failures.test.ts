import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { attemptDelivery, CLAIM_MS, drainOutbox, storeSubmission } from "../../workers/forms/outbox";
import { outboxDeps } from "../../workers/forms/submissions";
import { fetchWithEnv, formspreeReceived, outboxRow, scriptFormspree, uniqueEmail, uniqueIp } from "./forms-helpers";
import { contact, dateSpan, itemsIn } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const { roomItem } = itemsIn(dateSpan(430, 440));

/**
 * What the form pipeline does when a part of it fails: the database (503 with Retry-After), the
 * rate limiter (fails open), and a sender of the outbox (its claim expires; its late result is
 * dropped when another sender has taken the row).
 */

const ORIGIN = "https://kaivalya.test";

function postContact(body: unknown, ip = uniqueIp()) {
  return new Request(`${ORIGIN}/api/forms/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

async function rowsFor(email: string): Promise<{ id: string; status: string }[]> {
  const { results } = await env.DB.prepare("SELECT id, status FROM form_submissions WHERE payload LIKE ?")
    .bind(`%${email}%`)
    .all<{ id: string; status: string }>();
  return results;
}

/** A D1 binding whose every statement fails when run, as during an outage. */
const unavailableDb = {
  prepare: () => {
    const statement = {
      bind: () => statement,
      run: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
      first: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
      all: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
    };
    return statement;
  },
  batch: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
} as unknown as D1Database;

/** A rate-limiting binding that is down. */
const brokenLimiter = { limit: () => Promise.reject(new Error("rate limiter unavailable")) } as unknown as RateLimit;

describe("when the database cannot store a submission", () => {
  it.each(["contact", "consultation", "booking"] as const)(
    "POST /api/forms/%s answers 503 with Retry-After and a message, never a 500 or a false 202",
    async (kind) => {
      const email = uniqueEmail(`nodb-${kind}`);
      const body = { name: "Asha", email, message: "Hello", phone: "+91 98470 12345", bookingDetails: "Sunrise - room" };
      const res = await fetchWithEnv(
        { DB: unavailableDb },
        new Request(`${ORIGIN}/api/forms/${kind}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
          body: JSON.stringify(body),
        }),
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("Retry-After")).toBe("30");
      expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({
        error: "We could not save your submission just now. Please try again in a moment, or write to us directly.",
      });
      expect(await rowsFor(email)).toEqual([]);
    },
  );
});

describe("when the rate limiter fails", () => {
  it("lets form posts through to the API, which stores them", async () => {
    const email = uniqueEmail("limiter-down");
    const res = await fetchWithEnv({ FORMS_RATE_LIMITER: brokenLimiter }, postContact({ name: "Asha", email, message: "Hello" }));
    expect(res.status).toBe(202);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("lets the contact page's form post through too", async () => {
    const email = uniqueEmail("limiter-down-page");
    const res = await fetchWithEnv(
      { FORMS_RATE_LIMITER: brokenLimiter },
      new Request(`${ORIGIN}/contact`, {
        method: "POST",
        headers: { "CF-Connecting-IP": uniqueIp() },
        body: new URLSearchParams({ name: "Lena", email, message: "Is March a good time?" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message sent successfully!");
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("lets payment orders through", async () => {
    const res = await fetchWithEnv(
      { PAYMENTS_RATE_LIMITER: brokenLimiter },
      new Request(`${ORIGIN}/api/payments/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
        body: JSON.stringify({ userDetails: contact(uniqueEmail("limiter-down-order")), cartItems: [roomItem("sunrise")] }),
      }),
    );
    expect(res.status).toBe(201);
  });
});

describe("the outbox's claims", () => {
  /** A stored submission claimed by a sender (as the request that stores it does) at `now`. */
  async function claimedSubmission(email: string, now: Date) {
    const payload = { name: "Guest", email, message: `Hello from ${email}` };
    const { id, claim } = await storeSubmission(env.DB, { kind: "contact", payload, now, claimForImmediateSend: true });
    return { id, claim, row: { id, kind: "contact" as const, payload: JSON.stringify(payload), attempts: 0 } };
  }

  it("keeps a claimed row from every other sender until the claim expires; then a drain sends it", async () => {
    const email = uniqueEmail("claim-expiry");
    const stored = new Date();
    const { id, claim } = await claimedSubmission(email, stored);
    expect(Date.parse(claim) - stored.getTime()).toBe(CLAIM_MS);
    // The sender that claimed it never finishes (its isolate was evicted, say).

    await drainOutbox(outboxDeps(env), new Date(stored.getTime() + CLAIM_MS - 1));
    expect(await formspreeReceived(email)).toEqual([]);
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0, next_attempt_at: claim });

    await drainOutbox(outboxDeps(env), new Date(stored.getTime() + CLAIM_MS));
    expect(await outboxRow(id)).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
    expect(await formspreeReceived(email)).toHaveLength(1);
  });

  it("drops a sender's late failure once another sender has taken the row over", async () => {
    const email = uniqueEmail("lost-claim");
    const stored = new Date();
    const first = await claimedSubmission(email, stored);
    // The first claim expired and another sender claimed the row (what a drain does).
    const secondClaim = new Date(stored.getTime() + 2 * CLAIM_MS).toISOString();
    await env.DB.prepare("UPDATE form_submissions SET next_attempt_at = ? WHERE id = ?").bind(secondClaim, first.id).run();

    // Now the first sender's attempt fails: it must not overwrite the second sender's claim.
    await scriptFormspree(email, { status: 500, body: { error: "Internal error" } }, 1);
    expect(await attemptDelivery(outboxDeps(env), first.row, first.claim)).toBe("lost-claim");
    expect(await outboxRow(first.id)).toMatchObject({ status: "pending", attempts: 0, last_error: null, next_attempt_at: secondClaim });
  });

  it("records a delivery even when the claim expired meanwhile, so the row is never sent again", async () => {
    const email = uniqueEmail("late-delivery");
    const stored = new Date();
    const first = await claimedSubmission(email, stored);
    const secondClaim = new Date(stored.getTime() + 2 * CLAIM_MS).toISOString();
    await env.DB.prepare("UPDATE form_submissions SET next_attempt_at = ? WHERE id = ?").bind(secondClaim, first.id).run();

    expect(await attemptDelivery(outboxDeps(env), first.row, first.claim)).toBe("delivered");
    expect(await outboxRow(first.id)).toMatchObject({ status: "delivered", attempts: 1 });
    await drainOutbox(outboxDeps(env), new Date(stored.getTime() + 3 * CLAIM_MS));
    expect(await formspreeReceived(email)).toHaveLength(1);
  });
});
