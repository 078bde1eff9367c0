import { cartItemFacts, cartItemKind } from "~/cart/cart-display";
import { CalendarIcon, MinusIcon, PlusIcon, RemoveIcon, StarIcon } from "~/cart/cart-icons";
import type { CartItem } from "~/domain/cart/cart-item";
import { useCart } from "~/cart/cart-provider";
import { isCustomRetreatItem } from "~/domain/cart/cart-rules";
import { LotusIcon } from "~/components/icons";
import { approxInr, currencyOf, formatMoney } from "~/domain/money/money";
import { formatDateRange } from "~/domain/dates/dates";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

const stepperButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-primary-dark transition-colors " +
  "hover:bg-sand disabled:cursor-not-allowed disabled:text-muted/40 disabled:hover:bg-transparent";

/**
 * One line of the cart (docs/product.md#cart). Quantity and removal act on this line only
 * (the line itself is passed, not its id): two stays in one room can share an id.
 */
export function CartItemCard({ item, problem }: { item: CartItem; problem?: string | undefined }) {
  const locale = useLocale();
  const inLocale = { locale };
  const { updateQuantity } = useCart();
  const currency = currencyOf(item);
  const lineTotal = item.price * item.quantity;

  return (
    <article className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-[1.5rem] bg-white p-4 ring-1 ring-linen sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6 md:p-5">
      <ItemPicture item={item} />

      <div className="self-center sm:self-start">
        <p className="eyebrow">{cartItemKind(item, locale)}</p>
        <h3 className="mt-1.5 font-display text-xl leading-tight font-medium text-ink sm:text-2xl">{item.name}</h3>
        <p className="mt-1.5 flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted">
          <StarIcon width={14} height={14} className="text-gold" />
          4.9 • {m.cart_luxury({}, inLocale)}
        </p>
      </div>

      <div className="col-span-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 sm:col-span-1 sm:col-start-2">
        <div className="text-sm">
          <p className="flex items-center gap-2 text-ink/85">
            <CalendarIcon width={16} height={16} className="shrink-0 text-primary" />
            {/* The stored line carries its dates in English words; other locales write them from the ISO dates. */}
            {locale === "en" ? item.dates : formatDateRange(item.startDate, item.endDate, locale)}
          </p>
          <p className="mt-1 pl-6 text-muted">{cartItemFacts(item, locale).join(" · ")}</p>
        </div>
        <div className="ml-auto text-right">
          <p className="font-display text-2xl leading-none font-semibold text-ink">{formatMoney(lineTotal, currency, inLocale)}</p>
          {currency !== "INR" ? (
            <p className="mt-1 text-xs text-muted">≈ {formatMoney(approxInr(lineTotal, currency), "INR", inLocale)}</p>
          ) : null}
          {item.quantity > 1 ? (
            <p className="mt-0.5 text-xs text-muted">{m.cart_each({ price: formatMoney(item.price, currency, inLocale) }, inLocale)}</p>
          ) : null}
        </div>
      </div>

      {/* Why this line cannot be paid for as it stands, in the rules' own words (cart-availability.ts). */}
      {problem ? (
        <p role="alert" className="col-span-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 sm:col-span-1 sm:col-start-2">
          {locale === "en" ? problem : m.cart_line_problem({}, inLocale)}
        </p>
      ) : null}

      <div className="col-span-2 flex items-center justify-between gap-4 border-t border-linen pt-4 sm:col-span-1 sm:col-start-2">
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of two buttons and a count, not a form section */}
        <div
          role="group"
          aria-label={m.cart_quantity_of({ name: item.name }, inLocale)}
          className="inline-flex items-center rounded-full ring-1 ring-linen"
        >
          <button
            type="button"
            className={stepperButton}
            aria-label={m.cart_decrease({ name: item.name }, inLocale)}
            disabled={item.quantity <= 1}
            onClick={() => updateQuantity(item, item.quantity - 1)}
          >
            <MinusIcon />
          </button>
          <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
            {item.quantity}
          </output>
          <button
            type="button"
            className={stepperButton}
            aria-label={m.cart_increase({ name: item.name }, inLocale)}
            onClick={() => updateQuantity(item, item.quantity + 1)}
          >
            <PlusIcon />
          </button>
        </div>
        <button
          type="button"
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-xs font-semibold tracking-[0.14em] text-muted uppercase transition-colors hover:bg-sand hover:text-red-800"
          aria-label={m.cart_remove_label({ name: item.name }, inLocale)}
          onClick={() => updateQuantity(item, 0)}
        >
          <RemoveIcon width={16} height={16} />
          {m.cart_remove({}, inLocale)}
        </button>
      </div>
    </article>
  );
}

function ItemPicture({ item }: { item: CartItem }) {
  const locale = useLocale();
  const frame = "h-[5.5rem] w-[5.5rem] overflow-hidden rounded-2xl sm:row-span-3 sm:h-full sm:min-h-40 sm:w-40";
  if (item.image) {
    return (
      <div className={`${frame} bg-sand`}>
        <img src={item.image} alt="" width={352} height={288} loading="lazy" className="h-full w-full object-cover" />
      </div>
    );
  }
  // Custom retreats have no picture of their own.
  const bespoke = isCustomRetreatItem(item);
  return (
    <div
      className={`${frame} relative flex flex-col items-center justify-center gap-2 bg-forest bg-[radial-gradient(circle_at_30%_20%,#5b6b4f,transparent_60%),radial-gradient(circle_at_80%_90%,rgba(184,149,90,0.35),transparent_55%)] text-gold`}
    >
      <LotusIcon width={36} height={36} />
      {bespoke ? (
        <span className="hidden text-[0.65rem] font-semibold tracking-[0.3em] text-white/80 uppercase sm:block">
          {m.cart_bespoke({}, { locale })}
        </span>
      ) : null}
    </div>
  );
}
