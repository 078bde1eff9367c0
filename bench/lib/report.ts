// Targets from the performance issue, their evaluation, and the results as Markdown.
import type { FirstLoad } from "./first-load.ts";
import { FIRST_ROUND_TRIP_BYTES } from "./first-round-trip.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import { type CalendarSyncReport, calendarSection } from "./calendar-report.ts";
import { type TapsReport, tapsSection } from "./taps.ts";

/** Sizes are in kB of 1,000 bytes, the stricter reading of "KB". */
const targets = {
  lighthouseScore: 100,
  /** At most. */
  lcpMs: 1200,
  /** Below. */
  tbtMs: 50,
  cls: 0,
  /** A page's LCP over its static floor's (its own HTML and stylesheet, no scripts), at most. */
  floorLcpRatio: 1.1,
  firstLoadJsGzip: 125_000,
  firstLoadJsFiles: 8,
  firstLoadCssGzip: 20_000,
  /** Server-rendered page throughput as a share of a static asset's, from the same Worker. */
  ssrThroughputRatio: 0.5,
  /** Prerendered and edge-cached pages: "indistinguishable from static". */
  staticThroughputRatio: 0.9,
  workerBundleGzip: 1_000_000,
} as const;

export type RouteSpec = {
  name: string;
  path: string;
  expectedStatus: number;
  /**
   * Answered with `noindex` on purpose (the cart): Lighthouse's SEO category then fails its
   * `is-crawlable` audit by definition, so the page's SEO is judged on every other SEO audit.
   */
  noindex?: boolean;
};

/** Lighthouse's SEO audit that a page kept out of search engines on purpose fails by definition. */
const CRAWLABLE_AUDIT = "is-crawlable";

/** A page kept out of search engines whose only failing SEO audit is that one. */
function seoMissIsByDesign(r: RouteResult, lh: LighthouseResult): boolean {
  const failing = lh.failing.seo ?? [];
  return !!r.noindex && failing.length > 0 && failing.every((id) => id === CRAWLABLE_AUDIT);
}

export type RouteResult = RouteSpec & {
  status: number;
  /** Answered with the status it should have (a content page 200, the 404 route 404). */
  built: boolean;
  /** Served as a prerendered file from build/client, not rendered by the Worker. */
  prerendered: boolean;
  /** Served from the Worker's page cache after the first request (it answers X-Page-Cache). */
  edgeCached?: boolean;
  htmlBytes: number;
  lighthouse?: LighthouseResult | { error: string };
  firstLoad?: FirstLoad | { error: string };
  /** The page's static floor, measured in the same runs; LCPs are medians over the runs. */
  floor?: { path: string; lighthouse: LighthouseResult; pageLcpMs: number; floorLcpMs: number; ratio: number } | { error: string };
  load?: { page: LoadResult; static: { path: string; bytes: number; result: LoadResult }; ratio: number } | { error: string };
};

export type PaymentsResult =
  | { state: "not available"; detail: string }
  | { state: "skipped"; detail: string }
  | { state: "rejected"; detail: string }
  | { state: "measured"; detail: string; result: LoadResult; contention?: LoadResult };

export type TargetCheck = {
  route?: string;
  metric: string;
  target: string;
  value: string;
  /** null: not judged (page not built yet, or measurement failed). */
  pass: boolean | null;
  /** How far off, signed and with a unit, when missed. */
  miss?: string;
};

