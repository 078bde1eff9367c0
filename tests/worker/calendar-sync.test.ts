import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { type ChannelEvent, type ChannelShape, channelUid } from "../fakes/channel-feeds";
import type entry from "../../workers/app";
import { formspreeReceived } from "./forms-helpers";
import { contact, dateSpan, futureDate, holdsOf, itemsIn, postJson, verify } from "./payments-helpers";
import { devSignIn, staffFetch, unique } from "./staff-helpers";

/**
 * The channel sync through the built Worker, its real local D1 and a booking channel on loopback
 * (tests/fakes/fake-channel.ts): Airbnb-, Booking.com- and Vrbo-shaped feeds imported, moved and
 * cancelled; conditional requests; feeds that fail, hang, lie about being a calendar or never end
 * keep their last good blocks; imported nights are taken for orders, cards and /api/availability;
 * an import over a sold night is a conflict shown and told once; a sync racing an order.
 * Days 560-700 from today are this file's (tests/worker/payments-helpers.ts).
 */

const CHANNEL = env.TEST_CHANNEL_URL;
const day = (n: number) => futureDate(560 + n);
const { roomItem } = itemsIn(dateSpan(560, 700));
let token: string;
const feedsMade: string[] = [];

beforeAll(async () => {
  token = await devSignIn();
});

afterEach(async () => {
  // Deleting a feed deletes its blocks (ON DELETE CASCADE): the next test starts from none.
  const ids = feedsMade.splice(0);
  if (ids.length > 0) await env.DB.batch(ids.map((id) => env.DB.prepare("DELETE FROM calendar_feeds WHERE id = ?").bind(id)));
});

type Script = {
  shape?: ChannelShape;
  events?: ChannelEvent[];
  text?: string;
  hugeBytes?: number;
  status?: number;
  delayMs?: number;
  hang?: boolean;
  validators?: boolean;
};

async function publish(name: string, script: Script) {
  const res = await fetch(`${CHANNEL}/__channel/feeds/${name}`, { method: "PUT", body: JSON.stringify(script) });
  expect(res.status).toBe(200);
}

async function channelRequests(name: string): Promise<{ headers: Record<string, string>; answered: number | "hang" }[]> {
  return (await fetch(`${CHANNEL}/__channel/requests/${name}`)).json();
}

/** A feed row as the console's "add feed" stores it (that endpoint is built elsewhere). */
async function addFeed(roomId: string, label: string, name: string, lastSyncedAt: string | null = null): Promise<string> {
  const id = unique("feed_");
  await env.DB.prepare(
    `INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at, last_synced_at) VALUES (?, ?, ?, ?, 'frontdesk@kaivalyaretreat.com', ?, ?)`,
  )
    .bind(id, roomId, label, `${CHANNEL}/feeds/${name}.ics`, new Date().toISOString(), lastSyncedAt)
    .run();
  feedsMade.push(id);
  return id;
}

type SyncAnswer = { feeds: { id: string; ok: boolean; events: number; error?: string }[] };

async function syncNow(): Promise<SyncAnswer> {
  const res = await staffFetch("/api/admin/calendars/sync", { method: "POST", token });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

async function syncFeed(id: string) {
  const answer = await syncNow();
  const result = answer.feeds.find((feed) => feed.id === id);
  expect(result).toBeDefined();
  return result as SyncAnswer["feeds"][number];
}

async function blocksOf(feedId: string) {
  const { results } = await env.DB.prepare(
    "SELECT uid, room_id, from_night, to_night FROM external_blocks WHERE feed_id = ? ORDER BY from_night",
  )
    .bind(feedId)
    .all<{ uid: string; room_id: string; from_night: string; to_night: string }>();
  return results;
}

type FeedState = {
  last_synced_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  failing_since: string | null;
  etag: string | null;
};

function feedState(id: string) {
  return env.DB.prepare("SELECT last_synced_at, last_success_at, last_error, failing_since, etag FROM calendar_feeds WHERE id = ?")
    .bind(id)
    .first<FeedState>();
}

async function takenNights(roomId: string, from: string, to: string): Promise<string[]> {
  const res = await SELF.fetch(`https://kaivalya.test/api/availability?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { rooms: Record<string, string[]> }).rooms[roomId] ?? [];
}

function noticesOf(kind: string, keyPrefix: string) {
  return env.DB.prepare("SELECT kind, event_key, order_id, recipient FROM booking_notices WHERE kind = ? AND event_key LIKE ? || '%'")
    .bind(kind, keyPrefix)
    .all<{ kind: string; event_key: string; order_id: string | null; recipient: string }>()
    .then((r) => r.results);
}

const nightsFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

function roomOrder(roomId: string, start: string, nights: number) {
  return postJson(
    "/api/payments/orders",
    { userDetails: contact(), cartItems: [roomItem(roomId, { start, nights })] },
    { "CF-Connecting-IP": `10.27.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  );
}

async function payOrder(orderId: string) {
  const res = await postJson("/api/payments/sandbox/pay", { order_id: orderId });
  expect(res.status).toBe(200);
  const payment = (await res.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  expect((await verify(payment)).json.success).toBe(true);
}

const BUILT_WORKER = "../../build/server/index.js";

/** The built Worker's 5-minute Cron Trigger at `at`, with some bindings replaced. */
async function runWorkerCron(at: Date, overrides: Record<string, string> = {}) {
  const worker = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: typeof entry }).default;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
}

