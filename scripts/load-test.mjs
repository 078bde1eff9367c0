// Bounded load check of the production build (docs/operations.md#load-check). Serves build/ with wrangler dev
// on 127.0.0.1 with a fresh local D1, runs a concurrent mix of order creations and form posts
// (valid and invalid, and orders contending for a few room-nights and retreat places), then checks
// the database: every accepted request has exactly one row (an order also its lines and holds),
// nothing else does, and no room-night or retreat place is held or sold twice. Meanwhile staff's
// "sync now" reads 8 rooms × 3 channel feeds of a year each (a fake channel on loopback) back to
// back: every sync must succeed and leave exactly the channels' events as external blocks. Stops the server in all cases; exits 1 on any
// mismatch or 5xx, 2 when it could not run.
//   npm run load [-- --requests 300 --concurrency 8 --seconds 20]
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
// Plain TypeScript, run by Node's type stripping (Node 24, the project's own).
import { channelFeed, yearOfStays } from "../tests/fakes/channel-feeds.ts";
import { startFakeChannel } from "../tests/fakes/fake-channel.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "8" },
    seconds: { type: "string", default: "20" },
    port: { type: "string", default: process.env.LOAD_PORT ?? "8871" },
  },
});
const TOTAL = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const BUDGET_MS = Number(values.seconds) * 1000;
const PORT = Number(values.port);
const HARD_TIMEOUT_MS = BUDGET_MS + 180_000;
const HOST = "127.0.0.1";
const BASE = `http://${HOST}:${PORT}`;
const CONFIG = "build/server/wrangler.json";
const PERSIST = `.wrangler/load-${PORT}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };

/** @type {import("node:child_process").ChildProcess | undefined} */
let server;
function stopServer() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-(server.pid ?? 0), "SIGTERM");
    } catch {}
  }
}
/** @param {number} code @param {string} message */
function fail(code, message) {
  console.error(message);
  stopServer();
  process.exit(code);
}
process.on("SIGINT", () => fail(130, "interrupted"));
process.on("SIGTERM", () => fail(143, "terminated"));
setTimeout(() => fail(2, `load check: hard timeout after ${HARD_TIMEOUT_MS / 1000} s`), HARD_TIMEOUT_MS).unref();

// ---------------------------------------------------------------------------------------------
// Build, fresh database, server

if (!existsSync(CONFIG)) {
  console.log("No production build: running npm run build");
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env });
}
execFileSync("node", ["scripts/local-db.mjs", "--config", CONFIG, "--persist-to", PERSIST, "--fresh"], {
  stdio: ["ignore", "ignore", "inherit"],
  env,
});

// The channels: each room's Airbnb, Booking.com and Vrbo feeds, a year of stays each, from day 740
// (past every night the mix orders, so the checks of the orders stay exact).
const FEED_ROOMS = ["sanctum-sanctorium", "sunrise", "tranquility", "lilybeth", "secret-garden", "lavender-loft", "forest", "stoneage"];
const channel = await startFakeChannel();
process.on("exit", () => void channel.close());
let channelEvents = 0;
const feedRows = [];
for (const roomId of FEED_ROOMS) {
  for (const shape of /** @type {const} */ (["airbnb", "booking", "vrbo"])) {
    const events = yearOfStays(shape, isoDaysFromNow(740), `${roomId}-load`);
    channelEvents += events.length;
    await fetch(`${channel.url}/__channel/feeds/${roomId}-${shape}`, {
      method: "PUT",
      body: JSON.stringify({ text: channelFeed(shape, events) }),
    });
    feedRows.push(
      `('load_feed_${roomId}_${shape}', '${roomId}', '${shape}', '${channel.url}/feeds/${roomId}-${shape}.ics', 'load@kaivalyaretreat.com', '${new Date().toISOString()}')`,
    );
  }
}
execFileSync(
  "npx",
  [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    PERSIST,
    "--config",
    CONFIG,
    "--command",
    `INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at) VALUES ${feedRows.join(", ")}`,
  ],
  { stdio: ["ignore", "ignore", "inherit"], env },
);

server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    CONFIG,
    "--ip",
    HOST,
    "--port",
    String(PORT),
    "--persist-to",
    PERSIST,
    "--log-level",
    "error",
    "--show-interactive-dev-session=false",
  ],
  { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
);
server.on("exit", (code) => {
  if (!finished) fail(2, `wrangler dev exited early (${code})`);
});
let finished = false;

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  fail(2, "wrangler dev did not answer /api/health within 90 s");
}

// ---------------------------------------------------------------------------------------------
// The request mix

/** @param {number} days */
function isoDaysFromNow(days) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** @param {string} roomId @param {number} startOffset @param {number} nights */
function roomItem(roomId, startOffset, nights) {
  const startDate = isoDaysFromNow(startOffset);
  const endDate = isoDaysFromNow(startOffset + nights);
  return {
    id: `${roomId}-${Date.parse(`${startDate}T00:00:00Z`)}`,
    type: "room",
    name: roomId,
    description: "Load check",
    price: 100 * nights,
    image: "",
    startDate,
    endDate,
    dates: `${startDate} - ${endDate}`,
    quantity: 1,
    currency: "EUR",
    roomId,
    nights,
    guests: 2,
  };
}

/** @param {number} startOffset @param {number} nights @param {number} quantity */
function customRetreatItem(startOffset, nights, quantity) {
  const startDate = isoDaysFromNow(startOffset);
  const endDate = isoDaysFromNow(startOffset + nights);
  return {
    id: `custom-${Date.parse(`${startDate}T00:00:00Z`)}`,
    type: "retreat",
    name: "Load check retreat",
    description: "Custom retreat",
    price: 500,
    image: "",
    startDate,
    endDate,
    dates: `${startDate} - ${endDate}`,
    quantity,
    currency: "EUR",
    retreatId: "custom",
    retreatName: "Load check retreat",
    guests: 1,
    duration: nights,
    pricePerPerson: 500,
    totalPrice: 500,
  };
}

// Uncontended orders: each on its own two nights (rooms of one order side by side), so every one
// should be accepted. Contended orders: two rooms and the retreat places on a handful of nights,
// so most lose; the database must still hold each night at most once and never over capacity.
const ROOMS = ["tranquility", "sunrise", "forest", "secret-garden"];
const CONTENDED_ROOMS = ["lilybeth", "stoneage"];
const RETREAT_PLACES = 6;
const FREE_DAYS = { first: 30, last: 390 };
const KINDS = [
  { kind: "order-valid", weight: 3 },
  { kind: "order-contended", weight: 3 },
  { kind: "order-invalid", weight: 2 },
  { kind: "form-valid", weight: 3 },
  { kind: "form-invalid", weight: 2 },
];
const WEIGHT = KINDS.reduce((sum, k) => sum + k.weight, 0);

/**
 * @typedef {{ kind: string; ip: string; path: string; body: any; lines?: number; contentType?: string; wrapped?: boolean }} LoadRequest
 * @param {number} i
 * @returns {LoadRequest}
 */
function requestFor(i) {
  let pick = i % WEIGHT;
  const kind =
    KINDS.find((k) => {
      pick -= k.weight;
      return pick < 0;
    })?.kind ?? "form-invalid";
  const email = `load-${i}@example.com`;
  const ip = `10.77.${(i >> 8) & 255}.${i & 255}`;
  const lines = 1 + (i % 3);
  switch (kind) {
    case "order-valid": {
      // The k-th valid order (order-valid is the first kind, weight 3): its own two nights, its
      // lines in different rooms; wraps after FREE_DAYS (then a 409 is expected).
      const k = Math.floor(i / WEIGHT) * 3 + (i % WEIGHT);
      const start = FREE_DAYS.first + ((k * 2) % (FREE_DAYS.last - FREE_DAYS.first));
      return {
        kind,
        ip,
        lines,
        wrapped: k * 2 >= FREE_DAYS.last - FREE_DAYS.first,
        path: "/api/payments/orders",
        body: {
          userDetails: { name: "Load Check", email, phone: "+91 98470 12345" },
          cartItems: Array.from({ length: lines }, (_, n) => roomItem(ROOMS[n] ?? "tranquility", start, 2)),
        },
      };
    }
    case "order-contended": {
      // A few nights from day 400: a room for 1-2 nights, sometimes with 1-3 retreat places.
      const room = CONTENDED_ROOMS[i % CONTENDED_ROOMS.length] ?? "lilybeth";
      /** @type {object[]} */
      const cartItems = [roomItem(room, 400 + ((i >> 1) % 4), 1 + (i % 2))];
      if (i % 3 === 0) cartItems.push(customRetreatItem(400 + (Math.floor(i / 3) % 3), 2, 1 + (Math.floor(i / 7) % 3)));
      return {
        kind,
        ip,
        lines: cartItems.length,
        path: "/api/payments/orders",
        body: { userDetails: { name: "Load Check", email, phone: "+91 98470 12345" }, cartItems },
      };
    }
    case "order-invalid": {
      const item = roomItem("tranquility", 30, 2);
      const broken = [
        { ...item, quantity: -1 },
        { ...item, roomId: "no-such-room", id: `no-such-room-${Date.parse(`${item.startDate}T00:00:00Z`)}` },
        { ...item, startDate: "2000-01-01" },
      ][i % 3];
      return { kind, ip, path: "/api/payments/orders", body: { userDetails: { email, phone: "+91 98470 12345" }, cartItems: [broken] } };
    }
    case "form-valid": {
      const form = /** @type {const} */ (["contact", "consultation", "booking"])[i % 3] ?? "contact";
      const body = {
        contact: { name: "Load Check", email, message: `Load check message ${i}` },
        consultation: { email, phone: "+91 98470 12345" },
        booking: { email, phone: "+91 98470 12345", bookingDetails: `Load check booking ${i}` },
      }[form];
      return { kind, ip, path: `/api/forms/${form}`, body };
    }
    default: {
      const form = ["contact", "consultation", "booking"][i % 3];
      return {
        kind,
        ip,
        path: `/api/forms/${form}`,
        body: i % 2 ? { email: "not-an-email" } : "{not json",
        contentType: i % 4 === 0 ? "text/plain" : "application/json",
      };
    }
  }
}

/** @type {(LoadRequest & { status: number; json: any; ms: number })[]} */
const results = [];
/** @param {number} i */
async function runOne(i) {
  const req = requestFor(i);
  const started = performance.now();
  let status = 0;
  /** @type {any} */
  let json = null;
  try {
    const res = await fetch(`${BASE}${req.path}`, {
      method: "POST",
      headers: { "Content-Type": req.contentType ?? "application/json", "CF-Connecting-IP": req.ip },
      body: typeof req.body === "string" ? req.body : JSON.stringify(req.body),
      signal: AbortSignal.timeout(15_000),
    });
    status = res.status;
    const text = await res.text();
    try {
      json = JSON.parse(text);
    } catch {}
  } catch (error) {
    status = -1;
    json = { error: String(error) };
  }
  results.push({ ...req, status, json, ms: performance.now() - started });
}

async function runMix() {
  const deadline = Date.now() + BUDGET_MS;
  let next = 0;
  const worker = async () => {
    while (next < TOTAL && Date.now() < deadline) await runOne(next++);
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - t0;
}

// ---------------------------------------------------------------------------------------------
// Checks against D1

/** @param {string} sql @returns {any[]} */
function query(sql) {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--config", CONFIG, "--json", "--command", sql],
    { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out)[0].results;
}

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Staff's "sync now", back to back until the mix is over: each answer's status and failed feeds. */
async function syncWhile(/** @type {() => boolean} */ running) {
  const signIn = await fetch(`${BASE}/admin/dev-sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
    body: new URLSearchParams({ intent: "sign-in", email: "frontdesk@kaivalyaretreat.com" }),
  });
  const cookie = /kaivalya_dev_access=[^;]+/.exec(signIn.headers.get("Set-Cookie") ?? "")?.[0] ?? "";
  const syncs = [];
  do {
    const res = await fetch(`${BASE}/api/admin/calendars/sync`, { method: "POST", headers: { Cookie: cookie, Origin: BASE } });
    const json = await res.json().catch(() => null);
    syncs.push({
      status: res.status,
      failed: (json?.feeds ?? []).filter((/** @type {{ ok: boolean }} */ f) => !f.ok).length,
      feeds: json?.feeds?.length ?? 0,
    });
  } while (running());
  return syncs;
}

