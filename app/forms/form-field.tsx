import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/domain/forms/form-constants";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

const spacing = {
  /** A form on a page (the contact page). */
  page: { label: "mb-2 text-ink", error: "mt-2" },
  /** A form in a dialog (the consultation pop-up): a little tighter. */
  dialog: { label: "mb-1.5", error: "mt-1.5" },
} as const;

/**
 * A labelled field with its first error below it. `children` renders the control and receives
 * the id to put in its `aria-describedby` while there is an error. The errors come in the page's
 * language (./load-field-errors.ts; a form's action writes them so on the server).
 */
export function FormField({
  id,
  label,
  errors,
  variant = "page",
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  variant?: keyof typeof spacing;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={`${spacing[variant].label} block text-sm font-semibold tracking-wide`}>
        {label}
      </label>
      {children(errors?.length ? errorId : undefined)}
      {errors?.length ? (
        <p id={errorId} className={`${spacing[variant].error} text-sm text-red-800`}>
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The spam trap: out of sight and out of the tab order, so only bots fill it in. */
export function HoneypotField() {
  const inLocale = useMessageLocale();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {m.contact_honeypot_label({}, inLocale)}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value from a submitted form, as the API expects it. */
export function honeypotValue(formData: FormData): Record<typeof HONEYPOT_FIELD, string> {
  return { [HONEYPOT_FIELD]: String(formData.get(HONEYPOT_FIELD) ?? "") } as Record<typeof HONEYPOT_FIELD, string>;
}
