import type { ArrivalDetailsInput } from "~/domain/booking/arrival-details";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { m } from "~/paraglide/messages.js";
import { localizedFieldErrors, localizedRefusal } from "./guest-booking-refusals";

/**
 * The booking page's calls to its API (workers/api/my-booking.ts). They never throw: every
 * outcome, network failures included, is a value the page shows, in the page's language. The
 * notices of their outcomes come with them, so the page's first load carries none of them.
 */

export type GuestCallResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]> };

async function post<T>(token: string, action: string, body: unknown, locale: Locale): Promise<GuestCallResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/my-booking/${encodeURIComponent(token)}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: m.mybooking_unreachable({}, { locale }) };
  }
  let json: Record<string, unknown> | null = null;
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // a body that is not JSON (a 429's sentence) is told by its status below
  }
  if (response.ok && json) return { ok: true, value: json as T };
  if (response.status === 429) return { ok: false, status: 429, error: m.mybooking_too_many({}, { locale }) };
  const english = typeof json?.error === "string" ? json.error : null;
  const fieldErrors = json?.fieldErrors as Record<string, string[]> | undefined;
  if (fieldErrors && Object.keys(fieldErrors).length > 0 && locale !== "en") {
    const localized = localizedFieldErrors(fieldErrors, locale);
    // The API's summary joins each field's first message; the German joins theirs.
    const error = [...new Set(Object.values(localized).map((messages) => messages[0] ?? ""))].filter(Boolean).join(". ");
    return { ok: false, status: response.status, error, fieldErrors: localized };
  }
  const error = english === null ? m.mybooking_server_error({}, { locale }) : localizedRefusal(english, locale);
  return { ok: false, status: response.status, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** What the page says once a call has answered: [title, description]. */
export function guestBookingNotices(locale: Locale) {
  const inLocale = { locale };
  return {
    cancelled: (refundPaise: number) =>
      [
        m.mybooking_cancelled_toast({}, inLocale),
        refundPaise > 0
          ? m.mybooking_cancelled_refund({ amount: formatMoney(refundPaise / 100, "INR", { locale }) }, inLocale)
          : m.mybooking_cancelled_no_refund({}, inLocale),
      ] as const,
    arrivalSaved: (changed: boolean) =>
      [
        m.mybooking_arrival_saved({}, inLocale),
        changed ? m.mybooking_arrival_saved_told({}, inLocale) : m.mybooking_arrival_unchanged({}, inLocale),
      ] as const,
    paid: [m.mybooking_pay_success_title({}, inLocale), m.mybooking_pay_success({}, inLocale)] as const,
    unconfirmed: [m.mybooking_pay_unconfirmed_title({}, inLocale), m.mybooking_pay_unconfirmed({}, inLocale)] as const,
    /** Under the page's own 'Payment Error' title. */
    windowFailed: m.mybooking_pay_window_error({}, inLocale),
    paymentFailed: [m.mybooking_pay_failed_title({}, inLocale), m.mybooking_pay_failed({}, inLocale)] as const,
  };
}

export function cancelBooking(token: string, locale: Locale) {
  return post<{ status: "cancelled"; refund: number }>(token, "cancel", {}, locale);
}

export function saveArrival(token: string, details: ArrivalDetailsInput, locale: Locale) {
  return post<{ saved: true; changed: boolean }>(token, "arrival", details, locale);
}

export function askToChangeDates(token: string, request: { checkIn: string; checkOut: string; message?: string }, locale: Locale) {
  return post<{ requested: true }>(token, "change-request", request, locale);
}

/** The balance's payment order: the same body as `POST /api/payments/orders`. */
export type BalanceOrder = {
  order: { id: string; amount: number; currency: string };
  key_id: string;
  mode: "sandbox" | "live";
  checkout_script: string;
};

export function createBalanceOrder(token: string, locale: Locale) {
  return post<BalanceOrder>(token, "balance", {}, locale);
}
