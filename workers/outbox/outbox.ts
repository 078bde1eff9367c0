/**
 * The outbox: whatever leaves the Worker (form submissions to Formspree, the resort's booking
 * notices, guest e-mails) is a row in D1 first, then sent; failures are retried by the Cron
 * Trigger with exponential backoff, and refusals are parked with their reason. One engine for
 * every outbox table (`form_submissions`, `booking_notices`); what a row is and how it is sent is
 * the table's own business, given as `deliver`.
 *
 * A row is *claimed* before it is sent by moving its `next_attempt_at` into the future with a
 * compare-and-set on the value that was read. Only one sender can win that update, so two drains
 * running at once (or a drain racing the request that stored the row) never send a row twice.
 * If a sender dies mid-flight, the claim simply expires and the next drain picks the row up.
 *
 * Every outbox table has these columns: id, kind, status ('pending' | 'delivered' | 'parked'),
 * attempts, last_error, next_attempt_at, updated_at, last_attempt_at, delivered_at.
 */

export type OutboxStatus = "pending" | "delivered" | "parked";

/** The columns the engine reads; a table's own columns come along in `Row`. */
export type OutboxRowBase = { id: string; kind: string; attempts: number; next_attempt_at: string };

/** What one attempt to send a row came to. */
export type DeliveryOutcome =
  /** The receiving end accepted it. */
  | { kind: "delivered" }
  /** Worth trying again later (timeouts, network errors, 408, 425, 429, 5xx). */
  | { kind: "retry"; reason: string }
  /** Refused for good: retrying cannot help. `reason` is the whole sentence stored in last_error. */
  | { kind: "rejected"; reason: string }
  /** Nothing was tried: the channel is not configured. The claim is released, attempts unchanged. */
  | { kind: "waiting"; note: string };

export interface Outbox<Row extends OutboxRowBase> {
  db: D1Database;
  /** The table's name: a constant of the code, never input. */
  table: "form_submissions" | "booking_notices";
  /** For log lines: 'forms', 'notices'. */
  label: string;
  deliver(row: Row): Promise<DeliveryOutcome>;
}

/** How long a claim holds a row: comfortably more than one send with its timeout. */
export const CLAIM_MS = 2 * 60_000;
/** First retry after a minute, doubling up to six hours between attempts. */
const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** Around four days of retries; after that the row is parked for a person to look at. */
export const MAX_ATTEMPTS = 24;
/** Rows per drain: each is one outbound request and a few queries, within a Worker's limits. */
export const DRAIN_BATCH_SIZE = 25;
const DRAIN_CONCURRENCY = 5;

/** Delay before the next attempt once `attempts` attempts have failed (attempts >= 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export const iso = (time: Date | number) => new Date(time).toISOString();

/** The `next_attempt_at` of a row stored already claimed by the request that stores it. */
export function claimUntil(now: Date): string {
  return iso(now.getTime() + CLAIM_MS);
}

export type AttemptResult = "delivered" | "retrying" | "parked" | "not-configured" | "lost-claim";

/**
 * Sends one claimed row and records the outcome. `claim` is the `next_attempt_at` value the
 * caller set when it claimed the row; a failure is only recorded while that claim still holds.
 */
