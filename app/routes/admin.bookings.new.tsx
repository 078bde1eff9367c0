import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { lineField, RECORD_LINE_SLOTS, type RecordFormFields, readRecordForm, type StayOption } from "~/admin/record-booking-form";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { retreatDays, retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";
import { BOOKING_SOURCE_LABELS, RECORDED_SOURCES } from "~/domain/booking/booking-source";
import { CURRENCIES } from "~/domain/money/money";
import { BALANCE_METHOD_LABELS, BALANCE_METHODS } from "~/domain/staff/booking-action-rules";
import { recordBookingInputSchema } from "~/domain/staff/record-booking";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.bookings.new";

/**
 * "Record a booking": a stay the guest booked by phone, by e-mail or at the front desk. A plain
 * form post (it works before hydration): the action calls the same staff service as
 * POST /api/admin/bookings, with the Idempotency-Key the page was rendered with, so a double
 * submit records one booking; on success it goes to the booking's page.
 */

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Record a booking");
}

function stayOptions(): StayOption[] {
  return [
    ...rooms.map((room) => ({ value: `room:${room.id}`, label: room.name, group: "Rooms" as const, days: null })),
    ...retreats.map((retreat) => ({
      value: `retreat:${retreat.id}`,
      label: retreat.title,
      group: "Retreats" as const,
      days: retreatDays(retreat),
    })),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  return { options: stayOptions(), today: staff.today(), idempotencyKey: crypto.randomUUID() };
}

type RecordActionData = { error: string; field?: string; nights?: string[]; fields: RecordFormFields };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const form = await request.formData();
  const fields: RecordFormFields = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const refuse = (status: number, answer: Omit<RecordActionData, "fields">) => data<RecordActionData>({ ...answer, fields }, { status });

  const key = fields.idempotencyKey ?? "";
  if (!/^[\w-]{16,64}$/.test(key)) return refuse(422, { error: "This form is out of date: reload the page and enter the booking again." });
  const read = readRecordForm(fields, stayOptions());
  if (!read.ok) return refuse(422, { error: read.error, field: read.field });
  const input = recordBookingInputSchema.safeParse(read.body);
  if (!input.success) {
    const issue = input.error.issues[0];
    return refuse(422, { error: input.error.issues.map((i) => i.message).join(". "), field: issue?.path.join(".") });
  }
  const result = await staff.recordBooking(input.data, key);
  if (!result.ok) {
    const field = result.fieldErrors ? Object.keys(result.fieldErrors)[0] : undefined;
    return refuse(result.status, { error: result.error, field, nights: result.nights });
  }
  return redirect(`/admin/bookings/${result.value.orderId}`, 303);
}

const input =
  "mt-1 block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-forest focus:ring-2 focus:ring-forest/30 focus:outline-none";
const label = "block text-sm font-semibold";
const hint = "font-normal text-muted";
const SLOTS = Array.from({ length: RECORD_LINE_SLOTS }, (_, slot) => slot);
const box = "grid gap-4 rounded-xl border border-stone-200 bg-white p-4 md:p-5";
const legend = "font-display text-xl";