export type BenchResults = {
  date: string;
  commit: string;
  machine: Record<string, string | number>;
  settings: Record<string, string | number | boolean>;
  routes: RouteResult[];
  payments: PaymentsResult;
  workerBundle: { files: number; raw: number; gzip: number };
  checks: TargetCheck[];
  /** First-tap latency and real visitors' INP; --only taps replaces this alone. */
  taps?: TapsReport;
  /** The channel sync: parse and plan in Node, the sync through the Worker, orders during syncs; --only calendar replaces this alone. */
  calendar?: CalendarSyncReport;
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const bytes = (value: number) => `${Math.round(value).toLocaleString("en")} B`;

/** Why a page may miss its floor's LCP: its document and the floor's against the first round trip. */
function roundTripNote(page: LighthouseResult, floor: LighthouseResult): string {
  if (page.documentBytes === undefined || floor.documentBytes === undefined) return "";
  const over = (size: number) => (size > FIRST_ROUND_TRIP_BYTES ? "over" : "within");
  return `; document ${bytes(page.documentBytes)} ${over(page.documentBytes)} the first round trip (${bytes(FIRST_ROUND_TRIP_BYTES)}), floor ${bytes(floor.documentBytes)} ${over(floor.documentBytes)}`;
}
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const signed = (n: number, unit: (n: number) => string) => `${n >= 0 ? "+" : "−"}${unit(Math.abs(n))}`;

function hasError<T extends object>(value: T | { error: string } | undefined): value is { error: string } {
  return !!value && "error" in value;
}

export function evaluate(routes: RouteResult[], workerGzip: number): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const r of routes) {
    const notJudged = !r.built; // the page does not exist yet: its numbers are shown, not judged
    const content = r.expectedStatus === 200;
    const lh = r.lighthouse;
    if (content && lh && !hasError(lh)) {
      const labels = { performance: "Performance", accessibility: "Accessibility", bestPractices: "Best practices", seo: "SEO" };
      for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
        const value = lh.scores[key];
        const byDesign = key === "seo" && seoMissIsByDesign(r, lh);
        const pass = notJudged ? null : value >= targets.lighthouseScore || byDesign;
        checks.push({
          route: r.name,
          metric: `Lighthouse ${labels[key]}`,
          target: "100",
          value: byDesign ? `${value} (noindex by design; every other SEO audit passes)` : String(value),
          pass,
          miss: pass === false ? String(value - targets.lighthouseScore) : undefined,
        });
      }
      const lcpPass = notJudged ? null : lh.lcpMs <= targets.lcpMs;
      checks.push({
        route: r.name,
        metric: "LCP (mobile)",
        target: `≤ ${ms(targets.lcpMs)}`,
        value: ms(lh.lcpMs),
        pass: lcpPass,
        miss: lcpPass === false ? signed(lh.lcpMs - targets.lcpMs, ms) : undefined,
      });
      const cls = Number(lh.cls.toFixed(3));
      const clsPass = notJudged ? null : cls <= targets.cls;
      checks.push({
        route: r.name,
        metric: "CLS (mobile)",
        target: "0",
        value: cls.toFixed(3),
        pass: clsPass,
        miss: clsPass === false ? `+${cls.toFixed(3)}` : undefined,
      });
      const tbtPass = notJudged ? null : lh.tbtMs < targets.tbtMs;
      checks.push({
        route: r.name,
        metric: "TBT (mobile)",
        target: `< ${ms(targets.tbtMs)}`,
        value: ms(lh.tbtMs),
        pass: tbtPass,
        miss: tbtPass === false ? signed(lh.tbtMs - targets.tbtMs, ms) : undefined,
      });
      const floor = r.floor;
      if (floor && !hasError(floor)) {
        const ratioPass = notJudged ? null : floor.ratio <= targets.floorLcpRatio;
        checks.push({
          route: r.name,
          metric: "LCP vs static floor",
          target: `≤ ${targets.floorLcpRatio.toFixed(2)}`,
          value: floor.ratio.toFixed(2),
          pass: ratioPass,
          miss:
            ratioPass === false ? `+${(floor.ratio - targets.floorLcpRatio).toFixed(2)}${roundTripNote(lh, floor.lighthouse)}` : undefined,
        });
      }
    } else if (content && hasError(lh)) {
      checks.push({ route: r.name, metric: "Lighthouse", target: "100 ×4", value: "error", pass: null, miss: lh.error });
    }
    const fl = r.firstLoad;
    if (fl && !hasError(fl)) {
      const jsPass = notJudged ? null : fl.js.gzip <= targets.firstLoadJsGzip;
      checks.push({
        route: r.name,
        metric: "First-load JS (gzip)",
        target: `≤ ${kB(targets.firstLoadJsGzip)}`,
        value: kB(fl.js.gzip),
        pass: jsPass,
        miss: jsPass === false ? signed(fl.js.gzip - targets.firstLoadJsGzip, kB) : undefined,
      });
      const filesPass = notJudged ? null : fl.js.files <= targets.firstLoadJsFiles;
      checks.push({
        route: r.name,
        metric: "First-load JS files",
        target: `≤ ${targets.firstLoadJsFiles}`,
        value: String(fl.js.files),
        pass: filesPass,
        miss: filesPass === false ? `+${fl.js.files - targets.firstLoadJsFiles}` : undefined,
      });
      const cssPass = notJudged ? null : fl.css.gzip < targets.firstLoadCssGzip;
      checks.push({
        route: r.name,
        metric: "First-load CSS (gzip)",
        target: `< ${kB(targets.firstLoadCssGzip)}`,
        value: kB(fl.css.gzip),
        pass: cssPass,
        miss: cssPass === false ? signed(fl.css.gzip - targets.firstLoadCssGzip, kB) : undefined,
      });
    }
    const load = r.load;
    if (load && !hasError(load)) {
      const wanted = r.prerendered || r.edgeCached ? targets.staticThroughputRatio : targets.ssrThroughputRatio;
      const pass = notJudged ? null : load.ratio >= wanted;
      checks.push({
        route: r.name,
        metric: throughputMetric(r),
        target: `≥ ${wanted.toFixed(2)}`,
        value: load.ratio.toFixed(2),
        pass,
        miss: pass === false ? (load.ratio - wanted).toFixed(2) : undefined,
      });
    }
  }
  const bundlePass = workerGzip < targets.workerBundleGzip;
  checks.push({
    metric: "Worker bundle (gzip)",
    target: `< ${kB(targets.workerBundleGzip)}`,
    value: kB(workerGzip),
    pass: bundlePass,
    miss: bundlePass ? undefined : signed(workerGzip - targets.workerBundleGzip, kB),
  });
  return checks;
}

