import type { StaffActionName, StaffActionResult, StaffAuditEntry } from "~/domain/staff/staff-views";

/**
 * How a member of staff changes anything: each action is one handler that plans its effect as D1
 * statements, and one runner that executes the effect and the audit row in a single `batch()` (one
 * transaction). The audit row is conditional on the effect: it is inserted only if the effect's
 * last statement changed a row (SQLite's `changes()`), so an action that finds nothing left to do
 * (a second click, another member of staff was quicker) changes nothing and records nothing.
 *
 * The handlers: the form outbox's resend (resend-submission.ts) and the booking actions,
 * refund (refund-booking.ts), balance received (record-balance.ts) and cancel (cancel-booking.ts).
 * An action that moves money stores its request in the batch (a refund row whose id is its
 * idempotency key) and asks the vendor once the batch is committed, in `settle`, so the request,
 * its audit row and the cron's retry all hold the same key.
 */

/**
 * Who acts: a member of staff, or the site itself (`system`: the Cron Trigger declining a custom
 * retreat the resort did not confirm in time), audited with actor `system` and no staff address.
 */
type StaffActor = { email: string; system?: true };

/** The actor of the Cron Trigger's own actions. */
export const SYSTEM_ACTOR: StaffActor = { email: "system", system: true };

export type StaffActionContext = {
  db: D1Database;
  env: Env;
  actor: StaffActor;
  now: Date;
  /** Work to finish after the answer (a message to send). */
  waitUntil(promise: Promise<unknown>): void;
};

type AuditDetails = {
  orderId?: string | null;
  subjectId?: string | null;
  amountMinor?: number | null;
  currency?: string | null;
  reason?: string | null;
};

/** What an action will do, decided before anything is written. */
export type StaffActionPlan<Output> =
  | { refuse: { status: 404 | 409 | 422 | 502 | 503; error: string } }
  /**
   * Nothing to write and nothing to audit: the answer as it is (nothing to change, or the same
   * request was carried out already, known by its idempotency key).
   */
  | { done: StaffActionResult<Output> }
  | {
      /** The change, in order. The last statement must change a row for the action to count. */
      effect: D1PreparedStatement[];
      audit: AuditDetails;
      /** Statements to run after the audit row, in the same batch (each conditional on its own). */
      followUp?: D1PreparedStatement[];
      /**
       * The answer once the batch ran: `applied` is false when the last statement changed nothing;
       * `results` holds those of the effect's and the follow-up's statements, in order.
       */
      settle(
        applied: boolean,
        results: { effect: D1Result[]; followUp: D1Result[] },
      ): Promise<StaffActionResult<Output>> | StaffActionResult<Output>;
      /** Work to start once the change is committed (in the background of the request). */
      afterCommit?(): Promise<unknown>;
    };

export type StaffActionHandler<Input, Output> = {
  name: StaffActionName;
  plan(ctx: StaffActionContext, input: Input): Promise<StaffActionPlan<Output>>;
};

export async function performStaffAction<Input, Output>(
  handler: StaffActionHandler<Input, Output>,
  ctx: StaffActionContext,
  input: Input,
): Promise<StaffActionResult<Output>> {
  const plan = await handler.plan(ctx, input);
  if ("refuse" in plan) return { ok: false, ...plan.refuse };
  if ("done" in plan) return plan.done;
  const auditId = crypto.randomUUID();
  const audit = plan.audit;
  const results = await ctx.db.batch([
    ...plan.effect,
    ctx.db
      .prepare(
        `INSERT INTO staff_audit (id, at, actor, staff_email, action, order_id, subject_id, amount_minor, currency, reason)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() > 0`,
      )
      .bind(
        auditId,
        ctx.now.toISOString(),
        ctx.actor.system ? "system" : "staff",
        ctx.actor.system ? null : ctx.actor.email,
        handler.name,
        audit.orderId ?? null,
        audit.subjectId ?? null,
        audit.amountMinor ?? null,
        audit.amountMinor == null ? null : (audit.currency ?? null),
        audit.reason ?? null,
      ),
    ...(plan.followUp ?? []),
  ]);
  const applied = (results[plan.effect.length]?.meta.changes ?? 0) > 0;
  if (applied && plan.afterCommit) {
    ctx.waitUntil(
      plan.afterCommit().catch((error: unknown) => console.error(`staff action ${handler.name}: background work failed`, error)),
    );
  }
  if (applied) console.log(`staff action ${handler.name} by ${ctx.actor.email} (audit ${auditId})`);
  return plan.settle(applied, { effect: results.slice(0, plan.effect.length), followUp: results.slice(plan.effect.length + 1) });
}

type AuditRow = {
  id: string;
  at: string;
  actor: "staff" | "guest" | "system";
  staff_email: string | null;
  action: StaffActionName;
  order_id: string | null;
  subject_id: string | null;
  amount_minor: number | null;
  currency: string | null;
  reason: string | null;
};

function toAuditEntry(row: AuditRow): StaffAuditEntry {
  return {
    id: row.id,
    at: row.at,
    // The guest (their booking page) and the site's own runs act without a staff address.
    staffEmail: row.staff_email ?? (row.actor === "guest" ? "The guest" : "The site"),
    action: row.action,
    orderId: row.order_id,
    subjectId: row.subject_id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    reason: row.reason,
  };
}

/** The audit trail of one booking, or of one other subject (a form submission), oldest first. */
export async function auditTrail(db: D1Database, where: { orderId: string } | { subjectId: string }): Promise<StaffAuditEntry[]> {
  const [column, value] = "orderId" in where ? ["order_id", where.orderId] : ["subject_id", where.subjectId];
  const { results } = await db.prepare(`SELECT * FROM staff_audit WHERE ${column} = ? ORDER BY at, id`).bind(value).all<AuditRow>();
  return results.map(toAuditEntry);
}
