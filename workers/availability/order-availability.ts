import { cartInventoryProblems, type InventoryLine, unavailableLines, unavailableSummary } from "~/domain/availability/inventory";
import type { IsoDate } from "~/domain/dates/dates";
import { type AvailabilityRepository, rangeOf } from "./availability-repository";

/**
 * What the order endpoint asks of availability: a cart's own inventory rules (a 422) and which of
 * its lines the calendar can no longer give (a 409). Lines and cart items share their index.
 */

export type InventoryRefusal = { error: string; fieldErrors: Record<string, string[]> };

/** Room quantities of 1, no room twice on a night, retreat guests within the nightly places; else null. */
export function inventoryRefusal(lines: readonly InventoryLine[]): InventoryRefusal | null {
  const problems = cartInventoryProblems(lines);
  if (problems.length === 0) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const { index, message } of problems) {
    const field = lines[index]?.kind === "room" && lines[index]?.quantity !== 1 ? "quantity" : "dates";
    fieldErrors[`cartItems.${index}.${field}`] = [message];
  }
  return { error: problems[0]?.message ?? "Your cart asks for more than the resort has", fieldErrors };
}

export type UnavailableItem = { id: string; reason: string; nights: IsoDate[] };

/** The cart's lines whose nights or places are taken now, named by their cart item ids. */
export async function unavailableItems(
  calendar: AvailabilityRepository,
  lines: readonly InventoryLine[],
  itemIds: readonly string[],
  now: Date,
  /** The order's own checkout: its earlier unpaid orders' holds are the order's to take. */
  checkoutId: string | null = null,
): Promise<UnavailableItem[]> {
  const range = rangeOf(lines);
  if (!range) return [];
  const availability = await calendar.calendar(range.from, range.to, now, checkoutId);
  return unavailableLines(lines, availability).map(({ index, nights, reason }) => ({
    id: itemIds[index] ?? String(index),
    reason,
    nights,
  }));
}

/** The 409 body: `{ error: <which dates>, unavailable: [{ id, reason, nights }] }`. */
export function unavailableAnswer(unavailable: readonly UnavailableItem[]) {
  return { error: unavailableSummary(unavailable), unavailable };
}
