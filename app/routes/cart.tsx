import { lazy, Suspense, useReducer, useState } from "react";
import { checkoutButtonState, countText, itemCountText } from "~/cart/cart-display";
import { useCartProblems } from "~/cart/cart-availability";
import { useCart } from "~/cart/cart-provider";
import { STORED_CART_PROBE } from "~/cart/cart-storage";
import { lineKey } from "~/domain/cart/cart-rules";
import { DEPOSIT_PERCENT, depositRateText } from "~/domain/money/money";
import { site } from "~/catalogue/site";
import { useCheckout } from "~/checkout/use-checkout";
import { Button, ButtonLink } from "~/components/button";
import { LotusIcon } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { toast } from "~/components/toast";
import { catalogueHeaders } from "~/lib/cache-control";
import { InlineScript } from "~/lib/inline-stylesheet";
import { pageMeta } from "~/lib/seo";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/cart";

/** The same shell for everyone: what is in the cart or the form lives in the browser. */
export const headers = catalogueHeaders;

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: `${m.cart_title({}, { locale })} | ${site.name}`,
    description: m.cart_meta_description({ rate: depositRateText(DEPOSIT_PERCENT, locale) }, { locale }),
    path: "/cart",
    noindex: true,
    locale,
  });
}

/**
 * The stored cart is read in the browser only (the server renders a placeholder), so the code that
 * shows it loads with it, after hydration, not with the page.
 */
const CartItemCard = lazy(() => import("~/cart/cart-item-card").then((m) => ({ default: m.CartItemCard })));
const OrderSummary = lazy(() => import("~/cart/order-summary").then((m) => ({ default: m.OrderSummary })));

/** The contact form before payment: its code loads when the guest first asks to check out. */
const loadContactDialog = () => import("~/checkout/contact-dialog");
const ContactDialog = lazy(() => loadContactDialog().then((m) => ({ default: m.ContactDialog })));

