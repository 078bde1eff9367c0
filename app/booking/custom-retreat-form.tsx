import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { DateField, fieldControlClass, fieldLabelClass, SelectFrame } from "~/booking/booking-fields";
import { CUSTOM_NAME_MAX, nextCheckoutOnCustomCheckinChange, parsePriceInput, validateCustomRetreat } from "~/domain/booking/booking-rules";
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
import { plural } from "~/domain/plural";

type Problem = { field: CustomRetreatField; message: string };

/** In the spec's order. */
const CURRENCY_OPTIONS: readonly Currency[] = ["USD", "EUR", "INR"];

/**
 * The custom retreat builder (docs/product.md#custom-retreat).
 * Problems are told on submit, beside their field, and focus moves there; after a
 * successful add the visitor goes to the cart.
 */
export function CustomRetreatForm() {
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
    const message = check.ok
      ? (stayWindowProblem(checkin, checkout, today) ??
        customRetreatFloorProblem({ price: check.price, currency: check.currency, guests: 1, nights: check.nights }))
      : check.message;
    if (!check.ok || message) {
      const text = message ?? "";
      const field = customRetreatProblemField(text);
      setProblem({ field, message: text });
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
      toast.success("Custom retreat added to cart!", check.name);
      await navigate("/cart");
    } catch (error) {
      console.error("Adding the custom retreat to the cart failed:", error);
      toast.error("Failed to add booking to cart", "Please try again.");
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
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus anywhere in the form only preloads the cart code
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadCartItemBuilders()}
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.35)] ring-1 ring-linen md:p-10"
    >
      <h2 className="font-display text-3xl font-medium text-ink">Your retreat</h2>
      <p className="mt-2 text-sm text-muted">All fields are required.</p>

      <div className="mt-8 space-y-7">
        <div>
          <label htmlFor={fieldId("name")} className={fieldLabelClass}>
            Retreat name
          </label>
          <input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="off"
            maxLength={CUSTOM_NAME_MAX + 20}
            placeholder="e.g. Monsoon Panchakarma for two"
            className={`${fieldControlClass} placeholder:text-muted/60`}
            value={name}
            disabled={!today}
            onChange={(event) => edit("name", setName)(event.currentTarget.value)}
            {...problemProps("name")}
          />
          {problemText("name")}
        </div>

        <fieldset>
          <legend className="font-display text-xl font-medium text-ink">Your dates</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <DateField
                id={fieldId("checkin")}
                label="Check-in"
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
                label="Check-out"
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
              Price
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
              Currency
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
        <p className="eyebrow !text-gold">Total</p>
        <p className="mt-2 font-display text-4xl font-semibold">{formatMoney(hasAmount ? amount : 0, currency)}</p>
        {currency !== "INR" ? (
          <p className="mt-1 text-sm text-white/75">≈ {formatMoney(approxInr(hasAmount ? amount : 0, currency), "INR")}</p>
        ) : null}
        {nights > 0 ? (
          <p className="mt-3 text-sm text-white/80">
            {formatDateRange(checkin, checkout)} · {plural(nights, "night")}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!today || adding}>
        {adding ? "Adding..." : "Add to Cart"}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">You won't be charged yet. Review your booking in the cart.</p>
    </form>
  );
}