describe("importing a channel's calendar", () => {
  it("turns Airbnb reservations and 'Not available' blocks into the room's taken nights, shown on /api/availability without why", async () => {
    const name = unique("airbnb");
    await publish(name, {
      shape: "airbnb",
      events: [
        { uid: channelUid("airbnb", `${name}-1`), from: day(0), to: day(3) },
        { uid: channelUid("airbnb", `${name}-2`), from: day(5), to: day(7), reserved: false },
      ],
    });
    const id = await addFeed("sunrise", "Airbnb", name);
    expect(await syncFeed(id)).toEqual({ id, ok: true, events: 2 });
    expect(await blocksOf(id)).toEqual([
      { uid: channelUid("airbnb", `${name}-1`), room_id: "sunrise", from_night: day(0), to_night: day(3) },
      { uid: channelUid("airbnb", `${name}-2`), room_id: "sunrise", from_night: day(5), to_night: day(7) },
    ]);
    expect(await takenNights("sunrise", day(-1), day(8))).toEqual([...nightsFrom(day(0), 3), ...nightsFrom(day(5), 2)]);
    const answer = await (await SELF.fetch(`https://kaivalya.test/api/availability?from=${day(0)}&to=${day(1)}`)).text();
    expect(answer).not.toMatch(/airbnb|channel|feed/i);

    const state = await feedState(id);
    expect(state).toMatchObject({ last_error: null, failing_since: null });
    expect(state?.last_success_at).toBe(state?.last_synced_at);
    // The site's own User-Agent, never a library's default.
    const [request] = await channelRequests(name);
    expect(request?.headers["user-agent"]).toMatch(/^KaivalyaRetreat-CalendarSync\/1 \(\+https?:\/\/\S+\)$/);
  });

  it("reads Booking.com's and Vrbo's feeds the same way", async () => {
    const booking = unique("booking");
    const vrbo = unique("vrbo");
    await publish(booking, { shape: "booking", events: [{ uid: channelUid("booking", booking), from: day(10), to: day(12) }] });
    await publish(vrbo, {
      shape: "vrbo",
      events: [
        { uid: channelUid("vrbo", vrbo), from: day(14), to: day(15) },
        { uid: channelUid("vrbo", `${vrbo}b`), from: day(16), to: day(18), reserved: false },
      ],
    });
    const bookingFeed = await addFeed("tranquility", "Booking.com", booking);
    const vrboFeed = await addFeed("tranquility", "Vrbo", vrbo);
    const answer = await syncNow();
    expect(answer.feeds.filter((f) => [bookingFeed, vrboFeed].includes(f.id)).sort((a, b) => a.events - b.events)).toEqual([
      { id: bookingFeed, ok: true, events: 1 },
      { id: vrboFeed, ok: true, events: 2 },
    ]);
    expect(await takenNights("tranquility", day(10), day(19))).toEqual([...nightsFrom(day(10), 2), day(14), ...nightsFrom(day(16), 2)]);
  });

  it("moves a block when its UID comes with new dates, and frees the nights of one cancelled or gone", async () => {
    const name = unique("moves");
    const stay = channelUid("airbnb", `${name}-stay`);
    const cancelled = channelUid("airbnb", `${name}-cancelled`);
    const gone = channelUid("airbnb", `${name}-gone`);
    await publish(name, {
      shape: "airbnb",
      events: [
        { uid: stay, from: day(20), to: day(23) },
        { uid: cancelled, from: day(25), to: day(27) },
        { uid: gone, from: day(28), to: day(30) },
      ],
    });
    const id = await addFeed("lilybeth", "Airbnb", name);
    await syncFeed(id);
    expect((await blocksOf(id)).map((b) => b.uid)).toEqual([stay, cancelled, gone]);

    await publish(name, {
      shape: "airbnb",
      events: [
        { uid: stay, from: day(21), to: day(24) },
        { uid: cancelled, from: day(25), to: day(27), status: "CANCELLED" },
      ],
    });
    expect(await syncFeed(id)).toEqual({ id, ok: true, events: 1 });
    expect(await blocksOf(id)).toEqual([{ uid: stay, room_id: "lilybeth", from_night: day(21), to_night: day(24) }]);
    expect(await takenNights("lilybeth", day(20), day(31))).toEqual(nightsFrom(day(21), 3));
  });

  it("asks again with If-None-Match and If-Modified-Since, and takes 304 as unchanged", async () => {
    const name = unique("etag");
    await publish(name, { shape: "booking", events: [{ uid: channelUid("booking", name), from: day(32), to: day(34) }] });
    const id = await addFeed("forest", "Booking.com", name);
    await syncFeed(id);
    const first = await feedState(id);
    expect(first?.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await syncFeed(id)).toEqual({ id, ok: true, events: 1 });
    const requests = await channelRequests(name);
    expect(requests.map((r) => r.answered)).toEqual([200, 304]);
    expect(requests[1]?.headers["if-none-match"]).toBe(first?.etag);
    expect(requests[1]?.headers["if-modified-since"]).toMatch(/GMT$/);
    expect(await blocksOf(id)).toHaveLength(1);
    const second = await feedState(id);
    expect(second?.last_success_at && first?.last_success_at && second.last_success_at >= first.last_success_at).toBe(true);
  });
});

