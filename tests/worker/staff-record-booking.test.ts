import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getRetreat, retreatDays } from "~/catalogue/retreats";
import { addDays } from "~/domain/dates/dates";
import type { StaffBookingDetail, StaffBookingSummary } from "~/domain/staff/staff-views";
import { mailReceived, noticeRows, waitForNotices } from "./notices-helpers";
import { createOrder, dateSpan, holdsOf, itemsIn } from "./payments-helpers";
import { auditRowsOfBooking, balanceRows, DEV_STAFF, devSignIn, staffFetch, staffPost } from "./staff-helpers";

/**
 * Bookings staff record (phone, e-mail, desk) through POST /api/admin/bookings: stored with their
 * lines at the agreed prices, their nights sold like an order's, the deposit the resort received,
 * the audit row and the guest's confirmation, in one batch; refused with the nights when they are
 * taken; once per Idempotency-Key, however often it is sent; and the staff actions that follow.
 */

const span = dateSpan(470, 520);
const { roomItem } = itemsIn(span);
const RETREAT = "knees-joints-healing-7-day";

type Answer = {
  orderId?: string;
  receipt?: string;
  message?: string;
  error?: string;
  nights?: string[];
  fieldErrors?: Record<string, string[]>;
};

function roomLine(roomId: string, nights = 3, price = 66_000) {
  const startDate = span.take(roomId, nights);
  return { type: "room" as const, roomId, startDate, endDate: addDays(startDate, nights), guests: 2, price };
}

function retreatLine(guests = 2, price = 180_000) {
  const retreat = getRetreat(RETREAT);
  const days = (retreat && retreatDays(retreat)) ?? 7;
  const startDate = span.take("retreat", days);
  return { type: "retreat" as const, retreatId: RETREAT, startDate, endDate: addDays(startDate, days), guests, price };
}

function body(lines: unknown[], extra: Record<string, unknown> = {}) {
  return {
    source: "phone",
    guest: { name: "Meera Pillai", phone: "+91 94470 55555" },
    lines,
    currency: "EUR",
    ...extra,
  };
}

