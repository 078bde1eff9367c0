// Lighthouse's default (mobile) configuration, programmatically, in Debian's Chromium. One
// browser for all routes; Lighthouse clears storage before each run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseResult = {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The document's size as Chromium received it (headers, compressed body and framing), which
   * decides whether it arrives in a new connection's first round trip. Absent in older results.
   */
  documentBytes?: number;
  /** Scored audits that did not pass, per category: what to look at when a score drops. */
  failing: Record<string, string[]>;
  /** For a failing audit, up to three of the elements it names (their HTML, shortened). */
  failingElements?: Record<string, string[]>;
  /** Lighthouse's measure of this machine's speed during the run (lower: slower or busier). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (e.g. the page answered 404). */
  warnings: string[];
  /** When several runs were summarised into this one: each run's metrics, in the order they ran. */
  runs?: RunMetrics[];
};

type RunMetrics = Pick<LighthouseResult, "fcpMs" | "lcpMs" | "cls" | "tbtMs">;

const categories = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" } as const;

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export type LighthouseRunner = {
  run: (url: string) => Promise<LighthouseResult>;
  close: () => Promise<void>;
};

/** Failures of the trace recording itself, which a busy machine causes now and then. */
const transientErrors = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED|NO_RESOURCE_REQUEST/;

export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  return {
    async run(url) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await runOnce(chrome.port, url);
        } catch (error) {
          if (attempt >= 3 || !transientErrors.test(String(error))) throw error;
        }
      }
    },
    async close() {
      chrome.kill();
    },
  };
}

async function runOnce(port: number, url: string): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.values(categories),
    // The 404 route, and pages not built yet, are measured too; Lighthouse notes the status.
    ignoreStatusCode: true,
    // Every run is a first visit. Lighthouse empties the HTTP cache but by default keeps the
    // origin's localStorage and cookies, where one route's run would leave what a page remembers
    // (the display face loaded, a stored cart) for the next route's run.
    clearStorageTypes: [
      "file_systems",
      "shader_cache",
      "service_workers",
      "cache_storage",
      "local_storage",
      "indexeddb",
      "cookies",
      "websql",
    ],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: Record<string, string[]> = {};
  for (const id of Object.values(categories)) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const ids = refs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    if (ids.length) failing[id] = ids;
  }
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? [];
  const mainDocument = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const documentRequest =
    requests.find((item) => item.resourceType === "Document" && item.url === mainDocument) ??
    requests.find((item) => item.resourceType === "Document");
  const failingElements: Record<string, string[]> = {};
  for (const id of Object.values(failing).flat()) {
    const items = (lhr.audits[id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
    const snippets = items.flatMap((item) => (item.node?.snippet ? [item.node.snippet.slice(0, 160)] : [])).slice(0, 3);
    if (snippets.length) failingElements[id] = snippets;
  }
  return {
    scores: {
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      bestPractices: score(categories.bestPractices),
      seo: score(categories.seo),
    },
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    documentBytes: documentRequest?.transferSize,
    failing,
    failingElements,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
