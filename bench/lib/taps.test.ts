import { describe, expect, it } from "vitest";
import {
  inpFromVitalsReport,
  inspectorCostLines,
  judgeTap,
  labFloorLines,
  summarise,
  type TapResult,
  tapTable,
  visitorInpLines,
} from "./taps.ts";

const samples = (...latencies: number[]) => latencies.map((latencyMs) => ({ latencyMs, hydratedAtTap: false }));

describe("summarise", () => {
  it("takes the middle value of an odd count and the largest as the worst", () => {
    expect(summarise(samples(90, 1320, 40, 60, 50))).toEqual({ runs: 5, medianMs: 60, worstMs: 1320, beforeHydration: 5 });
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(summarise(samples(10, 40, 20, 30)).medianMs).toBe(25);
  });

  it("counts the taps that reached a page React had not hydrated", () => {
    const mixed = [
      { latencyMs: 900, hydratedAtTap: false },
      { latencyMs: 40, hydratedAtTap: true },
      { latencyMs: 870, hydratedAtTap: false },
    ];
    expect(summarise(mixed).beforeHydration).toBe(2);
  });

  it("refuses to summarise nothing", () => {
    expect(() => summarise([])).toThrow(/no samples/);
  });
});

describe("judgeTap", () => {
  it("passes at the targets themselves", () => {
    expect(judgeTap({ runs: 5, medianMs: 100, worstMs: 200, beforeHydration: 5 })).toEqual({ pass: true });
  });

  it("says by how much the median and the worst miss", () => {
    expect(judgeTap({ runs: 5, medianMs: 1220, worstMs: 1490, beforeHydration: 5 })).toEqual({
      pass: false,
      miss: "median +1120 ms, worst +1290 ms",
    });
    expect(judgeTap({ runs: 5, medianMs: 60, worstMs: 260.4, beforeHydration: 5 })).toEqual({ pass: false, miss: "worst +61 ms" });
    expect(judgeTap({ runs: 5, medianMs: 60, worstMs: 200.3, beforeHydration: 5 })).toEqual({ pass: false, miss: "worst +1 ms" });
  });
});

describe("tapTable", () => {
  const results: TapResult[] = [
    {
      route: "home",
      control: "menu",
      moments: {
        "first paint": { runs: 5, medianMs: 1320, worstMs: 1500, beforeHydration: 4 },
        hydrating: { runs: 5, medianMs: 330, worstMs: 390, beforeHydration: 5 },
        hydrated: { runs: 5, medianMs: 43.2, worstMs: 53, beforeHydration: 0 },
      },
    },
    { route: "contact", control: "FAQ", absent: true, moments: {} },
    { route: "a room", control: "gallery", moments: { "first paint": { error: "timed out" } } },
  ];
  const table = tapTable(results, "Throttled.");

  it("has a row per route and control with median / worst, misses in bold", () => {
    expect(table).toContain(
      "| home | menu | **1320 ms / 1500 ms** ✘ (median +1220 ms, worst +1300 ms) (5 runs; 4 of 5 before hydration) | **330 ms / 390 ms** ✘ (median +230 ms, worst +190 ms) (5 runs) | 43 ms / 53 ms (5 runs) |",
    );
  });

  it("says when a control is not on the route, and when a moment failed", () => {
    expect(table).toContain("| contact | FAQ | not on the page | not on the page | not on the page |");
    expect(table).toContain("| a room | gallery | error: timed out | — | — |");
  });
});

describe("labFloorLines", () => {
  it("gives each floor control's median / worst and its runs", () => {
    const lines = labFloorLines([
      { control: "a button", summary: { runs: 7, medianMs: 83.4, worstMs: 111, beforeHydration: 0 } },
      { control: "a summary", summary: { runs: 7, medianMs: 66, worstMs: 74, beforeHydration: 0 } },
    ]);
    expect(lines.join("\n")).toContain("a button 83 ms / 111 ms (7 runs); a summary 66 ms / 74 ms (7 runs)");
  });

  it("adds nothing when the floor was not measured", () => {
    expect(labFloorLines([])).toEqual([]);
  });
});

describe("inspectorCostLines", () => {
  it("gives the evaluation with and without the inspector, and the source positions' share", () => {
    const text = inspectorCostLines({
      path: "/retreats/x",
      runs: 5,
      withInspectorMs: 96.4,
      withoutInspectorMs: 17.2,
      sourcePositionsMs: 71,
    }).join("\n");
    expect(text).toContain("`/retreats/x`'s module evaluation");
    expect(text).toContain("median of 5 runs each");
    expect(text).toContain("96 ms with the domain enabled, 71 ms of it collecting source positions; 17 ms without it");
  });

  it("says why it is missing, and adds nothing to older reports", () => {
    expect(inspectorCostLines({ error: "no trace" }).at(-1)).toContain("could not be measured: no trace");
    expect(inspectorCostLines(undefined)).toEqual([]);
  });
});

describe("visitorInpLines", () => {
  it("says no data, and why", () => {
    expect(visitorInpLines({ source: "none", noData: "no traffic" }).at(-1)).toBe("No data (none): no traffic");
    expect(visitorInpLines({ source: "prod", days: 28, routes: [] }).at(-1)).toBe("No data (prod, last 28 days): no INP samples.");
  });

  it("lists each route's p75 with its samples", () => {
    const lines = visitorInpLines({ source: "prod", days: 28, routes: [{ route: "/rooms/:id", p75Ms: 200, samples: 31 }] });
    expect(lines).toContain("| `/rooms/:id` | 200 ms | 31 |");
  });
});

describe("inpFromVitalsReport", () => {
  it("keeps the routes with INP samples", () => {
    const body = {
      days: 28,
      from: "2026-10-29",
      to: "2026-11-25",
      routes: [
        { route: "/", LCP: { p75: 2500, samples: 40 }, INP: { p75: 200, samples: 12 }, CLS: null },
        { route: "/rooms/:id", LCP: { p75: 1800, samples: 3 }, INP: null, CLS: null },
      ],
    };
    expect(inpFromVitalsReport("example.com", body)).toEqual({
      source: "example.com",
      days: 28,
      routes: [{ route: "/", p75Ms: 200, samples: 12 }],
    });
  });

  it("refuses an answer that is not a report (a sign-in page, an error)", () => {
    expect(() => inpFromVitalsReport("example.com", { error: "Sign in" })).toThrow(/did not answer a vitals report/);
  });
});
