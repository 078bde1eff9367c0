import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback, parseJson, readBody } from "./loopback.ts";

/**
 * A scriptable HTTP server on loopback standing in for a vendor API (Formspree, Razorpay) in the
 * tests. It listens on a free port (never a fixed one: other checkouts run tests on the same
 * machine), records every request, and answers with the vendor's default behaviour unless a test
 * scripted something else.
 *
 * Tests drive it over HTTP, so code inside workerd can use it too:
 *   POST /__fake/rules     { match?: { path?, bodyIncludes? }, reply: FakeReply, times? }
 *                          newest rule first; `times` limits how often it applies
 *   GET  /__fake/requests  ?path=...&bodyIncludes=...  what was received (oldest first)
 *   POST /__fake/reset     forget rules and requests
 *   GET  /__fake/<view>    a vendor's own view of what was received (a mailbox), where it has one
 * Matching on a unique string in the body (an email address, an order id) keeps tests that run
 * in parallel against one server out of each other's way.
 */

type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Never answer: the client's timeout is what ends the request. */
  | { hang: true }
  /** Close the connection without an answer: a network error for the client. */
  | { drop: true };

interface FakeRule {
  match?: { path?: string; bodyIncludes?: string };
  reply: FakeReply;
  times?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json: unknown;
  receivedAt: string;
  /** What the fake answered: a status, "hang", or "drop". */
  answered: number | "hang" | "drop";
}

export interface FakeServer {
  name: string;
  url: string;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  name: string;
  /** The vendor's behaviour when no rule matches. */
  defaultReply(request: Omit<RecordedRequest, "answered" | "receivedAt">): FakeReply;
  /** A fixed port instead of a free one: for a fake that another process must find unaided. */
  port?: number;
  /** Read-only views of what was received, each at GET /__fake/<name>, given the query's parameters. */
  views?: Record<string, (received: readonly RecordedRequest[], query: URLSearchParams) => unknown>;
}

const CONTROL_PREFIX = "/__fake/";

export async function startFakeServer(options: FakeServerOptions): Promise<FakeServer> {
  let rules: (FakeRule & { remaining: number })[] = [];
  let received: RecordedRequest[] = [];

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      if (url.pathname.startsWith(CONTROL_PREFIX)) return control(url, req.method ?? "GET", body, res);

      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
        ),
        body,
        json: parseJson(body),
      };
      const rule = rules.find((r) => matches(r.match, request.path, body));
      if (rule && --rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
      const reply = rule?.reply ?? options.defaultReply(request);
      const answered = "hang" in reply ? "hang" : "drop" in reply ? "drop" : reply.status;
      received.push({ ...request, receivedAt: new Date().toISOString(), answered });
      if ("hang" in reply) return; // the socket stays open until the client gives up or the server closes
      if ("drop" in reply) return void req.socket.destroy();
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      sendJson(res, reply.status, reply.body ?? {}, reply.headers);
    } catch (error) {
      sendJson(res, 500, { error: `fake ${options.name} failed: ${String(error)}` });
    }
  });

  function control(url: URL, method: string, body: string, res: ServerResponse) {
    const action = url.pathname.slice(CONTROL_PREFIX.length);
    if (method === "POST" && action === "rules") {
      const rule = parseJson(body) as FakeRule | null;
      if (!rule || typeof rule !== "object" || !rule.reply) return sendJson(res, 400, { error: "expected a rule" });
      rules.unshift({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
      return sendJson(res, 200, { ok: true });
    }
    if (method === "GET" && action === "requests") {
      const path = url.searchParams.get("path") ?? undefined;
      const bodyIncludes = url.searchParams.get("bodyIncludes") ?? undefined;
      return sendJson(
        res,
        200,
        received.filter((r) => matches({ path, bodyIncludes }, r.path, r.body)),
      );
    }
    const view = options.views && Object.hasOwn(options.views, action) ? options.views[action] : undefined;
    if (method === "GET" && view) return sendJson(res, 200, view(received, url.searchParams));
    if (method === "POST" && action === "reset") {
      rules = [];
      received = [];
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { error: `no control endpoint ${method} ${url.pathname}` });
  }

  const listening = await listenOnLoopback(server, options.port);
  return { name: options.name, ...listening };
}

function matches(match: FakeRule["match"], path: string, body: string): boolean {
  if (match?.path && path !== match.path) return false;
  if (match?.bodyIncludes && !body.includes(match.bodyIncludes)) return false;
  return true;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
