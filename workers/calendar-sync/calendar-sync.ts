import { site } from "~/catalogue/site";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { isLocalHostname } from "../payments/sandbox-hosts";
import { channelConflicts, conflictEventKey } from "./channel-conflicts";
import { readFeed } from "./feed-events";
import { fetchFeed, type FeedValidators } from "./fetch-feed";
import { type BlockDates, planSync, type SyncPlan } from "./sync-plan";

/**
 * The channel sync (docs/decisions/085-calendar-sync.md, docs/channels.md "Import"): each feed of
 * calendar_feeds is fetched, read and applied to its external blocks in one batch. A feed that
 * fails keeps its last good blocks and records the failure; after 6 hours of failing the resort is
 * told once. After each feed, its double bookings with the site are enqueued as notices, once
 * each. Feeds run a few at a time, so one slow channel does not hold up the others. Logs name a
 * feed by its id only: its URL is a secret.
 */

export type FeedSyncResult = { id: string; ok: boolean; events: number; error?: string };

type SyncEnv = { DB: D1Database; SITE_URL?: string; CALENDAR_FEED_TIMEOUT_MS?: string };

type FeedRow = {
  id: string;
  room_id: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: string | null;
};

/** How often each feed is fetched: the Cron Trigger's 5-minute tick fetches the feeds due. */
const FEED_SYNC_INTERVAL_MINUTES = 15;
/** How long a feed fails before the resort is e-mailed (once per run of failures). */
export const FEED_FAILING_NOTICE_HOURS = 6;
/** Feeds fetched at once. */
const SYNC_CONCURRENCY = 4;
/** A year of a busy room is some 50 KB on any channel; far more is not a room's calendar. */
const MAX_FEED_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
/** The resort's notices go to its Formspree booking form (workers/notifications). */
const RESORT_RECIPIENT = "formspree:booking";

export type SyncOptions = {
  now: Date;
  /** Whether the Worker runs on this machine: only then may a loopback feed be plain http. */
  workerOnLoopback: boolean;
  /** Only the feeds not fetched for the last interval (the cron); otherwise every feed (staff's "sync now"). */
  dueOnly: boolean;
};

/** The cron's view of where the Worker runs: SITE_URL names its origin (unset: not loopback). */
export function siteOnLoopback(env: object): boolean {
  const siteUrl = (env as { SITE_URL?: unknown }).SITE_URL;
  try {
    return typeof siteUrl === "string" && siteUrl !== "" ? isLocalHostname(new URL(siteUrl).hostname) : false;
  } catch {
    return false;
  }
}

function syncUserAgent(env: { SITE_URL?: string }): string {
  return `KaivalyaRetreat-CalendarSync/1 (+${env.SITE_URL || site.url})`;
}

/**
 * A plain-http feed on this machine exists only where staff added it to a Worker served from
 * loopback (the console refuses it elsewhere). A cron that cannot tell where it runs (no SITE_URL)
 * leaves such a feed to "sync now" rather than record it as failing; in production there is none.
 */
function isLoopbackHttp(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" && isLocalHostname(parsed.hostname);
  } catch {
    return false;
  }
}

