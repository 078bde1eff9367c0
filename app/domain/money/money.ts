/**
 * Money rules shared by the cart UI (browser) and server-side pricing (Worker): deposits,
 * conversion to rupees and formatting. Pure and isomorphic: no window, storage or React.
 * No zod either: every page that shows a price loads this module, and the currency schema lives
 * in currency-schema.ts so zod stays out of pages that only display (docs/decisions/030).
 */

import type { Locale } from "../i18n/locale";

export const CURRENCIES = ["EUR", "USD", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency assumed for an amount or cart item that does not name one. */
const DEFAULT_CURRENCY: Currency = "EUR";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** The currency of an item, with the spec's fallback: a missing currency means euros. */
export function currencyOf(item: { currency?: Currency | undefined }): Currency {
  return item.currency ?? DEFAULT_CURRENCY;
}

/**
 * The share of each item paid online, in whole percent; the rest is due on arrival (docs/product.md#deposit-and-currencies). The
 * one place the rate is written: every sentence that states it is built from it, and each stored
 * booking records the percent it was charged at, so changing it never relabels old bookings.
 * A whole percentage, so deposits are computed as (integer x percent) / 100, which is exact for
 * whole-currency prices, instead of multiplying by an inexact binary fraction such as 0.2.
 */
export const DEPOSIT_PERCENT = 20;

/** A whole percentage as each language writes it: '20%' in English, '20 %' (a no-break space) in German. */
export function formatPercent(percent: number, locale: Locale = "en"): string {
  return locale === "de" ? `${percent}\u00a0%` : `${percent}%`;
}

/** '20%', '20 %': the rate as the copy states it in `locale`. */
export function depositRateText(percent: number = DEPOSIT_PERCENT, locale: Locale = "en"): string {
  return formatPercent(percent, locale);
}

/**
 * The spec gives two rupee rate tables and they differ on purpose (docs/product.md#deposit-and-currencies, "Both rates
 * are as given"): PAYMENT_INR_PER converts deposits into the amount actually charged;
 * DISPLAY_INR_PER is only for the approximate '≈ ₹' hints in the cart and the custom retreat
 * builder. Do not "fix" one to match the other without a product decision.
 */
export const PAYMENT_INR_PER: Readonly<Record<Currency, number>> = { EUR: 103, USD: 83, INR: 1 };
export const DISPLAY_INR_PER: Readonly<Record<Currency, number>> = { EUR: 103, USD: 88, INR: 1 };

/** The currency payment orders are created in. */
export const PAYMENT_CURRENCY = "INR" satisfies Currency;

export type PricedLine = { price: number; quantity: number; currency?: Currency | undefined };

/**
 * The deposit for one cart line (DEPOSIT_PERCENT of price x quantity, or the percent a stored
 * booking was charged at), in the line's own currency. Not rounded: round only when displaying,
 * or once at the end when summing for payment.
 */
export function computeDeposit(price: number, quantity: number, percent: number = DEPOSIT_PERCENT): number {
  return (price * quantity * percent) / 100;
}

/**
 * The amount to charge, in whole rupees: each line's deposit converted at the payment rates
 * (a missing currency is euros), summed, then rounded once with Math.round (half up).
 *
 * Prices are taken as whole cents (the custom price input has step 0.01) and the sum is done in
 * integers, so the result is exact: no floating-point drift can move a total across a .5 boundary.
 */
export function paymentAmountInr(items: readonly PricedLine[]): number {
  // Sum of cents x quantity x percent x rate; the amount in rupees is this / (100 cents x 100 %).
  let scaled = 0;
  for (const item of items) {
    const cents = Math.round(item.price * 100);
    scaled += cents * item.quantity * DEPOSIT_PERCENT * PAYMENT_INR_PER[currencyOf(item)];
  }
  if (!Number.isSafeInteger(scaled)) {
    throw new RangeError("Payment amount is out of range");
  }
  return Math.round(scaled / 10_000);
}

/** Rupees to paise, the smallest unit the payment gateway takes. */
export function toPaise(inr: number): number {
  return Math.round(inr * 100);
}

/**
 * An approximate rupee value for display next to a foreign-currency price ('≈ ₹'), at the
 * display rates, rounded to a whole rupee. Never use it for charging: see PAYMENT_INR_PER.
 */
export function approxInr(amount: number, currency: Currency = DEFAULT_CURRENCY): number {
  return Math.round(amount * DISPLAY_INR_PER[currency]);
}

const SYMBOLS: Readonly<Record<Currency, string>> = { EUR: "€", USD: "$", INR: "₹" };

export function currencySymbol(currency: Currency = DEFAULT_CURRENCY): string {
  return SYMBOLS[currency];
}

export type FormatMoneyOptions = {
  /** Whose way of writing prices: 'en' (default) '€1,080', 'de' '1.080 €'. */
  locale?: Locale;
  /**
   * 'auto' (default): whole amounts without decimals ('€1,080'), anything else with two
   * ('€1,080.50'). 0 or 2 force that many decimals.
   */
  fractionDigits?: "auto" | 0 | 2;
};

/*
 * One fixed way of writing each currency, so that the server's render and the browser's hydration
 * give the same text whatever the visitor's language: the narrow symbol first, ',' between digit
 * groups and '.' before the decimals, as Intl.NumberFormat writes euros in en-IE, dollars in en-US
 * and rupees in en-IN (which groups lakhs and crores: ₹1,08,000). Written out here rather than asked
 * of Intl: a browser's first currency formatter loads its locale data, which took 15-47 ms of
 * Chromium's main thread on the bench machine (more on a phone), inside the task that hydrates a
 * page's first price. money.test.ts checks the output against Intl.NumberFormat itself.
 * GROUPS: where a currency puts ',' in the whole part, every three digits or, for rupees, in lakhs.
 */
const THOUSANDS = /\B(?=(\d{3})+$)/g;
const GROUPS: Readonly<Record<Currency, RegExp>> = { EUR: THOUSANDS, USD: THOUSANDS, INR: /\B(?=(\d\d)*\d{3}$)/g };

/**
 * The digits of `abs` (finite, not negative) rounded half away from zero to `digits` decimals, as
 * Intl.NumberFormat rounds: from the shortest decimal that reads back as the number (1.005 -> 1.01).
 */
function roundedDigits(abs: number, digits: 0 | 2): { whole: string; fraction: string } {
  const [coefficient = "0", exponent = "0"] = abs.toExponential().split("e");
  const significand = coefficient.replace(".", "");
  // abs = 0.<significand> × 10^(exponent + 1); `cut` digits of it come before the last decimal kept.
  const cut = Number(exponent) + 1 + digits;
  const padded = significand.padEnd(cut, "0");
  const kept = cut > 0 ? padded.slice(0, cut) : "0";
  const roundsUp = cut >= 0 && Number(padded[cut] ?? "0") >= 5;
  const text = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(digits + 1, "0");
  return { whole: text.slice(0, text.length - digits), fraction: text.slice(text.length - digits) };
}

/**
 * German writes every currency as de-DE does: '.' between groups of three (rupees too), ',' before
 * the decimals, the symbol last after a no-break space: '1.080 €', '2.450,50 $', '111.240 ₹'.
 */
const DE_GROUPS = THOUSANDS;

/**
 * A price with its symbol and grouping: '€1,080', '$2,450.50', '₹1,11,240'; in German
 * '1.080 €', '2.450,50 $'.
 */
export function formatMoney(amount: number, currency: Currency = DEFAULT_CURRENCY, opts: FormatMoneyOptions = {}): string {
  const cents = Math.round(amount * 100);
  const mode = opts.fractionDigits ?? "auto";
  const digits: 0 | 2 = mode === "auto" ? (cents % 100 === 0 ? 0 : 2) : mode;
  // Normalise -0 (and tiny negatives that round to zero) so they never render as '-€0'.
  const value = cents === 0 ? 0 : amount;
  const sign = value < 0 ? "-" : "";
  if (!Number.isFinite(value)) {
    const text = Number.isNaN(value) ? "NaN" : "∞";
    return opts.locale === "de" ? `${sign}${text}\u00a0${SYMBOLS[currency]}` : `${sign}${SYMBOLS[currency]}${text}`;
  }
  const { whole, fraction } = roundedDigits(Math.abs(value), digits);
  if (opts.locale === "de") return `${sign}${whole.replace(DE_GROUPS, ".")}${digits ? `,${fraction}` : ""}\u00a0${SYMBOLS[currency]}`;
  return `${sign}${SYMBOLS[currency]}${whole.replace(GROUPS[currency], ",")}${digits ? `.${fraction}` : ""}`;
}

export type CurrencyTotals = {
  currency: Currency;
  /** Sum of price x quantity. */
  total: number;
  /** Sum of the lines' deposits, paid online. */
  deposit: number;
  /** Due on arrival: total - deposit. */
  balance: number;
};

/**
 * Cart totals per currency, in CURRENCIES order, listing only currencies present in the cart.
 * Amounts in different currencies are never added together here.
 */
export function cartTotalsByCurrency(items: readonly PricedLine[], depositPercent: number = DEPOSIT_PERCENT): CurrencyTotals[] {
  const totals = new Map<Currency, { total: number; deposit: number }>();
  for (const item of items) {
    const currency = currencyOf(item);
    const entry = totals.get(currency) ?? { total: 0, deposit: 0 };
    entry.total += item.price * item.quantity;
    entry.deposit += computeDeposit(item.price, item.quantity, depositPercent);
    totals.set(currency, entry);
  }
  return CURRENCIES.flatMap((currency) => {
    const entry = totals.get(currency);
    return entry ? [{ currency, ...entry, balance: entry.total - entry.deposit }] : [];
  });
}
