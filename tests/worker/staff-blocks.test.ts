import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { contact, createOrderOk, dateSpan, itemsIn, ORIGIN as GUEST_ORIGIN, postJson, verify } from "./payments-helpers";
import { auditRows, DEV_STAFF, devSignIn, staffFetch, staffPost } from "./staff-helpers";

/**
 * Staff blocks of the calendar through the built Worker and its real local D1: a room or the whole
 * resort closed for nights, refused over a night already sold, held or blocked (naming the
 * nights), lifted again; the guest's calendar and orders treat a blocked night as a sold one and
 * say nothing of why; a block racing orders for a night has one winner.
 *
 * Whole-resort blocks close every room, so they keep to days no other test of this project books
 * (the spans in payments-helpers.ts): rooms in 690-712, the whole resort in 712-729.
 */

const span = dateSpan(690, 712);
const { roomItem, retreatItem } = itemsIn(span);
const resortDays = dateSpan(712, 729);
const ROOMS = ["sanctum-sanctorium", "sunrise", "tranquility", "lilybeth", "secret-garden", "lavender-loft", "forest", "stoneage"];

type BlockAnswer = { id?: string; error?: string; nights?: string[]; fieldErrors?: Record<string, string[]> };
type Availability = { rooms: Record<string, string[]>; retreatPlaces: Record<string, number> };

let token: string;
beforeAll(async () => {
  token = await devSignIn();
});

async function block(body: unknown, headers: Record<string, string> = {}) {
  const res = await staffPost("/api/admin/blocks", body, { token, headers });
  return { res, json: (await res.json()) as BlockAnswer };
}

async function lift(id: string) {
  return staffFetch(`/api/admin/blocks/${id}`, { token, method: "DELETE" });
}

