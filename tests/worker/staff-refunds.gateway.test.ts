import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { BookingActionOutcome } from "~/domain/staff/staff-views";
import { razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";
import { auditRowsOfBooking, bookingStatusOf, ROOM_LINE, refundRows, seedBooking, staffPost } from "./staff-helpers";

/**
 * The staff console's refunds in live mode, against the fake Razorpay (tests/fakes/fake-razorpay.ts)
 * and behind the fake Access team: the refund reaches Razorpay once however many requests race,
 * with a key derived from the booking's state, and Razorpay's refusals and silences are told to the
 * member of staff in words.
 */

type Answer = { outcome?: BookingActionOutcome; error?: string };

async function teamToken(): Promise<string> {
  const res = await fetch(`${env.ACCESS_TEAM_DOMAIN}/__fake/sign`, { method: "POST", body: JSON.stringify({}) });
  return ((await res.json()) as { token: string }).token;
}

async function liveBooking(amountPaise = 741_600) {
  const seeded = await seedBooking({ mode: "live", lines: [ROOM_LINE], amountPaise });
  const paymentId = seeded.paymentId as string;
  await registerPayment({ id: paymentId, order_id: seeded.orderId, amount: amountPaise, status: "captured" });
  return { ...seeded, paymentId };
}

async function refund(token: string, orderId: string, body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey };
  const res = await staffPost(`/api/admin/bookings/${orderId}/refund`, body, { token, headers });
  return { status: res.status, json: (await res.json()) as Answer };
}

const refundsAtRazorpay = (paymentId: string) => razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });

describe("staff refunds against Razorpay", () => {
  it("ten identical refund requests at once make one refund at Razorpay and one audit row", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(token, orderId, { amount: 300_000, reason: "Two people clicked", refundsSeen: 0 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const requests = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(requests).toHaveLength(1);
    const [row] = await refundRows(orderId);
    expect(requests[0]?.headers["x-refund-idempotency"]).toBe(row?.id);
    expect(requests[0]?.json).toMatchObject({ amount: 300_000 });
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(row).toMatchObject({ amount_paise: 300_000, status: "processed", gateway_refund_id: expect.stringMatching(/^rfnd_/) });
    expect(await auditRowsOfBooking(orderId)).toEqual([
      expect.objectContaining({ action: "booking.refund", amount_minor: 300_000, currency: "INR", staff_email: "frontdesk@kaivalya.test" }),
    ]);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 300_000 });
  });

  it("refunds the rest with a second key; then nothing is left, and Razorpay is not asked again", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    expect((await refund(token, orderId, { amount: 100_000, reason: "Part", refundsSeen: 0 })).status).toBe(200);
    const rest = await refund(token, orderId, { reason: "The rest", refundsSeen: 1 });
    expect(rest.status).toBe(200);
    expect(rest.json.outcome).toMatchObject({ status: "refunded", refund: { amountPaise: 641_600, status: "processed" } });
    const over = await refund(token, orderId, { amount: 100, reason: "More", refundsSeen: 2 });
    expect(over.status).toBe(409);
    const requests = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(requests.map((r) => r.json?.amount)).toEqual([100_000, 641_600]);
    expect(new Set(requests.map((r) => r.headers["x-refund-idempotency"])).size).toBe(2);
    const fake = (await (await fetch(`${env.RAZORPAY_API_BASE?.replace(/\/v1$/, "")}/__fake/payments/${paymentId}`)).json()) as {
      amount_refunded: number;
      status: string;
    };
    expect(fake).toMatchObject({ amount_refunded: 741_600, status: "refunded" });
  });

  it("says so when Razorpay refuses (nothing refunded), and lets a new refund be tried", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    await scriptRazorpay(
      { path: `/v1/payments/${paymentId}/refund` },
      { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "Insufficient balance in your account" } } },
      1,
    );
    const refused = await refund(token, orderId, { amount: 100_000, reason: "Try", refundsSeen: 0 });
    expect(refused.status).toBe(502);
    expect(refused.json.error).toMatch(/^Razorpay refused the refund of ₹1,000: .*Insufficient balance.*\. Nothing was refunded\.$/);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "paid", refunded_paise: 0 });
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["failed"]);

    const retried = await refund(token, orderId, { amount: 100_000, reason: "Try again", refundsSeen: 1 });
    expect(retried.status).toBe(200);
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["failed", "processed"]);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 100_000 });
  });

  it("says so when Razorpay does not answer; the cron asks again with the same key", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    await scriptRazorpay({ path: `/v1/payments/${paymentId}/refund` }, { status: 503, body: { error: { description: "Try later" } } }, 1);
    const answer = await refund(token, orderId, { reason: "Silence", refundsSeen: 0 });
    expect(answer.status).toBe(200);
    expect(answer.json.outcome?.message).toMatch(/Razorpay did not answer: the site asks again, with the same key/);
    expect(answer.json.outcome?.refund).toMatchObject({ status: "requested", amountPaise: 741_600 });
    expect(await bookingStatusOf(orderId)).toEqual({ status: "paid", refunded_paise: 0 });
  });
});

