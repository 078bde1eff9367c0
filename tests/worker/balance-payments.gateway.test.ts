import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { bookingBalanceDue } from "../../workers/payments/payments-repository";
import { type OrderAnswer, ORIGIN, signed, verify } from "./payments-helpers";
import { runCron } from "./forms-helpers";
import { razorpayReceived, registerPayment, scriptRazorpay } from "./razorpay-fake-client";
import { ROOM_LINE, refundRows, seedBooking, staffPost } from "./staff-helpers";
import { deliver, event, paymentEntity, unique } from "./webhook-helpers";

/**
 * The balance paid online from the guest's booking page, in live mode against the fake Razorpay:
 * one gateway order per booking while it is unpaid, however many requests race; verify and the
 * webhook capture it through the deposit's pipeline; its notices go once per payment; a cancel
 * racing it refunds each payment up to its own amount.
 */

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";
/** Two nights of a room at €750 (ROOM_LINE): ₹77,250 at 103, of which 20 % (₹15,450) is the deposit. */
const COST_PAISE = 75_000 * 103;
const DEPOSIT_PAISE = 1_545_000;
const DUE_PAISE = COST_PAISE - DEPOSIT_PAISE;

async function paidBooking(seed: Partial<Parameters<typeof seedBooking>[0]> = {}) {
  const booking = await seedBooking({ mode: "live", lines: [ROOM_LINE], amountPaise: DEPOSIT_PAISE, ...seed });
  const url = await guestLinkUrl(env, booking.orderId, 1);
  if (!url) throw new Error("the gateway tests sign guest links with GUEST_LINK_SECRET");
  return { ...booking, token: new URL(url).pathname.split("/").pop() as string };
}