function timeoutMs(env: SyncEnv): number {
  const value = Number(env.CALENDAR_FEED_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

export async function syncFeeds(env: SyncEnv, options: SyncOptions): Promise<FeedSyncResult[]> {
  // A minute's slack, so a feed fetched on one 15-minute tick is due again on the next.
  const dueBefore = new Date(options.now.getTime() - (FEED_SYNC_INTERVAL_MINUTES - 1) * 60_000).toISOString();
  const { results: due } = await env.DB.prepare(
    `SELECT id, room_id, url, etag, last_modified, last_synced_at FROM calendar_feeds
     WHERE ?1 = 0 OR last_synced_at IS NULL OR last_synced_at <= ?2
     ORDER BY last_synced_at IS NOT NULL, last_synced_at, id`,
  )
    .bind(options.dueOnly ? 1 : 0, dueBefore)
    .all<FeedRow>();
  const feeds = options.dueOnly && !options.workerOnLoopback ? due.filter((feed) => !isLoopbackHttp(feed.url)) : due;
  const results: FeedSyncResult[] = new Array(feeds.length);
  let next = 0;
  const worker = async () => {
    while (next < feeds.length) {
      const index = next++;
      const feed = feeds[index] as FeedRow;
      results[index] = await syncFeed(env, feed, options).catch((error: unknown) => {
        console.error(`calendar sync: feed ${feed.id} failed unexpectedly`, error instanceof Error ? error.name : "error");
        return { id: feed.id, ok: false, events: 0, error: "the sync failed on the site's side" };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, feeds.length) }, worker));
  return results;
}

async function syncFeed(env: SyncEnv, feed: FeedRow, options: SyncOptions): Promise<FeedSyncResult> {
  const db = env.DB;
  const { results: current } = await db
    .prepare(`SELECT uid, from_night AS "from", to_night AS "to" FROM external_blocks WHERE feed_id = ?`)
    .bind(feed.id)
    .all<BlockDates>();
  const fetched = await fetchFeed(
    feed.url,
    { etag: feed.etag, lastModified: feed.last_modified },
    { userAgent: syncUserAgent(env), timeoutMs: timeoutMs(env), maxBytes: MAX_FEED_BYTES, workerOnLoopback: options.workerOnLoopback },
  );
  const now = options.now;
  if (fetched.kind === "failed") return recordFailure(db, feed, fetched.error, now);
  let plan: SyncPlan;
  let validators: FeedValidators;
  let events: number;
  if (fetched.kind === "unchanged") {
    plan = { inserts: [], updates: [], deletes: [], unchanged: current.length };
    validators = { etag: feed.etag, lastModified: feed.last_modified };
    events = current.length;
  } else {
    const reading = readFeed(fetched.text, resortTodayIso(now));
    if (!reading.ok) return recordFailure(db, feed, reading.error, now);
    plan = planSync(current, reading.events);
    validators = fetched.validators;
    events = reading.events.length;
  }
  await applyPlan(db, feed, plan, validators, now);
  await enqueueConflictNotices(db, feed.id, now);
  console.log(
    `calendar sync: feed ${feed.id} ${fetched.kind}, ${events} events (+${plan.inserts.length} ~${plan.updates.length} -${plan.deletes.length})`,
  );
  return { id: feed.id, ok: true, events };
}

/**
 * One batch: the feed's blocks and its success. Each statement applies only while the feed's
 * last_synced_at is still the one read before the fetch, so of two syncs of one feed at once (the
 * cron and staff's "sync now") the later-read answer cannot be overwritten by an older one; and a
 * feed deleted meanwhile gets no blocks.
 */
async function applyPlan(db: D1Database, feed: FeedRow, plan: SyncPlan, validators: FeedValidators, now: Date): Promise<void> {
  const unchangedSince = "EXISTS (SELECT 1 FROM calendar_feeds WHERE id = ?1 AND last_synced_at IS ?2)";
  const statements: D1PreparedStatement[] = [];
  if (plan.deletes.length > 0) {
    statements.push(
      db
        .prepare(`DELETE FROM external_blocks WHERE feed_id = ?1 AND uid IN (SELECT value FROM json_each(?3)) AND ${unchangedSince}`)
        .bind(feed.id, feed.last_synced_at, JSON.stringify(plan.deletes)),
    );
  }
  const upserts = [...plan.inserts, ...plan.updates];
  if (upserts.length > 0) {
    statements.push(
      db
        .prepare(
          `INSERT INTO external_blocks (feed_id, uid, room_id, from_night, to_night)
           SELECT ?1, json_extract(value, '$.uid'), ?4, json_extract(value, '$.from'), json_extract(value, '$.to')
           FROM json_each(?3) WHERE ${unchangedSince}
           ON CONFLICT (feed_id, uid) DO UPDATE SET from_night = excluded.from_night, to_night = excluded.to_night`,
        )
        .bind(feed.id, feed.last_synced_at, JSON.stringify(upserts), feed.room_id),
    );
  }
  const at = now.toISOString();
  statements.push(
    db
      .prepare(
        `UPDATE calendar_feeds SET last_synced_at = ?3, last_success_at = ?3, last_error = NULL, failing_since = NULL, etag = ?4, last_modified = ?5
         WHERE id = ?1 AND last_synced_at IS ?2`,
      )
      .bind(feed.id, feed.last_synced_at, at, validators.etag, validators.lastModified),
  );
  await db.batch(statements);
}

/**
 * The failure, keeping the feed's blocks as they are: last_error and last_synced_at, the start of
 * the run of failures if this is its first, and the resort's notice once the run is 6 hours old
 * (keyed by the feed and the start of the run, so once per run).
 */
async function recordFailure(db: D1Database, feed: FeedRow, error: string, now: Date): Promise<FeedSyncResult> {
  const at = now.toISOString();
  const noticeBefore = new Date(now.getTime() - FEED_FAILING_NOTICE_HOURS * 3_600_000).toISOString();
  await db.batch([
    db
      .prepare(
        `UPDATE calendar_feeds SET last_synced_at = ?3, last_error = ?4, failing_since = coalesce(failing_since, ?3)
         WHERE id = ?1 AND last_synced_at IS ?2`,
      )
      .bind(feed.id, feed.last_synced_at, at, error.slice(0, 300)),
    db
      .prepare(
        `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
         SELECT ?2, NULL, 'resort_feed_failing', id || '|' || failing_since, 'formspree', ?5, 'pending', 0, ?3, ?3, ?3
         FROM calendar_feeds WHERE id = ?1 AND failing_since <= ?4
         ON CONFLICT DO NOTHING`,
      )
      .bind(feed.id, crypto.randomUUID(), at, noticeBefore, RESORT_RECIPIENT),
  ]);
  console.warn(`calendar sync: feed ${feed.id} failed: ${error}`);
  return { id: feed.id, ok: false, events: 0, error };
}

/** The resort's notice of each double booking this feed now has, once per conflict. */
async function enqueueConflictNotices(db: D1Database, feedId: string, now: Date): Promise<void> {
  const conflicts = await channelConflicts(db, resortTodayIso(now), feedId);
  if (conflicts.length === 0) return;
  const at = now.toISOString();
  await db.batch(
    conflicts.map((conflict) =>
      db
        .prepare(
          `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
           VALUES (?1, NULL, 'resort_channel_conflict', ?2, 'formspree', ?3, 'pending', 0, ?4, ?4, ?4)
           ON CONFLICT DO NOTHING`,
        )
        .bind(crypto.randomUUID(), conflictEventKey(conflict), RESORT_RECIPIENT, at),
    ),
  );
  console.warn(`calendar sync: feed ${feedId} overlaps nights sold on the site (${conflicts.length} events)`);
}
