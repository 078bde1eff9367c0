import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICY, cancellationDeadlines } from "~/domain/booking/cancellation-policy";
import { addDays } from "~/domain/dates/dates";
import { mailReceived, waitForNotices } from "./notices-helpers";
import { createOrderOk, dateSpan, getBooking, itemsIn, ORIGIN, postJson, verify } from "./payments-helpers";

/**
 * The cancellation policy is copied onto each booking when its order is made, and the booking's
 * own copy, with its deadlines in India, is what the confirmation page and e-mail show.
 */

/** This file books in its own days (see dateSpan). */
const span = dateSpan(700, 725);
const { roomItem } = itemsIn(span);

async function paidBooking() {
  const item = roomItem("sunrise", { nights: 2 });
  const { order } = await createOrderOk([item]);
  const stored = await env.DB.prepare("SELECT cancellation_policy FROM bookings WHERE order_id = ?")
    .bind(order.id)
    .first<string | null>("cancellation_policy");
  const paid = await postJson("/api/payments/sandbox/pay", { order_id: order.id });
  const payment = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  expect((await verify(payment)).res.status).toBe(200);
  return { orderId: order.id, paymentId: payment.razorpay_payment_id, checkIn: item.startDate, stored };
}

describe("the policy on a booking", () => {
  it("is copied when the order is made, and shown with the booking's deadlines in India", async () => {
    const { orderId, paymentId, checkIn, stored } = await paidBooking();
    expect(JSON.parse(stored ?? "null")).toEqual(CANCELLATION_POLICY);

    const { json } = await getBooking(orderId, paymentId);
    const fullUntil = Date.parse(`${addDays(checkIn, -29)}T00:00:00+05:30`) - 1;
    expect(json.booking?.cancellationPolicy).toMatchObject({
      ...CANCELLATION_POLICY,
      deadlines: [
        { refundPercent: 100, until: new Date(fullUntil).toISOString(), text: expect.stringMatching(/^Full refund until .+, 23:59 IST$/) },
        { refundPercent: 50, until: expect.any(String), text: expect.stringMatching(/^Half refund until .+, 23:59 IST$/) },
      ],
    });
    const [full, half] = json.booking?.cancellationPolicy?.deadlines ?? [];

    const page = await (await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${paymentId}&order_id=${orderId}`)).text();
    expect(page).toContain("Cancellation policy");
    expect(page).toContain(full?.text);
    expect(page).toContain(half?.text);

    await waitForNotices(orderId, 2);
    const [mail] = (await mailReceived(orderId)).filter((m) => String(m.json?.subject).includes("confirmed"));
    expect(String(mail?.json?.text)).toContain(full?.text);
    expect(String(mail?.json?.html)).toContain(half?.text);
  });

  it("is the first published policy for a booking made before one was published", async () => {
    const { orderId, paymentId, checkIn } = await paidBooking();
    await env.DB.prepare("UPDATE bookings SET cancellation_policy = NULL WHERE order_id = ?").bind(orderId).run();
    const { json } = await getBooking(orderId, paymentId);
    expect(json.booking?.cancellationPolicy?.deadlines).toEqual(
      cancellationDeadlines(CANCELLATION_POLICY, { checkIn, depositPaidAt: (await paidAt(orderId)) as string }),
    );
  });
});

function paidAt(orderId: string) {
  return env.DB.prepare("SELECT paid_at FROM bookings WHERE order_id = ?").bind(orderId).first<string>("paid_at");
}
