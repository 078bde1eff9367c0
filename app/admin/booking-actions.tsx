import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatMoney } from "~/domain/money/money";
import { BALANCE_METHOD_LABELS, BALANCE_METHODS } from "~/domain/staff/booking-action-rules";
import type { StaffBookingDetail } from "~/domain/staff/staff-views";
import type { ActionFields, BookingActionName } from "./booking-action-forms";

/**
 * The booking page's actions: confirm or decline a custom-retreat request (only while one awaits
 * the resort), balance received, refund, cancel. Plain form posts to the page's
 * action (they work before, or without, client JavaScript). Each first shows what it will do and a
 * button that says it exactly (ConfirmAction); the answer is the server's sentence (ActionMessage).
 */

const input =
  "mt-1 block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-forest focus:ring-2 focus:ring-forest/30 focus:outline-none";
const label = "block text-sm font-semibold";
const primary =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60";
const danger =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60";

export function ActionMessage({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`mb-4 rounded-lg p-3 text-sm font-medium ${ok ? "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-700/20" : "bg-red-50 text-red-900 ring-1 ring-red-700/20"}`}
    >
      {message}
    </p>
  );
}

const REVIEW_TITLES: Record<BookingActionName, string> = {
  refund: "Confirm the refund",
  balance: "Confirm the balance received",
  cancel: "Confirm the cancellation",
  confirm: "Confirm the custom retreat",
  decline: "Confirm the decline",
};

