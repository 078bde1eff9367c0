// First-tap latency: the pure part (summaries, judging, the report's table). The browser part is
// bench/lib/tap-runner.ts.

/**
 * When the tap comes: right after the first contentful paint (before hydration), while React is
 * hydrating the page (its code has arrived and runs), or once hydrated.
 */
export type TapMoment = "first paint" | "hydrating" | "hydrated";

/** The moments in the report's order. */
export const TAP_MOMENTS: readonly TapMoment[] = ["first paint", "hydrating", "hydrated"];

/** One tap: from its pointerdown's timestamp to the control's first state change, in ms. */
export type TapSample = {
  latencyMs: number;
  /** Whether React had hydrated the page when the pointerdown was dispatched. */
  hydratedAtTap: boolean;
};

export type TapSummary = {
  runs: number;
  medianMs: number;
  worstMs: number;
  /** Of the runs, how many tapped a page React had not hydrated yet. */
  beforeHydration: number;
};

/** A control measured on a route, at both moments; `absent` when the route does not have it. */
export type TapResult = {
  route: string;
  control: string;
  absent?: boolean;
  /** A moment that could not be measured says why. */
  moments: Partial<Record<TapMoment, TapSummary | { error: string }>>;
};

/** The lab's own latency for a kind of control: the same tap on a page holding nothing else. */
export type LabFloor = { control: string; summary: TapSummary };

/** Real visitors' INP, 75th percentile, per route pattern; null when there is no data. */
export type VisitorInp =
  | { source: string; days: number; routes: { route: string; p75Ms: number; samples: number }[] }
  | { source: string; noData: string };

const tapTargets = {
  /** The target: a tap answers within this, in the median of the runs... */
  medianMs: 100,
  /** ...and within this at worst (Google's "good" INP). */
  worstMs: 200,
} as const;

/** The median (for an even count, the mean of the two middle values) and the largest value. */
export function summarise(samples: readonly TapSample[]): TapSummary {
  if (samples.length === 0) throw new Error("no samples to summarise");
  const sorted = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    runs: samples.length,
    medianMs,
    worstMs: sorted.at(-1)!,
    beforeHydration: samples.filter((s) => !s.hydratedAtTap).length,
  };
}

/** Whether a summary meets the targets; what it misses by, when not. */
export function judgeTap(summary: TapSummary): { pass: boolean; miss?: string } {
  const over = [
    // Rounded up: a miss by a fraction of a millisecond is still shown as one.
    summary.medianMs > tapTargets.medianMs ? `median +${Math.ceil(summary.medianMs - tapTargets.medianMs)} ms` : "",
    summary.worstMs > tapTargets.worstMs ? `worst +${Math.ceil(summary.worstMs - tapTargets.worstMs)} ms` : "",
  ].filter(Boolean);
  return over.length ? { pass: false, miss: over.join(", ") } : { pass: true };
}

const ms = (value: number) => `${Math.round(value)} ms`;

function momentCell(result: TapResult, moment: TapMoment): string {
  const summary = result.moments[moment];
  if (!summary) return "—";
  if ("error" in summary) return `error: ${summary.error}`;
  const figures = `${ms(summary.medianMs)} / ${ms(summary.worstMs)}`;
  const judged = judgeTap(summary);
  const cell = judged.pass ? figures : `**${figures}** ✘ (${judged.miss})`;
  // At first paint and while hydrating the tap is meant to reach a page that has not hydrated; say when some did not.
  const note =
    moment !== "hydrated" && summary.beforeHydration < summary.runs
      ? `; ${summary.beforeHydration} of ${summary.runs} before hydration`
      : "";
  return `${cell} (${summary.runs} runs${note})`;
}

/** The report's section: one row per route and control, median / worst at each moment. */
export function tapTable(results: readonly TapResult[], conditions: string): string[] {
  const lines = [
    `## First tap (targets: median ≤ ${tapTargets.medianMs} ms, worst ≤ ${tapTargets.worstMs} ms)`,
    "",
    `${conditions} Each figure is the median / worst of the runs, from the tap's pointerdown (its event timestamp) to the control's first state change (\`aria-expanded\`, \`aria-pressed\`, \`hidden\`, a \`change\` event, a \`<details>\` element's \`open\` (at its summary's \`DOMActivate\`, once the attribute confirms it), a popover's open state (at its \`beforetoggle\`, once its \`toggle\` confirms it), or for a one-way control its section's content), timed in the page.`,
    "",
    "| route | control | at first paint | while hydrating | after hydration |",
    "|---|---|---|---|---|",
  ];
  for (const r of results) {
    const cells = TAP_MOMENTS.map((moment) => (r.absent ? "not on the page" : momentCell(r, moment)));
    lines.push(`| ${r.route} | ${r.control} | ${cells.join(" | ")} |`);
  }
  return lines;
}

/**
 * The lab's floor, under the table: a route's figure is read against what the same tap costs on
 * this machine, under the same emulation, with no page around it.
 */