export default function CartPage() {
  const locale = useLocale();
  const { items, hydrated, quantity } = useCart();
  // Asked again after the order endpoint says some nights went meanwhile.
  const [calendarRefresh, onUnavailable] = useReducer((n: number) => n + 1, 0);
  const checkout = useCheckout({ onUnavailable });
  const problems = useCartProblems(items, calendarRefresh);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactWanted, setContactWanted] = useState(false);
  // The first tap waits for the dialog's code: the button says it is busy meanwhile.
  const [dialogArrived, setDialogArrived] = useState(false);
  const button = checkoutButtonState({ empty: items.length === 0, busy: checkout.busy }, locale);
  const blocked = problems.size > 0;

  function openCheckout() {
    if (items.length === 0) {
      toast.error(m.cart_empty_toast_title({}, { locale }), m.cart_empty_toast_text({}, { locale }));
      return;
    }
    setContactWanted(true);
    setContactOpen(true);
    if (!dialogArrived) void loadContactDialog().then(() => setDialogArrived(true));
    // The payment step's code, while the guest fills in the dialog.
    checkout.preload();
  }

  return (
    <main id="main">
      <PageHeader eyebrow={m.cart_eyebrow({}, { locale })} title={m.cart_title({}, { locale })}>
        {/* Server and first client render cannot know the stored cart: say nothing until read. */}
        <p aria-live="polite">
          {hydrated ? itemCountText(quantity, locale) : <span className="invisible">{m.cart_loading({}, { locale })}</span>}
        </p>
      </PageHeader>

      <div className="container-page pt-8 pb-20 md:pt-10 md:pb-28">
        <LocalizedLink
          to="/retreats"
          className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-primary-dark uppercase hover:text-primary"
        >
          <span aria-hidden>←</span> {m.cart_continue_shopping({}, { locale })}
        </LocalizedLink>

        {!hydrated ? (
          <CartBeforeHydration />
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Suspense fallback={<CartLoading />}>
            <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-12">
              <section aria-labelledby="cart-items-heading">
                <h2 id="cart-items-heading" className="flex items-center gap-3 font-display text-2xl font-medium text-ink">
                  {m.cart_selections({}, { locale })}
                  <span
                    data-testid="cart-count-badge"
                    className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-primary-dark px-2 font-sans text-xs font-semibold text-white"
                  >
                    <span aria-hidden>{quantity}</span>
                    <span className="sr-only">, {countText(quantity, m.cart_items_one, m.cart_items_other, locale)}</span>
                  </span>
                </h2>
                <ul className="mt-5 space-y-5">
                  {items.map((item, index) => (
                    <li key={lineKey(item)}>
                      <CartItemCard item={item} problem={problems.get(index)} />
                    </li>
                  ))}
                </ul>
              </section>

              <div className="lg:sticky lg:top-28">
                <OrderSummary items={items}>
                  <Button
                    size="lg"
                    className="w-full aria-busy:cursor-progress aria-busy:opacity-70"
                    disabled={button.disabled || blocked}
                    aria-busy={(contactOpen && !dialogArrived) || undefined}
                    onClick={openCheckout}
                  >
                    {button.label}
                  </Button>
                </OrderSummary>
              </div>
            </div>
          </Suspense>
        )}
      </div>

      {contactWanted ? (
        <Suspense fallback={null}>
          <ContactDialog
            open={contactOpen}
            busy={checkout.busy}
            onCancel={() => setContactOpen(false)}
            onSubmit={(contact) => {
              setContactOpen(false);
              void checkout.start(contact);
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

/**
 * Before hydration (which waits for the page to load) the stored cart is not read yet. The
 * stored-cart probe (app/cart/cart-storage.ts), which the parser runs before the blocks below it
 * arrive, marks <html> if a cart is stored: then the page shows placeholders until the cart's code
 * reads it; otherwise the empty state paints with the first response instead of after hydration
 * (app/app.css). Only this page carries the probe: a first read of local storage costs a new
 * visitor's browser several milliseconds before it can paint.
 */
function CartBeforeHydration() {
  return (
    <>
      {/* The server writes this script into the document; the browser runs it once, and the
          bundle does not carry it (React keeps the server's element as it hydrates). */}
      <InlineScript code={import.meta.env.SSR ? STORED_CART_PROBE : ""} />
      <div data-cart-pending="">
        <div className="cart-pending-stored">
          <CartLoading />
        </div>
        <div className="cart-pending-empty">
          <EmptyCart />
        </div>
      </div>
    </>
  );
}

function CartLoading() {
  const locale = useLocale();
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <p className="sr-only">{m.cart_loading_cart({}, { locale })}</p>
      <div className="space-y-5" aria-hidden>
        {[0, 1].map((n) => (
          <div key={n} className="h-52 animate-pulse rounded-[1.5rem] bg-white/70 ring-1 ring-linen sm:h-44" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-[1.75rem] bg-white/70 ring-1 ring-linen" aria-hidden />
    </div>
  );
}

function EmptyCart() {
  const locale = useLocale();
  return (
    <section className="mx-auto mt-10 max-w-2xl rounded-[2rem] bg-white px-6 py-14 text-center ring-1 ring-linen md:px-14 md:py-20">
      <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-sand text-primary">
        <LotusIcon width={40} height={40} />
      </div>
      <h2 className="mt-7 font-display text-4xl font-medium text-ink">{m.cart_empty_title({}, { locale })}</h2>
      <p className="mx-auto mt-4 max-w-md text-muted">{m.cart_empty_text({}, { locale })}</p>
      <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={localizePath("/retreats", locale)} size="lg">
          {m.cart_explore_retreats({}, { locale })}
        </ButtonLink>
        <ButtonLink to={localizePath("/rooms", locale)} variant="outline" size="lg">
          {m.cart_browse_rooms({}, { locale })}
        </ButtonLink>
      </div>
      <p className="mt-8 text-sm text-muted">
        {m.cart_planned_journey({}, { locale })}{" "}
        <LocalizedLink to="/custom-retreat" className="font-semibold text-primary-dark underline decoration-gold underline-offset-4">
          {m.cart_add_custom({}, { locale })}
        </LocalizedLink>
      </p>
    </section>
  );
}
