import { env } from "cloudflare:test";
import { vi } from "vitest";
import type { StaffNoticeView } from "~/domain/staff/staff-views";
import type { ReceivedRequest } from "./forms-helpers";

/** Helpers for the booking notices: their rows, and what the fake Formspree and e-mail API got. */

export type NoticeRow = {
  id: string;
  order_id: string;
  kind: StaffNoticeView["kind"];
  event_key: string;
  channel: "formspree" | "email";
  recipient: string;
  status: "pending" | "delivered" | "parked";
  attempts: number;
  last_error: string | null;
};

export async function noticeRows(orderId: string): Promise<NoticeRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM booking_notices WHERE order_id = ? ORDER BY kind").bind(orderId).all<NoticeRow>();
  return results;
}

/** Waits until every notice of the order is delivered (they are sent after the answer). */
export function waitForNotices(orderId: string, count: number, timeout = 5_000): Promise<NoticeRow[]> {
  return vi.waitFor(
    async () => {
      const rows = await noticeRows(orderId);
      if (rows.length !== count || rows.some((r) => r.status !== "delivered"))
        throw new Error(`notices of ${orderId}: ${JSON.stringify(rows)}`);
      return rows;
    },
    { timeout, interval: 50 },
  );
}

/** The e-mails the fake e-mail API received whose body contains `bodyIncludes`, oldest first. */
export async function mailReceived(bodyIncludes: string): Promise<ReceivedRequest[]> {
  const base = env.EMAIL_API_BASE.replace(/\/client\/v4$/, "");
  const res = await fetch(`${base}/__fake/requests?bodyIncludes=${encodeURIComponent(bodyIncludes)}`);
  return (await res.json()) as ReceivedRequest[];
}
