import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { DateField, fieldControlClass, fieldLabelClass, SelectFrame } from "~/booking/booking-fields";
import {
  CUSTOM_NAME_MAX,
  nextCheckoutOnCustomCheckinChange,
  parsePriceInput,
  validateCustomRetreat,
} from "~/domain/booking/custom-retreat-rules";
import { customRetreatFloorProblem } from "~/domain/booking/custom-retreat-floor";
import { type CustomRetreatField, customRetreatProblemField } from "~/booking/custom-retreat-fields";
import { loadCartItemBuilders } from "~/booking/load-cart-item";
import { checkinBounds, checkoutBounds, stayWindowProblem } from "~/domain/dates/stay-window";
import { useCart } from "~/cart/cart-provider";
import { Button } from "~/components/button";
import { toast } from "~/components/toast";
import { useHydrated } from "~/components/use-hydrated";
import { daysBetween, formatDateRange, isIsoDate } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { approxInr, type Currency, currencySymbol, formatMoney } from "~/domain/money/money";
import { countText } from "~/cart/cart-display";
import { type Locale, localizePath } from "~/domain/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

type Problem = { field: CustomRetreatField; message: string };

/**
 * The German for the rules' messages (English, the API's words) is needed only once the guest
 * submits, so it loads when the form is first focused, not with the page; English needs nothing.
 */
const loadFieldErrors = () => import("~/forms/field-errors");

async function inPageLanguage(message: string, locale: Locale): Promise<string> {
  if (locale === "en") return message;
  return (await loadFieldErrors()).localizedFieldError(message, locale) ?? message;
}

/** In the spec's order. */
const CURRENCY_OPTIONS: readonly Currency[] = ["USD", "EUR", "INR"];

/**
 * The custom retreat builder (docs/product.md#custom-retreat).
 * Problems are told on submit, beside their field, and focus moves there; after a
 * successful add the visitor goes to the cart.
 */