describe("a feed that fails keeps its last good blocks", () => {
  const failures: [string, Script, RegExp][] = [
    ["answers 503", { status: 503 }, /^HTTP 503$/],
    ["never answers", { hang: true }, /^no answer within 1 s$/],
    ["answers too slowly", { delayMs: 2500, shape: "airbnb", events: [] }, /^no answer within 1 s$/],
    ["answers an HTML page", { text: "<!doctype html><title>Log in | Airbnb</title>" }, /not an iCalendar file/],
    [
      "is malformed",
      { text: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY Reserved - Asha\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n" },
      /malformed/,
    ],
    ["never ends", { hugeBytes: 3 * 1024 * 1024 }, /larger than 1024 KB/],
  ];

  for (const [what, script, error] of failures) {
    it(`when it ${what}`, async () => {
      const name = unique("fails");
      const uid = channelUid("vrbo", name);
      await publish(name, { shape: "vrbo", events: [{ uid, from: day(40), to: day(43) }] });
      const id = await addFeed("stoneage", "Vrbo", name);
      await syncFeed(id);
      const good = await feedState(id);

      await publish(name, script);
      const result = await syncFeed(id);
      expect(result).toMatchObject({ id, ok: false, events: 0 });
      expect(result.error).toMatch(error);
      expect(result.error).not.toContain(CHANNEL);
      expect(await blocksOf(id)).toEqual([{ uid, room_id: "stoneage", from_night: day(40), to_night: day(43) }]);
      const failed = await feedState(id);
      expect(failed).toMatchObject({ last_success_at: good?.last_success_at, last_error: result.error });
      expect(failed?.failing_since).toBe(failed?.last_synced_at);

      // The run of failures started at the first one.
      await syncFeed(id);
      expect((await feedState(id))?.failing_since).toBe(failed?.failing_since);
    });
  }

  it("e-mails the resort once when the feed has failed for 6 hours, and again only for a new run of failures", async () => {
    const name = unique("sixhours");
    await publish(name, { status: 500 });
    const id = await addFeed("secret-garden", "Booking.com", name);
    await syncFeed(id);
    expect(await noticesOf("resort_feed_failing", id)).toEqual([]);

    const sevenHoursAgo = new Date(Date.now() - 7 * 3_600_000).toISOString();
    await env.DB.prepare("UPDATE calendar_feeds SET failing_since = ? WHERE id = ?").bind(sevenHoursAgo, id).run();
    await syncFeed(id);
    await syncFeed(id);
    expect(await noticesOf("resort_feed_failing", id)).toEqual([
      { kind: "resort_feed_failing", event_key: `${id}|${sevenHoursAgo}`, order_id: null, recipient: "formspree:booking" },
    ]);
    await runWorkerCron(new Date());
    const sent = await formspreeReceived(sevenHoursAgo);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.json).toMatchObject({
      _subject: "Channel calendar not read for 6 hours: Booking.com for Secret Garden",
      failingSince: sevenHoursAgo,
      lastError: "HTTP 500",
      lastSuccess: "never",
    });
    expect(JSON.stringify(sent[0]?.json)).not.toContain(CHANNEL);

    // Recovered, then failing again: a new run, told again after its own 6 hours.
    await publish(name, { shape: "booking", events: [] });
    await syncFeed(id);
    expect((await feedState(id))?.failing_since).toBeNull();
    await publish(name, { status: 500 });
    await syncFeed(id);
    expect(await noticesOf("resort_feed_failing", id)).toHaveLength(1);
  });

  it("refuses a plain-http feed off loopback, and never fetches it", async () => {
    const id = unique("feed_");
    await env.DB.prepare(
      `INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at) VALUES (?, 'sunrise', 'Airbnb', 'http://www.airbnb.com/calendar/ical/1.ics?s=secret', 'frontdesk@kaivalyaretreat.com', ?)`,
    )
      .bind(id, new Date().toISOString())
      .run();
    feedsMade.push(id);
    expect(await syncFeed(id)).toEqual({ id, ok: false, events: 0, error: "the feed URL must use https" });
  });
});

