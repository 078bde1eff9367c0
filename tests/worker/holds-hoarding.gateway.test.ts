import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { addDays } from "~/domain/dates/dates";
import { runCron } from "./forms-helpers";
import { mailReceived, noticeRows, waitForNotices } from "./notices-helpers";
import {
  bookingRow,
  contact,
  createOrderOk,
  dateSpan,
  futureDate,
  holdsOf,
  itemsIn,
  type OrderAnswer,
  postJson,
  signed,
  uniqueEmail,
  verify,
} from "./payments-helpers";
import { razorpayReceived, registerPayment } from "./razorpay-fake-client";
import { auditRowsOfBooking, refundRows, unique } from "./staff-helpers";

/**
 * Holds that cannot be hoarded (docs/decisions/082-holds.md), through the built Worker in live mode
 * against the fake Razorpay, with holds of 1800 s: the hoarding requests of issue 27 refused, one
 * browser checkout holding its nights once however often (and however concurrently) it orders, a
 * client's unpaid orders capped without ever releasing another's, a released order's late payment
 * refunded rather than sold, and a custom retreat the resort left unanswered declined by the cron.
 */

const { roomItem, customItem } = itemsIn(dateSpan(690, 730));
const ROOMS = ["sanctum-sanctorium", "sunrise", "tranquility", "lilybeth", "secret-garden", "lavender-loft", "forest", "stoneage"];

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";
const newCheckoutId = () =>
  unique("checkout")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .padEnd(16, "x");
/** A client address of its own (the documentation range of IPv4). */
const newClient = () => {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  return `198.51.${a}.${b}`;
};

type Answer = { res: Response; json: OrderAnswer & { error?: string; fieldErrors?: Record<string, string[]> } };

async function order(cartItems: unknown[], options: { checkoutId?: unknown; ip?: string; email?: string } = {}): Promise<Answer> {
  const body = {
    userDetails: contact(options.email ?? uniqueEmail("hoard")),
    cartItems,
    ...(options.checkoutId === undefined ? {} : { checkoutId: options.checkoutId }),
  };
  const res = await postJson("/api/payments/orders", body, options.ip ? { "CF-Connecting-IP": options.ip } : {});
  return { res, json: (await res.json()) as Answer["json"] };
}

async function bookingsOf(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT order_id, checkout_id, hold_client_key, released_at, status FROM bookings WHERE guest_email = ? ORDER BY created_at",
  )
    .bind(email)
    .all<{ order_id: string; checkout_id: string | null; hold_client_key: string | null; released_at: string | null; status: string }>();
  return results;
}

async function ordersOfCheckout(checkoutId: string) {
  const { results } = await env.DB.prepare("SELECT order_id, released_at FROM bookings WHERE checkout_id = ? ORDER BY order_id")
    .bind(checkoutId)
    .all<{ order_id: string; released_at: string | null }>();
  return results;
}

describe("the hoarding requests of issue 27", () => {
  it("one anonymous order for all eight rooms x 60 nights is refused, naming the resort's contact; nothing is held", async () => {
    const email = uniqueEmail("whole-resort");
    const start = futureDate(600);
    const items = ROOMS.map((room) => ({ ...roomItem(room, { start, nights: 60 }) }));
    const answer = await order(items, { email });
    expect(answer.res.status).toBe(409);
    expect(answer.json.error).toContain("at most 3 rooms (this one asks for 8)");
    expect(answer.json.error).toContain(site.email);
    expect(await bookingsOf(email)).toEqual([]);
    expect(await razorpayReceived({ bodyIncludes: email })).toEqual([]);
    // A family's stay (three rooms for a month) is an order like any other.
    const family = await order(ROOMS.slice(0, 3).map((room) => roomItem(room, { nights: 30 })));
    expect(family.res.status, JSON.stringify(family.json)).toBe(201);
  });

  it("a custom retreat at €0.03 for six guests x 60 nights is refused before anything is held", async () => {
    const email = uniqueEmail("three-cents");
    const item = { ...customItem({ price: 0.03, currency: "EUR", start: futureDate(600), nights: 60 }), quantity: 6 };
    const answer = await order([item], { email });
    expect(answer.res.status).toBe(422);
    expect(answer.json.error).toBe(
      `Price must be at least €50 per guest per night: €3,000 for 1 guest × 60 nights. For a smaller budget, please contact us at ${site.email}.`,
    );
    expect(answer.json.fieldErrors?.["cartItems.0.custom"]).toEqual([answer.json.error]);
    expect(await bookingsOf(email)).toEqual([]);
  });

  it("refuses a checkoutId that is not 16-64 of A-Z a-z 0-9 _ -, saying what it must be", async () => {
    const item = roomItem("sunrise", { nights: 1 });
    for (const checkoutId of ["short", "x".repeat(65), "sixteen chars!!!", `${"a".repeat(16)}/`, 1234567890123456, null]) {
      const answer = await order([item], { checkoutId });
      expect(answer.res.status, String(checkoutId)).toBe(422);
      expect(answer.json.fieldErrors?.checkoutId).toEqual(["checkoutId must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -"]);
    }
  });
});

