import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { SANDBOX_WEBHOOK_SECRET } from "../../workers/payments/config";
import { signWebhookBody } from "../../workers/payments/signatures";
import { runCron } from "./forms-helpers";
import {
  bookingRow,
  contact,
  createOrder,
  createOrderOk,
  dateSpan,
  getBooking,
  holdsOf,
  itemsIn,
  ORIGIN,
  postJson,
  verify,
} from "./payments-helpers";

/**
 * Availability through the built Worker and its real local D1 (sandbox payments, holds of 1800 s):
 * holds taken with the order, 409s that store nothing, races for the last room-night and the last
 * retreat place, nights kept for good once paid, lapsed holds freed, and a payment that arrives
 * after its nights went to someone else (a conflict, never a confirmed booking).
 */

const span = dateSpan(200, 330);
const { roomItem, customItem, retreatItem } = itemsIn(span);
const ROOMS = ["sanctum-sanctorium", "sunrise", "tranquility", "lilybeth", "secret-garden", "lavender-loft", "forest", "stoneage"];

type UnavailableAnswer = { error: string; unavailable: { id: string; reason: string; nights: string[] }[] };

async function sandboxPay(orderId: string) {
  const res = await postJson("/api/payments/sandbox/pay", { order_id: orderId });
  expect(res.status).toBe(200);
  return (await res.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

async function availability(from: string, to: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/availability?from=${from}&to=${to}`);
  return { res, json: (await res.json()) as { rooms: Record<string, string[]>; retreatPlaces: Record<string, number>; error?: string } };
}

/** Rows of every kind for orders placed by this address (a 409 must leave none). */
async function rowsFor(email: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM bookings WHERE guest_email = ?1) AS bookings,
            (SELECT count(*) FROM booking_lines WHERE order_id IN (SELECT order_id FROM bookings WHERE guest_email = ?1)) AS lines,
            (SELECT count(*) FROM room_nights WHERE order_id IN (SELECT order_id FROM bookings WHERE guest_email = ?1)) AS rooms,
            (SELECT count(*) FROM retreat_places WHERE order_id IN (SELECT order_id FROM bookings WHERE guest_email = ?1)) AS places`,
  )
    .bind(email)
    .first<{ bookings: number; lines: number; rooms: number; places: number }>();
  return row;
}

function orderFrom(email: string, cartItems: unknown[]) {
  return postJson(
    "/api/payments/orders",
    { userDetails: contact(email), cartItems },
    { "CF-Connecting-IP": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  );
}

describe("holds taken with the order", () => {
  it("holds exactly the nights of each room and the places of each retreat night", async () => {
    const room = roomItem("sunrise", { nights: 3 });
    const retreat = customItem({ price: 900, currency: "EUR", nights: 2 });
    const { order } = await createOrderOk([room, { ...retreat, quantity: 2 }]);
    const holds = await holdsOf(order.id);
    expect(holds).toEqual([
      { kind: "retreat", resource: "1", night: retreat.startDate, state: "held", guests: 2 },
      { kind: "retreat", resource: "1", night: addDays(retreat.startDate, 1), state: "held", guests: 2 },
      { kind: "room", resource: "sunrise", night: room.startDate, state: "held", guests: 1 },
      { kind: "room", resource: "sunrise", night: addDays(room.startDate, 1), state: "held", guests: 1 },
      { kind: "room", resource: "sunrise", night: addDays(room.startDate, 2), state: "held", guests: 1 },
    ]);

    const seen = await availability(room.startDate, addDays(room.startDate, 4));
    expect(seen.res.status).toBe(200);
    expect(seen.res.headers.get("Cache-Control")).toBe("no-store");
    expect(seen.json.rooms.sunrise).toEqual([room.startDate, addDays(room.startDate, 1), addDays(room.startDate, 2)]);
    const places = await availability(retreat.startDate, retreat.endDate);
    expect(places.json.retreatPlaces[retreat.startDate]).toBe(RETREAT_PLACES_PER_NIGHT - 2);
    // No order ids, e-mails or names in the calendar.
    expect(JSON.stringify(seen.json) + JSON.stringify(places.json)).not.toMatch(/order_|@|Asha/);
  });

  it("answers 409 naming the line and its dates, and stores nothing, when a night is taken", async () => {
    const first = roomItem("tranquility", { nights: 3 });
    await createOrderOk([first]);
    // Overlaps the last night of the first stay.
    const overlapping = roomItem("tranquility", { start: addDays(first.startDate, 2), nights: 2 });
    const free = roomItem("forest", { nights: 2 });
    const email = `late-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await orderFrom(email, [free, overlapping]);
    expect(res.status).toBe(409);
    const json = (await res.json()) as UnavailableAnswer;
    expect(json.unavailable).toEqual([
      {
        id: overlapping.id,
        nights: [overlapping.startDate],
        reason: expect.stringMatching(/^Tranquility is no longer available on the night of /),
      },
    ]);
    expect(json.error).toMatch(/^No longer available: /);
    expect(await rowsFor(email)).toEqual({ bookings: 0, lines: 0, rooms: 0, places: 0 });
    // The free room was not held by the refused order either.
    expect((await availability(free.startDate, free.endDate)).json.rooms.forest).toBeUndefined();
  });

  it("refuses a room line with quantity 2 and two overlapping stays of one room in one cart (422)", async () => {
    const room = roomItem("lilybeth", { nights: 2 });
    const twice = await createOrder([{ ...room, quantity: 2 }]);
    expect(twice.res.status).toBe(422);
    expect(twice.json.error).toMatch(/quantity is 1/);

    const again = roomItem("lilybeth", { start: addDays(room.startDate, 1), nights: 2 });
    const overlap = await createOrder([room, again]);
    expect(overlap.res.status).toBe(422);
    expect(overlap.json.fieldErrors?.["cartItems.1.dates"]?.[0]).toMatch(/^Lilybeth is already in your cart for the night of /);
    // Back to back is fine: check-out day is the next check-in.
    const next = roomItem("lilybeth", { nights: 1 });
    expect(next.startDate).toBe(room.endDate);
    await createOrderOk([room, next]);
  });

  it("refuses more retreat guests a night than the resort hosts, counting guests x quantity across lines", async () => {
    const big = await createOrder([retreatItem("cultural-cuisine-4-day", { guests: RETREAT_PLACES_PER_NIGHT + 1 })]);
    expect(big.res.status).toBe(422);
    expect(big.json.error).toMatch(/at most 6 retreat guests/);

    const custom = customItem({ price: 500, currency: "EUR", nights: 3 });
    const crowded = await createOrder([
      { ...custom, quantity: 4 },
      retreatItem("cultural-cuisine-4-day", { start: custom.startDate, guests: 3 }),
    ]);
    expect(crowded.res.status).toBe(422);
    expect(crowded.json.fieldErrors?.["cartItems.1.dates"]?.[0]).toMatch(/goes over/);
  });

  it("refuses a check-in that is already past on the resort's calendar", async () => {
    const yesterday = addDays(resortTodayIso(), -1);
    const { res, json } = await createOrder([roomItem("stoneage", { start: yesterday, nights: 2 })]);
    expect(res.status).toBe(422);
    expect(json.error).toBe("Check-in cannot be in the past");
  });
});

describe("races", () => {
  it("N concurrent orders for the last room-night: exactly one 201, the rest 409, one hold (20 rounds)", async () => {
    const N = 12;
    const ROUNDS = 20;
    const tally = { created: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const room = ROOMS[round % ROOMS.length] ?? "sunrise";
      const item = roomItem(room, { nights: 1 });
      const responses = await Promise.all(Array.from({ length: N }, (_, i) => orderFrom(`race-${round}-${i}@example.com`, [item])));
      const statuses = responses.map((res) => res.status).sort();
      const bodies = await Promise.all(responses.map((res) => res.json() as Promise<Partial<UnavailableAnswer>>));
      expect(statuses, `round ${round}`).toEqual([201, ...Array(N - 1).fill(409)]);
      // Every loser is told which line and why, in the server's words.
      for (const [i, body] of bodies.entries()) {
        if (responses[i]?.status !== 409) continue;
        expect(body).toMatchObject({ error: expect.stringContaining("No longer available"), unavailable: [{ id: item.id }] });
        expect(body.unavailable?.[0]?.reason).toEqual(expect.any(String));
        expect(body.unavailable).toHaveLength(1);
      }
      const held = await env.DB.prepare("SELECT count(*) AS n FROM room_nights WHERE room_id = ? AND night = ?")
        .bind(room, item.startDate)
        .first<{ n: number }>();
      expect(held?.n, `round ${round}`).toBe(1);
      tally.created += statuses.filter((s) => s === 201).length;
      tally.refused += statuses.filter((s) => s === 409).length;
    }
    console.log(`room race: ${ROUNDS} rounds x ${N} orders -> ${tally.created} created, ${tally.refused} refused`);
    expect(tally).toEqual({ created: ROUNDS, refused: ROUNDS * (N - 1) });
  }, 120_000);

  it("N concurrent orders for the last retreat place: exactly one 201 and never more guests than places (20 rounds)", async () => {
    const N = 10;
    const ROUNDS = 20;
    let created = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const night = span.take("retreat", 1);
      // Every place but one already taken.
      await createOrderOk([
        { ...customItem({ price: 100, currency: "EUR", nights: 1, start: night }), quantity: RETREAT_PLACES_PER_NIGHT - 1 },
      ]);
      const item = customItem({ name: `Race ${round}`, price: 100, currency: "EUR", nights: 1, start: night });
      const responses = await Promise.all(Array.from({ length: N }, (_, i) => orderFrom(`place-${round}-${i}@example.com`, [item])));
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, ...Array(N - 1).fill(409)]);
      created += 1;
      const taken = await env.DB.prepare("SELECT sum(guests) AS n FROM retreat_places WHERE night = ?").bind(night).first<{ n: number }>();
      expect(taken?.n).toBe(RETREAT_PLACES_PER_NIGHT);
      expect((await availability(night, addDays(night, 1))).json.retreatPlaces[night]).toBe(0);
    }
    console.log(`retreat place race: ${ROUNDS} rounds x ${N} orders -> ${created} created, ${ROUNDS * (N - 1)} refused`);
  }, 120_000);
});

describe("paid, lapsed and conflicting holds", () => {
  it("keeps a paid booking's nights for good: sold, and still taken after any lapse", async () => {
    const item = roomItem("secret-garden", { nights: 2 });
    const { order } = await createOrderOk([item]);
    const payment = await sandboxPay(order.id);
    expect((await verify(payment)).json.success).toBe(true);
    expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["sold", "sold"]);
    // Long after every hold would have lapsed, the cron tidies up: sold nights stay.
    await runCron(new Date(Date.now() + 7 * 86_400_000));
    expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["sold", "sold"]);
    const again = await createOrder([roomItem("secret-garden", { start: item.startDate, nights: 1 })]);
    expect(again.res.status).toBe(409);
  });

  it("frees lapsed holds (the cron), and a payment that comes after someone else took the nights is a conflict, not a sale", async () => {
    const item = roomItem("lavender-loft", { nights: 2 });
    const { order: late } = await createOrderOk([item]);
    const payment = await sandboxPay(late.id);

    // The hold lapses (the cron runs past its expiry) and the nights are free again.
    await runCron(new Date(Date.now() + 31 * 60_000));
    expect(await holdsOf(late.id)).toEqual([]);
    expect((await availability(item.startDate, item.endDate)).json.rooms["lavender-loft"]).toBeUndefined();

    // Another guest takes and pays for them.
    const { order: winner } = await createOrderOk([roomItem("lavender-loft", { start: item.startDate, nights: 2 })]);
    expect((await verify(await sandboxPay(winner.id))).json.success).toBe(true);

    // The first guest's payment arrives now: refused as a confirmation, recorded as a conflict.
    const answer = await verify(payment);
    expect(answer.res.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, reason: "nights-taken", error: expect.stringMatching(/not confirmed.*refunded/) });
    // A conflict, refunded automatically in the background (the sandbox gateway refunds offline).
    const conflicted = ["conflict", "refunded"];
    expect(await bookingRow(late.id)).toMatchObject({ payment_id: payment.razorpay_payment_id });
    expect(conflicted).toContain((await bookingRow(late.id))?.status);
    expect(await holdsOf(late.id)).toEqual([]);
    expect((await holdsOf(winner.id)).map((h) => h.state)).toEqual(["sold", "sold"]);
    // Never shown as confirmed: not by the API, not by the confirmation page.
    const shown = await getBooking(late.id, payment.razorpay_payment_id);
    expect(conflicted).toContain(shown.json.booking?.status);
    const page = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${payment.razorpay_payment_id}&order_id=${late.id}`);
    const html = await page.text();
    expect(html).not.toContain("Booking confirmed");
    expect(html).toMatch(/Booking not confirmed|Refunded/);
    // Repeating the verify changes nothing.
    expect((await verify(payment)).json).toMatchObject({ success: false, reason: "nights-taken" });
    expect(conflicted).toContain((await bookingRow(late.id))?.status);
  });

  it("the webhook path confirms nights the same way: a captured payment for taken nights is a conflict", async () => {
    const item = roomItem("sanctum-sanctorium", { nights: 1 });
    const { order: late } = await createOrderOk([item]);
    await runCron(new Date(Date.now() + 31 * 60_000));
    await createOrderOk([roomItem("sanctum-sanctorium", { start: item.startDate, nights: 1 })]);

    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: { entity: { id: "pay_sbxWebhookLate01", order_id: late.id, amount: late.amount, currency: "INR", status: "captured" } },
      },
    });
    const res = await SELF.fetch(`${ORIGIN}/api/payments/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": await signWebhookBody(new TextEncoder().encode(body), SANDBOX_WEBHOOK_SECRET),
        "X-Razorpay-Event-Id": `evt_late_${late.id}`,
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: "nights-taken" });
    expect(await bookingRow(late.id)).toMatchObject({ payment_id: "pay_sbxWebhookLate01" });
    expect(["conflict", "refunded"]).toContain((await bookingRow(late.id))?.status);
    expect(await holdsOf(late.id)).toEqual([]);
  });

  it("sells a lapsed order's nights when its payment arrives and nobody took them meanwhile", async () => {
    const item = roomItem("forest", { nights: 2 });
    const { order } = await createOrderOk([item]);
    const payment = await sandboxPay(order.id);
    await runCron(new Date(Date.now() + 31 * 60_000));
    expect(await holdsOf(order.id)).toEqual([]);
    expect((await verify(payment)).json.success).toBe(true);
    expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["sold", "sold"]);
  });

  it("releases nothing on a failed payment: the guest may retry while the hold lasts", async () => {
    const item = roomItem("stoneage", { nights: 1 });
    const { order } = await createOrderOk([item]);
    expect((await postJson("/api/payments/sandbox/fail", { order_id: order.id })).status).toBe(200);
    expect((await holdsOf(order.id)).map((h) => h.state)).toEqual(["held"]);
    expect((await createOrder([roomItem("stoneage", { start: item.startDate, nights: 1 })])).res.status).toBe(409);
  });
});

describe("GET /api/availability", () => {
  it("refuses a missing, malformed, backwards or longer-than-a-year range with a 400 that says why", async () => {
    const today = resortTodayIso();
    for (const [query, message] of [
      ["", /from and to/],
      [`from=${today}`, /from and to/],
      [`from=2027-02-30&to=2027-03-02`, /YYYY-MM-DD/],
      [`from=${today}&to=${today}`, /after from/],
      [`from=${today}&to=${addDays(today, 400)}`, /at most 366 days/],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}/api/availability?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const year = await availability(today, addDays(today, 366));
    expect(year.res.status).toBe(200);
  });
});