describe("imported nights are taken for orders", () => {
  it("refuses an order over a channel's nights with a 409 naming them", async () => {
    const name = unique("taken");
    await publish(name, { shape: "airbnb", events: [{ uid: channelUid("airbnb", name), from: day(50), to: day(52) }] });
    const id = await addFeed("lavender-loft", "Airbnb", name);
    await syncFeed(id);
    const res = await roomOrder("lavender-loft", day(49), 3);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { unavailable: { nights: string[] }[] };
    expect(body.unavailable[0]?.nights).toEqual([day(50), day(51)]);
    // The nights around it are free.
    expect((await roomOrder("lavender-loft", day(52), 2)).status).toBe(201);
  });

  it("refuses a hold over an external block in the hold's own statement, but never a sold or blocked night", async () => {
    const name = unique("trigger");
    await publish(name, { shape: "booking", events: [{ uid: channelUid("booking", name), from: day(55), to: day(57) }] });
    const id = await addFeed("sanctum-sanctorium", "Booking.com", name);
    await syncFeed(id);
    const hold = env.DB.prepare(
      "INSERT INTO room_nights (room_id, night, order_id, position, state, expires_at) VALUES ('sanctum-sanctorium', ?, 'order_none', 0, 'held', ?)",
    ).bind(day(56), new Date(Date.now() + 60_000).toISOString());
    await expect(hold.run()).rejects.toThrow(/UNIQUE constraint failed: room_nights/);
  });
});

