import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import type { CheckoutContact, CheckoutContactErrors, validateCheckoutContact } from "~/domain/booking/checkout-contact";
import { fieldControlClass, fieldLabelClass } from "~/booking/booking-fields";
import { Button } from "~/components/button";
import { localizePath } from "~/domain/i18n/locale";
import { loadFieldErrorsIn } from "~/forms/load-field-errors";
import type { Locale } from "~/domain/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

type Validate = typeof validateCheckoutContact;

/**
 * The rules bring zod, so they load when the dialog first opens, not with the cart page, and with
 * them their messages in the page's language: the errors it keeps are the ones it shows.
 */
async function loadValidator(locale: Locale): Promise<Validate> {
  const [{ validateCheckoutContact }, inPageLanguage] = await Promise.all([
    import("~/domain/booking/checkout-contact"),
    loadFieldErrorsIn(locale),
  ]);
  return (input) => {
    const result = validateCheckoutContact(input);
    if (result.ok) return result;
    const errors: CheckoutContactErrors = {};
    if (result.errors.email) errors.email = inPageLanguage.message(result.errors.email);
    if (result.errors.phone) errors.phone = inPageLanguage.message(result.errors.phone);
    return { ok: false, errors };
  };
}

/**
 * 'Contact Information' before payment (docs/product.md#checkout-contact-dialog).
 * A native modal <dialog>: focus stays inside and Escape cancels (docs/decisions/030).
 * It closes when the parent sets `open` to false: on Cancel, or after a valid submit.
 */
export function ContactDialog({
  open,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (contact: CheckoutContact) => void;
}) {
  const locale = useLocale();
  const inLocale = { locale };
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const validateRef = useRef<Validate | null>(null);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<CheckoutContactErrors>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setErrors({});
      setTried(false);
      dialog.showModal();
      void loadValidator(locale).then((validate) => (validateRef.current = validate));
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, locale]);

  /** After a first submit, messages follow the typing so a fixed field clears at once. */
  function revalidate(next: { email: string; phone: string }) {
    if (!tried || !validateRef.current) return;
    const result = validateRef.current(next);
    setErrors(result.ok ? {} : result.errors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    validateRef.current ??= await loadValidator(locale);
    const validate = validateRef.current;
    const result = validate({ email, phone });
    setTried(true);
    if (!result.ok) {
      setErrors(result.errors);
      document.getElementById(result.errors.email ? `${id}-email` : `${id}-phone`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  }

  // A click on the backdrop lands on the <dialog> itself (its content fills it).
  function clickBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onCancel();
  }

  const fieldProps = (field: keyof CheckoutContactErrors) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; Escape does the same from the keyboard natively
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={clickBackdrop}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-cream p-0 text-ink shadow-2xl backdrop:bg-forest/60 backdrop:backdrop-blur-sm"
    >
      <form noValidate onSubmit={submit} className="p-7 md:p-9">
        <p className="eyebrow">{m.checkout_eyebrow({}, inLocale)}</p>
        <h2 id={`${id}-title`} className="mt-2 font-display text-3xl font-medium">
          {m.checkout_contact_title({}, inLocale)}
        </h2>
        <p id={`${id}-intro`} className="mt-2 text-sm text-muted">
          {m.checkout_contact_intro({}, inLocale)}
        </p>

        <div className="mt-7 space-y-5">
          <div>
            <label htmlFor={`${id}-email`} className={fieldLabelClass}>
              {m.checkout_email({}, inLocale)}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              className={fieldControlClass}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                revalidate({ email: event.currentTarget.value, phone });
              }}
              {...fieldProps("email")}
            />
            {errors.email ? (
              <p id={`${id}-email-error`} className="mt-2 text-sm text-red-800">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className={fieldLabelClass}>
              {m.checkout_phone({}, inLocale)}
            </label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              className={fieldControlClass}
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                revalidate({ email, phone: event.currentTarget.value });
              }}
              {...fieldProps("phone")}
            />
            {errors.phone ? (
              <p id={`${id}-phone-error`} className="mt-2 text-sm text-red-800">
                {errors.phone}
              </p>
            ) : null}
          </div>
        </div>

        <p className="mt-6 text-xs leading-relaxed text-muted">
          {m.checkout_privacy_note({}, inLocale)} {/* A new tab, so the checkout stays where it is. */}
          <a
            href={localizePath("/privacy", locale)}
            target="_blank"
            rel="noopener"
            className="text-forest underline underline-offset-2 hover:text-ink"
          >
            {m.checkout_privacy_link({}, inLocale)}
          </a>
          .
        </p>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {m.checkout_cancel({}, inLocale)}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? m.cart_processing({}, inLocale) : m.cart_proceed({}, inLocale)}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