export function labFloorLines(floor: readonly LabFloor[]): string[] {
  if (floor.length === 0) return [];
  const figures = floor.map((f) => `${f.control} ${ms(f.summary.medianMs)} / ${ms(f.summary.worstMs)} (${f.summary.runs} runs)`);
  return [
    "",
    `The lab's floor, the same tap under the same emulation on a page holding nothing but the control (no stylesheet, no script, nothing loading), one run before each row's: ${figures.join("; ")}. What a row has beyond it is the page's own; the floor itself is this machine's input path under the CPU slowdown.`,
  ];
}

/** The report's section on real visitors' INP. */
export function visitorInpLines(inp: VisitorInp): string[] {
  const lines = ["## Real visitors' INP (p75, from /api/vitals)", ""];
  if ("noData" in inp) return [...lines, `No data (${inp.source}): ${inp.noData}`];
  if (inp.routes.length === 0) return [...lines, `No data (${inp.source}, last ${inp.days} days): no INP samples.`];
  lines.push(
    `${inp.source}, last ${inp.days} days; each p75 is a histogram bucket's upper bound.`,
    "",
    "| route | INP p75 | samples |",
    "|---|---|---|",
  );
  for (const r of inp.routes) lines.push(`| \`${r.route}\` | ${ms(r.p75Ms)} | ${r.samples} |`);
  return lines;
}

/**
 * INP per route from the staff console's report (GET /api/admin/vitals: `{ days, routes: [{ route,
 * INP: { p75, samples } | null, … }] }`); anything else is refused, not read as "no traffic".
 */
export function inpFromVitalsReport(source: string, body: unknown): VisitorInp {
  const report = body as { days?: unknown; routes?: unknown };
  if (typeof report?.days !== "number" || !Array.isArray(report.routes)) {
    throw new Error(`${source} did not answer a vitals report`);
  }
  const routes = (report.routes as { route: string; INP?: { p75: number; samples: number } | null }[]).flatMap((row) =>
    row.INP ? [{ route: row.route, p75Ms: row.INP.p75, samples: row.INP.samples }] : [],
  );
  return { source, days: report.days, routes };
}

/** The section of results.json the tap measurement writes, with when and how busy the machine was. */
export type TapsReport = {
  date: string;
  commit: string;
  loadAverage: { atStart: string; atEnd: string };
  conditions: string;
  results: TapResult[];
  /** Absent from reports measured before the floor was. */
  floor?: LabFloor[];
  /** Absent from reports measured before it was, or when it could not be measured (then why). */
  inspectorCost?: InspectorCost | { error: string };
  visitorInp: VisitorInp;
};

/**
 * A page's module evaluation, medians of `runs` each, with the DevTools protocol's Runtime domain
 * enabled (as under Playwright) and without it (as in a visitor's browser and the tap runner), and the source
 * positions V8 collected inside it with the domain enabled (bench/lib/inspector-cost.ts).
 */
export type InspectorCost = { path: string; runs: number; withInspectorMs: number; withoutInspectorMs: number; sourcePositionsMs: number };

/** The report's lines on what an inspector with the Runtime domain would add, and why these taps run without one. */
export function inspectorCostLines(cost: InspectorCost | { error: string } | undefined): string[] {
  if (!cost) return [];
  if ("error" in cost) return ["", `The inspector's cost to module evaluation could not be measured: ${cost.error}`];
  return [
    "",
    `Why the taps are driven through a bare protocol connection: with the DevTools protocol's Runtime domain enabled, as Playwright enables it on every page, V8 collects source positions as the page's modules are evaluated, which a browser with no debugger attached does not. \`${cost.path}\`'s module evaluation, under the same CPU slowdown (median of ${cost.runs} runs each, alternating): ${ms(cost.withInspectorMs)} with the domain enabled, ${ms(cost.sourcePositionsMs)} of it collecting source positions; ${ms(cost.withoutInspectorMs)} without it, as the taps above are measured.`,
  ];
}

/** How many measured moments miss a target: --strict counts them with the other misses. */
export function tapMisses(taps: TapsReport | undefined): number {
  return (taps?.results ?? []).flatMap((r) => Object.values(r.moments)).filter((m) => m && !("error" in m) && !judgeTap(m).pass).length;
}

/** The report's sections for the taps and real visitors' INP, saying when they were measured. */
export function tapsSection(taps: TapsReport): string[] {
  const when = `Measured ${taps.date}, commit \`${taps.commit}\`, load average (1/5/15 min) ${taps.loadAverage.atStart} at start and ${taps.loadAverage.atEnd} at end.`;
  return [
    ...tapTable(taps.results, `${when} ${taps.conditions}`),
    ...labFloorLines(taps.floor ?? []),
    ...inspectorCostLines(taps.inspectorCost),
    "",
    ...visitorInpLines(taps.visitorInp),
  ];
}