describe("conflicts across channels", () => {
  it("keeps both sides of an import over a sold night, shows it first on the console and tells the resort once", async () => {
    const order = await roomOrder("sunrise", day(60), 3);
    expect(order.status).toBe(201);
    const orderId = ((await order.json()) as { order: { id: string } }).order.id;
    await payOrder(orderId);

    const name = unique("conflict");
    const uid = channelUid("airbnb", name);
    await publish(name, { shape: "airbnb", events: [{ uid, from: day(61), to: day(64) }] });
    const id = await addFeed("sunrise", "Airbnb", name);
    expect(await syncFeed(id)).toEqual({ id, ok: true, events: 1 });
    await syncFeed(id);

    expect(await blocksOf(id)).toHaveLength(1);
    expect((await holdsOf(orderId)).map((h) => [h.night, h.state])).toEqual(nightsFrom(day(60), 3).map((n) => [n, "sold"]));
    const notices = await noticesOf("resort_channel_conflict", `${id}|${day(61)}|${day(64)}|`);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ order_id: null, recipient: "formspree:booking" });

    // The cron sends it to the resort's booking inbox, from what D1 holds then; the channel's guest is never named.
    await runWorkerCron(new Date());
    const sent = (await formspreeReceived(orderId)).filter((r) => String(r.body).includes("Double booking across channels"));
    expect(sent).toHaveLength(1);
    const fields = sent[0]?.json as Record<string, string>;
    expect(fields._subject).toMatch(/^Double booking across channels: Sunrise, .+ \(Airbnb\)$/);
    expect(fields).toMatchObject({
      room: "Sunrise",
      channel: "Airbnb",
      siteOrders: orderId,
      console: "https://www.kaivalyaretreat.com/admin",
    });
    expect(fields.nightsSoldOnBothSides).toBe([day(61), day(62)].join(", "));
    expect(JSON.stringify(fields)).not.toContain(CHANNEL);

    const home = await staffFetch("/admin", { token });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Double bookings across channels");
    expect(html).toContain(orderId);

    // Moved onto other sold nights: a new conflict, told again.
    await publish(name, { shape: "airbnb", events: [{ uid, from: day(60), to: day(61) }] });
    await syncFeed(id);
    expect(await noticesOf("resort_channel_conflict", `${id}|`)).toHaveLength(2);
  });

  it("sends the console home to the bookings while there is no conflict", async () => {
    const res = await staffFetch("/admin", { token });
    if (res.status === 302) expect(res.headers.get("Location")).toBe("/admin/bookings");
    else expect(await res.text()).toContain("Double bookings across channels");
  });

  it("a sync racing an order for the same night: the hold is refused, or both land and the paid night is reported", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const night = day(70 + round * 3);
      const name = unique("race");
      await publish(name, { shape: "vrbo", events: [{ uid: channelUid("vrbo", name), from: night, to: addDays(night, 1) }] });
      const id = await addFeed("tranquility", "Vrbo", name);
      const [order] = await Promise.all([roomOrder("tranquility", night, 1), syncFeed(id)]);
      expect(await blocksOf(id)).toHaveLength(1);
      if (order.status === 409) {
        outcomes.add("refused");
        continue;
      }
      expect(order.status).toBe(201);
      outcomes.add("both");
      const orderId = ((await order.json()) as { order: { id: string } }).order.id;
      // An unpaid hold under a channel's block is no double booking yet: it lapses unless paid.
      expect(await noticesOf("resort_channel_conflict", `${id}|`)).toEqual([]);
      await payOrder(orderId);
      await syncFeed(id);
      expect(await noticesOf("resort_channel_conflict", `${id}|${night}|`)).toHaveLength(1);
    }
    console.log(`sync racing an order: ${[...outcomes].join(", ")}`);
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe("the Cron Trigger", () => {
  it("reads the feeds due on its 5-minute tick, each every 15 minutes", async () => {
    const name = unique("cron");
    await publish(name, { shape: "booking", events: [{ uid: channelUid("booking", name), from: day(90), to: day(92) }] });
    const id = await addFeed("forest", "Booking.com", name);
    const now = new Date();
    await runWorkerCron(now, { SITE_URL: "http://localhost:5173" });
    expect(await blocksOf(id)).toHaveLength(1);
    expect((await feedState(id))?.last_synced_at).toBe(now.toISOString());

    await runWorkerCron(new Date(now.getTime() + 5 * 60_000), { SITE_URL: "http://localhost:5173" });
    expect(await channelRequests(name)).toHaveLength(1);
    await runWorkerCron(new Date(now.getTime() + 15 * 60_000), { SITE_URL: "http://localhost:5173" });
    expect(await channelRequests(name)).toHaveLength(2);
  });

  it("leaves a loopback feed alone when it cannot tell that the Worker runs on loopback", async () => {
    const name = unique("cronoff");
    await publish(name, { shape: "booking", events: [] });
    const id = await addFeed("forest", "Booking.com", name);
    await runWorkerCron(new Date());
    expect(await channelRequests(name)).toHaveLength(0);
    expect(await feedState(id)).toMatchObject({ last_synced_at: null, last_error: null });
  });
});
