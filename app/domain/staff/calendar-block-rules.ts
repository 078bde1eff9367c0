import { addDays, daysBetween, type IsoDate, isIsoDate } from "~/domain/dates/dates";
import { BOOKING_HORIZON_DAYS } from "~/domain/dates/stay-window";

/**
 * Blocks of the resort's calendar that staff place (docs/decisions/083-staff-calendar.md): a room,
 * or the whole resort (`roomId` null: every room and every retreat place), closed from the night
 * of `from` up to the night before `to` (exclusive, like a check-out), for one of a closed set of
 * reasons, so no guest's name ever sits in the calendar. Without zod or the catalogue, so the
 * console's components can use it without loading either; the input schema and the rooms' names
 * are in calendar-blocks.ts.
 */

export const BLOCK_REASONS = ["maintenance", "owner", "channel", "closed"] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** How the console names each reason (the form, the list, the arrivals grid). */
export const BLOCK_REASON_LABELS: Readonly<Record<BlockReason, string>> = {
  maintenance: "Maintenance",
  owner: "Owner's use",
  channel: "Sold on another channel",
  closed: "Resort closed",
};

/** One block closes at most this many nights: the monsoon fits, a mistyped year does not. */
export const MAX_BLOCK_NIGHTS = 180;

export type CalendarBlockView = {
  id: string;
  /** null: the whole resort. */
  roomId: string | null;
  /** The room's name, or "Whole resort". */
  place: string;
  from: IsoDate;
  /** The first night no longer blocked (exclusive, like a check-out). */
  to: IsoDate;
  reason: BlockReason;
  createdBy: string;
  createdAt: string;
};

/**
 * Why a block's dates cannot be had, or null: the first night from the resort's `today` on, the
 * last before `to`, at most MAX_BLOCK_NIGHTS nights, starting within the booking horizon (nothing
 * further ahead can be sold). Each problem names the field it belongs to.
 */
export function blockRangeProblem(from: string, to: string, today: IsoDate): { field: "from" | "to"; message: string } | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return null;
  if (from < today) return { field: "from", message: "The first night is in the past: blocks start today or later" };
  if (to <= from) return { field: "to", message: "The end date must be after the first night (it is the first night left open)" };
  if (daysBetween(from, to) > MAX_BLOCK_NIGHTS) {
    return { field: "to", message: `A block closes at most ${MAX_BLOCK_NIGHTS} nights: split a longer closure in two` };
  }
  if (from > addDays(today, BOOKING_HORIZON_DAYS)) {
    return { field: "from", message: "The first night is beyond the two years the site sells: nothing there needs blocking yet" };
  }
  return null;
}

/**
 * The answer to a block: its id, or a refusal; a 409 names every night of the range that is
 * taken already (sold, held by an order that has not lapsed, or blocked).
 */
export type CalendarBlockResult =
  | { ok: true; value: { id: string } }
  | { ok: false; status: 404 | 409 | 422 | 502 | 503; error: string; nights?: IsoDate[] };
