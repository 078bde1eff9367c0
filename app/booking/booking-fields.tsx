import type { ReactNode } from "react";
import { checkinBounds, checkoutBounds, type DateBounds } from "~/domain/dates/stay-window";
import type { StayBooking } from "~/booking/use-stay-booking";
import { ChevronDownIcon } from "~/components/icons";
import { plural } from "~/domain/plural";

/**
 * Form controls shared by the booking cards and the custom retreat builder. Dates use the native
 * date input (docs/decisions/030): labelled, keyboard-usable, the platform's own picker on phones.
 */

export const fieldLabelClass = "block text-[0.7rem] font-semibold tracking-[0.2em] text-muted uppercase";

/**
 * No colour transition: the fields are disabled until the page has hydrated, and a transition
 * would run on each of them as they are enabled, restyling the card every frame just as a visitor
 * starts to tap.
 */
export const fieldControlClass =
  "mt-2 block h-12 w-full scroll-mt-28 rounded-xl border border-linen bg-cream/60 px-4 text-base text-ink " +
  "[color-scheme:light] hover:border-primary-light focus:border-primary focus:bg-white focus:outline-none " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold " +
  "disabled:cursor-not-allowed disabled:border-linen disabled:bg-sand/60 disabled:text-muted/70 " +
  "aria-invalid:border-red-700/70";

export function DateField({
  id,
  label,
  value,
  onChange,
  bounds,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  bounds?: DateBounds;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="date"
        className={fieldControlClass}
        value={value}
        min={bounds?.min}
        max={bounds?.max}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * A booking card's check-in and check-out, side by side where the card is wide enough. Both wait
 * for hydration (`booking.today`); a card may also hold check-out back or mark it. The labels are
 * the card's own, in the page's language: a message two pages call would ride in every page's shell.
 */
export function StayDateFields({
  booking,
  labels,
  checkoutDisabled = false,
  checkoutInvalid,
}: {
  booking: StayBooking;
  labels: { checkin: string; checkout: string };
  checkoutDisabled?: boolean;
  checkoutInvalid?: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 @[20rem]:grid-cols-2">
      <DateField
        id={`${booking.id}-checkin`}
        label={labels.checkin}
        value={booking.checkin}
        onChange={booking.changeCheckin}
        bounds={checkinBounds(booking.today)}
        disabled={!booking.today}
      />
      <DateField
        id={`${booking.id}-checkout`}
        label={labels.checkout}
        value={booking.checkout}
        onChange={booking.setCheckout}
        bounds={checkoutBounds(booking.checkin)}
        disabled={!booking.today || checkoutDisabled}
        invalid={checkoutInvalid}
      />
    </div>
  );
}

/** A select of 1..max people ('2 participants'), with the limit said under it. */
export function PeopleField({
  id,
  label,
  value,
  onChange,
  max,
  noun,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  noun: [singular: string, plural: string];
  hint: string;
  disabled?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <SelectFrame>
        <select
          id={id}
          name={id}
          className={`${fieldControlClass} appearance-none pr-10`}
          value={value}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {plural(n, noun[0], noun[1])}
            </option>
          ))}
        </select>
      </SelectFrame>
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}

/** Wraps a native select (styled with appearance-none) to draw its chevron. */
export function SelectFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <ChevronDownIcon width={18} height={18} className="pointer-events-none absolute right-4 bottom-[0.95rem] text-primary" />
    </div>
  );
}

export function SummaryRow({ term, children, strong }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "pt-3" : ""}`}>
      <dt className={strong ? "font-display text-lg text-ink" : "text-muted"}>{term}</dt>
      <dd className={`text-right ${strong ? "font-display text-2xl font-semibold text-ink" : "text-ink"}`}>{children}</dd>
    </div>
  );
}

/** An inline problem with the form, announced when it appears. */
export function FormProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm text-red-800">
      <span aria-hidden className="mt-[0.45em] inline-block h-1.5 w-1.5 shrink-0 rounded-full bg-red-700" />
      <span>{children}</span>
    </p>
  );
}
