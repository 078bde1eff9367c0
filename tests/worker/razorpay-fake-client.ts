import { env } from "cloudflare:test";
import { expect } from "vitest";

/** Drives the fake Razorpay (tests/fakes/fake-razorpay.ts) from inside workerd. */

const fakeBase = () => {
  const apiBase = env.RAZORPAY_API_BASE;
  if (!apiBase) throw new Error("RAZORPAY_API_BASE is not set: run this file in the worker-gateway project");
  return apiBase.replace(/\/v1$/, "");
};

export type FakeReply = { status: number; body?: unknown; delayMs?: number } | { hang: true } | { drop: true };

export async function scriptRazorpay(match: { method?: string; path?: string; bodyIncludes?: string }, reply: FakeReply, times?: number) {
  const res = await fetch(`${fakeBase()}/__fake/rules`, { method: "POST", body: JSON.stringify({ match, reply, times }) });
  expect(res.status).toBe(200);
}

export async function registerPayment(payment: {
  id: string;
  order_id: string;
  amount: number;
  currency?: string;
  status?: string;
  captured?: boolean;
}) {
  const res = await fetch(`${fakeBase()}/__fake/payments`, { method: "POST", body: JSON.stringify(payment) });
  expect(res.status).toBe(200);
}

/** Razorpay refunds an authorized payment nobody captured in time: `refunded`, `captured: false`. */
export async function autoRefundAuthorization(paymentId: string) {
  const res = await fetch(`${fakeBase()}/__fake/payments/${encodeURIComponent(paymentId)}/auto-refund`, { method: "POST" });
  expect(res.status).toBe(200);
}

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json: Record<string, unknown> | null;
  answered: number | "hang" | "drop";
};

export async function razorpayReceived(filter: { path?: string; bodyIncludes?: string }): Promise<ReceivedRequest[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === "string"));
  const res = await fetch(`${fakeBase()}/__fake/requests?${query}`);
  return (await res.json()) as ReceivedRequest[];
}
