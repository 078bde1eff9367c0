// A bare DevTools protocol connection to Debian's Chromium: the browser launched headless with a
// protocol port, one WebSocket to its browser target, and pages attached as flat sessions. The
// bench drives pages this way where Playwright would change what it measures: Playwright enables
// the Runtime domain on every page, and with it V8 collects source positions as the page's modules
// are evaluated (bench/lib/inspector-cost.ts), which a visitor's browser never does.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./server.ts";

type Handler = (params: Record<string, unknown>, sessionId: string | undefined) => void;

export type Cdp = {
  /** Sends a command, to the browser or (with `sessionId`) to an attached page; rejects on a protocol error. */
  send: <T = Record<string, unknown>>(method: string, params?: object, sessionId?: string) => Promise<T>;
  /** Listens to an event; returns the function that stops listening. */
  on: (method: string, handler: Handler) => () => void;
};

export type Chromium = { cdp: Cdp; close: () => Promise<void> };

/** Launches Chromium headless with a protocol port on loopback and connects to its browser target. */
export async function launchChromium(chromePath: string, args: readonly string[] = []): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const port = await freePort(9300, 9399);
  const chrome = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      // A page in a headless browser is nobody's foreground tab: these keep it running as the
      // visitor's tab in front of them does, its timers and frames at full rate.
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      "--disable-renderer-backgrounding",
      "--disable-ipc-flooding-protection",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...args,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const close = async () => {
    // Chromium writes to its profile until it has exited.
    const exited = chrome.exitCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    let endpoint: string | undefined;
    for (let i = 0; i < 100 && !endpoint; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      endpoint = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        async (res) => ((await res.json()) as { webSocketDebuggerUrl?: string }).webSocketDebuggerUrl,
        () => undefined,
      );
    }
    if (!endpoint) throw new Error("Chromium's protocol endpoint did not answer");
    const socket = new WebSocket(endpoint);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", () => reject(new Error("could not connect to Chromium's protocol endpoint")), { once: true });
    });
    let lastId = 0;
    const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; method: string }>();
    const handlers = new Map<string, Set<Handler>>();
    socket.addEventListener("message", (message) => {
      const data = JSON.parse(String(message.data)) as {
        id?: number;
        result?: never;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      if (data.id !== undefined) {
        const waiting = pending.get(data.id);
        pending.delete(data.id);
        if (data.error) waiting?.reject(new Error(`${waiting.method}: ${data.error.message}`));
        else waiting?.resolve(data.result as never);
      } else if (data.method) {
        for (const handler of handlers.get(data.method) ?? []) handler(data.params ?? {}, data.sessionId);
      }
    });
    socket.addEventListener("close", () => {
      for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: the connection closed`));
      pending.clear();
    });
    const cdp: Cdp = {
      send: (method, params = {}, sessionId) =>
        new Promise((resolve, reject) => {
          lastId += 1;
          pending.set(lastId, { resolve: resolve as (value: never) => void, reject, method });
          socket.send(JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
        }),
      on: (method, handler) => {
        const set = handlers.get(method) ?? new Set();
        handlers.set(method, set);
        set.add(handler);
        return () => {
          set.delete(handler);
        };
      },
    };
    return {
      cdp,
      close: async () => {
        socket.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A new page in a new browser context (a first visit: its own empty cache and storage), attached as a flat session. */
export async function newPage(cdp: Cdp): Promise<{ sessionId: string; close: () => Promise<void> }> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>("Target.createBrowserContext", { disposeOnDetach: true });
  const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank", browserContextId });
  const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
  return {
    sessionId,
    close: async () => {
      await cdp.send("Target.disposeBrowserContext", { browserContextId });
    },
  };
}

/**
 * Evaluates an expression in the page, awaiting it when it is a promise, and returns its value (by
 * value: JSON-like). This needs no Runtime.enable, so the page runs as it would with no debugger.
 */
export async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send<{
    result: { value?: T };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description?.split("\n")[0] ?? exceptionDetails.text);
  return result.value as T;
}