function cell(check: TargetCheck | undefined, fallback = "—"): string {
  if (!check) return fallback;
  if (check.pass === true) return check.value;
  if (check.pass === false) return `**${check.value}** ✘ (${check.miss})`;
  return `${check.value} (n/j)`;
}

function floorCells(r: RouteResult, checks: TargetCheck[]): string {
  const floor = r.floor;
  if (!floor) return "— | — | —";
  if (hasError(floor)) return `error: ${floor.error} | | `;
  const check = checks.find((c) => c.route === r.name && c.metric === "LCP vs static floor");
  const ratio = r.expectedStatus === 200 ? cell(check) : floor.ratio.toFixed(2);
  return `${floor.lighthouse.scores.performance} | ${ms(floor.floorLcpMs)} (page ${ms(floor.pageLcpMs)}) | ${ratio}`;
}

function throughputMetric(r: RouteResult): string {
  if (r.prerendered) return "Throughput vs static (prerendered)";
  return r.edgeCached ? "Throughput vs static (edge-cached)" : "Throughput vs static (SSR)";
}

function statusText(r: RouteResult): string {
  if (r.built) return `${r.status}${r.prerendered ? " (prerendered)" : r.edgeCached ? " (edge-cached)" : ""}`;
  return `${r.status} ⚠ not built yet`;
}