describe("one checkout holds its nights once", () => {
  it("a second order with the same checkoutId releases the first's holds in its own batch; the first is kept, marked released", async () => {
    const checkoutId = newCheckoutId();
    const email = uniqueEmail("same-checkout");
    const first = roomItem("sunrise", { nights: 2 });
    const a = await order([first], { checkoutId, email });
    expect(a.res.status, JSON.stringify(a.json)).toBe(201);
    expect((await holdsOf(a.json.order.id)).map((h) => [h.resource, h.state])).toEqual([
      ["sunrise", "held"],
      ["sunrise", "held"],
    ]);

    // The guest closed the payment window and pays again, for the same nights and one more room:
    // not refused over their own hold.
    const b = await order([first, roomItem("forest", { nights: 2 })], { checkoutId, email });
    expect(b.res.status, JSON.stringify(b.json)).toBe(201);
    expect(await holdsOf(a.json.order.id)).toEqual([]);
    expect((await holdsOf(b.json.order.id)).map((h) => h.resource)).toEqual(["forest", "forest", "sunrise", "sunrise"]);
    const rows = await bookingsOf(email);
    expect(rows.map((r) => [r.order_id, r.status, r.released_at !== null])).toEqual([
      [a.json.order.id, "created", true],
      [b.json.order.id, "created", false],
    ]);
    expect(rows.every((r) => r.checkout_id === checkoutId)).toBe(true);

    // Another checkout is refused those nights, as before.
    expect((await order([first], { checkoutId: newCheckoutId() })).res.status).toBe(409);
  });

  it("an order refused for its nights releases nothing of its checkout", async () => {
    const checkoutId = newCheckoutId();
    const mine = roomItem("tranquility", { nights: 1 });
    const a = await order([mine], { checkoutId });
    const taken = roomItem("lilybeth", { nights: 1 });
    expect((await order([taken])).res.status).toBe(201);
    const b = await order([mine, { ...taken }], { checkoutId });
    expect(b.res.status).toBe(409);
    expect((await holdsOf(a.json.order.id)).map((h) => h.state)).toEqual(["held"]);
    expect((await bookingRow(a.json.order.id)) as unknown).toMatchObject({ status: "created" });
    expect((await ordersOfCheckout(checkoutId)).map((r) => r.released_at)).toEqual([null]);
  });

  it("many orders of one checkout at once end with exactly one order's holds standing", async () => {
    const checkoutId = newCheckoutId();
    const item = roomItem("secret-garden", { nights: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => order([item], { checkoutId })));
    const created = answers.filter((a) => a.res.status === 201).map((a) => a.json.order.id);
    expect(created.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.res.status === 201 || a.res.status === 409)).toBe(true);

    const holders = [];
    for (const orderId of created) if ((await holdsOf(orderId)).length > 0) holders.push(orderId);
    expect(holders).toHaveLength(1);
    expect((await holdsOf(holders[0] as string)).map((h) => h.night)).toEqual([
      item.startDate,
      addDays(item.startDate, 1),
      addDays(item.startDate, 2),
    ]);
    const orders = await ordersOfCheckout(checkoutId);
    expect(orders.filter((o) => o.released_at === null).map((o) => o.order_id)).toEqual(holders);
  });

  it("a payment that still comes for a released order is refunded as a conflict, never sold, even for nights nobody holds", async () => {
    const checkoutId = newCheckoutId();
    const a = await order([roomItem("lavender-loft", { nights: 2 })], { checkoutId });
    // The guest changed their mind about the room: the new order holds other nights.
    const b = await order([roomItem("stoneage", { nights: 2 })], { checkoutId });
    expect(b.res.status).toBe(201);
    expect(await holdsOf(a.json.order.id)).toEqual([]);

    // The first order's payment window, left open in another tab, is paid all the same.
    const paymentId = unique("pay_Released");
    await registerPayment({ id: paymentId, order_id: a.json.order.id, amount: a.json.order.amount, status: "authorized" });
    const answer = await verify(await signed(a.json.order.id, paymentId, keySecret()));
    expect(answer.res.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, reason: "nights-taken" });
    expect(["conflict", "refunded"]).toContain((await bookingRow(a.json.order.id))?.status);
    expect(await holdsOf(a.json.order.id)).toEqual([]);
    const refunds = await refundRows(a.json.order.id);
    expect(refunds.map((r) => [r.reason, r.amount_paise])).toEqual([["conflict", a.json.order.amount]]);
    // The newer order still holds its own nights, and stays payable.
    expect((await holdsOf(b.json.order.id)).map((h) => h.state)).toEqual(["held", "held"]);
    const paidB = unique("pay_Newer");
    await registerPayment({ id: paidB, order_id: b.json.order.id, amount: b.json.order.amount, status: "authorized" });
    expect((await verify(await signed(b.json.order.id, paidB, keySecret()))).json.success).toBe(true);
    expect(await bookingRow(b.json.order.id)).toMatchObject({ status: "paid" });
    // Sold, it keeps neither its checkout nor its client key.
    const kept = await env.DB.prepare("SELECT checkout_id, hold_client_key FROM bookings WHERE order_id = ?").bind(b.json.order.id).first();
    expect(kept).toEqual({ checkout_id: null, hold_client_key: null });
  });
});

