import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import { addDays } from "~/domain/dates/dates";
import type { ArrivalsView } from "~/domain/staff/arrivals";
import { arrivalsBetween } from "../../workers/admin/arrivals-query";
import { createOrderOk, dateSpan, holdsOf, itemsIn, postJson, verify } from "./payments-helpers";
import { devSignIn, staffFetch } from "./staff-helpers";

/**
 * The arrivals grid beside availability (sandbox mode, real orders through the order endpoint):
 * per night, each room's occupant (a paid booking) or its hold (an unpaid order whose hold has not
 * lapsed, marked as a hold), and the retreat places taken and left against the capacity the
 * holds are checked against.
 */

const span = dateSpan(440, 470);
const { roomItem, customItem } = itemsIn(span);

async function sandboxPaid(orderId: string) {
  const pay = (await (await postJson("/api/payments/sandbox/pay", { order_id: orderId })).json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const { json } = await verify(pay);
  expect(json.success, JSON.stringify(json)).toBe(true);
}

async function arrivals(from: string, to: string): Promise<ArrivalsView> {
  const token = await devSignIn();
  const res = await staffFetch(`/api/admin/arrivals?from=${from}&to=${to}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as ArrivalsView;
}

describe("GET /api/admin/arrivals with holds", () => {
  it("shows paid stays, unpaid holds marked as holds, and the retreat places they take; lapsed or released holds go", async () => {
    const paidRoom = roomItem("sunrise", { nights: 2 });
    const heldRoom = roomItem("forest", { nights: 2, start: paidRoom.startDate });
    const heldPlaces = { ...customItem({ price: 400, currency: "EUR", nights: 2, start: paidRoom.startDate }), quantity: 2 };
    const { order: paid } = await createOrderOk([paidRoom]);
    await sandboxPaid(paid.id);
    const { order: held } = await createOrderOk([heldRoom, heldPlaces]);

    const from = paidRoom.startDate;
    const night2 = addDays(from, 1);
    const view = await arrivals(from, addDays(from, 2));
    const room = (id: string) => view.rooms.find((r) => r.id === id);

    expect(room("sunrise")?.nights[from]).toEqual([
      expect.objectContaining({ kind: "booking", orderId: paid.id, status: "paid", arrives: true }),
    ]);
    expect(room("forest")?.nights[from]).toEqual([
      expect.objectContaining({ kind: "hold", orderId: held.id, status: "created", arrives: true, leavesNext: false }),
    ]);
    expect(room("forest")?.nights[night2]).toEqual([expect.objectContaining({ kind: "hold", leavesNext: true })]);
    expect(room("forest")?.nights[addDays(from, 2)]).toEqual([]); // the check-out day is free
    // The capacity is the one availability holds places against.
    expect(view.retreatPlaces.capacity).toBe(RETREAT_PLACES_PER_NIGHT);
    expect(view.retreatPlaces.nights[from]).toMatchObject({ taken: 2, left: RETREAT_PLACES_PER_NIGHT - 2 });
    expect(view.retreatPlaces.nights[from]?.stays).toEqual([expect.objectContaining({ kind: "hold", orderId: held.id, places: 2 })]);
    // A hold is not an arrival; the paid stay is.
    expect(view.arrivals[from]?.map((a) => a.orderId)).toEqual([paid.id]);

    // Past its lapse the hold no longer claims anything; the paid stay stays.
    const later = await arrivalsBetween(env.DB, from, addDays(from, 2), new Date(Date.now() + 3 * 3600_000));
    expect(later.rooms.find((r) => r.id === "forest")?.nights[from]).toEqual([]);
    expect(later.retreatPlaces.nights[from]).toMatchObject({ taken: 0, left: RETREAT_PLACES_PER_NIGHT });
    expect(later.rooms.find((r) => r.id === "sunrise")?.nights[from]).toHaveLength(1);

    // Freeing an order's nights (what cancelling it does) empties its cells at once.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM room_nights WHERE order_id = ?").bind(held.id),
      env.DB.prepare("DELETE FROM retreat_places WHERE order_id = ?").bind(held.id),
    ]);
    expect(await holdsOf(held.id)).toEqual([]);
    const freed = await arrivals(from, addDays(from, 2));
    expect(freed.rooms.find((r) => r.id === "forest")?.nights[from]).toEqual([]);
    expect(freed.retreatPlaces.nights[from]).toMatchObject({ taken: 0 });
    expect((await createOrderOk([heldRoom])).order.id).toBeTruthy();
  });

  it("the /admin/arrivals page marks a hold as one", async () => {
    const item = roomItem("lilybeth", { nights: 1 });
    await createOrderOk([item]);
    const token = await devSignIn();
    const res = await staffFetch(`/admin/arrivals?from=${item.startDate}&to=${addDays(item.startDate, 1)}`, { token });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("(held, not paid)");
    expect(html).toContain("Hold: Asha");
  });
});
