import type { Currency } from "~/domain/money/money";
import type { BalanceMethod } from "~/domain/staff/booking-actions";
import type { StaffBalancePaymentView, StaffNoticeView, StaffRefundView } from "~/domain/staff/staff-views";
import type { RefundRow } from "../payments/refunds";

/** The rows around a booking (refunds, balance payments, notices) as the staff console shows them. */

export function toRefundView(row: RefundRow): StaffRefundView {
  return {
    id: row.id,
    amountPaise: row.amount_paise,
    reason: row.reason,
    note: row.note,
    status: row.status,
    gatewayRefundId: row.gateway_refund_id,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    processedAt: row.processed_at,
  };
}

export type BalancePaymentRow = {
  id: string;
  order_id: string;
  kind: "deposit" | "balance";
  amount_minor: number;
  currency: Currency;
  method: BalanceMethod;
  note: string | null;
  staff_email: string;
  received_at: string;
};

export function toBalancePaymentView(row: BalancePaymentRow): StaffBalancePaymentView {
  return {
    id: row.id,
    kind: row.kind,
    amountMinor: row.amount_minor,
    currency: row.currency,
    method: row.method,
    note: row.note,
    staffEmail: row.staff_email,
    receivedAt: row.received_at,
  };
}

export type NoticeRow = {
  id: string;
  kind: StaffNoticeView["kind"];
  channel: StaffNoticeView["channel"];
  recipient: string;
  status: StaffNoticeView["status"];
  attempts: number;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
};

export function toNoticeView(row: NoticeRow): StaffNoticeView {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    deliveredAt: row.delivered_at,
  };
}
