import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CloseIcon } from "~/components/icons";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { toast } from "~/components/toast";
import { postForm } from "./form-client";
import type { FieldErrors } from "~/domain/forms/form-constants";
import { FormField, HoneypotField, honeypotValue } from "./form-field";
import { loadFieldErrorsIn } from "./load-field-errors";

/** The pop-up appears this long after the page has loaded (docs/product.md#consultation-pop-up). */
const CONSULTATION_DELAY_MS = 3000;

/** Once the guest closes the offer (or takes it up), it stays away for the rest of the visit. */
const CONSULTATION_DISMISSED_KEY = "kaivalya:consultation-dismissed";

const PROMISES = [
  { title: m.contact_promise_visa, text: m.contact_promise_visa_text },
  { title: m.contact_promise_transfers, text: m.contact_promise_transfers_text },
  { title: m.contact_promise_payment, text: m.contact_promise_payment_text },
  { title: m.contact_promise_essentials, text: m.contact_promise_essentials_text },
] as const;

type Stage = "hidden" | "card" | "form" | "closed";

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(CONSULTATION_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    sessionStorage.setItem(CONSULTATION_DISMISSED_KEY, "1");
  } catch {
    // Storage blocked (private mode, strict settings): the offer may show again next page.
  }
}

/**
 * docs/product.md#consultation-pop-up: a card offering a free journey-planning consultation appears a few
 * seconds after load; 'Book a Free Consultation' swaps it for a modal form (native <dialog>).
 * `countFrom` is the performance.now() the delay counts from (by default, when this mounts).
 */
