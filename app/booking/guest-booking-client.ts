import type { ArrivalDetailsInput } from "~/domain/booking/arrival-details";

/**
 * The booking page's calls to its API (workers/api/my-booking.ts). They never throw: every
 * outcome, network failures included, is a value the page shows.
 */

export type GuestCallResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> };

const UNREACHABLE = "We could not reach the resort's server. Please check your connection and try again.";

async function post<T>(token: string, action: string, body: unknown): Promise<GuestCallResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/my-booking/${encodeURIComponent(token)}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: UNREACHABLE };
  }
  let json: Record<string, unknown> | null = null;
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // a body that is not JSON (a 429's sentence) is told by its status below
  }
  if (response.ok && json) return { ok: true, value: json as T };
  if (response.status === 429) return { ok: false, status: 429, error: "Too many requests: please wait a minute and try again." };
  const error = typeof json?.error === "string" ? json.error : "Something went wrong on our side. Please try again.";
  const fieldErrors = json?.fieldErrors as Record<string, string[]> | undefined;
  return { ok: false, status: response.status, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

export function cancelBooking(token: string) {
  return post<{ status: "cancelled"; refund: number }>(token, "cancel", {});
}

export function saveArrival(token: string, details: ArrivalDetailsInput) {
  return post<{ saved: true; changed: boolean }>(token, "arrival", details);
}

export function askToChangeDates(token: string, request: { checkIn: string; checkOut: string; message?: string }) {
  return post<{ requested: true }>(token, "change-request", request);
}

/** The balance's payment order: the same body as `POST /api/payments/orders`. */
export type BalanceOrder = {
  order: { id: string; amount: number; currency: string };
  key_id: string;
  mode: "sandbox" | "live";
  checkout_script: string;
};

export function createBalanceOrder(token: string) {
  return post<BalanceOrder>(token, "balance", {});
}
