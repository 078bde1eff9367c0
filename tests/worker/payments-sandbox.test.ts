import { env, SELF } from "cloudflare:test";
import { paymentsConfig } from "../../workers/payments/config";
import { refundBooking } from "../../workers/payments/refunds";
import { formspreeReceived } from "./forms-helpers";
import { mailReceived, waitForNotices } from "./notices-helpers";
import { describe, expect, it } from "vitest";
import { ROOM_QUANTITY_MESSAGE } from "~/domain/availability/inventory";
import { EMPTY_CART_MESSAGE } from "~/domain/booking/booking-rules";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import {
  bookingLines,
  bookingRow,
  contact,
  createOrder,
  createOrderOk,
  dateSpan,
  futureDate,
  getBooking,
  itemsIn,
  ORIGIN,
  postJson,
  signed,
  verify,
} from "./payments-helpers";
import { deliver, event, paymentEntity, paymentEvents, unique } from "./webhook-helpers";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(8, 180);
const { retreatItem, roomItem, customItem } = itemsIn(span);

/** The sandbox gateway signs with this public secret (workers/payments/config.ts). */
const SANDBOX_KEY_SECRET = "sandbox-key-secret-not-for-real-payments";

async function sandboxPay(orderId: string) {
  const res = await postJson("/api/payments/sandbox/pay", { order_id: orderId });
  expect(res.status).toBe(200);
  return (await res.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

describe("POST /api/payments/orders (sandbox)", () => {
  it("prices the cart from the catalogue and stores the order with its lines", async () => {
    const answer = await createOrderOk([retreatItem("knees-joints-healing-7-day", { guests: 2 }), roomItem("sunrise", { nights: 3 })]);
    // 20% of (1080 x 2 EUR) = 432 EUR and 20% of (250 x 3 EUR) = 150 EUR, at 103 INR/EUR: 44,496 + 15,450.
    expect(answer.order).toMatchObject({ amount: 5_994_600, currency: "INR" });
    expect(answer.order.id).toMatch(/^order_sbx[A-Za-z0-9]{14}$/);
    expect(answer.mode).toBe("sandbox");
    expect(answer.key_id).toBe("rzp_sandbox_kaivalya");
    expect(answer.checkout_script).toBe("/api/payments/sandbox/checkout.js");

    const row = await bookingRow(answer.order.id);
    expect(row).toMatchObject({ status: "created", mode: "sandbox", amount_paise: 5_994_600, payment_id: null });
    expect(row?.receipt.length).toBeLessThanOrEqual(40);
    const lines = await bookingLines(answer.order.id);
    expect(lines).toMatchObject([
      {
        kind: "retreat",
        product_id: "knees-joints-healing-7-day",
        guests: 2,
        nights: 7,
        quantity: 1,
        currency: "EUR",
        unit_rate_cents: 108_000,
        price_cents: 216_000,
      },
      {
        kind: "room",
        product_id: "sunrise",
        guests: 2,
        nights: 3,
        quantity: 1,
        currency: "EUR",
        unit_rate_cents: 25_000,
        price_cents: 75_000,
      },
    ]);
  });

  it("charges the catalogue price, never the cart's, even when the cart is self-consistent", async () => {
    const item = retreatItem("cultural-cuisine-4-day", { guests: 1 });
    const tampered = { ...item, price: 1, pricePerPerson: 1, totalPrice: 1 };
    const answer = await createOrderOk([tampered]);
    // 20% of 490 EUR = 98 EUR = 10,094 INR.
    expect(answer.order.amount).toBe(1_009_400);
  });

  it("answers 409 with the correct figure and repriced items when the client's amount differs", async () => {
    const item = roomItem("lavender-loft", { nights: 3 });
    const stale = { ...item, price: 100 };
    const { res, json } = await createOrder([stale], { amount: 2060, currency: "INR" });
    expect(res.status).toBe(409);
    // 147 x 3 = 441 EUR; 20% = 88.20 EUR; x 103 = 9,084.60 -> 9,085 INR.
    expect(json.amount).toBe(9085);
    expect(json.currency).toBe("INR");
    expect(json.error).toMatch(/₹9,085/);
    expect(json.cartItems).toMatchObject([{ id: item.id, price: 441, roomId: "lavender-loft" }]);
  });

  it("accepts the client's amount when it is right", async () => {
    const answer = await createOrderOk([roomItem("lavender-loft", { nights: 3 })], { amount: 9085, currency: "INR" });
    expect(answer.order.amount).toBe(908_500);
  });

  it("prices custom retreats in their own currency at the payment rates, rounding once", async () => {
    const answer = await createOrderOk([roomItem("lavender-loft", { nights: 3 }), customItem({ price: 999.99, currency: "USD" })]);
    // 9,084.60 INR + 20% of 999.99 USD (199.998) x 83 = 16,599.834 -> 25,684.434 -> 25,684 INR.
    expect(answer.order.amount).toBe(2_568_400);
    const lines = await bookingLines(answer.order.id);
    expect(lines[1]).toMatchObject({
      kind: "custom",
      product_id: "custom",
      currency: "USD",
      price_cents: 99_999,
      name: "Family Panchakarma week",
    });
  });

  it("refuses unknown retreat and room ids", async () => {
    const retreat = retreatItem("knees-joints-healing-7-day");
    const fakeRetreat = { ...retreat, retreatId: "free-retreat", id: retreat.id.replace("knees-joints-healing-7-day", "free-retreat") };
    const r1 = await createOrder([fakeRetreat]);
    expect(r1.res.status).toBe(422);
    expect(r1.json.fieldErrors?.["cartItems.0.retreatId"]).toEqual(["Unknown retreat: free-retreat"]);

    const room = roomItem("sunrise");
    const fakeRoom = { ...room, roomId: "penthouse", id: room.id.replace("sunrise", "penthouse") };
    const r2 = await createOrder([roomItem("forest"), fakeRoom]);
    expect(r2.res.status).toBe(422);
    expect(r2.json.fieldErrors?.["cartItems.1.roomId"]).toEqual(["Unknown room: penthouse"]);
  });

  it("refuses dates that break the booking rules", async () => {
    const past = addDays(resortTodayIso(), -3);
    const pastRetreat = await createOrder([retreatItem("7-day-yoga-ayurveda", { start: past })]);
    expect(pastRetreat.res.status).toBe(422);
    expect(pastRetreat.json.error).toBe("Check-in cannot be in the past");

    // A 7-day retreat booked for 5 days (item internally consistent: duration matches its dates).
    const item = retreatItem("7-day-yoga-ayurveda");
    const shortStay = { ...item, endDate: addDays(item.startDate, 5), duration: 5 };
    const wrongLength = await createOrder([shortStay]);
    expect(wrongLength.res.status).toBe(422);
    expect(wrongLength.json.error).toBe("Please select exactly 7 days for this retreat");

    const room = roomItem("tranquility");
    const backwards = await createOrder([{ ...room, endDate: addDays(room.startDate, -1), nights: -1 }]);
    expect(backwards.res.status).toBe(422);

    const notADate = await createOrder([{ ...room, startDate: "2027-02-30" }]);
    expect(notADate.res.status).toBe(422);
  });

  it("refuses too many guests, quantities above 20, more than 20 lines and an empty cart", async () => {
    const crowd = await createOrder([{ ...roomItem("forest"), guests: 5 }]);
    expect(crowd.res.status).toBe(422);

    const bulk = await createOrder([{ ...roomItem("forest"), quantity: 21 }]);
    expect(bulk.res.status).toBe(422);
    expect(bulk.json.fieldErrors?.["cartItems.0.quantity"]).toEqual(["Quantity must be between 1 and 20"]);
    // A room is one unit: quantity 20 is within the line limit but not a room's (ADR 060).
    const twenty = await createOrder([{ ...roomItem("forest"), quantity: 20 }]);
    expect(twenty.res.status).toBe(422);
    expect(twenty.json.fieldErrors?.["cartItems.0.quantity"]).toEqual([ROOM_QUANTITY_MESSAGE]);

    const many = Array.from({ length: 21 }, (_, i) => roomItem("stoneage", { start: futureDate(30 + i) }));
    const tooMany = await createOrder(many);
    expect(tooMany.res.status).toBe(422);

    const empty = await createOrder([]);
    expect(empty.res.status).toBe(422);
    expect(empty.json.error).toContain(EMPTY_CART_MESSAGE);
  });

  it("refuses custom retreats without a sane price or currency", async () => {
    const item = customItem({ price: 500, currency: "EUR" });
    const huge = await createOrder([{ ...item, price: 150_000, pricePerPerson: 150_000, totalPrice: 150_000 }]);
    expect(huge.res.status).toBe(422);
    expect(huge.json.error).toMatch(/cannot exceed/);

    const noCurrency: Record<string, unknown> = { ...item };
    delete noCurrency.currency;
    expect((await createOrder([noCurrency])).res.status).toBe(422);

    const yen = await createOrder([{ ...item, currency: "JPY" }]);
    expect(yen.res.status).toBe(422);

    const free = await createOrder([{ ...item, price: 0, pricePerPerson: 0, totalPrice: 0 }]);
    expect(free.res.status).toBe(422);

    // Below the floor per guest-night (₹5,150 at 103 rupees to the euro), long before a deposit
    // could fall under Razorpay's ₹1 minimum.
    const tiny = await createOrder([{ ...item, currency: "INR", price: 1, pricePerPerson: 1, totalPrice: 1 }]);
    expect(tiny.res.status).toBe(422);
    expect(tiny.json.error).toMatch(/^Price must be at least ₹5,150 per guest per night/);
  });

  it("refuses items whose own figures disagree, and ignores unknown fields", async () => {
    const item = retreatItem("gut-regeneration-14-day", { guests: 2 });
    const inconsistent = await createOrder([{ ...item, price: 10 }]);
    expect(inconsistent.res.status).toBe(422);

    const answer = await createOrderOk([{ ...item, addedAt: "yesterday", discount: 100 }], { coupon: "FREE" });
    // 20% of 1980 x 2 = 792 EUR = 81,576 INR.
    expect(answer.order.amount).toBe(8_157_600);
  });

  it("validates the contact details with the checkout dialog's messages", async () => {
    const res = await postJson("/api/payments/orders", {
      userDetails: { email: "not-an-email", phone: "123" },
      cartItems: [roomItem("forest")],
    });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(json.fieldErrors["userDetails.email"]).toEqual(["Please enter a valid email"]);
    expect(json.fieldErrors["userDetails.phone"]).toEqual(["Please enter a valid phone number"]);
  });

  it("refuses a currency other than INR", async () => {
    const { res } = await createOrder([roomItem("forest")], { currency: "EUR" });
    expect(res.status).toBe(422);
  });

  it("answers 415, 400 and 413 for bodies it cannot read", async () => {
    const text = await SELF.fetch(`${ORIGIN}/api/payments/orders`, {
      method: "POST",
      body: "hello",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const broken = await postJson("/api/payments/orders", "{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "The request body is not valid JSON." });
    const huge = await postJson("/api/payments/orders", { userDetails: contact(), cartItems: [], padding: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
  });
});

describe("the sandbox payment path", () => {
  it("pays, verifies, stores the booking as paid and shows it by both ids", async () => {
    const { order } = await createOrderOk([retreatItem("knees-joints-healing-7-day", { guests: 2 })]);
    const payment = await sandboxPay(order.id);
    expect(payment.razorpay_order_id).toBe(order.id);
    expect(payment.razorpay_payment_id).toMatch(/^pay_sbx/);
    // Not paid until the real verify path has checked the signature.
    expect((await bookingRow(order.id))?.status).toBe("created");

    const { res, json } = await verify(payment);
    expect(res.status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.booking).toMatchObject({
      orderId: order.id,
      paymentId: payment.razorpay_payment_id,
      status: "paid",
      charged: { amount: 44_496, amountPaise: 4_449_600, currency: "INR" },
      totals: [{ currency: "EUR", total: 2160, deposit: 432, balance: 1728 }],
      lines: [
        { name: "Knees & Joints Healing Retreat", kind: "retreat", guests: 2, nights: 7, price: 2160, lineTotal: 2160, unitRate: 1080 },
      ],
    });

    const shown = await getBooking(order.id, payment.razorpay_payment_id);
    expect(shown.res.status).toBe(200);
    expect(shown.res.headers.get("Cache-Control")).toBe("no-store");
    expect(shown.json.booking?.status).toBe("paid");
  });

  it("records the deposit rate with the booking, so a later change of rate never relabels it", async () => {
    const { order } = await createOrderOk([retreatItem("knees-joints-healing-7-day", { guests: 2 })]);
    const payment = await sandboxPay(order.id);
    expect((await verify(payment)).json.booking).toMatchObject({ depositPercent: 20 });
    // As if this booking had been made while the rate was 25%.
    await env.DB.prepare("UPDATE bookings SET deposit_percent = 25 WHERE order_id = ?").bind(order.id).run();
    const shown = await getBooking(order.id, payment.razorpay_payment_id);
    expect(shown.json.booking).toMatchObject({
      depositPercent: 25,
      totals: [{ currency: "EUR", total: 2160, deposit: 540, balance: 1620 }],
    });
    const page = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${payment.razorpay_payment_id}&order_id=${order.id}`);
    expect(await page.text()).toContain("Deposit paid (25%)");
  });

  it("treats a repeated verify of the same payment as success, and refuses another payment", async () => {
    const { order } = await createOrderOk([roomItem("secret-garden", { nights: 2 })]);
    const payment = await sandboxPay(order.id);
    expect((await verify(payment)).json.success).toBe(true);
    const again = await verify(payment);
    expect(again.res.status).toBe(200);
    expect(again.json.success).toBe(true);

    // A second, correctly signed payment for the paid order is refused.
    const other = await signed(order.id, "pay_sbxAnotherPayment1", SANDBOX_KEY_SECRET);
    const refused = await verify(other);
    expect(refused.res.status).toBe(400);
    expect(refused.json).toEqual({ success: false, error: "This order has already been paid by another payment." });
    expect((await bookingRow(order.id))?.payment_id).toBe(payment.razorpay_payment_id);

    // The sandbox will not sign a payment for a paid order either.
    expect((await postJson("/api/payments/sandbox/pay", { order_id: order.id })).status).toBe(409);
  });

  it("refuses tampered signatures, payment ids and order ids", async () => {
    const { order } = await createOrderOk([roomItem("lilybeth")]);
    const payment = await sandboxPay(order.id);
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith("0") ? "1" : "0");

    for (const tampered of [
      { ...payment, razorpay_signature: flip(payment.razorpay_signature) },
      { ...payment, razorpay_signature: payment.razorpay_signature.slice(0, 40) },
      { ...payment, razorpay_payment_id: flip(payment.razorpay_payment_id) },
    ]) {
      const { res, json } = await verify(tampered);
      expect(res.status).toBe(400);
      expect(json).toEqual({ success: false, error: "The payment signature is not valid." });
    }
    const unknown = await verify({ ...payment, razorpay_order_id: "order_sbxDoesNotExist00" });
    expect(unknown.res.status).toBe(400);
    expect(unknown.json.success).toBe(false);

    const malformed = await postJson("/api/payments/verify", { razorpay_order_id: order.id });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { success: boolean }).success).toBe(false);
    expect((await bookingRow(order.id))?.status).toBe("created");
  });

  it("records a declined test payment, and a retry on the same order can still succeed", async () => {
    const { order } = await createOrderOk([roomItem("tranquility")]);
    const failed = await postJson("/api/payments/sandbox/fail", { order_id: order.id });
    expect(failed.status).toBe(200);
    const failure = (await failed.json()) as { error: { code: string; description: string; metadata: { order_id: string } } };
    expect(failure.error).toMatchObject({ code: "BAD_REQUEST_ERROR", metadata: { order_id: order.id } });
    expect(await bookingRow(order.id)).toMatchObject({ status: "failed", payment_id: null });

    const payment = await sandboxPay(order.id);
    expect((await verify(payment)).json.success).toBe(true);
    expect((await bookingRow(order.id))?.status).toBe("paid");

    // A late decline never downgrades a paid booking.
    await postJson("/api/payments/sandbox/fail", { order_id: order.id });
    expect((await bookingRow(order.id))?.status).toBe("paid");
  });

  it("serves the sandbox checkout script", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/payments/sandbox/checkout.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const script = await res.text();
    expect(script).toContain("window.Razorpay = Razorpay");
    expect(script).toContain("Test payment \\u2014 no money is taken");
  });

  it("refuses sandbox payments for unknown orders", async () => {
    expect((await postJson("/api/payments/sandbox/pay", { order_id: "order_sbxUnknownOrder00" })).status).toBe(404);
    expect((await postJson("/api/payments/sandbox/pay", { order_id: "../../etc" })).status).toBe(422);
  });
});

describe("POST /api/payments/webhook (sandbox)", () => {
  /** The sandbox's public webhook secret (workers/payments/config.ts). */
  const secret = "sandbox-webhook-secret-not-for-real-payments";

  it("applies an event signed with the sandbox's secret to a sandbox order, once", async () => {
    const { order } = await createOrderOk([roomItem("forest")]);
    const paymentId = unique("pay_sbxHook");
    const captured = event(
      "payment.captured",
      paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }),
    );
    expect((await deliver(captured, { secret, eventId: null })).json).toEqual({ ok: true, outcome: "applied" });
    expect((await deliver(captured, { secret, eventId: null })).json).toEqual({ ok: true, duplicate: true });
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
    expect((await paymentEvents(order.id)).map((row) => row.outcome)).toEqual(["applied"]);
  });

  it("does not touch a live order, even in the same database", async () => {
    const orderId = `order_Live${unique("Mode")}`.slice(0, 30);
    const at = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, amount_paise, guest_email, guest_phone, created_at, updated_at)
       VALUES (?, ?, 'live', 10000, 'live@example.com', '+919847012345', ?, ?)`,
    )
      .bind(orderId, unique("kv-live-"), at, at)
      .run();
    const { json } = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_Mode"), orderId, amount: 10_000, status: "captured" })),
      {
        secret,
      },
    );
    expect(json.outcome).toBe("unknown-order");
    expect(await bookingRow(orderId)).toMatchObject({ status: "created", payment_id: null });
  });

  it("does not mark paid a payment for another amount or currency", async () => {
    const { order } = await createOrderOk([roomItem("forest")]);
    for (const [amount, currency] of [
      [order.amount - 100, "INR"],
      [order.amount, "USD"],
    ] as const) {
      const { json } = await deliver(
        event("payment.captured", paymentEntity({ id: unique("pay_sbxOff"), orderId: order.id, amount, currency, status: "captured" })),
        { secret },
      );
      expect(json.outcome).toBe("mismatch");
    }
    expect(await bookingRow(order.id)).toMatchObject({ status: "created", payment_id: null });
  });
});

describe("the sandbox lifecycle: notices and offline refunds", () => {
  it("a sandbox payment sends the resort's notice and the guest's e-mail once, and refunds offline", async () => {
    const { order } = await createOrderOk([roomItem("lavender-loft", { nights: 2 })]);
    const payment = await sandboxPay(order.id);
    await Promise.all([verify(payment), verify(payment)]);
    await waitForNotices(order.id, 2);
    expect(await formspreeReceived(order.id)).toHaveLength(1);
    const [mail] = await mailReceived(order.id);
    expect(String(mail?.json?.text)).toContain("Test booking · no money was taken");

    const config = paymentsConfig(env);
    const partial = await refundBooking(env.DB, config, { orderId: order.id, amountPaise: 5_000, reason: "staff" });
    expect(partial).toMatchObject({ status: "processed", refund: { gateway_refund_id: expect.stringMatching(/^rfnd_sbx/) } });
    expect((await getBooking(order.id, payment.razorpay_payment_id)).json.booking).toMatchObject({
      status: "partially_refunded",
      refunded: { amountPaise: 5_000 },
    });
    await refundBooking(env.DB, config, { orderId: order.id, reason: "staff" });
    expect(await bookingRow(order.id)).toMatchObject({ status: "refunded" });
    const html = await (
      await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${payment.razorpay_payment_id}&order_id=${order.id}`)
    ).text();
    expect(html).toContain("Refunded");
  });
});

describe("GET /api/bookings/:orderId", () => {
  it("is 404 unless both ids match a paid booking", async () => {
    const { order } = await createOrderOk([roomItem("stoneage")]);
    // Created but not paid: nothing to show.
    expect((await getBooking(order.id, "pay_sbxNotPaidYet00000")).res.status).toBe(404);
    const payment = await sandboxPay(order.id);
    await verify(payment);

    expect((await getBooking(order.id, payment.razorpay_payment_id)).res.status).toBe(200);
    const wrongPayment = await getBooking(order.id, "pay_sbxSomeoneElse0000");
    expect(wrongPayment.res.status).toBe(404);
    expect(wrongPayment.json).toEqual({ error: "Booking not found." });
    expect((await getBooking("order_sbxNoSuchOrder000", payment.razorpay_payment_id)).res.status).toBe(404);
    const noPayment = await SELF.fetch(`${ORIGIN}/api/bookings/${order.id}`);
    expect(noPayment.status).toBe(404);
  });
});

describe("the confirmation page", () => {
  it("renders the stored booking, uncached and unindexed", async () => {
    const { order } = await createOrderOk([retreatItem("knees-joints-healing-7-day", { guests: 2 }), roomItem("sunrise", { nights: 3 })]);
    const payment = await sandboxPay(order.id);
    await verify(payment);
    const res = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${payment.razorpay_payment_id}&order_id=${order.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toContain("Knees &amp; Joints Healing Retreat");
    expect(html).toContain("Sunrise");
    expect(html).toContain("₹59,946"); // deposit charged
    expect(html).toContain("€2,910"); // full value: 2,160 + 750
    expect(html).toContain("€2,328"); // balance due on arrival: 2,910 - 582
    expect(html).toContain(payment.razorpay_payment_id);
    expect(html).toContain(order.id);
  });

  it("asks for both ids", async () => {
    const res = await SELF.fetch(`${ORIGIN}/booking-confirmation?order_id=order_sbxOnlyTheOrder00`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Missing payment information");
  });

  it("says 'Booking Not Found' for ids that do not match", async () => {
    const res = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=pay_sbxNope00000000&order_id=order_sbxNope0000000`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Booking Not Found");
    expect(html).toContain("Return Home");
  });
});
