import type { Availability } from "~/domain/availability/inventory";
import type { DatedStay, DatedStayQuery, StayVerdict } from "~/domain/booking/stay-query";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type { ServerServices } from "~/worker-context";

/**
 * A detail page's dated deep link (ADR 092), for its loader: the stay the query asks for, with the
 * calendar's word on it read from D1 as the request is rendered, or null for the empty card.
 * Today is the resort's, as the booking rules have it. A calendar that cannot be read leaves the
 * card filled and silent: the order endpoint checks again anyway.
 */
export async function loadDatedStay(
  query: URLSearchParams,
  services: Pick<ServerServices, "availability">,
  parse: (query: URLSearchParams, today: string) => DatedStayQuery | null,
  judge: (availability: Availability, stay: DatedStayQuery) => StayVerdict,
): Promise<DatedStay | null> {
  const stay = parse(query, resortTodayIso());
  if (!stay) return null;
  try {
    return { ...stay, verdict: judge(await services.availability(stay.checkin, stay.checkout), stay) };
  } catch (error) {
    console.error("dated deep link: the calendar could not be read", error instanceof Error ? error.message : error);
    return { ...stay, verdict: { status: "unknown" } };
  }
}