async function payBalance(token: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/my-booking/${token}/balance`, { method: "POST" });
  return { res, json: (await res.json()) as OrderAnswer & { error?: string } };
}

const balanceRows = (orderId: string) =>
  env.DB.prepare("SELECT * FROM payments WHERE order_id = ? AND kind = 'balance' ORDER BY created_at")
    .bind(orderId)
    .all<{ gateway_order_id: string; amount_paise: number; status: string; payment_id: string | null }>()
    .then((r) => r.results);

const balanceNotices = (orderId: string) =>
  env.DB.prepare(
    "SELECT kind, event_key FROM booking_notices WHERE order_id = ? AND kind IN ('resort_balance_paid', 'guest_balance_receipt') ORDER BY kind",
  )
    .bind(orderId)
    .all<{ kind: string; event_key: string }>()
    .then((r) => r.results);

const ordersAtRazorpay = (orderId: string) => razorpayReceived({ path: "/v1/orders", bodyIncludes: orderId });

async function teamToken(): Promise<string> {
  const res = await fetch(`${env.ACCESS_TEAM_DOMAIN}/__fake/sign`, { method: "POST", body: JSON.stringify({}) });
  return ((await res.json()) as { token: string }).token;
}

describe("POST /api/my-booking/:token/balance (live)", () => {
  it("opens one gateway order for what is due, and answers the same order while it is unpaid", async () => {
    const { orderId, token } = await paidBooking();
    const first = await payBalance(token);
    expect(first.res.status).toBe(201);
    expect(first.res.headers.get("Cache-Control")).toBe("no-store");
    expect(first.json).toMatchObject({
      order: { id: expect.stringMatching(/^order_/), amount: DUE_PAISE, currency: "INR" },
      key_id: env.RAZORPAY_KEY_ID,
      mode: "live",
    });
    const again = await payBalance(token);
    expect(again.res.status).toBe(201);
    expect(again.json.order).toEqual(first.json.order);
    expect(await ordersAtRazorpay(orderId)).toHaveLength(1);
    expect((await ordersAtRazorpay(orderId))[0]?.json).toMatchObject({ amount: DUE_PAISE, currency: "INR" });
  });

  it("ten requests at once make one gateway order, and all ten answer it", async () => {
    const { orderId, token } = await paidBooking();
    const answers = await Promise.all(Array.from({ length: 10 }, () => payBalance(token)));
    expect(answers.map((a) => a.res.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json.order.id)).size).toBe(1);
    expect(await ordersAtRazorpay(orderId)).toHaveLength(1);
    expect(await balanceRows(orderId)).toHaveLength(1);
  });

  it("counts what the desk received, in the line's currency at the payment rate, even once an order is open", async () => {
    const { orderId, token } = await paidBooking();
    const before = await payBalance(token);
    expect(before.json.order.amount).toBe(DUE_PAISE);
    await env.DB.prepare(
      `INSERT INTO balance_payments (id, order_id, amount_minor, currency, method, staff_email, received_at)
       VALUES (?, ?, 10000, 'EUR', 'cash', 'frontdesk@kaivalya.test', ?)`,
    )
      .bind(unique("bp_test_"), orderId, new Date().toISOString())
      .run();
    const { json } = await payBalance(token);
    expect(json.order.amount).toBe(DUE_PAISE - 100 * 103 * 100);
    expect(json.order.id).not.toBe(before.json.order.id);
    expect(await balanceRows(orderId)).toEqual([expect.objectContaining({ gateway_order_id: json.order.id, status: "created" })]);
  });

  it("answers 404 for a wrong token, and 409 when nothing is due or the booking is cancelled", async () => {
    const { token } = await paidBooking();
    const [orderId, mac] = token.split(".") as [string, string];
    const wrong = await payBalance(`${orderId}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`);
    expect(wrong.res.status).toBe(404);
    expect((await payBalance("nothing-like-a-token")).res.status).toBe(404);

    const settled = await paidBooking({ amountPaise: COST_PAISE });
    const nothing = await payBalance(settled.token);
    expect(nothing.res.status).toBe(409);
    expect(nothing.json.error).toMatch(/Nothing is due/);

    const cancelled = await paidBooking({ status: "cancelled" });
    expect((await payBalance(cancelled.token)).res.status).toBe(409);
    expect(await ordersAtRazorpay(settled.orderId)).toHaveLength(0);
    expect(await ordersAtRazorpay(cancelled.orderId)).toHaveLength(0);
  });
});

describe("paying the balance (live)", () => {
  it("verify captures it like a deposit: nothing is due after, and its notices are enqueued once", async () => {
    const { orderId, token } = await paidBooking();
    const { json } = await payBalance(token);
    const paymentId = unique("pay_Bal");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "authorized" });

    const body = await signed(json.order.id, paymentId, keySecret());
    const first = await verify(body);
    expect(first.res.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, booking: { orderId, status: "paid" } });
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` })).toHaveLength(1);
    expect(await balanceRows(orderId)).toEqual([
      expect.objectContaining({ gateway_order_id: json.order.id, amount_paise: DUE_PAISE, status: "captured", payment_id: paymentId }),
    ]);
    expect(await bookingBalanceDue(env.DB, orderId)).toBe(0);

    // The same payment again: answered from D1, nothing captured or sent twice.
    expect((await verify(body)).json.success).toBe(true);
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/capture` })).toHaveLength(1);
    expect(await balanceNotices(orderId)).toEqual([
      { kind: "guest_balance_receipt", event_key: paymentId },
      { kind: "resort_balance_paid", event_key: paymentId },
    ]);
    // Nothing is left to pay: no second order.
    const after = await payBalance(token);
    expect(after.res.status).toBe(409);
    expect(await ordersAtRazorpay(orderId)).toHaveLength(1);
  });

  it("the webhook captures it when the browser never came back, once however often it is delivered", async () => {
    const { orderId, token } = await paidBooking();
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalW");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "captured" });
    const entity = paymentEntity({ id: paymentId, orderId: json.order.id, amount: json.order.amount, status: "captured" });
    const captured = event("payment.captured", entity);
    const first = await deliver(captured);
    expect(first.json).toMatchObject({ ok: true, outcome: "applied" });
    expect((await deliver(captured)).json.ok).toBe(true);
    expect((await deliver(event("order.paid", entity))).json.ok).toBe(true);
    expect(await balanceRows(orderId)).toEqual([expect.objectContaining({ status: "captured", payment_id: paymentId })]);
    expect(await balanceNotices(orderId)).toHaveLength(2);
    expect(await bookingBalanceDue(env.DB, orderId)).toBe(0);
  });

  it("refuses a payment of another amount than the balance order's", async () => {
    const { orderId, token } = await paidBooking();
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalX");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount - 100, status: "captured" });
    const { res, json: answer } = await verify(await signed(json.order.id, paymentId, keySecret()));
    expect(res.status).toBe(400);
    expect(answer.error).toMatch(/amount/);
    expect(await balanceRows(orderId)).toEqual([expect.objectContaining({ status: "created", payment_id: null })]);
  });

  it("a balance verified while staff cancel with a refund: each payment is refunded once, up to its own amount", async () => {
    const { orderId, paymentId: depositId, token } = await paidBooking();
    await registerPayment({ id: depositId as string, order_id: orderId, amount: DEPOSIT_PAISE, status: "captured" });
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalC");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "authorized" });
    const staff = await teamToken();

    const [paid, cancelled] = await Promise.all([
      verify(await signed(json.order.id, paymentId, keySecret())),
      staffPost(`/api/admin/bookings/${orderId}/cancel`, { refund: true, reason: "Resort closed" }, { token: staff }),
    ]);
    expect(cancelled.status).toBe(200);
    // Whichever came first, the balance was captured and then refunded in full, once.
    expect([true, false]).toContain(paid.json.success);
    const refunds = await refundRows(orderId);
    const byPayment = (id: string) => refunds.filter((r) => (r as { payment_id?: string }).payment_id === id);
    expect(byPayment(paymentId).map((r) => r.amount_paise)).toEqual([DUE_PAISE]);
    expect(byPayment(depositId as string).map((r) => r.amount_paise)).toEqual([DEPOSIT_PAISE]);
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` })).toHaveLength(1);
    expect(await razorpayReceived({ path: `/v1/payments/${depositId}/refund` })).toHaveLength(1);
    const booking = await env.DB.prepare("SELECT status, refunded_paise FROM bookings WHERE order_id = ?").bind(orderId).first();
    expect(booking).toEqual({ status: "refunded", refunded_paise: COST_PAISE });
  });

  it("a balance paid after staff cancelled is captured, refunded in full at once, and the guest is told", async () => {
    const { orderId, paymentId: depositId, token } = await paidBooking();
    await registerPayment({ id: depositId as string, order_id: orderId, amount: DEPOSIT_PAISE, status: "captured" });
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalL");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "authorized" });
    const cancelled = await staffPost(
      `/api/admin/bookings/${orderId}/cancel`,
      { refund: false, reason: "No show" },
      { token: await teamToken() },
    );
    expect(cancelled.status).toBe(200);

    const body = await signed(json.order.id, paymentId, keySecret());
    const late = await verify(body);
    expect(late.res.status).toBe(400);
    expect(late.json.error).toMatch(/cancelled before your balance payment reached us/);
    // Asked again, it says the same and refunds nothing more.
    expect((await verify(body)).json.error).toBe(late.json.error);
    expect(await razorpayReceived({ path: `/v1/payments/${paymentId}/refund` })).toHaveLength(1);
    const refunds = (await refundRows(orderId)) as { payment_id?: string; amount_paise: number; reason: string; status: string }[];
    expect(refunds).toEqual([
      expect.objectContaining({ payment_id: paymentId, amount_paise: DUE_PAISE, reason: "staff", status: "processed" }),
    ]);
    expect(await balanceNotices(orderId)).toEqual([]);
  });

  it("once paid online, the desk has nothing left to receive, and a refund made at Razorpay is recorded against the balance", async () => {
    const { orderId, token } = await paidBooking();
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalD");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "captured" });
    expect((await verify(await signed(json.order.id, paymentId, keySecret()))).json.success).toBe(true);

    const staff = await teamToken();
    const desk = await staffPost(
      `/api/admin/bookings/${orderId}/balance`,
      { amount: 100, method: "cash", currency: "EUR" },
      { token: staff },
    );
    expect(desk.status).toBe(409);

    // A refund of part of the balance from the Razorpay Dashboard: its webhook names the balance order.
    const entity = paymentEntity({ id: paymentId, orderId: json.order.id, amount: json.order.amount, status: "captured" });
    const refundId = unique("rfnd_Bal");
    const refunded = await deliver({
      ...event("refund.processed", entity),
      payload: {
        payment: { entity },
        refund: { entity: { id: refundId, payment_id: paymentId, amount: 500_000, currency: "INR", status: "processed", notes: [] } },
      },
    });
    expect(refunded.json).toMatchObject({ ok: true, outcome: "applied" });
    const rows = (await refundRows(orderId)) as { payment_id?: string; amount_paise: number; reason: string }[];
    expect(rows).toEqual([expect.objectContaining({ payment_id: paymentId, amount_paise: 500_000, reason: "gateway" })]);
    const booking = await env.DB.prepare("SELECT status, refunded_paise FROM bookings WHERE order_id = ?").bind(orderId).first();
    expect(booking).toEqual({ status: "partially_refunded", refunded_paise: 500_000 });
  });

  it("a balance whose capture failed stays authorized, with no notices; the cron captures it later", async () => {
    const { orderId, token } = await paidBooking();
    const { json } = await payBalance(token);
    const paymentId = unique("pay_BalN");
    await registerPayment({ id: paymentId, order_id: json.order.id, amount: json.order.amount, status: "authorized" });
    await scriptRazorpay(
      { path: `/v1/payments/${paymentId}/capture` },
      { status: 500, body: { error: { description: "Gateway down" } } },
      1,
    );

    const { res } = await verify(await signed(json.order.id, paymentId, keySecret()));
    expect(res.status).toBe(502);
    expect(await balanceRows(orderId)).toEqual([expect.objectContaining({ status: "authorized", payment_id: paymentId })]);
    expect(await balanceNotices(orderId)).toEqual([]);
    // Being captured: no second order meanwhile.
    expect((await payBalance(token)).res.status).toBe(409);

    await runCron(new Date(Date.now() + 2 * 60_000));
    expect(await balanceRows(orderId)).toEqual([expect.objectContaining({ status: "captured", payment_id: paymentId })]);
    expect(await balanceNotices(orderId)).toHaveLength(2);
    expect(await bookingBalanceDue(env.DB, orderId)).toBe(0);
  });
});
