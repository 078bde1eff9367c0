import { type ReactNode, useState } from "react";
import { CancellationPolicyNote } from "~/booking/cancellation-policy-note";
import { CANCELLATION_POLICY, cancellationDeadlines, cancellationTermsText, earliestCheckIn } from "~/domain/booking/cancellation-policy";
import type { CartItem } from "~/domain/cart/cart-item";
import { cartTotalsByCurrency, depositRateText, formatMoney, paymentAmountInr } from "~/domain/money/money";

const CURRENCY_NAMES = { EUR: "Euro", USD: "US dollar", INR: "Indian rupee" } as const;

/**
 * The cart's 'Order Summary' (docs/product.md#cart, docs/product.md#deposit-and-currencies). Amounts in different currencies
 * are never added together; the rupee amount to be charged is the client's estimate, which the
 * server recomputes from the catalogue when the payment order is created.
 */
export function OrderSummary({ items, children }: { items: readonly CartItem[]; children: ReactNode }) {
  const totals = cartTotalsByCurrency(items);
  const several = totals.length > 1;

  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.3)] ring-1 ring-linen md:p-8"
    >
      <h2 id="order-summary-heading" className="font-display text-3xl font-medium text-ink">
        Order Summary
      </h2>

      <div className="mt-6 space-y-6">
        {totals.map((line) => (
          <div key={line.currency}>
            {several ? (
              <h3 className="mb-2.5 font-sans text-[0.7rem] font-semibold tracking-[0.2em] text-muted uppercase">
                {CURRENCY_NAMES[line.currency]} items
              </h3>
            ) : null}
            <dl className="space-y-2.5 text-sm">
              <Row term="Total">{formatMoney(line.total, line.currency)}</Row>
              <Row term={`Deposit due now (${depositRateText()})`} emphasis>
                {formatMoney(line.deposit, line.currency)}
              </Row>
              <Row term="Balance due on arrival">{formatMoney(line.balance, line.currency)}</Row>
            </dl>
          </div>
        ))}
      </div>

      <div className="mt-6 rounded-2xl bg-sand/70 px-5 py-4">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-sm text-ink">Charged today</p>
          <p className="font-display text-2xl font-semibold text-ink">≈ {formatMoney(paymentAmountInr(items), "INR")}</p>
        </div>
        <p className="mt-1.5 text-xs leading-relaxed text-muted">
          Deposits are charged in Indian rupees. This is an estimate; the exact amount is confirmed before you pay.
        </p>
      </div>

      <div className="mt-6">{children}</div>

      <CartCancellationPolicy items={items} />

      <ul className="mt-6 space-y-2 border-t border-linen pt-5 text-xs text-muted">
        <li>Only the {depositRateText()} deposit is paid online; the balance is settled at the retreat.</li>
        <li>Our team confirms every booking personally within 24 hours.</li>
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
  const [now] = useState(() => new Date());
  if (items.length === 0) return null;
  const deadlines = cancellationDeadlines(CANCELLATION_POLICY, { checkIn: earliestCheckIn(items), depositPaidAt: now.toISOString() });
  return (
    <CancellationPolicyNote
      terms={cancellationTermsText(CANCELLATION_POLICY)}
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
