import { Hono } from "hono";
import { availabilityRangeProblem } from "~/domain/availability/inventory";
import { availabilityRepository } from "../availability/availability-repository";

/**
 * GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD (at most a year): the resort's calendar for
 * the nights from `from` to the night before `to`, as `{ from, to, rooms: { <roomId>: [nights
 * taken] }, retreatPlaces: { <night>: places left } }`. Nights absent from retreatPlaces have every
 * place left. Never cached (the /api middleware sets no-store) and never a guest's data: only
 * which nights are taken. The booking cards and the cart fetch it after hydration, so the pages
 * themselves stay the same for every visitor and edge-cacheable.
 */
export const availability = new Hono<{ Bindings: Env }>();

availability.get("/", async (c) => {
  const from = c.req.query("from");
  const to = c.req.query("to");
  const problem = availabilityRangeProblem(from, to);
  if (problem || from === undefined || to === undefined) {
    return c.json({ error: `Invalid availability range: ${problem ?? "from and to are required"}.` }, 400);
  }
  return c.json(await availabilityRepository(c.env.DB).calendar(from, to, new Date()));
});