describe("a staff refund by JSON says which refund it is", () => {
  it("is refused without refundsSeen or an Idempotency-Key (428), or with a malformed key (400), refunding nothing", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const bare = await refund(token, orderId, { amount: 100_000, reason: "No key" });
    expect(bare.status).toBe(428);
    expect(bare.json.error).toBe(
      "Say which refund this is, so that a retry cannot refund twice: send refundsSeen (the number of refunds the booking had when you decided) or an Idempotency-Key header.",
    );
    for (const key of ["", "two words", "x".repeat(256)]) {
      const malformed = await refund(token, orderId, { amount: 100_000, reason: "Bad key" }, key);
      expect(malformed.status, key).toBe(400);
      expect(malformed.json.error).toMatch(/Idempotency-Key header must be/);
    }
    expect(await refundRows(orderId)).toEqual([]);
    expect(await refundsAtRazorpay(paymentId)).toEqual([]);
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });

  it("retried with the same Idempotency-Key after the first finished: the first refund, and nothing more", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const key = crypto.randomUUID();
    const first = await refund(token, orderId, { amount: 300_000, reason: "Storm" }, key);
    expect(first.status).toBe(200);
    expect(first.json.outcome).toMatchObject({ status: "partially_refunded", refund: { amountPaise: 300_000, status: "processed" } });

    // Money is left, and the booking's refunds have moved on: only the key says it is the same request.
    for (const header of [key, `"${key}"`]) {
      const retry = await refund(token, orderId, { amount: 300_000, reason: "Storm" }, header);
      expect(retry.status).toBe(200);
      expect(retry.json.outcome).toEqual({
        ...first.json.outcome,
        message: expect.stringMatching(
          /^This refund was requested already with this Idempotency-Key; nothing more was refunded\. Refunded ₹3,000/,
        ),
      });
    }
    expect(await refundsAtRazorpay(paymentId)).toHaveLength(1);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 300_000 });

    // The same key for another refund is refused; a new key is a new refund.
    const other = await refund(token, orderId, { amount: 100_000, reason: "Storm" }, key);
    expect(other.status).toBe(422);
    expect(other.json.error).toMatch(/^This Idempotency-Key was used already for another refund of this booking \(₹3,000, "Storm"\)/);
    expect((await refund(token, orderId, { amount: 100_000, reason: "Storm" }, crypto.randomUUID())).status).toBe(200);
    expect(await refundRows(orderId)).toHaveLength(2);
  });

  it("retried after a refund of everything that was left: the same refund again, not 'nothing left'", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const key = crypto.randomUUID();
    expect((await refund(token, orderId, { reason: "All of it" }, key)).status).toBe(200);
    const retry = await refund(token, orderId, { reason: "All of it" }, key);
    expect(retry.status).toBe(200);
    expect(retry.json.outcome).toMatchObject({ status: "refunded", refund: { amountPaise: 741_600, status: "processed" } });
    expect(await refundsAtRazorpay(paymentId)).toHaveLength(1);
  });

  it("retried after Razorpay refused it: the same refusal, and Razorpay is not asked again", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    await scriptRazorpay(
      { path: `/v1/payments/${paymentId}/refund` },
      { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "Insufficient balance in your account" } } },
      1,
    );
    const key = crypto.randomUUID();
    const first = await refund(token, orderId, { amount: 100_000, reason: "Try" }, key);
    expect(first.status).toBe(502);
    const retry = await refund(token, orderId, { amount: 100_000, reason: "Try" }, key);
    expect(retry.status).toBe(502);
    expect(retry.json.error).toMatch(/Razorpay refused the refund of ₹1,000: .*Insufficient balance.*\. Nothing was refunded\.$/);
    expect(await refundsAtRazorpay(paymentId)).toHaveLength(1);
  });

  it("ten identical requests at once with the same Idempotency-Key: one refund at Razorpay, one row, one audit row", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(token, orderId, { amount: 250_000, reason: "Ten at once" }, key)),
    );
    // One made it; the others are answered with it.
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.json.outcome?.refund).toMatchObject({ amountPaise: 250_000 });
    expect(new Set(answers.map((a) => a.json.outcome?.refund?.id)).size).toBe(1);
    const requests = await refundsAtRazorpay(paymentId);
    expect(requests).toHaveLength(1);
    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(1);
    expect(requests[0]?.headers["x-refund-idempotency"]).toBe(rows[0]?.id);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
    expect(await bookingStatusOf(orderId)).toEqual({ status: "partially_refunded", refunded_paise: 250_000 });
  });

  it("ten identical requests at once with the same refundsSeen, then one more after they finished: one refund", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    const body = { amount: 250_000, reason: "Ten at once", refundsSeen: 0 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(token, orderId, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const late = await refund(token, orderId, body);
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/requested already/);
    expect(await refundsAtRazorpay(paymentId)).toHaveLength(1);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });
});
