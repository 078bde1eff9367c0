// Bounded load on loopback with autocannon: a fixed number of connections for a fixed time, then
// it stops by itself. Page and static asset are measured back to back in the same run, so their
// ratio holds on any machine even when the absolute numbers do not.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import autocannon from "autocannon";

export type LoadOptions = { connections: number; durationSec: number; warmupSec: number; rounds: number };

export type LoadResult = {
  /** All requests of all rounds over their total time. */
  requestsPerSec: number;
  /** Medians over the rounds. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Bytes per response body, from the run itself. */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
  /** Responses per status code, when autocannon reports them. */
  statusCodes?: Record<string, number>;
};

/** `nextBody`, when given, makes each request's body (e.g. a different night per order). */
type Request = { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; nextBody?: () => string };

function fire(url: string, seconds: number, connections: number, request: Request): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
    // "[<id>]" in a header or the body becomes a fresh id per request (e.g. a client address).
    idReplacement: true,
    ...(request.nextBody ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: request.nextBody?.() }) }] } : {}),
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;

function summarize(runs: autocannon.Result[]): LoadResult {
  const requests = runs.reduce((n, r) => n + r.requests.total, 0);
  const seconds = runs.reduce((n, r) => n + r.duration, 0);
  return {
    requestsPerSec: seconds > 0 ? requests / seconds : 0,
    latencyP50Ms: median(runs.map((r) => r.latency.p50)),
    latencyP99Ms: median(runs.map((r) => r.latency.p99)),
    bytesPerResponse: requests > 0 ? Math.round(runs.reduce((n, r) => n + r.throughput.total, 0) / requests) : 0,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    statusCodes: runs.reduce<Record<string, number>>((codes, r) => {
      const stats = (r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
      for (const [code, { count }] of Object.entries(stats)) codes[code] = (codes[code] ?? 0) + count;
      return codes;
    }, {}),
  };
}

/** One target under load: a warm-up, then `rounds` measured runs. */
export async function measureLoad(url: string, options: LoadOptions, request: Request = {}): Promise<LoadResult> {
  if (options.warmupSec > 0) await fire(url, options.warmupSec, options.connections, request);
  const runs: autocannon.Result[] = [];
  for (let i = 0; i < options.rounds; i++) runs.push(await fire(url, options.durationSec, options.connections, request));
  return summarize(runs);
}

/**
 * Two targets compared: warmed up, then measured in alternating rounds (a, b, a, b, ...) so that
 * whatever else the machine is doing weighs on both alike.
 */
export async function compareLoad(a: string, b: string, options: LoadOptions): Promise<{ a: LoadResult; b: LoadResult }> {
  if (options.warmupSec > 0) {
    await fire(a, options.warmupSec, options.connections, {});
    await fire(b, options.warmupSec, options.connections, {});
  }
  const runsA: autocannon.Result[] = [];
  const runsB: autocannon.Result[] = [];
  for (let i = 0; i < options.rounds; i++) {
    runsA.push(await fire(a, options.durationSec, options.connections, {}));
    runsB.push(await fire(b, options.durationSec, options.connections, {}));
  }
  return { a: summarize(runsA), b: summarize(runsB) };
}

/** Files the static assets server hands out, with their sizes (build/client minus its own config). */
export function staticFiles(clientDir: string): { path: string; bytes: number }[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith(".") && !e.name.startsWith("_"))
    .map((e) => {
      const file = join(e.parentPath, e.name);
      return { path: `/${relative(clientDir, file).split("\\").join("/")}`, bytes: statSync(file).size };
    });
}

/** The static file whose size is closest to `bytes`. */
export function closestBySize<T extends { bytes: number }>(files: T[], bytes: number): T {
  if (files.length === 0) throw new Error("no static files to compare with");
  return files.reduce((best, f) => (Math.abs(f.bytes - bytes) < Math.abs(best.bytes - bytes) ? f : best));
}
