import type { FormOutboxEntry } from "~/domain/staff/staff-views";
import { attemptDelivery, CLAIM_MS, type SubmissionRow } from "../forms/outbox";
import { outboxDeps } from "../forms/submissions";
import { outboxEntry } from "./form-outbox-view";
import type { StaffActionHandler } from "./staff-actions";

/**
 * "Send again" for a parked form submission (one Formspree refused, or that ran out of retries):
 * back to pending with a fresh count of attempts, and, when its form id is configured, claimed and
 * sent at once in the background, as a new submission is. The UPDATE only moves a parked row, so
 * a second click, or two members of staff at once, send it once and leave one audit row.
 */
export const resendSubmission: StaffActionHandler<{ id: string }, FormOutboxEntry> = {
  name: "form.resend",
  async plan(ctx, { id }) {
    const row = await ctx.db
      .prepare("SELECT id, kind, payload, status FROM form_submissions WHERE id = ?")
      .bind(id)
      .first<Pick<SubmissionRow, "id" | "kind" | "payload" | "status">>();
    if (!row) return { refuse: { status: 404, error: "There is no form submission with this id." } };
    if (row.status !== "parked") return { refuse: { status: 409, error: alreadyMessage(row.status) } };

    const deps = outboxDeps(ctx.env);
    const configured = Boolean(deps.config.formIds[row.kind]);
    const at = ctx.now.toISOString();
    // Claimed for the send below when it can go now; otherwise due at once for the next drain.
    const claim = configured ? new Date(ctx.now.getTime() + CLAIM_MS).toISOString() : at;
    return {
      effect: [
        ctx.db
          .prepare(
            `UPDATE form_submissions SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ?
             WHERE id = ? AND status = 'parked'`,
          )
          .bind(claim, at, id),
      ],
      audit: { subjectId: id, reason: "Sent again from the staff console" },
      async settle(applied) {
        const entry = await outboxEntry(ctx.db, id);
        if (!applied || !entry) return { ok: false, status: 409, error: alreadyMessage(entry?.status ?? "pending") };
        return { ok: true, value: entry };
      },
      afterCommit: configured ? () => attemptDelivery(deps, { id, kind: row.kind, payload: row.payload, attempts: 0 }, claim) : undefined,
    };
  },
};

function alreadyMessage(status: string): string {
  return status === "delivered"
    ? "This submission has been delivered already."
    : "This submission is already waiting to be sent; only a parked submission can be sent again.";
}
