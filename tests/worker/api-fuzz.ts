import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { expect } from "vitest";

/**
 * Shared pieces of the property tests that throw random and malformed requests at every endpoint
 * under /api (api-properties.test.ts, api-properties.gateway.test.ts): the request arbitraries, the
 * row counts, and the property every answer must satisfy.
 */

const ORIGIN = "https://kaivalya.test";

export type FuzzRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Missing: no Content-Type header at all. */
  contentType?: string | undefined;
  body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
  headers?: Record<string, string>;
};

let ipSequence = Math.floor(Math.random() * 2 ** 24);
/** A fresh client address per request, so rate limits never hide what validation would answer. */
export function nextIp(): string {
  const n = ipSequence++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function send(req: FuzzRequest): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": nextIp(), ...req.headers };
  if (req.contentType !== undefined) headers["Content-Type"] = req.contentType;
  return SELF.fetch(`${ORIGIN}${req.path}`, { method: req.method, headers, body: req.body });
}

export type RowCounts = { forms: number; bookings: number; lines: number; events: number; holds: number };

export async function rowCounts(): Promise<RowCounts> {
  const row = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM form_submissions) AS forms, (SELECT COUNT(*) FROM bookings) AS bookings,
            (SELECT COUNT(*) FROM booking_lines) AS lines, (SELECT COUNT(*) FROM payment_events) AS events,
            (SELECT COUNT(*) FROM room_nights) + (SELECT COUNT(*) FROM retreat_places) AS holds`,
  ).first<RowCounts>();
  if (!row) throw new Error("no counts");
  return row;
}

/** Signs of an internal error leaking out: stack frames, source paths, runtime names. */
const LEAKS = [
  /\n\s*at\s/,
  /\bat\s+\S+\s+\(.*:\d+:\d+\)/,
  /\.(?:ts|tsx|js|mjs|cjs):\d+/,
  /node_modules|file:\/\/|\/work\/|build\/server/,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|D1_ERROR|SQLITE_)/,
];

export function leaksInternals(text: string): boolean {
  return LEAKS.some((pattern) => pattern.test(text));
}

/**
 * The property every answer satisfies: never a 5xx; a 4xx is JSON with a readable `error` (or the
 * plain-text 429 of the rate limits); nothing leaks; and a refused request leaves every table as
 * it was. Returns the status and parsed body for callers with more to check.
 */
export async function expectCleanAnswer(req: FuzzRequest): Promise<{ status: number; json: unknown }> {
  const before = await rowCounts();
  const res = await send(req);
  const text = await res.text();
  const context = `${req.method} ${req.path} [${req.contentType ?? "no content type"}] -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers.get("Cache-Control"), context).toBe("no-store");
  expect(leaksInternals(text), context).toBe(false);

  let json: unknown = null;
  if (res.status >= 400) {
    if (res.status === 429) {
      expect(text.trim().length, context).toBeGreaterThan(10);
    } else {
      expect(res.headers.get("Content-Type") ?? "", context).toMatch(/^application\/json/);
      json = JSON.parse(text);
      const error = (json as { error?: unknown }).error;
      expect(typeof error, context).toBe("string");
      // A sentence a person can read, not a code.
      expect(String(error).trim().length, context).toBeGreaterThan(5);
      expect(String(error), context).toMatch(/[A-Za-z]{3,}/);
    }
    expect(await rowCounts(), `rows written for a refused request: ${context}`).toEqual(before);
  } else if ((res.headers.get("Content-Type") ?? "").startsWith("application/json")) {
    json = JSON.parse(text);
  }
  return { status: res.status, json };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const enc = new TextEncoder();

/** Any JSON document, as text. */
export const jsonText = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null"),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }).map((v) => JSON.stringify(v)),
);

/** Text and bytes that are mostly not JSON at all. */
export const garbage: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("{", "[", '{"a":', "nul", "undefined", "NaN", "{'a':1}", "\u0000", "\uFEFF{}", "{}}", "[]]", ",", '"\\ud800"'),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes)),
);

