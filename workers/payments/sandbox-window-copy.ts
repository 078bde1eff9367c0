import type { Locale } from "~/domain/i18n/locale";

/**
 * Every word of the sandbox payment window (sandbox-checkout.js), per language. The window speaks
 * the language of the order it takes, as the booking records it (docs/decisions/093-guest-language.md),
 * which it asks the sandbox gateway for as it opens. A missing German string is a type error; the
 * English is the words the window always had.
 */
export type SandboxWindowCopy = {
  /** The locale Intl writes the amount in: rupees as this language writes them. */
  numberLocale: string;
  /** The merchant's name when the options give none. */
  merchant: string;
  /** The accessible name of the × button. */
  close: string;
  badge: string;
  /** The window's title, also its accessible name. */
  title: string;
  note: string;
  amount: string;
  order: string;
  name: string;
  email: string;
  phone: string;
  /** The pay button; `{amount}` stands for the amount. */
  pay: string;
  fail: string;
  paying: string;
  declining: string;
  declined: string;
  /** A refusal the gateway gives no words for. */
  refused: string;
  unreachable: string;
  /**
   * The gateway's refusals by HTTP status, in this language (any other is `refused`), or null to
   * show the gateway's own words, which are English.
   */
  refusals: Partial<Record<404 | 409 | 429, string>> | null;
};

export const SANDBOX_WINDOW_COPY: Readonly<Record<Locale, SandboxWindowCopy>> = {
  en: {
    numberLocale: "en-IN",
    merchant: "Merchant",
    close: "Close test payment",
    badge: "Sandbox",
    title: "Test payment \u2014 no money is taken",
    note: "This window stands in for the payment gateway while the site runs in sandbox mode. Choose how the payment ends.",
    amount: "Amount",
    order: "Order",
    name: "Name",
    email: "Email",
    phone: "Phone",
    pay: "Pay {amount}",
    fail: "Fail payment",
    paying: "Processing test payment\u2026",
    declining: "Declining test payment\u2026",
    declined: "Payment failed. Try again, or close this window.",
    refused: "The sandbox gateway refused this payment.",
    unreachable: "The sandbox gateway could not be reached. Try again.",
    refusals: null,
  },
  de: {
    numberLocale: "de-DE",
    merchant: "Händler",
    close: "Testzahlung schließen",
    badge: "Testmodus",
    title: "Testzahlung \u2013 es wird kein Geld abgebucht",
    note: "Dieses Fenster steht für den Zahlungsdienst, solange die Website im Testmodus läuft. Wählen Sie, wie die Zahlung ausgeht.",
    amount: "Betrag",
    order: "Bestellung",
    name: "Name",
    email: "E-Mail",
    phone: "Telefon",
    pay: "{amount} bezahlen",
    fail: "Zahlung ablehnen",
    paying: "Testzahlung läuft \u2026",
    declining: "Testzahlung wird abgelehnt \u2026",
    declined: "Die Zahlung ist fehlgeschlagen. Versuchen Sie es noch einmal oder schließen Sie dieses Fenster.",
    refused: "Der Testzahlungsdienst hat diese Zahlung abgelehnt.",
    unreachable: "Der Testzahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es noch einmal.",
    refusals: {
      404: "Diese Bestellung ist dem Testzahlungsdienst nicht bekannt.",
      409: "Diese Bestellung ist bereits bezahlt.",
      429: "Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment.",
    },
  },
};
