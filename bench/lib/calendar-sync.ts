// The channel sync's figures (docs/channels.md "Import"): a full sync of 8 rooms × 3 feeds of one
// year each. Reading and planning are timed in Node with the Worker's own modules (workerd's
// clocks stand still while it computes); the whole sync, fetches and D1 batch included, is timed
// from outside against the Worker on loopback, and orders are loaded while syncs run.
import "./app-modules.ts";
import { performance } from "node:perf_hooks";
import { type ChannelShape, channelFeed, yearOfStays } from "../../tests/fakes/channel-feeds.ts";
import { FAKE_ACCESS_AUD, FAKE_ACCESS_STAFF, startFakeAccess } from "../../tests/fakes/fake-access.ts";
import { startFakeChannel } from "../../tests/fakes/fake-channel.ts";
import type { CalendarSyncReport } from "./calendar-report.ts";
import { type LoadOptions, measureLoad } from "./load.ts";
import { oneNightOrder, ROOM_IDS } from "./payments.ts";

// The Worker's own modules, loaded through app-modules.ts. They belong to the Worker's TypeScript
// project, not the bench's, so their shapes are restated here rather than followed by tsc.
type Block = { uid: string; from: string; to: string };
type WorkerSyncModules = {
  readFeed(text: string, today: string): { ok: true; events: Block[] } | { ok: false; error: string };
  planSync(current: readonly Block[], events: readonly Block[]): { inserts: Block[]; updates: Block[]; deletes: string[] };
};
const workerModule = (name: string) => import(/* @vite-ignore */ `../../workers/calendar-sync/${name}.ts`);
const { readFeed } = (await workerModule("feed-events")) as Pick<WorkerSyncModules, "readFeed">;
const { planSync } = (await workerModule("sync-plan")) as Pick<WorkerSyncModules, "planSync">;

const SHAPES: ChannelShape[] = ["airbnb", "booking", "vrbo"];
/** The feeds' year starts past the nights the order loads use (days 60–660 from today). */
const FEED_FIRST_DAY = 700;

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

function feedTexts(): { roomId: string; shape: ChannelShape; name: string; text: string }[] {
  return ROOM_IDS.flatMap((roomId) =>
    SHAPES.map((shape) => ({
      roomId,
      shape,
      name: `${roomId}-${shape}`,
      text: channelFeed(shape, yearOfStays(shape, iso(FEED_FIRST_DAY), roomId)),
    })),
  );
}

/** readFeed and planSync over every feed, as the sync runs them, timed in Node. */
export function measureParsing(runs = 9): CalendarSyncReport {
  const feeds = feedTexts();
  const today = iso(0);
  const read: number[] = [];
  const first: number[] = [];
  const again: number[] = [];
  let slowest = 0;
  let events = 0;
  for (let run = 0; run < runs; run++) {
    let readMs = 0;
    let firstMs = 0;
    let againMs = 0;
    events = 0;
    for (const feed of feeds) {
      const t0 = performance.now();
      const reading = readFeed(feed.text, today);
      const t1 = performance.now();
      if (!reading.ok) throw new Error(`bench feed ${feed.name}: ${reading.error}`);
      const plan = planSync([], reading.events);
      const t2 = performance.now();
      planSync(plan.inserts, reading.events);
      const t3 = performance.now();
      readMs += t1 - t0;
      firstMs += t2 - t1;
      againMs += t3 - t2;
      slowest = Math.max(slowest, t2 - t0);
      events += reading.events.length;
    }
    read.push(readMs);
    first.push(firstMs);
    again.push(againMs);
  }
  return {
    feeds: feeds.length,
    events,
    bytes: feeds.reduce((n, f) => n + Buffer.byteLength(f.text), 0),
    node: { runs, readMs: median(read), planFirstMs: median(first), planAgainMs: median(again), slowestFeedMs: slowest },
  };
}

/** The feed rows for the Worker's fresh D1, pointing at the fake channel (SQL for `wrangler d1 execute`). */
export function feedRowsSql(channelUrl: string): string {
  const now = new Date().toISOString();
  return feedTexts()
    .map(
      (feed, i) =>
        `INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at) VALUES ('bench_feed_${String(i).padStart(2, "0")}', '${feed.roomId}', '${feed.shape}', '${channelUrl}/feeds/${feed.name}.ics', 'bench@kaivalyaretreat.com', '${now}');`,
    )
    .join("\n");
}