describe("one client holds at most three unpaid orders at once", () => {
  it("refuses a fourth checkout's order with 429 and releases nothing; its own checkout may order again", async () => {
    const ip = newClient();
    const checkouts = [newCheckoutId(), newCheckoutId(), newCheckoutId()];
    const orders = [];
    for (const [i, checkoutId] of checkouts.entries()) {
      const answer = await order([roomItem(ROOMS[i] as string, { nights: 1 })], { checkoutId, ip });
      expect(answer.res.status, JSON.stringify(answer.json)).toBe(201);
      orders.push(answer.json.order.id);
    }
    const key = (
      await env.DB.prepare("SELECT hold_client_key AS key FROM bookings WHERE order_id = ?").bind(orders[0]).first<{ key: string }>()
    )?.key;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain(ip);

    const email = uniqueEmail("fourth");
    const fourth = await order([roomItem("forest", { nights: 1 })], { checkoutId: newCheckoutId(), ip, email });
    expect(fourth.res.status).toBe(429);
    expect(fourth.res.headers.get("Retry-After")).toBe("60");
    expect(fourth.json.error).toMatch(/^You already have 3 unpaid bookings holding dates\./);
    expect(fourth.json.error).toContain(site.email);
    expect(await bookingsOf(email)).toEqual([]);
    // Without a checkout id, the same.
    expect((await order([roomItem("forest", { nights: 1 })], { ip })).res.status).toBe(429);
    for (const orderId of orders) expect((await holdsOf(orderId)).map((h) => h.state)).toEqual(["held"]);

    // The first checkout orders again: its earlier order is released, so the client still holds three.
    const again = await order([roomItem("forest", { nights: 1 })], { checkoutId: checkouts[0], ip });
    expect(again.res.status, JSON.stringify(again.json)).toBe(201);
    expect(await holdsOf(orders[0] as string)).toEqual([]);

    // Another client is not held back by this one.
    expect((await order([roomItem("forest", { nights: 1 })], { ip: newClient() })).res.status).toBe(201);
  });

  it("racing from one client, at most three of its orders are stored", async () => {
    const ip = newClient();
    const email = uniqueEmail("racing-client");
    const answers = await Promise.all(
      ROOMS.slice(0, 6).map((room) => order([roomItem(room, { nights: 1 })], { checkoutId: newCheckoutId(), ip, email })),
    );
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.res.status === 429)).toHaveLength(3);
    expect(await bookingsOf(email)).toHaveLength(3);
  });
});

