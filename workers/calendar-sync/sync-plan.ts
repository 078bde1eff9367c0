import type { IsoDate } from "~/domain/dates/dates";
import type { FeedEvent } from "./feed-events";

/**
 * What one fetch of a feed changes in its external blocks (table external_blocks, one row per
 * event UID): a new UID is inserted, a UID whose dates changed is moved (updated in place, so it
 * stays one block), a UID gone from the feed is deleted (the channel cancelled or released it).
 * Pure: the sync reads the rows, fetches and reads the feed, and applies this plan in one batch.
 */

export type BlockDates = { uid: string; from: IsoDate; to: IsoDate };

export type SyncPlan = {
  inserts: BlockDates[];
  updates: BlockDates[];
  deletes: string[];
  unchanged: number;
};

export function planSync(current: readonly BlockDates[], events: readonly FeedEvent[]): SyncPlan {
  const stored = new Map(current.map((row) => [row.uid, row]));
  const plan: SyncPlan = { inserts: [], updates: [], deletes: [], unchanged: 0 };
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.uid)) continue;
    seen.add(event.uid);
    const row = stored.get(event.uid);
    if (!row) plan.inserts.push({ uid: event.uid, from: event.from, to: event.to });
    else if (row.from !== event.from || row.to !== event.to) plan.updates.push({ uid: event.uid, from: event.from, to: event.to });
    else plan.unchanged++;
  }
  for (const row of current) if (!seen.has(row.uid)) plan.deletes.push(row.uid);
  return plan;
}