export function toMarkdown(results: BenchResults): string {
  const { checks } = results;
  const find = (route: string, metric: string) => checks.find((c) => c.route === route && c.metric === metric);
  const judged = checks.filter((c) => c.pass !== null);
  const missed = judged.filter((c) => c.pass === false);
  const lines: string[] = [];
  lines.push("# Benchmark results", "");
  lines.push(
    `${results.date}, commit \`${results.commit}\`. Produced by \`npm run bench\`; see docs/benchmarks.md for what each number means.`,
    "",
  );
  lines.push("| machine | |", "|---|---|");
  for (const [k, v] of Object.entries(results.machine)) lines.push(`| ${k} | ${v} |`);
  lines.push("", "| settings | |", "|---|---|");
  for (const [k, v] of Object.entries(results.settings)) lines.push(`| ${k} | ${v} |`);

  lines.push("", "## Summary", "");
  lines.push(
    `${judged.length - missed.length} of ${judged.length} judged targets met. ` +
      "Values in **bold** with ✘ miss their target (by the amount in brackets); (n/j) = not judged, because the route does not exist yet or the measurement failed.",
  );
  if (missed.length) {
    lines.push("", "| route | metric | target | value | off by |", "|---|---|---|---|---|");
    for (const c of missed) lines.push(`| ${c.route ?? "—"} | ${c.metric} | ${c.target} | ${c.value} | ${c.miss} |`);
  }
  const unbuilt = results.routes.filter((r) => !r.built);
  if (unbuilt.length) {
    lines.push(
      "",
      `Not built yet (answered ${[...new Set(unbuilt.map((r) => r.status))].join("/")}): ${unbuilt.map((r) => `${r.name} \`${r.path}\``).join(", ")}.`,
    );
  }

  lines.push(
    "",
    `## Lighthouse, mobile (targets: 100 on every content route, LCP ≤ ${ms(targets.lcpMs)}, CLS 0, TBT < ${ms(targets.tbtMs)}, LCP ≤ ${targets.floorLcpRatio} × the static floor's)`,
    "",
  );
  lines.push(
    "| route | path | status | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | floor perf | floor LCP | LCP / floor |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of results.routes) {
    const lh = r.lighthouse;
    if (!lh || hasError(lh)) {
      lines.push(`| ${r.name} | \`${r.path}\` | ${statusText(r)} | ${lh ? `error: ${lh.error}` : "skipped"} | | | | | | | | | | |`);
      continue;
    }
    const content = r.expectedStatus === 200;
    const score = (metric: string, value: number) => (content ? cell(find(r.name, metric)) : String(value));
    lines.push(
      `| ${r.name} | \`${r.path}\` | ${statusText(r)} | ${score("Lighthouse Performance", lh.scores.performance)} | ${score("Lighthouse Accessibility", lh.scores.accessibility)} | ${score("Lighthouse Best practices", lh.scores.bestPractices)} | ${score("Lighthouse SEO", lh.scores.seo)} | ${ms(lh.fcpMs)} | ${content ? cell(find(r.name, "LCP (mobile)")) : ms(lh.lcpMs)} | ${content ? cell(find(r.name, "CLS (mobile)")) : lh.cls.toFixed(3)} | ${content ? cell(find(r.name, "TBT (mobile)")) : ms(lh.tbtMs)} | ${floorCells(r, checks)} |`,
    );
  }
  const spread = results.routes.filter((r) => r.lighthouse && !hasError(r.lighthouse) && (r.lighthouse.runs?.length ?? 0) > 1);
  if (spread.length) {
    lines.push(
      "",
      "FCP, LCP, CLS and TBT are each the median of the runs, metric by metric; the scores are those of the run with the median performance score, and LCP / floor divides the page's median LCP by the floor's. How far the runs spread (min–max):",
      "",
      `| route | page LCP | floor LCP | TBT | document / floor's (first round trip: ${bytes(FIRST_ROUND_TRIP_BYTES)}) |`,
      "|---|---|---|---|---|",
    );
    const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
    for (const r of spread) {
      const runs = (r.lighthouse as LighthouseResult).runs ?? [];
      const floorRuns = r.floor && !hasError(r.floor) ? (r.floor.lighthouse.runs ?? []) : [];
      const floorRange = floorRuns.length ? range(floorRuns.map((run) => run.lcpMs)) : "—";
      const page = (r.lighthouse as LighthouseResult).documentBytes;
      const floorBytes = r.floor && !hasError(r.floor) ? r.floor.lighthouse.documentBytes : undefined;
      const documents = page === undefined ? "—" : `${bytes(page)} / ${floorBytes === undefined ? "—" : bytes(floorBytes)}`;
      lines.push(
        `| ${r.name} | ${range(runs.map((run) => run.lcpMs))} | ${floorRange} | ${range(runs.map((run) => run.tbtMs))} | ${documents} |`,
      );
    }
  }
  const failing = results.routes.filter((r) => r.lighthouse && !hasError(r.lighthouse) && Object.keys(r.lighthouse.failing).length);
  if (failing.length) {
    lines.push("", "Scored audits that did not pass:", "");
    for (const r of failing) {
      const lh = r.lighthouse as LighthouseResult;
      const parts = Object.entries(lh.failing).map(([cat, ids]) => `${cat}: ${ids.join(", ")}`);
      lines.push(`- ${r.name}: ${parts.join("; ")}`);
      for (const [id, snippets] of Object.entries(lh.failingElements ?? {})) {
        for (const snippet of snippets) lines.push(`  - ${id}: \`${snippet.replace(/`/g, "'")}\``);
      }
    }
  }

  lines.push(
    "",
    `## First load, gzip (targets: JS ≤ ${kB(targets.firstLoadJsGzip)} in ≤ ${targets.firstLoadJsFiles} files, CSS < ${kB(targets.firstLoadCssGzip)}; an inlined stylesheet counts in the document, not here)`,
    "",
  );
  lines.push("| route | JS | JS files | CSS | CSS files |", "|---|---|---|---|---|");
  for (const r of results.routes) {
    const fl = r.firstLoad;
    if (!fl || hasError(fl)) {
      lines.push(`| ${r.name} | ${fl ? `error: ${fl.error}` : "skipped"} | | | |`);
      continue;
    }
    lines.push(
      `| ${r.name} | ${cell(find(r.name, "First-load JS (gzip)"))} | ${cell(find(r.name, "First-load JS files"))} | ${cell(find(r.name, "First-load CSS (gzip)"))} | ${fl.css.files} |`,
    );
  }

  const s = results.settings;
  lines.push(
    "",
    `## Throughput on loopback (autocannon, ${s.connections} connections, ${s.rounds} alternating rounds of ${s.durationSec} s per target after ${s.warmupSec} s warm-up; target: page ≥ 0.5 × static, prerendered or edge-cached ≥ 0.9 ×)`,
    "",
  );
  lines.push(
    "| route | page body | page req/s | page p50 / p99 | static asset compared | static req/s | static p50 / p99 | ratio |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const r of results.routes) {
    const load = r.load;
    if (!load || hasError(load)) {
      lines.push(`| ${r.name} | ${kB(r.htmlBytes)} | ${load ? `error: ${load.error}` : "skipped"} | | | | | |`);
      continue;
    }
    const metric = throughputMetric(r);
    lines.push(
      `| ${r.name} | ${kB(r.htmlBytes)} | ${Math.round(load.page.requestsPerSec)} | ${load.page.latencyP50Ms} / ${load.page.latencyP99Ms} ms | \`${load.static.path}\` (${kB(load.static.bytes)}) | ${Math.round(load.static.result.requestsPerSec)} | ${load.static.result.latencyP50Ms} / ${load.static.result.latencyP99Ms} ms | ${cell(find(r.name, metric))} |`,
    );
  }

  lines.push("", "## API", "");
  const p = results.payments;
  if (p.state === "measured") {
    lines.push(
      "| endpoint | req/s | p50 / p99 | non-2xx |",
      "|---|---|---|---|",
      `| \`POST /api/payments/orders\` (fake Razorpay), each order holding a free night | ${Math.round(p.result.requestsPerSec)} | ${p.result.latencyP50Ms} / ${p.result.latencyP99Ms} ms | ${p.result.non2xx} |`,
    );
    if (p.contention) {
      const codes = Object.entries(p.contention.statusCodes ?? {})
        .map(([code, n]) => `${n} × ${code}`)
        .join(", ");
      lines.push(
        `| \`POST /api/payments/orders\`, contended: ~10 orders race for each night (holds under contention) | ${Math.round(p.contention.requestsPerSec)} | ${p.contention.latencyP50Ms} / ${p.contention.latencyP99Ms} ms | ${p.contention.non2xx}${codes ? ` (${codes})` : ""} |`,
      );
    }
  } else {
    lines.push(`\`POST /api/payments/orders\`: ${p.state}. ${p.detail}`);
  }

  if (results.taps) lines.push("", ...tapsSection(results.taps));
  if (results.calendar) lines.push("", ...calendarSection(results.calendar));

  lines.push("", "## Worker bundle (target < 1,000 kB gzip)", "");
  lines.push(
    `${results.workerBundle.files} JavaScript files in build/server, ${kB(results.workerBundle.raw)} raw, ${cell(checks.find((c) => c.metric === "Worker bundle (gzip)"))} gzip.`,
    "",
  );
  return lines.join("\n");
}
