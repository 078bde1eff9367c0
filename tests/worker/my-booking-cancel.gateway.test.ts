import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { ORIGIN } from "./payments-helpers";
import { razorpayReceived, registerPayment } from "./razorpay-fake-client";
import { auditRowsOfBooking, refundRows, seedBooking } from "./staff-helpers";

/**
 * The guest's cancellation in live mode, against the fake Razorpay: however many requests race
 * (a double submit, two tabs), Razorpay is asked for one refund, with the key stored for it.
 */

const today = resortTodayIso();

async function liveBooking(amountPaise: number) {
  const seeded = await seedBooking({
    mode: "live",
    amountPaise,
    lines: [{ kind: "room", productId: "sunrise", name: "Sunrise", start: addDays(today, 45), end: addDays(today, 48) }],
  });
  const paymentId = seeded.paymentId as string;
  await registerPayment({ id: paymentId, order_id: seeded.orderId, amount: amountPaise, status: "captured" });
  const token = new URL((await guestLinkUrl(env, seeded.orderId, 1)) as string).pathname.split("/").at(-1) as string;
  return { ...seeded, paymentId, token };
}

const cancel = (token: string) =>
  SELF.fetch(`${ORIGIN}/api/my-booking/${token}/cancel`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });

describe("guest cancellation against Razorpay", () => {
  it("ten cancels at once make one refund at Razorpay, one audit row, and all answer the same", async () => {
    const { orderId, paymentId, token } = await liveBooking(741_600);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(token)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b)))).toEqual(new Set([JSON.stringify({ status: "cancelled", refund: 741_600 })]));

    const requests = await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` });
    expect(requests).toHaveLength(1);
    const rows = await refundRows(orderId);
    expect(rows).toEqual([expect.objectContaining({ reason: "guest", amount_paise: 741_600, status: "processed" })]);
    expect(requests[0]?.headers["x-refund-idempotency"]).toBe(rows[0]?.id);
    expect((await auditRowsOfBooking(orderId)).map((a) => a.action)).toEqual(["booking.cancel"]);
    // And once more afterwards: the same answer, nothing more asked of Razorpay.
    expect(await (await cancel(token)).json()).toEqual({ status: "cancelled", refund: 741_600 });
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` })).toHaveLength(1);
  });
});