export function ConsultationPopup({ countFrom }: { countFrom?: number }) {
  const locale = useLocale();
  const inLocale = { locale };
  const THANKS = { title: m.contact_popup_thanks_title({}, inLocale), description: m.contact_popup_thanks_text({}, inLocale) };
  const FAILED = { title: m.contact_popup_failed_title({}, inLocale), description: m.contact_popup_failed_text({}, inLocale) };
  const [stage, setStage] = useState<Stage>("hidden");
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusToCard = useRef(false);
  const ids = useId();

  useEffect(() => {
    if (wasDismissed()) return;
    const delay = CONSULTATION_DELAY_MS - (countFrom === undefined ? 0 : performance.now() - countFrom);
    if (delay <= 0) {
      setStage("card");
      return;
    }
    const timer = window.setTimeout(() => setStage("card"), delay);
    return () => window.clearTimeout(timer);
  }, [countFrom]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (stage === "form" && dialog && !dialog.open) {
      dialog.showModal();
      emailRef.current?.focus();
    }
    if (stage === "card" && returnFocusToCard.current) {
      returnFocusToCard.current = false;
      openButtonRef.current?.focus();
    }
  }, [stage]);

  function dismiss() {
    rememberDismissed();
    setStage("closed");
  }

  // Escape, the close button and Cancel all close the dialog; the card comes back.
  function onDialogClose() {
    setFieldErrors({});
    setFailed(false);
    setStage((current) => {
      if (current !== "form") return current;
      returnFocusToCard.current = true;
      return "card";
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const formData = new FormData(event.currentTarget);
    // The schema and its messages in the page's language load on first submit, keeping the
    // validation library out of the page's first load.
    const [{ consultationFormSchema, describeValidationError }, inPageLanguage] = await Promise.all([
      import("~/domain/forms/form-schemas"),
      loadFieldErrorsIn(locale),
    ]);
    const parsed = consultationFormSchema.safeParse({ email: formData.get("email"), phone: formData.get("phone") });
    if (!parsed.success) {
      setFieldErrors(inPageLanguage.fieldErrors(describeValidationError(parsed.error).fieldErrors));
      return;
    }
    setFieldErrors({});
    setFailed(false);
    setSubmitting(true);
    const result = await postForm("consultation", {
      ...parsed.data,
      ...honeypotValue(formData),
    });
    setSubmitting(false);
    if (result.ok) {
      rememberDismissed();
      setStage("closed");
      dialogRef.current?.close();
      toast.success(THANKS.title, THANKS.description);
    } else {
      setFailed(true);
      if (result.fieldErrors) setFieldErrors(inPageLanguage.fieldErrors(result.fieldErrors));
      toast.error(FAILED.title, FAILED.description);
    }
  }

  if (stage === "hidden" || stage === "closed") return null;

  return (
    <>
      <aside
        aria-labelledby={`${ids}-card-title`}
        hidden={stage !== "card"}
        className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-linen bg-cream p-5 shadow-[0_24px_60px_-20px_rgba(27,36,29,0.45)] transition-[opacity,translate] duration-500 ease-out starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[23rem] sm:p-6"
      >
        <button
          type="button"
          onClick={dismiss}
          aria-label={m.contact_popup_close_offer({}, inLocale)}
          className="absolute top-2.5 right-2.5 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-black/5 hover:text-ink"
        >
          <CloseIcon width={20} height={20} />
        </button>
        <p className="eyebrow">{m.contact_popup_eyebrow({}, inLocale)}</p>
        <h2 id={`${ids}-card-title`} className="mt-2 pr-8 text-2xl leading-tight font-medium text-primary-dark">
          {m.contact_popup_title({}, inLocale)}
        </h2>
        <ul className="mt-4 space-y-2.5 text-sm">
          {PROMISES.map((promise) => (
            <li key={promise.title({}, inLocale)} className="flex gap-2.5">
              <span aria-hidden className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
              <span>
                <span className="font-semibold text-ink">{promise.title({}, inLocale)}:</span>{" "}
                <span className="text-muted">{promise.text({}, inLocale)}</span>
              </span>
            </li>
          ))}
        </ul>
        <button
          ref={openButtonRef}
          type="button"
          onClick={() => setStage("form")}
          className="mt-5 inline-flex w-full items-center justify-center rounded-full bg-primary-dark px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white uppercase transition-colors hover:bg-ink"
        >
          {m.contact_popup_book({}, inLocale)}
        </button>
      </aside>

      <dialog
        ref={dialogRef}
        aria-labelledby={`${ids}-dialog-title`}
        aria-describedby={`${ids}-dialog-text`}
        onClose={onDialogClose}
        className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl border border-linen bg-cream p-0 text-ink shadow-2xl backdrop:bg-forest/60 backdrop:backdrop-blur-sm"
      >
        <form onSubmit={onSubmit} className="relative p-6 sm:p-8" aria-busy={submitting}>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={m.contact_popup_close({}, inLocale)}
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-black/5 hover:text-ink"
          >
            <CloseIcon width={20} height={20} />
          </button>
          <h2 id={`${ids}-dialog-title`} className="pr-10 text-3xl leading-tight font-medium text-primary-dark">
            {m.contact_popup_book({}, inLocale)}
          </h2>
          <p id={`${ids}-dialog-text`} className="mt-2 text-sm leading-relaxed text-muted">
            {m.contact_popup_text({}, inLocale)}
          </p>

          <div className="mt-6 space-y-5">
            <FormField variant="dialog" id={`${ids}-email`} label={m.contact_email({}, inLocale)} errors={fieldErrors.email}>
              {(describedBy) => (
                <input
                  ref={emailRef}
                  id={`${ids}-email`}
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                  aria-invalid={fieldErrors.email ? true : undefined}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )}
            </FormField>
            <FormField variant="dialog" id={`${ids}-phone`} label={m.contact_phone({}, inLocale)} errors={fieldErrors.phone}>
              {(describedBy) => (
                <input
                  id={`${ids}-phone`}
                  name="phone"
                  type="tel"
                  required
                  maxLength={32}
                  autoComplete="tel"
                  aria-invalid={fieldErrors.phone ? true : undefined}
                  aria-describedby={describedBy}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>

          <HoneypotField />

          {failed ? (
            <p role="alert" className="mt-5 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900">
              {FAILED.description}
            </p>
          ) : null}

          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex items-center justify-center rounded-full border border-linen px-6 py-3 text-sm font-semibold tracking-wide text-ink transition-colors hover:bg-sand"
            >
              {m.contact_popup_cancel({}, inLocale)}
            </button>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex items-center justify-center rounded-full bg-primary-dark px-6 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-ink disabled:cursor-wait disabled:opacity-70"
            >
              {submitting ? m.contact_popup_submitting({}, inLocale) : m.contact_popup_request({}, inLocale)}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

const inputClass =
  "block w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink transition-colors focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-red-700";
