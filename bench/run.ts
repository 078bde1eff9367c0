// `npm run bench`: measures the production build served by the Worker in workerd on loopback and
// writes bench/results.md and bench/results.json. Not a test: it reports, targets included, and
// exits 0 unless it could not measure (or --strict and a target is missed).
//
//   npm run bench [-- --no-build] [--routes home,/rooms] [--runs 7 (Lighthouse, median)] [--duration 3] [--rounds 3]
//                 [--quiet-wait 180 (seconds to wait for the load average to settle before Lighthouse)]
//                 [--connections 10] [--warmup 1] [--port 8835] [--skip-lighthouse] [--skip-load]
//                 [--strict] [--out bench] [--only taps|calendar] [--tap-runs 5] [--vitals-url https://<site>/api/admin/vitals?days=28]
//
// --only taps measures the first taps (and reads real visitors' INP) and nothing else; --only
// calendar measures the channel sync (and orders during syncs) and nothing else; the report keeps
// the previous run's other figures from results.json.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { CalendarSyncReport } from "./lib/calendar-report.ts";
import type { StaffAccess } from "./lib/calendar-sync.ts";
import { measureFirstLoad } from "./lib/first-load.ts";
import { type LighthouseResult, type LighthouseRunner, startLighthouse } from "./lib/lighthouse.ts";
import { closestBySize, compareLoad, measureLoad, staticFiles } from "./lib/load.ts";
import { contendedBodies, defaultOrderRequest, type FakeRazorpay, freeNightBodies, startFakeRazorpay } from "./lib/payments.ts";
import { type BenchResults, evaluate, type PaymentsResult, type RouteResult, type RouteSpec, toMarkdown } from "./lib/report.ts";
import { freePort, type RunningServer, startWorker } from "./lib/server.ts";
import { DOCUMENT_HEADERS, removeStaticFloors, writeStaticFloor } from "./lib/static-floor.ts";
import { measureInspectorCost } from "./lib/inspector-cost.ts";
import { measureTaps, tapConditions, tapControls, throttling } from "./lib/tap-runner.ts";
import { inpFromVitalsReport, type TapsReport, tapMisses, type VisitorInp } from "./lib/taps.ts";

/** The routes named in the performance issue, with real paths from the catalogue. */
const englishRoutes: RouteSpec[] = [
  { name: "home", path: "/", expectedStatus: 200 },
  { name: "retreat list", path: "/retreats", expectedStatus: 200 },
  { name: "a retreat", path: "/retreats/knees-joints-healing-7-day", expectedStatus: 200 },
  { name: "room list", path: "/rooms", expectedStatus: 200 },
  { name: "a room", path: "/rooms/sunrise", expectedStatus: 200 },
  { name: "about", path: "/about", expectedStatus: 200 },
  { name: "contact", path: "/contact", expectedStatus: 200 },
  { name: "blog", path: "/blog", expectedStatus: 200 },
  { name: "an article", path: "/blog/ayurvedic-detox", expectedStatus: 200 },
  { name: "cart", path: "/cart", expectedStatus: 200, noindex: true },
  { name: "custom retreat", path: "/custom-retreat", expectedStatus: 200 },
  { name: "404", path: "/no-such-page", expectedStatus: 404 },
];
/** And each in the German edition, under /de (docs/decisions/091-i18n-foundation.md). */
const routes: RouteSpec[] = [
  ...englishRoutes,
  ...englishRoutes.map((route) => ({ ...route, name: `${route.name} (German)`, path: route.path === "/" ? "/de" : `/de${route.path}` })),
];

const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    build: { type: "boolean", default: true },
    routes: { type: "string" },
    runs: { type: "string", default: "7" },
    duration: { type: "string", default: "3" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    warmup: { type: "string", default: "1" },
    port: { type: "string" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    "quiet-wait": { type: "string", default: "180" },
    strict: { type: "boolean", default: false },
    out: { type: "string", default: "bench" },
    only: { type: "string" },
    "tap-runs": { type: "string", default: "5" },
    "vitals-url": { type: "string" },
  },
});

