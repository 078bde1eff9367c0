/**
 * What a new connection delivers in its first round trip: ten TCP segments of 1,460 bytes,
 * headers included. A document over it paints a round trip later than one within it
 * (docs/benchmarks.md, "A document's first round trip"), the usual reason a page misses its
 * floor's LCP. The bench names it when a page misses (report.ts), and
 * tests/worker/first-round-trip.test.ts holds the pages that fit to it.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
