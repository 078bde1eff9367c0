import type { PricedLine } from "~/domain/orders/pricing";

/** What this site tells Razorpay about an order: its receipt and its notes, within Razorpay's limits. */

const RECEIPT_MAX = 40;
const NOTES_MAX_KEYS = 15;
const NOTE_MAX_CHARS = 256;

/** A unique order reference within Razorpay's 40-character receipt limit: 'kv-' + time + random. */
export function makeReceipt(now: Date = new Date()): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  const suffix = Array.from(random, (b) => b.toString(36).padStart(2, "0")).join("");
  return `kv-${now.getTime().toString(36)}-${suffix}`.slice(0, RECEIPT_MAX);
}

function clampNote(value: string): string {
  // Razorpay counts characters; cut by code points so no surrogate pair is split.
  const chars = Array.from(value);
  return chars.length <= NOTE_MAX_CHARS ? value : `${chars.slice(0, NOTE_MAX_CHARS - 1).join("")}…`;
}

/**
 * The order's notes, within Razorpay's limits (at most 15 keys, 256 characters each): enough for
 * someone in the Razorpay dashboard to recognise the booking without opening this site's data.
 * Razorpay keeps notes for as long as it keeps the order, beyond the reach of this site's
 * retention rules and of an erasure, so they carry no phone number (docs/decisions/081-retention.md).
 */
export function orderNotes(input: {
  receipt: string;
  guest: { name?: string | undefined; email: string };
  lines: readonly PricedLine[];
}): Record<string, string> {
  const notes: Record<string, string> = {
    booking_ref: input.receipt,
    guest_email: input.guest.email,
  };
  if (input.guest.name) notes.guest_name = input.guest.name;
  notes.lines = String(input.lines.length);
  // One note per line while keys remain; the last key summarises whatever did not fit.
  const free = NOTES_MAX_KEYS - Object.keys(notes).length;
  const describeLine = (line: PricedLine) =>
    `${line.productId} ${line.startDate}..${line.endDate} x${line.quantity} (${line.guests} guest${line.guests === 1 ? "" : "s"})`;
  for (const [i, line] of input.lines.entries()) {
    if (i < free - 1 || (i === free - 1 && input.lines.length === free)) {
      notes[`line_${i + 1}`] = describeLine(line);
    }
  }
  if (input.lines.length > free) {
    notes.more_lines = input.lines
      .slice(free - 1)
      .map(describeLine)
      .join("; ");
  }
  for (const key of Object.keys(notes)) notes[key] = clampNote(notes[key] ?? "");
  return notes;
}
