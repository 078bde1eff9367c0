import type { Availability } from "~/domain/availability/inventory";

/** GET /api/availability from the browser. Ranges of more than a year are asked for in parts. */

export type CalendarRange = { from: string; to: string };

function isAvailability(value: unknown): value is Availability {
  if (!value || typeof value !== "object") return false;
  const { rooms, retreatPlaces } = value as Record<string, unknown>;
  return !!rooms && typeof rooms === "object" && !!retreatPlaces && typeof retreatPlaces === "object";
}

async function fetchCalendar({ from, to }: CalendarRange, signal: AbortSignal): Promise<Availability> {
  const response = await fetch(`/api/availability?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
    headers: { Accept: "application/json" },
    signal,
  });
  const json: unknown = await response.json();
  if (!response.ok || !isAvailability(json)) throw new Error(`availability ${from}..${to}: HTTP ${response.status}`);
  return json;
}

/** One calendar for several ranges (the cart's lines): rooms' nights and places merged. */
export async function fetchCalendars(ranges: readonly CalendarRange[], signal: AbortSignal): Promise<Availability> {
  const parts = await Promise.all(ranges.map((range) => fetchCalendar(range, signal)));
  const merged: Availability = { from: ranges[0]?.from ?? "", to: ranges.at(-1)?.to ?? "", rooms: {}, retreatPlaces: {} };
  for (const part of parts) {
    for (const [room, nights] of Object.entries(part.rooms)) merged.rooms[room] = [...(merged.rooms[room] ?? []), ...nights];
    Object.assign(merged.retreatPlaces, part.retreatPlaces);
  }
  return merged;
}