/** The fake channel serving the 24 feeds, before the Worker starts. */
export async function startBenchChannel() {
  const channel = await startFakeChannel();
  for (const feed of feedTexts()) {
    await fetch(`${channel.url}/__channel/feeds/${feed.name}`, { method: "PUT", body: JSON.stringify({ text: feed.text }) });
  }
  return channel;
}

/**
 * Staff's Access assertion for the Worker, from the fake Access team the bench starts (the Worker
 * runs in live payment mode against the fake Razorpay, where the development sign-in is off).
 */
export type StaffAccess = { url: string; vars: Record<string, string> };

export async function startBenchAccess(): Promise<StaffAccess & { close(): Promise<void> }> {
  const access = await startFakeAccess();
  return { ...access, vars: { ACCESS_TEAM_DOMAIN: access.url, ACCESS_AUD: FAKE_ACCESS_AUD, STAFF_EMAILS: FAKE_ACCESS_STAFF } };
}

async function staffHeaders(origin: string, access: StaffAccess): Promise<Record<string, string>> {
  const res = await fetch(`${access.url}/__fake/sign`, { method: "POST", body: "{}" });
  const { token } = (await res.json()) as { token: string };
  return { "Cf-Access-Jwt-Assertion": token, Origin: origin };
}

async function timedSync(origin: string, headers: Record<string, string>) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/admin/calendars/sync`, { method: "POST", headers });
  const body = (await res.json()) as { feeds?: { ok: boolean }[]; error?: string };
  const ms = performance.now() - t0;
  if (!res.ok || !body.feeds) throw new Error(`sync answered ${res.status}: ${body.error ?? ""}`);
  return { ms, ok: body.feeds.filter((f) => f.ok).length, failed: body.feeds.filter((f) => !f.ok).length };
}

/** A full sync through the Worker: the first (every block inserted), a forced re-read, and a 304 round. */
export async function measureWorkerSync(
  origin: string,
  channelUrl: string,
  access: StaffAccess,
): Promise<NonNullable<CalendarSyncReport["worker"]>> {
  const staff = await staffHeaders(origin, access);
  const first = await timedSync(origin, staff);
  // The channel sends the same text with fresh validators: every feed read and planned again, nothing written but the feed rows.
  for (const feed of feedTexts()) {
    await fetch(`${channelUrl}/__channel/feeds/${feed.name}`, {
      method: "PUT",
      body: JSON.stringify({ text: feed.text, validators: false }),
    });
  }
  const again = await timedSync(origin, staff);
  for (const feed of feedTexts()) {
    await fetch(`${channelUrl}/__channel/feeds/${feed.name}`, { method: "PUT", body: JSON.stringify({ text: feed.text }) });
  }
  await timedSync(origin, staff); // takes the validators
  const unchanged = await timedSync(origin, staff);
  return { firstSyncMs: first.ms, againSyncMs: again.ms, unchangedSyncMs: unchanged.ms, ok: first.ok, failed: first.failed };
}

/** Orders for free nights from `firstDay`, the eight rooms in turn. */
function orderBodies(firstDay: number): () => string {
  let n = 0;
  return () => {
    const i = n++;
    return JSON.stringify(oneNightOrder(ROOM_IDS[i % ROOM_IDS.length] ?? "sunrise", firstDay + (Math.floor(i / ROOM_IDS.length) % 300)));
  };
}

/** The order load alone, then the same load while full syncs run one after another. */
export async function measureOrdersDuringSyncs(
  origin: string,
  options: LoadOptions,
  access: StaffAccess,
): Promise<NonNullable<CalendarSyncReport["ordersDuringSyncs"]>> {
  const url = `${origin}/api/payments/orders`;
  const headers = { "content-type": "application/json", "CF-Connecting-IP": "bench-[<id>]" };
  const alone = await measureLoad(url, options, { method: "POST", headers, nextBody: orderBodies(60) });
  const staff = await staffHeaders(origin, access);
  let syncing = true;
  let syncs = 0;
  const loop = (async () => {
    while (syncing) {
      await timedSync(origin, staff).catch(() => undefined);
      syncs++;
    }
  })();
  const duringSyncs = await measureLoad(url, options, { method: "POST", headers, nextBody: orderBodies(360) });
  syncing = false;
  await loop;
  return { alone, duringSyncs, syncsDuringLoad: syncs };
}