export default function RecordBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { options, today, idempotencyKey } = loaderData;
  const refused = actionData as RecordActionData | undefined;
  const value = (name: string, fallback = "") => refused?.fields[name] ?? fallback;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const groups = ["Rooms", "Retreats"] as const;

  return (
    <>
      <PageTitle>Record a booking</PageTitle>
      <p className="-mt-3 mb-5 max-w-2xl text-sm text-muted">
        A stay the guest booked by phone, by e-mail or at the desk. Its nights are taken at once, like an online order; the guest gets the
        confirmation e-mail when you give an address.
      </p>
      {refused ? (
        <div role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-700/20">
          <p>{refused.error}</p>
          {refused.nights?.length ? (
            <p className="mt-1">
              Taken: {refused.nights.join(", ")}.{" "}
              <Link to={`/admin/arrivals?from=${refused.nights[0]}`} className="underline underline-offset-4">
                See the arrivals grid
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className="grid max-w-3xl gap-5">
        <input type="hidden" name="idempotencyKey" value={value("idempotencyKey", idempotencyKey)} />

        <fieldset className={box}>
          <legend className={legend}>Guest</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="How the booking was taken">
            {RECORDED_SOURCES.map((source) => (
              <RadioChip key={source} name="source" value={source} checked={value("source", "phone") === source}>
                {BOOKING_SOURCE_LABELS[source]}
              </RadioChip>
            ))}
          </div>
          <label className={label}>
            Name
            <input name="name" required minLength={2} maxLength={100} autoComplete="off" defaultValue={value("name")} className={input} />
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className={label}>
              E-mail <span className={hint}>(optional: the confirmation goes here)</span>
              <input name="email" type="email" maxLength={254} autoComplete="off" defaultValue={value("email")} className={input} />
            </label>
            <label className={label}>
              Phone <span className={hint}>(optional)</span>
              <input name="phone" type="tel" maxLength={30} autoComplete="off" defaultValue={value("phone")} className={input} />
            </label>
          </div>
          <label className={`${label} sm:max-w-48`}>
            Language of the guest's e-mails
            <select name="locale" defaultValue={value("locale", "en")} className={input}>
              <option value="en">English</option>
              <option value="de" lang="de">
                Deutsch
              </option>
            </select>
          </label>
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>Stay</legend>
          <label className={`${label} sm:max-w-48`}>
            Currency of the prices
            <select name="currency" defaultValue={value("currency", "INR")} className={input}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
          {SLOTS.map((slot) => {
            const line = (
              <div key="line" className="grid gap-3 sm:grid-cols-2">
                <label className={`${label} sm:col-span-2`}>
                  Room or retreat
                  <select
                    name={lineField(slot, "stay")}
                    required={slot === 0}
                    defaultValue={value(lineField(slot, "stay"))}
                    className={input}
                  >
                    <option value="">{slot === 0 ? "Choose…" : "None"}</option>
                    {groups.map((group) => (
                      <optgroup key={group} label={group}>
                        {options
                          .filter((o) => o.group === group)
                          .map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                              {o.days ? ` (${o.days} days)` : ""}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                </label>
                <label className={label}>
                  Check-in
                  <input
                    name={lineField(slot, "start")}
                    type="date"
                    min={today}
                    defaultValue={value(lineField(slot, "start"))}
                    className={input}
                  />
                </label>
                <label className={label}>
                  Check-out <span className={hint}>(a retreat: may stay empty)</span>
                  <input
                    name={lineField(slot, "end")}
                    type="date"
                    min={today}
                    defaultValue={value(lineField(slot, "end"))}
                    className={input}
                  />
                </label>
                <label className={label}>
                  Guests
                  <input
                    name={lineField(slot, "guests")}
                    type="number"
                    min={1}
                    max={12}
                    inputMode="numeric"
                    defaultValue={value(lineField(slot, "guests"), "2")}
                    className={input}
                  />
                </label>
                <label className={label}>
                  Agreed price <span className={hint}>(for the whole stay)</span>
                  <input
                    name={lineField(slot, "price")}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={value(lineField(slot, "price"))}
                    className={input}
                  />
                </label>
              </div>
            );
            return slot === 0 ? (
              <div key={slot}>{line}</div>
            ) : (
              <details key={slot} className="group border-t border-stone-100 pt-3" open={Boolean(value(lineField(slot, "stay")))}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold text-primary-dark">
                  {slot === 1 ? "Add a second room or retreat" : "Add a third room or retreat"}
                  <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="mt-2">{line}</div>
              </details>
            );
          })}
        </fieldset>

        <fieldset className={box}>
          <legend className={legend}>Deposit received</legend>
          <label className={`${label} sm:max-w-64`}>
            Amount <span className={hint}>(empty: nothing yet)</span>
            <input name="deposit" inputMode="decimal" autoComplete="off" defaultValue={value("deposit")} className={input} />
          </label>
          <fieldset>
            <legend className={label}>Paid by</legend>
            <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {BALANCE_METHODS.map((method) => (
                <RadioChip key={method} name="method" value={method} checked={value("method", "cash") === method}>
                  {BALANCE_METHOD_LABELS[method]}
                </RadioChip>
              ))}
            </div>
          </fieldset>
          <label className={label}>
            Note on the payment <span className={hint}>(receipt number; required for “Other”)</span>
            <input name="depositNote" maxLength={500} defaultValue={value("depositNote")} className={input} />
          </label>
        </fieldset>

        <label className={label}>
          Note for the team <span className={hint}>(optional, never shown to the guest)</span>
          <textarea name="note" maxLength={500} rows={2} defaultValue={value("note")} className={`${input} py-2`} />
        </label>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-forest px-6 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60"
          >
            {busy ? "Recording…" : "Record booking"}
          </button>
          <Link
            to="/admin/bookings"
            className="min-h-11 content-center px-2 text-sm font-semibold text-primary-dark underline underline-offset-4"
          >
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}

/** One choice of a radio group, as a chip a thumb can hit (44 px high). */
function RadioChip({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-forest has-[:checked]:bg-forest/5">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="accent-forest" />
      {children}
    </label>
  );
}
