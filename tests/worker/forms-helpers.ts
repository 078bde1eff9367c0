import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { expect, vi } from "vitest";
import type entry from "../../workers/app";

/** Helpers for the form tests: requests to the built Worker, the outbox table, the fake Formspree. */

// The built Worker (the `main` of the worker project). Imported by a path the type checker does not
// follow, since the build is plain JavaScript; at run time it is the same module `SELF` calls into.
const BUILT_WORKER = "../../build/server/index.js";
async function builtWorker(): Promise<typeof entry> {
  return ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: typeof entry }).default;
}

export type FakeReply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  | { hang: true }
  | { drop: true };

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json: Record<string, unknown> | null;
  answered: number | "hang" | "drop";
}

export interface OutboxRow {
  id: string;
  kind: string;
  payload: string;
  status: "pending" | "delivered" | "parked";
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  updated_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
}

/** A unique address per test, so the fake's rules and records never mix between tests. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A unique client address per test, so each test has its own rate-limit budget. */
export function uniqueIp(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function postJson(path: string, body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(`https://kaivalya.test${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": init.ip ?? uniqueIp(),
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Tells the fake Formspree how to answer submissions whose body contains `bodyIncludes`. */
export async function scriptFormspree(bodyIncludes: string, reply: FakeReply, times?: number) {
  const res = await fetch(`${env.FORMSPREE_BASE_URL}/__fake/rules`, {
    method: "POST",
    body: JSON.stringify({ match: { bodyIncludes }, reply, times }),
  });
  expect(res.status).toBe(200);
}

/** What the fake Formspree received with `bodyIncludes` in the body, oldest first. */
export async function formspreeReceived(bodyIncludes: string): Promise<ReceivedRequest[]> {
  const res = await fetch(`${env.FORMSPREE_BASE_URL}/__fake/requests?bodyIncludes=${encodeURIComponent(bodyIncludes)}`);
  return (await res.json()) as ReceivedRequest[];
}

export async function outboxRow(id: string): Promise<OutboxRow | null> {
  return env.DB.prepare("SELECT * FROM form_submissions WHERE id = ?").bind(id).first<OutboxRow>();
}

/** Waits until the row satisfies `check` (the background send finishes after the response). */
export async function waitForRow(id: string, check: (row: OutboxRow) => boolean, timeout = 5_000): Promise<OutboxRow> {
  return vi.waitFor(
    async () => {
      const row = await outboxRow(id);
      if (!row || !check(row)) throw new Error(`row ${id} is ${JSON.stringify(row)}`);
      return row;
    },
    { timeout, interval: 50 },
  );
}

/** Sends `request` to the built Worker with some bindings replaced (a failing database, say). */
export async function fetchWithEnv(overrides: Partial<Record<keyof Env, unknown>>, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const worker = await builtWorker();
  const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs the Worker's Cron Trigger handler as if it fired at `at`, and waits for it to finish. */
export async function runCron(at: Date) {
  const ctx = createExecutionContext();
  const worker = await builtWorker();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}