if (args.only !== undefined && args.only !== "taps" && args.only !== "calendar") {
  throw new Error(`--only: "taps" or "calendar" (got "${args.only}")`);
}
const onlyTaps = args.only === "taps";
const onlyCalendar = args.only === "calendar";

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const loadOptions = {
  connections: Number(args.connections),
  durationSec: Number(args.duration),
  warmupSec: Number(args.warmup),
  rounds: Math.max(1, Number(args.rounds)),
};
const lighthouseRuns = Math.max(1, Number(args.runs));
const tapRuns = Math.max(1, Number(args["tap-runs"]));
const selected = args.routes
  ? routes.filter((r) => args.routes!.split(",").some((want) => [r.name, r.path, r.path.slice(1)].includes(want.trim())))
  : routes;

const log = (message: string) => process.stderr.write(`${message}\n`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

function command(file: string, argv: string[]): string {
  try {
    return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function machine(): Record<string, string | number> {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  return {
    "CPUs (nproc)": os.availableParallelism(),
    "CPU model": /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? "unknown",
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    OS: `${os.type()} ${os.release()} ${os.arch()}`,
    Node: process.version,
    Chromium: command(chromePath, ["--version"]),
    Lighthouse: packageVersion("lighthouse"),
    autocannon: packageVersion("autocannon"),
    wrangler: packageVersion("wrangler"),
  };
}

function workerBundle(): { files: number; raw: number; gzip: number } {
  const files = readdirSync("build/server", { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".js"))
    .map((e) => readFileSync(join(e.parentPath, e.name)));
  return {
    files: files.length,
    raw: files.reduce((n, f) => n + f.byteLength, 0),
    gzip: files.reduce((n, f) => n + gzipSync(f).byteLength, 0),
  };
}

/** A prerendered page is a file in build/client that static assets serve before the Worker. */
function isPrerendered(path: string): boolean {
  const base = join("build/client", path);
  return existsSync(join(base, "index.html")) || existsSync(`${base}.html`);
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** The document's median size over the runs that recorded it (the same document each time, give or take its nonce). */
function documentBytesOf(runs: LighthouseResult[]): number | undefined {
  const sizes = runs.flatMap((r) => (r.documentBytes === undefined ? [] : [r.documentBytes]));
  return sizes.length ? medianOf(sizes) : undefined;
}

/**
 * Several runs as one, so that no single noisy run flatters or sinks a page: each metric (FCP,
 * LCP, CLS, TBT) is the median of its own values across the runs; the scores, failing audits and
 * warnings are those of the run with the median performance score. The runs' metrics are kept.
 */
function median(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
  const representative = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    ...representative,
    fcpMs: medianOf(runs.map((r) => r.fcpMs)),
    lcpMs: medianOf(runs.map((r) => r.lcpMs)),
    cls: medianOf(runs.map((r) => r.cls)),
    tbtMs: medianOf(runs.map((r) => r.tbtMs)),
    documentBytes: documentBytesOf(runs),
    runs: runs.map(({ fcpMs, lcpMs, cls, tbtMs }) => ({ fcpMs, lcpMs, cls, tbtMs })),
  };
}

/**
 * wrangler dev notices new files and `_headers` rules in build/client within a moment; the floor is
 * measured once it is served with the page's document headers.
 */
async function waitUntilServed(url: string, documentHeaders: Headers, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const expected = DOCUMENT_HEADERS.filter((name) => documentHeaders.has(name));
  for (;;) {
    const res = await fetch(url);
    await res.arrayBuffer();
    const missing = expected.filter((name) => res.headers.get(name) !== documentHeaders.get(name));
    if (res.ok && missing.length === 0) return;
    if (Date.now() > deadline) {
      const problem = res.ok ? `came without the page's ${missing.join(", ")}` : `answered ${res.status}`;
      throw new Error(`${new URL(url).pathname} ${problem} for ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function benchPayments(server: RunningServer, fake: FakeRazorpay | null): Promise<PaymentsResult> {
  const url = `${server.origin}/api/payments/orders`;
  const body = JSON.stringify(fake?.orderRequest ?? defaultOrderRequest());
  const headers = { "content-type": "application/json" };
  const probe = await fetch(url, { method: "POST", headers, body });
  // Order creation is rate-limited per client address; under load every request is a new client,
  // so the figure is the cost of creating an order, not of refusing one.
  const loadHeaders = { ...headers, "CF-Connecting-IP": "bench-[<id>]" };
  const text = await probe.text();
  if (probe.status === 404) {
    return { state: "not available", detail: "The endpoint answers 404: it is not built yet." };
  }
  if (!fake) {
    return {
      state: "skipped",
      detail: `The endpoint exists (answered ${probe.status}) but there is no fake Razorpay (tests/fakes/razorpay.*) to point it at; not measured against a third party.`,
    };
  }
  if (!probe.ok) {
    return { state: "rejected", detail: `A single order request answered ${probe.status}: ${text.slice(0, 200)}` };
  }
  if (args["skip-load"]) return { state: "skipped", detail: "--skip-load" };
  // Every order holds its night, so each request asks for a night nobody holds yet; then about ten
  // at a time ask for the same night, where one wins and the rest are refused (409) by the database.
  const result = await measureLoad(url, loadOptions, { method: "POST", headers: loadHeaders, nextBody: freeNightBodies() });
  const contention = await measureLoad(url, loadOptions, { method: "POST", headers: loadHeaders, nextBody: contendedBodies() });
  return { state: "measured", detail: `fake Razorpay at ${fake.url}`, result, contention };
}

/** Lighthouse scales its CPU simulation by how fast the machine measured; a busy machine scores lower. */
function benchmarkRange(results: RouteResult[]): string {
  const values = results.flatMap((r) => (r.lighthouse && "benchmarkIndex" in r.lighthouse ? [r.lighthouse.benchmarkIndex] : []));
  return values.length ? `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}` : "n/a";
}

/** Other work on the machine skews every number here; the report says how busy it was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
let loadAtStart = "";
let loadAtLighthouse = "n/a";

/**
 * Lighthouse's simulated CPU times are this machine's own times four times over, so a machine still
 * busy with something else (a test suite that just ended) doubles the blocking time it reports.
 * Before the first Lighthouse run this waits, up to `--quiet-wait` seconds, for the one-minute load
 * average to fall to half the number of cores.
 */
async function waitForQuietMachine() {
  const quiet = os.availableParallelism() / 2;
  const deadline = Date.now() + Number(args["quiet-wait"]) * 1000;
  while ((os.loadavg()[0] ?? 0) > quiet && Date.now() < deadline) {
    log(`waiting for a quiet machine: load average ${loadAverage()}, waiting for ${quiet.toFixed(2)} or less...`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  loadAtLighthouse = loadAverage();
}

function commitText(): string {
  const commit = command("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = command("git", ["status", "--porcelain", "--untracked-files=no"]) !== "";
  return `${commit}${dirty ? " (with uncommitted changes)" : ""}`;
}

function writeReport(report: BenchResults) {
  const markdown = toMarkdown(report);
  mkdirSync(args.out, { recursive: true });
  writeFileSync(join(args.out, "results.md"), `${markdown}\n`);
  writeFileSync(join(args.out, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${markdown}\n`);
  log(`\nwritten: ${join(args.out, "results.md")}, ${join(args.out, "results.json")}`);
  const missed = report.checks.filter((c) => c.pass === false).length + tapMisses(report.taps);
  if (args.strict && missed > 0) process.exitCode = 1;
}

/**
 * Real visitors' INP from the staff console's report on the deployed site (the same query as its
 * Page speed page). The lab's own D1 has no visitors: without --vitals-url there is no data.
 */
async function visitorInp(): Promise<VisitorInp> {
  const url = args["vitals-url"];
  if (!url) {
    return {
      source: "no --vitals-url",
      noData:
        "the lab's local D1 has no visitors. For the deployed site's figures pass --vitals-url https://<site>/api/admin/vitals?days=28 with CF_ACCESS_TOKEN set (`cloudflared access token -app=https://<site>`).",
    };
  }
  const token = process.env.CF_ACCESS_TOKEN;
  try {
    const res = await fetch(url, { headers: token ? { "cf-access-token": token } : {} });
    if (!res.ok) return { source: url, noData: `answered ${res.status}` };
    return inpFromVitalsReport(new URL(url).host, await res.json());
  } catch (error) {
    return { source: url, noData: errorText(error) };
  }
}

/** First-tap latency per route and control (bench/lib/tap-runner.ts), and real visitors' INP. */
async function benchTaps(server: RunningServer): Promise<TapsReport> {
  const atStart = loadAverage();
  const wanted = new Set(selected.map((r) => r.name));
  const controls = tapControls.filter((c) => wanted.has(c.route));
  log(`first taps: ${controls.length} controls, ${tapRuns} runs at each moment...`);
  const { results, floor } = await measureTaps(server.origin, controls, { runs: tapRuns, chromePath, log });
  log("first taps: the inspector's cost to a retreat's module evaluation...");
  const inspectorCost = await measureInspectorCost(server.origin, "/retreats/knees-joints-healing-7-day", {
    runs: tapRuns,
    chromePath,
    cpuSlowdown: throttling.cpuSlowdown,
  }).catch((error: unknown) => ({ error: errorText(error) }));
  return {
    date: new Date().toISOString(),
    commit: commitText(),
    loadAverage: { atStart, atEnd: loadAverage() },
    conditions: tapConditions,
    results,
    floor,
    inspectorCost,
    visitorInp: await visitorInp(),
  };
}

/**
 * The channel sync (bench/lib/calendar-sync.ts, loaded only here: it imports the Worker's modules
 * into Node): read and plan timed in Node, the sync through the Worker, orders during syncs.
 */
async function benchCalendar(server: RunningServer, channelUrl: string, access: StaffAccess): Promise<CalendarSyncReport> {
  const calendar = await import("./lib/calendar-sync.ts");
  log("channel sync: reading and planning 24 feeds in Node...");
  const report = calendar.measureParsing();
  try {
    report.worker = await calendar.measureWorkerSync(server.origin, channelUrl, access);
  } catch (error) {
    report.worker = { error: errorText(error) };
  }
  if (!args["skip-load"]) {
    log("channel sync: orders alone, then during syncs...");
    try {
      report.ordersDuringSyncs = await calendar.measureOrdersDuringSyncs(server.origin, loadOptions, access);
    } catch (error) {
      report.ordersDuringSyncs = { error: errorText(error) };
    }
  }
  return report;
}

async function main() {
  loadAtStart = loadAverage();
  if (args.build) {
    log("building (npm run build)...");
    const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    if (build.status !== 0) {
      process.stderr.write(build.stdout + build.stderr);
      throw new Error("the build failed");
    }
  }

  const fake = await startFakeRazorpay();
  if (fake) log(`fake Razorpay on ${fake.url}`);
  const port = args.port ? Number(args.port) : await freePort(8835, 8839);
  log(`serving build/ with wrangler dev on 127.0.0.1:${port}...`);
  const { feedRowsSql, startBenchAccess, startBenchChannel } = await import("./lib/calendar-sync.ts");
  const channel = await startBenchChannel();
  const access = await startBenchAccess();
  log(`fake booking channel on ${channel.url}, fake Access team on ${access.url}`);
  const server = await startWorker({ port, vars: { ...fake?.vars, ...access.vars }, seedSql: feedRowsSql(channel.url) });
  let lighthouse: LighthouseRunner | null = null;
  const stopAll = async () => {
    await lighthouse?.close();
    await server.stop();
    await fake?.close();
    await channel.close();
    await access.close();
  };
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));

  try {
    if (onlyTaps || onlyCalendar) {
      const previous = existsSync(join(args.out, "results.json"))
        ? (JSON.parse(readFileSync(join(args.out, "results.json"), "utf8")) as BenchResults)
        : null;
      if (!previous) throw new Error(`--only ${args.only} adds to a previous full run's ${join(args.out, "results.json")}; there is none`);
      if (onlyTaps) writeReport({ ...previous, taps: await benchTaps(server) });
      else writeReport({ ...previous, calendar: await benchCalendar(server, channel.url, access) });
      return;
    }
    removeStaticFloors("build/client"); // left over by an interrupted run
    const files = staticFiles("build/client");
    const results: RouteResult[] = [];
    if (!args["skip-lighthouse"]) {
      await waitForQuietMachine();
      lighthouse = await startLighthouse(chromePath);
    }

    for (const route of selected) {
      const url = `${server.origin}${route.path}`;
      const res = await fetch(url);
      const html = await res.text();
      const result: RouteResult = {
        ...route,
        status: res.status,
        built: res.status === route.expectedStatus,
        prerendered: isPrerendered(route.path),
        edgeCached: res.headers.has("X-Page-Cache"),
        htmlBytes: Buffer.byteLength(html),
      };
      log(`${route.name} ${route.path}: ${res.status}${result.built ? "" : " (not built yet)"}`);

      try {
        result.firstLoad = await measureFirstLoad(url);
      } catch (error) {
        result.firstLoad = { error: errorText(error) };
      }

      if (lighthouse) {
        // The page and its static floor (its own HTML, stylesheet and document headers, no
        // scripts) alternate, so both see the same machine; their LCP ratio is the figure that
        // holds across machines.
        const floorPath = writeStaticFloor("build/client", route.name, html, res.headers);
        const floorUrl = `${server.origin}${floorPath}`;
        try {
          await waitUntilServed(floorUrl, res.headers);
          const runs: LighthouseResult[] = [];
          const floorRuns: LighthouseResult[] = [];
          for (let i = 0; i < lighthouseRuns; i++) {
            runs.push(await lighthouse.run(url));
            floorRuns.push(await lighthouse.run(floorUrl));
          }
          result.lighthouse = median(runs);
          const pageLcp = medianOf(runs.map((r) => r.lcpMs));
          const floorLcp = medianOf(floorRuns.map((r) => r.lcpMs));
          result.floor = {
            path: floorPath,
            lighthouse: median(floorRuns),
            pageLcpMs: pageLcp,
            floorLcpMs: floorLcp,
            ratio: pageLcp / floorLcp,
          };
        } catch (error) {
          if (!result.lighthouse) result.lighthouse = { error: errorText(error) };
          result.floor = { error: errorText(error) };
        }
      }

      if (!args["skip-load"]) {
        try {
          const asset = closestBySize(files, result.htmlBytes);
          const { a: page, b: staticResult } = await compareLoad(url, `${server.origin}${asset.path}`, loadOptions);
          result.load = {
            page,
            static: { path: asset.path, bytes: asset.bytes, result: staticResult },
            ratio: page.requestsPerSec / staticResult.requestsPerSec,
          };
        } catch (error) {
          result.load = { error: errorText(error) };
        }
      }
      results.push(result);
    }

    let payments: PaymentsResult;
    try {
      payments = await benchPayments(server, fake);
    } catch (error) {
      payments = { state: "rejected", detail: errorText(error) };
    }

    const taps = await benchTaps(server);
    const calendar = await benchCalendar(server, channel.url, access);
    const bundle = workerBundle();
    const report: BenchResults = {
      date: new Date().toISOString(),
      commit: commitText(),
      machine: machine(),
      settings: {
        server: "wrangler dev (workerd), production build, loopback",
        "Lighthouse runs per route": lighthouseRuns,
        "Lighthouse config": "default (mobile emulation, simulated throttling)",
        "static floor":
          "each page's own HTML and stylesheet without scripts, served as a file by the same Worker with the page's document headers; page and floor runs alternate",
        connections: loadOptions.connections,
        durationSec: loadOptions.durationSec,
        rounds: loadOptions.rounds,
        warmupSec: loadOptions.warmupSec,
        "load average (1/5/15 min) at start": loadAtStart,
        "load average when Lighthouse began": loadAtLighthouse,
        "load average at end": loadAverage(),
        "Lighthouse benchmarkIndex (min-max)": benchmarkRange(results),
      },
      routes: results,
      payments,
      workerBundle: bundle,
      checks: evaluate(results, bundle.gzip),
      taps,
      calendar,
    };
    writeReport(report);
  } finally {
    removeStaticFloors("build/client");
    await stopAll();
  }
}

await main();