try {
  await waitForServer();
  let mixing = true;
  const syncing = syncWhile(() => mixing);
  const elapsed = await runMix();
  mixing = false;
  const syncs = await syncing;
  finished = true;

  const problems = [];
  for (const sync of syncs) {
    if (sync.status !== 200 || sync.failed > 0 || sync.feeds !== feedRows.length)
      problems.push(`sync now answered ${sync.status} with ${sync.feeds} feeds, ${sync.failed} failed`);
  }
  const [{ n: blocks }] = query("SELECT COUNT(*) AS n FROM external_blocks");
  if (blocks !== channelEvents) problems.push(`${blocks} external blocks, the channels have ${channelEvents} events`);
  const acceptedOrders = new Map();
  const acceptedForms = new Set();
  for (const r of results) {
    if (r.status >= 500 || r.status < 0) problems.push(`${r.path} answered ${r.status}: ${JSON.stringify(r.json)}`);
    if (r.status === 201 && r.json?.order?.id) acceptedOrders.set(r.json.order.id, r.lines);
    if (r.status === 202 && r.json?.id) acceptedForms.add(r.json.id);
    const didAccept = r.status === 201 || r.status === 202;
    if (r.kind === "order-contended") {
      // Either it got its nights or it was told which ones are gone, with nothing stored.
      if (r.status !== 201 && r.status !== 409 && r.status !== 429)
        problems.push(`${r.kind} answered ${r.status}: ${JSON.stringify(r.json)}`);
      if (r.status === 409 && !(Array.isArray(r.json?.unavailable) && r.json.unavailable.length > 0))
        problems.push(`${r.kind} 409 without the unavailable lines: ${JSON.stringify(r.json).slice(0, 200)}`);
      continue;
    }
    const shouldAccept = r.kind.endsWith("-valid");
    const wrappedConflict = r.wrapped && r.status === 409;
    if (shouldAccept !== didAccept && r.status !== 429 && !wrappedConflict)
      problems.push(`${r.kind} ${r.path} answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
  }

  // What the accepted orders were promised, from the requests themselves: no room-night twice,
  // no night over the retreat places.
  /** @type {Map<string, string>} */
  const promisedRoomNights = new Map();
  /** @type {Map<string, number>} */
  const promisedPlaces = new Map();
  /** @type {Map<string, { rooms: number; places: number }>} */
  const expectedHolds = new Map();
  for (const r of results) {
    if (r.status !== 201 || !r.json?.order?.id || !r.path.endsWith("/orders")) continue;
    const holds = { rooms: 0, places: 0 };
    for (const item of r.body.cartItems) {
      const nights = Math.round((Date.parse(item.endDate) - Date.parse(item.startDate)) / 86_400_000);
      for (let n = 0; n < nights; n++) {
        const night = new Date(Date.parse(item.startDate) + n * 86_400_000).toISOString().slice(0, 10);
        if (item.type === "room") {
          const key = `${item.roomId} ${night}`;
          const other = promisedRoomNights.get(key);
          if (other) problems.push(`room-night ${key} sold to both ${other} and ${r.json.order.id}`);
          promisedRoomNights.set(key, r.json.order.id);
          holds.rooms++;
        } else {
          promisedPlaces.set(night, (promisedPlaces.get(night) ?? 0) + item.guests * item.quantity);
          holds.places++;
        }
      }
    }
    expectedHolds.set(r.json.order.id, holds);
  }
  for (const [night, guests] of promisedPlaces)
    if (guests > RETREAT_PLACES) problems.push(`${guests} retreat places promised on ${night} (capacity ${RETREAT_PLACES})`);

  const bookings = query("SELECT order_id FROM bookings");
  const lines = query("SELECT order_id, COUNT(*) AS n FROM booking_lines GROUP BY order_id");
  const forms = query("SELECT id FROM form_submissions");
  const roomHolds = query("SELECT order_id, COUNT(*) AS n FROM room_nights GROUP BY order_id");
  const placeHolds = query("SELECT order_id, COUNT(*) AS n FROM retreat_places GROUP BY order_id");
  const doubleNights = query("SELECT room_id, night, COUNT(*) AS n FROM room_nights GROUP BY room_id, night HAVING n > 1");
  const overNights = query(`SELECT night, SUM(guests) AS n FROM retreat_places GROUP BY night HAVING n > ${RETREAT_PLACES}`);
  for (const row of doubleNights) problems.push(`room_nights: ${row.room_id} ${row.night} held ${row.n} times`);
  for (const row of overNights) problems.push(`retreat_places: ${row.n} guests on ${row.night}`);
  const roomHoldCount = new Map(roomHolds.map((row) => [row.order_id, row.n]));
  const placeHoldCount = new Map(placeHolds.map((row) => [row.order_id, row.n]));
  for (const [orderId, holds] of expectedHolds) {
    if ((roomHoldCount.get(orderId) ?? 0) !== holds.rooms)
      problems.push(`order ${orderId}: ${roomHoldCount.get(orderId) ?? 0} room-night holds, expected ${holds.rooms}`);
    if ((placeHoldCount.get(orderId) ?? 0) !== holds.places)
      problems.push(`order ${orderId}: ${placeHoldCount.get(orderId) ?? 0} retreat-place holds, expected ${holds.places}`);
  }
  for (const orderId of [...roomHoldCount.keys(), ...placeHoldCount.keys()])
    if (!expectedHolds.has(orderId)) problems.push(`holds of ${orderId} belong to no accepted order`);
  const bookingCount = new Map();
  for (const { order_id } of bookings) bookingCount.set(order_id, (bookingCount.get(order_id) ?? 0) + 1);
  const lineCount = new Map(lines.map((row) => [row.order_id, row.n]));
  const formCount = new Map();
  for (const { id } of forms) formCount.set(id, (formCount.get(id) ?? 0) + 1);

  for (const [orderId, expectedLines] of acceptedOrders) {
    if (bookingCount.get(orderId) !== 1) problems.push(`order ${orderId}: ${bookingCount.get(orderId) ?? 0} bookings rows`);
    if (lineCount.get(orderId) !== expectedLines)
      problems.push(`order ${orderId}: ${lineCount.get(orderId) ?? 0} lines, expected ${expectedLines}`);
  }
  for (const orderId of bookingCount.keys())
    if (!acceptedOrders.has(orderId)) problems.push(`bookings row ${orderId} belongs to no accepted request`);
  for (const orderId of lineCount.keys())
    if (!acceptedOrders.has(orderId)) problems.push(`booking_lines for ${orderId} belong to no accepted request`);
  for (const id of acceptedForms) if (formCount.get(id) !== 1) problems.push(`form ${id}: ${formCount.get(id) ?? 0} rows`);
  for (const id of formCount.keys()) if (!acceptedForms.has(id)) problems.push(`form_submissions row ${id} belongs to no accepted request`);

  /** @type {Record<string, number>} */
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  /** @type {Record<string, number>} */
  const perKind = {};
  for (const r of results) perKind[r.kind] = (perKind[r.kind] ?? 0) + 1;
  const accepted = acceptedOrders.size + acceptedForms.size;
  const totalLines = [...lineCount.values()].reduce((a, b) => a + b, 0);

  console.log("\nLoad check (wrangler dev, local D1, 127.0.0.1)");
  console.table({
    requests: { value: results.length },
    concurrency: { value: CONCURRENCY },
    "wall time (s)": { value: (elapsed / 1000).toFixed(1) },
    "throughput (req/s)": { value: (results.length / (elapsed / 1000)).toFixed(1) },
    accepted: { value: `${accepted} (${acceptedOrders.size} orders, ${acceptedForms.size} forms)` },
    rejected: {
      value:
        Object.entries(byStatus)
          .filter(([s]) => !["201", "202"].includes(s))
          .map(([s, n]) => `${s}: ${n}`)
          .join(", ") || "none",
    },
    mix: {
      value: Object.entries(perKind)
        .map(([k, n]) => `${k} ${n}`)
        .join(", "),
    },
    "latency p50 (ms)": { value: percentile(latencies, 50).toFixed(1) },
    "latency p95 (ms)": { value: percentile(latencies, 95).toFixed(1) },
    "latency max (ms)": { value: (latencies.at(-1) ?? 0).toFixed(1) },
    contention: {
      value: (() => {
        const contended = results.filter((r) => r.kind === "order-contended");
        return `${contended.length} orders for ${CONTENDED_ROOMS.length} rooms and the retreat places on 5 nights: ${contended.filter((r) => r.status === 201).length} accepted, ${contended.filter((r) => r.status === 409).length} refused (409)`;
      })(),
    },
    "rows checked": {
      value: `${bookings.length} bookings, ${totalLines} lines, ${forms.length} form submissions, ${promisedRoomNights.size} room-nights, ${[...promisedPlaces.values()].reduce((a, b) => a + b, 0)} retreat place-nights`,
    },
    "channel syncs during the mix": { value: `${syncs.length} (${feedRows.length} feeds, ${channelEvents} events each time)` },
    mismatches: { value: problems.length },
  });
  if (problems.length > 0) {
    for (const p of problems.slice(0, 30)) console.error(`  ${p}`);
    stopServer();
    process.exit(1);
  }
  console.log(
    "OK: every accepted request has exactly one row (orders their lines and holds), no other rows exist, no room-night or retreat place is held or sold twice, and every channel sync during the mix read every feed.",
  );
  stopServer();
  process.exit(0);
} catch (error) {
  fail(2, `load check failed to run: ${error instanceof Error ? error.stack : error}`);
}
