import type { FormKind } from "~/domain/forms/form-constants";
import type { FormsConfig } from "./config";
import type { FormspreeClient, FormspreeOutcome } from "./formspree";
import {
  type AttemptResult,
  attemptDelivery as attemptOutboxDelivery,
  claimUntil,
  type DeliveryOutcome,
  DRAIN_BATCH_SIZE,
  type DrainSummary,
  drainOutbox as drainOutboxTable,
  iso,
  type Outbox,
  type OutboxStatus,
} from "../outbox/outbox";

/**
 * The form outbox (table `form_submissions`, migrations/0001_form_outbox.sql). A submission is
 * stored before the visitor is told it was received, then forwarded to Formspree by the outbox
 * engine (workers/outbox/outbox.ts: claims, retries with backoff, parking).
 */

type SubmissionStatus = OutboxStatus;

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

/** What sending a submission needs of its row. */
export type SendableSubmission = Pick<SubmissionRow, "id" | "kind" | "payload" | "attempts" | "next_attempt_at">;

export interface OutboxDeps {
  db: D1Database;
  config: FormsConfig;
  formspree: FormspreeClient;
}

export { CLAIM_MS } from "../outbox/outbox";

/** The form submissions table as an outbox: each row is sent to its kind's Formspree form. */
export function formsOutbox(deps: OutboxDeps): Outbox<SendableSubmission> {
  return {
    db: deps.db,
    table: "form_submissions",
    label: "forms",
    async deliver(row) {
      const formId = deps.config.formIds[row.kind];
      if (!formId) return { kind: "waiting", note: notConfiguredNote(deps.config, row.kind) };
      return fromFormspree(await deps.formspree.submit(formId, JSON.parse(row.payload) as Record<string, unknown>));
    },
  };
}

/** A Formspree answer as an outbox outcome (also used for the resort's booking notices). */
export function fromFormspree(outcome: FormspreeOutcome): DeliveryOutcome {
  if (outcome.kind === "delivered") return { kind: "delivered" };
  if (outcome.kind === "rejected") return { kind: "rejected", reason: `rejected by Formspree: ${outcome.reason}` };
  return { kind: "retry", reason: outcome.reason };
}

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
  const claim = submission.claimForImmediateSend ? claimUntil(submission.now) : now;
  await db
    .prepare(
      `INSERT INTO form_submissions (id, kind, payload, status, attempts, last_error, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?, ?)`,
    )
    .bind(id, submission.kind, JSON.stringify(submission.payload), submission.note ?? null, claim, now, now)
    .run();
  return { id, claim };
}

/**
 * Sends one claimed submission and records the outcome (see outbox/outbox.ts attemptDelivery);
 * `claim` is the `next_attempt_at` the caller set when it claimed the row.
 */
export function attemptDelivery(
  deps: OutboxDeps,
  row: Pick<SubmissionRow, "id" | "kind" | "payload" | "attempts">,
  claim: string,
  now: () => Date = () => new Date(),
): Promise<AttemptResult> {
  return attemptOutboxDelivery(formsOutbox(deps), { ...row, next_attempt_at: claim }, claim, now);
}

export type FormsDrainSummary = DrainSummary & { waitingForFormId: number };

/**
 * Sends every due pending row of the kinds that have a form id, oldest first, a batch at a time.
 * `now` is the cron's scheduled time, which is also what the tests use to fast-forward.
 */
export async function drainOutbox(deps: OutboxDeps, now: Date, batchSize = DRAIN_BATCH_SIZE): Promise<FormsDrainSummary> {
  const kinds = (Object.keys(deps.config.formIds) as FormKind[]).filter((kind) => deps.config.formIds[kind]);
  const unconfigured = (Object.keys(deps.config.formIds) as FormKind[]).filter((kind) => !deps.config.formIds[kind]);

  let waitingForFormId = 0;
  if (unconfigured.length) {
    const waiting = await deps.db
      .prepare(
        `SELECT COUNT(*) AS n FROM form_submissions
         WHERE status = 'pending' AND kind IN (${unconfigured.map(() => "?").join(", ")})`,
      )
      .bind(...unconfigured)
      .first<{ n: number }>();
    waitingForFormId = waiting?.n ?? 0;
    if (waitingForFormId > 0) {
      console.log(
        `forms: ${waitingForFormId} stored submission(s) wait for a form id (${unconfigured
          .map((kind) => deps.config.formIdSecretNames[kind])
          .join(", ")} not set)`,
      );
    }
  }
  const summary = { ...(await drainOutboxTable(formsOutbox(deps), now, { kinds, batchSize })), waitingForFormId };
  if (summary.claimed > 0 || summary.waitingForFormId > 0) console.log(`forms: outbox drain ${JSON.stringify(summary)}`);
  return summary;
}

function notConfiguredNote(config: FormsConfig, kind: FormKind): string {
  return `not forwarded: ${config.formIdSecretNames[kind]} is not set`;
}