export async function attemptDelivery<Row extends OutboxRowBase>(
  outbox: Outbox<Row>,
  row: Row,
  claim: string,
  now: () => Date = () => new Date(),
): Promise<AttemptResult> {
  const { db, table } = outbox;
  let outcome: DeliveryOutcome;
  try {
    outcome = await outbox.deliver(row);
  } catch (error) {
    outcome = { kind: "retry", reason: `unexpected error: ${String(error)}` };
  }

  if (outcome.kind === "waiting") {
    // Release the claim so the row is due again as soon as the channel is configured.
    await db
      .prepare(
        `UPDATE ${table} SET next_attempt_at = ?, last_error = ?, updated_at = ?
         WHERE id = ? AND status = 'pending' AND next_attempt_at = ?`,
      )
      .bind(iso(now()), outcome.note, iso(now()), row.id, claim)
      .run();
    console.log(`${outbox.label}: ${row.kind} ${row.id} stored, not sent (${outcome.note})`);
    return "not-configured";
  }

  const attempts = row.attempts + 1;
  const at = iso(now());
  if (outcome.kind === "delivered") {
    // Recorded even if the claim expired meanwhile: it has been received, it must not go again.
    await db
      .prepare(
        `UPDATE ${table}
         SET status = 'delivered', attempts = ?, last_error = NULL, last_attempt_at = ?, delivered_at = ?, updated_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .bind(attempts, at, at, at, row.id)
      .run();
    return "delivered";
  }

  const giveUp = outcome.kind === "rejected" || attempts >= MAX_ATTEMPTS;
  const reason =
    outcome.kind === "rejected" ? outcome.reason : giveUp ? `gave up after ${attempts} attempts: ${outcome.reason}` : outcome.reason;
  const result = await db
    .prepare(
      `UPDATE ${table}
       SET status = ?, attempts = ?, last_error = ?, last_attempt_at = ?, next_attempt_at = ?, updated_at = ?
       WHERE id = ? AND status = 'pending' AND next_attempt_at = ?`,
    )
    .bind(
      giveUp ? "parked" : "pending",
      attempts,
      reason,
      at,
      giveUp ? at : iso(now().getTime() + retryDelayMs(attempts)),
      at,
      row.id,
      claim,
    )
    .run();
  if (result.meta.changes !== 1) return "lost-claim";
  if (giveUp) console.error(`${outbox.label}: ${row.kind} ${row.id} parked: ${reason}`);
  else console.warn(`${outbox.label}: ${row.kind} ${row.id} failed (attempt ${attempts}), will retry: ${reason}`);
  return giveUp ? "parked" : "retrying";
}

export type DrainSummary = Record<AttemptResult, number> & { claimed: number };

function emptySummary(): DrainSummary {
  return { claimed: 0, delivered: 0, retrying: 0, parked: 0, "not-configured": 0, "lost-claim": 0 };
}

/**
 * Claims and sends every due pending row of `kinds`, oldest first, a batch at a time. `now` is
 * the cron's scheduled time, which is also what the tests use to fast-forward.
 */
export async function drainOutbox<Row extends OutboxRowBase>(
  outbox: Outbox<Row>,
  now: Date,
  options: { kinds: readonly string[]; batchSize?: number },
): Promise<DrainSummary> {
  const summary = emptySummary();
  if (!options.kinds.length) return summary;
  const { db, table } = outbox;
  const due = await db
    .prepare(
      `SELECT * FROM ${table}
       WHERE status = 'pending' AND next_attempt_at <= ? AND kind IN (${options.kinds.map(() => "?").join(", ")})
       ORDER BY next_attempt_at, created_at
       LIMIT ?`,
    )
    .bind(iso(now), ...options.kinds, options.batchSize ?? DRAIN_BATCH_SIZE)
    .all<Row>();

  const claimed: { row: Row; claim: string }[] = [];
  for (const row of due.results) {
    const claim = claimUntil(now);
    const won = await db
      .prepare(`UPDATE ${table} SET next_attempt_at = ?, updated_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at = ?`)
      .bind(claim, iso(now), row.id, row.next_attempt_at)
      .run();
    if (won.meta.changes === 1) claimed.push({ row, claim });
  }
  summary.claimed = claimed.length;

  // A handful at a time: parallel enough to drain a backlog quickly, gentle on the receiving end.
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  for (let i = 0; i < claimed.length; i += DRAIN_CONCURRENCY) {
    const results = await Promise.all(
      claimed.slice(i, i + DRAIN_CONCURRENCY).map(({ row, claim }) => attemptDelivery(outbox, row, claim, clock)),
    );
    for (const result of results) summary[result] += 1;
  }
  return summary;
}

/**
 * Sends a row the current request has just stored (already claimed, `claim` being its
 * `next_attempt_at`) in the background of that request. A failure leaves it to the cron.
 */
export function sendInBackground<Row extends OutboxRowBase>(
  outbox: Outbox<Row>,
  row: Row,
  claim: string,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  waitUntil(
    attemptDelivery(outbox, row, claim).catch((error: unknown) => {
      // The row stays pending under its claim; the next drain after the claim expires retries it.
      console.error(`${outbox.label}: background delivery of ${row.kind} ${row.id} failed`, error);
    }),
  );
}
