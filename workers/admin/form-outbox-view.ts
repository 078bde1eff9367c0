import { FORM_OUTBOX_STATUSES, type FormOutboxStatus } from "~/domain/staff/staff-queries";
import type { FormOutboxEntry, FormOutboxView } from "~/domain/staff/staff-views";
import type { SubmissionRow } from "../forms/outbox";

/**
 * The form outbox as staff see it (what the hand-run SQL in docs/operations.md shows): each submission's state,
 * attempts and last error, with who wrote. Newest first, at most OUTBOX_LIST_LIMIT rows a status.
 */

const OUTBOX_LIST_LIMIT = 200;

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

type OutboxRow = SubmissionRow & { resent_by?: string | null; resent_at?: string | null };

/** Each submission with the latest resend recorded in the audit trail. */
const SELECT_WITH_RESEND = `SELECT f.*, a.staff_email AS resent_by, a.at AS resent_at
  FROM form_submissions f
  LEFT JOIN staff_audit a ON a.id = (
    SELECT id FROM staff_audit WHERE subject_id = f.id AND action = 'form.resend' ORDER BY at DESC, id DESC LIMIT 1
  )`;

function toOutboxEntry(row: OutboxRow): FormOutboxEntry {
  let payload: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(row.payload) as unknown;
    if (parsed && typeof parsed === "object") payload = parsed as Record<string, unknown>;
  } catch {
    // A payload is always stored as JSON; an unreadable one still shows its state.
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    sender: { name: text(payload.name), email: text(payload.email), phone: text(payload.phone) },
    subject: text(payload._subject),
    canResend: row.status === "parked",
    lastResend: row.resent_by && row.resent_at ? { staffEmail: row.resent_by, at: row.resent_at } : null,
  };
}

export async function formOutbox(db: D1Database, status: FormOutboxStatus | undefined): Promise<FormOutboxView> {
  const [countsResult, rowsResult] = await db.batch([
    db.prepare("SELECT status, COUNT(*) AS n FROM form_submissions GROUP BY status"),
    status
      ? db.prepare(`${SELECT_WITH_RESEND} WHERE f.status = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ?`).bind(status, OUTBOX_LIST_LIMIT)
      : db.prepare(`${SELECT_WITH_RESEND} ORDER BY f.created_at DESC, f.id DESC LIMIT ?`).bind(OUTBOX_LIST_LIMIT),
  ]);
  const counts = Object.fromEntries(FORM_OUTBOX_STATUSES.map((s) => [s, 0])) as Record<FormOutboxStatus, number>;
  for (const row of (countsResult?.results ?? []) as { status: FormOutboxStatus; n: number }[]) counts[row.status] = row.n;
  return { status: status ?? null, counts, submissions: ((rowsResult?.results ?? []) as OutboxRow[]).map(toOutboxEntry) };
}

export async function outboxEntry(db: D1Database, id: string): Promise<FormOutboxEntry | null> {
  const row = await db.prepare(`${SELECT_WITH_RESEND} WHERE f.id = ?`).bind(id).first<OutboxRow>();
  return row ? toOutboxEntry(row) : null;
}
