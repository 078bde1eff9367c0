import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { vitalsDay } from "~/domain/vitals/vitals";
import type { VitalsReport } from "~/domain/vitals/vitals-report";
import { DEV_STAFF, devSignIn, staffFetch } from "./staff-helpers";

/**
 * GET /api/admin/vitals and /admin/vitals: real visitors' p75 per route, read from the daily
 * histograms behind the staff console's Access gate. The histograms are seeded straight into D1
 * for two routes no other test reports on (/about, /custom-retreat), on days inside and outside
 * the windows asked for.
 */

const today = vitalsDay(new Date());

async function seed(day: string, route: string, metric: string, le: number, count: number) {
  await env.DB.prepare(
    `INSERT INTO web_vitals (day, route, metric, le, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (day, route, metric, le) DO UPDATE SET count = count + excluded.count`,
  )
    .bind(day, route, metric, le, count)
    .run();
}

beforeAll(async () => {
  // /about LCP today: 50 at ≤ 1000, 10 at ≤ 1200; five days ago: 20 at ≤ 2500, 20 at ≤ 4000.
  // Over 7 or 28 days: 100 samples, the 75th is reached at ≤ 2500 (50 + 10 + 20 = 80 ≥ 75).
  // Today alone: 60 samples, 75 % of them (45) lies within ≤ 1000.
  await seed(today, "/about", "LCP", 1000, 50);
  await seed(today, "/about", "LCP", 1200, 10);
  await seed(addDays(today, -5), "/about", "LCP", 2500, 20);
  await seed(addDays(today, -5), "/about", "LCP", 4000, 20);
  // Forty days ago, 300 slow loads: only a window of more than 40 days counts them (then ≤ 8000).
  await seed(addDays(today, -40), "/about", "LCP", 8000, 300);
  // INP: 3 at ≤ 75 and 1 at ≤ 300 → exactly 75 % within ≤ 75.
  // CLS: 20 at ≤ 0.001 and 20 at ≤ 0.15 → the 75th (30th of 40) is in ≤ 0.15.
  await seed(today, "/about", "CLS", 0.001, 20);
  await seed(today, "/about", "CLS", 0.15, 20);
  await seed(today, "/about", "INP", 75, 3);
  await seed(today, "/about", "INP", 300, 1);
  // /custom-retreat: INP only, twenty-seven days ago (inside 28 days, outside 7).
  await seed(addDays(today, -27), "/custom-retreat", "INP", 600, 4);
});

const rowOf = (report: VitalsReport, route: string) => report.routes.find((row) => row.route === route);

describe("GET /api/admin/vitals", () => {
  it("refuses a request without an assertion, with a forged one, and with a tampered signature", async () => {
    const token = await devSignIn();
    const [header, payload, signature = ""] = token.split(".");
    const tampered = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    for (const init of [{}, { token: "not-a-token" }, { token: tampered }, { cookie: "kaivalya_dev_access=forged" }]) {
      const res = await staffFetch("/api/admin/vitals", init);
      expect(res.status).toBe(403);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const body = await res.text();
      expect(body).not.toContain("LCP");
    }
  });

  it("answers p75 of LCP, INP and CLS per route over the last 28 days by default", async () => {
    const token = await devSignIn(DEV_STAFF);
    const res = await staffFetch("/api/admin/vitals", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const report = (await res.json()) as VitalsReport;
    expect(report).toMatchObject({ days: 28, from: addDays(today, -27), to: today });
    expect(rowOf(report, "/about")).toEqual({
      route: "/about",
      LCP: { p75: 2500, samples: 100 },
      INP: { p75: 75, samples: 4 },
      CLS: { p75: 0.15, samples: 40 },
    });
    expect(rowOf(report, "/custom-retreat")).toEqual({ route: "/custom-retreat", LCP: null, INP: { p75: 600, samples: 4 }, CLS: null });
  });

  it("counts only the days asked for", async () => {
    const token = await devSignIn();
    const get = async (days: number) => (await (await staffFetch(`/api/admin/vitals?days=${days}`, { token })).json()) as VitalsReport;

    const todayOnly = await get(1);
    expect(todayOnly.from).toBe(today);
    expect(rowOf(todayOnly, "/about")?.LCP).toEqual({ p75: 1000, samples: 60 });
    expect(rowOf(todayOnly, "/custom-retreat")).toBeUndefined();

    const week = await get(7);
    expect(rowOf(week, "/about")?.LCP).toEqual({ p75: 2500, samples: 100 });
    expect(rowOf(week, "/custom-retreat")).toBeUndefined();

    const quarter = await get(90);
    expect(rowOf(quarter, "/about")?.LCP).toEqual({ p75: 8000, samples: 400 });
  });

  it("refuses a window that is not 1 to 90 whole days with 422 and a sentence", async () => {
    const token = await devSignIn();
    for (const days of ["0", "91", "7.5", "seven", "-3"]) {
      const res = await staffFetch(`/api/admin/vitals?days=${days}`, { token });
      expect(res.status, days).toBe(422);
      expect(JSON.stringify(await res.json()), days).toContain("Days must be a whole number from 1 to 90");
    }
  });
});

describe("/admin/vitals", () => {
  it("renders the table server-side for staff: no-store, noindex, the CSP nonce, the figures, in the navigation", async () => {
    const token = await devSignIn();
    const res = await staffFetch("/admin/vitals?days=7", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("X-Page-Cache")).toBeNull();
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('href="/admin/vitals"');
    expect(html).toMatch(/About.*\/about/s);
    expect(html).toContain("≤ 2.5 s");
    expect(html).toContain("100 samples");
  });

  it("says what is wrong with a bad window and shows the default one", async () => {
    const token = await devSignIn();
    const res = await staffFetch("/admin/vitals?days=365", { token });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Days must be a whole number from 1 to 90");
    expect(html).toContain("100 samples");
  });
});
