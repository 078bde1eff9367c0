import { type ReactNode, useState } from "react";
import { CancellationPolicyNote } from "~/booking/cancellation-policy-note";
import { CANCELLATION_POLICY, cancellationDeadlines, cancellationTermsText, earliestCheckIn } from "~/domain/booking/cancellation-policy";
import type { CartItem } from "~/domain/cart/cart-item";
import { cartTotalsByCurrency, DEPOSIT_PERCENT, depositRateText, formatMoney, paymentAmountInr } from "~/domain/money/money";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

const CURRENCY_NAMES = { EUR: m.cart_currency_eur, USD: m.cart_currency_usd, INR: m.cart_currency_inr } as const;

/**
 * The cart's 'Order Summary' (docs/product.md#cart, docs/product.md#deposit-and-currencies). Amounts in different currencies
 * are never added together; the rupee amount to be charged is the client's estimate, which the
 * server recomputes from the catalogue when the payment order is created.
 */
export function OrderSummary({ items, children }: { items: readonly CartItem[]; children: ReactNode }) {
  const locale = useLocale();
  const inLocale = { locale };
  const totals = cartTotalsByCurrency(items);
  const several = totals.length > 1;

  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.3)] ring-1 ring-linen md:p-8"
    >
      <h2 id="order-summary-heading" className="font-display text-3xl font-medium text-ink">
        {m.cart_summary({}, inLocale)}
      </h2>

      <div className="mt-6 space-y-6">
        {totals.map((line) => (
          <div key={line.currency}>
            {several ? (
              <h3 className="mb-2.5 font-sans text-[0.7rem] font-semibold tracking-[0.2em] text-muted uppercase">
                {m.cart_currency_items({ currency: CURRENCY_NAMES[line.currency]({}, inLocale) }, inLocale)}
              </h3>
            ) : null}
            <dl className="space-y-2.5 text-sm">
              <Row term={m.cart_total({}, inLocale)}>{formatMoney(line.total, line.currency, inLocale)}</Row>
              <Row term={m.cart_deposit_now({ rate: depositRateText(DEPOSIT_PERCENT, locale) }, inLocale)} emphasis>
                {formatMoney(line.deposit, line.currency, inLocale)}
              </Row>
              <Row term={m.cart_balance_on_arrival({}, inLocale)}>{formatMoney(line.balance, line.currency, inLocale)}</Row>
            </dl>
          </div>
        ))}
      </div>

      <div className="mt-6 rounded-2xl bg-sand/70 px-5 py-4">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-sm text-ink">{m.cart_charged_today({}, inLocale)}</p>
          <p className="font-display text-2xl font-semibold text-ink">≈ {formatMoney(paymentAmountInr(items), "INR", inLocale)}</p>
        </div>
        <p className="mt-1.5 text-xs leading-relaxed text-muted">{m.cart_charged_note({}, inLocale)}</p>
      </div>

      <div className="mt-6">{children}</div>

      <CartCancellationPolicy items={items} />

      <ul className="mt-6 space-y-2 border-t border-linen pt-5 text-xs text-muted">
        <li>{m.cart_deposit_online({ rate: depositRateText(DEPOSIT_PERCENT, locale) }, inLocale)}</li>
        <li>{m.cart_team_confirms({}, inLocale)}</li>
      </ul>
    </section>
  );
}

/**
 * This cart's deadlines, as if the deposit were paid now: paying later only moves the 72-hour window
 * later, so what is shown is what the guest gets at least. The cart is read after hydration, so
 * the browser's clock decides it and no server render disagrees.
 */
function CartCancellationPolicy({ items }: { items: readonly CartItem[] }) {
  const locale = useLocale();
  const [now] = useState(() => new Date());
  if (items.length === 0) return null;
  const deadlines = cancellationDeadlines(
    CANCELLATION_POLICY,
    { checkIn: earliestCheckIn(items), depositPaidAt: now.toISOString() },
    locale,
  );
  return (
    <CancellationPolicyNote
      terms={cancellationTermsText(CANCELLATION_POLICY, locale)}
      deadlines={deadlines}
      now={now}
      headingId="cart-cancellation-policy"
      className="mt-5 rounded-2xl border border-linen px-5 py-4"
    />
  );
}

function Row({ term, children, emphasis }: { term: string; children: ReactNode; emphasis?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={emphasis ? "font-semibold text-ink" : "text-muted"}>{term}</dt>
      <dd className={emphasis ? "font-semibold text-ink" : "text-ink"}>{children}</dd>
    </div>
  );
}