describe("a custom retreat the resort did not confirm in two office days", () => {
  /** A custom retreat for two guests, ordered and paid through the site. */
  async function paidRequest() {
    const item = { ...customItem({ price: 300, currency: "EUR", nights: 2 }), quantity: 2 };
    const created = await createOrderOk([item]);
    const paymentId = unique("pay_Unanswered");
    await registerPayment({ id: paymentId, order_id: created.order.id, amount: created.order.amount, status: "captured" });
    const paid = await verify(await signed(created.order.id, paymentId, keySecret()));
    expect(paid.json.booking).toMatchObject({ status: "paid", resortConfirmation: "awaiting" });
    await waitForNotices(created.order.id, 2);
    return { orderId: created.order.id, amount: created.order.amount, paymentId };
  }

  it("is declined and refunded by the cron once, audited by actor system, the guest told once, its places freed", async () => {
    const overdue = await paidRequest();
    const recent = await paidRequest();
    // Paid on a Friday afternoon in Kerala a week ago: its deadline (the end of Monday) has passed.
    const friday = new Date("2026-11-20T10:00:00Z");
    await env.DB.prepare("UPDATE bookings SET paid_at = ? WHERE order_id = ?").bind(friday.toISOString(), overdue.orderId).run();

    await runCron(new Date());
    await runCron(new Date());

    expect(await bookingRow(overdue.orderId)).toMatchObject({ status: "refunded" });
    const decided = await env.DB.prepare("SELECT resort_confirmation FROM bookings WHERE order_id = ?").bind(overdue.orderId).first();
    expect(decided).toEqual({ resort_confirmation: "declined" });
    expect((await refundRows(overdue.orderId)).map((r) => [r.reason, r.status, r.amount_paise])).toEqual([
      ["unconfirmed", "processed", overdue.amount],
    ]);
    expect(await razorpayReceived({ path: `/v1/payments/${overdue.paymentId}/refund` })).toHaveLength(1);
    const audit = await env.DB.prepare("SELECT actor, staff_email, action, amount_minor FROM staff_audit WHERE order_id = ?")
      .bind(overdue.orderId)
      .all();
    expect(audit.results).toEqual([{ actor: "system", staff_email: null, action: "booking.decline", amount_minor: overdue.amount }]);
    expect((await auditRowsOfBooking(overdue.orderId))[0]?.reason).toContain("two office days");
    await waitForNotices(overdue.orderId, 3);
    expect((await noticeRows(overdue.orderId)).filter((n) => n.kind === "guest_retreat_declined")).toHaveLength(1);
    const mails = (await mailReceived(overdue.orderId)).filter((m) => String(m.json?.text).includes("Your custom retreat is declined"));
    expect(mails).toHaveLength(1);
    expect(await holdsOf(overdue.orderId)).toEqual([]);

    // The one paid just now still waits for the resort.
    const waiting = await env.DB.prepare("SELECT resort_confirmation FROM bookings WHERE order_id = ?").bind(recent.orderId).first();
    expect(waiting).toEqual({ resort_confirmation: "awaiting" });
    expect(await refundRows(recent.orderId)).toEqual([]);
    expect((await holdsOf(recent.orderId)).every((h) => h.state === "sold")).toBe(true);
  });

  it("leaves alone a request staff answered first", async () => {
    const confirmed = await paidRequest();
    await env.DB.prepare("UPDATE bookings SET paid_at = ?, resort_confirmation = 'confirmed' WHERE order_id = ?")
      .bind("2026-11-20T10:00:00.000Z", confirmed.orderId)
      .run();
    await runCron(new Date());
    expect(await refundRows(confirmed.orderId)).toEqual([]);
    expect(await bookingRow(confirmed.orderId)).toMatchObject({ status: "paid" });
    expect(await auditRowsOfBooking(confirmed.orderId)).toEqual([]);
  });
});