export function CustomRetreatForm() {
  const locale = useLocale();
  const inLocale = { locale };
  const id = useId();
  const hydrated = useHydrated();
  const today = hydrated ? resortTodayIso() : null;
  const navigate = useNavigate();
  const { addItem } = useCart();

  const [name, setName] = useState("");
  const [checkin, setCheckin] = useState("");
  const [checkout, setCheckout] = useState("");
  const [price, setPrice] = useState("");
  const [currency, setCurrency] = useState<Currency>("EUR");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [adding, setAdding] = useState(false);

  const fieldId = (field: CustomRetreatField) => `${id}-${field}`;
  const amount = parsePriceInput(price);
  const hasAmount = Number.isFinite(amount) && amount > 0;
  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? daysBetween(checkin, checkout) : 0;

  /** Props that tie a control to its problem message. */
  function problemProps(field: CustomRetreatField) {
    const active = problem?.field === field;
    return { "aria-invalid": active || undefined, "aria-describedby": active ? `${fieldId(field)}-problem` : undefined };
  }

  function edit<T>(field: CustomRetreatField, set: (value: T) => void) {
    return (value: T) => {
      set(value);
      if (problem?.field === field) setProblem(null);
    };
  }

  function changeCheckin(value: string) {
    setCheckin(value);
    setCheckout(nextCheckoutOnCustomCheckinChange(value, checkout) ?? "");
    if (problem?.field === "checkin" || problem?.field === "checkout") setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!today || adding) return;
    const check = validateCustomRetreat({ name, startDate: checkin, endDate: checkout, price, currency, today });
    const ruleMessage = check.ok ? stayWindowProblem(checkin, checkout, today) : check.message;
    // The floor's message is written in the page's language; the other rules' are English, matched to their field.
    const floorMessage =
      check.ok && !ruleMessage
        ? customRetreatFloorProblem({ price: check.price, currency: check.currency, guests: 1, nights: check.nights }, locale)
        : null;
    if (!check.ok || ruleMessage || floorMessage) {
      const field = floorMessage ? "price" : customRetreatProblemField(ruleMessage ?? "");
      const message = floorMessage ?? (await inPageLanguage(ruleMessage ?? "", locale));
      setProblem({ field, message });
      document.getElementById(fieldId(field))?.focus();
      return;
    }
    setAdding(true);
    try {
      const { buildCustomRetreatCartItem } = await loadCartItemBuilders();
      addItem(
        buildCustomRetreatCartItem({
          name: check.name,
          startDate: checkin,
          endDate: checkout,
          price: check.price,
          currency: check.currency,
        }),
      );
      toast.success(m.custom_added({}, inLocale), check.name);
      await navigate(localizePath("/cart", locale));
    } catch (error) {
      console.error("Adding the custom retreat to the cart failed:", error);
      toast.error(m.custom_add_failed({}, inLocale), m.custom_try_again({}, inLocale));
      setAdding(false);
    }
  }

  function problemText(field: CustomRetreatField) {
    if (problem?.field !== field) return null;
    return (
      <p id={`${fieldId(field)}-problem`} role="alert" className="mt-2 text-sm text-red-800">
        {problem.message}
      </p>
    );
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus anywhere in the form only preloads the cart code and the messages
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => {
        void loadCartItemBuilders();
        if (locale !== "en") void loadFieldErrors();
      }}
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.35)] ring-1 ring-linen md:p-10"
    >
      <h2 className="font-display text-3xl font-medium text-ink">{m.custom_your_retreat({}, inLocale)}</h2>
      <p className="mt-2 text-sm text-muted">{m.custom_all_required({}, inLocale)}</p>

      <div className="mt-8 space-y-7">
        <div>
          <label htmlFor={fieldId("name")} className={fieldLabelClass}>
            {m.custom_name({}, inLocale)}
          </label>
          <input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="off"
            maxLength={CUSTOM_NAME_MAX + 20}
            placeholder={m.custom_name_placeholder({}, inLocale)}
            className={`${fieldControlClass} placeholder:text-muted/60`}
            value={name}
            disabled={!today}
            onChange={(event) => edit("name", setName)(event.currentTarget.value)}
            {...problemProps("name")}
          />
          {problemText("name")}
        </div>

        <fieldset>
          <legend className="font-display text-xl font-medium text-ink">{m.custom_your_dates({}, inLocale)}</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <DateField
                id={fieldId("checkin")}
                label={m.custom_checkin({}, inLocale)}
                value={checkin}
                onChange={changeCheckin}
                bounds={checkinBounds(today)}
                disabled={!today}
                invalid={problem?.field === "checkin"}
                describedBy={problem?.field === "checkin" ? `${fieldId("checkin")}-problem` : undefined}
              />
              {problemText("checkin")}
            </div>
            <div>
              <DateField
                id={fieldId("checkout")}
                label={m.custom_checkout({}, inLocale)}
                value={checkout}
                onChange={edit("checkout", setCheckout)}
                bounds={checkoutBounds(checkin)}
                disabled={!today || !isIsoDate(checkin)}
                invalid={problem?.field === "checkout"}
                describedBy={problem?.field === "checkout" ? `${fieldId("checkout")}-problem` : undefined}
              />
              {problemText("checkout")}
            </div>
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
          <div>
            <label htmlFor={fieldId("price")} className={fieldLabelClass}>
              {m.custom_price({}, inLocale)}
            </label>
            <input
              id={fieldId("price")}
              name="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              className={`${fieldControlClass} placeholder:text-muted/60`}
              value={price}
              disabled={!today}
              onChange={(event) => edit("price", setPrice)(event.currentTarget.value)}
              {...problemProps("price")}
            />
            {problemText("price")}
          </div>
          <div>
            <label htmlFor={fieldId("currency")} className={fieldLabelClass}>
              {m.custom_currency({}, inLocale)}
            </label>
            <SelectFrame>
              <select
                id={fieldId("currency")}
                name="currency"
                className={`${fieldControlClass} appearance-none pr-10`}
                value={currency}
                disabled={!today}
                onChange={(event) => edit("currency", setCurrency)(event.currentTarget.value as Currency)}
                {...problemProps("currency")}
              >
                {CURRENCY_OPTIONS.map((code) => (
                  <option key={code} value={code}>
                    {code} ({currencySymbol(code)})
                  </option>
                ))}
              </select>
            </SelectFrame>
            {problemText("currency")}
          </div>
        </div>
      </div>

      <div className="mt-9 rounded-2xl bg-forest px-6 py-5 text-white" aria-live="polite">
        <p className="eyebrow !text-gold">{m.custom_total({}, inLocale)}</p>
        <p className="mt-2 font-display text-4xl font-semibold">{formatMoney(hasAmount ? amount : 0, currency, inLocale)}</p>
        {currency !== "INR" ? (
          <p className="mt-1 text-sm text-white/75">≈ {formatMoney(approxInr(hasAmount ? amount : 0, currency), "INR", inLocale)}</p>
        ) : null}
        {nights > 0 ? (
          <p className="mt-3 text-sm text-white/80">
            {formatDateRange(checkin, checkout, locale)} · {countText(nights, m.cart_nights_one, m.cart_nights_other, locale)}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!today || adding}>
        {adding ? m.custom_adding({}, inLocale) : m.custom_add({}, inLocale)}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">{m.custom_not_charged({}, inLocale)}</p>
    </form>
  );
}
