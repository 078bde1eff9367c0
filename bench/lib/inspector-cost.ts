// What the lab's own instrument adds to a page's script evaluation. Playwright drives every page
// with the DevTools protocol's Runtime domain enabled, and with it enabled, Chromium's V8 collects
// source positions for the site's modules as it evaluates them (V8.CollectSourcePositions in a
// trace), which a visitor's browser, with no debugger attached, never does. This measures the
// same page's module evaluation under the taps' CPU slowdown, through a bare protocol connection,
// with the Runtime domain enabled and without it, the runs alternating.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server.ts";
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
  const profile = mkdtempSync(join(tmpdir(), "inspector-cost-"));
  const port = await freePort(9300, 9399);
  const chrome = spawn(
    options.chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--window-size=390,844",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    let page: { type: string; webSocketDebuggerUrl: string } | undefined;
    for (let i = 0; i < 100 && !page; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = await fetch(`http://127.0.0.1:${port}/json/list`).then(
        (res) => res.json() as Promise<(typeof page)[]>,
        () => [],
      );
      page = list.find((target) => target?.type === "page");
    }
    if (!page) throw new Error("Chromium's protocol endpoint did not answer");
    const socket = new WebSocket(page.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    let lastId = 0;
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    const events: TraceEvent[] = [];
    let traced: () => void = () => {};
    socket.addEventListener("message", (message) => {
      const data = JSON.parse(String(message.data)) as {
        id?: number;
        error?: { message: string };
        method?: string;
        params?: { value?: TraceEvent[] };
      };
      const waiting = data.id === undefined ? undefined : pending.get(data.id);
      if (waiting && data.id !== undefined) {
        pending.delete(data.id);
        if (data.error) waiting.reject(new Error(data.error.message));
        else waiting.resolve(data);
      }
      if (data.method === "Tracing.dataCollected") events.push(...(data.params?.value ?? []));
      if (data.method === "Tracing.tracingComplete") traced();
    });
    const send = (method: string, params: object = {}) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        pending.set(lastId, { resolve, reject });
        socket.send(JSON.stringify({ id: lastId, method, params }));
      });
    const samples = { with: [] as number[], without: [] as number[], sourcePositions: [] as number[] };
    await send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown });
    for (let run = 0; run < options.runs * 2; run++) {
      const inspector = run % 2 === 0;
      await send("Page.navigate", { url: "about:blank" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await send("Network.clearBrowserCache");
      await send(inspector ? "Runtime.enable" : "Runtime.disable");
      events.length = 0;
      await send("Tracing.start", { categories: "v8,disabled-by-default-v8.compile", transferMode: "ReportEvents" });
      await send("Page.navigate", { url: `${origin}${path}` });
      // The page loads, evaluates its modules and hydrates well within this with no network slowdown.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const complete = new Promise<void>((resolve) => {
        traced = resolve;
      });
      await send("Tracing.end");
      await complete;
      const found = longestModuleEvaluation(events);
      if (!found) throw new Error(`no module evaluation in the trace of ${path}`);
      (inspector ? samples.with : samples.without).push(found.evaluationMs);
      if (inspector) samples.sourcePositions.push(found.sourcePositionsMs);
    }
    socket.close();
    return {
      path,
      runs: options.runs,
      withInspectorMs: median(samples.with),
      withoutInspectorMs: median(samples.without),
      sourcePositionsMs: median(samples.sourcePositions),
    };
  } finally {
    // Chromium writes to its profile until it has exited.
    const exited = chrome.exitCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
