import type { BookingStatus } from "~/domain/booking/booking-states";
import { BOOKING_STATUS_LABELS } from "~/domain/staff/booking-status";

export type BadgeTone = "success" | "warning" | "danger" | "neutral";

const TONES: Record<BadgeTone, string> = {
  success: "bg-emerald-100 text-emerald-900 ring-emerald-700/20",
  warning: "bg-amber-100 text-amber-900 ring-amber-700/20",
  danger: "bg-red-100 text-red-900 ring-red-700/20",
  neutral: "bg-stone-100 text-stone-800 ring-stone-600/20",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** The colour of each status's badge: a Record, so a new status does not compile without one. */
const STATUS_TONES: Readonly<Record<BookingStatus, BadgeTone>> = {
  created: "neutral",
  authorized: "warning",
  paid: "success",
  failed: "danger",
  conflict: "danger",
  partially_refunded: "warning",
  refunded: "neutral",
  cancelled: "neutral",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