async function availability(from: string, to: string): Promise<Availability> {
  const res = await SELF.fetch(`${GUEST_ORIGIN}/api/availability?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Availability;
}

/** An order as a guest's browser sends it, from an address of its own. */
function guestOrder(cartItems: unknown[], client = crypto.randomUUID()) {
  return postJson(
    "/api/payments/orders",
    { userDetails: contact(`blocks-${client.slice(0, 8)}@example.com`), cartItems },
    { "CF-Connecting-IP": `blocks-${client}` },
  );
}

async function nightRows(roomId: string, from: string, to: string) {
  const { results } = await env.DB.prepare(
    "SELECT night, state, block_id, order_id, expires_at FROM room_nights WHERE room_id = ? AND night >= ? AND night < ? ORDER BY night",
  )
    .bind(roomId, from, to)
    .all<{ night: string; state: string; block_id: string | null; order_id: string | null; expires_at: string | null }>();
  return results;
}

async function sandboxPaid(orderId: string) {
  const pay = await (await postJson("/api/payments/sandbox/pay", { order_id: orderId })).json();
  const { json } = await verify(pay as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string });
  expect(json.success, JSON.stringify(json)).toBe(true);
}

describe("POST /api/admin/blocks and DELETE /api/admin/blocks/:id", () => {
  it("blocks a room's nights (201, audited), shows them taken to guests without saying why, and frees them when lifted", async () => {
    const stay = roomItem("sunrise", { nights: 3 });
    const { res, json } = await block({ roomId: "sunrise", from: stay.startDate, to: stay.endDate, reason: "maintenance" });
    expect(res.status, JSON.stringify(json)).toBe(201);
    expect(json).toEqual({ id: expect.stringMatching(/^blk_[0-9a-f]{32}$/) });
    const id = json.id as string;

    // One row per night, with the key an order's hold has, blocked and never lapsing.
    expect(await nightRows("sunrise", stay.startDate, stay.endDate)).toEqual(
      [0, 1, 2].map((i) => ({ night: addDays(stay.startDate, i), state: "blocked", block_id: id, order_id: null, expires_at: null })),
    );
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        staff_email: DEV_STAFF,
        action: "block.create",
        order_id: null,
        reason: `Maintenance: Sunrise, nights ${stay.startDate} to ${stay.endDate} (exclusive)`,
      }),
    ]);

    // The guest's calendar: the nights are taken like sold ones; other rooms and retreat places are untouched.
    const seen = await availability(stay.startDate, addDays(stay.endDate, 1));
    expect(seen.rooms).toEqual({ sunrise: [stay.startDate, addDays(stay.startDate, 1), addDays(stay.startDate, 2)] });
    expect(seen.retreatPlaces).toEqual({});
    expect(JSON.stringify(seen)).not.toMatch(/blk_|maintenance|block/i);

    // The staff list has it.
    const list = (await (await staffFetch("/api/admin/blocks", { token })).json()) as { blocks: { id: string }[] };
    expect(list.blocks).toContainEqual(
      expect.objectContaining({ id, roomId: "sunrise", place: "Sunrise", from: stay.startDate, to: stay.endDate, reason: "maintenance" }),
    );

    const lifted = await lift(id);
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toEqual({ block: expect.objectContaining({ id, roomId: "sunrise", from: stay.startDate }) });
    expect(await nightRows("sunrise", stay.startDate, stay.endDate)).toEqual([]);
    expect((await availability(stay.startDate, stay.endDate)).rooms).toEqual({});
    expect((await auditRows(id)).map((row) => row.action)).toEqual(["block.create", "block.delete"]);
    // Gone: a second lift, and an id that is not a block's, are 404.
    expect((await lift(id)).status).toBe(404);
    expect((await lift("not-a-block")).status).toBe(404);
    expect((await auditRows(id)).length).toBe(2);
  });

  it("an order for a blocked night is refused (409) like a sold one, naming the night and not the reason", async () => {
    const stay = roomItem("forest", { nights: 2 });
    const { json } = await block({ roomId: "forest", from: addDays(stay.startDate, 1), to: stay.endDate, reason: "owner" });
    expect(json.id).toBeDefined();
    const email = `blocked-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await postJson("/api/payments/orders", { userDetails: contact(email), cartItems: [stay] });
    expect(res.status).toBe(409);
    const answer = (await res.json()) as { error: string; unavailable: { id: string; nights: string[]; reason: string }[] };
    expect(answer.unavailable).toEqual([
      {
        id: stay.id,
        nights: [addDays(stay.startDate, 1)],
        reason: expect.stringMatching(/^Forest is no longer available on the night of /),
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/owner|block|blk_/i);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE guest_email = ?").bind(email).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    // The first night, not blocked, can still be had.
    await createOrderOk([roomItem("forest", { start: stay.startDate, nights: 1 })]);
  });

  it("refuses (409) a block over nights held, sold or blocked already, naming every such night, and changes nothing", async () => {
    // A hold (unpaid order), a sale (paid order) and another block in one room, with free nights between.
    const held = roomItem("lilybeth", { nights: 1 });
    await createOrderOk([held]);
    span.take("lilybeth", 1);
    const sold = roomItem("lilybeth", { nights: 1 });
    const { order } = await createOrderOk([sold]);
    await sandboxPaid(order.id);
    span.take("lilybeth", 1);
    const blockedNight = span.take("lilybeth", 1);
    expect((await block({ roomId: "lilybeth", from: blockedNight, to: addDays(blockedNight, 1), reason: "owner" })).res.status).toBe(201);
    const to = addDays(blockedNight, 2);
    const before = await nightRows("lilybeth", held.startDate, to);

    const { res, json } = await block({ roomId: "lilybeth", from: held.startDate, to, reason: "maintenance" });
    expect(res.status).toBe(409);
    expect(json.nights).toEqual([held.startDate, sold.startDate, blockedNight]);
    expect(json.error).toMatch(/^Lilybeth is sold, held or blocked already on the nights of \w{3} \d{2}, \d{4}, \w{3} \d{2}, \d{4} and /);
    expect(await nightRows("lilybeth", held.startDate, to)).toEqual(before);
    const blocks = await env.DB.prepare("SELECT count(*) AS n FROM calendar_blocks WHERE room_id = 'lilybeth' AND from_night = ?")
      .bind(held.startDate)
      .first<{ n: number }>();
    expect(blocks?.n).toBe(0);
  });

  it("closes the whole resort (roomId null): every room and every retreat place, for guests and orders alike", async () => {
    const from = resortDays.take("resort", 2);
    const to = addDays(from, 2);
    const { res, json } = await block({ roomId: null, from, to, reason: "closed" });
    expect(res.status, JSON.stringify(json)).toBe(201);
    const id = json.id as string;

    const seen = await availability(from, to);
    expect(Object.keys(seen.rooms).sort()).toEqual([...ROOMS].sort());
    for (const room of ROOMS) expect(seen.rooms[room]).toEqual([from, addDays(from, 1)]);
    expect(seen.retreatPlaces).toEqual({ [from]: 0, [addDays(from, 1)]: 0 });
    const places = await env.DB.prepare("SELECT night, guests, capacity, state FROM retreat_places WHERE block_id = ? ORDER BY night")
      .bind(id)
      .all();
    expect(places.results).toEqual([
      { night: from, guests: RETREAT_PLACES_PER_NIGHT, capacity: RETREAT_PLACES_PER_NIGHT, state: "blocked" },
      { night: addDays(from, 1), guests: RETREAT_PLACES_PER_NIGHT, capacity: RETREAT_PLACES_PER_NIGHT, state: "blocked" },
    ]);

    // A retreat of one guest over those nights is refused; so is any room.
    const retreat = retreatItem("cultural-cuisine-4-day", { start: addDays(from, -1), guests: 1 });
    expect((await guestOrder([retreat])).status).toBe(409);
    expect((await guestOrder([roomItem("stoneage", { start: addDays(from, 1), nights: 1 })])).status).toBe(409);

    expect((await lift(id)).status).toBe(200);
    const reopened = await availability(from, to);
    expect(reopened).toMatchObject({ rooms: {}, retreatPlaces: {} });
  });

  it("refuses to close the whole resort while a retreat place is held on one of its nights, naming that night", async () => {
    const from = resortDays.take("resort", 5);
    const retreat = retreatItem("cultural-cuisine-4-day", { start: addDays(from, 1), guests: 1 });
    expect(retreat.endDate).toBe(addDays(from, 5));
    expect((await guestOrder([retreat])).status).toBe(201);
    const { res, json } = await block({ roomId: null, from, to: addDays(from, 2), reason: "closed" });
    expect(res.status).toBe(409);
    expect(json.nights).toEqual([addDays(from, 1)]);
    expect(json.error).toMatch(/^The resort has rooms or retreat places sold, held or blocked on the night of /);
    // A room alone is free over the same nights.
    expect((await block({ roomId: "sunrise", from, to: addDays(from, 2), reason: "maintenance" })).res.status).toBe(201);
  });

  it("refuses bad input with 422 and a sentence per field; a body that is not JSON with 415", async () => {
    const today = resortTodayIso();
    const from = addDays(today, 20);
    const cases: [body: unknown, field: string, message: RegExp][] = [
      [
        { roomId: "penthouse", from, to: addDays(from, 1), reason: "owner" },
        "roomId",
        /^There is no such room: choose one of sanctum-sanctorium, /,
      ],
      [{ from, to: addDays(from, 1), reason: "owner" }, "roomId", /room, or null for the whole resort/],
      [{ roomId: "sunrise", from, to: from, reason: "owner" }, "to", /^The end date must be after the first night/],
      [{ roomId: "sunrise", from: addDays(today, -1), to: addDays(today, 2), reason: "owner" }, "from", /^The first night is in the past/],
      [{ roomId: "sunrise", from, to: addDays(from, 181), reason: "owner" }, "to", /^A block closes at most 180 nights/],
      [{ roomId: "sunrise", from: addDays(today, 800), to: addDays(today, 801), reason: "owner" }, "from", /beyond the two years/],
      [{ roomId: "sunrise", from: "2027-02-30", to: addDays(from, 1), reason: "owner" }, "from", /YYYY-MM-DD/],
      [
        { roomId: "sunrise", from, to: addDays(from, 1), reason: "Guest: Asha Menon" },
        "reason",
        /^The reason must be one of maintenance, owner, channel, closed$/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const { res, json } = await block(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(json.fieldErrors?.[field]?.[0], JSON.stringify(json)).toMatch(message);
    }
    const extra = await block({ roomId: "sunrise", from, to: addDays(from, 1), reason: "owner", note: "x" });
    expect(extra.res.status).toBe(422);
    const notJson = await staffFetch("/api/admin/blocks", { token, method: "POST", body: "roomId=sunrise" });
    expect(notJson.status).toBe(415);
    // Nothing was blocked by any of them.
    expect((await availability(from, addDays(from, 2))).rooms.sunrise ?? []).toEqual([]);
  });

  it("an Idempotency-Key makes a retry the same block, made and audited once; the key for other dates is 422", async () => {
    const stay = roomItem("tranquility", { nights: 2 });
    const body = { roomId: "tranquility", from: stay.startDate, to: stay.endDate, reason: "channel" };
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const answers = await Promise.all([block(body, key), block(body, key), block(body, key)]);
    expect(answers.map((a) => a.res.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json.id));
    expect(ids.size).toBe(1);
    const id = answers[0]?.json.id as string;
    expect((await auditRows(id)).map((row) => row.action)).toEqual(["block.create"]);

    const other = await block({ ...body, to: addDays(stay.endDate, 1) }, key);
    expect(other.res.status).toBe(422);
    expect(other.json.error).toMatch(/^This Idempotency-Key was used already for another block/);
    expect((await block(body, { "Idempotency-Key": "" })).res.status).toBe(400);

    // Once lifted, a late retry does not block the nights again.
    expect((await lift(id)).status).toBe(200);
    const late = await block(body, key);
    expect(late.res.status).toBe(409);
    expect(late.json.error).toMatch(/lifted since/);
    expect(await nightRows("tranquility", stay.startDate, stay.endDate)).toEqual([]);
  });

  it("is behind Access: no assertion is 403, a change from another Origin is 403", async () => {
    const stay = roomItem("stoneage", { nights: 1 });
    const body = JSON.stringify({ roomId: "stoneage", from: stay.startDate, to: stay.endDate, reason: "owner" });
    const anonymous = await staffFetch("/api/admin/blocks", { method: "POST", body, headers: { "Content-Type": "application/json" } });
    expect(anonymous.status).toBe(403);
    const foreign = await staffPost("/api/admin/blocks", body, { token, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const { json } = await block(JSON.parse(body));
    expect((await staffFetch(`/api/admin/blocks/${json.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await staffFetch(`/api/admin/blocks/${json.id}`, { method: "DELETE", token, origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await nightRows("stoneage", stay.startDate, stay.endDate)).map((row) => row.state)).toEqual(["blocked"]);
  });
});

describe("the calendar page (/admin/calendar)", () => {
  const post = (fields: Record<string, string>) =>
    staffFetch("/admin/calendar", {
      token,
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const decodeHtml = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

  it("blocks a room from its form (a resent form is the same block), names the taken nights of a refusal, lifts a block", async () => {
    const stay = roomItem("sanctum-sanctorium", { nights: 2 });
    const page = decodeHtml(await (await staffFetch("/admin/calendar", { token })).text());
    expect(page).toContain("Block nights");
    expect(page).toContain('<option value="resort">The whole resort</option>');
    const key = /name="key" value="([0-9a-f-]{36})"/.exec(page)?.[1] as string;
    expect(key).toBeDefined();

    const fields = { intent: "block", key, roomId: "sanctum-sanctorium", from: stay.startDate, to: stay.endDate, reason: "owner" };
    const done = await post(fields);
    expect(done.status).toBe(200);
    expect(decodeHtml(await done.text())).toMatch(
      /Sanctum Sanctorium is blocked for \w{3} \d{1,2} \w{3} \d{4} to \w{3} \d{1,2} \w{3} \d{4} \(2 nights;/,
    );
    // The same form sent again (a double tap, a reload that resends): the same block, once.
    expect((await post(fields)).status).toBe(200);
    const made = await env.DB.prepare("SELECT id FROM calendar_blocks WHERE room_id = 'sanctum-sanctorium' AND from_night = ?")
      .bind(stay.startDate)
      .all<{ id: string }>();
    expect(made.results).toHaveLength(1);
    const id = made.results[0]?.id as string;
    expect(await auditRows(id)).toHaveLength(1);

    // The whole resort over those nights is refused, and the page names the night that is taken.
    const refused = await post({ ...fields, key: crypto.randomUUID(), roomId: "resort", to: addDays(stay.startDate, 1), reason: "closed" });
    expect(refused.status).toBe(409);
    const refusal = decodeHtml(await refused.text());
    expect(refusal).toContain("The resort has rooms or retreat places sold, held or blocked on the night of");
    expect(refusal).toMatch(/<ul aria-label="Nights already taken"[^>]*><li>\w{3} \d{1,2} \w{3} \d{4}<\/li><\/ul>/);

    const listed = decodeHtml(await (await staffFetch("/admin/calendar", { token })).text());
    expect(listed).toMatch(/aria-label="Lift the block of Sanctum Sanctorium, /);
    const lifted = await post({ intent: "lift", id });
    expect(lifted.status).toBe(200);
    expect(decodeHtml(await lifted.text())).toContain("Lifted: Sanctum Sanctorium is open again for");
    expect(await nightRows("sanctum-sanctorium", stay.startDate, stay.endDate)).toEqual([]);
    expect((await post({ intent: "lift", id })).status).toBe(404);
  });

  it("refuses bad fields with the schema's sentence (422) and blocks nothing", async () => {
    const today = resortTodayIso();
    const res = await post({ intent: "block", key: crypto.randomUUID(), roomId: "sunrise", from: today, to: today, reason: "owner" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("The end date must be after the first night");
  });
});

describe("blocks on the arrivals grid", () => {
  it("shows staff blocks by their reason (the whole resort's on every room and the retreat places) and a channel's as 'Channel: <feed>'", async () => {
    const stay = roomItem("secret-garden", { nights: 2 });
    const own = await block({ roomId: "secret-garden", from: stay.startDate, to: stay.endDate, reason: "owner" });
    expect(own.res.status).toBe(201);
    // What the channel sync writes: a feed of the room and one event of it.
    const feedId = `feed_${crypto.randomUUID().replace(/-/g, "")}`;
    const channelNight = span.take("lavender-loft", 3);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at) VALUES (?, 'lavender-loft', 'Airbnb', ?, ?, ?)",
      ).bind(feedId, `https://www.airbnb.example/calendar/ical/${feedId}.ics`, DEV_STAFF, new Date().toISOString()),
      env.DB.prepare(
        "INSERT INTO external_blocks (feed_id, uid, room_id, from_night, to_night) VALUES (?, 'HMABCD1234@airbnb.com', 'lavender-loft', ?, ?)",
      ).bind(feedId, addDays(channelNight, 1), addDays(channelNight, 3)),
    ]);
    const closed = resortDays.take("resort", 1);
    const resort = await block({ roomId: null, from: closed, to: addDays(closed, 1), reason: "closed" });
    expect(resort.res.status).toBe(201);

    type Grid = {
      rooms: { id: string; blocks: Record<string, { blockId: string | null; label: string; starts: boolean; ends: boolean }[]> }[];
      retreatPlaces: { nights: Record<string, { left: number; closedBy: string | null }> };
    };
    const grid = async (from: string, to: string) => {
      const res = await staffFetch(`/api/admin/arrivals?from=${from}&to=${to}`, { token });
      expect(res.status).toBe(200);
      return (await res.json()) as Grid;
    };
    const room = (view: Grid, id: string) => view.rooms.find((r) => r.id === id);

    const first = await grid(stay.startDate, addDays(stay.startDate, 2));
    expect(room(first, "secret-garden")?.blocks[stay.startDate]).toEqual([
      { blockId: own.json.id, label: "Owner's use", starts: true, ends: false },
    ]);
    expect(room(first, "secret-garden")?.blocks[addDays(stay.startDate, 1)]).toEqual([
      { blockId: own.json.id, label: "Owner's use", starts: false, ends: true },
    ]);
    expect(room(first, "secret-garden")?.blocks[stay.endDate]).toEqual([]);

    const channel = await grid(channelNight, addDays(channelNight, 3));
    expect(room(channel, "lavender-loft")?.blocks[channelNight]).toEqual([]);
    expect(room(channel, "lavender-loft")?.blocks[addDays(channelNight, 1)]).toEqual([
      { blockId: null, label: "Channel: Airbnb", starts: true, ends: false },
    ]);
    expect(room(channel, "lavender-loft")?.blocks[addDays(channelNight, 2)]).toEqual([
      { blockId: null, label: "Channel: Airbnb", starts: false, ends: true },
    ]);

    const resortView = await grid(closed, closed);
    for (const id of ROOMS) {
      expect(room(resortView, id)?.blocks[closed]).toEqual([{ blockId: resort.json.id, label: "Resort closed", starts: true, ends: true }]);
    }
    expect(resortView.retreatPlaces.nights[closed]).toMatchObject({ left: 0, closedBy: "Resort closed" });

    // The console's page draws them: the staff block links to the calendar page, the channel's names its feed.
    const page = await staffFetch(`/admin/arrivals?from=${channelNight}&to=${addDays(channelNight, 3)}`, { token });
    const html = await page.text();
    expect(html).toContain("Lavender Loft, ");
    expect(html).toMatch(/aria-label="Lavender Loft, \w{3} \d{1,2} \w{3} \d{4}: Channel: Airbnb"/);
  });
});

describe("a block racing orders for the same night", () => {
  it("has one winner per round: the block or one order, never both, and the rows say which (16 rounds)", async () => {
    const ORDERS = 6;
    const ROUNDS = 16;
    const wins = { block: 0, order: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const room = ROOMS[round % ROOMS.length] as string;
      const item = roomItem(room, { nights: 1 });
      // Each request sets off after its own 0-9 ms, so either side may reach D1 first (or both
      // pass their reads before either writes).
      const jittered = <T>(send: () => Promise<T>) =>
        new Promise((settle) => setTimeout(settle, Math.floor(Math.random() * 10))).then(send);
      const [blocked, ...orders] = await Promise.all([
        jittered(() => block({ roomId: room, from: item.startDate, to: item.endDate, reason: "maintenance" })),
        ...Array.from({ length: ORDERS }, (_, i) => jittered(() => guestOrder([item], `race-${round}-${i}-${crypto.randomUUID()}`))),
      ]);
      const orderStatuses = orders.map((res) => res.status);
      const won = orderStatuses.filter((status) => status === 201).length + (blocked?.res.status === 201 ? 1 : 0);
      expect(won, `round ${round}: block ${blocked?.res.status}, orders ${orderStatuses}`).toBe(1);
      expect(orderStatuses.every((status) => status === 201 || status === 409)).toBe(true);

      const rows = await nightRows(room, item.startDate, item.endDate);
      expect(rows).toHaveLength(1);
      const blocks = await env.DB.prepare("SELECT id FROM calendar_blocks WHERE room_id = ? AND from_night = ?")
        .bind(room, item.startDate)
        .all<{ id: string }>();
      if (blocked?.res.status === 201) {
        wins.block++;
        expect(rows[0]).toMatchObject({ state: "blocked", block_id: blocked.json.id, order_id: null });
        expect(blocks.results).toEqual([{ id: blocked.json.id }]);
      } else {
        wins.order++;
        expect(blocked?.res.status).toBe(409);
        expect(blocked?.json.nights).toEqual([item.startDate]);
        expect(rows[0]).toMatchObject({ state: "held", block_id: null, order_id: expect.stringMatching(/^order_/) });
        // The losing block left nothing behind: no block row, no audit row.
        expect(blocks.results).toEqual([]);
      }
    }
    console.log(`block vs ${ORDERS} orders: ${ROUNDS} rounds -> block won ${wins.block}, an order won ${wins.order}`);
    expect(wins.block + wins.order).toBe(ROUNDS);
  }, 120_000);

  it("blocks racing each other and an order for one night: one winner, every loser told the night, no block row left behind (8 rounds)", async () => {
    const BLOCKS = 5;
    const ROUNDS = 8;
    for (let round = 0; round < ROUNDS; round++) {
      const room = ROOMS[(round + 3) % ROOMS.length] as string;
      const item = roomItem(room, { nights: 1 });
      const body = { roomId: room, from: item.startDate, to: item.endDate, reason: "owner" };
      // Sent together, most pass their reads before any writes: the room-night's key picks the winner.
      const [order, ...blocks] = await Promise.all([
        guestOrder([item], `pile-${round}-${crypto.randomUUID()}`),
        ...Array.from({ length: BLOCKS }, () => block(body)),
      ]);
      const winners = blocks.filter((b) => b.res.status === 201).length + (order?.status === 201 ? 1 : 0);
      expect(winners, `round ${round}`).toBe(1);
      for (const loser of blocks.filter((b) => b.res.status !== 201)) {
        expect(loser.res.status).toBe(409);
        expect(loser.json.nights).toEqual([item.startDate]);
      }
      expect(await nightRows(room, item.startDate, item.endDate)).toHaveLength(1);
      const rows = await env.DB.prepare("SELECT count(*) AS n FROM calendar_blocks WHERE room_id = ? AND from_night = ?")
        .bind(room, item.startDate)
        .first<{ n: number }>();
      expect(rows?.n).toBe(order?.status === 201 ? 0 : 1);
    }
  }, 60_000);
});
