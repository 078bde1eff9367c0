import { calendarRangesFor, cartLineProblems } from "~/domain/availability/inventory";
import type { CartItem } from "~/domain/cart/cart-item";
import { fetchCalendars } from "~/lib/availability-client";

/**
 * The cart's lines that cannot be paid for as they stand: its own clashes at once, and what the
 * calendar says once fetched. Loaded on demand by the cart page (cart-availability.ts).
 */
export async function findCartProblems(items: readonly CartItem[], signal: AbortSignal): Promise<Map<number, string>> {
  const ranges = calendarRangesFor(items);
  let calendar = null;
  try {
    calendar = ranges.length > 0 ? await fetchCalendars(ranges, signal) : null;
  } catch (error) {
    // Without the calendar the cart still shows its own clashes; the order endpoint decides.
    if (!signal.aborted) console.warn("Could not read availability:", error);
  }
  return cartLineProblems(items, calendar);
}