/** Content types a client might send, most of them wrong for a JSON API. */
export const wrongContentType = fc.constantFrom(
  undefined,
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/jsonx",
  "application/json-patch",
  "json",
  "text/json",
  "application/octet-stream",
  "*/*",
);

export const jsonContentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json;charset=UTF-8",
  "Application/JSON",
  "application/vnd.api+json",
  "application/problem+json",
);

/** Values that are wrong almost anywhere in a body: types, sizes, numbers, dates, text. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    "",
    " ",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e309",
    "0x10",
    "12abc",
    "null",
    "undefined",
    "2000-01-01",
    "1999-12-31",
    "2024-02-30",
    "9999-99-99",
    "2026-13-01",
    "not-a-date",
    "unknown-retreat-id",
    "order_DoesNotExist00",
    "<script>alert(1)</script>",
    "'; DROP TABLE bookings; --",
    "\u0000",
    "\u202e\u200b",
    "😀".repeat(50),
    [],
    {},
    [null],
    { $gt: "" },
    { __proto__: { polluted: true } },
  ),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => Number(n)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.nat({ max: 3 }).map((n) => "x".repeat(10_000 + n)),
  fc.integer({ min: 50, max: 400 }).map((depth) => {
    let v: unknown = "deep";
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
  fc.jsonValue({ maxDepth: 2 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...prefix, i]));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  }
  return paths;
}

function setAt(root: unknown, path: Path, op: { remove: boolean; value: unknown }): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    // An earlier mutation replaced an ancestor: nothing left to change here.
    if (!next || typeof next !== "object") return copy;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1] as string | number;
  if (op.remove && !Array.isArray(node)) delete node[last];
  else node[last] = op.value;
  return copy;
}

/**
 * A valid body with one to three fields changed: given a bad value, or removed, or a stray field
 * added. Some mutants are still valid (another valid string, say); the properties allow that.
 */
export function mutantOf(valid: object): fc.Arbitrary<string> {
  const paths = pathsOf(valid);
  const mutation = fc.record({
    path: fc.constantFrom(...paths),
    remove: fc.boolean(),
    value: badValue,
  });
  return fc
    .oneof(
      fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ops) => ops.reduce<unknown>((body, op) => setAt(body, op.path, op), valid)),
      fc.record({ key: fc.string({ maxLength: 20 }), value: badValue }).map(({ key, value }) => ({ ...valid, [key]: value })),
    )
    .map((body) => JSON.stringify(body));
}

/** A body just over `limit` bytes, either valid-looking JSON or filler. */
function oversized(limit: number): fc.Arbitrary<string> {
  return fc.record({ extra: fc.nat({ max: limit }), json: fc.boolean() }).map(({ extra, json }) => {
    const size = limit + 1 + extra;
    return json ? JSON.stringify({ message: "x".repeat(size) }) : "x".repeat(size);
  });
}

/** A stream with no Content-Length, for body caps that must hold without one. */
export function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = enc.encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
      controller.close();
    },
  });
}

/**
 * Every kind of request for one POST endpoint: random JSON, mutants of a valid body, garbage,
 * wrong content types, oversized bodies.
 */
export function postRequests(path: string, valid: object, limit: number): fc.Arbitrary<FuzzRequest> {
  const post = (contentType: string | undefined, body: string | Uint8Array<ArrayBuffer>): FuzzRequest => ({
    method: "POST",
    path,
    contentType,
    body,
  });
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(jsonContentType, jsonText).map(([ct, body]) => post(ct, body)) },
    { weight: 5, arbitrary: fc.tuple(jsonContentType, mutantOf(valid)).map(([ct, body]) => post(ct, body)) },
    { weight: 2, arbitrary: fc.tuple(jsonContentType, garbage).map(([ct, body]) => post(ct, body)) },
    { weight: 2, arbitrary: fc.tuple(wrongContentType, fc.oneof(jsonText, mutantOf(valid), garbage)).map(([ct, body]) => post(ct, body)) },
    { weight: 1, arbitrary: fc.tuple(jsonContentType, oversized(limit)).map(([ct, body]) => post(ct, body)) },
  );
}