export function ConfirmAction({
  review,
}: {
  review: { action: BookingActionName; fields: ActionFields; summary: string; confirm: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <section aria-labelledby="confirm-title" className="mb-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 md:p-5">
      <h2 id="confirm-title" className="font-display text-2xl">
        {REVIEW_TITLES[review.action]}
      </h2>
      <p className="mt-2 text-base">{review.summary}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        {Object.entries(review.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          name="intent"
          value={review.action}
          disabled={busy}
          className={review.action === "balance" || review.action === "confirm" ? primary : danger}
        >
          {busy ? "Working…" : review.confirm}
        </button>
        <Link to="." className="min-h-11 content-center px-2 text-sm font-semibold text-primary-dark underline underline-offset-4">
          Change nothing
        </Link>
      </Form>
    </section>
  );
}

function ActionForm({ title, id, refusal, children }: { title: string; id: string; refusal: string | null; children: ReactNode }) {
  return (
    <details className="group border-t border-stone-100 py-3 first:border-t-0 first:pt-0" open={id === "balance-form" && !refusal}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold">
        <span id={id}>{title}</span>
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-2">{refusal ? <p className="text-sm text-muted">{refusal}</p> : children}</div>
    </details>
  );
}

export function BookingActions({ booking }: { booking: StaffBookingDetail }) {
  const owing = booking.balances.filter((b) => b.leftMinor > 0);
  const inr = (paise: number) => formatMoney(paise / 100, "INR");
  return (
    <div>
      {booking.refusals.decide === null ? <RetreatDecision booking={booking} /> : null}
      <ActionForm title="Balance received" id="balance-form" refusal={booking.refusals.balance}>
        <Form method="post" aria-labelledby="balance-form" className="grid gap-3">
          <input type="hidden" name="paymentsSeen" value={booking.balancePaymentCount} />
          <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
            <label className={label}>
              Amount received
              <input name="amount" inputMode="decimal" autoComplete="off" required className={input} />
            </label>
            {owing.length > 1 ? (
              <label className={label}>
                Currency
                <select name="currency" className={input}>
                  {owing.map((b) => (
                    <option key={b.currency} value={b.currency}>
                      {b.currency}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="self-end pb-3 text-sm font-semibold">
                {owing[0]?.currency}
                <input type="hidden" name="currency" value={owing[0]?.currency ?? ""} />
              </p>
            )}
          </div>
          <p className="-mt-1 text-xs text-muted">
            Still to receive: {owing.map((b) => formatMoney(b.leftMinor / 100, b.currency)).join(" and ")}
          </p>
          <fieldset>
            <legend className={label}>Paid by</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {BALANCE_METHODS.map((method, index) => (
                <label
                  key={method}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-forest has-[:checked]:bg-forest/5"
                >
                  <input type="radio" name="method" value={method} defaultChecked={index === 0} className="accent-forest" />
                  {BALANCE_METHOD_LABELS[method]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={label}>
            Note <span className="font-normal text-muted">(optional: receipt number, rupees taken…)</span>
            <input name="note" maxLength={500} className={input} />
          </label>
          <div>
            <button type="submit" name="intent" value="review-balance" className={primary}>
              Review balance received
            </button>
          </div>
        </Form>
      </ActionForm>

      <ActionForm title="Refund" id="refund-form" refusal={booking.refusals.refund}>
        <Form method="post" aria-labelledby="refund-form" className="grid gap-3">
          <input type="hidden" name="refundsSeen" value={booking.refundCount} />
          <label className={label}>
            Amount in rupees <span className="font-normal text-muted">(empty: all {inr(booking.refundablePaise)} left)</span>
            <input name="amount" inputMode="decimal" autoComplete="off" className={input} />
          </label>
          <label className={label}>
            Reason
            <input name="reason" required minLength={3} maxLength={500} className={input} />
          </label>
          <div>
            <button type="submit" name="intent" value="review-refund" className={primary}>
              Review refund
            </button>
          </div>
        </Form>
      </ActionForm>

      <ActionForm title="Cancel booking" id="cancel-form" refusal={booking.refusals.cancel}>
        <Form method="post" aria-labelledby="cancel-form" className="grid gap-3">
          <input type="hidden" name="refundsSeen" value={booking.refundCount} />
          <fieldset className="grid gap-2">
            <legend className={label}>The online payment</legend>
            {booking.refundablePaise >= 100 ? (
              <label className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-forest">
                <input type="radio" name="refund" value="yes" defaultChecked className="accent-forest" />
                Refund the {inr(booking.refundablePaise)} left
              </label>
            ) : null}
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-forest">
              <input type="radio" name="refund" value="no" defaultChecked={booking.refundablePaise < 100} className="accent-forest" />
              Keep it (no refund)
            </label>
          </fieldset>
          <label className={label}>
            Reason
            <input name="reason" required minLength={3} maxLength={500} className={input} />
          </label>
          <div>
            <button type="submit" name="intent" value="review-cancel" className={primary}>
              Review cancellation
            </button>
          </div>
        </Form>
      </ActionForm>
      <ActionForm
        title="Reissue the guest's link"
        id="reissue-form"
        refusal={booking.paidAt ? null : "This order was never paid: it has no booking page."}
      >
        <Form method="post" aria-labelledby="reissue-form" className="grid gap-3">
          <p className="text-sm text-muted">
            Every link to the guest's booking page sent so far stops working; you get the new one to send.
          </p>
          <label className={label}>
            Reason
            <input name="reason" required minLength={3} maxLength={500} className={input} />
          </label>
          <div>
            <button type="submit" name="intent" value="reissue-link" className={primary}>
              Reissue link
            </button>
          </div>
        </Form>
      </ActionForm>
    </div>
  );
}

/** Confirm or decline a paid custom-retreat request: shown only while it awaits the resort. */
function RetreatDecision({ booking }: { booking: StaffBookingDetail }) {
  const paid = formatMoney(booking.chargedPaise / 100, "INR");
  return (
    <section aria-labelledby="decision-title" className="mb-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-600/30">
      <h3 id="decision-title" className="font-semibold">
        Custom retreat request
      </h3>
      <p className="mt-1 text-sm">The guest paid {paid} for a retreat of their own design; it awaits the resort's answer.</p>
      <Form method="post" aria-labelledby="confirm-form" className="mt-3 grid gap-3">
        <span id="confirm-form" className="sr-only">
          Confirm the request
        </span>
        <label className={label}>
          Note <span className="font-normal text-muted">(optional)</span>
          <input name="note" maxLength={500} className={input} />
        </label>
        <div>
          <button type="submit" name="intent" value="review-confirm" className={primary}>
            Review confirmation
          </button>
        </div>
      </Form>
      <Form method="post" aria-labelledby="decline-form" className="mt-4 grid gap-3 border-t border-amber-600/20 pt-3">
        <span id="decline-form" className="sr-only">
          Decline the request
        </span>
        <input type="hidden" name="refundsSeen" value={booking.refundCount} />
        <label className={label}>
          Reason for declining <span className="font-normal text-muted">(refunds {paid} in full)</span>
          <input name="reason" required minLength={3} maxLength={500} className={input} />
        </label>
        <div>
          <button type="submit" name="intent" value="review-decline" className={primary}>
            Review decline
          </button>
        </div>
      </Form>
    </section>
  );
}
