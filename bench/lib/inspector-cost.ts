// What the lab's own instrument adds to a page's script evaluation. Playwright drives every page
// with the DevTools protocol's Runtime domain enabled, and with it enabled, Chromium's V8 collects
// source positions for the site's modules as it evaluates them (V8.CollectSourcePositions in a
// trace), which a visitor's browser, with no debugger attached, never does. This measures the
// same page's module evaluation under the taps' CPU slowdown, through a bare protocol connection
// (bench/lib/cdp.ts), with the Runtime domain enabled and without it, the runs alternating.

import { launchChromium, newPage } from "./cdp.ts";
import type { InspectorCost } from "./taps.ts";

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number };

/** The longest module evaluation of a trace (the entry's graph, the framework chunk in it) and the source positions collected inside it, in ms. */
export function longestModuleEvaluation(events: readonly TraceEvent[]): { evaluationMs: number; sourcePositionsMs: number } | null {
  const evaluations = events.filter((e) => e.name === "v8.evaluateModule" && e.ph === "X" && e.dur !== undefined);
  const longest = evaluations.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (!longest?.dur) return null;
  const end = longest.ts + longest.dur;
  const sourcePositions = events
    .filter(
      (e) =>
        e.name === "V8.CollectSourcePositions" &&
        e.pid === longest.pid &&
        e.tid === longest.tid &&
        e.ts >= longest.ts &&
        e.ts + (e.dur ?? 0) <= end,
    )
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return { evaluationMs: longest.dur / 1000, sourcePositionsMs: sourcePositions / 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function measureInspectorCost(
  origin: string,
  path: string,
  options: { runs: number; chromePath: string; cpuSlowdown: number },
): Promise<InspectorCost> {
  const { cdp, close } = await launchChromium(options.chromePath);
  try {
    const samples = { with: [] as number[], without: [] as number[], sourcePositions: [] as number[] };
    for (let run = 0; run < options.runs * 2; run++) {
      const inspector = run % 2 === 0;
      // A new context each run: a first visit, with nothing compiled or cached from the last.
      const page = await newPage(cdp);
      const session = page.sessionId;
      const events: TraceEvent[] = [];
      let traced = () => {};
      const complete = new Promise<void>((resolve) => {
        traced = resolve;
      });
      const stops = [
        cdp.on("Tracing.dataCollected", (params, from) => {
          if (from === session) events.push(...((params.value as TraceEvent[]) ?? []));
        }),
        cdp.on("Tracing.tracingComplete", (_, from) => from === session && traced()),
      ];
      try {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown }, session);
        if (inspector) await cdp.send("Runtime.enable", {}, session);
        await cdp.send("Tracing.start", { categories: "v8,disabled-by-default-v8.compile", transferMode: "ReportEvents" }, session);
        await cdp.send("Page.navigate", { url: `${origin}${path}` }, session);
        // The page loads, evaluates its modules and hydrates well within this with no network slowdown.
        await new Promise((resolve) => setTimeout(resolve, 5000));
        await cdp.send("Tracing.end", {}, session);
        await complete;
      } finally {
        for (const stop of stops) stop();
        await page.close();
      }
      const found = longestModuleEvaluation(events);
      if (!found) throw new Error(`no module evaluation in the trace of ${path}`);
      (inspector ? samples.with : samples.without).push(found.evaluationMs);
      if (inspector) samples.sourcePositions.push(found.sourcePositionsMs);
    }
    return {
      path,
      runs: options.runs,
      withInspectorMs: median(samples.with),
      withoutInspectorMs: median(samples.without),
      sourcePositionsMs: median(samples.sourcePositions),
    };
  } finally {
    await close();
  }
}