async function record(token: string, payload: unknown, key: string | null = crypto.randomUUID()) {
  const res = await staffPost("/api/admin/bookings", payload, { token, headers: key === null ? {} : { "Idempotency-Key": key } });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function detail(token: string, orderId: string): Promise<StaffBookingDetail> {
  const res = await staffFetch(`/api/admin/bookings/${orderId}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { booking: StaffBookingDetail }).booking;
}

function bookingRow(orderId: string) {
  return env.DB.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId).first<Record<string, unknown>>();
}

describe("POST /api/admin/bookings", () => {
  it("records a room booked by phone: paid, nothing charged online, the nights sold, the deposit and the audit row", async () => {
    const token = await devSignIn();
    const line = roomLine("sunrise", 3, 66_000);
    const { status, json } = await record(
      token,
      body([line], { deposit: { amount: 20_000, method: "upi" }, note: "Called from Kochi, agreed the monsoon rate" }),
    );
    expect(status, JSON.stringify(json)).toBe(201);
    const orderId = json.orderId as string;
    expect(orderId).toMatch(/^rec_[0-9a-f]{28}$/);
    expect(json.message).toBe("Recorded: €660 agreed, €200 deposit received by UPI. No e-mail address, so no confirmation is sent.");

    expect(await bookingRow(orderId)).toMatchObject({
      source: "phone",
      status: "paid",
      amount_paise: 0,
      payment_id: null,
      guest_name: "Meera Pillai",
      guest_email: null,
      guest_phone: "+91 94470 55555",
      mode: "sandbox",
    });
    const nights = [0, 1, 2].map((i) => addDays(line.startDate, i));
    expect(await holdsOf(orderId)).toEqual(nights.map((night) => ({ kind: "room", resource: "sunrise", night, state: "sold", guests: 1 })));
    expect(await balanceRows(orderId)).toMatchObject([{ amount_minor: 20_000, currency: "EUR", method: "upi", staff_email: DEV_STAFF }]);
    const [audit, ...more] = await auditRowsOfBooking(orderId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: "booking.record",
      staff_email: DEV_STAFF,
      amount_minor: 66_000,
      currency: "EUR",
      reason: "By phone: Called from Kochi, agreed the monsoon rate",
    });
    // No address, no e-mail.
    expect(await noticeRows(orderId)).toEqual([]);

    const booking = await detail(token, orderId);
    expect(booking).toMatchObject({
      source: "phone",
      status: "paid",
      chargedPaise: 0,
      guest: { name: "Meera Pillai", email: null, phone: "+91 94470 55555" },
      lines: [{ kind: "room", productId: "sunrise", nights: 3, currency: "EUR", unitRate: 220, price: 660 }],
      balances: [{ currency: "EUR", dueMinor: 66_000, receivedMinor: 20_000, leftMinor: 46_000 }],
      balancePayments: [{ kind: "deposit", amountMinor: 20_000 }],
    });

    const list = await staffFetch(`/api/admin/bookings?q=${orderId}`, { token });
    const { bookings } = (await list.json()) as { bookings: StaffBookingSummary[] };
    expect(bookings).toMatchObject([{ orderId, source: "phone", status: "paid", checkIn: line.startDate }]);

    const arrivals = await staffFetch(`/api/admin/arrivals?from=${line.startDate}&to=${line.startDate}`, { token });
    const grid = (await arrivals.json()) as { arrivals: Record<string, { orderId: string; source: string }[]> };
    expect(grid.arrivals[line.startDate]).toContainEqual(expect.objectContaining({ orderId, source: "phone" }));
  });

  it("records a retreat taken at the desk, selling its places, and e-mails the guest the confirmation once", async () => {
    const token = await devSignIn();
    const email = `${crypto.randomUUID().slice(0, 8)}-desk@example.com`;
    const line = retreatLine(2, 180_000);
    const key = crypto.randomUUID();
    const payload = body([line], {
      source: "desk",
      guest: { name: "Jonas Weber", email: email.toUpperCase() },
      deposit: { amount: 50_000, method: "other", note: "Traveller's cheque" },
    });
    const first = await record(token, payload, key);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const orderId = first.json.orderId as string;
    expect(first.json.message).toContain(`The confirmation goes to ${email}.`);

    const places = await holdsOf(orderId);
    expect(places).toHaveLength(7);
    expect(places.every((row) => row.kind === "retreat" && row.state === "sold" && row.guests === 2)).toBe(true);
    expect(await bookingRow(orderId)).toMatchObject({ source: "desk", guest_email: email, guest_phone: null });
    expect(await balanceRows(orderId)).toMatchObject([{ method: "other", note: "Traveller's cheque", amount_minor: 50_000 }]);

    const [notice] = await waitForNotices(orderId, 1);
    expect(notice).toMatchObject({ kind: "guest_confirmation", channel: "email", recipient: email, status: "delivered" });
    // The same request again (a retry): the same booking, nothing stored or sent a second time.
    const again = await record(token, payload, key);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ orderId, receipt: first.json.receipt });
    const mails = await mailReceived(orderId);
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.body ?? "";
    expect(mail).toContain(email);
    expect(mail).toContain("Your booking is confirmed");
    expect(mail).toContain("€500");
    expect(mail).toContain("€1,300");
    expect(await noticeRows(orderId)).toHaveLength(1);
    expect(await auditRowsOfBooking(orderId)).toHaveLength(1);
  });

  it("records once when the same request is submitted many times at once", async () => {
    const token = await devSignIn();
    const email = `${crypto.randomUUID().slice(0, 8)}-twice@example.com`;
    const key = crypto.randomUUID();
    const payload = body([roomLine("lilybeth", 2, 40_000)], { source: "email", guest: { name: "Asha Menon", email } });
    const answers = await Promise.all(Array.from({ length: 4 }, () => record(token, payload, key)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.json))).toEqual([200, 200, 200, 201]);
    const orderIds = new Set(answers.map((a) => a.json.orderId));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds] as string[];
    const { results } = await env.DB.prepare("SELECT order_id FROM bookings WHERE guest_email = ?").bind(email).all();
    expect(results).toEqual([{ order_id: orderId }]);
    expect(await holdsOf(orderId as string)).toHaveLength(2);
    expect(await auditRowsOfBooking(orderId as string)).toHaveLength(1);
    await waitForNotices(orderId as string, 1);
    expect(await mailReceived(orderId as string)).toHaveLength(1);
  });

  it("refuses nights already taken, naming them, and stores nothing", async () => {
    const token = await devSignIn();
    const first = roomLine("sunrise", 3);
    expect((await record(token, body([first]))).status).toBe(201);
    const overlapping = { ...first, startDate: addDays(first.startDate, 1), endDate: addDays(first.startDate, 4) };
    span.take("sunrise", 1);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM bookings").first<number>("n");
    const { status, json } = await record(token, body([overlapping]));
    expect(status).toBe(409);
    expect(json.nights).toEqual([addDays(first.startDate, 1), addDays(first.startDate, 2)]);
    expect(json.error).toMatch(/Sunrise/);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM bookings").first<number>("n")).toBe(before);
  });

  it("answers bad input with a 4xx naming the field, never a 500", async () => {
    const token = await devSignIn();
    const line = roomLine("sunrise", 2);
    const cases: [unknown, number, RegExp][] = [
      [body([]), 422, /Add a room or a retreat/],
      [body([line], { source: "online" }), 422, /Say how the booking was taken/],
      [body([line], { guest: { name: "" } }), 422, /guest's name/],
      [body([line], { guest: { name: "Asha", email: "not-an-address" } }), 422, /e-mail address/],
      [body([line], { source: "email" }), 422, /needs the guest's address/],
      [body([{ ...line, price: 0 }]), 422, /more than nothing/],
      [body([{ ...line, roomId: "no-such-room" }]), 422, /Unknown room/],
      [body([{ ...line, startDate: "2020-01-01", endDate: "2020-01-03" }]), 422, /past|today/i],
      [body([line, line]), 422, /.+/],
      [body([line], { deposit: { amount: 1_000_000, method: "cash" } }), 422, /more than the agreed price/],
      [body([line], { deposit: { amount: 100, method: "other" } }), 422, /how the deposit was paid/],
      [body([line], { currency: "GBP" }), 422, /Currency/],
      ["{not json", 400, /JSON/],
    ];
    for (const [payload, expected, message] of cases) {
      const { status, json } = await record(token, payload);
      expect(status, JSON.stringify(payload)).toBe(expected);
      expect(json.error, JSON.stringify(payload)).toMatch(message);
    }
    const noKey = await record(token, body([line]), null);
    expect(noKey.status).toBe(428);
    expect(noKey.json.error).toMatch(/Idempotency-Key/);
    const badKey = await record(token, body([line]), "bad key with spaces");
    expect(badKey.status).toBe(400);
  });

  it("a recorded booking racing an online order for the last night: one wins, and the rows show only the winner", async () => {
    const token = await devSignIn();
    for (let round = 0; round < 4; round++) {
      const item = roomItem("tranquility", { nights: 1 });
      const line = {
        type: "room" as const,
        roomId: "tranquility",
        startDate: item.startDate,
        endDate: item.endDate,
        guests: 2,
        price: 20_000,
      };
      const [order, recorded] = await Promise.all([createOrder([item]), record(token, body([line]))]);
      const statuses = [order.res.status, recorded.status].sort();
      expect(statuses, JSON.stringify([order.json, recorded.json])).toEqual([201, 409]);
      const { results } = await env.DB.prepare("SELECT order_id, state FROM room_nights WHERE room_id = 'tranquility' AND night = ?")
        .bind(item.startDate)
        .all<{ order_id: string; state: string }>();
      expect(results).toHaveLength(1);
      if (recorded.status === 201) {
        expect(results[0]).toEqual({ order_id: recorded.json.orderId, state: "sold" });
        expect(order.json.unavailable).toBeTruthy();
      } else {
        expect(results[0]).toEqual({ order_id: order.json.order.id, state: "held" });
        expect(recorded.json.nights).toEqual([item.startDate]);
        const stored = await env.DB.prepare(
          "SELECT count(*) AS n FROM bookings WHERE source = 'phone' AND order_id IN (SELECT order_id FROM booking_lines WHERE product_id = 'tranquility' AND start_date = ?)",
        )
          .bind(item.startDate)
          .first<number>("n");
        expect(stored).toBe(0);
      }
    }
  });
});

describe("staff actions on a recorded booking", () => {
  it("refuses a gateway refund, cancels without one (freeing the nights), and takes the balance at the desk", async () => {
    const token = await devSignIn();
    const line = roomLine("lilybeth", 2, 40_000);
    const { json } = await record(token, body([line], { currency: "INR", deposit: { amount: 10_000, method: "cash" } }));
    const orderId = json.orderId as string;

    const booking = await detail(token, orderId);
    expect(booking.refusals.refund).toMatch(/recorded by staff and nothing was paid online/);
    const refund = await staffPost(
      `/api/admin/bookings/${orderId}/refund`,
      { reason: "Guest asked" },
      { token, headers: { "Idempotency-Key": crypto.randomUUID() } },
    );
    expect(refund.status).toBe(409);
    expect(((await refund.json()) as Answer).error).toMatch(/nothing to refund through Razorpay/);

    const balance = await staffPost(`/api/admin/bookings/${orderId}/balance`, { amount: 30_000, method: "card" }, { token });
    expect(balance.status).toBe(200);
    expect(((await balance.json()) as { outcome: { message: string } }).outcome.message).toContain("balance is settled");

    const cancelWithRefund = await staffPost(
      `/api/admin/bookings/${orderId}/cancel`,
      { refund: true, reason: "Guest cannot travel" },
      { token },
    );
    expect(cancelWithRefund.status).toBe(422);
    expect(((await cancelWithRefund.json()) as Answer).error).toMatch(/nothing was paid online/);
    const cancel = await staffPost(`/api/admin/bookings/${orderId}/cancel`, { refund: false, reason: "Guest cannot travel" }, { token });
    expect(cancel.status).toBe(200);
    expect(await holdsOf(orderId)).toEqual([]);
    expect(await bookingRow(orderId)).toMatchObject({ status: "cancelled", cancelled_by: "resort" });
  });
});
