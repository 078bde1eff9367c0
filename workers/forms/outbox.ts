import type { FormKind } from "~/domain/forms/form-constants";
import type { FormsConfig } from "./config";
import type { FormspreeClient, FormspreeOutcome } from "./formspree";

/**
 * The form outbox (table `form_submissions`, migrations/0001_form_outbox.sql). A submission is
 * stored before the visitor is told it was received, then forwarded to Formspree; failures are
 * retried by the Cron Trigger with exponential backoff, and refusals are parked with their reason.
 *
 * A row is *claimed* before it is sent by moving its `next_attempt_at` into the future with a
 * compare-and-set on the value that was read. Only one sender can win that update, so two drains
 * running at once (or a drain racing the request that stored the row) never send a row twice.
 * If a sender dies mid-flight, the claim simply expires and the next drain picks the row up.
 */

export type SubmissionStatus = "pending" | "delivered" | "parked";

export interface SubmissionRow {
  id: string;
  kind: FormKind;
  payload: string;
  status: SubmissionStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
}

export interface OutboxDeps {
  db: D1Database;
  config: FormsConfig;
  formspree: FormspreeClient;
}

/** How long a claim holds a row: comfortably more than one send with its timeout. */
export const CLAIM_MS = 2 * 60_000;
/** First retry after a minute, doubling up to six hours between attempts. */
export const BACKOFF_BASE_MS = 60_000;
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

const iso = (time: Date | number) => new Date(time).toISOString();

/**
 * Stores a submission. With `claimForImmediateSend`, the row starts claimed by the caller, which
 * is about to send it in the background; otherwise it is due at once (for the next drain).
 */
export async function storeSubmission(
  db: D1Database,
  submission: { kind: FormKind; payload: Record<string, unknown>; now: Date; claimForImmediateSend: boolean; note?: string },
): Promise<{ id: string; claim: string }> {
  const id = crypto.randomUUID();
  const now = iso(submission.now);
  const claim = submission.claimForImmediateSend ? iso(submission.now.getTime() + CLAIM_MS) : now;
  await db
    .prepare(
      `INSERT INTO form_submissions (id, kind, payload, status, attempts, last_error, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?, ?)`,
    )
    .bind(id, submission.kind, JSON.stringify(submission.payload), submission.note ?? null, claim, now, now)
    .run();
  return { id, claim };
}

export type AttemptResult = "delivered" | "retrying" | "parked" | "not-configured" | "lost-claim";

/**
 * Sends one claimed row and records the outcome. `claim` is the `next_attempt_at` value the
 * caller set when it claimed the row; a failure is only recorded while that claim still holds.
 */
