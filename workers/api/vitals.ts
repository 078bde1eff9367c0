import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { bucketFor, VITALS_BODY_LIMIT_BYTES, vitalsDay, vitalsSampleSchema } from "~/domain/vitals/vitals";
import { rateLimitKey, limitBody, rateLimit, requireJson, zodHook } from "./guards";

/**
 * POST /api/vitals: one Core Web Vitals sample from a visitor's browser (app/lib/report-vitals.ts
 * sends it with sendBeacon), `{ route, metric, value, rating }`. It adds 1 to the day's bucket for
 * that route and metric (migrations/0009_web_vitals.sql) and answers 204; 413/415/400/422 for a
 * bad body, 429 when one address sends too many. Nothing about the visitor is kept.
 */
export const vitals = new Hono<{ Bindings: Env }>();

vitals.post(
  "/",
  rateLimit("VITALS_RATE_LIMITER", (c) => `vitals:${rateLimitKey(c)}`),
  limitBody(VITALS_BODY_LIMIT_BYTES),
  requireJson(),
  zValidator("json", vitalsSampleSchema, zodHook),
  async (c) => {
    const { route, metric, value } = c.req.valid("json");
    const le = bucketFor(metric, value);
    if (le === null) return c.json({ error: `${metric} ${value} is out of range.` }, 422);
    // One statement: concurrent samples for the same bucket each add exactly one.
    await c.env.DB.prepare(
      `INSERT INTO web_vitals (day, route, metric, le, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, route, metric, le) DO UPDATE SET count = count + 1`,
    )
      .bind(vitalsDay(new Date()), route, metric, le)
      .run();
    return c.body(null, 204);
  },
);

// Only storage can fail past the guards; a lost sample is not worth a retry.
vitals.onError((error, c) => {
  console.error(`vitals: ${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: "The sample could not be stored." }, 503);
});
