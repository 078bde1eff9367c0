import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bucketFor, VITALS_BODY_LIMIT_BYTES, vitalsDay } from "~/domain/vitals/vitals";
import { postJson, uniqueIp } from "./forms-helpers";

/** POST /api/vitals through the built Worker, with a real local D1. */

async function bucketCount(route: string, metric: string, le: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM web_vitals WHERE day = ? AND route = ? AND metric = ? AND le = ?")
    .bind(vitalsDay(new Date()), route, metric, le)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

async function allRows(): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare("SELECT * FROM web_vitals").all<Record<string, unknown>>()).results;
}

describe("POST /api/vitals", () => {
  it("answers 204 and adds the sample to its day's bucket for the route and metric", async () => {
    const le = bucketFor("LCP", 1130)!;
    const before = await bucketCount("/rooms/:id", "LCP", le);
    const res = await postJson("/api/vitals", { route: "/rooms/:id", metric: "LCP", value: 1130, rating: "good" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await bucketCount("/rooms/:id", "LCP", le)).toBe(before + 1);
    // Its neighbours are untouched.
    expect(await bucketCount("/rooms/:id", "LCP", bucketFor("LCP", 2000)!)).toBe(0);
  });

  it("keeps a German page's sample under its own /de route, apart from the English page's", async () => {
    const le = bucketFor("LCP", 1400)!;
    const [german, english] = [await bucketCount("/de/rooms/:id", "LCP", le), await bucketCount("/rooms/:id", "LCP", le)];
    const res = await postJson("/api/vitals", { route: "/de/rooms/:id", metric: "LCP", value: 1400, rating: "good" });
    expect(res.status).toBe(204);
    expect(await bucketCount("/de/rooms/:id", "LCP", le)).toBe(german + 1);
    expect(await bucketCount("/rooms/:id", "LCP", le)).toBe(english);
  });

  it("counts every one of many samples sent at once for the same bucket", async () => {
    const le = bucketFor("CLS", 0.03)!;
    const before = await bucketCount("/blog/:id", "CLS", le);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => postJson("/api/vitals", { route: "/blog/:id", metric: "CLS", value: 0.03, rating: "good" })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(204));
    expect(await bucketCount("/blog/:id", "CLS", le)).toBe(before + 40);
  });

  it("refuses bad bodies with a 4xx and a message, never a 500, and stores nothing for them", async () => {
    const before = await allRows();
    const cases: [string, Parameters<typeof postJson>[1], Parameters<typeof postJson>[2]?][] = [
      ["a full URL instead of a route", { route: "/rooms/sunrise?utm_source=mail", metric: "LCP", value: 900, rating: "good" }],
      ["an unknown metric", { route: "/", metric: "FID", value: 10, rating: "good" }],
      ["a negative value", { route: "/", metric: "INP", value: -5, rating: "good" }],
      ["a value out of range", { route: "/", metric: "LCP", value: 1e12, rating: "poor" }],
      ["a value that is text", { route: "/", metric: "LCP", value: "900", rating: "good" }],
      ["missing fields", { route: "/" }],
      ["an array", [1, 2, 3]],
      ["null", "null"],
      ["malformed JSON", "{"],
      ["plain text", "LCP=900", { headers: { "Content-Type": "text/plain" } }],
    ];
    for (const [what, body, init] of cases) {
      const res = await postJson("/api/vitals", body, init);
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(((await res.json()) as { error: string }).error, what).toEqual(expect.any(String));
    }
    expect(await allRows()).toEqual(before);
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await postJson("/api/vitals", {
      route: "/",
      metric: "LCP",
      value: 900,
      rating: "good",
      padding: "x".repeat(VITALS_BODY_LIMIT_BYTES),
    });
    expect(res.status).toBe(413);
  });

  it("answers 404 to other methods than POST", async () => {
    const res = await SELF.fetch("https://kaivalya.test/api/vitals");
    expect(res.status).toBe(404);
  });

  it("limits how many samples one address sends", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    // The local limit is 60 a minute, counted in fixed windows: requests that straddle a window's
    // end can all pass when there are fewer than twice the limit. 121 put more than 60 in one.
    for (let i = 0; i < 121; i++) {
      statuses.push((await postJson("/api/vitals", { route: "/", metric: "INP", value: 40, rating: "good" }, { ip })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 204 && s !== 429)).toEqual([]);
  });

  it("keeps no personal data: only day, route pattern, metric, bucket and count", async () => {
    await postJson(
      "/api/vitals",
      { route: "/blog/:id", metric: "INP", value: 120, rating: "good" },
      {
        headers: {
          "User-Agent": "Mozilla/5.0 (secret agent)",
          Referer: "https://kaivalya.test/blog/ayurvedic-detox?email=guest@example.com",
        },
      },
    );
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('web_vitals')").all<{ name: string }>()).results.map(
      (c) => c.name,
    );
    expect(columns.sort()).toEqual(["count", "day", "le", "metric", "route"]);
    const stored = JSON.stringify(await allRows());
    expect(stored).not.toMatch(/secret agent|guest@example|ayurvedic-detox|10\.\d+\.\d+\.\d+/);
  });
});