export async function attemptDelivery(
  deps: OutboxDeps,
  row: Pick<SubmissionRow, "id" | "kind" | "payload" | "attempts">,
  claim: string,
  now: () => Date = () => new Date(),
): Promise<AttemptResult> {
  const formId = deps.config.formIds[row.kind];
  if (!formId) {
    // Release the claim so the row is due again as soon as a form id is configured.
    await deps.db
      .prepare(
        `UPDATE form_submissions SET next_attempt_at = ?, last_error = ?, updated_at = ?
         WHERE id = ? AND status = 'pending' AND next_attempt_at = ?`,
      )
      .bind(iso(now()), notConfiguredNote(deps.config, row.kind), iso(now()), row.id, claim)
      .run();
    console.log(`forms: ${row.kind} submission ${row.id} stored, not forwarded (${notConfiguredNote(deps.config, row.kind)})`);
    return "not-configured";
  }

  let outcome: FormspreeOutcome;
  try {
    outcome = await deps.formspree.submit(formId, JSON.parse(row.payload) as Record<string, unknown>);
  } catch (error) {
    outcome = { kind: "retry", status: null, reason: `unexpected error: ${String(error)}` };
  }
  const attempts = row.attempts + 1;
  const at = iso(now());

  if (outcome.kind === "delivered") {
    // Recorded even if the claim expired meanwhile: the resort has it, it must not go again.
    await deps.db
      .prepare(
        `UPDATE form_submissions
         SET status = 'delivered', attempts = ?, last_error = NULL, last_attempt_at = ?, delivered_at = ?, updated_at = ?
         WHERE id = ? AND status = 'pending'`,
      )
      .bind(attempts, at, at, at, row.id)
      .run();
    return "delivered";
  }

  const giveUp = outcome.kind === "rejected" || attempts >= MAX_ATTEMPTS;
  const reason =
    outcome.kind === "rejected"
      ? `rejected by Formspree: ${outcome.reason}`
      : giveUp
        ? `gave up after ${attempts} attempts: ${outcome.reason}`
        : outcome.reason;
  const result = await deps.db
    .prepare(
      `UPDATE form_submissions
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
  if (giveUp) console.error(`forms: ${row.kind} submission ${row.id} parked: ${reason}`);
  else console.warn(`forms: ${row.kind} submission ${row.id} failed (attempt ${attempts}), will retry: ${reason}`);
  return giveUp ? "parked" : "retrying";
}

export type DrainSummary = Record<AttemptResult, number> & { claimed: number; waitingForFormId: number };

/**
 * Sends every due pending row of the kinds that have a form id, oldest first, a batch at a time.
 * `now` is the cron's scheduled time, which is also what the tests use to fast-forward.
 */
export async function drainOutbox(deps: OutboxDeps, now: Date, batchSize = DRAIN_BATCH_SIZE): Promise<DrainSummary> {
  const summary: DrainSummary = {
    claimed: 0,
    delivered: 0,
    retrying: 0,
    parked: 0,
    "not-configured": 0,
    "lost-claim": 0,
    waitingForFormId: 0,
  };
  const kinds = (Object.keys(deps.config.formIds) as FormKind[]).filter((kind) => deps.config.formIds[kind]);
  const unconfigured = (Object.keys(deps.config.formIds) as FormKind[]).filter((kind) => !deps.config.formIds[kind]);

  if (unconfigured.length) {
    const waiting = await deps.db
      .prepare(
        `SELECT COUNT(*) AS n FROM form_submissions
         WHERE status = 'pending' AND kind IN (${unconfigured.map(() => "?").join(", ")})`,
      )
      .bind(...unconfigured)
      .first<{ n: number }>();
    summary.waitingForFormId = waiting?.n ?? 0;
    if (summary.waitingForFormId > 0) {
      console.log(
        `forms: ${summary.waitingForFormId} stored submission(s) wait for a form id (${unconfigured
          .map((kind) => deps.config.formIdSecretNames[kind])
          .join(", ")} not set)`,
      );
    }
  }
  if (!kinds.length) return summary;

  const due = await deps.db
    .prepare(
      `SELECT id, kind, payload, attempts, next_attempt_at FROM form_submissions
       WHERE status = 'pending' AND next_attempt_at <= ? AND kind IN (${kinds.map(() => "?").join(", ")})
       ORDER BY next_attempt_at, created_at
       LIMIT ?`,
    )
    .bind(iso(now), ...kinds, batchSize)
    .all<Pick<SubmissionRow, "id" | "kind" | "payload" | "attempts" | "next_attempt_at">>();

  const claimed: { row: (typeof due.results)[number]; claim: string }[] = [];
  for (const row of due.results) {
    const claim = iso(now.getTime() + CLAIM_MS);
    const won = await deps.db
      .prepare(
        `UPDATE form_submissions SET next_attempt_at = ?, updated_at = ?
         WHERE id = ? AND status = 'pending' AND next_attempt_at = ?`,
      )
      .bind(claim, iso(now), row.id, row.next_attempt_at)
      .run();
    if (won.meta.changes === 1) claimed.push({ row, claim });
  }
  summary.claimed = claimed.length;

  // A handful at a time: parallel enough to drain a backlog quickly, gentle on Formspree.
  const clock = (() => {
    const offset = now.getTime() - Date.now();
    return () => new Date(Date.now() + offset);
  })();
  for (let i = 0; i < claimed.length; i += DRAIN_CONCURRENCY) {
    const results = await Promise.all(
      claimed.slice(i, i + DRAIN_CONCURRENCY).map(({ row, claim }) => attemptDelivery(deps, row, claim, clock)),
    );
    for (const result of results) summary[result] += 1;
  }
  if (summary.claimed > 0 || summary.waitingForFormId > 0) {
    console.log(`forms: outbox drain ${JSON.stringify(summary)}`);
  }
  return summary;
}

function notConfiguredNote(config: FormsConfig, kind: FormKind): string {
  return `not forwarded: ${config.formIdSecretNames[kind]} is not set`;
}

/**
 * Delivered submissions are kept this long, then deleted: by then the message sits in the
 * resort's inbox, and the Worker need not hold guests' personal details any longer. Pending and
 * parked rows stay until they are delivered or someone has dealt with them (README "Forms").
 */
export const DELIVERED_RETENTION_DAYS = 90;

/** Deletes delivered submissions older than the retention period; returns how many went. */
export async function purgeDelivered(db: D1Database, now: Date, retentionDays = DELIVERED_RETENTION_DAYS): Promise<number> {
  const cutoff = iso(now.getTime() - retentionDays * 24 * 60 * 60_000);
  const result = await db.prepare("DELETE FROM form_submissions WHERE status = 'delivered' AND delivered_at < ?").bind(cutoff).run();
  return result.meta.changes ?? 0;
}
