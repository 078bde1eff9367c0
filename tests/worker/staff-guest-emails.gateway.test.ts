import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { BookingActionOutcome } from "~/domain/staff/staff-views";
import { mailReceived, noticeRows, waitForNotices } from "./notices-helpers";
import { razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";
import { ROOM_LINE, refundRows, seedBooking, staffFetch, staffPost, teamToken } from "./staff-helpers";

/**
 * The guest's e-mails when staff refund or cancel their booking, in live mode against the fake
 * Razorpay and the fake e-mail API: one e-mail per refund (the notice is keyed by the refund), none
 * for a refund Razorpay refused, one when the resort cancels; a retried or repeated request sends
 * nothing twice.
 */

type Answer = { outcome?: BookingActionOutcome; error?: string };

async function liveBooking(amountPaise = 741_600) {
  const seeded = await seedBooking({ mode: "live", lines: [ROOM_LINE], amountPaise });
  const paymentId = seeded.paymentId as string;
  await registerPayment({ id: paymentId, order_id: seeded.orderId, amount: amountPaise, status: "captured" });
  return { ...seeded, paymentId };
}

async function act(token: string, orderId: string, action: "refund" | "cancel", body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey };
  const res = await staffPost(`/api/admin/bookings/${orderId}/${action}`, body, { token, headers });
  return { status: res.status, json: (await res.json()) as Answer };
}

/** The e-mails the guest of this order received with this subject. */
async function mailsAbout(orderId: string, subject: string) {
  return (await mailReceived(orderId)).filter((mail) => String(mail.json?.subject).includes(subject));
}

describe("a staff refund e-mails the guest", () => {
  it("once per refund, however often the request is retried or raced", async () => {
    const { orderId, email } = await liveBooking();
    const token = await teamToken();
    const first = await act(token, orderId, "refund", { amount: 103_000, reason: "Spa closed for a day" }, "goodwill-1");
    expect(first.status).toBe(200);
    const [notice] = await waitForNotices(orderId, 1);
    const [refund] = await refundRows(orderId);
    expect(notice).toMatchObject({ kind: "guest_refund", event_key: refund?.id, recipient: email, status: "delivered" });

    // The same request again, after it finished and at once from ten tabs: the same refund, no new e-mail.
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => act(token, orderId, "refund", { amount: 103_000, reason: "Spa closed for a day" }, "goodwill-1")),
    );
    expect(retries.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await noticeRows(orderId)).toHaveLength(1);

    const mails = await mailsAbout(orderId, "a refund of ₹1,030 is on its way");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.json).toMatchObject({ to: email });
    expect(String(mails[0]?.json?.text)).toContain("We have refunded ₹1,030 (about €10) to the card or account you paid with");
    expect(String(mails[0]?.json?.text)).toContain("Your booking stands as it was");
    expect(String(mails[0]?.json?.text)).not.toContain("Spa closed");
  });

  it("ten identical unkeyed requests at once make one refund and one e-mail", async () => {
    const { orderId } = await liveBooking();
    const token = await teamToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(token, orderId, "refund", { amount: 200_000, reason: "Two people clicked", refundsSeen: 0 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    await waitForNotices(orderId, 1);
    expect(await mailsAbout(orderId, "a refund of ₹2,000")).toHaveLength(1);
  });

  it("a second refund is a second e-mail, each with its own amount", async () => {
    const { orderId } = await liveBooking();
    const token = await teamToken();
    expect((await act(token, orderId, "refund", { amount: 100_000, reason: "Part", refundsSeen: 0 })).status).toBe(200);
    expect((await act(token, orderId, "refund", { reason: "The rest", refundsSeen: 1 })).status).toBe(200);
    const notices = await waitForNotices(orderId, 2);
    expect(new Set(notices.map((n) => n.event_key)).size).toBe(2);
    expect(await mailsAbout(orderId, "a refund of ₹1,000 is on its way")).toHaveLength(1);
    const rest = await mailsAbout(orderId, "a refund of ₹6,416 is on its way");
    expect(rest).toHaveLength(1);
    // Everything is refunded: no balance is due, and the stay is not promised.
    expect(String(rest[0]?.json?.text)).not.toContain("Balance due on arrival");
    expect(String(rest[0]?.json?.text)).not.toContain("Your booking stands");
  });

  it("says nothing of a refund Razorpay refused", async () => {
    const { orderId, paymentId } = await liveBooking();
    const token = await teamToken();
    await scriptRazorpay({ path: `/v1/payments/${paymentId}/refund` }, { status: 400, body: { error: { description: "No balance" } } }, 1);
    expect((await act(token, orderId, "refund", { amount: 100_000, reason: "Try", refundsSeen: 0 })).status).toBe(502);
    const parked = await vi.waitFor(
      async () => {
        const [row] = await noticeRows(orderId);
        if (row?.status !== "parked") throw new Error(JSON.stringify(row));
        return row;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(parked).toMatchObject({ kind: "guest_refund", last_error: expect.stringMatching(/Razorpay refused this refund/) });
    expect(await mailReceived(orderId)).toEqual([]);
  });
});

describe("a cancellation by the resort e-mails the guest", () => {
  it("once, with the refund it made, however often it is repeated", async () => {
    const { orderId, paymentId, email } = await liveBooking();
    const token = await teamToken();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act(token, orderId, "cancel", { refund: true, reason: "Flooded road", refundsSeen: 0 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` })).toHaveLength(1);
    const [notice] = await waitForNotices(orderId, 1);
    expect(notice).toMatchObject({ kind: "guest_resort_cancelled", event_key: "", recipient: email });
    expect((await act(token, orderId, "cancel", { refund: false, reason: "Again" })).status).toBe(409);
    expect(await noticeRows(orderId)).toHaveLength(1);

    const mails = await mailReceived(orderId);
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.json?.subject)).toBe(`Kaivalya Ayurveda Retreat: your booking is cancelled (order ${orderId})`);
    expect(String(mails[0]?.json?.text)).toContain("We are refunding ₹7,416 (about €72)");
    expect(String(mails[0]?.json?.text)).not.toContain("Flooded road");
  });

  it("without a refund, says so without promising one", async () => {
    const { orderId } = await liveBooking();
    const token = await teamToken();
    expect((await act(token, orderId, "cancel", { refund: false, reason: "Guest no-show" })).status).toBe(200);
    await waitForNotices(orderId, 1);
    const [mail] = await mailReceived(orderId);
    expect(String(mail?.json?.text)).toContain("we have had to cancel your booking");
    expect(String(mail?.json?.text)).not.toMatch(/refunding|Refund:/);
  });
});

describe("the booking's own policy", () => {
  it("staff see it with what cancelling now would refund", async () => {
    const { orderId } = await liveBooking();
    await env.DB.prepare("UPDATE bookings SET cancellation_policy = ? WHERE order_id = ?")
      .bind(
        JSON.stringify({ freeCancellationHours: 0, freeCancellationMinDaysBefore: 0, tiers: [{ minDaysBefore: 1, refundPercent: 25 }] }),
        orderId,
      )
      .run();
    const token = await teamToken();
    const res = await staffFetch(`/api/admin/bookings/${orderId}`, { token });
    const detail = (await res.json()) as { booking: { cancellation: unknown } };
    expect(detail.booking.cancellation).toMatchObject({
      copied: true,
      policy: { tiers: [{ minDaysBefore: 1, refundPercent: 25 }], deadlines: [{ refundPercent: 25, until: "2027-05-31T18:29:59.999Z" }] },
      refundIfCancelledNow: { amountPaise: 185_400, refundPercent: 25, rule: "days_before_check_in" },
    });
  });
});
