import { Form, useNavigation } from "react-router";
import type { GuestErasure } from "~/domain/staff/guest-erasure";
import { ActionMessage } from "./booking-actions";

const inputClass = "min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base md:text-sm";

export type GuestErasureData = { ok: boolean; message: string; email?: string };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The sentence staff read once an erasure ran. */
export function erasureMessage(erased: GuestErasure): string {
  if (erased.bookings + erased.submissions + erased.notices === 0)
    return "Nothing is left under this address: it was erased already, or never used.";
  return `Erased: ${plural(erased.bookings, "booking")}, ${plural(erased.submissions, "form submission")}, ${plural(erased.notices, "notice")}. Amounts and dates stay for the books.`;
}

/**
 * "Erase a guest" on the bookings page: a guest who asks to be forgotten is erased by address.
 * A plain form (no client JavaScript needed) with a box to tick, since it cannot be undone.
 */
export function GuestErasureForm({ result }: { result: GuestErasureData | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <details open={result !== undefined} className="mt-8 rounded-xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-semibold text-primary-dark select-none">Erase a guest's details</summary>
      <Form method="post" className="mt-3 grid gap-3">
        {result ? <ActionMessage ok={result.ok} message={result.message} /> : null}
        <p className="text-sm text-muted">
          When a guest asks to be forgotten: every booking, message and e-mail notice under their address loses their name, e-mail and
          phone. Amounts and dates stay for the books. Refused while a stay is ahead or money is still moving.
        </p>
        <div className="grid gap-1">
          <label htmlFor="erase-email" className="text-xs font-semibold text-muted">
            Guest's e-mail address
          </label>
          <input
            id="erase-email"
            name="email"
            type="email"
            required
            defaultValue={result?.ok ? "" : (result?.email ?? "")}
            className={inputClass}
          />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          <span>I understand this cannot be undone.</span>
        </label>
        <div>
          <button
            type="submit"
            name="intent"
            value="erase-guest"
            disabled={busy}
            className="min-h-11 rounded-full bg-red-800 px-5 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          >
            Erase this guest
          </button>
        </div>
      </Form>
    </details>
  );
}
